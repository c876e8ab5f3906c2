import { describe, expect, it } from 'vitest';
import { decodePnr } from '../src/index.ts';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong segments of corpus batch 61 (multimodal trips where only the flights are
 * imported), each in a text of its own.
 */

describe('batch 61: day-by-day programmes and trains sold as flights', () => {
  it("a day's heading naming its route opens that day after a transfer's lines: the flight below is its", () => {
    const text = [
      'Hola Mariana, te paso el programa confirmado:',
      '',
      '== 03/11 (martes) – LIMA → CUSCO ==',
      'LATAM LA 2021  Lima (LIM) 06:10 → Cusco (CUZ) 07:35',
      'Traslado aeropuerto → Hotel Casa Andina Centro (2 noches)',
      '04/11 (miércoles) – Valle Sagrado, salida 08:30',
      '== 05/11 (jueves) – CUSCO → AREQUIPA ==',
      'Traslado hotel → aeropuerto a las 10:00',
      'LATAM LA 2143  Cusco (CUZ) 12:40 → Arequipa (AQP) 13:45',
    ].join('\n');
    expect(keys(text, '2026-10-01')).toEqual([
      'LA2021 LIM-CUZ 2026-11-03T06:10',
      'LA2143 CUZ-AQP 2026-11-05T12:40',
    ]);
  });
  it('Eurostar legs sold under 9F between railway stations are trains, listed apart from the flights', () => {
    const text = [
      'Confirmed as below, the Eurostar is in the same record (9F), tickets come from Eurostar.',
      'RP/LONU2211X/LONU2211X            WS/SU  02APR26/0915Z   7QPL2M',
      '  1.COSTA/MARINA MRS',
      '  2  BA 246 Y 20MAY 3 GRULHR HK1  1605  0715+1 *1A/E*',
      '  3  9F9116 S 23MAY 6 QQSZYR HK1  0804  1105   *1A/E*',
      '  4  9F9443 S 26MAY 2 ZYRXPG HK1  0913  1035   *1A/E*',
      '  5  AF 456 Y 29MAY 5 CDGGRU HK1  2320  0630+1 *1A/E*',
    ].join('\n');
    expect(keys(text, '2026-04-02')).toEqual([
      'BA246 GRU-LHR 2026-05-20T16:05',
      'AF456 CDG-GRU 2026-05-29T23:20',
    ]);
    expect(decodePnr(text, { referenceDate: '2026-04-02' }).other_segments.map((o) => o.line)).toEqual([
      5, 6,
    ]);
  });

  it('an express rail leg under an airline number, one end a station and printed as a train, is no flight', () => {
    const text = [
      ' 1.1SOUZA/PEDRO MR',
      ' 1. LH 3508 Y  07SEP ZWSFRA HK1  1521   1638  O*        MO  1',
      '         OPERATED BY DEUTSCHE BAHN - TRAIN',
      ' 2. LH  500 Y  07SEP FRAGIG HK1  2220  #0525  O*        MO/TU  1',
    ].join('\n');
    expect(keys(text, '2026-08-01')).toEqual(['LH500 FRA-GIG 2026-09-07T22:20']);
  });

  it("a leg whose equipment is a train's ('TGV') is no flight, even under an airline's code", () => {
    const text = [
      ' 1.1LIMA/ANA MS',
      ' 1 AF 459Y 14MAY 4 GRUCDG HK1   620P  1055A  15MAY 5 /DCAF*K2PQ7L /E',
      ' 2 AF7215Y 15MAY 5 CDGXRF HK1   106P   417P TGV /DCAF*K2PQ7L /E',
    ].join('\n');
    expect(keys(text, '2026-04-20')).toEqual(['AF459 GRU-CDG 2026-05-14T18:20']);
  });
});
