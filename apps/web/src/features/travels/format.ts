import { formatDateBR, toTripZone, type Locale } from '@rumo/core';
import { HTML_LANG } from '../../app/locale.ts';
import { ymdToDate } from './calendar/calendarDates.ts';
import { agencyZone } from '../../app/agencyZone.ts';

/** Display helpers of the travels screens; instants of trips are read in the agency's zone. */

export const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();

export const initials = (person: { first_name: string; last_name: string }) =>
  `${person.first_name.charAt(0)}${person.last_name.charAt(0)}`.toUpperCase();

/** The calendar date of an instant in the agency's zone. */
export const tripDate = (instant: string): string => toTripZone(instant, agencyZone()).date;

/** "2026-03-12T22:05:00" (local wall time) → "22:05". */
export const wallTime = (local: string | null | undefined): string => (local ? local.slice(11, 16) : '');

/** "dd/mm/yyyy" of a date or instant. */
export const dateBR = (value: string | null | undefined): string => formatDateBR(value ?? null, agencyZone());

/** "dd/mm/yyyy HH:MM" of a local wall time "yyyy-mm-ddTHH:MM:SS". */
export function wallDateTime(local: string | null | undefined): string {
  if (!local) return '';
  return `${formatDateBR(local.slice(0, 10))} ${wallTime(local)}`;
}

/** "dd/mm/yyyy HH:MM" of an instant, in the agency's zone. */
export function instantDateTime(instant: string | null | undefined): string {
  if (!instant) return '';
  const { date, time } = toTripZone(instant, agencyZone());
  return `${formatDateBR(date)} ${time.slice(0, 5)}`;
}

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}${JSON.stringify(options)}`;
  let found = cache.get(key);
  if (!found) cache.set(key, (found = new Intl.DateTimeFormat(HTML_LANG[locale], { ...options, timeZone: 'UTC' })));
  return found;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Quinta-feira, 12 de março" */
export const longDay = (ymd: string, locale: Locale) =>
  capitalise(formatter(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(ymdToDate(ymd)));

/** "Quinta-feira, 12 de março de 2026" */
export const longDayWithYear = (ymd: string, locale: Locale) =>
  capitalise(formatter(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(ymdToDate(ymd)));

/** "Março de 2026" */
export const monthTitle = (ymd: string, locale: Locale) =>
  capitalise(formatter(locale, { month: 'long', year: 'numeric' }).format(ymdToDate(ymd)));

/** "8 – 14 de mar. de 2026" */
export const rangeTitle = (start: string, end: string, locale: Locale) =>
  formatter(locale, { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(ymdToDate(start), ymdToDate(end));
