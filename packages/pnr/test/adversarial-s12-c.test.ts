import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong segments of corpus batch 59 (corporate travel tools: approval requests,
 * policy checks, approved and rejected trips in one thread), each in a text of its own.
 */

describe('batch 59: corporate travel tools', () => {
  it("a cost centre's code under its label ('Centro de custo: CC 5120') is no flight", () => {
    const text = [
      'Aprovação concluída - viagem de Paulo Brandão',
      '',
      'Solicitante: Paulo Brandão',
      'Centro de custo: CC 5120 - Vendas Nordeste',
      'Projeto: PRJ 3307',
      '',
      'Seg, 8 jun 2026',
      'Saída 07:10  Recife (REC)',
      'Chegada 08:15  Salvador (SSA)',
      'Voo: G3 1402 · Econômica',
    ].join('\n');
    expect(keys(text, '2026-05-20')).toEqual(['G31402 REC-SSA 2026-06-08T07:10']);
  });

  it("'United 577': a US carrier's short name right before the number", () => {
    const text = [
      'Your trip to Denver was approved.',
      '',
      'FLIGHT   United Airlines   Confirmation: PQ7RZT',
      'Mon, Jun 15',
      '7:05 AM   SFO  San Francisco International',
      '10:38 AM  DEN  Denver International',
      'United 577 · Economy (L) · 2h 33m · Nonstop',
      '',
      'Wed, Jun 17',
      '6:10 PM   DEN  Denver International',
      '7:59 PM   SFO  San Francisco International',
      'United 2144 · Economy (L) · 2h 49m · Nonstop',
    ].join('\n');
    expect(keys(text, '2026-05-20')).toEqual([
      'UA577 SFO-DEN 2026-06-15T07:05',
      'UA2144 DEN-SFO 2026-06-17T18:10',
    ]);
  });

  it("'LATAM Airlines 3544': the airline's whole name before the number", () => {
    const text = [
      'Olá, Júlia,',
      '',
      'A viagem abaixo aguarda a sua aprovação.',
      '',
      'Aéreo',
      'Qua, 10 jun 2026',
      'LATAM Airlines 3544',
      'De: Belo Horizonte (CNF) - Confins',
      'Partida: 06:20',
      'Para: São Paulo (GRU) - Guarulhos',
      'Chegada: 07:35',
      'Classe: Econômica (L)',
    ].join('\n');
    expect(keys(text, '2026-05-20')).toEqual(['LA3544 CNF-GRU 2026-06-10T06:20']);
  });

  it("a city and its code on one line ('Para: Salvador (SSA) - ...') is one airport, not a journey's route", () => {
    const text = [
      'Resumo da viagem - aguardando emissão',
      '',
      'Seg, 8 jun 2026',
      'Voo GOL 1402',
      'De: Recife (REC)',
      'Partida: 07:10',
      'Para: Salvador (SSA) - Dep. Luís Eduardo Magalhães',
      'Chegada: 08:15',
      '',
      'Ter, 9 jun 2026',
      'Voo Azul 4410',
      'De: Salvador (SSA)',
      'Partida: 12:40',
      'Para: Aracaju (AJU)',
      'Chegada: 13:35',
      '',
      'Qua, 10 jun 2026',
      'Voo GOL 1417',
      'De: Aracaju (AJU)',
      'Partida: 18:05',
      'Para: Recife (REC) - Guararapes',
      'Chegada: 19:10',
    ].join('\n');
    expect(keys(text, '2026-05-20')).toEqual([
      'G31402 REC-SSA 2026-06-08T07:10',
      'AD4410 SSA-AJU 2026-06-09T12:40',
      'G31417 AJU-REC 2026-06-10T18:05',
    ]);
  });

  it("the lowest fare a policy check names ('Menor tarifa disponível: GOL 1002 ...') was not chosen", () => {
    const text = [
      'Solicitação de aprovação - fora da política',
      '',
      'Voo escolhido: LATAM 3301 CGH-SDU 22/06/2026 08:00 - 09:05',
      'Menor tarifa disponível: GOL 1002 CGH-SDU 22/06/2026 06:00 - R$ 312,40',
      'Justificativa: reunião começa às 10h.',
    ].join('\n');
    expect(keys(text, '2026-05-20')).toEqual(['LA3301 CGH-SDU 2026-06-22T08:00']);
  });

  it("a number in the forwarder's note ('bill CC 7731') reads nothing in the forwarded booking", () => {
    const text = [
      'From: Dana Whitfield <dana.whitfield@example.com>',
      'Sent: Tuesday, May 12, 2026 10:02 AM',
      'To: Travel Desk',
      'Subject: FW: Trip booked: Columbus',
      '',
      'Hi - booked this myself, please bill CC 7731 as usual. Thanks!',
      '',
      '---------- Forwarded message ---------',
      'From: Egencia <travel@egencia.com>',
      'Date: Tue, May 12, 2026 at 9:40 AM',
      'Subject: Trip booked: Columbus, Jun 2 - 4',
      '',
      'Your trip is booked.',
      '',
      'Tue, Jun 2, 2026',
      'Departure   8:10am  Boston, MA (BOS-Logan Intl.)',
      'Arrival    10:25am  Columbus, OH (CMH-John Glenn Intl.)',
      'American Airlines 4521  ·  Operated by Republic Airways as American Eagle',
      '',
      'Thu, Jun 4, 2026',
      'Departure   5:45pm  Columbus, OH (CMH-John Glenn Intl.)',
      'Arrival     7:50pm  Boston, MA (BOS-Logan Intl.)',
      'American Airlines 4690  ·  Operated by Republic Airways as American Eagle',
    ].join('\n');
    expect(keys(text, '2026-05-12')).toEqual([
      'AA4521 BOS-CMH 2026-06-02T08:10',
      'AA4690 CMH-BOS 2026-06-04T17:45',
    ]);
  });

  it('an older mail under a rule and its own header (a rejected request) is the trip before the newer one', () => {
    const text = [
      'De: Portal Viajes <avisos@portalviajes.example>',
      'Fecha: jueves, 7 de mayo de 2026, 11:20',
      'Para: Andrés Molina',
      'Asunto: Solicitud aprobada - Guadalajara',
      '',
      'Tu solicitud fue aprobada.',
      '',
      'IDA',
      'lunes, 1 de junio de 2026',
      'Volaris Y4 3012',
      'Salida: 10:15  Ciudad de México (MEX)',
      'Llegada: 11:45  Guadalajara (GDL)',
      '',
      'REGRESO',
      'miércoles, 3 de junio de 2026',
      'Volaris Y4 3029',
      'Salida: 20:30  Guadalajara (GDL)',
      'Llegada: 21:55  Ciudad de México (MEX)',
      '',
      '--------------------------------------------------',
      '',
      'De: Portal Viajes <avisos@portalviajes.example>',
      'Fecha: martes, 5 de mayo de 2026, 09:02',
      'Para: Andrés Molina',
      'Asunto: Solicitud rechazada - Guadalajara',
      '',
      'Tu solicitud fue rechazada por tu gerente.',
      '',
      'IDA',
      'lunes, 1 de junio de 2026',
      'Aeroméxico AM 228',
      'Salida: 07:30  Ciudad de México (MEX)',
      'Llegada: 09:00  Guadalajara (GDL)',
      '',
      'REGRESO',
      'miércoles, 3 de junio de 2026',
      'Aeroméxico AM 255',
      'Salida: 19:00  Guadalajara (GDL)',
      'Llegada: 20:25  Ciudad de México (MEX)',
    ].join('\n');
    expect(keys(text, '2026-05-07')).toEqual([
      'Y43012 MEX-GDL 2026-06-01T10:15',
      'Y43029 GDL-MEX 2026-06-03T20:30',
    ]);
  });

  it("a flight with no seat left ('ya no había cupo en el AV 9354') was not booked", () => {
    const text = [
      'Buenas tardes, Sra. Carolina:',
      '',
      'Al emitir ya no había cupo en el AV 9354 BOG-CLO del 15/06 a las 18:10, por lo que la pasamos al AV 9358 de las 20:05, misma tarifa.',
      '',
      'Itinerario definitivo:',
      '12JUN  AV 8530  CLO-BOG  06:40 - 07:45',
      '15JUN  AV 9358  BOG-CLO  20:05 - 21:10',
    ].join('\n');
    expect(keys(text, '2026-05-12')).toEqual([
      'AV8530 CLO-BOG 2026-06-12T06:40',
      'AV9358 BOG-CLO 2026-06-15T20:05',
    ]);
  });

  it("the flight after 'así que' in a no-seat sentence is the one booked instead", () => {
    const text =
      'Hola Marcos: el LA 2417 del 3 de julio, Lima (LIM) 05:10 - Cusco (CUZ) 06:35, ya no tiene cupo, así que te reservé el LA 2023 del 3 de julio, Lima (LIM) 06:35 - Cusco (CUZ) 07:55.';
    expect(keys(text, '2026-05-12')).toEqual(['LA2023 LIM-CUZ 2026-07-03T06:35']);
  });
});
