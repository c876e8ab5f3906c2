import { CHECKLIST_DEADLINE_TIME, DATE_YEAR_MAX, DATE_YEAR_MIN, TRIP_DATE_TIME } from './constants.ts';
import { DEFAULT_TIME_ZONE, offsetText, zonedInstant, zonedParts, zoneOffsetMinutes } from './time.ts';

/**
 * Calendar dates are plain "yyyy-mm-dd" strings; trip instants are ISO strings at 12:00:00 in the
 * agency's zone. No Date arithmetic in local time: the server and the browser may sit in any zone.
 * Every function that reads or writes an instant takes the agency's IANA zone last, defaulting to
 * DEFAULT_TIME_ZONE (time.ts), so older callers keep working.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function isValidYmd(y: number, m: number, d: number): boolean {
  if (y < DATE_YEAR_MIN || y > DATE_YEAR_MAX || m < 1 || m > 12 || d < 1) return false;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= days;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Accepts dd/mm/yyyy, yyyy-mm-dd or a Date; returns "yyyy-mm-dd" or null when invalid. */
export function parseFlexibleDate(value: string | Date | null | undefined): string | null {
  if (value == null) return null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime()) || !isValidYmd(value.getFullYear(), value.getMonth() + 1, value.getDate())) return null;
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  const text = value.trim();
  let y: number, m: number, d: number;
  let match = ISO_DATE.exec(text);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = BR_DATE.exec(text))) [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else return null;
  return isValidYmd(y, m, d) ? `${y}-${pad(m)}-${pad(d)}` : null;
}

/** "yyyy-mm-dd" -> "yyyy-mm-ddT12:00:00-03:00" (the zone's offset that noon), the instant the API stores for going and back. */
export function tripDateToApi(date: string, zone: string = DEFAULT_TIME_ZONE): string {
  const noon = zonedInstant(date, TRIP_DATE_TIME, zone);
  return `${date}T${TRIP_DATE_TIME}${offsetText(zoneOffsetMinutes(noon, zone))}`;
}

/** The calendar date and wall time of an instant in the agency's zone. */
export function toTripZone(instant: string | Date, zone: string = DEFAULT_TIME_ZONE): { date: string; time: string } {
  return zonedParts(instant, zone);
}

/** "yyyy-mm-dd" or an instant -> "dd/mm/yyyy" (instants are read in the agency's zone). */
export function formatDateBR(value: string | Date | null | undefined, zone: string = DEFAULT_TIME_ZONE): string {
  if (value == null || value === '') return '';
  const ymd = typeof value === 'string' && ISO_DATE.test(value) ? value : toTripZone(value, zone).date;
  const [y, m, d] = ymd.split('-');
  return `${d}/${m}/${y}`;
}

/** Whole days between two calendar dates, counting both ends (a same-day trip lasts 1 day). */
export function tripDays(going: string | Date, back: string | Date, zone: string = DEFAULT_TIME_ZONE): number {
  const a = Date.parse(`${toTripZone(going, zone).date}T00:00:00Z`);
  const b = Date.parse(`${toTripZone(back, zone).date}T00:00:00Z`);
  return Math.max(1, Math.round((b - a) / 86_400_000) + 1);
}

/** "dd/mm/yyyy" + "hh:mm" -> "dd/mm/yyyy hh:mm:00", the task form's scheduled_to. */
export function taskScheduledTo(date: string, time: string): string {
  return `${date} ${time}:00`;
}

/** The standard checklist's deadline: "dd/mm/yyyy 23:59:00" on the chosen date, or null when invalid. */
export function checklistDeadline(date: string | Date): string | null {
  const ymd = parseFlexibleDate(date);
  return ymd ? `${formatDateBR(ymd)} ${CHECKLIST_DEADLINE_TIME}` : null;
}

const SCHEDULED = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/;

/** "dd/mm/yyyy HH:MM:SS" -> its wall clock { date: "yyyy-mm-dd", time: "HH:MM:SS" }, or null when invalid. */
export function scheduledToClock(value: string): { date: string; time: string } | null {
  const match = SCHEDULED.exec(value.trim());
  if (!match) return null;
  const [, d, m, y, hh, mi, ss] = match.map(Number) as number[];
  if (!isValidYmd(y!, m!, d!) || hh! > 23 || mi! > 59 || ss! > 59) return null;
  return { date: `${y}-${pad(m!)}-${pad(d!)}`, time: `${pad(hh!)}:${pad(mi!)}:${pad(ss!)}` };
}

/** "dd/mm/yyyy HH:MM:SS" (agency's zone) -> ISO instant, or null when invalid. */
export function parseScheduledTo(value: string, zone: string = DEFAULT_TIME_ZONE): string | null {
  const clock = scheduledToClock(value);
  return clock ? zonedInstant(clock.date, clock.time, zone).toISOString() : null;
}

/** ISO instant -> "dd/mm/yyyy HH:MM:SS" in the agency's zone. */
export function formatScheduledTo(instant: string | Date, zone: string = DEFAULT_TIME_ZONE): string {
  const { date, time } = toTripZone(instant, zone);
  return `${formatDateBR(date)} ${time}`;
}

/** Cuts a text to max characters with an ellipsis (task table travel names: 15). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
