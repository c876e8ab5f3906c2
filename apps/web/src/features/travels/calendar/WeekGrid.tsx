import { DayCell, WeekdayHeader, type CalendarGridProps } from './MonthGrid.tsx';
import classes from './calendar.module.css';

/** Week view: seven tall columns, Sunday to Saturday. */
export function WeekGrid({ days, byDay, today, label }: CalendarGridProps) {
  return (
    <div>
      <WeekdayHeader />
      <ol className={classes.grid} aria-label={label}>
        {days.map((day) => (
          <DayCell key={day} day={day} trips={byDay.get(day) ?? []} today={today} tall />
        ))}
      </ol>
    </div>
  );
}
