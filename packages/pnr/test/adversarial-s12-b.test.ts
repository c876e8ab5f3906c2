import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong segments of corpus batch 62 (boarding passes copied from a phone's wallet,
 * airline text messages), each in a text of its own.
 */

describe('batch 62: boarding passes and day-of-travel messages', () => {
  it("a gate under a pass's GATE column ('B14') is no flight B1 4, and the time beside it boards", () => {
    const text = [
      'Note added Tue 3/3/2026 5:10 AM - forwarding the pass Renata saved in her phone.',
      '',
      'DELTA AIR LINES',
      'ATL  →  BOS',
      'Atlanta   Boston',
      'GATE        BOARDING    ZONE    SEAT',
      'B14         7:25 AM     3       18C',
      'PASSENGER',
      'RENATA VIEIRA',
      'FLIGHT        DEPARTS     CLASS',
      'DL 1208       8:05 AM     Main',
      'Mar 3, 2026',
    ].join('\n');
    expect(keys(text, '2026-03-02')).toEqual(['DL1208 ATL-BOS 2026-03-03T08:05']);
  });

  it("a pass's route heads its number below the boarding row, the flight's one-row grid of fields reading on", () => {
    const text = [
      'Boarding pass, copied from the app:',
      'LATAM',
      'GRU  →  SSA',
      'Guarulhos   Salvador',
      'GATE        BOARDING    GROUP   SEAT',
      '14          05:35       2       21C',
      'PASSENGER',
      'PEDRO ALVES',
      'FLIGHT        DATE        DEPARTURE     CABIN',
      'LA 3348       Mar 12      06:15         Economy',
    ].join('\n');
    expect(keys(text, '2026-03-11')).toEqual(['LA3348 GRU-SSA 2026-03-12T06:15']);
  });

  it("a flight leaving from where a route ends is the way back, no second leg making the route a journey's", () => {
    const text = [
      'Trip summary for Ana Lopes',
      'GRU → LIS',
      'Flight TP 88',
      'Departs 12 Mar 2026 21:40',
      'Arrives 13 Mar 2026 11:35',
      '',
      'Return already booked: TP 87, Sun 22 Mar, LIS 11:35 to GRU 18:20.',
    ].join('\n');
    expect(keys(text, '2026-03-01')).toEqual([
      'TP88 GRU-LIS 2026-03-12T21:40',
      'TP87 LIS-GRU 2026-03-22T11:35',
    ]);
  });

  it("a gate after its label ('Gate B14') is no flight either", () => {
    const text = ['Pass for Mar 3, 2026', 'ATL to BOS', 'Gate B14   Boarding 7:25 AM'].join('\n');
    expect(keys(text, '2026-03-02')).toEqual([]);
  });

  it("a day said from the writing ('tomorrow') on a line naming an earlier flight again is no one's day", () => {
    const text = [
      'Your trip',
      'IB 6824  Mon 9 Mar 2026  GRU 18:05 → MAD 09:50 +1',
      '',
      'Connecting flight',
      'Tuesday 10 March 2026',
      'IB 3166',
      'Madrid (MAD)   Depart 11:30',
      'Porto (OPO)    Arrive 11:55',
      '',
      'Reminder: check-in for IB 6824 opens 24 hours before departure (from 18:05 tomorrow).',
    ].join('\n');
    expect(keys(text, '2026-03-08')).toEqual([
      'IB6824 GRU-MAD 2026-03-09T18:05',
      'IB3166 MAD-OPO 2026-03-10T11:30',
    ]);
  });

  it("a route's end joined by an arrow or a bare dash is a place though the sentence goes on after it", () => {
    const text = [
      'Hola Camila, te confirmo el vuelo de mañana:',
      'AV 8413 Cali → Cartagena sáb 14 mar 7:40 a. m.',
    ].join('\n');
    expect(keys(text, '2026-03-13')).toEqual(['AV8413 CLO-CTG 2026-03-14T07:40']);
  });

  it("the airport of a minimum connecting time is a stop, not a third place on the flight's line", () => {
    const text =
      '>> SWISS 14OCT 15:50: Your connection: LX1486 Zurich-Prague on 15OCT dep 13:05, arr 14:20, seat 5A. ' +
      'Minimum connecting time in Zurich: 40 min.';
    expect(keys(text, '2026-10-14')).toEqual(['LX1486 ZRH-PRG 2026-10-15T13:05']);
  });

  it("an offer's sentence ('veja outras opções no app') sets aside the rest of its chat message, not the next one", () => {
    const text = [
      '[12/05/2026 09:02] Marcos Lima: Recebi isso da LATAM:',
      'LA 3102 | 20/05 | GRU 07:05 → POA 08:40',
      'Se preferir, veja outras opções no app.',
      '[12/05/2026 09:03] Marcos Lima: E a volta:',
      'LA 3115 | 24/05 | POA 19:10 → GRU 20:45',
    ].join('\n');
    expect(keys(text, '2026-05-12')).toEqual([
      'LA3102 GRU-POA 2026-05-20T07:05',
      'LA3115 POA-GRU 2026-05-24T19:10',
    ]);
  });

  it("a designator under a column heading the reader does not know ('FLIGHT NUMBER') stays a flight", () => {
    const text = [
      'Your itinerary',
      'FLIGHT NUMBER    DATE       FROM    TO      DEPARTS',
      'LA 3300          12MAR      GRU     SDU     07:05',
    ].join('\n');
    expect(keys(text, '2026-03-01')).toEqual(['LA3300 GRU-SDU 2026-03-12T07:05']);
  });
});
