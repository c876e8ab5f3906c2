import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong readings of corpus batches 56 and 58 (a cancellation above the quoted
 * issuance, a remark after a flight's schedule, a waitlisted flight named again, a city and its
 * island), each in a text of its own.
 */

describe('batch 58: flights a newer message takes away', () => {
  it('a cancellation in a newer message names the flights by number: the quoted issuance below still lists them', () => {
    const text = [
      'Hola Marta, te reenvío la confirmación de la aerolínea. La ida sigue igual.',
      '',
      '-----Mensaje original-----',
      'De: Avianca <no-reply@avianca.example>',
      'Enviado: 10/02/2026 09:15',
      'Asunto: Cancelación confirmada',
      '',
      'Tramo cancelado: REGRESO - Cartagena (CTG) > Medellín (MDE)',
      'Vuelos cancelados: AV 9523',
      'Reembolso: 12.000 millas',
      '',
      '-----Mensaje original-----',
      'De: Avianca <no-reply@avianca.example>',
      'Enviado: 20/01/2026 18:40',
      'Asunto: Tu compra fue exitosa',
      '',
      'IDA | Medellín (MDE) > Cartagena (CTG)',
      'Vie, 06 mar 2026',
      'Vuelo AV 9520 - Economy',
      '07:10 MDE Medellín > 08:25 CTG Cartagena',
      '',
      'REGRESO | Cartagena (CTG) > Medellín (MDE)',
      'Dom, 08 mar 2026',
      'Vuelo AV 9523 - Economy',
      '19:30 CTG Cartagena > 20:45 MDE Medellín',
    ].join('\n');
    expect(keys(text, '2026-02-10')).toEqual(['AV9520 MDE-CTG 2026-03-06T07:10']);
  });
});

describe('batch 58: remarks beside a schedule', () => {
  it("a code in a remark in parentheses after the line's route and clocks is no third stop of the flight", () => {
    const text = [
      'Notas - família Prado, atualizado 03/03',
      'Pedido: BH -> Porto Seguro, ida 15/08',
      '- Azul CNF-SSA-BPS 15/08: pontos ok -> EMITI',
      'Emitidos (Azul):',
      '  AD4051  CNF-SSA  15/08  06:10 - 08:05',
      '  AD2460  SSA-BPS  15/08  10:40 - 11:35   (no hotel pedem o voucher ISS impresso, levar!)',
    ].join('\n');
    expect(keys(text, '2026-03-03')).toEqual([
      'AD4051 CNF-SSA 2026-08-15T06:10',
      'AD2460 SSA-BPS 2026-08-15T10:40',
    ]);
  });
});
