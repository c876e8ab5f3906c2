import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong segments of corpus batch 64 (corporate requests, policy reports, invoices and
 * alerts), each in a text of its own.
 */

describe('batch 64: corporate numbers and flights not booked', () => {
  it("'CC 5120 - Marketing' is a cost centre, not airline CC's flight", () => {
    const text = [
      'Paralisação dos aeroviários em 15/10/2026, das 05h00 às 09h00, nos aeroportos de Recife (REC), Salvador (SSA) e Natal (NAT).',
      '',
      'Passageiro: SOUZA/PAULO MR',
      'Localizador GOL: TRQZLM | CC 5120 - Marketing',
      '',
      'Quinta, 15/10/2026 - GOL G3 1520',
      'Recife (REC) 06:15 > Salvador (SSA) 07:25',
      'Situação: CONFIRMADO',
    ].join('\n');
    expect(keys(text, '2026-10-01')).toEqual(['G31520 REC-SSA 2026-10-15T06:15']);
  });

  it("a policy report's lowest logical fare table prices flights against the booking: none of them is booked", () => {
    const text = [
      'Policy exception report - traveller SILVA/ANA MS - ticketed 02 MAR 2026',
      '',
      'BOOKED FLIGHTS',
      'Seg  Airline          Flight  From  Depart             To    Arrive',
      '1    Delta Air Lines  DL 104  GRU   Fri 20Mar26 23:05  ATL   Sat 21Mar26 06:40',
      '2    Delta Air Lines  DL 105  ATL   Sun 29Mar26 21:20  GRU   Mon 30Mar26 08:15',
      '',
      'LOWEST LOGICAL FARE AT TIME OF BOOKING',
      'Seg  Airline          Flight  From  Depart             To    Arrive',
      '1    Avianca          AV 86   GRU   Fri 20Mar26 09:20  BOG   Fri 20Mar26 13:10',
      '2    Avianca          AV 10   BOG   Fri 20Mar26 15:40  ATL   Fri 20Mar26 21:05',
      '',
      'Savings missed: USD 1,120.00',
    ].join('\n');
    expect(keys(text, '2026-03-02')).toEqual([
      'DL104 GRU-ATL 2026-03-20T23:05',
      'DL105 ATL-GRU 2026-03-29T21:20',
    ]);
  });
});
