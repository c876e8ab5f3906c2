import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  brazilianHolidays,
  dateInZone,
  easterSunday,
  isBusinessDay,
} from '../src/lib/business-days.ts';

describe('business days (Brazil)', () => {
  it('computes Easter Sunday for known years', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2019)).toBe('2019-04-21');
  });

  it('lists the national holidays with the Easter-based ones', () => {
    const days = brazilianHolidays(2026);
    expect([...days.keys()].sort()).toEqual([
      '2026-01-01',
      '2026-02-16', // Carnaval Monday
      '2026-02-17', // Carnaval Tuesday
      '2026-04-03', // Sexta-feira Santa
      '2026-04-21',
      '2026-05-01',
      '2026-06-04', // Corpus Christi
      '2026-09-07',
      '2026-10-12',
      '2026-11-02',
      '2026-11-15',
      '2026-11-20',
      '2026-12-25',
    ]);
    expect(brazilianHolidays(2023).has('2023-11-20')).toBe(false); // national only since 2024
  });

  it('skips weekends and holidays', () => {
    expect(isBusinessDay('2026-03-06')).toBe(true); // Friday
    expect(isBusinessDay('2026-03-07')).toBe(false); // Saturday
    expect(isBusinessDay('2026-04-03')).toBe(false); // Good Friday
    expect(addBusinessDays('2026-03-06', 1)).toBe('2026-03-09');
    expect(addBusinessDays('2026-04-02', 1)).toBe('2026-04-06'); // Thursday -> Monday over Good Friday
    expect(addBusinessDays('2026-02-13', 1)).toBe('2026-02-18'); // Friday -> Ash Wednesday over Carnaval
    expect(addBusinessDays('2026-03-06', 0)).toBe('2026-03-06');
  });

  it('counts 30 business days over a holiday', () => {
    // 2026-04-01 (Wed) + 30 business days: April has Good Friday (3) and Tiradentes (21), May 1 is a Friday.
    expect(addBusinessDays('2026-04-01', 30)).toBe('2026-05-18');
    // without holidays it would be 2026-05-13
    expect(addBusinessDays('2026-07-01', 30)).toBe('2026-08-12');
  });

  it('takes the calendar date in the agency time zone', () => {
    expect(dateInZone(new Date('2026-03-07T02:00:00Z'), 'America/Sao_Paulo')).toBe('2026-03-06');
  });
});
