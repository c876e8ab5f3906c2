import { describe, expect, it } from 'vitest';
import { decodePnr } from '../src/index.ts';

/*
 * Patterns behind wrong segments of corpus batches 48 and 51 (airline e-mails), each in a text of its
 * own: what a careful reader takes from it, and nothing where the text holds no seat.
 */

const keys = (text: string, referenceDate: string) =>
  decodePnr(text, { referenceDate }).segments.map(
    (s) => `${s.airline}${s.flight} ${s.from}-${s.to} ${s.departure}`,
  );

describe('batches 48 and 51: readings that must not become segments', () => {
  it('a plural heading over the flights before a change ("Voos anteriores") heads old flights', () => {
    const text = [
      'Alteração na sua reserva ABC123',
      '',
      'VOOS ANTERIORES (sem validade)',
      '  qui., 12 de mar. de 2026   LA 3410   Recife (REC) 07:10  ->  Guarulhos (GRU) 10:25',
      '',
      'VOOS ATUALIZADOS',
      '  qui., 12 de mar. de 2026   LA 3418   Recife (REC) 09:40  ->  Guarulhos (GRU) 12:55',
    ].join('\n');
    expect(keys(text, '2026-02-01')).toEqual(['LA3418 REC-GRU 2026-03-12T09:40']);
  });
});
