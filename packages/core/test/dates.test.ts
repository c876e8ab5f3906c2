import { describe, expect, it } from 'vitest';
import {
  checklistDeadline,
  formatDateBR,
  formatScheduledTo,
  parseFlexibleDate,
  parseScheduledTo,
  taskScheduledTo,
  tripDateToApi,
  tripDays,
  truncate,
} from '../src/dates.ts';

describe('dates', () => {
  it('accepts dd/mm/yyyy, yyyy-mm-dd or a date value', () => {
    expect(parseFlexibleDate('25/12/2026')).toBe('2026-12-25');
    expect(parseFlexibleDate('2026-12-25')).toBe('2026-12-25');
    expect(parseFlexibleDate(new Date(2026, 11, 25))).toBe('2026-12-25');
  });

  it('rejects impossible and malformed dates', () => {
    expect(parseFlexibleDate('31/02/2026')).toBeNull();
    expect(parseFlexibleDate('29/02/2027')).toBeNull();
    expect(parseFlexibleDate('29/02/2028')).toBe('2028-02-29');
    expect(parseFlexibleDate('2026/12/25')).toBeNull();
    expect(parseFlexibleDate('ontem')).toBeNull();
    expect(parseFlexibleDate(new Date('x'))).toBeNull();
  });

  it('sends going and back at 12:00:00 -03:00', () => {
    expect(tripDateToApi('2026-12-01')).toBe('2026-12-01T12:00:00-03:00');
  });

  it('shows instants as the calendar day in the trip zone', () => {
    expect(formatDateBR('2026-12-01T12:00:00-03:00')).toBe('01/12/2026');
    // 01:00 UTC on the 2nd is still the 1st at -03:00
    expect(formatDateBR('2026-12-02T01:00:00Z')).toBe('01/12/2026');
    expect(formatDateBR('2026-12-01')).toBe('01/12/2026');
  });

  it('counts trip days including both ends', () => {
    expect(tripDays('2026-12-01T12:00:00-03:00', '2026-12-10T12:00:00-03:00')).toBe(10);
    expect(tripDays('2026-12-01T12:00:00-03:00', '2026-12-01T12:00:00-03:00')).toBe(1);
  });

  it('builds scheduled_to as date, a space, time and :00', () => {
    expect(taskScheduledTo('05/01/2027', '09:30')).toBe('05/01/2027 09:30:00');
  });

  it('schedules standard checklist tasks at 23:59:00 on the chosen date', () => {
    expect(checklistDeadline('2027-01-05')).toBe('05/01/2027 23:59:00');
    expect(checklistDeadline('05/01/2027')).toBe('05/01/2027 23:59:00');
    expect(checklistDeadline('5/1/27')).toBeNull();
  });

  it('reads scheduled_to in the trip zone and writes it back the same', () => {
    const iso = parseScheduledTo('05/01/2027 23:59:00');
    expect(iso).toBe('2027-01-06T02:59:00.000Z');
    expect(formatScheduledTo(iso!)).toBe('05/01/2027 23:59:00');
    expect(parseScheduledTo('32/01/2027 10:00:00')).toBeNull();
    expect(parseScheduledTo('05/01/2027 24:00:00')).toBeNull();
  });

  it('truncates trip names in the task table to 15 characters', () => {
    expect(truncate('Lua de mel em Paris e Roma', 15)).toBe('Lua de mel em P…');
    expect(truncate('Curta', 15)).toBe('Curta');
  });
});
