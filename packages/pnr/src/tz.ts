const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatter(tz: string): Intl.DateTimeFormat | null {
  if (!formatters.has(tz)) {
    let f: Intl.DateTimeFormat | null;
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone: tz,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      });
    } catch {
      f = null;
    }
    formatters.set(tz, f);
  }
  return formatters.get(tz) ?? null;
}

// formatToParts is the decoder's most expensive call; a zone's offset only changes on a quarter hour.
const QUARTER_MS = 15 * 60_000;
const offsets = new Map<Intl.DateTimeFormat, Map<number, number>>();

/** Offset of `tz` from UTC, in minutes, at the instant `utcMs`. */
function offsetMinutes(f: Intl.DateTimeFormat, utcMs: number): number {
  const quarter = Math.floor(utcMs / QUARTER_MS);
  let cache = offsets.get(f);
  if (!cache) offsets.set(f, (cache = new Map()));
  const known = cache.get(quarter);
  if (known !== undefined) return known;
  if (cache.size > 5000) cache.clear();
  const offset = computeOffset(f, quarter * QUARTER_MS);
  cache.set(quarter, offset);
  return offset;
}

function computeOffset(f: Intl.DateTimeFormat, utcMs: number): number {
  const parts: Record<string, number> = {};
  for (const p of f.formatToParts(new Date(utcMs))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour % 24, parts.minute);
  return Math.round((asUtc - Math.floor(utcMs / 60000) * 60000) / 60000);
}

/** UTC epoch milliseconds of a local wall-clock time in an IANA zone, or null if the zone is unknown. */
export function localToUtc(
  year: number,
  month: number,
  day: number,
  hhmm: string,
  tz: string,
): number | null {
  const f = formatter(tz);
  if (!f) return null;
  const wall = Date.UTC(year, month - 1, day, Number(hhmm.slice(0, 2)), Number(hhmm.slice(2)));
  const first = wall - offsetMinutes(f, wall) * 60000;
  // A second pass settles times next to a daylight-saving change.
  return wall - offsetMinutes(f, first) * 60000;
}

/**
 * Minutes between a departure's local clock and an arrival's `arrDayOffset` days later, each in
 * its own zone; null when a zone is unknown.
 */
export function flightMinutes(
  year: number,
  month: number,
  day: number,
  dep: string,
  depTz: string,
  arrDayOffset: number,
  arr: string,
  arrTz: string,
): number | null {
  const leaves = localToUtc(year, month, day, dep, depTz);
  const lands = localToUtc(year, month, day + arrDayOffset, arr, arrTz);
  return leaves === null || lands === null ? null : (lands - leaves) / 60_000;
}
