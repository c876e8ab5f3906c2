import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong segments of corpus batch 75 (booking e-mails and agents' notes), each in a text
 * of its own.
 */

describe('batch 75: ends read from the wrong line, flights the traveller does not take', () => {
  it('an end printed beside its own clock is no name under the route line’s column', () => {
    const text = [
      'De: Viajes Andinos <reservas@viajesandinos.example>',
      'Fecha: lunes, 7 de septiembre de 2026, 11:02',
      'Asunto: Reserva confirmada: Lima - Cusco',
      '',
      '¡Hola Mateo! Tu viaje está confirmado.',
      '',
      '=============================================',
      'IDA  ·  lunes, 5 de octubre de 2026',
      '=============================================',
      'Lima → Cusco',
      '06:10   Lima Jorge Chávez (LIM)',
      '07:35   Cusco Velasco Astete (CUZ)',
      'Duración: 1h 25min · Directo',
      'Sky Airline · H2 5402 · Clase: Económica',
      '',
      '=============================================',
      'VUELTA  ·  viernes, 9 de octubre de 2026',
      '=============================================',
      'Cusco → Lima',
      '16:45   Cusco Velasco Astete (CUZ)',
      '18:05   Lima Jorge Chávez (LIM)',
      'Duración: 1h 20min · Directo',
      'JetSMART · JA 7321 · Clase: Light',
    ].join('\n');
    expect(keys(text, '2026-09-07')).toEqual([
      'H25402 LIM-CUZ 2026-10-05T06:10',
      'JA7321 CUZ-LIM 2026-10-09T16:45',
    ]);
  });
  it("a sentence closing its line on the agent's quote heads the flights under it", () => {
    const text = [
      'Viagem Recife + Noronha — Sr. Otávio Brandão',
      'Emitido Azul, loc. PQRZ7T:',
      '  12/03/2027  AD 4052  REC 10:15 → FEN 11:20',
      '  16/03/2027  AD 4053  FEN 12:00 → REC 13:05',
      '',
      'Ele perguntou se dava pra voltar de Noronha direto pra Campinas. Cotei dia 16/03:',
      '  AD 4053 FEN 12:00 → REC 13:05 + AD 4480 REC 15:10 → VCP 18:25 = R$ 640 a mais por pessoa.',
      '  Ele achou caro, fica como está.',
    ].join('\n');
    expect(keys(text, '2027-03-10')).toEqual([
      'AD4052 REC-FEN 2027-03-12T10:15',
      'AD4053 FEN-REC 2027-03-16T12:00',
    ]);
  });

  it("a traveller's block whose request is later declined by her name is not flown", () => {
    const text = [
      '[3/10/2027 9:02 AM] Jordan Wells (Travel desk)',
      'Here is what I see for the offsite:',
      '',
      'Marcus Lee - TICKETED - conf. UA: K8PLMN',
      '  Tue Apr 6  UA 1120  ORD 7:15 AM → DEN 8:50 AM',
      '  Fri Apr 9  UA 1431  DEN 5:05 PM → ORD 8:35 PM',
      '',
      'Priya Nair - AWAITING APPROVAL',
      '  Tue Apr 6  UA 1120  ORD 7:15 AM → DEN 8:50 AM',
      '  Thu Apr 8  UA 2270  DEN 1:40 PM → ORD 5:10 PM',
      '',
      '[3/10/2027 9:20 AM] Dana Cole (Manager)',
      "I declined Priya's request, she is staying in Chicago for the audit.",
    ].join('\n');
    expect(keys(text, '2027-03-10')).toEqual([
      'UA1120 ORD-DEN 2027-04-06T07:15',
      'UA1431 DEN-ORD 2027-04-09T17:05',
    ]);
  });
});
