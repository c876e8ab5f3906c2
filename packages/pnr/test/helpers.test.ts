import { describe, expect, it } from 'vitest';
import { decodePnr, inferYear, lookupAirline, lookupAirport, statusMeaning } from '../src/index.ts';

describe('helpers', () => {
  it('infers the year as the next occurrence after the reference date', () => {
    expect(inferYear(10, 3, '2025-01-10')).toBe(2025);
    expect(inferYear(5, 1, '2025-11-20')).toBe(2026);
  });

  it('keeps a recent past date in the same year (tolerance of a few months)', () => {
    expect(inferYear(1, 12, '2025-01-15')).toBe(2024);
    expect(inferYear(1, 6, '2025-08-01')).toBe(2025);
  });

  it('finds the next 29 February', () => {
    expect(inferYear(29, 2, '2025-01-10')).toBe(2028);
    expect(inferYear(31, 4, '2025-01-10')).toBeNull();
  });

  it('gives status meanings in three languages', () => {
    expect(statusMeaning('HK')).toEqual({ pt: 'Confirmado', es: 'Confirmado', en: 'Confirmed' });
    expect(statusMeaning('tk1')?.en).toBe('Confirmed with schedule change');
    for (const code of ['HL', 'UN', 'UC', 'KK', 'GK', 'HX', 'NO', 'SS', 'RR', 'TL', 'WK'])
      expect(statusMeaning(code)).not.toBeNull();
    expect(statusMeaning('ZZ')).toBeNull();
  });

  it('looks up airlines and airports, including metro codes', () => {
    expect(lookupAirline('tp')?.name).toMatch(/TAP/);
    expect(lookupAirline('??')).toBeNull();
    expect(lookupAirport('GRU')).toMatchObject({
      code: 'GRU',
      city: 'São Paulo',
      country: 'BR',
      tz: 'America/Sao_Paulo',
    });
    expect(lookupAirport('SAO')?.city).toBe('São Paulo');
    expect(lookupAirport('NYC')?.tz).toBe('America/New_York');
    expect(lookupAirport('toString')).toBeNull();
  });

  it('fills names, cities and the duration across time zones', () => {
    const r = decodePnr(' 1 TP 188Y 10MAR 1 LISGRU HK1  1045  1810', { referenceDate: '2025-01-10' });
    const s = r.segments[0];
    expect(s).toMatchObject({
      airline_name: expect.stringMatching(/TAP/),
      from_city: 'Lisbon',
      to_city: 'São Paulo',
    });
    // 10:45 in Lisbon (UTC+0) to 18:10 in São Paulo (UTC-3) is 10 h 25 min.
    expect(s.duration_minutes).toBe(625);
  });

  it('moves a January segment after a December one into the next year', () => {
    const r = decodePnr(
      [
        ' 1 LA8064Y 20DEC 6 GRUMIA HK1  2300  0600  21DEC',
        ' 2 LA8065Y 05JAN 1 MIAGRU HK1  2100  0830  06JAN',
      ].join('\n'),
      { referenceDate: '2025-12-01' },
    );
    expect(r.segments.map((s) => s.departure)).toEqual(['2025-12-20T23:00', '2026-01-05T21:00']);
  });
});
