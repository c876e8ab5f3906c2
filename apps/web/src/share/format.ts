import { HTML_LANG, locale } from './i18n.ts';

/** Dates of the trip page. Trip dates are calendar dates: formatted in UTC so no zone shifts them. */

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}/;
const formatters = new Map<string, Intl.DateTimeFormat>();
function format(date: string, options: Intl.DateTimeFormatOptions): string {
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(HTML_LANG[locale], { ...options, timeZone: 'UTC' })));
  return formatter.format(new Date(`${date.slice(0, 10)}T12:00:00Z`));
}

/** The trip-zone (-03:00) calendar date of a trip instant such as `going`. */
export const tripDate = (instant: string): string => new Date(Date.parse(instant) - 3 * 3_600_000).toISOString().slice(0, 10);

/** "01/05/2030" (pt), "01/05/2030" (es), "5/1/2030" (en). */
export const shortDate = (date: string) => (DATE_ONLY.test(date) ? format(date, { day: '2-digit', month: '2-digit', year: 'numeric' }) : date);

/** "sexta-feira, 1 de maio". */
export const dayTitle = (date: string) => format(date, { weekday: 'long', day: 'numeric', month: 'long' });

/** "1 de mai.". */
export const dayMonth = (date: string) => format(date, { day: 'numeric', month: 'short' });

/** "22:05" of a wall time "yyyy-mm-ddTHH:MM[:SS]" (the local time of the place), else ''. */
export const wallTime = (value: unknown): string => (typeof value === 'string' && /T\d{2}:\d{2}/.test(value) ? value.slice(11, 16) : '');

/** Whole days from a to b (calendar dates). */
export const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** Today's calendar date where the traveller is. */
export function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
