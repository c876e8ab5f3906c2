import { describe, expect, it } from 'vitest';
import { decodePnr } from '../src/index.ts';

/*
 * Patterns behind wrong segments of corpus batches 35 and 36 (agents' notes, GDS screens), each in a
 * text of its own: what a careful reader takes from it, and nothing where the text holds no seat.
 */

const keys = (text: string, referenceDate: string) =>
  decodePnr(text, { referenceDate }).segments.map((s) => `${s.airline}${s.flight} ${s.from}-${s.to} ${s.departure}`);

describe('batches 35 and 36: readings that must not become segments', () => {
  it('a spreadsheet row whose status says it is still awaiting approval holds no seat', () => {
    const text = [
      'Nome\tTrecho\tData\tVoo\tSaída\tStatus\tObs',
      'Marta Lins\tFOR-GRU\t04/11\tLA 3307\t06:10\tEMITIDO\t',
      'Marta Lins\tGRU-FOR\t07/11\tLA 3316\t20:15\tAGUARDANDO\tfalta aprovação do gestor',
    ].join('\n');
    expect(keys(text, '2025-10-01')).toEqual(['LA3307 FOR-GRU 2025-11-04T06:10']);
  });

  it('a flight the agent says she quoted ("cotei") was offered, not booked', () => {
    const text = [
      'Confirmados:',
      '12/12 LA3312 CGH-SSA 08h20 (Rita)',
      '',
      'Para a sogra cotei AD 4031 VCP-SSA 14/12 11h05, ela ainda vai decidir.',
    ].join('\n');
    expect(keys(text, '2025-11-20')).toEqual(['LA3312 CGH-SSA 2025-12-12T08:20']);
  });
});
