import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong segments of corpus batches 53 and 55 (e-mails, agents' notes), each in a text
 * of its own: what a careful reader takes from it, and nothing where the text holds no seat.
 */

describe('batches 53 and 55: readings that must not become segments', () => {
  it('a "Vuelta - <day>" heading after a train leg opens the flights again with its own day', () => {
    const text = [
      'Ida - viernes, 5 de junio de 2026',
      'Vuelo IB3402',
      'Madrid (MAD) T4 07:15',
      'Sevilla (SVQ) 08:20',
      '',
      'Sábado, 6 de junio de 2026',
      'Tren Renfe AVLO 02150',
      'Sevilla - Santa Justa 10:05',
      'Córdoba 10:50',
      '',
      'Vuelta - jueves, 11 de junio de 2026',
      'Vuelo IB3417',
      'Sevilla (SVQ) 19:40',
      'Madrid (MAD) T4 20:45',
    ].join('\n');
    expect(keys(text, '2026-04-02')).toEqual([
      'IB3402 MAD-SVQ 2026-06-05T07:15',
      'IB3417 SVQ-MAD 2026-06-11T19:40',
    ]);
  });

  it('an option whose own heading says it was not selected is an offer, even when it is the only one labelled', () => {
    const text = [
      'Viagem aprovada - Roberto Lemos',
      '',
      'Ida 14/09/2026',
      'GOL G3 1402 | Porto Alegre (POA) 06:40 > Guarulhos (GRU) 08:15',
      '',
      'Opção B (não selecionada)',
      'LATAM LA 3221 | POA 07:05 > GRU 08:45 | 14/09',
      '',
      'Status: emitido',
    ].join('\n');
    expect(keys(text, '2026-08-20')).toEqual(['G31402 POA-GRU 2026-09-14T06:40']);
  });

  it('a leg labelled "- antes" then "- depois" keeps only the flight after the change', () => {
    const text = [
      'Seu voo foi alterado.',
      '',
      'Ida - sem alteração',
      'G3 1520 | Recife (REC) - Brasília (BSB)',
      'qua 04/11/2026 | 09:10 - 11:35',
      '',
      'Volta - antes',
      'G3 1527 | Brasília (BSB) - Recife (REC)',
      'dom 08/11/2026 | 18:20 - 20:55',
      '',
      'Volta - depois',
      'G3 1527 | Brasília (BSB) - Recife (REC)',
      'seg 09/11/2026 | 07:45 - 10:20',
    ].join('\n');
    expect(keys(text, '2026-10-01')).toEqual([
      'G31520 REC-BSB 2026-11-04T09:10',
      'G31527 BSB-REC 2026-11-09T07:45',
    ]);
  });

  it('a spreadsheet row whose status cell says it was issued is read with its own day', () => {
    const text = [
      'Emissões Smiles - família Duarte',
      'Situação\tData\tVoo\tDe\tPara\tSaída\tChegada\tMilhas',
      'EMITIDO\t03/09/2026\tG31744\tCGH\tPOA\t10:20\t11:55\t24.000',
      'EMITIDO\t09/09/2026\tG31751\tPOA\tCGH\t17:05\t18:40\t24.000',
    ].join('\n');
    expect(keys(text, '2026-06-10')).toEqual([
      'G31744 CGH-POA 2026-09-03T10:20',
      'G31751 POA-CGH 2026-09-09T17:05',
    ]);
  });

  it('a spreadsheet row whose status cell says it is a quote holds no seat', () => {
    const text = [
      'Situación | Fecha | Vuelo | Origen | Destino | Sale | Llega',
      'Confirmado | 21/11/2026 | AR1302 | AEP | MDZ | 08:15 | 10:05',
      'Cotización | 28/11/2026 | AR1309 | MDZ | AEP | 19:40 | 21:25',
    ].join('\n');
    expect(keys(text, '2026-10-05')).toEqual(['AR1302 AEP-MDZ 2026-11-21T08:15']);
  });
});
