import { describe, expect, it } from 'vitest';
import { decodePnr } from '../src/index.ts';

/*
 * Patterns behind wrong segments found in the eleventh session (tune batches 30-34 left over, and
 * batches 37-44 on arrival), each in a text of its own.
 */

const keys = (text: string, referenceDate: string) =>
  decodePnr(text, { referenceDate }).segments.map((s) => `${s.airline}${s.flight} ${s.from}-${s.to} ${s.departure}`);

describe('eleventh session: readings that must not become segments', () => {
  it('"DOB 14 Apr 1986" on a traveller line is a date of birth, not the airport of that code', () => {
    const text = [
      'RETURN FLIGHT · Sun 19 Oct 2025',
      'Porto OPO · 07:00',
      '  TAP Air Portugal TP1951 · Economy · 55m',
      'Lisbon LIS · 07:55',
      '  Layover 2h 35m in Lisbon',
      'Lisbon LIS · 10:30',
      '  TAP Air Portugal TP101 · Economy · 10h 00m',
      'São Paulo GRU · 16:30',
      '',
      'All times are local.',
      '',
      'Travellers',
      'Rafael Prado · Adult · DOB 14 Apr 1986 · Passport FX482019 (exp. 03 Feb 2031)',
    ].join('\n');
    expect(keys(text, '2025-08-09').filter((k) => k.includes('DOB'))).toEqual([]);
  });

  it('a place line printed twice with its clock ("CUN Cancún  18:05") is no chat author: its clock is the flight\'s', () => {
    const text = [
      'Ida - 02 OUT 2025 (quinta-feira)',
      '  Copa Airlines · CM 150',
      '  PTY Cidade do Panamá, Tocumen   15:48',
      '  CUN Cancún                      18:05',
      '',
      'Volta - 12 OUT 2025 (domingo)',
      '  Copa Airlines · CM 151',
      '  CUN Cancún                      12:40',
      '  PTY Cidade do Panamá, Tocumen   14:58',
    ].join('\n');
    expect(keys(text, '2025-07-14')).toEqual(['CM150 PTY-CUN 2025-10-02T15:48', 'CM151 CUN-PTY 2025-10-12T12:40']);
  });
});
