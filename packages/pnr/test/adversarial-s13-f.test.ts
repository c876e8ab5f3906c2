import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * A date heading right under a chat message's stamp or author line: the clock there is when the
 * message was sent, not a flight's schedule, so the date heads the flight below it.
 */

describe('a date heading under a chat stamp line', () => {
  it("a WhatsApp stamp's clock above a day heading is no schedule: the heading dates the flight below", () => {
    const text = [
      '[02/03/2026 09:15] Marta: Aqui vai o plano',
      'Terça-feira, 14/04/2026',
      'LA 3320 CGH 07:30 -> POA 09:05',
      'Sexta-feira, 17/04/2026',
      'LA 3327 POA 18:20 -> CGH 19:55',
    ].join('\n');
    expect(keys(text, '2026-03-01')).toEqual([
      'LA3320 CGH-POA 2026-04-14T07:30',
      'LA3327 POA-CGH 2026-04-17T18:20',
    ]);
  });

  it("a later message's stamp above its day heading does not make that day the flight before's", () => {
    const text = [
      '5/15/26, 10:02 AM - Nora: outbound is booked',
      'AA 1184 MIA 8:10 AM -> JFK 11:05 AM on 6/18/2026',
      '5/15/26, 10:40 AM - Nora: and the rest:',
      'Sunday, June 21, 2026',
      'AA 2201 JFK 5:40 PM -> ORD 7:15 PM',
      'Tuesday, June 23, 2026',
      'AA 1630 ORD 9:00 AM -> MIA 1:10 PM',
    ].join('\n');
    expect(keys(text, '2026-05-15')).toEqual([
      'AA1184 MIA-JFK 2026-06-18T08:10',
      'AA2201 JFK-ORD 2026-06-21T17:40',
      'AA1630 ORD-MIA 2026-06-23T09:00',
    ]);
  });

  it("a Telegram author line's clock over the first heading is no flight's schedule", () => {
    const text = [
      'Lucía Pérez 10:02',
      'jueves 18 de junio de 2026',
      'AR 1302 AEP 08:10 -> COR 09:35',
      'domingo 21 de junio de 2026',
      'AR 1309 COR 17:40 -> AEP 19:05',
    ].join('\n');
    expect(keys(text, '2026-05-15')).toEqual([
      'AR1302 AEP-COR 2026-06-18T08:10',
      'AR1309 COR-AEP 2026-06-21T17:40',
    ]);
  });
  it("a lone clock after a flight's whole schedule (a chat author line) is no more of it: the day under it heads the next flight", () => {
    const text = [
      'Rafa Moreira 14:12',
      'Ida: AD 4120 VCP 06:45 -> REC 09:50 em 09/07/2026',
      'Júlia Castro 14:20',
      'Sábado, 11/07/2026',
      'AD 4127 REC 15:30 -> VCP 18:40',
      'Segunda-feira, 13/07/2026',
      'AD 2510 VCP 07:15 -> CWB 08:20',
    ].join('\n');
    expect(keys(text, '2026-06-01')).toEqual([
      'AD4120 VCP-REC 2026-07-09T06:45',
      'AD4127 REC-VCP 2026-07-11T15:30',
      'AD2510 VCP-CWB 2026-07-13T07:15',
    ]);
  });
  it("a sender's line with its day and clock after a flight's whole schedule is no more of it", () => {
    const text = [
      '[20/04/2026 11:02] Inês: a ida já está',
      'TP 1947 LIS 07:05 -> FNC 08:50 a 02/06/2026',
      'Rui Gomes, [20.04.2026 11:30]',
      'Sexta-feira, 05/06/2026',
      'TP 1948 FNC 19:25 -> LIS 21:05',
      'Domingo, 07/06/2026',
      'TP 1930 LIS 10:15 -> OPO 11:10',
    ].join('\n');
    expect(keys(text, '2026-04-20')).toEqual([
      'TP1947 LIS-FNC 2026-06-02T07:05',
      'TP1948 FNC-LIS 2026-06-05T19:25',
      'TP1930 LIS-OPO 2026-06-07T10:15',
    ]);
  });
});
