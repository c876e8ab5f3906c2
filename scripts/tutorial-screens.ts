/**
 * Makes the tutorial's walkthrough from the real app: starts the server on a fresh embedded
 * database with the demo agency, drives the built web app in Debian's Chromium through the screens
 * an agent meets first, and writes one JPEG a step and language to apps/web/public/tutorial/.
 * Run after `npm run build` whenever those screens change: npm run tutorial:screens
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Page } from '@playwright/test';
import { LOCALES, LOCALE_STORAGE_KEY, TOKEN_STORAGE_KEY, TUTORIAL_STEPS, type Locale } from '@rumo/core';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'apps/web/public/tutorial');
const DEMO_EMAIL = 'demo@rumo.app';
const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'rumo-demo-2026';

const port = await new Promise<number>((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as AddressInfo;
    probe.close(() => resolve(free));
  });
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-tutorial-'));
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', DATA_DIR: dataDir, SEED_DEMO: 'true', JOBS: 'false', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  server.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Rumo is running') && resolve());
});
const base = `http://127.0.0.1:${port}`;

async function api<T>(urlPath: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api/v1${urlPath}`, {
    method: body ? 'POST' : 'GET',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${urlPath}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const { token } = await api<{ token: string }>('/auth/signin', null, { email: DEMO_EMAIL, password: DEMO_PASSWORD });
const trips = await api<{ results: { id: number; name: string; customer: { id: number } }[] }>('/travels/all?limit=50', token);
const trip = trips.results.find((row) => /lisboa/i.test(row.name)) ?? trips.results[0]!;
const share = await api<{ token: string }>('/travels/share', token, { travel_id: trip.id });
const tripUrl = `/viagem/${trip.customer.id}/${trip.id}`;

/** How each step's screen is reached; the order and names are the tutorial's (core TUTORIAL_STEPS). */
const screens: Record<(typeof TUTORIAL_STEPS)[number], (page: Page) => Promise<void>> = {
  calendar: async (page) => {
    await page.goto(`${base}/`);
    await page.locator('ol li a').first().waitFor();
  },
  clients: async (page) => {
    await page.goto(`${base}/clientes`);
    await page.getByRole('row').nth(2).waitFor();
  },
  itinerary: async (page) => {
    await page.goto(`${base}${tripUrl}`);
    await page.getByRole('tab').first().waitFor();
    await page.waitForLoadState('networkidle');
  },
  vouchers: async (page) => {
    await page.goto(`${base}${tripUrl}`);
    await page.getByRole('tab').nth(1).click();
    await page.waitForLoadState('networkidle');
  },
  alerts: async (page) => {
    await page.goto(`${base}${tripUrl}`);
    await page.getByRole('tab').nth(3).click();
    await page.waitForLoadState('networkidle');
  },
  traveller: async (page) => {
    await page.setViewportSize({ width: 390, height: 760 });
    await page.goto(`${base}/viagem-compartilhada/${share.token}`);
    await page.getByRole('heading').first().waitFor();
    await page.waitForLoadState('networkidle');
  },
};

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const locale of LOCALES as readonly Locale[]) {
    fs.mkdirSync(path.join(out, locale), { recursive: true });
    for (const step of TUTORIAL_STEPS) {
      const context = await browser.newContext({ viewport: { width: 1200, height: 750 }, deviceScaleFactor: 1 });
      await context.addInitScript(
        ([tokenKey, localeKey, value, lang]) => {
          window.localStorage.setItem(tokenKey, value);
          window.localStorage.setItem(localeKey, lang);
        },
        [TOKEN_STORAGE_KEY, LOCALE_STORAGE_KEY, token, locale] as const,
      );
      const page = await context.newPage();
      try {
        await screens[step](page);
      } catch (error) {
        await page.screenshot({ path: path.join(os.tmpdir(), `tutorial-failed-${locale}-${step}.png`) });
        throw error;
      }
      // animations and fonts settle before the picture
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: path.join(out, locale, `${step}.jpg`), type: 'jpeg', quality: 62, animations: 'disabled' });
      await context.close();
      console.log(`${locale}/${step}.jpg`);
    }
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
