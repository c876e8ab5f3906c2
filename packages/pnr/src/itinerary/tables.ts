import type { Line } from '../lines.ts';
import { deaccent } from '../months.ts';
import { fits, headingOf, type Column } from './columns.ts';

/*
 * Tables copied with their rows on one line ("Voo | Data | Para | De | Chegada | Saída", cells split
 * by tabs, "|" or runs of spaces): each heading and each cell on a line of its own, the flattened
 * shape columns.ts reads, so every value gets its column's heading and the columns' order is the
 * table's, not the reading order's.
 */

const SPACED = /\s{2,}/;

function cellsOf(line: Line): string[] | null {
  if (line.cells) return line.cells;
  if (!SPACED.test(line.raw.trim())) return null;
  const cells = line.raw.trim().split(SPACED);
  return cells.length >= 3 ? cells : null;
}

const up = (cell: string) => deaccent(cell.toUpperCase());

function headingRow(cells: string[]): Column[] | null {
  const kinds = cells.map((c) => headingOf(up(c)));
  return kinds.every((k) => k !== null) && kinds.includes('flight') ? (kinds as Column[]) : null;
}

/** Lines looked past for the table's next row ("Operado por: TAP Express" under a row). */
const GAP = 2;

/** Where each chunk of a space-aligned line starts, and its text. */
function chunks(raw: string): { col: number; text: string }[] {
  const out: { col: number; text: string }[] = [];
  const re = /\S+(?: \S+)*/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw)) !== null) out.push({ col: m.index, text: m[0] });
  return out;
}

/**
 * A PDF ticket's row whose cells go on under it ("SAO PAULO" / "GUARULHOS INTL"): a line whose every
 * chunk starts where a column of the heading starts. Returns the column of each chunk, or null.
 */
function continuation(raw: string, starts: number[]): number[] | null {
  const parts = chunks(raw);
  if (!parts.length) return null;
  const cols = parts.map((p) => starts.findIndex((s) => Math.abs(s - p.col) <= 1));
  return cols.every((c) => c >= 0) ? cols : null;
}

export function expandTables(lines: Line[]): Line[] {
  let out: Line[] | null = null;
  const flat = (row: Line, into: Line[]) => {
    for (const cell of cellsOf(row)!) into.push({ no: row.no, raw: cell, up: cell.toUpperCase() });
  };
  for (let i = 0; i < lines.length; i++) {
    const cells = cellsOf(lines[i]);
    const head = cells && headingRow(cells);
    // Only rows whose every cell fits its column ("0705" is no "Saída" cell): the rest read as lines.
    const isRow = (line: Line | undefined) => {
      const row = line && cellsOf(line);
      return !!head && !!row && row.length === head.length && row.every((c, k) => fits(head[k], up(c)));
    };
    if (!head || !isRow(lines[i + 1])) {
      out?.push(lines[i]);
      continue;
    }
    out ??= lines.slice(0, i);
    flat(lines[i], out);
    // Columns aligned by spaces (a PDF's text) have positions: a row's cells may go on below it.
    const starts = lines[i].cells ? null : chunks(lines[i].raw).map((c) => c.col);
    let j = i + 1;
    while (j < lines.length) {
      if (isRow(lines[j])) {
        const row = lines[j++];
        const cellsHere = [...cellsOf(row)!];
        while (starts && j < lines.length && !isRow(lines[j])) {
          const cols = continuation(lines[j].raw, starts);
          if (!cols) break;
          const merged = [...cellsHere];
          chunks(lines[j].raw).forEach((c, k) => (merged[cols[k]] = `${merged[cols[k]]} ${c.text}`));
          // A note under the row ("Change planes in Nashville") that would spoil a cell is no continuation.
          if (!merged.every((c, k) => fits(head![k], up(c)))) break;
          cellsHere.splice(0, cellsHere.length, ...merged);
          j++;
        }
        for (const cell of cellsHere) out.push({ no: row.no, raw: cell, up: cell.toUpperCase() });
        continue;
      }
      // A line or two under a row, then more rows: those lines as they are, and the headings again
      // so the rows after them still read by column.
      let k = j;
      while (k < lines.length && k - j < GAP && !isRow(lines[k])) k++;
      if (k >= lines.length || !isRow(lines[k])) break;
      out.push(...lines.slice(j, k));
      flat(lines[i], out);
      j = k;
    }
    i = j - 1;
  }
  return out ?? lines;
}
