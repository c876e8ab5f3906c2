/**
 * Initial JS of each kind of page (issue 20): what the browser downloads before the page can be
 * used, gzipped. Read from the build's manifest: the page's HTML entry with every chunk it imports
 * statically, plus the lazy route chunks the first screen waits for. The language catalogue (one
 * language, loaded beside it) is reported apart and is not part of the budget.
 * Run after `npm run build`: node --import tsx bench/bundle-size.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * Each page: its HTML entry, the lazy modules its first screen renders (layouts and screens of the
 * router), and the catalogue it loads (Portuguese); budgets in KB of gzip JS.
 */
export const PAGES = {
  login: { path: '/login', entry: 'login.html', lazy: [], catalogue: ['../../packages/core/src/i18n/ui/pt/shell.ts', '../../packages/core/src/i18n/messages/pt.ts'], budgetKb: 100 },
  app: {
    path: '/ (signed in)',
    entry: 'index.html',
    lazy: ['src/app/layout/AppLayout.tsx', 'src/features/travels/HomePage.tsx'],
    catalogue: ['../../packages/core/src/i18n/locales/pt.ts'],
    budgetKb: null,
  },
  pnr: {
    path: '/decodificador-pnr',
    entry: 'pnr.html',
    lazy: [],
    catalogue: ['../../packages/core/src/i18n/ui/pt/shell.ts', '../../packages/core/src/i18n/messages/pt.ts', '../../packages/core/src/i18n/ui/pt/pnr.ts'],
    budgetKb: 80,
  },
  tripPage: { path: '/viagem-compartilhada/:token', entry: 'share.html', lazy: [], catalogue: ['../../packages/core/src/i18n/ui/pt/tripApp.ts'], budgetKb: 80 },
} satisfies Record<string, { path: string; entry: string; lazy: string[]; catalogue: string[]; budgetKb: number | null }>;

export type PageName = keyof typeof PAGES;

export function hasBuild(): boolean {
  return fs.existsSync(path.join(dist, '.vite/manifest.json'));
}

const kb = (bytes: number) => +(bytes / 1024).toFixed(1);
const gzip = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

export function pageReport(name: PageName) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const chunk = (key: string) => {
    const found = manifest[key];
    if (!found) throw new Error(`${key} is not in the build manifest`);
    return found;
  };
  /** A module's chunk and, recursively, the chunks it imports statically (those load with it). */
  const closure = (keys: string[], files = new Set<string>(), css = new Set<string>()) => {
    const visit = (key: string) => {
      const { file, imports = [], css: styles = [] } = chunk(key);
      if (files.has(file)) return;
      files.add(file);
      styles.forEach((style) => css.add(style));
      imports.forEach(visit);
    };
    keys.forEach(visit);
    return { files, css };
  };
  const page = PAGES[name];
  const first = closure([page.entry, ...page.lazy]);
  const catalogue = [...closure(page.catalogue).files].filter((file) => !first.files.has(file));
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzip(file), 0);
  return {
    path: page.path,
    initialJsGzipKb: kb(sum(first.files)),
    initialCssGzipKb: kb(sum(first.css)),
    catalogueGzipKb: kb(sum(catalogue)),
    budgetKb: page.budgetKb,
    chunks: first.files.size,
  };
}

/** Every chunk of the build, the five largest. */
export function buildReport() {
  const all = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
  const sizes = all.map((file) => ({ file, gzipKb: kb(gzip(file)) })).sort((a, b) => b.gzipKb - a.gzipKb);
  return { allJsGzipKb: +sizes.reduce((total, s) => total + s.gzipKb, 0).toFixed(1), chunks: all.length, largest: sizes.slice(0, 5) };
}

export function bundleReport() {
  return {
    pages: Object.fromEntries((Object.keys(PAGES) as PageName[]).map((name) => [name, pageReport(name)])),
    build: buildReport(),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(bundleReport(), null, 2));
