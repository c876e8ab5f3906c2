import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind flights missed in corpus batches 68-69 (agents' notes, chats and OTA mails), each in
 * a text of its own.
 */

describe('batches 68-69: notes, chats and OTA mails', () => {
  it("a connection's end named twice ('PTY Panamá, Aeropuerto Tocumen') over '1 escala en Panamá' is that flight's end", () => {
    const text = [
      'Resumen de tu viaje',
      '',
      'Tramo 1 · Bogotá → Miami',
      'jue. 10 sep. 2026',
      'Vuelo',
      'Sale',
      'Llega',
      'CM 401',
      '07:05 BOG Bogotá, Aeropuerto El Dorado',
      '08:40 PTY Panamá, Aeropuerto Internacional de Tocumen',
      'CM 430',
      '10:15 PTY Panamá, Aeropuerto Internacional de Tocumen',
      '14:20 MIA Miami, Aeropuerto Internacional de Miami',
      '1 escala en Panamá (1 h 35 min)',
    ].join('\n');
    expect(keys(text, '2026-08-01')).toEqual([
      'CM401 BOG-PTY 2026-09-10T07:05',
      'CM430 PTY-MIA 2026-09-10T10:15',
    ]);
  });

  it("a city with its terminal before the clock ('Madrid T4  09:40') is that end of the flight", () => {
    const text = [
      'Hi Sam, booked for Carla as agreed, ticketing tomorrow:',
      '',
      'Mon 5 Oct   IB3170   Madrid T4  09:40  ->  Barcelona T1  13:05',
      'Fri 9 Oct   IB3171   Barcelona T1  14:10  ->  Madrid T4  16:45',
    ].join('\n');
    expect(keys(text, '2026-09-20')).toEqual([
      'IB3170 MAD-BCN 2026-10-05T09:40',
      'IB3171 BCN-MAD 2026-10-09T14:10',
    ]);
  });

  it("a flight numbered like a year after a day and its month ('14/ago  LA 2031') is a flight", () => {
    const text = [
      '03/07 - cliente Marcos, reunião em Brasília',
      'ida: sex 14/ago  LA 2031  GRU>BSB  9h15 / 10h55',
      'loc LATAM  PWQZTA',
    ].join('\n');
    expect(keys(text, '2026-07-03')).toEqual(['LA2031 GRU-BSB 2026-08-14T09:15']);
  });

  it("a recap's clock written '06h10' after its day and flight ('FOR-GRU 02/09 G3 1405 06h10') is the departure", () => {
    const text = [
      '[10/08/2026 09:02] Júlia - Agência: Bom dia! O hotel faz check-in a partir das 14:00.',
      '[10/08/2026 11:40] Júlia - Agência: Pronto, emitido! Localizador GOL: MKRTWD',
      'FOR-GRU 02/09 G3 1405 06h10',
      'GRU-FOR 06/09 G3 1408 19h25',
      '[10/08/2026 11:41] Paulo: Valeu!',
    ].join('\n');
    expect(keys(text, '2026-08-10')).toEqual([
      'G31405 FOR-GRU 2026-09-02T06:10',
      'G31408 GRU-FOR 2026-09-06T19:25',
    ]);
  });

  it("a departure's line naming the route line's start again ('Partida 16:40 · Aeroporto Internacional do Galeão') is no third place", () => {
    const text = [
      'A sua viagem está confirmada',
      '',
      'Voo de ida · qui., 8 de outubro de 2026',
      'Rio de Janeiro (GIG) → Lisboa (LIS)',
      'Partida 16:40 · Aeroporto Internacional do Galeão, Terminal 2',
      'Chegada 07:10 (+1)',
      'TAP Air Portugal · TP 74',
      'Duração 10 h 30 min · Direto',
    ].join('\n');
    expect(keys(text, '2026-08-20')).toEqual(['TP74 GIG-LIS 2026-10-08T16:40']);
  });

  it("a code that is also a weekday ('TER', Tuesday in Portuguese) between an arrow and its clock is a route's end", () => {
    const text = [
      'Rita 10/06 11:05',
      'Nuno, o salto entre ilhas ficou assim:',
      '- SATA SP 215, quinta 23 jul., PDL 09:30 -> TER 10:10  confirmado',
    ].join('\n');
    expect(keys(text, '2026-06-10')).toEqual(['SP215 PDL-TER 2026-07-23T09:30']);
  });
  it("the Azores' Terceira, with its airport Lajes ('Terceira (Lajes) 18:05'), is airport TER", () => {
    const text = [
      'Ponto de situação, família Medeiros:',
      '- volta: TAP TP 1826, domingo 16 ago., Terceira (Lajes) 18:05 -> Lisboa 21:30  confirmado',
    ].join('\n');
    expect(keys(text, '2026-07-01')).toEqual(['TP1826 TER-LIS 2026-08-16T18:05']);
  });

  it("a city with its terminal before an arrow or at the line's end ('10:40 Lisbon T1 -> 13:25 London Heathrow T5') is that end", () => {
    const text = [
      'Booked for Ana, ticketing later today:',
      '',
      'Tue 9 Jun   BA502   07:15 London Heathrow T5 -> 09:55 Lisbon T1',
      'Tue 16 Jun  BA503   10:40 Lisbon T1 -> 13:25 London Heathrow T5',
    ].join('\n');
    expect(keys(text, '2026-05-20')).toEqual([
      'BA502 LHR-LIS 2026-06-09T07:15',
      'BA503 LIS-LHR 2026-06-16T10:40',
    ]);
  });
});
