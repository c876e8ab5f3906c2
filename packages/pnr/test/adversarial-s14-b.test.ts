import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong or missed readings of corpus batches 72 and 73 on arrival: a section of a
 * corporate itinerary about someone else's flight, an offer taken later in the chat, a flight
 * refunded after the airline cancelled it.
 */

describe('batch 72: a section that is not part of the booking', () => {
  it('a capitals heading "NOT PART OF YOUR BOOKING" covers the paragraph under it', () => {
    const text = [
      'TRIP ITINERARY FOR SILVA/ANA MS',
      '',
      'MONDAY 12 OCTOBER 2026',
      'AIR       LUFTHANSA                    FLT: 0507',
      '          LV: SAO PAULO GUARULHOS (GRU)        AT: 06:20 PM',
      '          AR: FRANKFURT (FRA)                  AT: 10:45 AM   TUESDAY 13 OCT',
      '',
      'FYI ONLY - NOT PART OF YOUR RESERVATION',
      'Your director travels separately (arranged by the Munich team) on LH 2227 from',
      'Munich (MUC) to Frankfurt (FRA) on 13 October at 09:30 AM.',
    ].join('\n');
    expect(keys(text, '2026-09-20')).toEqual(['LH507 GRU-FRA 2026-10-12T18:20']);
  });
});

describe('batch 73: an offer the chat later issues, a flight refunded', () => {
  const chat = [
    'Paula Díaz  mar 10/11 09:12',
    'Reserva Sky código QTR7LM',
    'Ida vie 4/12  H2 321  Santiago 07:10 → Puerto Montt 08:55',
    'Vuelta mié 9/12  H2 328  Puerto Montt 18:30 → Santiago 20:15',
    'Sky les canceló la vuelta, ofrecen el jueves a la noche y no les sirve',
    '',
    'Tomás Vera  mar 10/11 09:40',
    'Encontré LA 278 mié 9/12 Puerto Montt 19:05 → Santiago 20:50. ¿Lo reservo?',
    '',
    'Paula Díaz  mar 10/11 09:41',
    'Sí, dale',
    '',
    'Tomás Vera  mar 10/11 10:02',
    'LA 278 emitido, código LATAM: WXK3PD',
    'Reembolso Sky del H2 328 pedido, caso 558210',
  ].join('\n');

  it('the offered flight counts once it is issued, and the refunded one does not', () => {
    expect(keys(chat, '2026-11-10')).toEqual([
      'H2321 SCL-PMC 2026-12-04T07:10',
      'LA278 PMC-SCL 2026-12-09T19:05',
    ]);
  });

  it('an offer with no later issue stays an offer', () => {
    const text = chat.split('\n').slice(0, 12).join('\n');
    expect(keys(text, '2026-11-10')).not.toContain('LA278 PMC-SCL 2026-12-09T19:05');
  });
});

/*
 * Patterns behind wrong readings of corpus batch 74: a schedule change told on two chat lines, a
 * date after an issue label that a flight follows, a flight a note cancels by name after the word.
 */

describe('batch 74: a schedule change on two lines, "Antes:" then "Agora:"', () => {
  it('the new clocks replace the old ones in the booking printed above', () => {
    const text = [
      '14/09/26, 10:02 - Renata | Boa Rota Turismo: Emitido! Localizador LATAM: QWZPRT',
      '1) LA3456 · qua 14-out-2026 · GRU 08:10 → REC 11:25',
      '2) LA3461 · dom 18-out-2026 · REC 17:40 → GRU 21:05',
      '20/09/26, 15:11 - Marcos Paiva: Chegou um e-mail da LATAM falando em mudança de horário',
      '20/09/26, 15:30 - Renata | Boa Rota Turismo: Só mudou a ida de quarta:',
      '20/09/26, 15:31 - Renata | Boa Rota Turismo: ANTES: LA3456 sai 8:10 chega 11:25',
      'AGORA: LA3456 sai 9:40 chega 12:55',
      'A volta segue igual.',
    ].join('\n');
    expect(keys(text, '2026-09-20')).toEqual([
      'LA3456 GRU-REC 2026-10-14T09:40',
      'LA3461 REC-GRU 2026-10-18T17:40',
    ]);
  });
});

describe('batch 74: an issue label before a flight', () => {
  it('"Emitido: AV 85 BOG-MIA jueves 08/10" is the flight\'s day, not the day it was issued', () => {
    const text = [
      'Traspaso de turno 05/10',
      '',
      'Cliente: SRA. MORALES, INÉS',
      '- Emitido: AV 85 BOG-MIA jueves 08/10 sale 10:15, llega 14:40',
      '- Vuelta abierta, fecha a confirmar',
      '',
      'Cliente: SR. TORRES, DAVID',
      '- Emitido: AV 9344 BOG-MDE sábado 10/10 sale 06:20, llega 07:15',
    ].join('\n');
    expect(keys(text, '2026-10-05')).toEqual([
      'AV85 BOG-MIA 2026-10-08T10:15',
      'AV9344 BOG-MDE 2026-10-10T06:20',
    ]);
  });
});

describe('batch 74: the word, then the flight it cancelled', () => {
  it('"CANCELADO o AD 4520 de 07/10" takes that flight out of the list above', () => {
    const text = [
      'Voos emitidos:',
      '  qua 07/10  AD 4520   VCP 06:00 → CNF 07:10',
      '  dom 11/10  AD 4535   CNF 19:30 → VCP 20:45',
      '',
      'Atualização 02/09: CANCELADO o AD 4520 de 07/10 a pedido da cliente; ela vai de carro.',
    ].join('\n');
    expect(keys(text, '2026-09-02')).toEqual(['AD4535 CNF-VCP 2026-10-11T19:30']);
  });

  it('a denial before the word cancels nothing', () => {
    const text = [
      'Voos emitidos:',
      '  qua 07/10  AD 4520   VCP 06:00 → CNF 07:10',
      '  dom 11/10  AD 4535   CNF 19:30 → VCP 20:45',
      '',
      'Atualização 02/09: não foi cancelado o AD 4520, só mudou o assento.',
    ].join('\n');
    expect(keys(text, '2026-09-02')).toEqual([
      'AD4520 VCP-CNF 2026-10-07T06:00',
      'AD4535 CNF-VCP 2026-10-11T19:30',
    ]);
  });
});
