import { describe, expect, it } from 'vitest';
import { decodePnr } from '../src/index.ts';

/*
 * Patterns behind wrong segments of corpus batch 41 (schedule changes, cancellations, options in a
 * chat, mail chains), each in a text of its own: what a careful reader takes from it, and nothing
 * where the text holds no seat.
 */

const keys = (text: string, referenceDate: string) =>
  decodePnr(text, { referenceDate }).segments.map((s) => `${s.airline}${s.flight} ${s.from}-${s.to} ${s.departure}`);

describe('batch 41: readings that must not become segments', () => {
  it('"Nova York" on a line of an old schedule names a city: the block is still the old one', () => {
    const text = [
      'Seu voo mudou',
      '',
      'Voo anterior',
      'qua., 14 de out.',
      'LA 8190',
      '22:40 GRU São Paulo',
      '07:10 JFK Nova York',
      '',
      'Novo voo',
      'qui., 15 de out.',
      'LA 8192',
      '01:05 GRU São Paulo',
      '09:30 JFK Nova York',
    ].join('\n');
    expect(keys(text, '2026-09-01')).toEqual(['LA8192 GRU-JFK 2026-10-15T01:05']);
  });

  it('"Como era" heads the schedule before a change ("Como ficou" the one that holds)', () => {
    const text = [
      'Gol Linhas Aéreas',
      'Seu voo foi alterado.',
      '',
      'Como era',
      'G3 1450  03/09/2026  Brasília (BSB) 07:20  Recife (REC) 09:55',
      '',
      'Como ficou',
      'G3 1458  03/09/2026  Brasília (BSB) 09:05  Recife (REC) 11:40',
    ].join('\n');
    expect(keys(text, '2026-08-01')).toEqual(['G31458 BSB-REC 2026-09-03T09:05']);
  });
});
