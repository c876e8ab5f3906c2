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

export function expandTables(lines: Line[]): Line[] {
  let out: Line[] | null = null;
  for (let i = 0; i < lines.length; i++) {
    const cells = cellsOf(lines[i]);
    const head = cells && headingRow(cells);
    if (!head) {
      out?.push(lines[i]);
      continue;
    }
    const rows: Line[] = [];
    for (let j = i + 1; j < lines.length; j++) {
      // Only rows whose every cell fits its column ("0705" is no "Saída" cell): the rest read as lines.
      const row = cellsOf(lines[j]);
      if (!row || row.length !== head.length || !row.every((c, k) => fits(head[k], up(c)))) break;
      rows.push(lines[j]);
    }
    if (!rows.length) {
      out?.push(lines[i]);
      continue;
    }
    out ??= lines.slice(0, i);
    for (const row of [lines[i], ...rows])
      for (const cell of cellsOf(row)!) out.push({ no: row.no, raw: cell, up: cell.toUpperCase() });
    i += rows.length;
  }
  return out ?? lines;
}
