import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong segments of corpus batch 59 (corporate travel desks' chats), each in a
 * text of its own.
 */

describe("batch 59: travel desks' chats", () => {
  it("a cancel line naming the old flight by its number alone ('o 4523 ... foi cancelado') leaves the new one", () => {
    const text = [
      'Reserva da Luíza (loc QWMZTR):',
      '- AD 4520 VCP-REC 14/05 06:10/09:05',
      '- AD 4523 REC-VCP 18/05 15:40/18:45',
      '',
      'Luíza pediu pra voltar mais tarde, remarquei:',
      'AD 4527 REC-VCP 18/05 19:20/22:25',
      'o 4523 das 15:40 foi cancelado.',
    ].join('\n');
    expect(keys(text, '2026-04-20')).toEqual([
      'AD4520 VCP-REC 2026-05-14T06:10',
      'AD4527 REC-VCP 2026-05-18T19:20',
    ]);
  });

  it("Teams' stamps with no year ('[5/14 9:52 AM] Omar Haddad') are when messages were sent, not a flight's clock", () => {
    const text = [
      '[5/14 9:40 AM] Dana Whitfield',
      'Omar is confirmed on AA 2451 DFW-LGA Tue 5/19 at 07:15, back on AA 1702 LGA-DFW Thu 5/21.',
      '[5/14 9:52 AM] Omar Haddad',
      'great, thanks',
    ].join('\n');
    expect(keys(text, '2026-05-14')).toEqual(['AA2451 DFW-LGA 2026-05-19T07:15']);
  });

  it("four-digit clocks after their labels ('dep 1645 arr 1958') on a flight's line under its route", () => {
    const text = ['Client asked for Sun 5/17 ORD-EWR:', 'UA 2210 dep 1645 arr 1958'].join('\n');
    expect(keys(text, '2026-04-02')).toEqual(['UA2210 ORD-EWR 2026-05-17T16:45']);
  });

  it("an option headed 'Opção 2' chosen by its number alone ('Pode ser a 2.') is the one booked", () => {
    const text = [
      '[10/03/2026 14:02] Renata - Agência: Seguem duas opções pra Recife:',
      '[10/03/2026 14:03] Renata - Agência: *Opção 1 - Azul*',
      '22/04: AD 4120 VCP 07:10 > REC 10:15',
      '[10/03/2026 14:03] Renata - Agência: *Opção 2 - LATAM*',
      '22/04: LA 3404 GRU 08:40 > REC 11:55',
      '[10/03/2026 14:20] Carlos Mendes: Pode ser a 2.',
      '[10/03/2026 14:31] Renata - Agência: Emitido!',
    ].join('\n');
    expect(keys(text, '2026-03-10')).toEqual(['LA3404 GRU-REC 2026-04-22T08:40']);
  });

  it("the landing day after a connection's own number, on a line with the flight before ('/ LA 8084 ... 14:20 (13/06)')", () => {
    const text = [
      'Emitido, loc PZKQWM:',
      'IDA 12/06: LA 3517 CWB 19:05 > GRU 20:10 / LA 8084 GRU 23:55 > LIS 14:20 (13/06)',
    ].join('\n');
    expect(keys(text, '2026-05-02')).toEqual([
      'LA3517 CWB-GRU 2026-06-12T19:05',
      'LA8084 GRU-LIS 2026-06-12T23:55',
    ]);
  });

  it("a new schedule's label with an aside ('DEPOIS (emitido)') ends the old one's block above it", () => {
    const text = [
      'Alteração feita, segue o resumo.',
      '',
      'Trecho de volta',
      'ANTES (cancelado)',
      '  Azul AD 4305 · dom, 21/06/2026',
      '  Recife (REC) 18:40 → Campinas (VCP) 22:05',
      'DEPOIS (emitido)',
      '  Azul AD 4311 · seg, 22/06/2026',
      '  Recife (REC) 06:15 → Campinas (VCP) 09:40',
    ].join('\n');
    expect(keys(text, '2026-05-20')).toEqual(['AD4311 REC-VCP 2026-06-22T06:15']);
  });

  it("'SKY' in capitals is SKY Airline's name, not Sandusky's airport ('reserva SKY: QWTR7K')", () => {
    const text = [
      'Listo, quedó emitido:',
      'SKY H2 5321 LIM-CUZ viernes 10/07 05:40 / 07:05 – reserva SKY: QWTR7K',
    ].join('\n');
    expect(keys(text, '2026-06-01')).toEqual(['H25321 LIM-CUZ 2026-07-10T05:40']);
  });
});
