import { describe, expect, it } from 'vitest';
import { decodePnr } from '../src/index.ts';

/*
 * Layouts from batches 26 and 31 (notes and e-mails full of things that look like flights but are
 * not: status notices, statements, offers, transfers; Spanish airline and agency mails): each case
 * says what a careful reader takes from the text, and an empty list where the text does not say.
 */

const REF = { referenceDate: '2025-09-01' };
const keys = (text: string, ref = REF) =>
  decodePnr(text, ref).segments.map((s) => [s.airline, s.flight, s.from, s.to, s.departure].join('|'));

describe('things that look like flights but are not (batches 26 and 31)', () => {
  it('reads "(arr Tue 14/10 07:05)" after a route as the landing, not the departure', () => {
    const got = keys(
      [
        'Trip sheet v2',
        'Date\tTime\tType\tDetails',
        'Mon 13/10\t22:40\tFlight\tLA 8084 GRU → MAD (arr Tue 14/10 14:05)\tconfirmed',
        'Fri 17/10\t09:15\tFlight\tLA 8085 MAD → GRU (arr 16:30)\tconfirmed',
      ].join('\n'),
    );
    expect(got).toEqual(['LA|8084|GRU|MAD|2025-10-13T22:40', 'LA|8085|MAD|GRU|2025-10-17T09:15']);
  });

  it('a flight named again on a transfer line times the driver: it is no flight from the transfer’s places', () => {
    const got = keys(
      [
        'Tue 14/10/2025  21:30  Flight  LA 8084 GRU → MAD (arr 13:05 +1)',
        'Wed 15/10/2025  14:30  Transfer  MAD T4 → Hotel in Valencia (VLC office), driver tracks LA 8084',
      ].join('\n'),
    );
    expect(got).toEqual(['LA|8084|GRU|MAD|2025-10-14T21:30']);
  });

  it('a day printed after a next-day arrival’s "+1" is the landing day: the flight left the day before', () => {
    const got = keys(
      [
        'Notas del viaje (2025)',
        '* Vuelo de ida — UX 25 — MAD 23:40 → EZE 08:10 (+1, mar 11/11) — confirmado',
        '* Vuelo de vuelta — UX 42 — EZE 13:15 (sáb 22/11) → MAD 06:05 (+1, dom 23/11) — confirmado',
      ].join('\n'),
    );
    expect(got).toEqual(['UX|25|MAD|EZE|2025-11-10T23:40', 'UX|42|EZE|MAD|2025-11-22T13:15']);
  });

  it('when a sheet was last updated is no flight’s day or clock', () => {
    const got = keys(
      [
        'VUELOS GRUPO\t\tActualizado: 19/01/2026 18:05 por Itzel',
        'TRAMO\tCIA\tVUELO\tFECHA\tSALE',
        'GRU-MEX\tAM\t15\t03MAR\t23.50',
      ].join('\n'),
      { referenceDate: '2026-01-20' },
    );
    expect(got).toEqual([]);
  });

  it('a code before a dash and digits names an aircraft or a reference ("CRJ-1000"), not an airport', () => {
    const got = keys(
      [
        'IDA · lunes, 9 de marzo de 2026',
        '',
        '  08:10  Madrid (MAD) T4',
        '  09:25  Bilbao (BIO)',
        '         IB0432 · Operado por Air Nostrum · CRJ-1000 · Turista',
        '',
        'VUELTA · viernes, 13 de marzo de 2026',
        '',
        '  19:05  Bilbao (BIO)',
        '  20:15  Madrid (MAD) T4',
        '         IB0437 · Iberia · A320 · Turista',
      ].join('\n'),
      { referenceDate: '2026-01-20' },
    );
    expect(got).toEqual(['IB|432|MAD|BIO|2026-03-09T08:10', 'IB|437|BIO|MAD|2026-03-13T19:05']);
  });

  it('a flight-tracking notice is the status of a flight someone follows, not a booking, up to the next message', () => {
    const got = keys(
      [
        'From: Flight alerts <alerts@tracker.example>',
        'Subject: Status update',
        '',
        "You're tracking this flight",
        '',
        'UA 861 · San Francisco (SFO) → São Paulo (GRU)',
        'Tue, 14 Oct 2025 · Departs 21:35 · Arrives 10:50 +1',
        'Status: delayed',
        '',
        '---------- Forwarded message ---------',
        'From: Rumo Viagens <reservas@rumo.example>',
        'Your booking',
        'LA 8147 · São Paulo (GRU) 08:10 → Buenos Aires (EZE) 11:05 · 20 Oct 2025',
      ].join('\n'),
    );
    expect(got).toEqual(['LA|8147|GRU|EZE|2025-10-20T08:10']);
  });

  it('the fares under a "Best option" heading are offered, not booked', () => {
    const got = keys(
      [
        'Fare watch: Lima – Cusco, 1 adult',
        '',
        'Best option',
        'LATAM · Nonstop · US$ 98',
        'Mon, 10 Nov 2025   LA 2023   06:05 – 07:25   LIM–CUZ',
        '',
        'Cheapest dates nearby: Nov 12 – Nov 15',
      ].join('\n'),
    );
    expect(got).toEqual([]);
  });

  it('a line giving a fare’s example names no booked flight', () => {
    const got = keys(
      [
        'Your next trip: AZ 681 · Rome (FCO) 10:15 → Milan (LIN) 11:25 · 02/10/2025',
        '',
        'Deals of the week',
        'Example fare: flight AZ 2031, Milan Linate (LIN) → Naples (NAP), 14/10/2025 at 07:00, EUR 49 one way.',
      ].join('\n'),
    );
    expect(got).toEqual(['AZ|681|FCO|LIN|2025-10-02T10:15']);
  });

  it('a flight dated on its own line keeps that date, not the one beside its number in a statement above', () => {
    const got = keys(
      [
        'Recent activity',
        '04 Aug 2025  Ticket 9XK2PL bought (LH 507 / LH 506) — miles credited after travel',
        '',
        'Your upcoming trip',
        'Tue 14 Oct 2025  LH 507  São Paulo (GRU) 18:05 → Frankfurt (FRA) 10:40 (+1)',
        'Sun 26 Oct 2025  LH 506  Frankfurt (FRA) 22:05 → São Paulo (GRU) 05:35 (+1)',
      ].join('\n'),
    );
    expect(got).toEqual(['LH|507|GRU|FRA|2025-10-14T18:05', 'LH|506|FRA|GRU|2025-10-26T22:05']);
  });

  it('a tour’s numbered day naming places opens that day after a hotel’s lines, and dates the flight below', () => {
    const got = keys(
      [
        'Roteiro Chile — família Prado',
        'Día 1 — mié 12/11 — Santiago',
        '  Hotel Plaza San Francisco, check-in 15:00.',
        'Día 2 — jue 13/11 — Santiago / Puerto Natales',
        '  Vuelo JA 295 Santiago (SCL) 08:40 → Puerto Natales (PNT) 12:05.',
      ].join('\n'),
    );
    expect(got).toEqual(['JA|295|SCL|PNT|2025-11-13T08:40']);
  });

  it('a table row whose status cell says waitlisted holds no seat: no segment', () => {
    const got = keys(
      [
        'VUELOS',
        '| Vuelo   | Ruta      | Fecha            | Sale  | Estado         |',
        '|---------|-----------|------------------|-------|----------------|',
        '| LA 4512 | LIM - CUZ | lun. 17/11/2025  | 06:10 | HK             |',
        '| LA 4517 | CUZ - LIM | vie. 21/11/2025  | 13:40 | HL (espera)    |',
        '| LA 4519 | CUZ - LIM | vie. 21/11/2025  | 18:20 | HK             |',
      ].join('\n'),
    );
    expect(got).toEqual(['LA|4512|LIM|CUZ|2025-11-17T06:10', 'LA|4519|CUZ|LIM|2025-11-21T18:20']);
  });

  it('"Fecha de la reserva" is when the booking was made, not the flight’s day', () => {
    const got = keys(
      [
        'Localizador: ZK4P2Q',
        'Fecha de la reserva: 02 sep. 2025',
        '',
        'IDA — Lunes, 6 de octubre de 2025',
        '  Salida    09:15  Madrid (MAD)',
        '  Llegada   10:35  Lisboa (LIS)',
        '  Vuelo IB3106 · Airbus A320',
      ].join('\n'),
      { referenceDate: '2025-09-02' },
    );
    expect(got).toEqual(['IB|3106|MAD|LIS|2025-10-06T09:15']);
  });
});
