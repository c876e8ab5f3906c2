import type { Segment, StatusText } from './types.ts';
import { parseIsoDate } from './year.ts';

/**
 * Why a segment is listed but not claimed: the same text gives another version of its leg that the
 * reader could not rule out. Shown to the agent next to the segment.
 */
export const ANOTHER_VERSION: StatusText = {
  pt: 'Há outra versão deste trecho no texto (outro voo, dia ou horário): confira qual vale.',
  es: 'Hay otra versión de este tramo en el texto (otro vuelo, día u horario): verifique cuál vale.',
  en: 'The text gives another version of this leg (another flight, day or time): check which one holds.',
};

/** A rebooking or a misread day moves a flight by a day or two; a return on the same route is further off. */
const SAME_FLIGHT_DAYS = 3;

/** The departure's day number, or null when the segment has no readable departure. */
function dayOf(s: Segment): number | null {
  const d = s.departure ? parseIsoDate(s.departure.slice(0, 10)) : null;
  return d ? Date.UTC(d.year, d.month - 1, d.day) / 86_400_000 : null;
}

/** One route's held segments on one day: each flight's departures. */
type Day = Map<string, Set<string>>;

/**
 * Whether `s` has a rival in its route's days: the same route on the same day under another flight
 * ("LA 3280 07:00" and "LA 3282 08:15": an option and the booking, the old flight and its
 * replacement), or the same flight on another clock that day or one to three days apart (a schedule
 * change, a rebooking). The text named both and the reader found nothing saying which holds; a
 * traveller takes one of them.
 */
function hasRival(s: Segment, day: number, days: Map<number, Day>): boolean {
  const flight = `${s.airline}${s.flight}`;
  const same = days.get(day)!;
  if (same.size > 1 || same.get(flight)!.size > 1) return true;
  for (let apart = 1; apart <= SAME_FLIGHT_DAYS; apart++)
    if (days.get(day - apart)?.has(flight) || days.get(day + apart)?.has(flight)) return true;
  return false;
}

/**
 * Marks the held segments that have a rival version in the same text (`doubt`): they stay listed
 * and importable, but are not claimed as the traveller's flights. Picking one would be a guess, and
 * a wrong flight imported unnoticed costs an agency more than one ticked by hand (two groups on two
 * flights of the same route and day are marked too: the agent ticks both). Linear in the segments:
 * a long display of one flight repeated must stay fast.
 */
export function markRivalVersions(segments: Segment[]): void {
  const routes = new Map<string, Map<number, Day>>();
  const at: { s: Segment; day: number; days: Map<number, Day> }[] = [];
  for (const s of segments) {
    const day = s.held ? dayOf(s) : null;
    if (day === null) continue;
    const route = `${s.from}-${s.to}`;
    const days = routes.get(route) ?? new Map<number, Day>();
    routes.set(route, days);
    const flights = days.get(day) ?? new Map<string, Set<string>>();
    days.set(day, flights);
    const flight = `${s.airline}${s.flight}`;
    const clocks = flights.get(flight) ?? new Set<string>();
    flights.set(flight, clocks.add(s.departure!));
    at.push({ s, day, days });
  }
  for (const { s, day, days } of at) if (hasRival(s, day, days)) s.doubt = ANOTHER_VERSION;
}
