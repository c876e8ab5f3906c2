import { describe, expect, it } from 'vitest';
import { decodePnr } from '../src/index.ts';

const REF = { referenceDate: '2025-01-10' };

describe('airline e-mails', () => {
  it('reads a Portuguese confirmation with arrows and a section date', () => {
    const r = decodePnr(
      [
        'Sua reserva está confirmada!',
        'Código da reserva: QWE7RT',
        'Passageiro: Ana Beatriz Lima',
        'Ida — sexta-feira, 14 de março de 2025',
        'Voo LA 3456',
        'São Paulo (GRU) 08:15 → Lisboa (LIS) 21:40',
        'Operado por LATAM Airlines Brasil',
        'Volta — 28 de março de 2025',
        'Voo TP 83',
        'Lisboa (LIS) 23:50 → São Paulo (GRU) 06:35 (+1)',
      ].join('\n'),
      REF,
    );
    expect(r.format).toBe('email');
    expect(r.locator).toBe('QWE7RT');
    expect(r.passengers.map((p) => p.name)).toEqual(['ANA BEATRIZ LIMA']);
    expect(r.segments).toHaveLength(2);
    expect(r.segments[0]).toMatchObject({
      airline: 'LA',
      flight: '3456',
      from: 'GRU',
      to: 'LIS',
      date: '14MAR',
      dep: '0815',
      arr: '2140',
      arr_day_offset: 0,
      operated_by: 'LATAM Airlines Brasil',
    });
    expect(r.segments[0].departure).toBe('2025-03-14T08:15');
    expect(r.segments[0].duration_minutes).toBe(625);
    expect(r.segments[1]).toMatchObject({
      airline: 'TP',
      flight: '83',
      date: '28MAR',
      arr_day_offset: 1,
      arrival: '2025-03-29T06:35',
    });
  });

  it('reads a Spanish e-mail with a short month name', () => {
    const r = decodePnr(
      [
        'Vuelo AR1234 - 12 ene',
        'Buenos Aires (AEP) 07:00 - Córdoba (COR) 08:25',
        'Clase: Y',
        'Localizador: ZXCVBN',
      ].join('\n'),
      REF,
    );
    expect(r.segments[0]).toMatchObject({
      airline: 'AR',
      flight: '1234',
      class: 'Y',
      from: 'AEP',
      to: 'COR',
      date: '12JAN',
      dep: '0700',
      arr: '0825',
    });
    expect(r.segments[0].departure).toBe('2025-01-12T07:00');
    expect(r.locator).toBe('ZXCVBN');
  });

  it('reads an English e-mail with AM/PM times and +1', () => {
    const r = decodePnr(
      [
        'Flight UA 861  Mon, Mar 10, 2025',
        'San Francisco (SFO) 10:40 PM → São Paulo (GRU) 3:55 PM +1',
        'Aircraft: Boeing 787-9',
      ].join('\n'),
      REF,
    );
    expect(r.segments[0]).toMatchObject({
      from: 'SFO',
      to: 'GRU',
      dep: '2240',
      arr: '1555',
      arr_day_offset: 1,
      equipment: 'Boeing 787-9',
    });
  });

  it('reads a Portuguese e-mail with numeric dates and "h" times', () => {
    const r = decodePnr(
      [
        'Voo: G3 1234 — 05/04/2025',
        'Partida: Congonhas (CGH) 7h30 - Terminal 1',
        'Chegada: Santos Dumont (SDU) 8h35',
      ].join('\n'),
      REF,
    );
    expect(r.segments[0]).toMatchObject({
      airline: 'G3',
      flight: '1234',
      from: 'CGH',
      to: 'SDU',
      date: '05APR',
      dep: '0730',
      arr: '0835',
      terminal_dep: '1',
    });
  });

  it('reads a one-line itinerary without the word "flight"', () => {
    const r = decodePnr('Your trip: LA 3456 GRU 08:15 -> LIS 21:40 on 13/03/2025', REF);
    expect(r.segments[0]).toMatchObject({
      airline: 'LA',
      from: 'GRU',
      to: 'LIS',
      date: '13MAR',
      dep: '0815',
    });
  });

  it('leaves out an English itinerary whose only date reads both ways (10/03: 10 March or 3 October)', () => {
    expect(decodePnr('Your trip: LA 3456 GRU 08:15 -> LIS 21:40 on 10/03/2025', REF).segments).toEqual([]);
  });

  it('settles an English day-month order by the weekday printed with the date', () => {
    // 10 March 2025 is a Monday; 3 October 2025 a Friday.
    const r = decodePnr('Your trip: LA 3456 GRU 08:15 -> LIS 21:40 on Mon 10/03/2025', REF);
    expect(r.segments.map((s) => s.departure)).toEqual(['2025-03-10T08:15']);
  });

  it('ignores the duration when reading e-mail times', () => {
    const r = decodePnr(
      [
        'Vuelo IB 6830 - 3 de abril de 2025',
        'Madrid (MAD) 11:55 → Buenos Aires (EZE) 19:30',
        'Duración: 12h35',
      ].join('\n'),
      REF,
    );
    expect(r.segments[0]).toMatchObject({ dep: '1155', arr: '1930', arr_day_offset: 0 });
  });

  it('reads messy lower-case e-mail text', () => {
    const r = decodePnr('voo ad 4567   dia 2 de maio   campinas (vcp) 10:05 → recife (rec) 13:10', REF);
    expect(r.segments[0]).toMatchObject({
      airline: 'AD',
      flight: '4567',
      from: 'VCP',
      to: 'REC',
      date: '02MAY',
    });
  });
});
