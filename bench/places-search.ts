/**
 * Offline places search: load time of the city gazetteer and query latency after load.
 * `node --import tsx bench/places-search.ts` (not a timed test: numbers depend on the machine).
 */
import { performance } from 'node:perf_hooks';
import { CITIES_FILE } from '../apps/server/src/platform/places/index.ts';
import { Gazetteer } from '../apps/server/src/platform/places/offline.ts';

const QUERIES = ['l', 'li', 'lisb', 'são pa', 'sao pa', 'nova york', 'new york', 'par', 'buenos', 'rio de j', 'san', 'york', 'm', 'zzzz', 'ciudad de m', 'floria'];
const ROUNDS = 200;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

export function placesSearchReport() {
  const heapBefore = process.memoryUsage().heapUsed;
  const t0 = performance.now();
  const gazetteer = Gazetteer.fromFile(CITIES_FILE);
  const loadMs = performance.now() - t0;
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;

  const perQuery: Record<string, { p50: number; p99: number; max: number; first: string }> = {};
  const all: number[] = [];
  for (const query of QUERIES) {
    const times: number[] = [];
    let first = '';
    for (let i = 0; i < ROUNDS; i++) {
      const start = performance.now();
      const results = gazetteer.search(query, 'pt');
      times.push(performance.now() - start);
      first = results[0]?.label ?? '';
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    perQuery[query] = { p50: +percentile(times, 0.5).toFixed(3), p99: +percentile(times, 0.99).toFixed(3), max: +times.at(-1)!.toFixed(3), first };
  }
  all.sort((a, b) => a - b);
  return {
    cities: gazetteer.cities.length,
    loadMs: Math.round(loadMs),
    heapMb: Math.round(heapMb),
    queryMs: { p50: +percentile(all, 0.5).toFixed(3), p99: +percentile(all, 0.99).toFixed(3), max: +all.at(-1)!.toFixed(3) },
    perQuery,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(placesSearchReport(), null, 2));
