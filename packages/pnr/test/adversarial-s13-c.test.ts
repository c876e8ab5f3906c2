import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong segments of corpus batch 69 (agents' notes: CRM timelines, chats and GDS
 * displays pasted with remarks), each in a text of its own: flights the traveller does not take.
 */

describe('batch 69: flights the traveller does not take', () => {
  it("a log entry's reminder about a flight takes no airport from an older entry below", () => {
    const text = [
      'Negócio 4471 · Férias em Lisboa — Marta Quintela',
      '',
      '14/05/2026 09:40 · Rui Salgado · Nota',
      'Emitido TAP, loc. QWRT7K.',
      '  TP 186   sáb, 13 de jun.   GIG 00:40  →  LIS 14:55',
      '  TP 185   dom, 28 de jun.   LIS 16:25  →  GIG 22:35',
      'Lembrete: o TP186 sai 00h40 da noite de sexta pra sábado — ela deve estar no GIG na sexta (12/06) à noite.',
      '',
      '13/05/2026 18:02 · Rui Salgado · Ligação',
      'Cliente aprovou a proposta e pagou o sinal.',
      '',
      '10/05/2026 11:15 · Rui Salgado · Nota',
      'Primeiro contato. Quer também um bate-volta de carro a Sintra.',
      'Barco LIS–Cascais e volta é do próprio hotel, não entra no aéreo.',
    ].join('\n');
    expect(keys(text, '2026-05-14')).toEqual([
      'TP186 GIG-LIS 2026-06-13T00:40',
      'TP185 LIS-GIG 2026-06-28T16:25',
    ]);
  });
});
