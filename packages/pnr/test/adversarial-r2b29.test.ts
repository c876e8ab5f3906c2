import { describe, expect, it } from 'vitest';
import { decodePnr } from '../src/index.ts';

/*
 * Patterns from batches 28-32's tune items that were read wrongly, each written anew: what a careful
 * reader takes from the text, and an empty list where the text does not say.
 */

const keys = (text: string, referenceDate = '2024-04-01') =>
  decodePnr(text, { referenceDate }).segments.map((s) =>
    [s.airline, s.flight, s.from, s.to, s.departure].join('|'),
  );

describe('wrong readings of batches 28-32, written anew', () => {
  it('"DBA" (doing business as) in an operator’s name is no airport', () => {
    const got = keys(
      [
        'From: Delta Air Lines <receipts@delta.com>',
        'Subject: Your trip receipt',
        '',
        'DATE        FLIGHT                 CLASS      DEPART                  ARRIVE',
        'TUE 14MAY   DL 4120                Main       DETROIT (DTW)           WHITE PLAINS',
        '            OPERATED BY ENDEAVOR              08:15AM                 09:42AM',
        '            AIR DBA DELTA CONNECTION',
        'Thanks for flying with us.',
      ].join('\n'),
    );
    expect(got).toEqual([]);
  });

  it('a post-office box line is an address: its city is no end of a flight', () => {
    const got = keys(
      [
        'From: Delta Air Lines <receipts@delta.com>',
        'Subject: Your trip receipt',
        '',
        'DATE        FLIGHT                 CLASS      DEPART                  ARRIVE',
        'FRI 17MAY   DL 4133                Main       WHITE PLAINS            DETROIT (DTW)',
        '                                              01:10PM                 03:05PM',
        'Page 1 of 1',
        'Delta Air Lines, Inc. | P.O. Box 20980 | Atlanta, GA 30320-6001',
      ].join('\n'),
    );
    expect(got).toEqual([]);
  });

  it('"NEW YORK-KENNEDY" names Kennedy airport; the surname alone names none', () => {
    const got = keys(
      [
        'Passenger: KENNEDY/MARIA MS',
        'DATE        FLIGHT                 CLASS      DEPART                  ARRIVE',
        'SUN 19MAY   DL 1485                Main       NEW YORK-KENNEDY        DETROIT (DTW)',
        '                                              07:40AM                 09:55AM',
      ].join('\n'),
    );
    expect(got).toEqual(['DL|1485|JFK|DTW|2024-05-19T07:40']);
  });

  it('a row whose status a legend of the text calls refunded or void is not flown', () => {
    const got = keys(
      [
        'RECIBO DE BOLETO ELECTRONICO',
        'DESDE        HACIA        VUELO     FECHA   HORA  ST',
        'BOGOTA (BOG) MEDELLIN (MDE)  AV 9321  03JUN   0710  OK',
        'MEDELLIN (MDE) BOGOTA (BOG)  AV 9338  07JUN   1930  RE',
        'MEDELLIN (MDE) BOGOTA (BOG)  AV 9342  08JUN   0815  OK',
        'ST: OK=CONFIRMADO  RE=REEMBOLSADO  AN=ANULADO',
      ].join('\n'),
    );
    expect(got).toEqual(['AV|9321|BOG|MDE|2024-06-03T07:10', 'AV|9342|MDE|BOG|2024-06-08T08:15']);
  });

  it('Cusco’s airport is named by its own name ("Alejandro Velasco Astete")', () => {
    const got = keys(
      [
        'Voo LA 2118 - sex. 14 nov. 2025',
        'Saída: 09:05 Aeroporto Internacional Alejandro Velasco Astete',
        'Chegada: 10:35 Lima (LIM)',
      ].join('\n'),
    );
    expect(got).toEqual(['LA|2118|CUZ|LIM|2025-11-14T09:05']);
  });

  it('a departure told in the past ("salía 21:05") is the schedule given up, not a flight', () => {
    const got = keys(
      [
        'Marcos Pérez  10:02 a. m.',
        'ojo con los Gil, Iberia movió el IB6025',
        'MAD-GRU del 03/03 (salía 21:05) y van por Lisboa:',
        'TP1017  03MAR  MAD-LIS  1410  1435',
        'TP85    03MAR  LIS-GRU  1610  2340',
      ].join('\n'),
      '2026-02-01',
    );
    expect(got).toEqual(['TP|1017|MAD|LIS|2026-03-03T14:10', 'TP|85|LIS|GRU|2026-03-03T16:10']);
  });
});
