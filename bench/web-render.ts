/**
 * How long the home screen takes to draw at scale (issue 20): the scale agency (10,000 trips over
 * three years, ~280 departures a month; bench/scale/seed.ts) on PGlite, the built web app, and
 * Debian's Chromium through Playwright. Reads the app's own performance measures: `rumo:month-render`
 * for each month grid render and `rumo:list-render` for the trip list (render to DOM commit).
 * Run after `npm run build`: npm run bench:web-render   (BENCH_RUNS=5)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { chromium, type Page } from '@playwright/test';

const TARGET_MS = 300;
const runs = Number(process.env.BENCH_RUNS ?? 5);
const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'apps/web/dist');
if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error('build the web app first: npm run build');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-bench-web-'));
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/scale/server.ts'), dataDir], {
  env: { ...process.env, BENCH_WEB_DIST: webDist },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const info = await new Promise<{ port: number; token: string; seedMs: number }>((resolve, reject) => {
  server.once('exit', (code) => reject(new Error(`the scale server exited with ${code}`)));
  readline.createInterface({ input: server.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
});

const measures = (page: Page, name: string) =>
  page.evaluate((measure) => performance.getEntriesByName(measure).map((entry) => entry.duration), name);
const clear = (page: Page) => page.evaluate(() => performance.clearMeasures());
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { n: sorted.length, median_ms: +at(0.5).toFixed(1), max_ms: +(sorted.at(-1) ?? NaN).toFixed(1) };
};

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'pt-BR' });
  await context.addInitScript((token) => window.localStorage.setItem('rumo.token', token), info.token);
  const page = await context.newPage();
  const base = `http://127.0.0.1:${info.port}`;
  const month: number[] = [];
  const list: number[] = [];
  const cards: number[] = [];
  for (let run = 0; run < runs; run++) {
    await page.goto(`${base}/`);
    await page.getByRole('button', { name: /^\+\d+ viage/ }).first().waitFor();
    cards.push(await page.locator('ol li a').count());
    month.push(...(await measures(page, 'rumo:month-render')));
    await clear(page);
    await page.getByText('Lista', { exact: true }).click();
    await page.getByRole('row').nth(5).waitFor();
    list.push(...(await measures(page, 'rumo:list-render')));
    await page.getByText('Painel', { exact: true }).click();
  }
  const result = {
    agency: `${info.seedMs} ms to seed 10,000 trips`,
    month_cards_drawn: cards[0],
    month_render: summary(month),
    list_render: list.length ? summary(list) : 'no rumo:list-render measure in this build',
    target_ms: TARGET_MS,
    ok: Math.max(...month) < TARGET_MS && (list.length === 0 || Math.max(...list) < TARGET_MS),
  };
  console.log(JSON.stringify(result, null, 2));
  if (!result.ok) process.exitCode = 1;
} finally {
  await browser.close();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
