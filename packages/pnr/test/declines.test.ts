import { describe, expect, it } from 'vitest';
import { decodePnr } from '../src/index.ts';

/** airline+flight from-to departure, the way the corpus scorer compares segments. */
const brief = (lines: string[], referenceDate = '2024-03-01') =>
  decodePnr(lines.join('\n'), { referenceDate }).segments.map(
    (s) => `${s.airline}${s.flight} ${s.from}-${s.to} ${s.departure}`,
  );

describe('itinerary reader: a doubtful field leaves the flight out, never a guess', () => {
  it("an 'Operating carrier' line's own number is not the flight", () => {
    expect(
      brief([
        'Flight AA 6612',
        'Operating carrier: Iberia IB 6252',
        'Thu, May 16, 2024',
        'Depart 6:30 PM  New York (JFK)',
        'Arrive 7:55 AM  Madrid (MAD)  Fri, May 17, 2024',
        '',
        'Flight AA 6557',
        'Operated by: Iberia',
        'IB 3166',
        'Fri, May 17, 2024',
        'Depart 10:25 AM  Madrid (MAD)',
        'Arrive 11:40 AM  Barcelona (BCN)',
      ]),
    ).toEqual(['AA6612 JFK-MAD 2024-05-16T18:30', 'AA6557 MAD-BCN 2024-05-17T10:25']);
  });

  it("skips the flight under 'Antes' and the 'Was:' row of a schedule change", () => {
    expect(
      brief([
        'Antes',
        'LA 3456',
        '21/06/2024',
        'Porto Alegre (POA) 06:10 → São Paulo (GRU) 07:45',
        '',
        'Agora',
        'LA 3458',
        '21/06/2024',
        'Porto Alegre (POA) 07:20 → São Paulo (GRU) 08:55',
      ]),
    ).toEqual(['LA3458 POA-GRU 2024-06-21T07:20']);
    expect(
      brief([
        'Flight UA 844',
        'Was: Tue, Sep 10, 2024  9:40 PM  Houston (IAH) - Buenos Aires (EZE)',
        'Now: Tue, Sep 10, 2024  10:15 PM  Houston (IAH) - Buenos Aires (EZE)',
      ]),
    ).toEqual(['UA844 IAH-EZE 2024-09-10T22:15']);
  });

  it('the same flight and day printed with two departure times is left out', () => {
    expect(
      brief([
        'Voo LA 3300 15/04/2024 São Paulo (GRU) 07:05 → Rio (SDU) 08:10',
        'Voo LA 3300 15/04/2024 São Paulo (GRU) 07:45 → Rio (SDU) 08:50',
      ]),
    ).toEqual([]);
  });

  it('dates and times of check-in opening, fare rules and "be at the airport" lines are not the flight\'s', () => {
    expect(
      brief([
        'Voo G3 1018',
        'Check-in online abre em 21/05/2024 às 07:10',
        'qua., 22 de maio de 2024',
        'Chegue ao aeroporto às 05:10',
        'Florianópolis (FLN) 07:10 → São Paulo - Congonhas (CGH) 08:15',
        'Remarcação gratuita até 15/05/2024 às 23:59.',
      ]),
    ).toEqual(['G31018 FLN-CGH 2024-05-22T07:10']);
  });

  it("'9h50' beside 'Direto' or 'de viagem' is a length, not the departure", () => {
    expect(
      brief([
        'TAP Air Portugal',
        'Ida · dom., 13 de outubro de 2024',
        'TP 94 · Direto · 9h50',
        'Fortaleza (FOR) 22:15',
        'Lisboa (LIS) 09:05 +1',
      ]),
    ).toEqual(['TP94 FOR-LIS 2024-10-13T22:15']);
  });

  it('reads an AM/PM printed in the next cell, and leaves a bare 7:05 in a 12-hour text out', () => {
    expect(
      brief(['Delta 1542', 'Mar 18, 2024', '7:05', 'PM', 'Atlanta (ATL)', '9:10', 'PM', 'Miami (MIA)']),
    ).toEqual(['DL1542 ATL-MIA 2024-03-18T19:05']);
    expect(
      brief([
        'Delta 1542 Mar 18, 2024 Atlanta (ATL) 7:05 → Miami (MIA) 9:10',
        'Delta 1600 Mar 20, 2024 Miami (MIA) 7:05 PM → Atlanta (ATL) 9:10 PM',
      ]),
    ).toEqual(['DL1600 MIA-ATL 2024-03-20T19:05']);
  });

  it('a date printed only beside an overnight arrival is not the departure day', () => {
    expect(brief(['TK 16', 'São Paulo (GRU) 18:05', 'Istanbul (IST) 13:35  Thu 24 Oct 2024'])).toEqual([]);
  });

  it("a trip's date range above is not a flight's date; the flight's own date after its times is", () => {
    expect(
      brief([
        'Sua viagem: 15/04/2024 - 20/04/2024',
        'Voo LA 3300',
        'São Paulo (GRU) 07:05 → Rio de Janeiro (SDU) 08:10',
        'seg., 15/04/2024',
        '',
        'Voo LA 3301',
        'Rio de Janeiro (SDU) 18:00 → São Paulo (GRU) 19:05',
        'sáb., 20/04/2024',
      ]),
    ).toEqual(['LA3300 GRU-SDU 2024-04-15T07:05', 'LA3301 SDU-GRU 2024-04-20T18:00']);
  });

  it("a connection after an overnight leg leaves on the landing day, not on the leg's own date", () => {
    expect(
      brief([
        'LA 8084',
        'Mon, Apr 15, 2024',
        'São Paulo (GRU) 23:55 → London (LHR) 14:25 +1',
        'LA 1481',
        'London (LHR) 17:10 → Lisbon (LIS) 19:45',
      ]),
    ).toEqual(['LA8084 GRU-LHR 2024-04-15T23:55', 'LA1481 LHR-LIS 2024-04-16T17:10']);
  });

  it('all-airports codes and cities with several airports are settled by the text or left out', () => {
    expect(brief(['Voo LA 3920 · 13/09/2024', 'Rio de Janeiro (RIO) 19:00 → São Paulo (SAO) 20:05'])).toEqual(
      [],
    );
    expect(
      brief(['Vuelo AM 640', 'vie., 09 de febrero de 2024', 'Ciudad de México 10:15 → San José 12:05']),
    ).toEqual([]);
  });

  it('flights offered as alternatives are not booked', () => {
    expect(
      brief([
        'Seu novo voo',
        'LA 4610 · sáb., 26 de outubro de 2024',
        'Belo Horizonte - Confins (CNF) 14:20 → Brasília (BSB) 15:35',
        '',
        'Prefere outro horário? Também há lugares nestes voos, sem custo:',
        'LA 4612 · sáb., 26 de outubro de 2024 · Confins (CNF) 17:45 → Brasília (BSB) 19:00',
      ]),
    ).toEqual(['LA4610 CNF-BSB 2024-10-26T14:20']);
  });

  it("'Voo NNNN' takes the airline named right after it or on a labelled line below it", () => {
    expect(
      brief([
        'Voo 1650 - GOL',
        'sáb., 14 de setembro de 2024',
        'Brasília (BSB) 09:15 → Salvador (SSA) 11:10',
        '',
        'Voo 3710',
        'ter., 17 de setembro de 2024',
        'Salvador (SSA) 10:20 → Brasília (BSB) 12:15',
        'Companhia aérea: LATAM',
        '',
        'Ofertas GOL: acumule Smiles voando GOL. Promoções GOL toda semana.',
      ]),
    ).toEqual(['G31650 BSB-SSA 2024-09-14T09:15', 'LA3710 SSA-BSB 2024-09-17T10:20']);
  });
});

describe('itinerary reader: names, reused dates, 12-hour clocks (issue 17, fifth session)', () => {
  it('a passenger name in capitals is not an airport', () => {
    expect(
      brief([
        'Voo LA 3300',
        'Passageiro: ANA SILVA',
        'São Paulo (GRU) 07:05 → Rio de Janeiro (SDU) 08:10',
        '15/04/2024',
      ]),
    ).toEqual(['LA3300 GRU-SDU 2024-04-15T07:05']);
    expect(
      brief([
        'Flight TP 1020',
        'Passenger: Mr BOB SMITH',
        'Lisbon (LIS) 09:05 - Paris (ORY) 12:40',
        'Tue, 16 Apr 2024',
      ]),
    ).toEqual(['TP1020 LIS-ORY 2024-04-16T09:05']);
  });

  it("a six-letter name in capitals is not a GDS city pair ('MARINA' = MAR + INA)", () => {
    expect(
      brief([
        'Olá, MARINA COSTA!',
        '',
        'Campinas (VCP) → Recife (REC)',
        'Sexta-feira, 15/03/2024',
        'Voo AD 4520',
        'Partida 22:10   Chegada 23:55',
      ]),
    ).toEqual(['AD4520 VCP-REC 2024-03-15T22:10']);
  });

  it("'7H05' in capitals is a time, not airline 7H", () => {
    expect(
      brief(['AZUL', 'SEX, 19 ABR 2024', 'VOO 2508', 'RECIFE (REC) 7H05 → SALVADOR (SSA) 8H35']),
    ).toEqual(['AD2508 REC-SSA 2024-04-19T07:05']);
  });

  it("a date printed under one flight is not the next flight's", () => {
    expect(
      brief([
        'Azul',
        'Voo 4520',
        'Campinas (VCP) 22:10 → Recife (REC) 01:20',
        'Sexta-feira, 15 de março de 2024',
        '',
        'Voo 4046',
        'Recife (REC) 06:40 → Fernando de Noronha (FEN) 07:50',
      ]),
      // The first flight lands on the 16th (22:10 → 01:20 in one zone): its connection leaves that day.
    ).toEqual(['AD4520 VCP-REC 2024-03-15T22:10', 'AD4046 REC-FEN 2024-03-16T06:40']);
  });

  it("where each route heads its flight's number, the next route is not this flight's", () => {
    expect(
      brief([
        'São Paulo → Rio de Janeiro (SDU)',
        'Voo G3 1002',
        '15/04/2024  07:05 - 08:10',
        '',
        'Rio de Janeiro (SDU) → São Paulo (CGH)',
        'Voo G3 1003',
        '18/04/2024  19:00 - 20:05',
      ]),
    ).toEqual(['G31003 SDU-CGH 2024-04-18T19:00']);
  });

  it("a record locator shaped like a designator ('KL4512') is not a flight", () => {
    expect(
      brief([
        'Código de reserva: KL4512',
        'São Paulo (GRU) 07:05 → Rio de Janeiro (SDU) 08:10',
        '15/04/2024',
        'Voo LA 3300',
      ]),
    ).toEqual(['LA3300 GRU-SDU 2024-04-15T07:05']);
  });

  it("'to X from Y' names the destination first", () => {
    expect(
      brief(['Your flight TP 82 to Lisbon (LIS) from São Paulo (GRU) departs on 14 April 2024 at 23:50.']),
    ).toEqual(['TP82 GRU-LIS 2024-04-14T23:50']);
    expect(
      brief([
        'Seu voo LA 3300 para o Rio de Janeiro (SDU), saindo de São Paulo (GRU), parte em 15/04/2024 às 07:05.',
      ]),
    ).toEqual(['LA3300 GRU-SDU 2024-04-15T07:05']);
  });

  it("a word in capitals is not a GDS city pair outside a GDS line ('SALIDA' = SAL + IDA)", () => {
    expect(
      brief([
        'Vuelo CM 701 · 14 jun 2024',
        'SALIDA 01:10 São Paulo (GRU)',
        'LLEGADA 06:05 Ciudad de Panamá (PTY)',
      ]),
    ).toEqual(['CM701 GRU-PTY 2024-06-14T01:10']);
  });

  it("'7:05p' is 19:05 and '9:40a' is 09:40", () => {
    expect(brief(['Delta 1542', 'Mon, Mar 18, 2024', 'Atlanta (ATL) 7:05p - Miami (MIA) 9:02p'])).toEqual([
      'DL1542 ATL-MIA 2024-03-18T19:05',
    ]);
  });

  it('Barcelona alone names two airports (Spain, Venezuela): a flight abroad says neither, a domestic one its own country’s', () => {
    const flight = (route: string) =>
      brief(['Conviasa', 'Vuelo V0 3120', route, 'Fecha: 12/04/2024', 'Salida 08:30   Llegada 09:15']);
    expect(flight('Barcelona - Miami')).toEqual([]);
    expect(flight('Barcelona - Porlamar')).toEqual(['V03120 BLA-PMV 2024-04-12T08:30']);
  });

  it('one AM/PM in a text without 24-hour clocks makes a bare 9:40 unsure', () => {
    const flight = ['Flight UA 845', 'Houston (IAH) to Buenos Aires (EZE)', 'Wednesday, April 24, 2024'];
    expect(
      brief(['Sent: Friday, March 1, 2024 10:15 AM', ...flight, 'Departs 9:40   Arrives 10:35']),
    ).toEqual([]);
    expect(
      brief(['Sent: Friday, March 1, 2024 10:15 AM', ...flight, 'Departs 21:40   Arrives 10:35']),
    ).toEqual(['UA845 IAH-EZE 2024-04-24T21:40']);
  });
});
