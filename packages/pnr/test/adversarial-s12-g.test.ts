import { describe, expect, it } from 'vitest';
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
});
