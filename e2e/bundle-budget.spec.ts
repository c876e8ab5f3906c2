import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { PAGES, pageReport, type PageName } from '../bench/bundle-size.ts';

/**
 * Initial JS budgets of issue 20, on the build these tests run against (test:e2e builds first):
 * /login <= 100 KB gzip, the PNR decoder and the shared trip page <= 80 KB. The browser check keeps
 * the build-manifest measure honest: what a first visit downloads is what it counts.
 */
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const URLS: Partial<Record<PageName, string>> = {
  login: '/login',
  pnr: '/decodificador-pnr',
  tripPage: '/viagem-compartilhada/no-such-token',
};

test.describe('initial JS budgets', () => {
  for (const name of Object.keys(URLS) as PageName[]) {
    const budget = PAGES[name].budgetKb;
    test(`${PAGES[name].path} loads at most ${budget} KB of gzip JS`, async ({ page }) => {
      const report = pageReport(name);
      expect(report.initialJsGzipKb, JSON.stringify(report)).toBeLessThanOrEqual(budget!);

      await page.goto(URLS[name]!);
      await page.waitForLoadState('networkidle');
      // Scripts asked for before the load event; what a page loads after it (the PNR decoder's
      // result view) is not part of its first load.
      const scripts = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= navigation!.loadEventStart)
          .map((entry) => new URL(entry.name).pathname.slice(1))
          .filter((file) => file.startsWith('assets/') && file.endsWith('.js'));
      });
      expect(scripts.length).toBeGreaterThan(0);
      const downloaded = scripts.reduce((total, file) => total + zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length, 0);
      expect(downloaded / 1024, scripts.join('\n')).toBeLessThanOrEqual(report.initialJsGzipKb + report.catalogueGzipKb + 0.1);
    });
  }
});
