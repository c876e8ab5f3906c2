import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong segments of corpus batch 59 (corporate travel tools: approval requests,
 * policy checks, approved and rejected trips in one thread), each in a text of its own.
 */

describe('batch 59: corporate travel tools', () => {
  it("a cost centre's code under its label ('Centro de custo: CC 5120') is no flight", () => {
    const text = [
      'Aprovação concluída - viagem de Paulo Brandão',
      '',
      'Solicitante: Paulo Brandão',
      'Centro de custo: CC 5120 - Vendas Nordeste',
      'Projeto: PRJ 3307',
      '',
      'Seg, 8 jun 2026',
      'Saída 07:10  Recife (REC)',
      'Chegada 08:15  Salvador (SSA)',
      'Voo: G3 1402 · Econômica',
    ].join('\n');
    expect(keys(text, '2026-05-20')).toEqual(['G31402 REC-SSA 2026-06-08T07:10']);
  });

  it("'United 577': a US carrier's short name right before the number", () => {
    const text = [
      'Your trip to Denver was approved.',
      '',
      'FLIGHT   United Airlines   Confirmation: PQ7RZT',
      'Mon, Jun 15',
      '7:05 AM   SFO  San Francisco International',
      '10:38 AM  DEN  Denver International',
      'United 577 · Economy (L) · 2h 33m · Nonstop',
      '',
      'Wed, Jun 17',
      '6:10 PM   DEN  Denver International',
      '7:59 PM   SFO  San Francisco International',
      'United 2144 · Economy (L) · 2h 49m · Nonstop',
    ].join('\n');
    expect(keys(text, '2026-05-20')).toEqual([
      'UA577 SFO-DEN 2026-06-15T07:05',
      'UA2144 DEN-SFO 2026-06-17T18:10',
    ]);
  });
});
