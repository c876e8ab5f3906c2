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

  it('a waitlist on another flight of the same route a day from the held leg is a hoped-for earlier return', () => {
    const text = [
      'Viagem dos Ferraz — nota da Carla 03/08',
      'RP/SAOG22100/SAOG22100            CF/SU   3AUG26/1420Z   K7RTWA',
      '  1.FERRAZ/OTAVIO MR   2.FERRAZ/LIGIA MRS',
      '  3  AF 457 Y 10SEP 4 GRUCDG HK2  1815 1030+1 *1A/E*',
      '  4  AF 454 Y 20SEP 7 CDGGRU HK2  2320 0610+1 *1A/E*',
      '  5  AF 400 Y 19SEP 6 CDGGRU HL2  1105 1750',
      '',
      'Seg. 5: espera para voltar no sábado; se não sair, ficam no domingo.',
    ].join('\n');
    expect(keys(text, '2026-08-03')).toEqual([
      'AF457 GRU-CDG 2026-09-10T18:15',
      'AF454 CDG-GRU 2026-09-20T23:20',
    ]);
  });

  it('a waitlisted leg on the same route as a held one stays when a held leg flies between them', () => {
    const text = [
      '  2  G3 1402 Y 10AUG 1 GRUSDU HK1  0710 0815',
      '  3  G3 1415 Y 11AUG 2 SDUGRU HK1  1830 1935',
      '  4  G3 1406 Y 12AUG 3 GRUSDU HL1  0910 1015',
    ].join('\n');
    expect(keys(text, '2026-07-20')).toEqual([
      'G31402 GRU-SDU 2026-08-10T07:10',
      'G31415 SDU-GRU 2026-08-11T18:30',
      'G31406 GRU-SDU 2026-08-12T09:10',
    ]);
  });

  it("a chat message opening 'unrelated:' tells of another client's trip", () => {
    const slack = [
      'Priya Nair  9:02 AM',
      'Booked the Lindqvists for Denver, both ticketed:',
      'Mon Jul 13   UA 1143   Newark (EWR) 8:05 AM  →  Denver (DEN) 10:20 AM',
      'Sun Jul 19   UA 2291   Denver (DEN) 5:40 PM  →  Newark (EWR) 11:25 PM',
      '',
      'Tom Becker  9:06 AM',
      "unrelated: the Moraleses are fine with DL 402 JFK–MCO Sat Jul 18 7:15 AM, I'll issue it later",
      '',
      'Priya Nair  9:07 AM',
      'great, thanks',
    ].join('\n');
    expect(keys(slack, '2026-06-30')).toEqual([
      'UA1143 EWR-DEN 2026-07-13T08:05',
      'UA2291 DEN-EWR 2026-07-19T17:40',
    ]);
  });

  it("a staff chat's message opening 'aproveitando o grupo:' is about another client's flight", () => {
    const whatsapp = [
      '02/06/26 14:01 - Bruna: Segue o da Dona Celeste, tirei do app da LATAM:',
      'Código da reserva: KQWZTN',
      'Quinta-feira, 18/06/2026',
      'LATAM voo 3410 - Porto Alegre (POA) 06:15 → São Paulo Congonhas (CGH) 07:50',
      'Domingo, 21/06/2026',
      'LATAM voo 3417 - São Paulo Congonhas (CGH) 18:30 → Porto Alegre (POA) 20:05',
      '02/06/26 14:03 - Diego: aproveitando o grupo: o seu Amâncio fechou com a Azul, AD 2650 Curitiba-Navegantes dia 16/06 às 10h20, emitido ontem',
      '02/06/26 14:04 - Bruna: ok!',
    ].join('\n');
    expect(keys(whatsapp, '2026-06-02')).toEqual([
      'LA3410 POA-CGH 2026-06-18T06:15',
      'LA3417 CGH-POA 2026-06-21T18:30',
    ]);
  });

  it('the message after one on another matter is read again', () => {
    const text = [
      '10/06/26 09:00 - Ana: aproveitando o grupo: o Sr. Paiva ficou com o G3 1100 CGH-POA dia 20/06 às 06h00',
      '10/06/26 09:02 - Caio: Da Sra. Torres, emitido: G3 1218 Congonhas (CGH) 14:10 → Navegantes (NVT) 15:25 dia 22/06',
    ].join('\n');
    expect(keys(text, '2026-06-10')).toEqual(['G31218 CGH-NVT 2026-06-22T14:10']);
  });
});
