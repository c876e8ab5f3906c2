import { describe, expect, it } from 'vitest';
import { decodePnr } from '../src/index.ts';

/*
 * Wrong readings found by batches 29 (e-tickets as text extracted from PDFs) and 30 (irregular
 * operations: schedule changes, cancellations, rebookings), each shown here by a short text of our
 * own with the same pattern: what a careful reader takes from it, an empty list where it cannot tell.
 */

const REF = { referenceDate: '2025-09-01' };
const keys = (text: string) =>
  decodePnr(text, REF).segments.map((s) => [s.airline, s.flight, s.from, s.to, s.departure].join('|'));

describe('PDF e-tickets and irregular operations', () => {
  it('a coupon exchanged for a new ticket or already flown is history, not a flight to take', () => {
    const exchanged = keys(
      [
        'E-ticket receipt  Booking reference: QW3RTY',
        'Exchanged coupons (ticket 125-1111111111):',
        '1 IB6250 10OCT25 MAD LIS 09:40 EXCH',
        '2 IB6251 14OCT25 LIS MAD 19:10 EXCH',
      ].join('\n'),
    );
    expect(exchanged).toEqual([]);
    const flown = keys(
      [
        'Recibo de pasaje  Código de reserva: TQ2VNE',
        'Cpn  Vuelo    Origen  Destino  Fecha    Sale    Llega   Estado',
        '1    ZP1404   ASU     GRU      04OCT25  08:10   10:15   USADO/FLOWN',
        '2    ZP1405   GRU     ASU      09OCT25  18:20   20:25   ABIERTO/OPEN',
      ].join('\n'),
    );
    expect(flown).toEqual(['ZP|1405|GRU|ASU|2025-10-09T18:20']);
  });
});
