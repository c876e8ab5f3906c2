import { describe, expect, it } from 'vitest';
import { decodePnr } from '../src/index.ts';

const REF = { referenceDate: '2025-01-10' };

describe('Amadeus', () => {
  it('reads an Amadeus RT display with header, passengers and locator', () => {
    const r = decodePnr(
      [
        'RP/SAOB12345/SAOB12345            AA/SU  5JAN25/1201Z   K7QX2P',
        '  1.SOUZA/ANA MRS(ADT)   2.SOUZA/PEDRO(CHD/10MAY15)',
        '  3  LA8084 Y 10MAR 1 GRULHR HK2  2330   1425  11MAR  E  LA/K7QX2P',
        '  4  BA 433 Y 20MAR 4 LHRAMS HK2  0715   0930  20MAR  E  BA/K7QX2P',
        '  5 AP SAO 11 5555-0000 - AGENCIA',
      ].join('\n'),
      REF,
    );
    expect(r.format).toBe('amadeus');
    expect(r.locator).toBe('K7QX2P');
    expect(r.passengers.map((p) => p.name)).toEqual(['SOUZA/ANA MRS', 'SOUZA/PEDRO']);
    expect(r.segments).toHaveLength(2);
    expect(r.segments[0]).toMatchObject({
      airline: 'LA',
      flight: '8084',
      class: 'Y',
      from: 'GRU',
      to: 'LHR',
      date: '10MAR',
      dep: '2330',
      arr: '1425',
      arr_day_offset: 1,
      status: 'HK',
    });
    expect(r.segments[1]).toMatchObject({ airline: 'BA', flight: '433', arr_day_offset: 0 });
  });

  it('reads an Amadeus segment with arrival next day +1', () => {
    const r = decodePnr('  2  TP 104 C 05APR 6 LISGRU HK1  2235  0620+1 332 E0 M', REF);
    expect(r.segments[0]).toMatchObject({
      from: 'LIS',
      to: 'GRU',
      dep: '2235',
      arr: '0620',
      arr_day_offset: 1,
      equipment: '332',
    });
    expect(r.segments[0].departure).toBe('2025-04-05T22:35');
    expect(r.segments[0].arrival).toBe('2025-04-06T06:20');
  });

  it('reads an Amadeus segment arriving the previous day (-1)', () => {
    const r = decodePnr('  1  NZ   1 J 12FEB 3 AKLLAX HK1       1930 1130-1 789 E0 M', REF);
    expect(r.segments[0]).toMatchObject({ flight: '1', dep: '1930', arr: '1130', arr_day_offset: -1 });
  });

  it('reads 12-hour Amadeus times and an arrival date two days later', () => {
    const r = decodePnr('  2  SQ  21 K 03JUN 2 EWRSIN HK1  1035P 615A 05JUN  E  SQ/ABCDEF', REF);
    expect(r.segments[0]).toMatchObject({ dep: '2235', arr: '0615', arr_day_offset: 2 });
  });

  it('takes the last two times when a check-in time and terminal come first', () => {
    const r = decodePnr('  3  AF 443 L 14MAY 3 CDGGIG HK1   920P 2E 1020P 615A+1 359 E0 M', REF);
    expect(r.segments[0]).toMatchObject({ dep: '2220', arr: '0615', arr_day_offset: 1 });
  });

  it('reports flown Amadeus segments with no times', () => {
    const r = decodePnr('  2  IB6824 O 02JAN 4 MADEZE         FLWN', REF);
    expect(r.segments[0]).toMatchObject({
      airline: 'IB',
      flight: '6824',
      status: 'FLWN',
      dep: null,
      arr: null,
      arr_day_offset: null,
    });
    expect(r.segments[0].status_text?.en).toBe('Flown');
  });

  it('reads an Amadeus ARNK and a MIS segment into other_segments', () => {
    const r = decodePnr(
      [
        '  1.LIMA/JOSE',
        '  2  G3 1020 Y 10MAR 1 CGHSDU HK1  0800 0905 10MAR  E  G3/AB12CD',
        '  3  ARNK',
        '  4 MIS 1A HK1 GRU 01DEC-RETENTION',
      ].join('\n'),
      REF,
    );
    expect(r.other_segments).toEqual([
      { kind: 'arnk', text: '3  ARNK', line: 3 },
      { kind: 'misc', text: '4 MIS 1A HK1 GRU 01DEC-RETENTION', line: 4 },
    ]);
  });

  it('keeps a codeshare operator from the line under an Amadeus segment', () => {
    const r = decodePnr(
      [
        '  1  IB4521 Q 07JUL 1 MADLIM HK1  2355  0535+1 346 E0 M',
        '     OPERATED BY LATAM AIRLINES PERU',
        '     SEE RTSVC',
      ].join('\n'),
      REF,
    );
    expect(r.segments[0].operated_by).toBe('LATAM AIRLINES PERU');
  });

  it('reads Amadeus hotel and car segments', () => {
    const r = decodePnr(
      [
        '  3 HHL RT HK1 LIS 11MAR-14MAR 3NT 12345 HOTEL LISBOA',
        '  4 CCR ZI HK1 LIS 11MAR-14MAR ECMR/BS-12345678',
      ].join('\n'),
      REF,
    );
    expect(r.other_segments.map((o) => o.kind)).toEqual(['hotel', 'car']);
  });
});
