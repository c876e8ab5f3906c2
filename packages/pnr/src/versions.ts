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

const dayOf = (s: Segment) => {
  const d = parseIsoDate(s.departure!.slice(0, 10))!;
  return Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
};

/**
 * Two held segments that are two versions of one leg: the same route on the same day under two
 * flights ("LA 3280 07:00" and "LA 3282 08:15": an option and the booking, the old flight and its
 * replacement), or the same flight on the same route on another clock or a day or two apart (a
 * schedule change, a rebooking). The text named both and the reader found nothing saying which
 * holds; a traveller takes one of them.
 */
function rivals(a: Segment, b: Segment): boolean {
  if (a.from !== b.from || a.to !== b.to) return false;
  const sameFlight = a.airline === b.airline && a.flight === b.flight;
  const apart = Math.abs(dayOf(a) - dayOf(b));
  if (!sameFlight) return apart === 0;
  return apart === 0 ? a.departure !== b.departure : apart <= SAME_FLIGHT_DAYS;
}

/**
 * Marks the held segments that have a rival version in the same text (`doubt`): they stay listed
 * and importable, but are not claimed as the traveller's flights. Picking one would be a guess, and
 * a wrong flight imported unnoticed costs an agency more than one ticked by hand (two groups on two
 * flights of the same route and day are marked too: the agent ticks both).
 */
export function markRivalVersions(segments: Segment[]): void {
  const live = segments.filter((s) => s.held && s.departure && parseIsoDate(s.departure.slice(0, 10)));
  for (const a of live) if (live.some((b) => b !== a && rivals(a, b))) a.doubt = ANOTHER_VERSION;
}
