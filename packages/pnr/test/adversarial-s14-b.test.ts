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
