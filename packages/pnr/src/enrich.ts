import type { Locale } from './types.ts';
import { lookupAirline, lookupAirport } from './data.ts';
import { localAirport } from './place-locale.ts';
import { ddmmm } from './months.ts';
import { isHeldStatus } from './held.ts';
import { statusMeaning } from './status.ts';
import { toMinutes } from './time.ts';
import type { RawSegment, Segment } from './types.ts';
import { addDays, inferYear, isValidDate, isoDate, parseIsoDate } from './year.ts';
import { flightMinutes } from './tz.ts';

const DAY_MS = 86_400_000;

const NOTED_CANCELLED = {
  pt: 'uma nota na linha diz que o trecho foi cancelado',
  es: 'una nota en la línea dice que el tramo fue cancelado',
  en: 'a note on the line says the leg was cancelled',
};

/** Adds names, years, ISO date-times and durations to the segments as read. */
export function enrichSegments(raws: RawSegment[], referenceDate: string, locale: Locale = 'en'): Segment[] {
  const out: Segment[] = [];
  let prev: number | null = null;
  for (const r of raws) {
    let year = r.year ?? inferYear(r.day, r.month, referenceDate);
    // Segments are listed in travel order: a date far before the previous one belongs to the next year.
    if (year !== null && r.year === null && prev !== null) {
      const t = Date.UTC(year, r.month - 1, r.day);
      if (
        t < prev - 2 * DAY_MS &&
        isValidDate(year + 1, r.month, r.day) &&
        Date.UTC(year + 1, r.month - 1, r.day) - prev < 330 * DAY_MS
      )
        year += 1;
    }
    // "sáb., 15 de março" with no year: the year whose 15 March is a Saturday, else the day is not known.
    if (year !== null && r.year === null && r.weekday != null) {
      const fits = (y: number) =>
        isValidDate(y, r.month, r.day) && new Date(Date.UTC(y, r.month - 1, r.day)).getUTCDay() === r.weekday;
      const settled = [year, year + 1, year - 1].find(fits);
      if (settled === undefined) continue;
      year = settled;
    }
    if (year !== null && isValidDate(year, r.month, r.day)) prev = Date.UTC(year, r.month - 1, r.day);
    out.push(toSegment(r, year, locale));
  }
  return out;
}

function toSegment(r: RawSegment, year: number | null, locale: Locale): Segment {
  const from = lookupAirport(r.from);
  const to = lookupAirport(r.to);
  const fromNames = from ? localAirport(from, locale) : null;
  const toNames = to ? localAirport(to, locale) : null;
  const valid = year !== null && isValidDate(year, r.month, r.day);
  const departure = valid && r.dep ? `${isoDate(year, r.month, r.day)}T${hhmmColon(r.dep)}` : null;
  let arrival: string | null = null;
  let duration: number | null = null;
  if (valid && r.dep && r.arr && r.arr_day_offset !== null) {
    const a = addDays(year, r.month, r.day, r.arr_day_offset);
    arrival = `${isoDate(a.year, a.month, a.day)}T${hhmmColon(r.arr)}`;
    if (from?.tz && to?.tz) {
      const elapsed = flightMinutes(year, r.month, r.day, r.dep, from.tz, r.arr_day_offset, r.arr, to.tz);
      if (elapsed !== null) {
        const minutes = Math.round(elapsed);
        // Anything outside a plausible flight time means a misread offset, not a real duration.
        duration = minutes > 0 && minutes <= 24 * 60 ? minutes : null;
      }
    }
  }
  // Without a year, a same-day flight's duration still follows from the wall clocks when both zones agree.
  if (
    duration === null &&
    !valid &&
    r.dep &&
    r.arr &&
    r.arr_day_offset === 0 &&
    from?.tz &&
    from.tz === to?.tz
  ) {
    const m = toMinutes(r.arr) - toMinutes(r.dep);
    duration = m > 0 ? m : null;
  }
  return {
    airline: r.airline,
    airline_name: lookupAirline(r.airline)?.name ?? null,
    flight: r.flight,
    class: r.class,
    from: r.from,
    to: r.to,
    from_name: fromNames?.name ?? null,
    to_name: toNames?.name ?? null,
    from_city: fromNames?.city ?? null,
    to_city: toNames?.city ?? null,
    date: ddmmm(r.day, r.month),
    departure,
    arrival,
    dep: r.dep,
    arr: r.arr,
    arr_day_offset: r.arr_day_offset,
    status: r.status,
    status_text: r.noteCancelled ? NOTED_CANCELLED : statusMeaning(r.status),
    held: isHeldStatus(r.status) && !r.noteCancelled,
    doubt: null,
    operated_by: r.operated_by,
    equipment: r.equipment,
    duration_minutes: duration,
    terminal_dep: r.terminal_dep,
    terminal_arr: r.terminal_arr,
  };
}

function hhmmColon(hhmm: string): string {
  return `${hhmm.slice(0, 2)}:${hhmm.slice(2)}`;
}

/** The reference date to use: the caller's, else the PNR's own creation stamp, else today. */
export function pickReferenceDate(option: string | undefined, stamp: string | null, today: string): string {
  if (option && parseIsoDate(option)) return option;
  if (stamp && parseIsoDate(stamp)) return stamp;
  return today;
}
