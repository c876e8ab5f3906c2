import { CHECKLIST_DEADLINE_TIME, DATE_YEAR_MAX, DATE_YEAR_MIN, TRIP_DATE_TIME, TRIP_TZ_OFFSET } from './constants.ts';

/**
 * Calendar dates are plain "yyyy-mm-dd" strings; trip instants are ISO strings at 12:00:00 -03:00.
 * No Date arithmetic in local time: the server and the browser may sit in any zone.
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

/** "yyyy-mm-dd" -> "yyyy-mm-ddT12:00:00-03:00", the instant the API stores for going and back. */
export function tripDateToApi(date: string): string {
  return `${date}T${TRIP_DATE_TIME}${TRIP_TZ_OFFSET}`;
}

/** Shifts an instant to the trip zone (-03:00) and returns its calendar parts. */
export function toTripZone(instant: string | Date): { date: string; time: string } {
  const ms = new Date(instant).getTime();
  const [sign, hh, mm] = [TRIP_TZ_OFFSET[0], Number(TRIP_TZ_OFFSET.slice(1, 3)), Number(TRIP_TZ_OFFSET.slice(4))];
  const offsetMs = (sign === '-' ? -1 : 1) * (hh * 60 + mm) * 60_000;
  const shifted = new Date(ms + offsetMs).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 19) };
}

/** "yyyy-mm-dd" or an instant -> "dd/mm/yyyy" (instants are read in the trip zone). */
export function formatDateBR(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '';
  const ymd = typeof value === 'string' && ISO_DATE.test(value) ? value : toTripZone(value).date;
  const [y, m, d] = ymd.split('-');
  return `${d}/${m}/${y}`;
}

/** Whole days between two calendar dates, counting both ends (a same-day trip lasts 1 day). */
export function tripDays(going: string | Date, back: string | Date): number {
  const a = Date.parse(`${toTripZone(going).date}T00:00:00Z`);
  const b = Date.parse(`${toTripZone(back).date}T00:00:00Z`);
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

/** "dd/mm/yyyy HH:MM:SS" (trip zone) -> ISO instant, or null when invalid. */
export function parseScheduledTo(value: string): string | null {
  const match = SCHEDULED.exec(value.trim());
  if (!match) return null;
  const [, d, m, y, hh, mi, ss] = match.map(Number) as number[];
  if (!isValidYmd(y!, m!, d!) || hh! > 23 || mi! > 59 || ss! > 59) return null;
  return new Date(`${y}-${pad(m!)}-${pad(d!)}T${pad(hh!)}:${pad(mi!)}:${pad(ss!)}${TRIP_TZ_OFFSET}`).toISOString();
}

/** ISO instant -> "dd/mm/yyyy HH:MM:SS" in the trip zone. */
export function formatScheduledTo(instant: string | Date): string {
  const { date, time } = toTripZone(instant);
  return `${formatDateBR(date)} ${time}`;
}

/** Cuts a text to max characters with an ellipsis (task table travel names: 15). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
