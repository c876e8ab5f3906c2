import { describe, expect, it } from 'vitest';
import { decodePnr } from '../src/index.ts';

/*
 * Patterns behind wrong segments of corpus batch 49 (a consolidator's notice, a receptive agency's
 * group confirmation, an agency's reissue e-mail), each in a text of its own.
 */

const keys = (text: string, referenceDate: string) =>
  decodePnr(text, { referenceDate }).segments.map(
    (s) => `${s.airline}${s.flight} ${s.from}-${s.to} ${s.departure}`,
  );

describe('batch 49: readings that must not become segments', () => {
  it('a GDS-style line printing the weekday before the date is not flight "TU 1" on the 2nd', () => {
    const text = [
      'Ticketing notice - record JK7PLD',
      'SEGMENTS',
      ' 1  IB6824 Q  TU 21JUL  EZEMAD  HK1  1325  0555+1',
      ' 2  IB 3166 Q  WE 22JUL  MADLIS  HK1  0840  0900',
    ].join('\n');
    expect(keys(text, '2026-06-02')).toEqual([
      'IB6824 EZE-MAD 2026-07-21T13:25',
      'IB3166 MAD-LIS 2026-07-22T08:40',
    ]);
  });
});
