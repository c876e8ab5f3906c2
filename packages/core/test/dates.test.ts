import { describe, expect, it } from 'vitest';
import {
  checklistDeadline,
  formatDateBR,
  formatScheduledTo,
  parseFlexibleDate,
  parseScheduledTo,
  taskScheduledTo,
  toTripZone,
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

describe('trip dates in the agency zone', () => {
  // A task at 23:30 on 10/03/2026 and a trip day, read by agencies in four Brazilian zones.
  const cases = [
    { zone: 'America/Sao_Paulo', offset: '-03:00', taskUtc: '2026-03-11T02:30:00.000Z' },
    { zone: 'America/Manaus', offset: '-04:00', taskUtc: '2026-03-11T03:30:00.000Z' },
    { zone: 'America/Rio_Branco', offset: '-05:00', taskUtc: '2026-03-11T04:30:00.000Z' },
    { zone: 'America/Noronha', offset: '-02:00', taskUtc: '2026-03-11T01:30:00.000Z' },
  ];

  it.each(cases)('writes and reads trip days and task times in $zone', ({ zone, offset, taskUtc }) => {
    expect(tripDateToApi('2026-03-10', zone)).toBe(`2026-03-10T12:00:00${offset}`);
    expect(parseScheduledTo('10/03/2026 23:30:00', zone)).toBe(taskUtc);
    expect(formatScheduledTo(taskUtc, zone)).toBe('10/03/2026 23:30:00');
    expect(toTripZone(taskUtc, zone)).toEqual({ date: '2026-03-10', time: '23:30:00' });
    expect(formatDateBR(taskUtc, zone)).toBe('10/03/2026');
    expect(tripDays(tripDateToApi('2026-03-10', zone), tripDateToApi('2026-03-12', zone), zone)).toBe(3);
  });

  it('keeps the old default: São Paulo without a zone argument', () => {
    expect(tripDateToApi('2026-03-10')).toBe('2026-03-10T12:00:00-03:00');
    expect(formatScheduledTo('2026-03-11T02:30:00.000Z')).toBe('10/03/2026 23:30:00');
  });

  it('reads São Paulo in the daylight-saving years at -02:00', () => {
    expect(tripDateToApi('2018-12-01')).toBe('2018-12-01T12:00:00-02:00');
    expect(parseScheduledTo('01/12/2018 23:30:00')).toBe('2018-12-02T01:30:00.000Z');
    expect(formatScheduledTo('2018-12-02T01:30:00.000Z')).toBe('01/12/2018 23:30:00');
    // The fixed -03:00 of before would have put this task on the 1st at 22:30.
  });
});
