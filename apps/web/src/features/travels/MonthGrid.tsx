import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { weekdayColumns } from './calendarDates.ts';
import { longDayWithYear } from './format.ts';
import { TravelCard } from './TravelCard.tsx';
import type { TravelRow } from './useTravels.ts';
import { useLocale } from './useLocale.ts';
import classes from './calendar.module.css';

export interface CalendarGridProps {
  days: string[];
  byDay: Map<string, TravelRow[]>;
  today: string;
  /** "yyyy-mm" of the month shown; other days are dimmed. */
  month?: string;
  label: string;
}

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
export function DayCell({ day, trips, today, outside, tall }: { day: string; trips: TravelRow[]; today: string; outside?: boolean; tall?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const isToday = day === today;
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
      {trips.map((travel) => (
        <TravelCard key={travel.id} travel={travel} />
      ))}
    </li>
  );
}

/** Month view: whole weeks, Sunday to Saturday, built with a CSS grid. */
export function MonthGrid({ days, byDay, today, month, label }: CalendarGridProps) {
  return (
    <div>
      <WeekdayHeader />
      <ol className={classes.grid} aria-label={label}>
        {days.map((day) => (
          <DayCell key={day} day={day} trips={byDay.get(day) ?? []} today={today} outside={Boolean(month) && !day.startsWith(month!)} />
        ))}
      </ol>
    </div>
  );
}
