import { unpadded } from '../flight-number.ts';
import { isValidDate } from '../year.ts';
import { findPlaces } from './places.ts';
import type { Token } from './scan.ts';

/*
 * Lines correcting what a text printed above them: a day ("é dia 14 não 13"), a flight number
 * ("is LA 3174, not 3147"), a clock or an airport of the flight the line names ("o G3 1652 sai
 * 19:50, não 18:50", "desce no Santos Dumont, não Galeão"). Each sets the token it corrects and
 * returns true, so the scanner reads the correcting line as nothing else.
 */

// "é dia 14 não 13", "it's the 14th not the 13th" / "no es el sáb 1/11, es el dom 2/11", "not 13 but 14".
const DAY_WORDS = String.raw`(?:O |EL |THE )?(?:DIA\s+)?(?:[A-Z]{3,7}\.?,?\s+)?(\d{1,2})(?:\/(\d{1,2}))?(?:ST|ND|RD|TH)?`;
const RIGHT_NOT_WRONG = new RegExp(
  String.raw`(?<![A-Z])(?:E|ES|IS|IT'?S)\s+${DAY_WORDS},?\s+(?:E\s+)?(?:NAO|NO|NOT)\s+${DAY_WORDS}(?![\d/:H])`,
);
const NOT_WRONG_RIGHT = new RegExp(
  String.raw`(?<![A-Z])(?:NAO|NO|NOT)\s+(?:E\s+|ES\s+|IS\s+)?${DAY_WORDS},?\s+(?:E|ES|IS|BUT|MAS|SINO|IT'?S)\s+${DAY_WORDS}(?![\d/:H])`,
);

/**
 * A line correcting the day printed a few lines above ("ops, é dia 14 não 13"): that date token is
 * set right, and true is returned so the line itself is read as nothing else. False when no date
 * above has the wrong day.
 */
export function correctDate(tokens: Token[], t: string, line: number): boolean {
  const a = RIGHT_NOT_WRONG.exec(t);
  const b = a ? null : NOT_WRONG_RIGHT.exec(t);
  if (!a && !b) return false;
  const [rd, rm, wd, wm] = a ? [a[1], a[2], a[3], a[4]] : [b![3], b![4], b![1], b![2]];
  const right = { day: Number(rd), month: rm ? Number(rm) : null };
  const wrong = { day: Number(wd), month: wm ? Number(wm) : null };
  if (right.day === wrong.day && right.month === wrong.month) return false;
  for (let k = tokens.length - 1; k >= 0 && tokens[k].line >= line - 5; k--) {
    const d = tokens[k];
    if (d.kind !== 'date' || d.day !== wrong.day || (wrong.month !== null && d.month !== wrong.month))
      continue;
    const month = right.month ?? d.month;
    if (!isValidDate(d.year ?? 2000, month, right.day)) return false;
    d.day = right.day;
    d.month = month;
    d.weekday = null;
    return true;
  }
  return false;
}

// "is LA 3174, not 3147", "é o LA 97, não LA 95", "es el AV 8525 no el 8552": a number typed wrong above.
const NUMBER_FIX =
  /(?<![A-Z])(?:E|ES|IS|IT'?S)\s+(?:O\s+|EL\s+|THE\s+)?(?:VOO\s+|VUELO\s+|FLIGHT\s+)?([A-Z][A-Z0-9]|[0-9][A-Z])?\s?(\d{1,4}),?\s+(?:E\s+)?(?:NAO|NO|NOT)\s+(?:O\s+|EL\s+|THE\s+)?([A-Z][A-Z0-9]|[0-9][A-Z])?\s?(\d{1,4})(?!\d)/;

/**
 * A line correcting a flight number printed above ("the connection is LA 3174, not 3147"): the
 * flight token with the wrong number takes the right one, and true is returned so the line itself
 * is read as nothing else. False when no flight above has the wrong number.
 */
export function correctNumber(tokens: Token[], t: string): boolean {
  const m = NUMBER_FIX.exec(t);
  if (!m) return false;
  const airline = m[1] ?? m[3] ?? null;
  if ((m[1] && m[3] && m[1] !== m[3]) || unpadded(m[2]) === unpadded(m[4])) return false;
  // A typo's fix is about as long as the typo: "fileiras 3 e 4 no 1260" ("and", not "is") fixes nothing.
  if (Math.abs(unpadded(m[2]).length - unpadded(m[4]).length) > 1) return false;
  for (let k = tokens.length - 1; k >= 0; k--) {
    const f = tokens[k];
    if (f.kind !== 'flight' || unpadded(f.flight) !== unpadded(m[4])) continue;
    if (airline && f.airline && f.airline !== airline) continue;
    f.flight = m[2];
    return true;
  }
  return false;
}

/** A line denying something ("não", "no", "not"): only such a line corrects a clock or an airport. */
export const DENIES = /(?<![A-Z])(?:NAO|NO|NOT)(?![A-Z])/;

// "leaves EWR at 7:05 PM, not 7:50", "o G3 1652 sai 19:50, não 18:50".
const CLOCK_FIX =
  /(?<![\d:])(\d{1,2})[:H](\d{2})\s*([AP])?\.?\s?M?\.?\s*,?\s+(?:E\s+)?(?:NAO|NO|NOT)\s+(?:AS\s+|AT\s+|A LAS\s+)?(\d{1,2})[:H](\d{2})(?!\d)/;

// "G3 1110 de 25/09 mudou horário 07:00 -> 07:35": the flight's clock moved, the old one first.
export const CLOCK_MOVED =
  /(?<![A-Z])(?:MUDOU|MUDA|ALTEROU|ALTERAD[OA]|CAMBIO|CAMBIAD[OA]|CHANGED|MOVED|RETIMED)(?![A-Z])[^\n]{0,20}?(?<![\d:])(\d{1,2})[:H](\d{2})\s*(?:->|\u2192|>|PARA|PRA|A|TO)\s*(\d{1,2})[:H](\d{2})(?!\d)/;

// "AC 406 de 01/05: era 17:00 (chegada 18:15), agora sai 16:15", "was 17:00, now 16:15": old, then new.
export const CLOCK_WAS_NOW =
  /(?<![A-Z])(?:ERA|ERAN|WAS|ANTES)\s+(?:AS\s+|A LAS\s+|AT\s+)?(?<![\d:])(\d{1,2})[:H](\d{2})(?!\d)[^\n]{0,40}?(?<![A-Z])(?:AGORA|AHORA|NOW)\s+(?:SAI\s+|SALE\s+|LEAVES\s+|DEPARTS\s+)?(?:AS\s+|A LAS\s+|AT\s+)?(\d{1,2})[:H](\d{2})(?!\d)/;

// "o G3 1641 agora sai às 15:05 e chega 17:00 (antes era 14:20)", "now leaves at 9:40 (was 8:15)": new, then old.
export const CLOCK_NOW_WAS =
  /(?<![A-Z])(?:AGORA|AHORA|NOW)\s+(?:SAI|SALE|LEAVES|DEPARTS)(?![A-Z])[^\n]{0,40}?(?<![\d:])(\d{1,2})[:H](\d{2})(?!\d)[^\n]{0,40}?\(?\s*(?:ANTES\s+ERA|ANTES\s+ERAN|ERA|ERAN|WAS|ANTES)\s+(?:AS\s+|A LAS\s+|AT\s+)?(?<![\d:])(\d{1,2})[:H](\d{2})(?!\d)/;

/** A flight a line names by airline and number ("o G3 1652 sai ..."). */
export interface NamedFlight {
  airline: string;
  flight: string;
}

/**
 * Where the flight a correction names ("o G3 1652 sai 19:50, não 18:50") was read last: its token's
 * index, and the next flight's (the end of its block). Null when the line names none, several, or
 * one not read.
 */
function namedFlightBlock(tokens: Token[], named: NamedFlight[]): [number, number] | null {
  return namedFlightBlocks(tokens, named)[0] ?? null;
}

/** Every block where the named flight was read, the latest first. */
function namedFlightBlocks(tokens: Token[], named: NamedFlight[]): [number, number][] {
  if (named.length !== 1) return [];
  const out: [number, number][] = [];
  for (let k = tokens.length - 1; k >= 0; k--) {
    const f = tokens[k];
    if (f.kind !== 'flight' || f.airline !== named[0].airline || unpadded(f.flight) !== named[0].flight)
      continue;
    let end = k + 1;
    while (end < tokens.length && tokens[end].kind !== 'flight') end++;
    out.push([k, end]);
  }
  return out;
}

/** A line correcting a clock of the flight it names: that time token is set right, as correctDate does. */
export function correctClock(tokens: Token[], t: string, named: NamedFlight[]): boolean {
  const nowWas = CLOCK_NOW_WAS.exec(t);
  const moved =
    CLOCK_MOVED.exec(t) ??
    CLOCK_WAS_NOW.exec(t) ??
    (nowWas && ['', nowWas[3], nowWas[4], nowWas[1], nowWas[2]]);
  // As "07:35, not 07:00": the new clock, then the old one the flight was read with.
  const m = CLOCK_FIX.exec(t) ?? (moved && ['', moved[3], moved[4], undefined, moved[1], moved[2]]);
  if (!m) return false;
  // The latest block of the flight holding the wrong clock: a notice naming the flight again
  // ("AR1404 12JAN AEP-MDZ" above "antes 07:10 -> ahora 08:25") holds none.
  const wrong = [Number(m[4]), Number(m[5])];
  for (const block of namedFlightBlocks(tokens, named)) if (fixClock(tokens, block, wrong, m)) return true;
  return false;
}

function fixClock(
  tokens: Token[],
  block: [number, number],
  wrong: number[],
  m: (string | undefined)[],
): boolean {
  for (let k = block[0]; k < block[1]; k++) {
    const c = tokens[k];
    if (c.kind !== 'time') continue;
    const h = Number(c.hhmm.slice(0, 2));
    const min = Number(c.hhmm.slice(2));
    if (min !== wrong[1] || (h !== wrong[0] && h !== wrong[0] + 12)) continue;
    let hour = Number(m[1]);
    if (m[3] === 'P' && hour < 12) hour += 12;
    else if (m[3] === 'A' && hour === 12) hour = 0;
    else if (!m[3] && h >= 12 && hour < 12 && h === wrong[0] + 12) hour += 12;
    if (hour > 23 || Number(m[2]) > 59) return false;
    c.hhmm = String(hour).padStart(2, '0') + m[2];
    return true;
  }
  return false;
}

/** "desce no Santos Dumont, não Galeão", "is Newark, not JFK": the airport printed above was wrong. */
export function correctPlace(
  tokens: Token[],
  t: string,
  r: string,
  caps: boolean,
  named: NamedFlight[],
): boolean {
  if (!DENIES.test(t)) return false;
  const block = namedFlightBlock(tokens, named);
  if (!block) return false;
  const places = findPlaces(t, r, caps);
  for (let k = 0; k + 1 < places.length; k++) {
    const right = places[k];
    const wrong = places[k + 1];
    if (
      !/^\s*,?\s+(?:E\s+)?(?:NAO|NO|NOT)\s+(?:O\s+|EL\s+|THE\s+|DO\s+|DE\s+)?$/.test(
        t.slice(right.end, wrong.col),
      )
    )
      continue;
    if (right.codes.length !== 1) return false;
    for (let j = block[1] - 1; j > block[0]; j--) {
      const p = tokens[j];
      if (
        p.kind !== 'place' ||
        !wrong.codes.every((c) => p.codes.includes(c)) ||
        p.codes.length !== wrong.codes.length
      )
        continue;
      p.codes = [...right.codes];
      return true;
    }
    return false;
  }
  return false;
}

/**
 * A flight's old clocks and its new ones on two lines, each led by its word and naming the flight
 * again ("ANTES: IB6585 sale 4:20 p. m. llega 9:15 p. m." / "AHORA: IB6585 sale 5:05 p. m. llega
 * 10:00 p. m."), the new line with no route nor day of its own: the latest block where the flight
 * was read with the old clocks takes the new ones. `old` is the tokens of the line before, read as
 * stale; true when a block was set right, so the new line is read as nothing else.
 */
export function correctClockLines(tokens: Token[], old: Token[], now: Token[]): boolean {
  if (now.some((x) => (x.kind === 'place' || x.kind === 'date') && x.role !== 'other')) return false;
  const flights = [old, now].map((on) =>
    on.filter((x): x is Extract<Token, { kind: 'flight' }> => x.kind === 'flight'),
  );
  if (flights[0].length !== 1 || flights[1].length !== 1) return false;
  const [a, b] = [flights[0][0], flights[1][0]];
  if (!a.airline || a.airline !== b.airline || unpadded(a.flight) !== unpadded(b.flight)) return false;
  // Not a chat stamp's clock ("10/12/26, 4:26 p. m. - Ana: Antes: ...").
  const clocks = (on: Token[]) =>
    on.flatMap((x) => (x.kind === 'time' && x.role !== 'other' ? [x.hhmm] : []));
  const [was, is] = [clocks(old), clocks(now)];
  if (!is.length || was.length !== is.length || was.every((c, k) => c === is[k])) return false;
  for (const [start, end] of namedFlightBlocks(tokens, [
    { airline: a.airline, flight: unpadded(a.flight) },
  ])) {
    const times = tokens
      .slice(start, end)
      .filter((x): x is Extract<Token, { kind: 'time' }> => x.kind === 'time');
    // The old clocks, in order, among the block's: the departure first.
    const at = times.findIndex((x) => x.hhmm === was[0]);
    if (at < 0 || was.some((c, k) => times[at + k]?.hhmm !== c)) continue;
    was.forEach((_, k) => (times[at + k].hhmm = is[k]));
    return true;
  }
  return false;
}
