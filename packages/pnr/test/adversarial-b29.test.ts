import { describe, expect, it } from 'vitest';
import { decodePnr } from '../src/index.ts';

/*
 * Wrong readings found by batches 29 (e-tickets as text extracted from PDFs) and 30 (irregular
 * operations: schedule changes, cancellations, rebookings), each shown here by a short text of our
 * own with the same pattern: what a careful reader takes from it, an empty list where it cannot tell.
 */

const REF = { referenceDate: '2025-09-01' };
// Segments the traveller holds a seat on (an "UN" or "HX" line is listed, flagged not held).
const keys = (text: string) =>
  decodePnr(text, REF)
    .segments.filter((s) => s.held)
    .map((s) => [s.airline, s.flight, s.from, s.to, s.departure].join('|'));

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

  it('a GDS display pasted again after a change lists its flights once, as the later display says', () => {
    const got = keys(
      [
        'Before the change:',
        ' 1.1SOUZA/MARIA MRS',
        ' 2  AA 930 Y 10OCT 5 GRUMIA UN1  2235  0510  11OCT  E',
        ' 3  AA 906 Y 10OCT 5 GRUMIA TK1  2315  0550  11OCT  E',
        ' 4  AA 907 Y 20OCT 1 MIAGRU HK1  2050  0700  21OCT  E',
        'Now:',
        ' 1.1SOUZA/MARIA MRS',
        ' 2  AA 906 Y 10OCT 5 GRUMIA HK1  2315  0550  11OCT  E',
        ' 3  AA 907 Y 20OCT 1 MIAGRU HK1  2050  0700  21OCT  E',
      ].join('\n'),
    );
    expect(got).toEqual(['AA|906|GRU|MIA|2025-10-10T23:15', 'AA|907|MIA|GRU|2025-10-20T20:50']);
  });

  it('the lines under a heading saying the client refused a quote were never booked', () => {
    const got = keys(
      [
        'Cotação 1 (enviada 02/09, a cliente recusou - escala longa):',
        '   AF 459  GRU-CDG  10OCT 18:40 / 10:55',
        '   AF 1380 CDG-LIS  11OCT 13:15 / 14:50',
        '',
        'Cotação 2 - EMITIDA:',
        '   TP 88  GRU-LIS  10OCT 16:05 / 05:40',
      ].join('\n'),
    );
    expect(got).toEqual(['TP|88|GRU|LIS|2025-10-10T16:05']);
  });

  it('a schedule row saying it is waitlisted or not confirmed holds no seat', () => {
    const got = keys(
      [
        'Leg\tAirline\tFlight\tDate\tFrom\tTo\tDep\tArr\tStatus\tNotes',
        '1\tG3\t1402\t12/10/2025\tCGH\tPOA\t08:10\t09:50\tOK\t',
        '2\tG3\t1417\t15/10/2025\tPOA\tCGH\t17:20\t19:00\tLISTA ESPERA\t3 pax querem voltar antes',
        '2\tG3\t1421\t15/10/2025\tPOA\tCGH\t20:30\t22:10\tOK\t',
      ].join('\n'),
    );
    expect(got).toEqual(['G3|1402|CGH|POA|2025-10-12T08:10', 'G3|1421|POA|CGH|2025-10-15T20:30']);
    expect(keys('Pedido: LA 3110 GRU-REC 20/10/2025 07:05 (não confirmado, aguardando a cia)')).toEqual([]);
  });

  it('a later note that a flight’s clock moved ("mudou horário 07:00 -> 07:35") corrects the flight read above', () => {
    const got = keys(
      [
        '02/09/2025 - Emitido:',
        '  AD 4410  VCP-CNF  14/10 (ter)  06:15-07:30',
        '',
        '09/09/2025 - Aviso Azul: AD 4410 de 14/10 mudou horário 06:15 -> 06:50 (chega 08:05).',
      ].join('\n'),
    );
    expect(got).toEqual(['AD|4410|VCP|CNF|2025-10-14T06:50']);
  });
});
