import { describe, expect, it } from 'vitest';
import { timeZoneGroups, timeZoneLabel } from './TimeZoneSelect.tsx';
import { agencyZone, setAgencyZone } from '../app/agencyZone.ts';
import { dateBR, instantDateTime, tripDate } from '../features/travels/format.ts';
import { todayYmd } from '../features/travels/calendar/calendarDates.ts';

describe('agency time zone', () => {
  const now = new Date('2026-03-10T15:00:00Z');

  it('lists the Brazilian zones first, then every other zone once', () => {
    const { brazil, others } = timeZoneGroups(now);
    expect(brazil.map((item) => item.value)).toContain('America/Manaus');
    expect(brazil[0]).toEqual({ value: 'America/Rio_Branco', label: 'Rio Branco (America) · UTC-05:00' });
    expect(others.some((item) => item.value === 'America/Manaus')).toBe(false);
    expect(others.some((item) => item.value === 'Europe/Lisbon')).toBe(true);
    expect(timeZoneLabel('America/Noronha', now)).toBe('Noronha (America) · UTC-02:00');
  });

  it('reads trip and task instants in the agency zone, São Paulo for an unknown one', () => {
    // 03:30 UTC on the 11th: still the 10th at 23:30 in Manaus, already 01:30 in Noronha.
    const instant = '2026-03-11T03:30:00.000Z';
    setAgencyZone('America/Manaus');
    expect([tripDate(instant), instantDateTime(instant), dateBR(instant)]).toEqual(['2026-03-10', '10/03/2026 23:30', '10/03/2026']);
    setAgencyZone('America/Rio_Branco');
    expect(instantDateTime(instant)).toBe('10/03/2026 22:30');
    setAgencyZone('America/Noronha');
    expect(instantDateTime(instant)).toBe('11/03/2026 01:30');
    setAgencyZone('Not/A_Zone');
    expect(agencyZone()).toBe('America/Sao_Paulo');
    expect(instantDateTime(instant)).toBe('11/03/2026 00:30');
    expect(todayYmd()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
