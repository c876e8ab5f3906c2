/** Prints the itinerary reader's tokens for stdin, one per line: a tuning aid. */
import { readFileSync } from 'node:fs';
import { splitLines } from '../src/lines.ts';
import { deaccent } from '../src/months.ts';
import { scan } from '../src/itinerary/scan.ts';
import { expandTables } from '../src/itinerary/tables.ts';
import { brandsIn } from '../src/email.ts';

// Tables copied as spaced rows are flattened first, as the reader does.
const lines = expandTables(splitLines(readFileSync(0, 'utf8')));
const text = lines.map((l) => deaccent(l.up));
const raw = lines.map((l, i) => {
  const r = deaccent(l.raw.normalize('NFC'));
  return r.length === text[i].length ? r : text[i];
});
for (const t of scan(text, raw, brandsIn).tokens) {
  const { kind, line, col, ...rest } = t;
  console.log(
    `${String(line + 1).padStart(3)}:${String(col).padEnd(3)} ${kind.padEnd(6)} ${JSON.stringify(rest)}`,
  );
}
