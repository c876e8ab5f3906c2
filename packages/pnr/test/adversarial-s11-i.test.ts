import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong segments of corpus batches 48 and 51 (airline e-mails), each in a text of its
 * own: what a careful reader takes from it, and nothing where the text holds no seat.
 */

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

  it('a waitlist request headed by its status in an aside holds no seat', () => {
    const text = [
      'Sua viagem - localizador QWE12R',
      '',
      'Ida - sábado, 10/10/2026',
      '  Voo 4120   Recife (REC) 07:00   Campinas (VCP) 10:20',
      '',
      'Pedido de troca para voo mais cedo (lista de espera)',
      '  Voo 4118   Recife (REC) 05:10   Campinas (VCP) 08:30   sábado, 10/10/2026',
      '  Você segue com lugar garantido no voo 4120.',
      '',
      'Azul Linhas Aéreas',
    ].join('\n');
    expect(keys(text, '2026-09-01')).toEqual(['AD4120 REC-VCP 2026-10-10T07:00']);
  });

  it('a standby request headed "(not confirmed)" holds no seat', () => {
    const text = [
      'Delta Air Lines',
      '',
      'SAME-DAY STANDBY (not confirmed)',
      'Flight DL 1802',
      'Atlanta (ATL) 8:05 AM  ->  Boston (BOS) 10:40 AM',
      'Tuesday, March 3, 2026',
      '',
      'YOUR CONFIRMED FLIGHT',
      'Tuesday, March 3, 2026',
      'DL 1810',
      'ATL 11:20 AM  ->  BOS 1:55 PM',
    ].join('\n');
    expect(keys(text, '2026-03-03')).toEqual(['DL1810 ATL-BOS 2026-03-03T11:20']);
  });

  it("a summary row's day after both clocks is the landing day, not a date for the same number above", () => {
    const text = [
      'United Airlines - trip details',
      '',
      'Friday, May 8, 2026',
      'UA 1412',
      'MCO 1:15 PM  ->  IAH 3:05 PM',
      '',
      'UA 61',
      'IAH 7:40 PM  ->  GIG 7:55 AM (Sat, May 9)',
      '',
      'Your trip',
      'Outbound - Friday, May 8, 2026',
      '  UA 1412  MCO 1:15 PM -> IAH 3:05 PM',
      '  UA 61    IAH 7:40 PM -> GIG 7:55 AM (Sat, May 9)',
    ].join('\n');
    expect(keys(text, '2026-04-01')).toEqual([
      'UA1412 MCO-IAH 2026-05-08T13:15',
      'UA61 IAH-GIG 2026-05-08T19:40',
    ]);
  });

  it("the day leading a summary row is that row's date, not the flight before's landing day", () => {
    const text = [
      'Azul - seu cartão de embarque',
      '',
      'ter, 10 mar',
      'Manaus  MAO  22:40',
      'Campinas  VCP  05:10 (qua, 11 mar)',
      'Voo  4512',
      'Embarque  22:00',
      '',
      'Seu itinerário',
      'Ida  ter, 10 mar  Voo 4512  MAO 22:40 > VCP 05:10 +1',
      'Volta  dom, 22 mar  Voo 4513  VCP 09:15 > MAO 12:05',
    ].join('\n');
    expect(keys(text, '2026-03-09')).toEqual([
      'AD4512 MAO-VCP 2026-03-10T22:40',
      'AD4513 VCP-MAO 2026-03-22T09:15',
    ]);
  });

  it('a flight named on the line above "was cancelled ..." is the one cancelled', () => {
    const text = [
      'American Airlines',
      '',
      'We are sorry: your flight AA 1203 on 14/05/2026, Dallas (DFW) 08:10 to Chicago (ORD),',
      'was cancelled because of an operational issue affecting the aircraft.',
      '',
      'We have rebooked you on the first flight with seats, the next morning:',
      '',
      'Flight: AA 1207',
      'Date: 15/05/2026',
      'Departs: Dallas (DFW) at 11:45',
      'Arrives: Chicago (ORD) at 14:05',
    ].join('\n');
    expect(keys(text, '2026-05-10')).toEqual(['AA1207 DFW-ORD 2026-05-15T11:45']);
  });

  it("an e-ticket's places printed under each number's clocks are that flight's, not the next one's heading", () => {
    const text = [
      'Iberia e-ticket receipt',
      '',
      'Your itinerary',
      '',
      'Flight          Depart                                   Arrive                                   Class / Status',
      'IB0266          02 Jun 2026 21:50                        03 Jun 2026 13:35                        Turista (Economy) / Confirmed',
      '                Sao Paulo Guarulhos, Terminal 3          Madrid Barajas, Terminal 4S              Fare basis: QDN0BR',
      'IB3104          03 Jun 2026 15:20                        03 Jun 2026 16:30                        Turista (Economy) / Confirmed',
      '                Madrid Barajas, Terminal 4               Lisbon                                   Fare basis: QDN0BR',
      'IB3107          10 Jun 2026 11:05                        10 Jun 2026 13:25                        Turista (Economy) / Confirmed',
      '                Lisbon                                   Madrid Barajas, Terminal 4               Fare basis: QDN0BR',
      '',
      'Please be at the gate early (Gates J40-J58 are a long walk).',
      'Iberia, Calle Martinez Villergas 49, Madrid, UB2 4AF.',
    ].join('\n');
    expect(keys(text, '2026-05-01')).toEqual([
      'IB266 GRU-MAD 2026-06-02T21:50',
      'IB3104 MAD-LIS 2026-06-03T15:20',
      'IB3107 LIS-MAD 2026-06-10T11:05',
    ]);
  });

  it("a code in capitals inside the operating carrier's name is no airport", () => {
    const text = [
      'Air France - your booking',
      '',
      'Sat, Feb 14, 2026',
      '',
      'Flight AF 7641',
      'Operated by Air France (HOP!)',
      'Departure 9:10 AM',
      'Nantes (NTE), Terminal 1',
      'Arrival 10:25 AM',
      'Paris - Charles de Gaulle (CDG), Terminal 2G',
    ].join('\n');
    expect(keys(text, '2026-01-10')).toEqual(['AF7641 NTE-CDG 2026-02-14T09:10']);
  });

  it('a flight another traveller bought on their own, told only for the transfer, is not the booking', () => {
    const text = [
      'Oi Carla, segue a confirmação da LATAM abaixo. Preciso do transfer em Lima.',
      'O Pedro, meu sócio, vai junto mas comprou a passagem dele por conta própria com outra',
      'agência. O voo dele, só pra casar o transfer: LA 2465, Cusco - Lima, 12/09/2026, sai 10:40',
      'e chega 12:05.',
      '',
      'LATAM Airlines - confirmação',
      'LA 2468   12/09/2026   Cusco (CUZ) 11:30  ->  Lima (LIM) 12:55',
    ].join('\n');
    expect(keys(text, '2026-08-01')).toEqual(['LA2468 CUZ-LIM 2026-09-12T11:30']);
  });
});
