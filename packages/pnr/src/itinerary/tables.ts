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
    let j = i + 1;
    while (j < lines.length) {
      if (isRow(lines[j])) {
        flat(lines[j++], out);
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
