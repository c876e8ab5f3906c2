import { describe, expect, it } from 'vitest';
import { decodePnr } from '../src/index.ts';
import { keys } from './segment-keys.ts';

/*
 * A calendar digest (batch 64): each entry opens on its clock, the flight's number follows on that
 * line and its route with the landing clock on the next one; other entries (a car, a hotel) sit
 * between the flights under the same day headings.
 */

describe('batch 64: a calendar whose entries open on their clock', () => {
  const digest = [
    'Your trips this week',
    '',
    'THURSDAY, OCTOBER 8',
    '  6:40 AM     FLIGHT  United UA 1182',
    '              Denver (DEN) -> Chicago (ORD), arrives 10:12 AM',
    '              Seat 21C | Confirmation KX4PQL',
    '  11:30 AM    Rental car pickup - Hertz, ORD',
    '',
    'FRIDAY, OCTOBER 9',
    '  8:00 AM     Rental car return - Hertz, ORD',
    '  9:55 AM     FLIGHT  United UA 2211',
    '              Chicago (ORD) -> Newark (EWR), arrives 1:08 PM',
    '',
    'SATURDAY, OCTOBER 10',
    '  4:25 PM     FLIGHT  United UA 1537',
    '              Newark (EWR) -> Denver (DEN), arrives 6:31 PM',
    '              Check-in opens Fri 4:25 PM',
  ].join('\n');

  it('each flight takes the clock leading its own line and its own day heading', () => {
    expect(keys(digest, '2026-10-04')).toEqual([
      'UA1182 DEN-ORD 2026-10-08T06:40',
      'UA2211 ORD-EWR 2026-10-09T09:55',
      'UA1537 EWR-DEN 2026-10-10T16:25',
    ]);
  });

  it('a place on the next entry\'s clock line ("11:30 AM  Rental car pickup - Hertz, ORD") is no echo of the arrival', () => {
    const text = [
      'MONDAY, NOVEMBER 2',
      '  7:15 AM     FLIGHT  Delta DL 1402',
      '              Boston (BOS) -> Atlanta (ATL), arrives 10:20 AM',
      '  12:00 PM    Car pickup - National, ATL',
    ].join('\n');
    expect(keys(text, '2026-10-20')).toEqual(['DL1402 BOS-ATL 2026-11-02T07:15']);
  });
});

/*
 * Batch 74: a leg the notes say was cancelled, the cancel word first ("ANULADO tramo de vuelta ..."),
 * or in a note typed on its GDS row; and a connection quoted beside direct flights between the same
 * cities, none of them chosen.
 */
describe('batch 74: cancelled legs and quoted connections', () => {
  it('a cancel word naming the flight after it ("Cancelado o trecho de volta LA 4521") drops that leg', () => {
    const text = [
      '[03/03/2026 10:15] Paula R.',
      'Emitido pacote Fortaleza, LATAM:',
      '  LA 4520  GRU 07:10 → FOR 10:25   sáb 18/04',
      '  LA 4521  FOR 15:40 → GRU 19:05   sáb 25/04',
      '',
      '[06/03/2026 16:02] Paula R.',
      '  - Cancelado o trecho de volta LA 4521 de 25/04 (cliente volta de carro).',
      '  - Mantida a ida LA 4520.',
    ].join('\n');
    expect(keys(text, '2026-03-06')).toEqual(['LA4520 GRU-FOR 2026-04-18T07:10']);
  });

  it('a GDS row whose typed note says cancelled ("<<< cancelled by the traveller") is not held', () => {
    const text = [
      'Record DK4TPL - Smith/Anne',
      '  1  LH 401 K 12MAR 4 JFKFRA HK1  1745 0715+1',
      '  2  LH 400 K 26MAR 4 FRAJFK HK1  1055 1335   <<< CANCELLED today, she flies home from Rome',
      'Return from Rome booked separately with ITA.',
    ].join('\n');
    // Still listed for the agent to see, but holding no seat.
    expect(keys(text, '2026-02-20')).toEqual([
      'LH401 JFK-FRA 2026-03-12T17:45',
      'LH400 FRA-JFK 2026-03-26T10:55',
    ]);
    const held = decodePnr(text, { referenceDate: '2026-02-20' })
      .segments.filter((s) => s.held)
      .map((s) => `${s.airline}${s.flight}`);
    expect(held).toEqual(['LH401']);
  });

  it('a connection quoted beside a direct flight between the same cities is one of the options', () => {
    const text = [
      '10/02/2026 14:20 - Marta | Sol Viajes: Tu vuelo de mañana sigue igual: IB 3114 MAD 09:05 → LIS 09:20, vie 13/02',
      '10/02/2026 14:22 - Carlos Ruiz: Gracias! Y para Sevilla en mayo?',
      '10/02/2026 14:40 - Marta | Sol Viajes: Mira lo que encontré, por persona:',
      '',
      'Iberia',
      'mié 13/05 IB 1620 BCN 08:00 → SVQ 09:40',
      '95 €',
      '',
      'Vueling',
      'mié 13/05 VY 1002 BCN 07:15 → MAD 08:35 / VY 2214 MAD 10:10 → SVQ 11:20',
      '71 €',
      '',
      '10/02/2026 15:05 - Carlos Ruiz: Lo miro con calma y te digo',
    ].join('\n');
    expect(keys(text, '2026-02-10')).toEqual(['IB3114 MAD-LIS 2026-02-13T09:05']);
  });
});
