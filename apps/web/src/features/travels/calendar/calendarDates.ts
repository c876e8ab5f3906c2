import { HOME_WEEK_START, todayIn } from '@rumo/core';
import { agencyZone } from '../../../app/agencyZone.ts';

/**
 * Calendar arithmetic on plain "yyyy-mm-dd" strings, computed in UTC so the browser's zone and
 * daylight saving never move a day.
 */

export type CalendarView = 'week' | 'month';

const DAY_MS = 86_400_000;
const toMs = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`);
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (ymd: string, days: number): string => fromMs(toMs(ymd) + days * DAY_MS);
/** 0 = Sunday. */
export const weekdayOf = (ymd: string): number => new Date(toMs(ymd)).getUTCDay();

/** Today in the agency's zone (not the device's: a phone abroad still sees the agency's day). */
export function todayYmd(): string {
  return todayIn(agencyZone());
}

/** First day of the week (Sunday on the home calendar, spec 9) holding `ymd`. */
export function startOfWeek(ymd: string): string {
  return addDays(ymd, -((weekdayOf(ymd) - HOME_WEEK_START + 7) % 7));
}

export const startOfMonth = (ymd: string): string => `${ymd.slice(0, 7)}-01`;

export function addMonths(ymd: string, months: number): string {
  const date = new Date(toMs(startOfMonth(ymd)));
  date.setUTCMonth(date.getUTCMonth() + months);
  return fromMs(date.getTime());
}

export interface CalendarWindow {
  /** First and last visible day, both included: the start and end of the list query. */
  start: string;
  end: string;
  days: string[];
}

/** The visible days: one week, or the whole weeks that hold the month. */
export function calendarWindow(view: CalendarView, anchor: string): CalendarWindow {
  const start = startOfWeek(view === 'week' ? anchor : startOfMonth(anchor));
  let count = 7;
  if (view === 'month') {
    const lastOfMonth = addDays(addMonths(anchor, 1), -1);
    const end = addDays(startOfWeek(lastOfMonth), 6);
    count = Math.round((toMs(end) - toMs(start)) / DAY_MS) + 1;
  }
  const days = Array.from({ length: count }, (_, i) => addDays(start, i));
  return { start, end: days[days.length - 1]!, days };
}

export function shiftAnchor(view: CalendarView, anchor: string, step: -1 | 1): string {
  return view === 'week' ? addDays(anchor, 7 * step) : addMonths(anchor, step);
}

export const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

/** Weekday keys in the order of the calendar columns. */
export const weekdayColumns = (): WeekdayKey[] =>
  Array.from({ length: 7 }, (_, i) => WEEKDAY_KEYS[(HOME_WEEK_START + i) % 7]!);

/** A calendar date as a Date at UTC midnight, for Intl formatting with timeZone UTC. */
export const ymdToDate = (ymd: string): Date => new Date(toMs(ymd));
