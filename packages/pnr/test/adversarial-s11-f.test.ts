import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong segments of corpus batch 46 (schedule changes in e-mails and agents' notes),
 * each in a text of its own: what a careful reader takes from it, and nothing more.
 */

describe('batch 46: readings that must not become segments', () => {
  it('a section headed in capitals "PREVIOUS FLIGHTS (cancelled)" holds old flights across its blank lines', () => {
    const text = [
      'Your booking was changed. Booking code: ZTW4KQ',
      '',
      'NEW FLIGHTS',
      'Tuesday, March 10, 2026',
      '',
      'UA 1488',
      'Chicago, IL (ORD)  8:15 AM',
      'Denver, CO (DEN)  9:50 AM',
      '',
      'PREVIOUS FLIGHTS (cancelled)',
      'Tuesday, March 10, 2026',
      '',
      'UA 2210',
      'Chicago, IL (ORD)  7:00 AM',
      'Denver, CO (DEN)  8:40 AM',
      '',
      'UA 633',
      'Denver, CO (DEN)  11:30 AM',
      'Boise, ID (BOI)  1:05 PM',
      '',
      'Thank you for flying with us.',
    ].join('\n');
    expect(keys(text, '2026-02-20')).toEqual(['UA1488 ORD-DEN 2026-03-10T08:15']);
  });

  it('"VUELOS ANULADOS" heads its dated blocks up to the next heading in capitals', () => {
    const text = [
      'Hola Marta, te reubicamos:',
      '',
      'VUELOS NUEVOS',
      'Jueves 4 de junio de 2026',
      'IB3116 - Madrid (MAD) 09:10 -> Roma (FCO) 11:35',
      '',
      'VUELOS ANULADOS',
      '',
      'Jueves 4 de junio de 2026',
      'IB3114 - Madrid (MAD) 07:05 -> Roma (FCO) 09:30',
      '',
      'Viernes 5 de junio de 2026',
      'IB3120 - Roma (FCO) 13:00 -> Madrid (MAD) 15:30',
      '',
      'TU VUELTA (sin cambios)',
      '',
      'Domingo 14 de junio de 2026',
      'IB3125 - Roma (FCO) 18:20 -> Madrid (MAD) 20:45',
    ].join('\n');
    expect(keys(text, '2026-05-20')).toEqual([
      'IB3116 MAD-FCO 2026-06-04T09:10',
      'IB3125 FCO-MAD 2026-06-14T18:20',
    ]);
  });

  it('a change printed side by side, "Horario anterior" left and "Nuevo horario" right: the right column', () => {
    const text = [
      'Estimado Sr. Pardo, su vuelo fue reprogramado.',
      '',
      '          Horario anterior                    Nuevo horario',
      'Ida - vie 06/03/2026',
      '  LA 2420  LIM 06:10 > CUZ 07:35         LA 2424  LIM 08:45 > CUZ 10:10',
      '',
      'Vuelta - dom 08/03/2026',
      '  LA 2041  CUZ 17:30 > LIM 18:55         LA 2041  CUZ 17:30 > LIM 18:55',
      '',
      'Saludos cordiales.',
    ].join('\n');
    expect(keys(text, '2026-02-10')).toEqual([
      'LA2424 LIM-CUZ 2026-03-06T08:45',
      'LA2041 CUZ-LIM 2026-03-08T17:30',
    ]);
  });

  it('"Original flight<TAB>New flight" columns copied with a tab: each row keeps its right cell', () => {
    const text = [
      'Please review the change below.',
      '',
      'Original flight\tNew flight',
      'Monday, April 13, 2026\tMonday, April 13, 2026',
      'DL 1190\tDL 1204',
      'Atlanta (ATL) 09:15\tAtlanta (ATL) 11:40',
      'Orlando (MCO) 10:45\tOrlando (MCO) 13:10',
      '',
      'Thank you.',
    ].join('\n');
    expect(keys(text, '2026-03-20')).toEqual(['DL1204 ATL-MCO 2026-04-13T11:40']);
  });

  it('flights under a heading saying they were pasted by mistake from another file are not this booking', () => {
    const text = [
      'Expediente 5521 - familia Ortega',
      'AR 1302  AEP-COR  14/08/2026  07:40  OK',
      'AR 1305  COR-AEP  21/08/2026  19:15  OK',
      '',
      'NO ES DE ESTE EXPEDIENTE (pegado por error) - pasajero Julián Ruiz:',
      'AR 1500  AEP-MDZ  15/08/2026  10:20  OK',
      'AR 1507  MDZ-AEP  18/08/2026  16:50  OK',
    ].join('\n');
    expect(keys(text, '2026-07-01')).toEqual([
      'AR1302 AEP-COR 2026-08-14T07:40',
      'AR1305 COR-AEP 2026-08-21T19:15',
    ]);
  });

  it('a table with an old and a new departure column ("Old time | New time"): the new clock', () => {
    const text = [
      'Group KT44 - updated schedule',
      'Flight | Route | Date | Old time | New time | Status',
      'B6 1123 | BOS-FLL | 02/14/2026 | 06:00 | 07:25 | CHANGED',
      'B6 1130 | FLL-BOS | 02/20/2026 | 18:40 | 18:40 | OK',
    ].join('\n');
    expect(keys(text, '2026-01-20')).toEqual([
      'B61123 BOS-FLL 2026-02-14T07:25',
      'B61130 FLL-BOS 2026-02-20T18:40',
    ]);
  });

  it('"cancelé el vuelo de las 07:10 y te pasé al AR 1420 ...": the flight after the rebooking is booked', () => {
    const text = [
      'Hola Inés:',
      'Cancelé el vuelo de las 07:10 y te pasé al AR 1420, que sale de Aeroparque (AEP) a las 12:30 y llega a Bariloche (BRC) a las 14:50, el mismo viernes 12/06/2026.',
      'Saludos, Tomás',
    ].join('\n');
    expect(keys(text, '2026-05-30')).toEqual(['AR1420 AEP-BRC 2026-06-12T12:30']);
  });

  it('"Volta sem alteração — 14/10 G3 1457 ..." is the return as it stands, no rule about changes', () => {
    const text = [
      'Ida: 07/10 G3 1450 06:10 GRU-SSA',
      'Volta sem alteração — 14/10 G3 1457 14:20 SSA-GRU',
    ].join('\n');
    expect(keys(text, '2026-09-20')).toEqual([
      'G31450 GRU-SSA 2026-10-07T06:10',
      'G31457 SSA-GRU 2026-10-14T14:20',
    ]);
  });

  it('an old plan\'s heading printing the day it was issued ("Itinerário original emitido 15/01:") heads old flights', () => {
    const text = [
      'Itinerário original emitido 15/01:',
      '  04FEB LA 3456  CGH-POA  07:00 / 08:35',
      '  09FEB LA 3471  POA-CGH  18:10 / 19:45',
      '',
      'Depois da troca ficou só a ida: 04/02 LA 3460 10:20 CGH-POA',
    ].join('\n');
    expect(keys(text, '2026-01-20')).toEqual(['LA3460 CGH-POA 2026-02-04T10:20']);
  });

  it('options by letter, then "coloquei eles na (b)": the chosen one only', () => {
    const text = [
      'Opções que a Azul ofereceu:',
      'a) AD 4512 VCP-CNF hoje 20:40',
      'b) AD 4520 VCP-CNF 15/05 06:15 / 07:30',
      'Coloquei eles na (b).',
    ].join('\n');
    expect(keys(text, '2026-05-14')).toEqual(['AD4520 VCP-CNF 2026-05-15T06:15']);
  });
});
