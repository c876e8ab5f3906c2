import { describe, expect, it } from 'vitest';
import { addDays, addMonths, calendarWindow, shiftAnchor, startOfWeek, weekdayColumns, weekdayOf } from './calendarDates.ts';

describe('calendar dates', () => {
  it('adds days across months, leap years and the old Brazilian daylight-saving change', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    // 2018-11-04: clocks jumped in São Paulo; calendar days must not.
    expect(addDays('2018-11-03', 1)).toBe('2018-11-04');
    expect(addDays('2018-11-04', -1)).toBe('2018-11-03');
  });

  it('starts weeks on Sunday and months on their first day', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(startOfWeek('2026-11-25')).toBe('2026-11-22');
    expect(startOfWeek('2026-11-22')).toBe('2026-11-22');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-01');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-01');
    expect(weekdayColumns()).toEqual(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']);
  });

  it('shows the whole weeks that hold a month', () => {
    // February 2026 begins on a Sunday and ends on a Saturday: exactly four weeks.
    const february = calendarWindow('month', '2026-02-10');
    expect([february.start, february.end, february.days.length]).toEqual(['2026-02-01', '2026-02-28', 28]);
    const november = calendarWindow('month', '2026-11-24');
    expect([november.start, november.end, november.days.length]).toEqual(['2026-11-01', '2026-12-05', 35]);
    const week = calendarWindow('week', '2026-11-24');
    expect(week.days).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
  });

  it('moves a week or a month at a time', () => {
    expect(shiftAnchor('week', '2026-11-24', 1)).toBe('2026-12-01');
    expect(shiftAnchor('month', '2026-11-24', -1)).toBe('2026-10-01');
  });
});
