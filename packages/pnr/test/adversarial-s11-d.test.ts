import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong segments of corpus batches 39 to 42 (airline and agency e-mails), each in a
 * text of its own: what a careful reader takes from it, and nothing where the text holds no seat.
 */

describe('batches 39 to 42: readings that must not become segments', () => {
  it('a tab table whose heading row names departure and arrival columns lends neither to the first cell below', () => {
    const text = [
      'Seus voos (Gol)',
      'Rota\tVoo\tData\tSaída\tChegada',
      'CWB → SSA\tG3 1410\t14/09/2026\t06:20\t09:05',
      'SSA → CWB\tG3 1415\t21/09/2026\t15:40\t18:30',
    ].join('\n');
    expect(keys(text, '2026-08-01')).toEqual([
      'G31410 CWB-SSA 2026-09-14T06:20',
      'G31415 SSA-CWB 2026-09-21T15:40',
    ]);
  });

  it('"Anteriormente tu vuelta era:" heads the old flights of a change', () => {
    const text = [
      'Tu nuevo itinerario',
      'JA 3044 · vie 16 oct 2026',
      'Mendoza (MDZ) - Santiago (SCL)',
      'Sale 09:15 - Llega 10:05',
      '',
      'Anteriormente tu vuelta era:',
      'JA 3048 jue 15 oct MDZ 18:40 - SCL 19:30',
    ].join('\n');
    expect(keys(text, '2026-09-20')).toEqual(['JA3044 MDZ-SCL 2026-10-16T09:15']);
  });

  it('"Vuelos reemplazados" heads flights a change took away', () => {
    const text = [
      'Itinerario actualizado',
      'CM 218 · Martes, 3 de noviembre de 2026',
      'Ciudad de Panamá (PTY) 08:12 → Lima (LIM) 12:05',
      '',
      'Vuelos reemplazados',
      'Lunes, 2 de noviembre de 2026',
      'CM 214 Ciudad de Panamá (PTY) 19:50 → Lima (LIM) 23:40',
    ].join('\n');
    expect(keys(text, '2026-10-01')).toEqual(['CM218 PTY-LIM 2026-11-03T08:12']);
  });

  it('a reply separator with an aside ("Mensaje original (de la agencia)") heads the older mail', () => {
    const text = [
      'Nuevo vuelo',
      'AV8520 | viernes, 6 de noviembre de 2026',
      'Cali (CLO) 6:10 - Bogotá (BOG) 7:15',
      '',
      '---------- Mensaje original (de la agencia, 02/10/2026) ----------',
      'IDA viernes 6 de noviembre',
      '  AV8524  CLO 8:40 → BOG 9:45',
      '  AV 86   BOG 12:30 → MIA 17:20',
    ].join('\n');
    expect(keys(text, '2026-10-20')).toEqual([
      'AV8520 CLO-BOG 2026-11-06T06:10',
      'AV86 BOG-MIA 2026-11-06T12:30',
    ]);
  });

  it('an item whose status closing its heading says not issued ("STATUS: NÃO EMITIDO ✖") holds no seat', () => {
    const text = [
      'ITEM 1 - Passagem (ida)  ·  STATUS: EMITIDO ✔',
      'Gol  ·  Localizador: KQ3WZT',
      'Porto Alegre (POA) → Salvador (SSA)',
      'ter, 10 nov 2026  ·  Voo G3 1650  ·  Partida 06:15  ·  Chegada 09:30',
      '',
      'ITEM 2 - Passagem (volta)  ·  STATUS: NÃO EMITIDO ✖',
      'Gol',
      'Salvador (SSA) → Porto Alegre (POA)',
      'sáb, 14 nov 2026  ·  Voo G3 1657  ·  Partida 17:20  ·  Chegada 20:40',
      'Motivo: tarifa indisponível.',
    ].join('\n');
    expect(keys(text, '2026-10-01')).toEqual(['G31650 POA-SSA 2026-11-10T06:15']);
  });
});
