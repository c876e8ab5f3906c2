import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * A calendar digest (batch 64): each entry opens on its clock, the flight's number follows on that
 * line and its route with the landing clock on the next one; other entries (a car, a hotel) sit
 * between the flights under the same day headings.
 */

describe('batch 64: a calendar whose entries open on their clock', () => {
  const digest = [
    'Your trips this week',
    '',
    'THURSDAY, OCTOBER 8',
    '  6:40 AM     FLIGHT  United UA 1182',
    '              Denver (DEN) -> Chicago (ORD), arrives 10:12 AM',
    '              Seat 21C | Confirmation KX4PQL',
    '  11:30 AM    Rental car pickup - Hertz, ORD',
    '',
    'FRIDAY, OCTOBER 9',
    '  8:00 AM     Rental car return - Hertz, ORD',
    '  9:55 AM     FLIGHT  United UA 2211',
    '              Chicago (ORD) -> Newark (EWR), arrives 1:08 PM',
    '',
    'SATURDAY, OCTOBER 10',
    '  4:25 PM     FLIGHT  United UA 1537',
    '              Newark (EWR) -> Denver (DEN), arrives 6:31 PM',
    '              Check-in opens Fri 4:25 PM',
  ].join('\n');

  it('each flight takes the clock leading its own line and its own day heading', () => {
    expect(keys(digest, '2026-10-04')).toEqual([
      'UA1182 DEN-ORD 2026-10-08T06:40',
      'UA2211 ORD-EWR 2026-10-09T09:55',
      'UA1537 EWR-DEN 2026-10-10T16:25',
    ]);
  });

  it('a place on the next entry\'s clock line ("11:30 AM  Rental car pickup - Hertz, ORD") is no echo of the arrival', () => {
    const text = [
      'MONDAY, NOVEMBER 2',
      '  7:15 AM     FLIGHT  Delta DL 1402',
      '              Boston (BOS) -> Atlanta (ATL), arrives 10:20 AM',
      '  12:00 PM    Car pickup - National, ATL',
    ].join('\n');
    expect(keys(text, '2026-10-20')).toEqual(['DL1402 BOS-ATL 2026-11-02T07:15']);
  });
});
