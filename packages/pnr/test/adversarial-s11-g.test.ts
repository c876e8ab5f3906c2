import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong segments of corpus batch 47 (agents' notes), each in a text of its own: what
 * a careful reader takes from it, and nothing it cannot tell.
 */

describe('batch 47: readings that must not become segments', () => {
  it("a spreadsheet pasted with ';' between cells: each row's flight is its airline and flight columns", () => {
    const text = [
      'Informe de viajes - septiembre',
      'Centro de costo;Pasajero;Ruta;Aerolínea;Vuelo;Fecha;Salida;Llegada;Estado',
      'CC 2210 Ventas;Julia Ortiz;BOG-MDE;AV;9321;14/09/2025;06:15;07:20;EMITIDO',
      'CC 2210 Ventas;Julia Ortiz;MDE-BOG;AV;9340;16/09/2025;19:05;20:10;EMITIDO',
      'CC 3300 Legal;Tomás Gil;BOG-CTG;LA;4072;20/09/2025;08:40;10:05;EMITIDO',
    ].join('\n');
    expect(keys(text, '2025-09-01')).toEqual([
      'AV9321 BOG-MDE 2025-09-14T06:15',
      'AV9340 MDE-BOG 2025-09-16T19:05',
      'LA4072 BOG-CTG 2025-09-20T08:40',
    ]);
  });
});

describe('batch 47: a spreadsheet with the airline named in a column of its own', () => {
  it('the airline column names the carrier of the flight column, wherever it stands', () => {
    const text = [
      'Travel log Q3 (export)',
      'Cost center;Airline;Traveler;Route;Flight;Date;Departs;Arrives',
      'CC 5120 Sales;Delta;Ann Roe;EWR-ORD;1542;09/18/2025;07:15;08:50',
      'CC 5120 Sales;Delta;Ann Roe;ORD-EWR;2210;09/19/2025;18:05;21:20',
    ].join('\n');
    expect(keys(text, '2025-09-01')).toEqual([
      'DL1542 EWR-ORD 2025-09-18T07:15',
      'DL2210 ORD-EWR 2025-09-19T18:05',
    ]);
  });
});

describe('batch 47: flights offered as alternatives on one line', () => {
  it('only the one the text says was chosen is booked, read from the line that offered it', () => {
    const text = [
      'Ida confirmada: 14/05 G3 1180 CGH 07:10 - SSA 09:35',
      'Para a volta a cia ofereceu G3 1191 SSA 15:20 - CGH 17:45 (dia 18/05) ou AD 4417 SSA 18:05 - VCP 20:30.',
      'Cliente escolheu o AD 4417, já emitido.',
    ].join('\n');
    expect(keys(text, '2025-05-02')).toEqual([
      'G31180 CGH-SSA 2025-05-14T07:10',
      'AD4417 SSA-VCP 2025-05-18T18:05',
    ]);
  });

  it('with none chosen, neither is, and the date heading them heads no other flight', () => {
    const text = [
      'IDA 02/10: AR 1302 AEP 06:40 - COR 08:05',
      'Vuelta 05/10: AR 1317 COR 19:10 - AEP 20:35 o LA 4213 COR 21:00 - AEP 22:25, el cliente decide mañana',
    ].join('\n');
    expect(keys(text, '2025-09-20')).toEqual(['AR1302 AEP-COR 2025-10-02T06:40']);
  });
});

describe('batch 47: a CRM note stamped with its label, day and clock', () => {
  it('"Nota – 26/02/2026 11:05 – author" is when the note was written, no flight\'s day', () => {
    const text = [
      'Nota – 03/04/2026 10:20 – Júlia R.',
      'Reserva confirmada com a cliente:',
      ' 22/04  LA 3170  CGH 08:00 – FLN 09:10',
      '',
      'Nota – 09/04/2026 16:02 – Júlia R.',
      'Cia trocou o voo da volta: LA 3185 FLN 18:30 – CGH 19:45 (mesmo dia 26/04).',
    ].join('\n');
    expect(keys(text, '2026-04-09')).toEqual([
      'LA3170 CGH-FLN 2026-04-22T08:00',
      'LA3185 FLN-CGH 2026-04-26T18:30',
    ]);
  });
});
