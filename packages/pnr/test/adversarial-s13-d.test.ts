import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Airline e-mails and pasted PDF e-tickets of which the reader read no flight at all (batches
 * 66-71), each pattern in a text of its own.
 */

describe('batches 66-71: airline e-mails and e-tickets read whole', () => {
  it("legs printed one a line with their own numbers and clocks, a stop count under them ('(1 stop)'), are flights", () => {
    const text = [
      'Outbound - Tue 8 Sep 2026',
      'CM 178   Lima (LIM) 6:20 a.m.   ->  Panama City (PTY) 10:05 a.m.',
      'CM 421   Panama City (PTY) 11:40 a.m. ->  Cancún (CUN) 1:35 p.m.',
      'Total travel time: 9 h 15 min (1 stop)',
    ].join('\n');
    expect(keys(text, '2026-07-01')).toEqual([
      'CM178 LIM-PTY 2026-09-08T06:20',
      'CM421 PTY-CUN 2026-09-08T11:40',
    ]);
  });

  it("a single route line with a stop count under it stays a journey's ends, no flight", () => {
    const text = [
      'Outbound - Tue 8 Sep 2026',
      'CM 178   Lima (LIM) 6:20 a.m.   ->  Cancún (CUN) 1:35 p.m.',
      'Total travel time: 9 h 15 min (1 stop)',
    ].join('\n');
    expect(keys(text, '2026-07-01')).toEqual([]);
  });

  it("'Frankfurt/Main' and 'Frankfurt am Main' name Frankfurt's own airport, not Hahn", () => {
    const text = [
      'Flight     Date     From              To                  Dep     Arr',
      'LH 1239    14OCT    VIENNA            FRANKFURT/MAIN      09:10   10:35',
      'LH 1240    21OCT    Frankfurt am Main   Vienna            17:20   18:40',
    ].join('\n');
    expect(keys(text, '2026-09-01')).toEqual([
      'LH1239 VIE-FRA 2026-10-14T09:10',
      'LH1240 FRA-VIE 2026-10-21T17:20',
    ]);
  });

  it("a city known from the airport data whose other field is an army base ('Savannah') is its civil airport", () => {
    const text = [
      'Fri, 11SEP   DEPART                    ARRIVE',
      'DL 2981      ATLANTA 8:05AM            SAVANNAH, GA 9:20AM',
    ].join('\n');
    expect(keys(text, '2026-08-01')).toEqual(['DL2981 ATL-SAV 2026-09-11T08:05']);
  });
});
