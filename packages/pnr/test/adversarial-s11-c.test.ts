import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong segments of corpus batches 37, 38 and 42 (agents' notes, chats, e-mails), each
 * in a text of its own: what a careful reader takes from it, and nothing where the text holds no seat.
 */

describe('batches 37, 38 and 42: readings that must not become segments', () => {
  it("a hotel's lines end with their chat message: the next message's day heads its flights", () => {
    const text = [
      '[09:12, 02/05/2026] Marcos - Viagens Sul: *LISBON* (Sat, May 9) - TAP, code KQW2PL',
      'TP 1353  LIS 7:15 AM → Porto OPO 8:10 AM',
      '[09:14, 02/05/2026] Marcos - Viagens Sul: *PORTO*',
      'Hotel Infante Sagres, 4 nights, breakfast included',
      'Wine tour Mon 11, 10 AM',
      '[09:15, 02/05/2026] Marcos - Viagens Sul: *PORTO → MADRID* (Wed, May 13) - Iberia, code ZPX7MA',
      'IB 8721  OPO 2:40 PM → Madrid MAD 4:55 PM',
    ].join('\n');
    expect(keys(text, '2026-05-02')).toEqual([
      'TP1353 LIS-OPO 2026-05-09T07:15',
      'IB8721 OPO-MAD 2026-05-13T14:40',
    ]);
  });

  it('a flight printed on the day a note says it moved from, and again on the day it moved to, is the old booking', () => {
    const text = [
      'Atendimento 5520 - remarcação - Sr. Jorge Paiva',
      'Anotação da agente em 12/05/2026: feito, a ida mudou de 05/06 para 09/06, mesmos voos.',
      'Reserva hoje:',
      '  G3 1418  POA-GRU  09JUN  0650  0825',
      '  G3 1423  GRU-POA  16JUN  1915  2050',
      '',
      'E-mail do cliente em 10/05/2026:',
      'Olá, consegue trocar minha ida? Tenho hoje:',
      '  05/06 G3 1418 Porto Alegre 06:50 → Guarulhos 08:25',
      '  16/06 G3 1423 Guarulhos 19:15 → Porto Alegre 20:50',
    ].join('\n');
    expect(keys(text, '2026-05-12')).toEqual([
      'G31418 POA-GRU 2026-06-09T06:50',
      'G31423 GRU-POA 2026-06-16T19:15',
    ]);
  });

  it("a transfer's row in a trip sheet gives no flight, whatever its voucher code looks like", () => {
    const text = [
      'Tramo\tAerolínea\tVuelo\tFecha\tSalida\tLlegada\tPax\tCód\tEstado\tNotas',
      'SCL-LIM\tLATAM\t2369\t09/04/2026\t08:15\t10:20\t4\tXKQ3PD\tEMITIDO\t',
      'Traslado\tLima Tours\t—\t09/04/2026\t11:30\t—\t4\tAV-2210\tCONFIRMADO\taeropuerto → hotel',
      'LIM-SCL\tLATAM\t2370\t12/04/2026\t17:05\t21:25\t4\tXKQ3PD\tEMITIDO\t',
    ].join('\n');
    expect(keys(text, '2026-03-20')).toEqual([
      'LA2369 SCL-LIM 2026-04-09T08:15',
      'LA2370 LIM-SCL 2026-04-12T17:05',
    ]);
  });

  it('a row of an issuing log whose status says refunded holds no seat', () => {
    const text = [
      'Data       Viajante          Cia     Voo    De   Para  Dia    Hora   Status',
      '02/02      Paulo Sena        GOL     1304   SDU  CGH   20/02  07:10  EMITIDO',
      '02/02      Paulo Sena        GOL     1317   CGH  SDU   21/02  18:45  REEMBOLSADO – reunião adiada',
      '04/02      Carla Moura       AZUL    2950   VCP  FLN   23/02  09:30  EMITIDO',
    ].join('\n');
    expect(keys(text, '2026-02-05')).toEqual([
      'G31304 SDU-CGH 2026-02-20T07:10',
      'AD2950 VCP-FLN 2026-02-23T09:30',
    ]);
  });

  it("a row whose status says it awaits the manager's approval holds no seat yet", () => {
    const text = [
      'Fecha      Pasajero          Aerolínea  Vuelo  Origen  Destino  Día    Hora   Estado',
      '03/03      Irene Salas       LATAM      2411   SCL     LIM      18/03  06:20  EMITIDO',
      '05/03      Tomás Vera        LATAM      2414   LIM     SCL      19/03  21:40  RESERVA – pendiente de aprobación',
    ].join('\n');
    expect(keys(text, '2026-03-06')).toEqual(['LA2411 SCL-LIM 2026-03-18T06:20']);
  });

  it("a short table heading naming both ends ('Depart  Arrive') labels columns, not the row's first airport", () => {
    const text = [
      'AIR - United Airlines',
      'Confirmation: QWPL7T',
      'Leg\tFlight\tDate\tDepart\tArrive',
      'ORD > DEN\tUA 1670\t07/14/2026\t07:20\t08:55',
      'DEN > ORD\tUA 1675\t07/21/2026\t18:10\t21:40',
    ].join('\n');
    expect(keys(text, '2026-06-01')).toEqual([
      'UA1670 ORD-DEN 2026-07-14T07:20',
      'UA1675 DEN-ORD 2026-07-21T18:10',
    ]);
  });

  it("a flight the note says is not the agency's ('não é nosso') is someone else's booking", () => {
    const text = [
      'Família Duarte - Recife, maio',
      'Ida: AD 4102 VCP-REC 14/05 07:40 chega 10:55, loc. ZPQ8RM',
      'Volta: AD 4117 REC-VCP 21/05 16:20 chega 19:35',
      'Obs: o genro vai na véspera pela GOL, G3 1954 GRU-REC 13/05 21:10. Não é nosso, só para o traslado.',
    ].join('\n');
    expect(keys(text, '2026-04-10')).toEqual([
      'AD4102 VCP-REC 2026-05-14T07:40',
      'AD4117 REC-VCP 2026-05-21T16:20',
    ]);
  });
});
