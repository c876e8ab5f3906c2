import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong segments of corpus batch 64 (corporate requests, policy reports, invoices and
 * alerts), each in a text of its own.
 */

describe('batch 64: corporate numbers and flights not booked', () => {
  it("'CC 5120 - Marketing' is a cost centre, not airline CC's flight", () => {
    const text = [
      'Paralisação dos aeroviários em 15/10/2026, das 05h00 às 09h00, nos aeroportos de Recife (REC), Salvador (SSA) e Natal (NAT).',
      '',
      'Passageiro: SOUZA/PAULO MR',
      'Localizador GOL: TRQZLM | CC 5120 - Marketing',
      '',
      'Quinta, 15/10/2026 - GOL G3 1520',
      'Recife (REC) 06:15 > Salvador (SSA) 07:25',
      'Situação: CONFIRMADO',
    ].join('\n');
    expect(keys(text, '2026-10-01')).toEqual(['G31520 REC-SSA 2026-10-15T06:15']);
  });
});
