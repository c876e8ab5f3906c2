/**
 * Peak server memory under decompression bombs (issue 14): starts the server in a child process as
 * `npm start` does (embedded database in a data directory, demo agency; `db=postgres` uses
 * TEST_DATABASE_URL or DATABASE_URL instead), sends 12 bombs at once — 6 .xlsx of 206 MB of XML
 * in under 1 MB, 6 PNGs of 20000 x 20000 pixels in 50 KB, half to the OCR, half as stored
 * documents — and prints the server's peak RSS while they are handled against the 512 MB target.
 * Run: npm run bench:memory [-- port=3199] [db=postgres]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bombPng, dataUrl } from '../apps/server/test/images.ts';
import { bombXlsx } from '../apps/server/test/bombs.ts';

const TARGET_MB = 512;
const port = Number(process.argv.find((a) => a.startsWith('port='))?.slice(5) ?? 3199);
const base = `http://127.0.0.1:${port}/api/v1`;
const root = path.resolve(import.meta.dirname, '..');
const postgresUrl = process.argv.includes('db=postgres') ? (process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL) : undefined;
if (process.argv.includes('db=postgres') && !postgresUrl) throw new Error('db=postgres needs TEST_DATABASE_URL or DATABASE_URL');

const memoryMb = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
};

async function waitForHealth(deadline: number) {
  while (Date.now() < deadline) {
    const ok = await fetch(`${base}/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-bench-memory-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...(postgresUrl ? { DATABASE_URL: postgresUrl } : { DATABASE_URL: '' }), DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn', JOBS: 'false', NODE_ENV: 'development' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  await waitForHealth(Date.now() + 120_000);
  const signin = await fetch(`${base}/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@rumo.app', password: process.env.DEMO_PASSWORD || 'rumo-demo-2026' }),
  });
  const { token } = (await signin.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const customers = (await (await fetch(`${base}/customers/all?limit=1`, { headers: auth })).json()) as { results: { id: number }[] };
  const customerId = customers.results[0]!.id;

  const xlsx = bombXlsx(206);
  const png = dataUrl('image/png', bombPng(20_000, 20_000));
  const baseline = memoryMb(server.pid!, 'VmRSS');
  const startupPeak = memoryMb(server.pid!, 'VmHWM');

  const importXlsx = () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(xlsx)]), 'clientes.xlsx');
    return fetch(`${base}/agencies/accounts/import`, { method: 'POST', headers: auth, body: form });
  };
  const json = (url: string, body: unknown) =>
    fetch(url, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const ocr = () => json(`${base}/customers/${customerId}/agent/documents/`, { file: png, document_type: 'passport' });
  const store = () => json(`${base}/customers/documents`, { customer_id: customerId, document_type: 'passport', number: 'X1', file: png });

  let peakRss = baseline;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, memoryMb(server.pid!, 'VmRSS'))), 20);
  const started = Date.now();
  const responses = await Promise.all([...Array.from({ length: 6 }, importXlsx), ...Array.from({ length: 3 }, ocr), ...Array.from({ length: 3 }, store)]);
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  const statuses = responses.map((r) => r.status);
  // The process's high-water mark covers start-up too (migrations, seeding); the sampled peak is
  // what the bombs reached, and the delta is what they added.
  const peak = peakRss;
  console.log(
    JSON.stringify(
      {
        database: postgresUrl ? 'PostgreSQL' : 'PGlite in a data directory (as npm start)',
        files: { xlsx: `${(xlsx.length / 1024).toFixed(0)} KB -> 206 MB of XML, 6 at once`, png: '20000 x 20000, 6 at once' },
        statuses,
        seconds,
        rss_baseline_mb: baseline,
        rss_startup_peak_mb: startupPeak,
        rss_peak_mb: peak,
        rss_added_by_bombs_mb: peak - baseline,
        target_mb: TARGET_MB,
        ok: peak < TARGET_MB && statuses.every((s) => s < 500),
      },
      null,
      2,
    ),
  );
  if (peak >= TARGET_MB) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
