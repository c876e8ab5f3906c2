import { describe, expect, it } from 'vitest';
import { decodePnr } from '../src/index.ts';

/*
 * Patterns behind wrong segments of corpus batch 45 (GDS screens in their surroundings), each in a
 * text of its own: what a careful reader takes from it, and nothing where the text holds no seat.
 */

const keys = (text: string, referenceDate: string) =>
  decodePnr(text, { referenceDate }).segments.map(
    (s) => `${s.airline}${s.flight} ${s.from}-${s.to} ${s.departure}`,
  );

describe('batch 45: readings that must not become segments', () => {
  it('a display quoted with "> " in a reply below the current one is the booking before the change', () => {
    const text = [
      'Oi Paula, troquei a volta para o dia 9 como combinado. Tela nova:',
      '',
      ' 1 G31702Y 02MAR M CNFGRU HK2   710A  820A /DCG3*QWT5RB /E',
      ' 2 G31719Y 09MAR M GRUCNF HK2   530P  640P /DCG3*QWT5RB /E',
      '',
      'Em qua., 4 de fev. de 2026 às 09:12, Rafael escreveu:',
      '> Segue a reserva:',
      '>  1 G31702Y 02MAR M CNFGRU HK2   710A  820A /DCG3*QWT5RB /E',
      '>  2 G31711Y 07MAR M GRUCNF HK2   915P 1025P /DCG3*QWT5RB /E',
    ].join('\n');
    expect(keys(text, '2026-02-10')).toEqual([
      'G31702 CNF-GRU 2026-03-02T07:10',
      'G31719 GRU-CNF 2026-03-09T17:30',
    ]);
  });
});
