import { DEFAULT_TIME_ZONE, zonedInstant } from './time.ts';

/**
 * A schema cannot know whose clock a zone-less time was typed on: a trip's bare date, a task's
 * "dd/mm/yyyy HH:MM:SS", a local "yyyy-mm-ddTHH:MM". It decodes such a time at DEFAULT_TIME_ZONE and
 * remembers the wall clock on the Date, so the server puts it on the agency's clock with `inZone`
 * (`ctx.timeZone`); an instant sent with its offset stays what it is. On the way out `shownIn` tells
 * the encoder which clock to write a zone-less time in.
 */
const CLOCK = Symbol.for('rumo.wallClock');
const SHOWN_IN = Symbol.for('rumo.shownIn');

type Marked = Date & { [CLOCK]?: { date: string; time: string }; [SHOWN_IN]?: string };

/** The instant of a zone-less wall clock ("yyyy-mm-dd", "HH:MM:SS"), read at the default zone until `inZone` places it. */
export function wallClockInstant(date: string, time: string): Date {
  const instant: Marked = zonedInstant(date, time, DEFAULT_TIME_ZONE);
  instant[CLOCK] = { date, time };
  return instant;
}

/** The wall clock a decoded Date was typed as, or null when it came with its offset. */
export const typedClock = (decoded: Date): { date: string; time: string } | null => (decoded as Marked)[CLOCK] ?? null;

/** A decoded instant on the clock of `zone`: a zone-less wall clock is read there; an instant with an offset is kept. */
export function inZone(decoded: Date, zone: string): Date {
  const clock = typedClock(decoded);
  return clock ? zonedInstant(clock.date, clock.time, zone) : decoded;
}

/** The same instant, to be written as a wall clock of `zone` by a zone-less codec (a task's scheduled_to). */
export function shownIn(instant: Date, zone: string): Date {
  const copy: Marked = new Date(instant.getTime());
  copy[SHOWN_IN] = zone;
  return copy;
}

/** The zone a zone-less codec writes an instant in: the one `shownIn` named, else the default. */
export const shownZone = (instant: Date): string => (instant as Marked)[SHOWN_IN] ?? DEFAULT_TIME_ZONE;
