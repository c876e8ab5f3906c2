import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong segments of corpus batches 68-71 (agency and airline mails), each in a text
 * of its own.
 */

describe('batches 68-71: arrival days, days from the mail, routes read backwards', () => {
  it("a day closing an arrival's labelled schedule line, far from its label, is the landing day", () => {
    const text = [
      'Confirmação da sua viagem',
      'IDA',
      'qui. 12/03/2026',
      '',
      'Partida 17:05h  POA Porto Alegre - Salgado Filho',
      'Chegada 18:40h  GRU São Paulo - Guarulhos, Terminal 2',
      'G31130 - GOL - Econômica',
      '',
      'Partida 22:10h  GRU São Paulo - Guarulhos, Terminal 3',
      'Chegada 11:20h  LIS Lisboa - Humberto Delgado, Terminal 1 (sex. 13/03/2026)',
      'TP88 - TAP Air Portugal - Econômica',
    ].join('\n');
    expect(keys(text, '2026-02-01')).toEqual([
      'G31130 POA-GRU 2026-03-12T17:05',
      'TP88 GRU-LIS 2026-03-12T22:10',
    ]);
  });

  it('a landing day days after the day carried from the flight before leaves the flight undated', () => {
    const text = [
      'WEDNESDAY 10 JUNE 2026',
      '',
      'AIR     Iberia  IB 6250',
      '        Depart:   Madrid (MAD) Terminal 4S                11:40',
      '        Arrive:   New York John F Kennedy (JFK) Terminal 7 14:05',
      '',
      'HOTEL   Midtown Lodge, 4 nights',
      '',
      'AIR     Iberia  IB 6252',
      '        Depart:   New York John F Kennedy (JFK) Terminal 7 18:20',
      '        Arrive:   Madrid (MAD) Terminal 4S                07:35 on Mon 15 Jun',
    ].join('\n');
    expect(keys(text, '2026-05-01')).toEqual(['IB6250 MAD-JFK 2026-06-10T11:40']);
  });
  it('read upward, the date nearest a route-over-number block heads it, not an earlier one in reach', () => {
    const text = [
      'Aerolíneas Plus',
      'Recibimos tu pedido el 02-03-2026.',
      '',
      'Ida',
      'martes, 14 de abril de 2026',
      '',
      'Buenos Aires (AEP) → Córdoba (COR)',
      'Sale 8:10 - Llega 9:35',
      'AR1520 · Boeing 737',
      '',
      'Regreso',
      'domingo, 19 de abril de 2026',
      '',
      'Córdoba (COR) → Buenos Aires (AEP)',
      'Sale 18:40 - Llega 20:05',
      'AR1525 · Boeing 737',
    ].join('\n');
    expect(keys(text, '2026-03-02')).toEqual([
      'AR1520 AEP-COR 2026-04-14T08:10',
      'AR1525 COR-AEP 2026-04-19T18:40',
    ]);
  });
  it("the day miles were redeemed ('Fecha de canje', 'Data do resgate', 'Redemption date') is no flight's day", () => {
    const es = [
      '¡Tu canje está listo!',
      'Fecha de canje: 08-04-2026',
      '',
      'LA2413  Santiago (SCL) 07:25 → Lima (LIM) 10:05',
    ];
    const pt = [
      'Resgate concluído',
      'Data do resgate: 08/04/2026',
      '',
      'Voo G3 1420  Porto Alegre (POA) 07:25 → São Paulo (GRU) 09:05',
    ];
    const en = [
      'Award booked',
      'Redemption date: Apr 8, 2026',
      '',
      'Flight UA 512  Denver (DEN) 7:25 AM → Chicago (ORD) 10:55 AM',
    ];
    for (const lines of [es, pt, en]) expect(keys(lines.join('\n'), '2026-04-08')).toEqual([]);
  });
  it("a PDF's codes one under the other, then the airports' names in the same order, one name unread", () => {
    const text = [
      'Itinerario de viaje',
      'Salida',
      'martes 13 de octubre 2026',
      'Lima',
      'Arequipa',
      '06:15',
      '07:45',
      'LIM',
      'AQP',
      'Aeropuerto Internacional Jorge Chávez',
      'Aeropuerto Rodríguez Ballón de la ciudad',
      'LA 2105',
      'Operado por LATAM Airlines Perú',
    ].join('\n');
    expect(keys(text, '2026-09-01')).toEqual(['LA2105 LIM-AQP 2026-10-13T06:15']);
  });
  it("a day closing the line under an arrival's schedule ('GATE E  FRIDAY 5 MAR') is the landing day, not a heading", () => {
    const text = [
      'THURSDAY 4 MARCH 2027',
      '---------------------------------------------',
      'AIR     UNITED AIRLINES      FLIGHT 2240      ECONOMY',
      '        DEPART  DENVER CO (DEN)              11:05 AM',
      '        ARRIVE  HOUSTON TX (IAH)              2:35 PM',
      '---------------------------------------------',
      'AIR     UNITED AIRLINES      FLIGHT 1011      ECONOMY',
      '        DEPART  HOUSTON TX (IAH)              9:50 PM',
      '        ARRIVE  SANTIAGO CL (SCL)             9:40 AM',
      '                GATE E                   FRIDAY 5 MAR',
      '---------------------------------------------',
      'WEDNESDAY 10 MARCH 2027',
      '---------------------------------------------',
      'AIR     UNITED AIRLINES      FLIGHT 1010      ECONOMY',
      '        DEPART  SANTIAGO CL (SCL)             8:55 PM',
      '        ARRIVE  HOUSTON TX (IAH)              5:10 AM',
      '                TERMINAL E             THURSDAY 11 MAR',
    ].join('\n');
    expect(keys(text, '2027-02-01')).toEqual([
      'UA2240 DEN-IAH 2027-03-04T11:05',
      'UA1011 IAH-SCL 2027-03-04T21:50',
      'UA1010 SCL-IAH 2027-03-10T20:55',
    ]);
  });
  it("a page counter opening a PDF's footer ('1/2   skyairline.com', then '2/2') is no 1 February", () => {
    const text = [
      'Sky Airline - Itinerario',
      'Ida - viernes 9 de octubre 2026',
      'H2 201  Santiago (SCL) 08:00 → Antofagasta (ANF) 10:05',
      '',
      '1/2                                  skyairline.com',
      'Sky Airline - Itinerario',
      'Vuelta',
      'H2 206  Antofagasta (ANF) 19:30 → Santiago (SCL) 21:35',
      '',
      '2/2                                  skyairline.com',
    ].join('\n');
    const read = keys(text, '2026-09-01');
    expect(read[0]).toBe('H2201 SCL-ANF 2026-10-09T08:00');
    expect(read.filter((k) => k.includes('-02-01T'))).toEqual([]);
  });
});
