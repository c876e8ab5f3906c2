import type { Line } from '../lines.ts';
import { deaccent } from '../months.ts';

/*
 * A schedule change printed side by side: a heading of two columns, the old schedule on the left and
 * the new one on the right ("ANTES          DEPOIS", "Voo original<TAB>Novo voo"), then rows holding
 * both ("AD 4015  VCP 09:50 > POA 11:30        AD 4017  VCP 10:30 > POA 12:10"). Only the right
 * column is the booking: each such row keeps its right cell. Lines of one column only (a day's
 * heading over both, "IDA - seg 02/11/2026") stay as they are.
 */

const NOUN = String.raw`(?:VOOS?|VUELOS?|FLIGHTS?|HORARIOS?|ITINERARIOS?|ITINERARY|SCHEDULE|RESERVA|BOOKING|TRECHOS?|TRAMOS?)`;
const OWNER = String.raw`(?:(?:SEUS?|SUS?|YOUR|TUS?)\s+)?`;
const OLD_WORD = String.raw`(?:ANTES|ORIGINA(?:L|IS|LES)|ANTERIOR(?:ES)?|BEFORE|WAS|PREVIOUS|OLD|ANTIG[OU]S?|ANTIGAS?)`;
const NEW_WORD = String.raw`(?:DEPOIS|AGORA|NOV[OA]S?|NUEV[OA]S?|AFTER|NOW|NEW|AHORA|DESPUES|ATUAL|ACTUAL|CURRENT|REVISED)`;
const label = (word: string) => new RegExp(String.raw`^${OWNER}(?:${NOUN}\s+)?${word}(?:\s+${NOUN})?\s*:?$`);
const OLD_LABEL = label(OLD_WORD);
const NEW_LABEL = label(NEW_WORD);

/** A heading of two labels, old then new. */
interface Head {
  /** Where the right label's column begins: the middle of the gap between the labels. */
  split: number;
  tabs: boolean;
  /** Where the rows' right cells begin, once a row is read. */
  col: number | null;
}

function heading(line: Line): Head | null {
  const raw = line.raw;
  if (line.halves) {
    const [left, right] = line.halves;
    return OLD_LABEL.test(up(left)) && NEW_LABEL.test(up(right)) ? { split: 0, tabs: true, col: null } : null;
  }
  const parts = [...raw.matchAll(/\S+(?: \S+)*/g)];
  if (parts.length !== 2 || !OLD_LABEL.test(up(parts[0][0])) || !NEW_LABEL.test(up(parts[1][0]))) return null;
  const leftEnd = parts[0].index + parts[0][0].length;
  if (parts[1].index - leftEnd < 3) return null;
  return { split: (leftEnd + parts[1].index) / 2, tabs: false, col: null };
}

const CLOCK = /(?<!\d)\d{1,2}\s?[:hH]\s?\d{2}(?!\d)/;
const up = (s: string) => deaccent(s.trim().toUpperCase());

/** The right cell of a row of both columns, or null when the line is not one. */
function rightCell(line: Line, head: Head): { text: string; col: number } | null {
  const raw = line.raw;
  if (head.tabs) return line.halves ? { text: line.halves[1], col: 0 } : null;
  // The gap of three spaces or more nearest the split, with text on both sides.
  let best: { at: number; dist: number } | null = null;
  for (const g of raw.matchAll(/ {3,}/g)) {
    const from = g.index;
    const to = from + g[0].length;
    if (!raw.slice(0, from).trim() || !raw.slice(to).trim()) continue;
    const dist = head.split < from ? from - head.split : head.split > to ? head.split - to : 0;
    if (!best || dist < best.dist) best = { at: to, dist };
  }
  if (!best || best.dist > 12) return null;
  // Every row's right cell starts where the first one's did.
  if (head.col !== null && Math.abs(best.at - head.col) > 2) return null;
  return { text: raw.slice(best.at).trim(), col: best.at };
}

/** Side-by-side columns and tables' old clock columns: only the new schedule is left to read. */
export function newSchedule(lines: Line[]): Line[] {
  return withoutOldClocks(rightColumns(lines));
}

function rightColumns(lines: Line[]): Line[] {
  let out: Line[] | null = null;
  for (let i = 0; i < lines.length; i++) {
    const head = heading(lines[i]);
    if (!head) {
      out?.push(lines[i]);
      continue;
    }
    const cellAt = (k: number) => (k < lines.length ? rightCell(lines[k], head) : null);
    // Rows of both columns, blank lines between groups, and one-column lines heading the next row.
    let j = i + 1;
    const kept: Line[] = [];
    let rows = 0;
    // The line above was a row: a line under it printing one cell is a row too.
    let inRows = false;
    while (j < lines.length) {
      const line = lines[j];
      const cell = cellAt(j);
      const spaced = inRows && !head.tabs && head.col !== null;
      inRows = true;
      if (cell !== null) {
        rows++;
        head.col ??= cell.col;
        if (cell.text) kept.push({ no: line.no, raw: cell.text, up: cell.text.toUpperCase() });
      } else if (spaced && line.raw.search(/\S/) >= head.col! - 2) {
        // A row whose left cell is empty: the right one alone.
        const text = line.raw.trim();
        kept.push({ no: line.no, raw: text, up: text.toUpperCase() });
      } else if (spaced && line.raw.length < head.col! - 2 && CLOCK.test(line.raw)) {
        // A row whose right cell is empty: a flight of the old schedule only.
        rows++;
      } else {
        inRows = false;
        if (!line.raw.trim() || cellAt(j + 1) !== null) kept.push(line);
        else break;
      }
      j++;
    }
    if (!rows) {
      out?.push(lines[i]);
      continue;
    }
    out ??= lines.slice(0, i);
    out.push(...kept);
    i = j - 1;
  }
  return out ?? lines;
}

/*
 * A table with two departure columns, the old one and the new ("Saída original | Saída atual",
 * "Old time | New time"): in each row that prints the new clock, the old one's cell is left out.
 */

const CLOCK_NOUN = String.raw`(?:HORARIO|HORA|SAIDA|SALIDA|PARTIDA|DEPARTURE|DEP\.?|EMBARQUE|TIME)`;
const OLD_CLOCK = new RegExp(
  String.raw`^(?:${CLOCK_NOUN}\s+(?:ORIGINAL|ANTERIOR|ANTIG[OA]|ANTIGUA)|(?:ORIGINAL|OLD|PREVIOUS|FORMER)\s+${CLOCK_NOUN})$`,
);
const NEW_CLOCK = new RegExp(
  String.raw`^(?:${CLOCK_NOUN}\s+(?:ATUAL|ACTUAL|NOV[OA]|NUEV[OA]|REVISAD[OA]|ALTERAD[OA])|(?:NEW|CURRENT|REVISED|NOV[OA]|NUEV[OA])\s+${CLOCK_NOUN})$`,
);

function tableCells(line: Line): string[] | null {
  if (line.cells) return line.cells;
  const cells = line.raw.trim().split(/\s{2,}/);
  return cells.length >= 3 ? cells : null;
}

function withoutOldClocks(lines: Line[]): Line[] {
  let out: Line[] | null = null;
  let cols: { old: number; new: number; count: number } | null = null;
  const drop = (line: Line, cells: string[], k: number): Line => {
    const rest = cells.filter((_, c) => c !== k);
    const raw = rest.join('  ');
    return { no: line.no, raw, up: raw.toUpperCase(), cells: rest };
  };
  for (let i = 0; i < lines.length; i++) {
    const cells = tableCells(lines[i]);
    const heads = cells?.map(up);
    const oldAt = heads ? heads.findIndex((h) => OLD_CLOCK.test(h)) : -1;
    const newAt = heads ? heads.findIndex((h) => NEW_CLOCK.test(h)) : -1;
    if (cells && oldAt >= 0 && newAt >= 0) {
      cols = { old: oldAt, new: newAt, count: cells.length };
      out ??= lines.slice(0, i);
      out.push(drop(lines[i], cells, oldAt));
      continue;
    }
    if (cols && cells?.length === cols.count) {
      if (CLOCK.test(cells[cols.new])) {
        out!.push(drop(lines[i], cells, cols.old));
        continue;
      }
    } else cols = null;
    out?.push(lines[i]);
  }
  return out ?? lines;
}
