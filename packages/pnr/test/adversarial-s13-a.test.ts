import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong readings of corpus batches 67 and 71 (a Portuguese verb before a clock that
 * is also an airport's code, an airline's name that splits into two codes, a city's name broken by a
 * hyphen at the end of its cell), each in a text of its own.
 */

describe('batch 67: a verb before a clock', () => {
  it('"SAI 07H40" (leaves at) in a one-line flight row is no third airport', () => {
    const text = [
      'Olá, Renata! Seguem os voos emitidos.',
      '',
      'KQ 201  TER 09SET26  JOANESBURGO JNB > NAIROBI NBO   SAI 07H40  CHEGA 12H55',
      'KQ 202  DOM 20SET26  NAIROBI NBO > JOANESBURGO JNB   SAI 14H05  CHEGA 17H20',
    ].join('\n');
    expect(keys(text, '2026-08-01')).toEqual([
      'KQ201 JNB-NBO 2026-09-09T07:40',
      'KQ202 NBO-JNB 2026-09-20T14:05',
    ]);
  });

  it('the same letters joined by a dash to another code are still Siem Reap', () => {
    const text = 'Voo PG 931  12/09/2026  BKK-SAI  08:15  09:20';
    expect(keys(text, '2026-08-01')).toEqual(['PG931 BKK-SAI 2026-09-12T08:15']);
  });
});

describe("batch 71: a carrier's short name before its number", () => {
  it('"ALASKA 318" and "UNITED 2044" in capitals are flights, not the routes ALA-SKA and UNI-TED', () => {
    const text = [
      'Trip confirmation',
      'Mon, 14SEP26',
      'ALASKA 318',
      'Seattle, WA (SEA)',
      '7:10 AM',
      'Anchorage, AK (ANC)',
      '9:35 AM',
      'Fri, 18SEP26',
      'UNITED 2044',
      'Anchorage, AK (ANC)',
      '6:20 PM',
      'Denver, CO (DEN)',
      '11:58 PM',
    ].join('\n');
    expect(keys(text, '2026-08-01')).toEqual([
      'AS318 SEA-ANC 2026-09-14T07:10',
      'UA2044 ANC-DEN 2026-09-18T18:20',
    ]);
  });
});

describe('batch 71: a city cut by a hyphen at the end of its cell', () => {
  it('"CAMPINAS VIRACO-" / "POS" is Viracopos, not Port of Spain; "FLORIANO-" / "POLIS" is Florianópolis, not Floriano', () => {
    const text = [
      'Recibo do bilhete eletronico',
      'Voo / Flight',
      'Data / Date',
      'De / From',
      'Partida / Departure',
      'Para / To',
      'Chegada / Arrival',
      'G3 1402',
      '18SET',
      'CAMPINAS VIRACO-',
      'POS',
      '07:15',
      'FLORIANO-',
      'POLIS',
      '08:30',
    ].join('\n');
    expect(keys(text, '2026-08-01')).toEqual(['G31402 VCP-FLN 2026-09-18T07:15']);
  });
});

describe("batch 71: a frequent flyer's number under its programme's heading", () => {
  it('"LA 5120 7788" under "LATAM Pass" is no flight: the receipt\'s own flights keep their routes above them', () => {
    const text = [
      'Electronic Ticket Receipt',
      'Passenger                  Ticket number         LATAM Pass',
      'ROCHA/BEATRIZ MRS          957 2104 118830       LA 5120 7788',
      'Itinerary',
      'Departure             Arrival',
      'BOGOTA                LIMA',
      'EL DORADO             JORGE CHAVEZ',
      'LA 2535  02OCT2026    06:10    09:25    Y    OK',
      'LIMA                  BOGOTA',
      'JORGE CHAVEZ          EL DORADO',
      'This receipt is no boarding pass.',
      'Check in online 48 hours before departure.',
      '                                                       Page 1/2',
      'Electronic Ticket Receipt                              Page 2/2',
      'LA 2538  09OCT2026    12:00    15:05    Y    OK',
    ].join('\n');
    expect(keys(text, '2026-08-01')).toEqual([
      'LA2535 BOG-LIM 2026-10-02T06:10',
      'LA2538 LIM-BOG 2026-10-09T12:00',
    ]);
  });
});

describe('batch 71: a footer with a street address between a route and its flight row', () => {
  it('"Av. San Martin 4-12, Cartagena" in a page footer names no end of the return', () => {
    const text = [
      'Electronic Ticket Receipt',
      'Departure             Arrival',
      'BOGOTA                CARTAGENA',
      'EL DORADO             RAFAEL NUNEZ',
      'AV 9520  06MAR2026    07:10    08:35    Y    OK',
      'CARTAGENA             BOGOTA',
      'RAFAEL NUNEZ          EL DORADO',
      'Aerovias del Caribe S.A. - Av. San Martin 4-12, Cartagena',
      'This receipt is no boarding pass.                      Page 1/2',
      'Electronic Ticket Receipt                              Page 2/2',
      'AV 9523  08MAR2026    19:30    20:55    Y    OK',
    ].join('\n');
    expect(keys(text, '2026-02-01')).toEqual([
      'AV9520 BOG-CTG 2026-03-06T07:10',
      'AV9523 CTG-BOG 2026-03-08T19:30',
    ]);
  });
});

describe('batch 71: a receipt flattened one cell a line', () => {
  it("a city of several airports then its code on one line stands at the city's column, like the other end", () => {
    const text = [
      'Itinerary and Receipt',
      'Thu, 10SEP26',
      'AA 1402',
      'CHICAGO, IL (ORD)',
      '7:05 AM',
      'SAN FRANCISCO, CA (SFO)',
      '9:50 AM',
    ].join('\n');
    expect(keys(text, '2026-08-01')).toEqual(['AA1402 ORD-SFO 2026-09-10T07:05']);
  });
});
