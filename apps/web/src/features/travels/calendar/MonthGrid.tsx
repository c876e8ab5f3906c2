import { useLayoutEffect } from 'react';
import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { weekdayColumns } from './calendarDates.ts';
import { longDayWithYear } from '../format.ts';
import { DayOverflow } from './DayOverflow.tsx';
import { TravelCard } from '../list/TravelCard.tsx';
import type { TravelRow } from '../useTravels.ts';
import { useLocale } from '../useLocale.ts';
import classes from './calendar.module.css';

export interface CalendarGridProps {
  days: string[];
  byDay: Map<string, TravelRow[]>;
  today: string;
  /** "yyyy-mm" of the month shown; other days are dimmed. */
  month?: string;
  label: string;
}

/** Trip cards a month cell shows before the rest goes behind its '+N'. */
export const MONTH_CELL_TRIPS = 3;

const MONTH_RENDER_START = 'rumo:month-render-start';
/** Performance measure of each month grid render (render through DOM commit). */
export const MONTH_RENDER = 'rumo:month-render';

/** The weekday header row, Sunday first (Dom … Sáb). Each cell also names its own date. */
export function WeekdayHeader() {
  const { t } = useTranslation();
  return (
    <div className={classes.weekdays} aria-hidden="true">
      {weekdayColumns().map((key) => (
        <div key={key} className={classes.weekday}>
          {t(`travels.calendar.weekdays.${key}`)}
        </div>
      ))}
    </div>
  );
}

/** One day: its number (today highlighted), the date for screen readers and its trips. */
export function DayCell({
  day,
  trips,
  today,
  outside,
  tall,
  limit,
}: {
  day: string;
  trips: TravelRow[];
  today: string;
  outside?: boolean;
  tall?: boolean;
  /** Cards shown before a '+N' button; all when absent. */
  limit?: number;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const isToday = day === today;
  const shown = limit !== undefined && trips.length > limit ? limit : undefined;
  return (
    <li
      className={`${classes.cell} ${tall ? classes.weekCell : ''}`}
      data-today={isToday || undefined}
      data-outside={outside || undefined}
      aria-current={isToday ? 'date' : undefined}
    >
      <div className={classes.weekHead}>
        <span className={classes.dayNumber} aria-hidden="true">
          {Number(day.slice(8))}
        </span>
        {isToday ? (
          <Badge size="xs" variant="light" c="rumo.9" aria-hidden="true">
            {t('travels.calendar.todayMark')}
          </Badge>
        ) : null}
        <VisuallyHidden>
          {longDayWithYear(day, locale)}
          {isToday ? ` (${t('travels.calendar.todayMark')})` : ''}
          {`: ${trips.length ? t('travels.calendar.dayTrips', { count: trips.length }) : t('travels.calendar.noTrips')}`}
        </VisuallyHidden>
      </div>
      {(shown ? trips.slice(0, shown) : trips).map((travel) => (
        <TravelCard key={travel.id} travel={travel} />
      ))}
      {shown ? <DayOverflow day={day} trips={trips.slice(shown)} /> : null}
    </li>
  );
}

/** Month view: whole weeks, Sunday to Saturday, built with a CSS grid. */
export function MonthGrid({ days, byDay, today, month, label }: CalendarGridProps) {
  // render to DOM commit of the grid, read by the browser test at scale
  performance.mark(MONTH_RENDER_START);
  useLayoutEffect(() => {
    performance.measure(MONTH_RENDER, MONTH_RENDER_START);
  });
  return (
    <div>
      <WeekdayHeader />
      <ol className={classes.grid} aria-label={label}>
        {days.map((day) => (
          <DayCell
            key={day}
            day={day}
            trips={byDay.get(day) ?? []}
            today={today}
            outside={Boolean(month) && !day.startsWith(month!)}
            limit={MONTH_CELL_TRIPS}
          />
        ))}
      </ol>
    </div>
  );
}
