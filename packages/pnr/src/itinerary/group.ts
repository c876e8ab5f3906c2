import { lookupAirport } from '../data.ts';
import { flightMinutes } from '../tz.ts';
import type { Token } from './scan.ts';
import { unpadded } from '../flight-number.ts';

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
  /** Index of the date token the flight took, or -1 when the date was carried from elsewhere. */
  dateIdx: number;
  /** The weekday printed with a date that has no year, to settle the year. */
  weekday: number | null;
  /** Token range the flight read from, for the extras (class, operator, terminals). */
  firstLine: number;
  lastLine: number;
  /** The day its journey's "+1"s count from: its own date, or the journey's when it left on a "+1". */
  base?: DayOf;
}

/** A day with no token behind it. */
type DayOf = { day: number; month: number; year: number | null; weekday: number | null };

type Flight = Extract<Token, { kind: 'flight' }>;
type Place = Extract<Token, { kind: 'place' }>;
type DateTok = Extract<Token, { kind: 'date' }>;
type Time = Extract<Token, { kind: 'time' }>;
/** A date carried to the next flight; `after`: that flight must leave later than this "HHMM". */
type CarriedDate = DateTok & {
  after?: string;
  base?: DayOf;
  /** Kept past a date that trails the flight before's schedule: the flight's own date wins over it. */
  yields?: boolean;
};

/** `d` moved on by `n` days, or null across an unknown year's end of February. */
function shiftDay(d: DayOf, n: number): DayOf | null {
  if (d.year === null && d.month === 2 && d.day <= 28 && d.day + n >= 29) return null;
  // 2000 stands for an unknown year: a leap year, so "29FEB" is a day.
  const when = new Date(Date.UTC(d.year ?? 2000, d.month - 1, d.day + n));
  const crossedYear = d.year !== null && when.getUTCFullYear() !== d.year;
  return {
    day: when.getUTCDate(),
    month: when.getUTCMonth() + 1,
    year: d.year === null ? null : crossedYear ? when.getUTCFullYear() : d.year,
    weekday: d.weekday === null ? null : (d.weekday + n) % 7,
  };
}

/**
 * The departure day of a flight whose landing day is printed right after its marked arrival clock
 * ("06:40 (+1, dom 03/08)"), on that clock's line; null when there is none or the day before it is
 * not known (1 March of an unknown year).
 */
function leftBeforeLanding(dates: DateTok[], arrT: Time): DateTok | null {
  const mark = arrT.mark ?? 0;
  if (mark <= 0) return null;
  const landing = dates.find((d) => d.role === 'arr' && d.line === arrT.line && d.i > arrT.i);
  if (!landing || (landing.year === null && landing.month === 3 && landing.day <= mark)) return null;
  const day = shiftDay({ ...landing, weekday: null }, -mark);
  if (!day) return null;
  const weekday = landing.weekday == null ? null : (((landing.weekday - mark) % 7) + 7) % 7;
  return { ...landing, ...day, weekday };
}

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
      if (
        last &&
        !between &&
        last.flight === t.flight &&
        (last.airline === t.airline || !t.airline || !last.airline)
      ) {
        if (!last.airline && t.airline) last.airline = t.airline;
        // "(ida LH 501 e volta LH 500)" in a sentence, then "LH 501  Rio (GIG) - Frankfurt (FRA)  12.06.2026
        // 18:45": the mention with its schedule on its line stands for the flight, not the one before.
        if (!lineHolds(tokens, last, i) && lineHolds(tokens, t, i)) {
          idx[idx.length - 1] = i;
          last = t;
        }
        return;
      }
      idx.push(i);
      last = t;
      between = false;
    } else if (t.kind === 'place' || t.kind === 'time') between = true;
  });
  return idx;
}

/** The clock that opens flight `fi`'s line right before its number ("1:15 PM  FLIGHT  Delta DL 2606"), or -1. */
function leadingClock(tokens: Token[], fi: number): number {
  const j = fi - 1;
  const line = tokens[fi].line;
  if (j < 0 || tokens[j].kind !== 'time' || tokens[j].line !== line) return -1;
  return j > 0 && tokens[j - 1].line === line ? -1 : j;
}

/** True when flight `f`'s line holds a place and a clock (tokens are in line order; `near` is one of its line's). */
function lineHolds(tokens: Token[], f: Flight, near: number): boolean {
  let start = near;
  while (start > 0 && tokens[start - 1].line >= f.line) start--;
  let place = false;
  let time = false;
  for (let k = start; k < tokens.length && tokens[k].line <= f.line; k++)
    if (tokens[k].line === f.line) {
      place ||= tokens[k].kind === 'place';
      time ||= tokens[k].kind === 'time';
    }
  return place && time;
}

function within(a: string[], b: string[]): boolean {
  return a.every((c) => b.includes(c));
}

/**
 * The route line's end a labelled place names again, a line or three under it: the start for a
 * departure's label, the end for an arrival's; -1 when none. Only where the other end's label names
 * no place: with both labelled lines naming theirs, those lines are the route.
 */
function restatedEnd(places: Place[], p: Place, zone: Token[]): number {
  if (p.role !== 'dep' && p.role !== 'arr') return -1;
  const other = p.role === 'dep' ? 'arr' : 'dep';
  if (zone.some((t) => t.kind === 'place' && t.role === other)) return -1;
  return places.findIndex((q, j) => {
    const other = places[p.role === 'dep' ? j + 1 : j - 1];
    return (
      !!other &&
      other.line === q.line &&
      p.line > q.line &&
      p.line - q.line <= 3 &&
      within(p.codes, q.codes) &&
      !within(p.codes, other.codes) &&
      (q.role === 'plain' || q.role === p.role)
    );
  });
}

function fill(
  tokens: Token[],
  fi: number,
  lo: number,
  hi: number,
  carriedIn: CarriedDate | null,
  backwards: boolean,
  taken: Set<number>,
  row = false,
): Draft | null {
  const f = tokens[fi] as Flight;
  // A date an earlier flight read as its own ("Voo 4520 / VCP 22:10 → REC 01:20 / 15 de março") is
  // that flight's: the next one, an overnight connection maybe, does not leave on it.
  const carried = carriedIn && carriedIn.i >= 0 && taken.has(carriedIn.i) ? null : carriedIn;
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
  // A mention kept out in favour of the code above it still counts for adjacency ("Salvador" / "SSA"
  // / "SSA - Dep. Luís Eduardo Magalhães").
  let echoed: Place | null = null;
  const namedAt = new Map<Place, number>();
  const clockOn = (line: number) => zone.some((t) => t.kind === 'time' && t.line === line);
  for (const p of zone) {
    // A journey's ends with connections between are never one flight's route.
    if (p.kind !== 'place' || p.journey || p.role === 'other') continue;
    const last = places[places.length - 1];
    const prev = echoed ?? last;
    echoed = null;
    // "POA / 05:50 / Porto Alegre": the city under its airport's code and clock names it again.
    // (Not a place on a line of its own clock: "16:00  Car pickup - National, ATL", a calendar's next entry.)
    const echo =
      last &&
      p.line - prev.line <= 2 &&
      tokens.slice(prev.i + 1, p.i).every((t) => t.kind === 'time') &&
      !clockOn(p.line);
    const near = last && (p.i === prev.i + 1 || p.line === prev.line || echo);
    // "AEP            IGR" / "Aeroparque     Cataratas": a name under its code's column names it again.
    // (Not an end printed beside its own clock: "Madrid → Roma" / "07:25   Madrid (MAD)" / "09:50   Roma
    // Fiumicino (FCO)", the arrival only by chance under the city.)
    const column = places.find(
      (q) =>
        !clockOn(p.line) &&
        q.line < p.line &&
        p.line - q.line <= 2 &&
        Math.abs(q.col - p.col) <= 2 &&
        (within(p.codes, q.codes) || within(q.codes, p.codes)),
    );
    if (column && places.some((q) => q !== column && q.line === column.line)) continue;
    // "Lisboa (LIS) → Ponta Delgada (PDL)" / "Partida 08:15 · Aeroporto Humberto Delgado": a labelled
    // line naming the route line's start (or end) again labels that end, no third place.
    const restated = restatedEnd(places, p, zone);
    if (restated >= 0) {
      places[restated] = { ...places[restated], codes: p.codes, role: p.role };
      continue;
    }
    // "SCL" / "PUQ" / "Aeropuerto ... Arturo Merino Benítez" on lines one under the other: names listed
    // under the codes in the codes' order, the first name repeating the first code (the other name not read).
    const pairFirst = places[places.length - 2];
    if (
      pairFirst &&
      last.i === pairFirst.i + 1 &&
      p.i === last.i + 1 &&
      last.line === pairFirst.line + 1 &&
      p.line === last.line + 1 &&
      within(p.codes, pairFirst.codes) &&
      !within(p.codes, last.codes)
    )
      continue;
    // A name on a line under the code ("07:05  Bogotá (BOG)" / "Aeropuerto El Dorado") keeps the code's place.
    if (
      near &&
      within(p.codes, last.codes) &&
      p.line > last.line &&
      last.codes.length === 1 &&
      clockOn(last.line) &&
      !clockOn(p.line)
    ) {
      if (p.role !== 'plain' && last.role === 'plain') places[places.length - 1] = { ...last, role: p.role };
      echoed = p;
      continue;
    }
    // The narrower mention stands for both, keeping the label the other had ("Arrive 8:35am  Humberto
    // Delgado Airport (LIS)": the name is labelled as the arrival, the code in parentheses is not).
    if (near && within(p.codes, last.codes)) {
      places[places.length - 1] = p.role === 'plain' && last.role !== 'plain' ? { ...p, role: last.role } : p;
      // The same airport named again ("GRU" / "Aeroporto Internacional de Guarulhos") stands where its
      // code was printed, as far as a table's columns go; a city's airport on the city's line ("HOUSTON,
      // TX (IAH)") where the city starts its cell.
      if (within(last.codes, p.codes) || p.line === last.line)
        namedAt.set(places[places.length - 1], namedAt.get(last) ?? last.col);
    } else if (near && within(last.codes, p.codes)) {
      // "MDE" / "Medellín" / "Aeropuerto José María Córdova": a wider mention kept out still stands
      // between the code and the next line naming the same place again.
      echoed = p;
      continue;
    } else places.push(p);
  }
  if (places.length < 2) return null;
  let [pFrom, pTo] = backwards ? places.slice(-2) : places.slice(0, 2);
  // Labelled ends ("Departure ... / Arrival ...") win over reading order; a contradiction is refused.
  // A labelled place beside a clock ("Arrive 8:35am +1  Lisbon (LIS)") is that end's own line; a label
  // in a heading above ("Flight: Chicago (ORD) to Lisbon (LIS)") only says it where no such line does.
  const clocked = (p: Place) => zone.some((t) => t.kind === 'time' && t.line === p.line);
  const labelled = (role: 'dep' | 'arr') =>
    places.find((p) => p.role === role && clocked(p)) ?? places.find((p) => p.role === role);
  const labDep = labelled('dep');
  const labArr = labelled('arr');
  // "Origem: SSA" / "Destino: FLN" above route lines "SSA > GRU" / "GRU > FLN": a journey's ends,
  // and the labels do not say which of its legs this flight flies.
  const legBetween =
    labDep &&
    labArr &&
    zone.some(
      (t) =>
        t.kind === 'place' &&
        t.line > Math.max(labDep.line, labArr.line) &&
        t.line <= f.line &&
        !within(t.codes, labDep.codes) &&
        !within(t.codes, labArr.codes),
    );
  if (legBetween) return null;
  if (labDep && labArr && labDep !== labArr) [pFrom, pTo] = [labDep, labArr];
  else if (pFrom.role === 'arr' || pTo.role === 'dep') return null;
  // A PDF table's cells wrapped under a row: the end read first sits in a column right of the other
  // ("copos (VCP)" under "Para / To", then "Intl (FLL)" under "De / From"): reading order says nothing.
  else if (
    pFrom.line !== pTo.line &&
    pFrom.line !== f.line &&
    pTo.line !== f.line &&
    (namedAt.get(pFrom) ?? pFrom.col) > (namedAt.get(pTo) ?? pTo.col) + 8 &&
    !zone.some((t) => t.kind === 'time' && (t.line === pFrom.line || t.line === pTo.line))
  )
    return null;
  // One end labelled ("Origen: JFK") and the other far from it: the labelled other end was not read
  // ("Destino: FOR"), and a place further on (an address) is not it.
  else if ((pFrom.role === 'dep' || pTo.role === 'arr') && Math.abs(pFrom.line - pTo.line) > 2) return null;
  // "GRU 22:30 → LIM 01:30 +1 → MIA 09:15" under one number: a stop or the end, the text does not say.
  const clocksAfterTo = zone.filter(
    (t) => t.kind === 'time' && t.line === pTo.line && t.col > pTo.col,
  ).length;
  if (clocksAfterTo >= 2 && places.some((p) => p.line === pTo.line && p.col > pTo.col && p !== pFrom))
    return null;
  // Read upward, the flight's block starts at the clock beside the place it leaves from ("16:40  Bergamo
  // BGY" / "20:15  Athens  ATH" / "Ryanair · FR 4968"): a clock above that line closes an earlier block
  // (a bus leg, a flight the text dropped), and it and the day above it are not this flight's.
  if (backwards) {
    const beside = zone.some(
      (t) => t.kind === 'time' && t.line === pFrom.line && (pTo.line > pFrom.line || t.col < pTo.col),
    );
    const earlier = zone.filter((t) => t.kind === 'time' && t.line < pFrom.line).pop();
    if (beside && earlier) return fill(tokens, fi, earlier.i + 1, hi, carried, backwards, taken, row);
  }
  const times = zone.filter((t): t is Time => t.kind === 'time' && t.role !== 'other');
  // A boarding time stands for the departure only where nothing else does (some vouchers print only it).
  const depT =
    times.find((t) => t.role !== 'arr' && t.role !== 'boarding') ?? times.find((t) => t.role === 'boarding');
  // "7:05" in a text of "7:05 PM"s: morning or evening is not known.
  if (!depT || depT.role === 'unsure') return null;
  let arrT =
    times.find((t) => t !== depT && t.role !== 'dep' && t.role !== 'boarding' && t.i > depT.i) ?? null;
  if (arrT?.role === 'unsure') arrT = null;
  // Each end printed beside its clock ("19:39  MVD" / "02:13 +1  FOR"): the arrival's own line holds
  // the destination; one read further on (a footer's city) means the printed one was not read.
  // (Not a calendar's entry: "1:15 PM  FLIGHT  Delta DL 2606" / "Miami (MIA) -> Atlanta (ATL), arrives
  // 3:20 PM": the clock leads the number's line, the route and the landing clock follow on the next.)
  const clockLedEntry =
    depT.line === f.line &&
    depT.col < f.col &&
    arrT?.role === 'arr' &&
    pFrom.line === pTo.line &&
    arrT.line === pTo.line &&
    arrT.col > pTo.col &&
    pTo.line === f.line + 1;
  if (arrT && arrT.line !== depT.line && pTo.line !== depT.line && !clockLedEntry) {
    const paired = pFrom.line === depT.line || pFrom.line === arrT.line || pTo.line === arrT.line;
    if (paired && (pFrom.line !== depT.line || pTo.line !== arrT.line)) return null;
  }
  const dates = zone.filter((t): t is DateTok => t.kind === 'date' && t.role !== 'other' && !taken.has(t.i));
  // A date printed with the schedule: on its lines or the next, and not a leg's heading under the whole
  // schedule ("Salida - sábado 25 de abril" after the outbound's lines), which heads the next flight.
  const scheduleEnd = Math.max(depT.line, arrT?.line ?? 0);
  const withSchedule = (d: DateTok) => d.line <= scheduleEnd + 1 && !(d.heading && d.line > scheduleEnd);
  const depAt = depT.i;
  const depLineEnd = depT.line;
  const leads = (d: DateTok) =>
    d.role !== 'arr' && (row || d.line < depLineEnd || (d.line === depLineEnd && d.i < depAt));
  // Read upward, the zone reaches back over the lines above the flight's block ("Fecha de canje:
  // 08-04-2026" / "Vuelo de ida" / "jueves, 21 de mayo de 2026" / "SCL → LIM" / "Sale 7:25 ..."):
  // the date nearest the schedule heads it, not the first one the zone holds.
  let date =
    (backwards ? dates.filter(leads).pop() : dates.find(leads)) ??
    // A labelled departure day with the schedule; not advice further down ("be there on 20/12 at 05:55").
    dates.find((d) => d.role === 'dep' && withSchedule(d)) ??
    null;
  // A leg's heading between that date and the schedule heads the flight ("12.000 milhas vencem em
  // 30/06/2025" / "IDA - sáb, 17 mai 2025" / "Porto Alegre (POA) 11:30 -> ..."): the earlier date is another matter.
  const headingBelow = date
    ? dates.filter((d) => d.heading && d.i > date!.i && d.i < depAt && d.line < depLineEnd).pop()
    : undefined;
  if (headingBelow) date = headingBelow;
  // A date carried from the flight before holds for a connection leaving after that flight landed
  // (or, with no arrival printed, after it left): otherwise the day is not known.
  // "MAD 23:55 → GRU 06:40 (+1, dom 03/08)": the day it lands, less the arrival's mark, is the day it left.
  if (!date && arrT) date = leftBeforeLanding(dates, arrT);
  // The same number printed with its date elsewhere (a summary table) beats a carried guess.
  let byNumber = false;
  if (!date) byNumber = !!(date = dateByNumber(tokens, f));
  // "Cidade do Panamá (PTY) 00:50 +1": a connection leaving the day after its journey's day.
  let leftOn: DayOf | null = null;
  // "The next day" after a flight landing a day after it left: the day it left or the day it landed?
  if (!date && depT.told && carried?.base && dayDiff({ ...carried, ...carried.base }, carried) !== 0)
    return null;
  if (!date && carried?.base && carried.line < 0 && depT.mark !== null && depT.mark > 0) {
    const day = shiftDay(carried.base, depT.mark);
    const gap = day ? dayDiff(carried, { ...carried, ...day }) : -1;
    if (day && (gap > 0 || (gap === 0 && (!carried.after || depT.hhmm > carried.after)))) {
      leftOn = day;
      date = { ...carried, ...day };
    }
  }
  if (!date && carried && (!carried.after || depT.hhmm > carried.after)) {
    date = carried;
    // The flight's own date printed after its schedule disagrees with the one carried from above
    // (a trip's date range, the flight before): it wins when the flight lands the same day (any
    // date of it is the departure day); an overnight flight's later date may be its landing day.
    // ("Volta - segunda-feira, 19/10/2026" under the outbound's clocks heads the next flight, not this one.)
    const own = dates.find((d) => d.role !== 'arr' && withSchedule(d));
    // A date beside the arrival on its own line, a day or two on ("Istanbul 06:40 Fri 25 Oct"): the
    // landing day. On a line of its own after a whole schedule it may as well be the departure day.
    // On the schedule's one line ("MCO 17:00 → VCP 05:25 do dia 28 de novembro") only the day after
    // an overnight flight's departure can be where it lands.
    const landing =
      own &&
      arrT &&
      own.i > arrT.i &&
      own.line === arrT.line &&
      (own.line !== depT.line
        ? [1, 2].includes(dayDiff(carried, own))
        : arrT.mark === null &&
          dayDiff(carried, own) === 1 &&
          // "YVR 1:10 p.m. -> HND 3:55 p.m. Sun, Oct 19": a later clock may land the next day, as the zones say.
          (arrT.hhmm < depT.hhmm ||
            landingByZones(pFrom.codes, pTo.codes, carried, depT.hhmm, arrT.hhmm) === 1)) &&
      // ("... / AA 906 GRU 23:15 > MIA 06:10 (26/05)": after its own number, the date is still its own.)
      (!otherFlightOn(tokens, own.line, f) || ownStretch(tokens, f, own));
    if (own && dayDiff(carried, own) !== 0 && !landing) {
      // A date heading the flight and another printed under its schedule: either may be the next
      // flight's heading or this one's own, and the text does not say which.
      if (carried.line >= 0) return null;
      const sameDay = arrT && arrT.mark === null && arrT.hhmm >= depT.hhmm;
      // A landing day carried from the flight before yields to a date printed beside this flight's own
      // departure clock ("SYD 16:05 Jun 9 → LHR 06:05 Jun 10").
      const besideDeparture = own.line === depT.line && own.i > depT.i && (!arrT || own.i < arrT.i);
      // "JFK 17:40 → GRU 05:30(+1) – 15/02": with the landing day marked, the row's date is its departure's.
      const markedRow = own.line === depT.line && arrT?.line === depT.line && (arrT.mark ?? 0) > 0;
      if (carried.yields || sameDay || (!arrT && own.line === depT.line) || besideDeparture || markedRow)
        date = own;
      else return null;
    }
  }
  if (!date) {
    // Only a date printed with the schedule: a later one heads another flight. Not one on a line
    // holding another flight's number ("Volta: 14/10, TP 835 ..."): that flight's.
    date =
      dates.find(
        (d) =>
          d.role !== 'arr' &&
          withSchedule(d) &&
          (!otherFlightOn(tokens, d.line, f) || ownStretch(tokens, f, d)),
      ) ?? null;
    // A date printed only beside the arrival ("Istanbul (IST) 13:35 Thu 24 Oct") is the landing day.
    if (date && arrT && date.line === arrT.line && date.line !== depT.line) return null;
    if (date && date.line === pTo.line && date.line !== pFrom.line && date.line !== depT.line) return null;
  }
  if (!date) return null;
  // "Arrive  London (LHR)  07:10 on Fri 22 May": a landing day printed with the arrival clock that
  // the day read lands days away from (one carried from a flight before) says that day is not this flight's.
  const landed = arrT;
  const landingDay =
    landed && dates.find((d) => d.role === 'arr' && d.line === landed.line && d.i > landed.i);
  const landingGap = landingDay ? dayDiff(date, landingDay) : 0;
  if (landingGap < -1 || landingGap > 2) return null;
  let offset: number | null = null;
  if (arrT) {
    // Marks after a departure's own "+1" count from the journey's day too.
    if (arrT.mark !== null) offset = leftOn ? arrT.mark - (depT.mark ?? 0) : arrT.mark;
    else if (leftOn) offset = arrT.hhmm >= depT.hhmm ? 0 : null;
    else {
      const arrDate = dates.find((d) => d !== date && (d.role === 'arr' || d.i > depAt));
      const diff = arrDate ? dayDiff(date, arrDate) : null;
      if (diff !== null && diff >= -1 && diff <= 2) offset = diff;
      else if (arrT.hhmm >= depT.hhmm) offset = 0;
      else offset = landingByZones(pFrom.codes, pTo.codes, date, depT.hhmm, arrT.hhmm);
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
    flight: unpadded(f.flight),
    from: pFrom.codes,
    to: pTo.codes,
    day: date.day,
    month: date.month,
    year: date.year,
    dep: depT.hhmm,
    arr: arrT?.hhmm ?? null,
    arrDayOffset: arrT ? offset : null,
    // A date borrowed from the number's other mention stays that line's own ("UA 2211" dated by the
    // quoted request's row "Tue, Nov 18  UA 2211  LAX 12:05 PM"): that row still reads it.
    dateIdx: date.line >= 0 && !byNumber ? date.i : -1,
    weekday: date.weekday ?? null,
    firstLine,
    lastLine,
    base: leftOn
      ? carried!.base
      : { day: date.day, month: date.month, year: date.year, weekday: date.weekday ?? null },
  };
}

/** Shortest and longest flight times believed: a hop, and the longest non-stop flights. */
const MIN_FLIGHT_MINUTES = 20;
const MAX_FLIGHT_MINUTES = 20 * 60;

/**
 * The landing day of a flight printed without one whose arrival clock is earlier than its
 * departure's ("Campinas (VCP) 22:10 → Recife (REC) 01:20"): the one offset giving a believable
 * flight time across the two ends' time zones, for every airport each end may be; else null.
 */
function landingByZones(
  from: string[],
  to: string[],
  date: Pick<DayOf, 'day' | 'month' | 'year'>,
  dep: string,
  arr: string,
): number | null {
  let found: number | null = null;
  const year = date.year ?? 2000;
  // One place at both ends is a misread, not a flight: it says nothing of a landing day.
  if (from.some((a) => to.includes(a))) return null;
  for (const a of from)
    for (const b of to) {
      const pa = lookupAirport(a);
      const pb = lookupAirport(b);
      const za = pa?.tz;
      const zb = pb?.tz;
      if (!za || !zb || pa.city === pb.city) return null;
      const fits = [-1, 0, 1, 2].filter((n) => {
        const minutes = flightMinutes(year, date.month, date.day, dep, za, n, arr, zb);
        return minutes !== null && minutes >= MIN_FLIGHT_MINUTES && minutes <= MAX_FLIGHT_MINUTES;
      });
      if (fits.length !== 1 || (found !== null && found !== fits[0])) return null;
      found = fits[0];
    }
  return found;
}

/** A date on the flight's own line after its number and before any other number ("UA 1436 ... on Apr 2, back UA 2271 ..."). */
function ownStretch(tokens: Token[], f: Flight, d: DateTok): boolean {
  if (d.line !== f.line || d.col < f.col) return false;
  return !tokens.some(
    (t) => t.kind === 'flight' && t !== f && t.line === f.line && t.col > f.col && t.col < d.col,
  );
}

function otherFlightOn(tokens: Token[], line: number, f: Flight): boolean {
  return tokens.some((t) => t.kind === 'flight' && t.line === line && t !== f && t.flight !== f.flight);
}

/** The one date printed beside the same flight number elsewhere (a summary: "LA 2369 · 22/04/2024 · LIM - CUZ"). */
function dateByNumber(tokens: Token[], f: Flight): DateTok | null {
  // "Mon 12 May 2025  KL 706  GIG 17:55 → AMS": a date on the flight's own line is its own, not one
  // beside the number elsewhere ("27 Mar 2025  Booking issued (KL 706 / KL 705)").
  if (tokens.some((x) => x.kind === 'date' && x.line === f.line && x.role !== 'other' && x.role !== 'arr'))
    return null;
  let found: DateTok | null = null;
  for (const t of tokens) {
    if (t.kind !== 'flight' || t === f || t.line === f.line || t.flight !== f.flight) continue;
    if (t.airline && f.airline && t.airline !== f.airline) continue;
    const onLine = tokens.filter((x): x is DateTok => x.kind === 'date' && x.line === t.line);
    if (onLine.length !== 1 || onLine[0].role === 'unsure' || onLine[0].role === 'other') return null;
    // "AA 929  MIA 9:05 PM -> GRU 7:25 AM (Mon, Dec 28)": a day after both clocks is where it lands.
    const clocksBefore = tokens.filter(
      (x) => x.kind === 'time' && x.line === t.line && x.i < onLine[0].i && x.role !== 'other',
    ).length;
    if (onLine[0].role === 'arr' || clocksBefore >= 2) return null;
    if (found && dayDiff(found, onLine[0]) !== 0) return null;
    found = onLine[0];
  }
  return found;
}

/** The date heading a flight: the last one above it, unless it sits on another flight's line (that flight's own). */
function lastDateBefore(tokens: Token[], i: number, floor: number): DateTok | 'unsure' | null {
  const own = tokens[i].line;
  let otherFlightLine = -1;
  for (let k = i - 1; k >= floor; k--) {
    const t = tokens[k];
    if (t.kind === 'flight' && t.line !== own) otherFlightLine = t.line;
    if (t.kind !== 'date') continue;
    // A heading whose date cannot be read ("Return - 03/04/2026" in English): the flight's day is unknown.
    if (t.role === 'unsure') return t.line === otherFlightLine || lineHasFlight(tokens, k) ? null : 'unsure';
    if (t.line !== own && (t.line === otherFlightLine || lineHasFlight(tokens, k))) return null;
    if (t.role !== 'other' && t.role !== 'arr') return !t.heading && trailsSchedule(tokens, k) ? 'unsure' : t;
  }
  return null;
}

/** Index of the last date token between `floor` and flight `i`, or -1. */
function lastDateIdx(tokens: Token[], i: number, floor: number): number {
  for (let k = i - 1; k > floor; k--) if (tokens[k].kind === 'date') return k;
  return -1;
}

/**
 * A date alone on the line right under a schedule ("Bogotá 10:08 PM → Caracas 1:12 AM +1" / "01MAY"):
 * the date of that flight (or its landing day), not a heading for the next one. A clock read as no
 * flight's (a chat message's sent time: "[15/05/2026 10:02] Bruna: ...") is no schedule, nor is one
 * with no flight number above it ("Bruna Souza 10:02", an author line): the date under it heads the
 * flight below.
 */
function trailsScheduleLine(tokens: Token[], k: number): boolean {
  const line = tokens[k].line;
  if (tokens.some((t) => t.line === line && t !== tokens[k] && t.kind !== 'date')) return false;
  if (firstFlightLine(tokens) > line - 1) return false;
  let clock = -1;
  for (let j = k - 1; j >= 0 && tokens[j].line >= line - 1; j--) {
    const t = tokens[j];
    if (t.line === line - 1 && t.kind === 'time' && t.role !== 'other') clock = j;
  }
  return clock >= 0 && !pastWholeSchedule(tokens, clock);
}

/** How many lines above a lone clock the flight before's number may stand for `pastWholeSchedule`. */
const LONE_CLOCK_LINES = 6;

/**
 * A plain clock alone on its line (or beside a date) after the flight before's whole schedule was printed ("G3 1450
 * GRU 08:10 -> SSA 10:35" / "Carlos Lima 10:40", a chat's author line read as no stamp): no more of
 * that flight's schedule. (One clock under a number printed without its own, "Voo LA 3320" / "CGH →
 * POA" / "07:30", is that flight's.)
 */
function pastWholeSchedule(tokens: Token[], clock: number): boolean {
  const c = tokens[clock];
  if (c.kind !== 'time' || c.role !== 'plain') return false;
  let j = clock;
  while (j > 0 && tokens[j - 1].line === c.line) j--;
  let e = clock + 1;
  while (e < tokens.length && tokens[e].line === c.line) e++;
  // Alone but for the day it was sent ("Carlos Lima, [15.05.2026 10:40]").
  if (tokens.slice(j, e).some((t) => t !== c && t.kind !== 'date')) return false;
  let clocks = 0;
  for (let q = j - 1; q >= 0 && tokens[q].line >= c.line - LONE_CLOCK_LINES; q--) {
    const t = tokens[q];
    if (t.kind === 'time' && t.role !== 'other') clocks++;
    if (t.kind === 'flight') {
      // The rest of the number's line holds its clocks too ("08:10 GRU -> SSA 10:35  G3 1450").
      for (let r = q - 1; r >= 0 && tokens[r].line === t.line; r--) {
        const u = tokens[r];
        if (u.kind === 'time' && u.role !== 'other') clocks++;
      }
      return clocks >= 2;
    }
  }
  return false;
}

const firstFlightMemo = new WeakMap<Token[], number>();

/** The line of the text's first flight number (Infinity with none). Memoised: every date asks. */
function firstFlightLine(tokens: Token[]): number {
  let line = firstFlightMemo.get(tokens);
  if (line === undefined) {
    line = tokens.find((t) => t.kind === 'flight')?.line ?? Infinity;
    firstFlightMemo.set(tokens, line);
  }
  return line;
}

function trailsSchedule(tokens: Token[], k: number): boolean {
  if (!trailsScheduleLine(tokens, k)) return false;
  // Unless that flight had its date printed above its number: dates head flights in this text.
  let p = k - 1;
  while (p >= 0 && tokens[p].kind !== 'flight') p--;
  return !datesHead(tokens, p);
}

const headsMemo = new WeakMap<Token[], Map<number, boolean>>();

/**
 * True when flight `p` has a date printed above its number that heads it. Its heading may sit right
 * under the schedule before it too ("Tramo 2 - 07/11" under Tramo 1's line): then the flight before
 * that one says, back to the first. Memoised per text: a long table asks for every row.
 */
function datesHead(tokens: Token[], p: number): boolean {
  let memo = headsMemo.get(tokens);
  if (!memo) headsMemo.set(tokens, (memo = new Map()));
  const chain: number[] = [];
  let answer = false;
  while (p >= 0) {
    const known = memo.get(p);
    if (known !== undefined) {
      answer = known;
      break;
    }
    chain.push(p);
    const pl = tokens[p].line;
    let trailing = -1;
    let heads = false;
    for (let j = p - 1; j >= 0 && tokens[j].line >= pl - 2 && tokens[j].kind !== 'flight'; j--) {
      const t = tokens[j];
      if (t.kind !== 'date' || t.role === 'other') continue;
      if (!trailsScheduleLine(tokens, j)) {
        heads = true;
        break;
      }
      trailing = j;
    }
    if (heads || trailing < 0) {
      answer = heads;
      break;
    }
    p = trailing - 1;
    while (p >= 0 && tokens[p].kind !== 'flight') p--;
  }
  for (const q of chain) memo.set(q, answer);
  return answer;
}

function lineHasFlight(tokens: Token[], k: number): boolean {
  const line = tokens[k].line;
  for (let j = k - 1; j >= 0 && tokens[j].line === line; j--) if (tokens[j].kind === 'flight') return true;
  for (let j = k + 1; j < tokens.length && tokens[j].line === line; j++)
    if (tokens[j].kind === 'flight') return true;
  return false;
}

/** The day a flight lands: where a connection printed without its own date departs; null when unknown. */
function arrivalDate(d: Draft): CarriedDate | null {
  // An arrival earlier in the day than the departure with no day mark: the landing day is a guess.
  if (d.arr && d.arrDayOffset === null) return null;
  let offset = d.arr && d.arrDayOffset !== null ? d.arrDayOffset : 0;
  if (offset < 0) offset = 0;
  // The landing day, with its weekday so a connection on it settles its year as the flight before did.
  const landed = shiftDay(d, offset);
  if (!landed) return null;
  return {
    i: -1,
    kind: 'date',
    line: -1,
    col: 0,
    ...landed,
    role: 'plain',
    after: d.arr ?? d.dep,
    base: d.base,
  };
}

/** How far below its boarding time a boarding pass may print the flight's number. */
const PASS_LINES = 8;

/**
 * Index of the first token of a route line printed just above flight `fi`'s number ("São Paulo →
 * Rio (SDU)" / "Voo G3 1002"): two places, no time, no other flight; -1 when there is none.
 */
function routeAbove(tokens: Token[], fi: number): number {
  let k = fi;
  while (k > 0 && tokens[k - 1].line === tokens[fi].line) k--;
  // Lines with nothing read between (the airline's name: "Companhia aérea: LATAM") do not part them,
  // nor one line holding only the flight's date ("Campinas → Recife" / "15/03/2024" / "Voo AD 4520").
  if (k > 0 && tokens[k - 1].kind === 'date') {
    const dateLine = tokens[k - 1].line;
    let j = k - 1;
    while (j > 0 && tokens[j - 1].line === dateLine) j--;
    if (tokens.slice(j, k).every((t) => t.kind === 'date') && dateLine >= tokens[fi].line - 2) k = j;
  }
  // A boarding pass's fields between ("LGA → MIA" / "GATE  BOARDING" / "B14  7:25 AM" / "PASSENGER" /
  // ... / "FLIGHT" / "AA 2291"): a line holding only its boarding time is this flight's too.
  let below = tokens[fi].line;
  const boarding = (t: Token) => t.kind === 'time' && t.role === 'boarding';
  if (k > 0 && boarding(tokens[k - 1])) {
    const boardingLine = tokens[k - 1].line;
    let j = k - 1;
    while (j > 0 && tokens[j - 1].line === boardingLine) j--;
    if (tokens.slice(j, k).every(boarding) && boardingLine >= tokens[fi].line - PASS_LINES) {
      k = j;
      below = boardingLine;
    }
  }
  const line = k > 0 ? tokens[k - 1].line : -1;
  if (line < below - 3) return -1;
  let start = k;
  let places = 0;
  while (start > 0 && tokens[start - 1].line === line) {
    const t = tokens[start - 1];
    if (t.kind === 'time' || t.kind === 'flight') return -1;
    if (t.kind === 'place') places++;
    start--;
  }
  return places >= 2 ? start : -1;
}

/** The token after the clock-only line printed right under flight `fi`'s number, or `fi + 1`. */
function pastScheduleBelow(tokens: Token[], fi: number): number {
  let j = fi + 1;
  while (j < tokens.length && tokens[j].line === tokens[fi].line) j++;
  const line = tokens[j]?.line;
  if (line !== tokens[fi].line + 1) return j;
  let e = j;
  while (e < tokens.length && tokens[e].line === line) e++;
  return tokens.slice(j, e).every((t) => t.kind === 'time') ? e : j;
}

/**
 * Where the heading of a route line starting at token `r` starts: a line of dates alone right above
 * it ("Return - 10/03/2024" / "GRU → HAV" / "Flight 4726") heads that flight too.
 */
function headingStart(tokens: Token[], r: number): number {
  if (r <= 0 || tokens[r - 1].kind !== 'date' || tokens[r - 1].line !== tokens[r].line - 1) return r;
  const line = tokens[r - 1].line;
  let j = r - 1;
  while (j > 0 && tokens[j - 1].line === line) j--;
  return tokens.slice(j, r).every((t) => t.kind === 'date') ? j : r;
}

/**
 * This flight's route heads its number and so does the next one's (a summary above may print the
 * flights otherwise). A route line the flight before read as its own (its places printed under its
 * clocks: "BA0247  05 Mar 2027 22:55 ..." / "Sao Paulo Guarulhos   London Heathrow") heads nothing.
 */
function bothHeaded(tokens: Token[], fi: number, next: number, consumed: number): boolean {
  return routeAbove(tokens, fi) > consumed && routeAbove(tokens, next) >= 0;
}

function read(
  tokens: Token[],
  flights: number[],
  backwards: boolean,
  headed: boolean,
  rows: (number | null)[],
  messages: (number | null)[],
  loneRows: Set<number>,
  mails: number[],
): Draft[] {
  const out: Draft[] = [];
  // A flight inside a message's pasted block (not on its stamp line) reads that message only: a later
  // message retelling the trip ("Saída sábado 11/04 às 22h05") is not its schedule. Nor does a flight
  // read past a forward's or a reply's mark: the mail there is another one.
  const pasted = (line: number) => messages[line] != null && messages[line] !== line;
  const apart = (line: number, f: Token) =>
    (pasted(f.line) && messages[line] !== messages[f.line]) || (mails[line] ?? 0) !== (mails[f.line] ?? 0);
  let carried: CarriedDate | null = null;
  // Tokens up to here were read into an earlier flight.
  let consumed = -1;
  // The previous flight was a table row dated by the heading above its table: its landing day carries
  // into the next row, a connection under the same heading ("Flight 1: Wed, Mar 12" / two rows).
  let headedRow = false;
  // Date tokens earlier flights of this reading took as their own.
  const taken = new Set<number>();
  for (let k = 0; k < flights.length; k++) {
    const fi = flights[k];
    const f = tokens[fi];
    // A table flattened column by column: its numbers one under the other, then each other column.
    const n = numberColumn(tokens, flights, k);
    if (n) {
      const { drafts, end } = columnDrafts(tokens, flights.slice(k, k + n));
      for (const d of drafts) {
        out.push(d);
        if (d.dateIdx >= 0) taken.add(d.dateIdx);
      }
      carried = drafts.length ? arrivalDate(drafts[drafts.length - 1]) : null;
      consumed = Math.max(consumed, end);
      k += n - 1;
      continue;
    }
    let lo: number;
    let hi: number;
    if (backwards) {
      lo = k > 0 ? flights[k - 1] + 1 : 0;
      while (lo < fi && tokens[lo].line < f.line - REACH_LINES) lo++;
      // Clocks on the line right under the flight before's number are that flight's schedule, left
      // unread when it was refused ("Flight 9361" / "13:59 - 22:53"), not this one's.
      if (k > 0) lo = Math.max(lo, pastScheduleBelow(tokens, flights[k - 1]));
      while (lo < fi && apart(tokens[lo].line, f)) lo++;
      // The rest of the flight's own line belongs to it too ("... 21:40  Voo TP 88").
      hi = fi + 1;
      while (hi < tokens.length && tokens[hi].line === f.line && tokens[hi].kind !== 'flight') hi++;
    } else {
      lo = fi;
      // "7:05 AM  FLIGHT  Delta DL 2317" / "Atlanta (ATL) -> Boston (BOS), arrives 9:36 AM": the clock
      // leading the number's line is its departure, and the one leading the next number's line is not.
      const lead = leadingClock(tokens, fi);
      if (lead > consumed) lo = lead;
      hi = k + 1 < flights.length ? flights[k + 1] : tokens.length;
      const nextLead = k + 1 < flights.length ? leadingClock(tokens, flights[k + 1]) : -1;
      if (nextLead > fi) hi = nextLead;
      // Where every flight's route heads its number, the next one's route line is not this flight's.
      if (k + 1 < flights.length && (headed || bothHeaded(tokens, fi, flights[k + 1], consumed)))
        hi = Math.max(fi + 1, headingStart(tokens, routeAbove(tokens, flights[k + 1])));
      // The next number printed under its own whole schedule ("14:05  Paris (CDG)  ->  15:25  Amsterdã
      // (AMS)" / "AF8228 · Operado por KLM"): that line is the next flight's, not this one's.
      if (k + 1 < flights.length && ownScheduleAbove(tokens, flights[k + 1], fi)) {
        hi = Math.min(hi, lineAboveStart(tokens, flights[k + 1], fi));
      }
      while (hi > fi && tokens[hi - 1].line > f.line + REACH_LINES) hi--;
      while (hi > fi + 1 && apart(tokens[hi - 1].line, f)) hi--;
      // A date heading just above the flight ("Ida - 15 de abril") is carried into it.
      const above = lastDateBefore(tokens, fi, k > 0 ? flights[k - 1] : 0);
      // The previous flight's own date printed under its number is not a heading for this one. A date
      // under its schedule that may head this flight leaves its day unknown, unless the flight before
      // took that date as its own: then that flight's landing day still carries.
      const prev = out[out.length - 1];
      const tookIt =
        k > 0 &&
        prev?.flightIdx === flights[k - 1] &&
        prev.dateIdx >= 0 &&
        prev.dateIdx === lastDateIdx(tokens, fi, flights[k - 1]);
      const kept = carried as CarriedDate | null;
      if (above === 'unsure') carried = tookIt && kept ? { ...kept, yields: true } : null;
      else if (above && above.i !== prev?.dateIdx) carried = above;
    }
    // "Voos: LA 3300 / LA 8084" over as many schedule lines: the first number flies the first line.
    const listRanges = backwards ? null : listSchedules(tokens, flights, k);
    if (listRanges) {
      for (let j = 0; j < listRanges.length; j++) {
        const [slo, shi] = listRanges[j];
        const d = fill(tokens, flights[k + j], slo, shi, carried, false, taken);
        if (!d) {
          carried = null;
          continue;
        }
        out.push(d);
        if (d.dateIdx >= 0) taken.add(d.dateIdx);
        carried = arrivalDate(d);
        consumed = shi - 1;
      }
      k += listRanges.length - 1;
      continue;
    }
    // A flight whose own line holds its whole route reads from that line alone: the part after
    // the number first ("UA 845 IAH-EZE Nov 24 9:40 PM"), then the part before it.
    let a = fi;
    let b = fi + 1;
    while (a > consumed + 1 && tokens[a - 1].line === f.line && tokens[a - 1].kind !== 'flight') a--;
    while (b < tokens.length && tokens[b].line === f.line && tokens[b].kind !== 'flight') b++;
    if (backwards) {
      lo = Math.max(lo, consumed + 1);
      // The rest of the flight before's own line is that flight's ("LA 2883  17 feb  07:03 → Manaus").
      while (lo < fi && k > 0 && tokens[lo].line === tokens[flights[k - 1]].line) lo++;
      const above = lastDateBefore(tokens, a, k > 0 ? flights[k - 1] : 0);
      if (above === 'unsure') carried = null;
      else if (above) carried = above;
      // "Ida  sex, 02 jan  Voo 4237  BEL 23:55 > CNF 03:40": the day leading the flight's own line is
      // its date, not the flight before's landing day.
      const lead = tokens
        .slice(a, fi)
        .filter((t): t is DateTok => t.kind === 'date' && (t.role === 'plain' || t.role === 'dep'));
      if (lead.length === 1) carried = lead[0];
    }
    // A flight in a table row reads that row and nothing else, whichever column holds its number.
    const row = rows[f.line] ?? null;
    if (row !== null) {
      let rlo = fi;
      let rhi = fi + 1;
      while (rlo > 0 && rows[tokens[rlo - 1].line] === row) rlo--;
      while (rhi < tokens.length && rows[tokens[rhi].line] === row) rhi++;
      // Only a heading above the table carries into a row; another row's own date is a guess, and so is
      // its landing day unless that row too was dated by the heading.
      const fromHeading: boolean = !!carried && carried.line >= 0 && rows[carried.line] == null;
      const landing: boolean =
        !!carried && carried.line < 0 && headedRow && out[out.length - 1]?.flightIdx === flights[k - 1];
      const heading: CarriedDate | null = fromHeading || landing ? carried : null;
      const d = fill(tokens, fi, rlo, rhi, heading, false, taken, true);
      headedRow = false;
      if (d) {
        out.push(d);
        if (d.dateIdx >= 0) taken.add(d.dateIdx);
        headedRow = !!heading && d.dateIdx === heading.i;
        carried = arrivalDate(d);
        consumed = rhi - 1;
        continue;
      }
      // A table of one row is a flight's grid of fields ("FLIGHT  DEPARTS  CLASS" / "AA 2291  1:30 PM
      // Main Cabin" on a boarding pass): what the row lacks, its route, is printed around it.
      if (!loneRows.has(row)) continue;
      // Read upward too, the row's own cells under the number are the flight's.
      if (backwards) hi = Math.max(hi, rhi);
    }
    let d = fill(tokens, fi, fi, b, carried, false, taken);
    let used = b - 1;
    // Departure on the line above the number, arrival on the line below ("23:45  São Paulo (GRU)" /
    // "Ethiopian Airlines · ET507" / "18:45  Addis Ababa (ADD)").
    const between = backwards || d ? null : sandwich(tokens, a, b, consumed);
    if (between) {
      d = fill(tokens, fi, between[0], between[1], carried, false, taken);
      used = between[1] - 1;
    }
    if (!d) d = fill(tokens, fi, a, b, carried, false, taken);
    // "Voos: LA 3300 / LA 8084" and two schedules below: the list shares what follows, and the last
    // number in it does not own it. (One schedule below two numbers is one flight sold under both.)
    if (
      !d &&
      listed(tokens, flights, k) &&
      schedulesAfter(tokens, fi, k + 1 < flights.length ? flights[k + 1] : tokens.length) > 1
    )
      continue;
    // The flight's own line holds its schedule and one end ("AA 9409  10OCT  JFK 09:55 → SCL 18:13"
    // with one name not read): the other end is not on another line (a footer's address, the next flight).
    const own = tokens.slice(a, b);
    const ownLineOnly =
      own.filter((t) => t.kind === 'time').length >= 2 && own.filter((t) => t.kind === 'place').length === 1;
    // Its route and day on its own line and no clock ("AV 245  BOG-LIM  12FEB"): the clock is on the
    // lines right below, not in a paragraph further down that retells the trip.
    const reach =
      own.filter((t) => t.kind === 'place').length >= 2 &&
      own.some((t) => t.kind === 'date') &&
      !own.some((t) => t.kind === 'time')
        ? 3
        : REACH_LINES;
    if (!backwards) while (hi > fi && tokens[hi - 1].line > f.line + reach) hi--;
    // ... unless another day's date stands before that clock: a summary line ("SQ 9820 · Thu, 14 Aug
    // · BOG - DEL") above another flight's dated block.
    const otherDay = reach === 3 && !backwards && otherDayBeforeClock(tokens, own, b);
    // "14:05  Paris (CDG)  ->  15:25  Amsterdã (AMS)" with "AF8228 · Operado por KLM" under it: the
    // schedule above is the number's own, unread so far; what follows is the next flight's.
    const scheduleAbove = !backwards && ownScheduleAbove(tokens, fi, consumed);
    // ... and it reads that line, with a date printed on it ("qua. 1 out.  14:05  Paris (CDG) -> ...").
    if (!d && scheduleAbove) {
      d = fill(tokens, fi, lineAboveStart(tokens, fi, consumed), b, carried, false, taken);
    }
    if (!d && !ownLineOnly && !otherDay && !scheduleAbove) {
      d = fill(tokens, fi, lo, hi, carried, backwards, taken);
      used = hi - 1;
    }
    if (!d && !ownLineOnly && !otherDay && !scheduleAbove) {
      // Route above the number, schedule below it ("MEX a CUN / Aeroméxico 524 / 8:15 - 11:40").
      let from = Math.max(consumed + 1, k > 0 ? flights[k - 1] + 1 : 0);
      while (from < fi && (tokens[from].line < f.line - REACH_LINES || apart(tokens[from].line, f))) from++;
      // The rest of the previous flight's line is that flight's ("LA 2082 · 26/04/2024 · CUZ - LIM").
      while (from < fi && k > 0 && tokens[from].line === tokens[flights[k - 1]].line) from++;
      // Nor a date printed right under the flight before's schedule: that flight's own.
      while (from < fi && tokens[from].kind === 'date' && trailsSchedule(tokens, from)) from++;
      // A route line right above the number is where the flight starts: nothing above it is its own.
      const route = routeAbove(tokens, fi);
      if (route > from) from = route;
      // Places above the number are the flight's only as that route line: scattered ones above it
      // (the flight before's arrival, a footer) are not.
      else if (route < 0)
        while (
          from < fi &&
          tokens[from].line !== f.line &&
          tokens.slice(from, fi).some((t) => t.kind === 'place' && t.line !== f.line)
        )
          from++;
      // A clock above the number is the flight before's schedule: the route heading comes after it.
      // (Not a pass's boarding time under its route: this flight's.)
      for (let j = fi - 1; j >= from; j--) {
        const t = tokens[j];
        if (t.kind === 'time' && t.line !== f.line && !(route >= 0 && t.role === 'boarding')) {
          from = j + 1;
          break;
        }
      }
      let to = k + 1 < flights.length ? flights[k + 1] : tokens.length;
      if (k + 1 < flights.length && (headed || bothHeaded(tokens, fi, flights[k + 1], consumed)))
        to = Math.max(fi + 1, headingStart(tokens, routeAbove(tokens, flights[k + 1])));
      while (to > fi && (tokens[to - 1].line > f.line + reach || apart(tokens[to - 1].line, f))) to--;
      d = fill(tokens, fi, from, to, carried, false, taken);
      used = to - 1;
    }
    if (d) {
      out.push(d);
      if (d.dateIdx >= 0) taken.add(d.dateIdx);
      carried = arrivalDate(d);
      consumed = used;
    }
  }
  return out;
}

/**
 * How many flight numbers, from the k-th on, stand one under the other each alone on its line with
 * nothing read between ("LA3340" / "LA3347"): a PDF table flattened column by column. 0 for fewer than two.
 */
function numberColumn(tokens: Token[], flights: number[], k: number): number {
  const alone = (i: number) =>
    tokens[i - 1]?.line !== tokens[i].line && tokens[i + 1]?.line !== tokens[i].line;
  if (!alone(flights[k])) return 0;
  let n = 1;
  while (
    k + n < flights.length &&
    flights[k + n] === flights[k + n - 1] + 1 &&
    tokens[flights[k + n]].line === tokens[flights[k + n - 1]].line + 1 &&
    alone(flights[k + n])
  )
    n++;
  return n >= 2 ? n : 0;
}

/**
 * The rows of a table flattened column by column under its column of numbers: then each column's
 * cells one a line, as many as the numbers (origins, destinations, dates, departures, arrivals).
 * Row j takes the j-th cell of each column. Cells that do not come in such columns give no row:
 * the last number does not own them all.
 */
function columnDrafts(tokens: Token[], column: number[]): { drafts: Draft[]; end: number } {
  const n = column.length;
  const last = column[n - 1];
  const cells: Token[] = [];
  for (let j = last + 1; j < tokens.length; j++) {
    const t = tokens[j];
    const prev = cells[cells.length - 1] ?? tokens[last];
    if (t.kind === 'flight' || t.line === prev.line || t.line - prev.line > 3) break;
    cells.push(t);
  }
  const end = last + cells.length;
  // Runs of one kind, each a whole number of columns.
  const runs: Token[][] = [];
  for (const t of cells) {
    const run = runs[runs.length - 1];
    if (run && run[0].kind === t.kind) run.push(t);
    else runs.push([t]);
  }
  const used: Token[] = [];
  for (const run of runs) {
    if (run.length % n) break;
    used.push(...run);
  }
  const places = used.filter((t): t is Place => t.kind === 'place');
  const dates = used.filter((t): t is DateTok => t.kind === 'date');
  const times = used.filter((t): t is Time => t.kind === 'time');
  if (
    places.length !== 2 * n ||
    dates.length !== n ||
    (times.length !== n && times.length !== 2 * n) ||
    used.some((t) => t.kind === 'flight' || t.role !== 'plain' || (t.kind === 'place' && t.journey))
  )
    return { drafts: [], end };
  const drafts: Draft[] = column.map((fi, j) => {
    const f = tokens[fi] as Flight;
    const date = dates[j];
    const dep = times[j];
    const arr = times.length === 2 * n ? times[n + j] : null;
    const offset = !arr
      ? null
      : arr.mark !== null
        ? arr.mark
        : arr.hhmm >= dep.hhmm
          ? 0
          : landingByZones(places[j].codes, places[n + j].codes, date, dep.hhmm, arr.hhmm);
    return {
      flightIdx: fi,
      airline: f.airline,
      flight: unpadded(f.flight),
      from: places[j].codes,
      to: places[n + j].codes,
      day: date.day,
      month: date.month,
      year: date.year,
      dep: dep.hhmm,
      arr: arr?.hhmm ?? null,
      arrDayOffset: offset,
      dateIdx: date.i,
      weekday: date.weekday ?? null,
      firstLine: f.line,
      lastLine: f.line,
      base: { day: date.day, month: date.month, year: date.year, weekday: date.weekday ?? null },
    };
  });
  return { drafts, end };
}

/** The first token of the line above flight `fi`'s (or of its own), not reaching back to `floor`. */
function lineAboveStart(tokens: Token[], fi: number, floor: number): number {
  let start = fi;
  while (start > floor + 1 && tokens[start - 1].line >= tokens[fi].line - 1) start--;
  return start;
}

/**
 * True when flight `fi`'s line holds no place or clock and the line right above it holds a whole
 * schedule (two places and a clock) that no flight before has read.
 */
function ownScheduleAbove(tokens: Token[], fi: number, consumed: number): boolean {
  const line = tokens[fi].line;
  // Two airports: one named twice ("Shanghai Pudong International Airport T1 (PVG)") is one end only.
  const places = new Set<string>();
  let clocks = 0;
  for (let j = fi + 1; j < tokens.length && tokens[j].line === line; j++)
    if (tokens[j].kind === 'place' || tokens[j].kind === 'time') return false;
  for (let j = fi - 1; j > consumed && tokens[j].line >= line - 1; j--) {
    const t = tokens[j];
    if (t.line === line && (t.kind === 'place' || t.kind === 'time' || t.kind === 'flight')) return false;
    if (t.line === line - 1 && t.kind === 'place' && !t.journey) places.add(t.codes.join('/'));
    if (t.line === line - 1 && t.kind === 'time' && t.role !== 'other') clocks++;
  }
  return places.size >= 2 && clocks >= 1;
}

/** How far, in lines, a timeline's departure or arrival block may stand from the flight's number. */
const BLOCK_LINES = 5;

/**
 * The token range of a flight whose own line (tokens [a, b)) holds neither place nor clock,
 * printed between its departure block above and its arrival block below, each a clock then its
 * place ("23:45  São Paulo (GRU)" / "Ethiopian Airlines · ET507" / "18:45  Addis Ababa (ADD)"; or
 * "01:25" / "GRU" / "Guarulhos International" / "EK262 | Boeing 777" / "23:00" / "DXB" / ...).
 * Null when the text is not laid out so or the block above was read already.
 */
function sandwich(tokens: Token[], a: number, b: number, consumed: number): [number, number] | null {
  const line = tokens[a].line;
  if (tokens.slice(a, b).some((t) => t.kind === 'place' || t.kind === 'time')) return null;
  // Above: places (and a date beside them) back to one clock.
  let lo = a - 1;
  while (lo > consumed && (tokens[lo].kind === 'place' || tokens[lo].kind === 'date')) lo--;
  const dep = tokens[lo];
  if (lo <= consumed || lo === a - 1 || dep.kind !== 'time' || dep.role === 'other') return null;
  if (line - dep.line > BLOCK_LINES || !tokens.slice(lo, a).some((t) => t.kind === 'place')) return null;
  if (tokens[lo + 1].line - dep.line > 2) return null;
  // Below: one clock, then its places (and a date on the clock's line).
  const arr = tokens[b];
  if (!arr || arr.kind !== 'time' || arr.role === 'other' || arr.line - line > BLOCK_LINES) return null;
  let hi = b + 1;
  while (
    hi < tokens.length &&
    tokens[hi].line - arr.line <= 2 &&
    (tokens[hi].kind === 'place' || (tokens[hi].kind === 'date' && tokens[hi].line === arr.line))
  )
    hi++;
  if (!tokens.slice(b + 1, hi).some((t) => t.kind === 'place')) return null;
  return [lo, hi];
}

/**
 * The next clock below a line holding a flight's route and day is another flight's: a date of
 * another day stands before it, or its line names a place other than where the route leaves from.
 */
function otherDayBeforeClock(tokens: Token[], own: Token[], b: number): boolean {
  const day = own.find((t): t is DateTok => t.kind === 'date');
  if (!day) return false;
  let j = b;
  for (; j < tokens.length && tokens[j].kind !== 'time'; j++) {
    const t = tokens[j];
    if (t.kind === 'date' && t.role !== 'other' && dayDiff(day, t) !== 0) return true;
  }
  if (j >= tokens.length) return false;
  // A clock with another flight's number right under it heads that flight's block (a timeline after
  // the trip summary), even where that flight leaves from the same airport on the same day.
  const mine = own.find((t): t is Flight => t.kind === 'flight');
  // (A clock line naming no place, "saída 22h10 ... chegada 09h05", is the schedule of the route above.)
  const placed = tokens.some((t) => t.kind === 'place' && t.line === tokens[j].line);
  for (let k = j + 1; placed && k < tokens.length && tokens[k].line <= tokens[j].line + 2; k++) {
    const t = tokens[k];
    if (t.kind === 'flight') {
      if (mine && unpadded(t.flight) !== unpadded(mine.flight)) return true;
      break;
    }
  }
  // Where it leaves from: the route's first place.
  const from = own.find((t): t is Place => t.kind === 'place')?.codes ?? [];
  const line = tokens[j].line;
  const there = tokens.filter((t): t is Place => t.line === line && t.kind === 'place');
  return there.length > 0 && !there.some((t) => t.codes.some((c) => from.includes(c)));
}

/** Flight k shares its line with the flight before it, nothing but the numbers between them. */
function listed(tokens: Token[], flights: number[], k: number): boolean {
  if (k === 0) return false;
  const prev = flights[k - 1];
  const fi = flights[k];
  if (tokens[prev].line !== tokens[fi].line) return false;
  // One airline's flights ("LA 3300 / LA 8084"); two airlines' numbers side by side may be one flight sold by both.
  const a = tokens[prev] as Flight;
  const b = tokens[fi] as Flight;
  if (!a.airline || a.airline !== b.airline) return false;
  return tokens.slice(prev + 1, fi).every((t) => t.kind === 'flight' || t.kind === 'date');
}

/**
 * For a line listing one airline's numbers and nothing else, followed by exactly one schedule line
 * (a clock time and two places) per number and nothing else read: each number's token range.
 */
function listSchedules(tokens: Token[], flights: number[], k: number): [number, number][] | null {
  let m = 1;
  while (k + m < flights.length && listed(tokens, flights, k + m)) m++;
  if (m < 2) return null;
  const last = flights[k + m - 1];
  if (tokens.slice(flights[k], last).some((t) => t.kind === 'date')) return null;
  const listLine = tokens[last].line;
  let start = last + 1;
  while (start < tokens.length && tokens[start].line === listLine) {
    if (tokens[start].kind !== 'flight') return null;
    start++;
  }
  const end = k + m < flights.length ? flights[k + m] : tokens.length;
  const ranges: [number, number][] = [];
  for (let j = start; j < end;) {
    const line = tokens[j].line;
    let e = j;
    while (e < end && tokens[e].line === line) e++;
    const own = tokens.slice(j, e);
    const times = own.filter((t) => t.kind === 'time' && t.role !== 'other').length;
    const places = own.filter((t) => t.kind === 'place').length;
    if (times && places >= 2) ranges.push([j, e]);
    else if (times || places) return null;
    j = e;
  }
  return ranges.length === m ? ranges : null;
}

/** Lines holding a clock time and a place between token `from` and `to`: the schedules printed there. */
function schedulesAfter(tokens: Token[], from: number, to: number): number {
  const timeLines = new Set<number>();
  const placeLines = new Set<number>();
  for (let j = from + 1; j < to && tokens[j].line <= tokens[from].line + REACH_LINES; j++) {
    const t = tokens[j];
    if (t.kind === 'time' && t.role !== 'other') timeLines.add(t.line);
    else if (t.kind === 'place') placeLines.add(t.line);
  }
  return [...timeLines].filter((l) => placeLines.has(l)).length;
}

/** Segments drafted from the tokens; a flight with any field missing is left out. */
export function group(
  tokens: Token[],
  rows: (number | null)[] = [],
  messages: (number | null)[] = [],
  loneRows: Set<number> = new Set(),
  mails: number[] = [],
): Draft[] {
  const flights = flightsOf(tokens);
  if (!flights.length) return [];
  const headed = flights.length > 1 && flights.every((fi) => routeAbove(tokens, fi) >= 0);
  const after = read(tokens, flights, false, headed, rows, messages, loneRows, mails);
  const mail = (line: number) => mails[line] ?? 0;
  // Details before each number: the first flight has its own above it. Without them, a flight's
  // backward reach would take the details printed under the flight before. A number with no place
  // near it in its own mail ("please use CC 4410" in the note above a forwarded booking) is none.
  const placeLines = tokens.flatMap((t) => (t.kind === 'place' ? [t.line] : []));
  let p = 0;
  const placed = (fi: number) => {
    const line = tokens[fi].line;
    while (p < placeLines.length && placeLines[p] < line - REACH_LINES) p++;
    for (let q = p; q < placeLines.length && placeLines[q] <= line + REACH_LINES; q++)
      if (mail(placeLines[q]) === mail(line)) return true;
    return false;
  };
  const first = flights.find(placed) ?? flights[0];
  const firstLine = tokens[first].line;
  const placesAbove = tokens.filter(
    (t, i) =>
      i < first &&
      t.kind === 'place' &&
      !t.journey &&
      t.line >= firstLine - REACH_LINES &&
      mail(t.line) === mail(firstLine),
  ).length;
  // Read backwards too where routes head numbers: LATAM prints the whole block (times, codes, names)
  // above "LA3340 - Operado por ...". A tie keeps the forward reading.
  const before = placesAbove >= 2 ? read(tokens, flights, true, headed, rows, messages, loneRows, mails) : [];
  return before.length > after.length ? before : after;
}
