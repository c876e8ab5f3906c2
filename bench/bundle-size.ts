/**
 * Initial JS of the web app: the entry script plus the chunks index.html preloads, gzipped.
 * Run after `npm run build`: node --import tsx bench/bundle-size.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');

/** page: the HTML entry to measure, index.html (the app) or share.html (the traveller's trip page). */
export function bundleReport(page = 'index.html') {
  const html = fs.readFileSync(path.join(dist, page), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  const all = fs.readdirSync(path.join(dist, 'assets')).map((f) => `assets/${f}`);
  const js = (files: string[]) => files.filter((f) => f.endsWith('.js'));
  const sum = (files: string[]) => files.reduce((total, f) => total + gz(f), 0);
  return {
    initialJsGzipKb: +(sum(js(initial)) / 1024).toFixed(1),
    initialCssGzipKb: +(sum(initial.filter((f) => f.endsWith('.css'))) / 1024).toFixed(1),
    allJsGzipKb: +(sum(js(all)) / 1024).toFixed(1),
    chunks: js(all).length,
    largest: js(all)
      .map((f) => ({ file: f, gzipKb: +(gz(f) / 1024).toFixed(1) }))
      .sort((a, b) => b.gzipKb - a.gzipKb)
      .slice(0, 5),
  };
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify({ app: bundleReport(), tripPage: { initialJsGzipKb: bundleReport('share.html').initialJsGzipKb, initialCssGzipKb: bundleReport('share.html').initialCssGzipKb } }, null, 2));
