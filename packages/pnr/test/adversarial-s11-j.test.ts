import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong segments of corpus batch 49 (a consolidator's notice, a receptive agency's
 * group confirmation, an agency's reissue e-mail), each in a text of its own.
 */

describe('batch 49: readings that must not become segments', () => {
  it('a GDS-style line printing the weekday before the date is not flight "TU 1" on the 2nd', () => {
    const text = [
      'Ticketing notice - record JK7PLD',
      'SEGMENTS',
      ' 1  IB6824 Q  TU 21JUL  EZEMAD  HK1  1325  0555+1',
      ' 2  IB 3166 Q  WE 22JUL  MADLIS  HK1  0840  0900',
    ].join('\n');
    expect(keys(text, '2026-06-02')).toEqual([
      'IB6824 EZE-MAD 2026-07-21T13:25',
      'IB3166 MAD-LIS 2026-07-22T08:40',
    ]);
  });

  it('a date the reader is asked to answer by ("antes del 02/05") is no flight\'s day', () => {
    const text = [
      'Confirmación de servicios del grupo Amigos de Tunja',
      'Revisa los datos de los vuelos y avísanos si hay alguna diferencia antes del 02/05.',
      '',
      'Hotel: Playa Serena Resort - Todo Incluido',
      'Habitaciones: 3 dobles',
      '',
      'VUELOS',
      'Llegada - viernes 22 de mayo de 2026',
      '  AV 86   Bogotá BOG 08:10  ->  Cancún CUN 12:35',
      'Salida - viernes 29 de mayo de 2026',
      '  AV 87   Cancún CUN 13:40  ->  Bogotá BOG 16:05',
    ].join('\n');
    expect(keys(text, '2026-04-10')).toEqual(['AV87 CUN-BOG 2026-05-29T13:40']);
  });

  it('a leg heading printed under a schedule heads the next flight, not the one above it', () => {
    const text = [
      'TRASLADOS DEL GRUPO',
      'Llegada - jueves 4 de junio de 2026',
      '  LA 2350   Lima LIM 07:20  ->  Cusco CUZ 08:45',
      'Salida - lunes 8 de junio de 2026',
      '  LA 2357   Cusco CUZ 17:30  ->  Lima LIM 18:55',
    ].join('\n');
    expect(keys(text, '2026-05-02')).toEqual(['LA2357 CUZ-LIM 2026-06-08T17:30']);
  });

  it('flights under a sentence saying they no longer count ("... e não valem mais:") are not booked', () => {
    const text = [
      'Olá Sr. Vieira, segue a reserva remarcada.',
      '',
      'Ida - sexta-feira, 15 de maio de 2026',
      '  G3 1402   Florianópolis (FLN) 06:50  >  Rio de Janeiro (GIG) 08:15',
      '',
      'Conforme combinado, os voos listados a seguir foram substituídos pela Gol e não valem mais:',
      '  G3 1396   FLN 05:30 > GIG 06:55   15/05',
    ].join('\n');
    expect(keys(text, '2026-04-20')).toEqual(['G31402 FLN-GIG 2026-05-15T06:50']);
  });

  it('flights under "los tramos que siguen ... ya no valen:" are not booked', () => {
    const text = [
      'Hola Sra. Ortega, le reenviamos su itinerario reemitido.',
      '',
      'Ida - martes 9 de junio de 2026',
      '  AR 1303   Buenos Aires (AEP) 07:10  >  Bariloche (BRC) 09:25',
      '',
      'Le informamos que los tramos que siguen fueron cambiados en la reemisión y ya no valen:',
      '  AR 1301   AEP 05:40 > BRC 07:55   09/06',
    ].join('\n');
    expect(keys(text, '2026-05-01')).toEqual(['AR1303 AEP-BRC 2026-06-09T07:10']);
  });
});
