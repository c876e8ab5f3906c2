import type { Token } from './scan.ts';

/*
 * Grouping: each flight designator takes the places, times and date around it. Whether an
 * e-mail prints a flight's details after its number (most) or before it (some templates) is
 * decided once per text, by which reading fills more flights completely.
 */

export interface Draft {
  flightIdx: number;
  airline: string | null;
  flight: string;
  from: string[];
  to: string[];
  day: number;
  month: number;
  year: number | null;
  dep: string;
  arr: string | null;
  arrDayOffset: number | null;
  /** Token range the flight read from, for the extras (class, operator, terminals). */
  firstLine: number;
  lastLine: number;
}

type Flight = Extract<Token, { kind: 'flight' }>;
type Place = Extract<Token, { kind: 'place' }>;
type DateTok = Extract<Token, { kind: 'date' }>;
type Time = Extract<Token, { kind: 'time' }>;
/** A date carried to the next flight; `after`: that flight must leave later than this "HHMM". */
type CarriedDate = DateTok & { after?: string };

/** How far a flight's details may lie from its number when no other flight bounds them. */
const REACH_LINES = 14;

function dayDiff(a: DateTok, b: DateTok): number {
  const y = 2001;
  let d = Math.round((Date.UTC(y, b.month - 1, b.day) - Date.UTC(y, a.month - 1, a.day)) / 86_400_000);
  if (d > 182) d -= 365;
  if (d < -182) d += 365;
  return d;
}

/** Consecutive mentions of one flight ("LA 3456" in a heading and again below) count once. */
function flightsOf(tokens: Token[]): number[] {
  const idx: number[] = [];
  let last: Flight | null = null;
  let between = false;
  tokens.forEach((t, i) => {
    if (t.kind === 'flight') {
      if (last && !between && last.flight === t.flight && (last.airline === t.airline || !t.airline || !last.airline)) {
        if (!last.airline && t.airline) last.airline = t.airline;
        return;
      }
      idx.push(i);
      last = t;
      between = false;
    } else if (t.kind === 'place' || t.kind === 'time') between = true;
  });
  return idx;
}

function within(a: string[], b: string[]): boolean {
  return a.every((c) => b.includes(c));
}

function fill(tokens: Token[], fi: number, lo: number, hi: number, carried: CarriedDate | null, backwards: boolean): Draft | null {
  const f = tokens[fi] as Flight;
  let placeCount = 0;
  let timeCount = 0;
  for (let k = lo; k < hi; k++) {
    if (tokens[k].kind === 'place') placeCount++;
    else if (tokens[k].kind === 'time') timeCount++;
  }
  if (placeCount < 2 || !timeCount) return null;
  const zone = tokens.slice(lo, hi).filter((t) => t !== f);
  // A date the text does not let us read (04/05 in an English e-mail) is never replaced by a guess.
  if (zone.some((t) => t.kind === 'date' && t.role === 'unsure')) return null;
  const places: Place[] = [];
  // A city then its airport ("São Paulo" then "GRU"), or the same place twice, is one place.
  for (const p of zone) {
    // A journey's ends with connections between are never one flight's route.
    if (p.kind !== 'place' || p.journey) continue;
    const last = places[places.length - 1];
    const near = last && (p.i === last.i + 1 || p.line === last.line);
    if (near && within(p.codes, last.codes)) places[places.length - 1] = p;
    else if (near && within(last.codes, p.codes)) continue;
    else places.push(p);
  }
  if (places.length < 2) return null;
  let [pFrom, pTo] = backwards ? places.slice(-2) : places.slice(0, 2);
  // Labelled ends ("Departure ... / Arrival ...") win over reading order; a contradiction is refused.
  const labDep = places.find((p) => p.role === 'dep');
  const labArr = places.find((p) => p.role === 'arr');
  if (labDep && labArr && labDep !== labArr) [pFrom, pTo] = [labDep, labArr];
  else if (pFrom.role === 'arr' || pTo.role === 'dep') return null;
  const times = zone.filter((t): t is Time => t.kind === 'time' && t.role !== 'other');
  // A boarding time stands for the departure only where nothing else does (some vouchers print only it).
  const depT = times.find((t) => t.role !== 'arr' && t.role !== 'boarding') ?? times.find((t) => t.role === 'boarding');
  if (!depT) return null;
  const arrT =
    times.find((t) => t !== depT && t.role !== 'dep' && t.role !== 'boarding' && t.i > depT.i) ?? null;
  const dates = zone.filter((t): t is DateTok => t.kind === 'date' && t.role !== 'other');
  const depAt = depT.i;
  const depLineEnd = depT.line;
  let date =
    dates.find((d) => d.role !== 'arr' && (d.line < depLineEnd || (d.line === depLineEnd && d.i < depAt))) ??
    dates.find((d) => d.role === 'dep') ??
    null;
  // A date carried from the flight before holds for a connection leaving after that flight landed
  // (or, with no arrival printed, after it left): otherwise the day is not known.
  if (!date && carried && (!carried.after || depT.hhmm > carried.after)) date = carried;
  if (!date) date = dates.find((d) => d.role !== 'arr') ?? null;
  if (!date) return null;
  let offset: number | null = null;
  if (arrT) {
    if (arrT.mark !== null) offset = arrT.mark;
    else {
      const arrDate = dates.find((d) => d !== date && (d.role === 'arr' || d.i > depAt));
      const diff = arrDate ? dayDiff(date, arrDate) : null;
      if (diff !== null && diff >= -1 && diff <= 2) offset = diff;
      else if (arrT.hhmm >= depT.hhmm) offset = 0;
    }
  }
  let firstLine = f.line;
  let lastLine = f.line;
  for (const t of zone) {
    firstLine = Math.min(firstLine, t.line);
    lastLine = Math.max(lastLine, t.line);
  }
  return {
    flightIdx: fi,
    airline: f.airline,
    flight: f.flight.replace(/^0+(?=\d)/, ''),
    from: pFrom.codes,
    to: pTo.codes,
    day: date.day,
    month: date.month,
    year: date.year,
    dep: depT.hhmm,
    arr: arrT?.hhmm ?? null,
    arrDayOffset: arrT ? offset : null,
    firstLine,
    lastLine,
  };
}

function lastDateBefore(tokens: Token[], i: number, floor: number): DateTok | null {
  for (let k = i - 1; k >= floor; k--) {
    const t = tokens[k];
    if (t.kind === 'date' && t.role === 'unsure') return null;
    if (t.kind === 'date' && t.role !== 'other' && t.role !== 'arr') return t;
  }
  return null;
}

/** The day a flight lands: where a connection printed without its own date departs; null when unknown. */
function arrivalDate(d: Draft): CarriedDate | null {
  // An arrival earlier in the day than the departure with no day mark: the landing day is a guess.
  if (d.arr && d.arrDayOffset === null) return null;
  let offset = d.arr && d.arrDayOffset !== null ? d.arrDayOffset : 0;
  if (offset < 0) offset = 0;
  const when = new Date(Date.UTC(d.year ?? 2001, d.month - 1, d.day + offset));
  const crossedYear = d.year !== null && when.getUTCFullYear() !== d.year;
  return {
    i: -1,
    kind: 'date',
    line: -1,
    col: 0,
    day: when.getUTCDate(),
    month: when.getUTCMonth() + 1,
    year: d.year === null ? null : crossedYear ? when.getUTCFullYear() : d.year,
    role: 'plain',
    after: d.arr ?? d.dep,
  };
}

function read(tokens: Token[], flights: number[], backwards: boolean): Draft[] {
  const out: Draft[] = [];
  let carried: CarriedDate | null = null;
  // Tokens up to here were read into an earlier flight.
  let consumed = -1;
  for (let k = 0; k < flights.length; k++) {
    const fi = flights[k];
    const f = tokens[fi];
    let lo: number;
    let hi: number;
    if (backwards) {
      lo = k > 0 ? flights[k - 1] + 1 : 0;
      while (lo < fi && tokens[lo].line < f.line - REACH_LINES) lo++;
      // The rest of the flight's own line belongs to it too ("... 21:40  Voo TP 88").
      hi = fi + 1;
      while (hi < tokens.length && tokens[hi].line === f.line && tokens[hi].kind !== 'flight') hi++;
    } else {
      lo = fi;
      hi = k + 1 < flights.length ? flights[k + 1] : tokens.length;
      while (hi > fi && tokens[hi - 1].line > f.line + REACH_LINES) hi--;
      // A date heading just above the flight ("Ida - 15 de abril") is carried into it.
      const above = lastDateBefore(tokens, fi, k > 0 ? flights[k - 1] : 0);
      if (above) carried = above;
    }
    // A flight whose own line holds its whole route reads from that line alone: the part after
    // the number first ("UA 845 IAH-EZE Nov 24 9:40 PM"), then the part before it.
    let a = fi;
    let b = fi + 1;
    while (a > consumed + 1 && tokens[a - 1].line === f.line && tokens[a - 1].kind !== 'flight') a--;
    while (b < tokens.length && tokens[b].line === f.line && tokens[b].kind !== 'flight') b++;
    if (backwards) {
      lo = Math.max(lo, consumed + 1);
      const above = lastDateBefore(tokens, a, k > 0 ? flights[k - 1] : 0);
      if (above) carried = above;
    }
    let d = fill(tokens, fi, fi, b, carried, false);
    let used = b - 1;
    if (!d) d = fill(tokens, fi, a, b, carried, false);
    if (!d) {
      d = fill(tokens, fi, lo, hi, carried, backwards);
      used = hi - 1;
    }
    if (!d) {
      // Route above the number, schedule below it ("MEX a CUN / Aeroméxico 524 / 8:15 - 11:40").
      let from = Math.max(consumed + 1, k > 0 ? flights[k - 1] + 1 : 0);
      while (from < fi && tokens[from].line < f.line - REACH_LINES) from++;
      let to = k + 1 < flights.length ? flights[k + 1] : tokens.length;
      while (to > fi && tokens[to - 1].line > f.line + REACH_LINES) to--;
      d = fill(tokens, fi, from, to, carried, false);
      used = to - 1;
    }
    if (d) {
      out.push(d);
      carried = arrivalDate(d);
      consumed = used;
    }
  }
  return out;
}

/** Segments drafted from the tokens; a flight with any field missing is left out. */
export function group(tokens: Token[]): Draft[] {
  const flights = flightsOf(tokens);
  if (!flights.length) return [];
  const after = read(tokens, flights, false);
  const before = read(tokens, flights, true);
  return before.length > after.length ? before : after;
}
