import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong segments of corpus batch 43 (PDF e-tickets flattened in columns, raw e-mails,
 * exchanged coupons), each in a text of its own: what a careful reader takes from it.
 */

describe('session 11 (B): readings that must not become segments', () => {
  it("a PDF's second column of validity dates beside the departure clock leaves that clock the flight's", () => {
    const text = [
      'Flight IB 0262                                 Status OK',
      'Departure                                      Fare class Q',
      'MADRID BARAJAS (MAD) Terminal 4S               Bags 2PC',
      'Mon 09 Mar 2026 23:55                          Not valid before 09MAR',
      'Arrival                                        Not valid after 09MAR',
      'SAO PAULO GUARULHOS (GRU) Terminal 3           Seat 41K',
      'Tue 10 Mar 2026 06:10',
    ].join('\n');
    expect(keys(text, '2026-02-01')).toEqual(['IB262 MAD-GRU 2026-03-09T23:55']);
  });

  it('a coupon row whose status cell says exchanged or refunded is not flown', () => {
    const text = [
      'Cupom  Voo      Data     Trecho       Partida  Situação',
      '1      KL 792   14JUN    GRU - AMS    16:40    ABERTO',
      '2      KL 791   02JUL    AMS - GRU    21:15    ABERTO',
      '1      KL 792   10JUN    GRU - AMS    16:40    TROCADO',
      '2      KL 791   28JUN    AMS - GRU    21:15    REEMBOLSADO',
    ].join('\n');
    expect(keys(text, '2026-05-20')).toEqual([
      'KL792 GRU-AMS 2026-06-14T16:40',
      'KL791 AMS-GRU 2026-07-02T21:15',
    ]);
  });

  it("a return leg's heading under the outbound's clocks is not the outbound's day; a page footer's 1/2 is no date", () => {
    const text = [
      'Ida - sexta-feira, 06/11/2026',
      'G3 1402',
      'Porto Alegre (POA)',
      'São Paulo - Congonhas (CGH)',
      '07:10',
      '08:45',
      'Volta - domingo, 08/11/2026',
      'G3 1409',
      'São Paulo - Congonhas (CGH)',
      'Porto Alegre (POA)',
      '19:20',
      '20:55',
      'Comprovante - KXT4RW - 1/2',
      'Pagamento: R$ 812,30',
      'Comprovante - KXT4RW - 2/2',
    ].join('\n');
    expect(keys(text, '2026-10-01')).toEqual([
      'G31402 POA-CGH 2026-11-06T07:10',
      'G31409 CGH-POA 2026-11-08T19:20',
    ]);
  });

  it('an original-itinerary heading with a blank line under it still heads the old flights', () => {
    const text = [
      'YOUR UPDATED TRIP',
      'Sat, Jun 6, 2026',
      'DL 104   Sao Paulo (GRU) 11:40 PM  ->  Atlanta (ATL) 7:05 AM (Sun, Jun 7)',
      '',
      'PREVIOUS ITINERARY',
      '',
      'Sat, Jun 6, 2026',
      'DL 226   Sao Paulo (GRU) 9:50 PM  ->  New York (JFK) 5:30 AM (Sun, Jun 7)',
    ].join('\n');
    expect(keys(text, '2026-05-01')).toEqual(['DL104 GRU-ATL 2026-06-06T23:40']);
  });

  it("a quoted-printable mail's soft line break inside a flight number joins it", () => {
    const text = [
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset="UTF-8"',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'IDA - s=C3=A1b, 12 de setembro de 2026',
      'Voo AD 45=',
      '08',
      'Campinas (VCP) 10:=',
      '25  =E2=86=92  Recife (REC) 13:=',
      '30',
    ].join('\n');
    expect(keys(text, '2026-08-01')).toEqual(['AD4508 VCP-REC 2026-09-12T10:25']);
  });

  it("a flight the note says is someone else's booking ('no es nuestro') is not the client's", () => {
    const text = [
      'Reserva de la familia Duarte:',
      '- AV 9374 BOG-CTG 14/08/2026 06:30',
      '- El primo compró por su cuenta el AV 9380 BOG-CTG 14/08/2026 10:15, no es nuestro.',
    ].join('\n');
    expect(keys(text, '2026-07-01')).toEqual(['AV9374 BOG-CTG 2026-08-14T06:30']);
  });

  it("a spreadsheet row awaiting the manager's approval holds no seat", () => {
    const text = [
      'Passageiro      Voo      Trecho    Data    Hora   Status',
      'Paula Reis      LA 3206  GRU-REC   03/12   07:15  EMITIDO',
      'Paula Reis      LA 3211  REC-GRU   05/12   18:40  RESERVADO - aguarda aprovação',
    ].join('\n');
    expect(keys(text, '2026-11-20')).toEqual(['LA3206 GRU-REC 2026-12-03T07:15']);
  });

  it('a PDF table flattened column by column: row j takes the j-th cell of each column', () => {
    const text = [
      'Voo',
      'De',
      'Para',
      'Data',
      'Saída',
      'Chegada',
      'G3 1504',
      'G3 1507',
      'Brasília (BSB)',
      'Salvador (SSA)',
      'Salvador (SSA)',
      'Brasília (BSB)',
      '21/05/2026',
      '25/05/2026',
      '09:05',
      '17:30',
      '11:00',
      '19:20',
    ].join('\n');
    expect(keys(text, '2026-04-10')).toEqual([
      'G31504 BSB-SSA 2026-05-21T09:05',
      'G31507 SSA-BSB 2026-05-25T17:30',
    ]);
  });
});
