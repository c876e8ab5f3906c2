/**
 * The scale bench: one agency with 10,000 trips (bench/scale/seed.ts), 50 connections against the
 * pages an agent uses all day, beside a bare Fastify hello-world in the same run, on PGlite and on
 * PostgreSQL (BENCH_DATABASE_URL, else a `<name>_scale` database next to TEST_DATABASE_URL; it is
 * dropped and recreated). Prints one markdown table per database.
 * Run: npm run bench:scale   (BENCH_SECONDS=5 BENCH_CONNECTIONS=50 BENCH_TARGETS=pglite,postgres BENCH_CPU_PROF=dir
 *   BENCH_ONLY="client page,trip detail" to run only those endpoints beside the bare one)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const targets = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',');
const here = import.meta.dirname;

interface Started {
  child: ChildProcess;
  info: { port: number; token?: string; seedMs?: number; customerIds?: number[]; travelIds?: number[] };
}

function start(script: string, args: string[] = []): Promise<Started> {
  // BENCH_CPU_PROF=<dir>: the API server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF && script.endsWith('server.ts') ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(here, script), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    readline.createInterface({ input: child.stdout! }).once('line', (line) => resolve({ child, info: JSON.parse(line) }));
  });
}

function stop({ child }: Started): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A fresh, empty PostgreSQL database for the bench. */
async function freshPostgres(): Promise<string | null> {
  const given = process.env.BENCH_DATABASE_URL;
  const base = given ?? process.env.TEST_DATABASE_URL;
  if (!base) return null;
  const url = new URL(base);
  if (!given) url.pathname = `${url.pathname.slice(1)}_scale`;
  const name = url.pathname.slice(1);
  const admin = new URL(base);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
  return url.toString();
}

interface Row {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  alone: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string>, paths: string[], conns: number, duration: number) {
  let i = 0;
  const result = await autocannon({
    url,
    connections: conns,
    duration,
    timeout: 10,
    headers,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length]! }) }],
  });
  return result;
}

/** Waits until requests queued by the previous run have drained, so each run starts idle. */
async function drained(base: string) {
  for (let tries = 0; tries < 300; tries++) {
    const started = performance.now();
    await fetch(base).then((r) => r.arrayBuffer(), () => null);
    if (performance.now() - started < 20) return;
  }
}

/** The median of 20 requests one after another on an idle server. */
async function alone(base: string, headers: Record<string, string>, paths: string[]) {
  const times: number[] = [];
  for (let n = 0; n < 20; n++) {
    const started = performance.now();
    const response = await fetch(base + paths[n % paths.length], { headers });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return Math.round(times.sort((a, b) => a - b)[10]! * 10) / 10;
}

async function measure(label: string, base: string, headers: Record<string, string>, paths: string[]): Promise<Row> {
  await drained(base);
  const single = await alone(base, headers, paths);
  const result = await load(base, headers, paths, connections, seconds);
  return {
    label,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    alone: single,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);

async function benchOne(kind: string, target: string) {
  const server = await start('scale/server.ts', [target]);
  const bare = await start('scale/bare.ts');
  const { port, token, customerIds = [], travelIds = [] } = server.info;
  const base = `http://127.0.0.1:${port}`;
  const auth = { authorization: `Bearer ${token}` };
  const now = new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const monthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
  const weekStart = new Date(now.getTime() - now.getUTCDay() * 86_400_000);
  const weekEnd = new Date(weekStart.getTime() + 6 * 86_400_000);
  const recentTrips = travelIds.slice(-400, -200);
  const api = '/api/v1';
  const endpoints: [string, string[]][] = [
    ['health', [`${api}/health`]],
    ['trip list page', [`${api}/travels/all?limit=25&offset=0&sortBy=going`, `${api}/travels/all?limit=25&offset=25&sortBy=going`]],
    ['month calendar', [`${api}/travels/all?limit=10000&type=going&start=${ymd(monthStart)}&end=${ymd(monthEnd)}`]],
    ['week calendar', [`${api}/travels/all?limit=10000&type=going&start=${ymd(weekStart)}&end=${ymd(weekEnd)}`]],
    ['client search', ['silva', 'ana so', 'ribeiro', 'lima', 'marcos'].map((s) => `${api}/customers/all?limit=5&search=${encodeURIComponent(s)}`)],
    ['client list', [`${api}/customers/all?limit=25&offset=0`, `${api}/customers/all?limit=25&offset=100`]],
    ['client page', customerIds.slice(0, 100).map((id) => `${api}/customers/${id}`)],
    ['trip detail', recentTrips.map((id) => `${api}/travels/${id}`)],
    ['task modal', [`${api}/travels/check-list-all?mine=false&limit=10&offset=0`, `${api}/travels/check-list-all?mine=true&limit=10&offset=0`]],
  ];
  const rows: Row[] = [await measure('bare Fastify hello-world', `http://127.0.0.1:${bare.info.port}`, {}, ['/'])];
  const only = process.env.BENCH_ONLY?.split(',').map((label) => label.trim());
  for (const [label, paths] of endpoints.filter(([label]) => !only || only.includes(label))) rows.push(await measure(label, base, label === 'health' ? {} : auth, paths));
  await stop(server);
  await stop(bare);
  const bareRps = rows[0]!.rps;
  const lines = [
    `### ${kind}: ${connections} connections, ${seconds} s each (seeded in ${server.info.seedMs} ms)`,
    '',
    '| endpoint | req/s | p50 ms | p99 ms | p50 alone ms | % of bare | errors |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.label} | ${r.rps.toLocaleString('en')} | ${r.p50} | ${r.p99} | ${r.alone} | ${((100 * r.rps) / bareRps).toFixed(1)}% | ${r.errors} |`),
    '',
  ];
  console.log(lines.join('\n'));
}

for (const kind of targets) {
  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-scale-'));
    await benchOne('PGlite', path.join(dir, 'db'));
    fs.rmSync(dir, { recursive: true, force: true });
  } else if (kind === 'postgres') {
    const url = await freshPostgres();
    if (url) await benchOne('PostgreSQL', url);
    else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL\n');
  }
}
