/**
 * A bounded load on a server started here, on loopback only: N concurrent clients for D seconds
 * against a few endpoints, reporting requests/s and latency percentiles.
 * Run: node --import tsx bench/api-load.ts [seconds=5] [concurrency=20]
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';

const seconds = Number(process.argv[2] ?? 5);
const concurrency = Number(process.argv[3] ?? 20);

async function hammer(label: string, url: string, headers: Record<string, string>) {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const start = performance.now();
        const res = await fetch(url, { headers }).catch(() => null);
        if (!res || !res.ok) errors++;
        await res?.arrayBuffer();
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1);
  return { label, requests: latencies.length, rps: Math.round(latencies.length / seconds), p50ms: pct(50), p95ms: pct(95), p99ms: pct(99), errors };
}

export async function apiLoadReport() {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://', LOG_LEVEL: 'silent', SEED_DEMO: 'false', RATE_LIMIT_PER_MINUTE: '100000000' });
  const app = await buildApp(config, { migrate: true });
  const demo = await seedDemo(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1`;
  const signin = await fetch(`${base}/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demo.email, password: demo.password }),
  });
  const { token } = (await signin.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const results = [await hammer('GET /health', `${base}/health`, {}), await hammer('GET /agencies/accounts/info', `${base}/agencies/accounts/info`, auth)];
  await app.close();
  return { seconds, concurrency, database: 'PGlite (memory)', results };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await apiLoadReport(), null, 2));
