import { describe, expect, it } from 'vitest';
import { addDays, isTimeZone, offsetText, timeZoneOr, todayIn, zonedInstant, zonedMidnight, zoneOffsetMinutes, zonedParts } from './time.ts';

describe('time in the agency zone', () => {
  const noonUtc = new Date('2026-03-10T15:00:00Z');

  it.each([
    ['America/Sao_Paulo', -180, '12:00:00'],
    ['America/Manaus', -240, '11:00:00'],
    ['America/Rio_Branco', -300, '10:00:00'],
    ['America/Noronha', -120, '13:00:00'],
  ])('reads %s at its own offset', (zone, offset, time) => {
    expect(zoneOffsetMinutes(noonUtc, zone)).toBe(offset);
    expect(zonedParts(noonUtc, zone)).toEqual({ date: '2026-03-10', time });
    expect(zonedInstant('2026-03-10', time, zone).toISOString()).toBe(noonUtc.toISOString());
  });

  it('a late evening in Rio Branco is already tomorrow in UTC but today on the agency calendar', () => {
    const instant = zonedInstant('2026-03-10', '22:30', 'America/Rio_Branco');
    expect(instant.toISOString()).toBe('2026-03-11T03:30:00.000Z');
    expect(todayIn('America/Rio_Branco', instant)).toBe('2026-03-10');
    expect(todayIn('America/Noronha', instant)).toBe('2026-03-11');
  });

  it('follows the years Brazil had daylight saving (summer 2018/19 at -02:00 in São Paulo)', () => {
    expect(zoneOffsetMinutes('2019-01-15T15:00:00Z', 'America/Sao_Paulo')).toBe(-120);
    expect(zonedInstant('2019-01-15', '12:00', 'America/Sao_Paulo').toISOString()).toBe('2019-01-15T14:00:00.000Z');
    // Manaus never had it
    expect(zoneOffsetMinutes('2019-01-15T15:00:00Z', 'America/Manaus')).toBe(-240);
  });

  it('a clock time skipped by the jump forward resolves after the jump; midnight that night is 01:00', () => {
    // 2018-11-04: São Paulo went from 00:00 straight to 01:00
    expect(zonedInstant('2018-11-04', '00:30', 'America/Sao_Paulo').toISOString()).toBe('2018-11-04T03:30:00.000Z');
    expect(zonedParts(zonedMidnight('2018-11-04', 'America/Sao_Paulo'), 'America/Sao_Paulo')).toEqual({
      date: '2018-11-04',
      time: '01:00:00',
    });
  });

  it('a repeated hour at the end of daylight saving takes its first occurrence', () => {
    // 2019-02-17 00:00 -02:00 went back to 2019-02-16 23:00 -03:00: 23:30 on the 16th happened twice
    expect(zonedInstant('2019-02-16', '23:30', 'America/Sao_Paulo').toISOString()).toBe('2019-02-17T01:30:00.000Z');
  });

  it('validates zones and falls back to São Paulo', () => {
    expect(isTimeZone('America/Manaus')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(timeZoneOr('nope')).toBe('America/Sao_Paulo');
    expect(timeZoneOr(null)).toBe('America/Sao_Paulo');
  });

  it('adds calendar days across month and year ends and writes offsets', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(offsetText(-180)).toBe('-03:00');
    expect(offsetText(330)).toBe('+05:30');
  });
});
