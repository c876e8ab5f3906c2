// Scores decodePnr on the itinerary corpus (packages/pnr/corpus) or on the shared GDS samples.
//   node --import tsx packages/pnr/scripts/score-corpus.ts tune       per-item detail
//   node --import tsx packages/pnr/scripts/score-corpus.ts heldout    aggregate figures only
//   node --import tsx packages/pnr/scripts/score-corpus.ts --shared   /work/shared/pnr-samples
// A segment is right when airline, flight number, from, to, departure date and time all match.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodePnr } from '../src/index.ts';
import type { Segment } from '../src/types.ts';

interface Item {
  name: string;
  family: string;
  text: string;
  referenceDate: string | undefined;
  expected: string[];
  /** Writing batch: 6 and 7 were written by helpers who never saw the reader; earlier ones carry no number or 3-5. */
  batch?: number;
}

interface Tally {
  right: number;
  total: number;
  emitted: number;
  emittedRight: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const corpusRoot = process.env.PNR_CORPUS ?? path.join(here, '..', 'corpus');
const sharedDir = process.env.PNR_SAMPLES ?? '/work/shared/pnr-samples/corpus';
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

const noZeros = (n: string) => n.replace(/^0+(?=\d)/, '');

/** Corpus key: full local departure, year included. */
function corpusKey(s: Segment): string {
  return [s.airline, noZeros(s.flight), s.from, s.to, s.departure ?? 'no-departure'].join('|');
}

/** The shared samples carry no year: day + month as "10MAR" and "HHMM" (empty when not shown). */
function dayMonth(date: string): string {
  const m = /^(\d{1,2})([A-Z]{3})/.exec(date.toUpperCase());
  return m && MONTHS.includes(m[2]!) ? `${Number(m[1])}${m[2]}` : date;
}
function sharedKey(s: Pick<Segment, 'airline' | 'flight' | 'from' | 'to' | 'date' | 'dep'>): string {
  return [s.airline, noZeros(s.flight), s.from, s.to, dayMonth(s.date), s.dep ?? ''].join('|');
}

function readCorpus(half: string): Item[] {
  const dir = path.join(corpusRoot, half);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const name = f.slice(0, -5);
      const meta = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as {
        family: string;
        reference_date?: string;
        batch?: number;
        segments: { airline: string; flight: string; from: string; to: string; date: string; time: string }[];
      };
      return {
        name,
        family: meta.family,
        text: fs.readFileSync(path.join(dir, `${name}.txt`), 'utf8'),
        referenceDate: meta.reference_date,
        batch: meta.batch,
        expected: meta.segments.map((s) =>
          [s.airline, noZeros(s.flight), s.from, s.to, `${s.date}T${s.time}`].join('|'),
        ),
      };
    });
}

function readShared(): Item[] {
  if (!fs.existsSync(sharedDir)) {
    console.error(`no shared samples at ${sharedDir}`);
    process.exit(2);
  }
  return fs
    .readdirSync(sharedDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const name = f.slice(0, -5);
      const meta = JSON.parse(fs.readFileSync(path.join(sharedDir, f), 'utf8')) as {
        format: string;
        segments: {
          airline: string;
          flight: string;
          from: string;
          to: string;
          date: string;
          dep: string | null;
        }[];
      };
      return {
        name,
        family: meta.format,
        text: fs.readFileSync(path.join(sharedDir, `${name}.txt`), 'utf8'),
        referenceDate: undefined,
        expected: meta.segments.map(sharedKey),
      };
    });
}

// Segments the decoder marks `held: false`: statuses that say the segment will not be flown
// (cancelled, unable, no action, the old leg of a schedule change: src/held.ts), and flights that
// left before the reference date (already flown). The corpus lists only the flights a traveller
// still takes; a segment the decoder marks so is not a claim that it is flown. The shared
// samples list such segments with their status, and are scored with them.

// Segments in `doubt` (another version of the same leg in the text: src/versions.ts) are listed for
// the agent to tick but not claimed, so they are not counted as emitted either; the summary says how
// many there were and how many of them an expected segment would have matched.

function score(item: Item, keyOf: (s: Segment) => string, keepNotFlown: boolean) {
  const decoded = decodePnr(item.text, { referenceDate: item.referenceDate }).segments;
  const emitted = decoded.filter((s) => keepNotFlown || (s.held && !s.doubt)).map(keyOf);
  const doubted = keepNotFlown ? [] : decoded.filter((s) => s.held && s.doubt).map(keyOf);
  const pool = [...emitted];
  const missed: string[] = [];
  for (const want of item.expected) {
    const i = pool.indexOf(want);
    if (i >= 0) pool.splice(i, 1);
    else missed.push(want);
  }
  const wanted = [...missed];
  const doubtRight = doubted.filter((d) => {
    const i = wanted.indexOf(d);
    if (i >= 0) wanted.splice(i, 1);
    return i >= 0;
  });
  return { emitted, right: item.expected.length - missed.length, missed, extra: pool, doubted, doubtRight };
}

const pct = (a: number, b: number) => (b ? ((100 * a) / b).toFixed(1) : '-');

function main() {
  const mode = process.argv[2];
  if (mode !== 'tune' && mode !== 'heldout' && mode !== '--shared') {
    console.error('usage: score-corpus.ts tune|heldout|--shared');
    process.exit(2);
  }
  const shared = mode === '--shared';
  const items = shared ? readShared() : readCorpus(mode);
  const detail = mode !== 'heldout';
  const byFamily = new Map<string, Tally>();
  const byBatch = new Map<string, Tally>();
  const all: Tally = { right: 0, total: 0, emitted: 0, emittedRight: 0 };
  let doubted = 0;
  let doubtRight = 0;

  for (const item of items) {
    const r = score(item, shared ? sharedKey : corpusKey, shared);
    const t = byFamily.get(item.family) ?? { right: 0, total: 0, emitted: 0, emittedRight: 0 };
    byFamily.set(item.family, t);
    const batch =
      item.batch !== undefined && item.batch >= 6 ? `batch ${item.batch} (independent)` : 'batches 1-5';
    const b = byBatch.get(batch) ?? { right: 0, total: 0, emitted: 0, emittedRight: 0 };
    byBatch.set(batch, b);
    for (const x of [t, b, all]) {
      x.right += r.right;
      x.total += item.expected.length;
      x.emitted += r.emitted.length;
      x.emittedRight += r.emitted.length - r.extra.length;
    }
    doubted += r.doubted.length;
    doubtRight += r.doubtRight.length;
    if (detail && (r.missed.length || r.extra.length || r.doubted.length)) {
      console.log(`${item.name} [${item.family}] ${r.right}/${item.expected.length}`);
      for (const m of r.missed) console.log(`  missing ${m}`);
      for (const e of r.extra) console.log(`  emitted ${e}`);
      for (const d of r.doubted)
        console.log(`  in doubt ${d}${r.doubtRight.includes(d) ? ' (expected)' : ''}`);
    }
  }

  console.log(`\n${shared ? 'shared samples' : mode}: ${items.length} items`);
  for (const [family, t] of [...byFamily].sort()) {
    console.log(`  ${family.padEnd(12)} ${t.right}/${t.total}  precision ${t.emittedRight}/${t.emitted}`);
  }
  if (byBatch.size > 1)
    for (const [batch, t] of [...byBatch].sort())
      console.log(
        `  ${batch.padEnd(22)} ${t.right}/${t.total} (${pct(t.right, t.total)}%)  precision ${t.emittedRight}/${t.emitted}`,
      );
  console.log(`segments right: ${all.right}/${all.total} (${pct(all.right, all.total)}%)`);
  console.log(`precision: ${all.emittedRight}/${all.emitted} (${pct(all.emittedRight, all.emitted)}%)`);
  if (!shared) console.log(`in doubt (listed, not claimed): ${doubted}, of which expected: ${doubtRight}`);
}

main();
