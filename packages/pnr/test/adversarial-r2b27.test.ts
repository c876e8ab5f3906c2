import { describe, expect, it } from 'vitest';
import { decodePnr } from '../src/index.ts';

/*
 * Wrong readings found in batch 27's tune items (and one of batch 22), each removed by a general
 * rule: each case says what a careful reader takes from the text.
 */

const keys = (text: string, referenceDate = '2025-04-08') =>
  decodePnr(text, { referenceDate }).segments.map((s) =>
    [s.airline, s.flight, s.from, s.to, s.departure].join('|'),
  );

describe('batch 27 layouts that tempted a wrong segment', () => {
  it("a line saying a flight was XX'd (a reservation system's cancelled status) is history, its date no one's", () => {
    const got = keys(
      [
        'Ops notes - file KX-221',
        'Fri 06/06  BA1436  LHR-EDI  dep 07:40  arr 09:05  HK',
        'Mon 09/06  BA1445  EDI-LHR  dep 18:20  arr 19:45  HK',
        "  -> BA1449 EDI-LHR 20:55 was XX'd 02/04, rebooked on BA1445",
      ].join('\n'),
    );
    expect(got).toEqual(['BA|1436|LHR|EDI|2025-06-06T07:40', 'BA|1445|EDI|LHR|2025-06-09T18:20']);
  });
  it('a flight named again on a line about the driver meeting it is the flight above, not a new one', () => {
    const got = keys(
      [
        'Porto to Madrid',
        'Fri 16 May · Direct',
        '06:50  OPO Porto Airport',
        '       Iberia · IB8721 · Economy',
        '09:05  MAD Madrid-Barajas Airport, Terminal 4',
        '',
        'Your trip at a glance',
        'Fri 16 May  Airport transfer · Barajas T4 → Hotel Regina, PIN 4410',
        '            The driver follows flight IB8721 and waits for you at 09:05',
      ].join('\n'),
    );
    expect(got).toEqual(['IB|8721|OPO|MAD|2025-05-16T06:50']);
  });
  it('a flight whose heading closes with its hold expired was never bought', () => {
    const got = keys(
      [
        'FLIGHT  Boston (BOS) to Chicago (ORD) - RESERVATION EXPIRED',
        '--------------------------------------------',
        'Mon, May 4, 2026 · United Airlines 1731 · 6:15 AM - 8:05 AM',
        'The seats were released after the ticketing deadline.',
        '',
        'FLIGHT  Chicago (ORD) to Boston (BOS)',
        '--------------------------------------------',
        'Wed, May 6, 2026 · United Airlines 2290 · 5:40 PM - 8:55 PM',
      ].join('\n'),
      '2026-04-20',
    );
    expect(got).toEqual(['UA|2290|ORD|BOS|2026-05-06T17:40']);
  });
  it('an aircraft family with its model ("CRJ-900") is no airport', () => {
    const got = keys(
      [
        'Reserva: 7QWE2R',
        '',
        'IDA · lunes, 9 de marzo de 2026',
        '  08:15  Madrid (MAD) T4',
        '  09:30  Valencia (VLC)',
        '         IB8950 · Operado por Air Nostrum · CRJ-900 · Turista',
        '',
        'VUELTA · viernes, 13 de marzo de 2026',
        '  19:05  Valencia (VLC)',
        '  20:20  Madrid (MAD) T4',
        '         IB8957 · Operado por Air Nostrum · CRJ-900 · Turista',
      ].join('\n'),
      '2026-01-15',
    );
    expect(got).toEqual(['IB|8950|MAD|VLC|2026-03-09T08:15', 'IB|8957|VLC|MAD|2026-03-13T19:05']);
  });
  it('read upward from its number, a flight starts at the clock beside where it leaves, not at a bus leg above', () => {
    const got = keys(
      [
        'Your trip is booked!',
        '',
        '1  Flight',
        '   Sun 8 Jun',
        '   07:20  Lisbon  LIS  Humberto Delgado',
        '   10:45  Paris  ORY  Orly',
        '   easyJet · U2 7613',
        '',
        '2  Bus',
        '   Sun 8 Jun',
        '   11:40  Paris Orly (bus stop)',
        '   12:50  Paris Beauvais (bus terminal)',
        '',
        '3  Flight',
        '   Sun 8 Jun',
        '   17:25  Beauvais  BVA  Tillé',
        '   19:55  Dublin  DUB',
        '   Ryanair · FR 1525',
      ].join('\n'),
      '2025-05-01',
    );
    expect(got).toEqual(['U2|7613|LIS|ORY|2025-06-08T07:20', 'FR|1525|BVA|DUB|2025-06-08T17:25']);
  });
  it('a number printed under its own schedule line owns that line: the flight above does not take it', () => {
    const got = keys(
      [
        'VOO ALTERADO',
        '',
        'AF401 - Santiago (SCL) > Paris (CDG)',
        'Sexta-feira 10 outubro 2025',
        '',
        'Novo horário         Partida 17:10   Chegada 11:45 (+1)',
        '',
        'SUA VIAGEM ATUALIZADA',
        'sex. 10 out.  17:10  Santiago (SCL)  ->  sáb. 11 out. 11:45  Paris (CDG)',
        '              AF401 · Boeing 787-9 · Economy',
        '',
        'ter. 14 out.  09:50  Paris (CDG)  ->  11:05  Amsterdã (AMS)',
        '              AF1640 · Airbus A320 · Economy',
        '',
        'dom. 19 out.  10:40  Amsterdã (AMS)  ->  18:05  Santiago (SCL)',
        '              KL701 · KLM · Boeing 787-10 · Economy',
      ].join('\n'),
      '2025-09-10',
    );
    expect(got).toEqual([
      'AF|401|SCL|CDG|2025-10-10T17:10',
      'AF|1640|CDG|AMS|2025-10-14T09:50',
      'KL|701|AMS|SCL|2025-10-19T10:40',
    ]);
  });
  it('"Transfer in Istanbul" between two flights is a connection, not a ground transfer hiding the next departure', () => {
    const got = keys(
      [
        'Depart · Mon, Oct 6, 2025',
        '----------------------------------------',
        '07:15   Lisbon Humberto Delgado Airport T1   (LIS)',
        '        Turkish Airlines TK1760  ·  Airbus A321  ·  Economy',
        '13:20   Istanbul Airport   (IST)',
        '        Transfer in Istanbul  2h 05m',
        '15:25   Istanbul Airport   (IST)',
        '        Turkish Airlines TK1857  ·  Airbus A321  ·  Economy',
        '17:10   Athens International Airport   (ATH)',
      ].join('\n'),
      '2025-08-14',
    );
    expect(got).toEqual(['TK|1760|LIS|IST|2025-10-06T07:15', 'TK|1857|IST|ATH|2025-10-06T15:25']);
  });
});
