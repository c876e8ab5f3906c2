/**
 * Wall-clock time in an IANA zone, through the platform's Intl (tz data ships with Node and every browser).
 * The agency's zone (agencies.timezone, default America/Sao_Paulo) decides what "a day" is for its trips,
 * tasks, alerts, PDFs and e-mails; a flight's own times stay in its airport's zone.
 */

export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/** The Brazilian zones an agency is most likely in, west to east; any valid IANA zone is accepted. */
export const BRAZIL_TIME_ZONES = [
  'America/Rio_Branco',
  'America/Manaus',
  'America/Cuiaba',
  'America/Sao_Paulo',
  'America/Bahia',
  'America/Fortaleza',
  'America/Recife',
  'America/Belem',
  'America/Noronha',
] as const;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** True when the runtime knows `zone` as an IANA time zone. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
}

/** A known zone, or the default one. */
export const timeZoneOr = (zone: string | null | undefined): string => (isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The wall-clock parts of an instant in `zone`: date "yyyy-mm-dd" and time "hh:mm:ss". */
export function zonedParts(instant: Date | string | number, zone: string = DEFAULT_TIME_ZONE): { date: string; time: string } {
  const ms = new Date(instant).getTime();
  const parts: Record<string, string> = {};
  for (const part of formatterOf(zone).formatToParts(ms)) parts[part.type] = part.value;
  const year = Number(parts.year);
  return {
    date: `${pad(year, 4)}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

/** The zone's offset from UTC at an instant, in minutes (São Paulo today: -180). */
export function zoneOffsetMinutes(instant: Date | string | number, zone: string = DEFAULT_TIME_ZONE): number {
  const ms = Math.floor(new Date(instant).getTime() / 1000) * 1000;
  const { date, time } = zonedParts(ms, zone);
  const asUtc = Date.parse(`${date}T${time}Z`);
  return Math.round((asUtc - ms) / 60_000);
}

/** "+hh:mm" / "-hh:mm" for an offset in minutes. */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * The instant a wall clock `date` `time` reads in `zone`. A time skipped by a daylight-saving jump
 * (e.g. 00:30 on the night Brazil moved clocks forward) resolves to the same clock time after the jump
 * (01:30); a repeated hour resolves to its first occurrence.
 */
export function zonedInstant(date: string, time = '00:00:00', zone: string = DEFAULT_TIME_ZONE): Date {
  const clock = time.length === 5 ? `${time}:00` : time;
  const asUtc = Date.parse(`${date}T${clock}Z`);
  if (Number.isNaN(asUtc)) return new Date(Number.NaN);
  // two passes settle the offset around a transition
  let guess = asUtc - zoneOffsetMinutes(asUtc, zone) * 60_000;
  guess = asUtc - zoneOffsetMinutes(guess, zone) * 60_000;
  const check = zonedParts(guess, zone);
  if (`${check.date}T${check.time}` !== `${date}T${clock}`) {
    // the clock time does not exist (a gap): take the offset after the jump
    const after = asUtc - zoneOffsetMinutes(guess + 3 * 3600_000, zone) * 60_000;
    const before = asUtc - zoneOffsetMinutes(guess - 3 * 3600_000, zone) * 60_000;
    return new Date(Math.max(after, before));
  }
  // a repeated hour: prefer the earlier instant when it reads the same clock
  const earlier = guess - 3600_000;
  const e = zonedParts(earlier, zone);
  return `${e.date}T${e.time}` === `${date}T${clock}` ? new Date(earlier) : new Date(guess);
}

/** The first instant of the calendar day `date` in `zone`. */
export const zonedMidnight = (date: string, zone: string = DEFAULT_TIME_ZONE): Date => zonedInstant(date, '00:00:00', zone);

/** Today's calendar date in `zone`. */
export const todayIn = (zone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): string => zonedParts(now, zone).date;

/** A calendar date `days` after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
