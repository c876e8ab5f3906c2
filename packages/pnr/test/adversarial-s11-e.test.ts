import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong segments of corpus batch 41 (schedule changes, cancellations, options in a
 * chat, mail chains), each in a text of its own: what a careful reader takes from it, and nothing
 * where the text holds no seat.
 */

describe('batch 41: readings that must not become segments', () => {
  it('"Nova York" on a line of an old schedule names a city: the block is still the old one', () => {
    const text = [
      'Seu voo mudou',
      '',
      'Voo anterior',
      'qua., 14 de out.',
      'LA 8190',
      '22:40 GRU São Paulo',
      '07:10 JFK Nova York',
      '',
      'Novo voo',
      'qui., 15 de out.',
      'LA 8192',
      '01:05 GRU São Paulo',
      '09:30 JFK Nova York',
    ].join('\n');
    expect(keys(text, '2026-09-01')).toEqual(['LA8192 GRU-JFK 2026-10-15T01:05']);
  });

  it('"Como era" heads the schedule before a change ("Como ficou" the one that holds)', () => {
    const text = [
      'Gol Linhas Aéreas',
      'Seu voo foi alterado.',
      '',
      'Como era',
      'G3 1450  03/09/2026  Brasília (BSB) 07:20  Recife (REC) 09:55',
      '',
      'Como ficou',
      'G3 1458  03/09/2026  Brasília (BSB) 09:05  Recife (REC) 11:40',
    ].join('\n');
    expect(keys(text, '2026-08-01')).toEqual(['G31458 BSB-REC 2026-09-03T09:05']);
  });

  it('a leg missed or not used (heading "Not used", "Status: MISSED") holds no seat', () => {
    const heading = [
      'Avianca - rebooking notice',
      '',
      'Not used',
      'AV 86   Tue 14 Apr 2026   Bogota (BOG) 11:40   Lima (LIM) 14:55',
      '',
      'Your new flight',
      'AV 88   Tue 14 Apr 2026   Bogota (BOG) 19:20   Lima (LIM) 22:35',
    ].join('\n');
    expect(keys(heading, '2026-04-14')).toEqual(['AV88 BOG-LIM 2026-04-14T19:20']);
    const status = [
      'Reservation XK4TQP',
      'AV 86   Tue 14 Apr 2026   Bogota (BOG) 11:40   Lima (LIM) 14:55   Status: MISSED',
      'AV 88   Tue 14 Apr 2026   Bogota (BOG) 19:20   Lima (LIM) 22:35   Status: CONFIRMED',
    ].join('\n');
    expect(keys(status, '2026-04-14')).toEqual(['AV88 BOG-LIM 2026-04-14T19:20']);
  });

  it("a chat's options listed in the message right after the one that announces them are offers", () => {
    const text = [
      '[03/08/2026 10:02] Agência Sol - Bia: A Gol cancelou seu voo, seguem as opções:',
      '[03/08/2026 10:02] Agência Sol - Bia: 1) G3 1622 - 20/08 - CGH 07:10 → SDU 08:15',
      '2) G3 1630 - 20/08 - CGH 12:40 → SDU 13:45',
      '3) G3 1618 - 19/08 - CGH 21:05 → SDU 22:10',
      '[03/08/2026 10:15] Marcos Teles: prefiro a do meio dia',
      '[03/08/2026 10:20] Agência Sol - Bia: Feito! G3 1630, quinta 20/08, CGH 12:40 → SDU 13:45',
    ].join('\n');
    expect(keys(text, '2026-08-03')).toEqual(['G31630 CGH-SDU 2026-08-20T12:40']);
  });

  it('an Outlook chain with bare "De:" / "Enviado:" headers: the oldest mail\'s flights are the trip before the change', () => {
    const text = [
      'Olá Sr. Paulo,',
      '',
      'A Iberia já reemitiu. A volta de 22/05 fica assim:',
      '',
      'IB 3107  Lisboa 10:15 -> Madrid 12:30',
      'IB 6827  Madrid 15:50 -> São Paulo/Guarulhos 22:45',
      '',
      'Abraços, Carla',
      '',
      'De: Paulo Mendes <paulo@exemplo.example>',
      'Enviado: segunda-feira, 4 de maio de 2026 09:12',
      'Para: Carla Dias <carla@agencia.example>',
      'Assunto: ENC: Alteração de voo',
      '',
      'Carla, a Iberia mandou isto, pode ver?',
      '',
      'De: Carla Dias <carla@agencia.example>',
      'Enviado: quinta-feira, 2 de abril de 2026 17:30',
      'Para: Paulo Mendes <paulo@exemplo.example>',
      'Assunto: Seu roteiro Europa',
      '',
      'VOLTA',
      '22/05 sex  IB 3103  Lisboa 07:05 -> Madrid 09:20',
      '22/05 sex  IB 6825  Madrid 12:05 -> São Paulo/Guarulhos 19:00',
    ].join('\n');
    expect(keys(text, '2026-05-04')).toEqual([
      'IB3107 LIS-MAD 2026-05-22T10:15',
      'IB6827 MAD-GRU 2026-05-22T15:50',
    ]);
  });

  it('flights under a "Superseded:" or "Vuelo reemplazado" heading are the booking before the change', () => {
    const text = [
      'Trip log - ref QM7TZA',
      '',
      'CURRENT ITINERARY',
      ' 1  AF  401  09MAR  GIG CDG  2305  1455+1  HK',
      ' 2  AF 1214  11MAR  CDG MAD  1020  1230    HK',
      '',
      'Superseded:',
      '    AF  443  09MAR  GIG CDG  1650  0840+1',
    ].join('\n');
    expect(keys(text, '2026-03-01')).toEqual([
      'AF401 GIG-CDG 2026-03-09T23:05',
      'AF1214 CDG-MAD 2026-03-11T10:20',
    ]);
    const es = [
      'Su nuevo vuelo',
      'CM 204   12/10/2026   Panamá (PTY) 08:45  →  Lima (LIM) 12:20',
      '',
      'Vuelo reemplazado',
      'CM 208   12/10/2026   Panamá (PTY) 15:10  →  Lima (LIM) 18:45',
    ].join('\n');
    expect(keys(es, '2026-09-01')).toEqual(['CM204 PTY-LIM 2026-10-12T08:45']);
  });

  it('a flight said for "amanhã" / "tomorrow" with no date printed takes no other line\'s date', () => {
    const text = [
      'Sr. Luís, a volta de 20/09 (G3 1415) não muda.',
      '',
      'Sua esposa vai por conta própria no G3 1402 BSB-GIG amanhã às 07h10, com outra agência.',
    ].join('\n');
    expect(keys(text, '2026-09-01')).toEqual([]);
    const en = [
      'Your return on Sep 20 (UA 1180) is unchanged.',
      '',
      'Your colleague takes UA 1177 ORD-DEN tomorrow at 7:10 AM.',
    ].join('\n');
    expect(keys(en, '2026-09-01')).toEqual([]);
  });

  it('flights under a "Voo realizado" heading were flown', () => {
    const text = [
      'Voo realizado',
      'AD 2710  14/05/2026  REC 06:10 → VCP 09:25',
      '',
      'Novo voo',
      'AD 4420  14/05/2026  VCP 13:30 → POA 15:10',
    ].join('\n');
    expect(keys(text, '2026-05-10')).toEqual(['AD4420 VCP-POA 2026-05-14T13:30']);
  });
});
