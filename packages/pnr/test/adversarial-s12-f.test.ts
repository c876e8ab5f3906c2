import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong segments of corpus batches 57 and 65 (Africa/Middle East airlines,
 * packages), each in a text of its own.
 */

describe('batches 57 and 65: dates and flights that are not the trip', () => {
  it("a date after 'until' in an advert repeating the flight's number is a deadline, not its day", () => {
    const text = [
      'Your booking is confirmed',
      '',
      'Outbound',
      'Wed 17 Jun 2026',
      'QR 774',
      'Departure\tSão Paulo (GRU)\t21:40',
      'Arrival\tDoha (DOH)\t18:05',
      '',
      'Exclusive offer: show your boarding pass for QR 774 at Doha Duty Free and save 10% until 30 Jun.',
    ].join('\n');
    expect(keys(text, '2026-04-02')).toEqual(['QR774 GRU-DOH 2026-06-17T21:40']);
  });

  it("a weekday and a day after a heading's date ('salida el martes 9') is the later day the flight leaves on", () => {
    const text = [
      'VUELOS',
      'Lunes 8 de junio (salida el martes 9 a las 00:45) – IB 6845',
      'Madrid (MAD) 00:45 → Santo Domingo (SDQ) 04:10',
    ].join('\n');
    expect(keys(text, '2026-03-10')).toEqual(['IB6845 MAD-SDQ 2026-06-09T00:45']);
  });

  it("an airport named after a day ('Aeroporto 2 de Julho (SSA)') is no date", () => {
    const text = [
      'Voo\tDe\tPara\tData\tPartida\tChegada',
      'G31624\tSALVADOR 2 DE JULHO (SSA)\tSAO PAULO GUARULHOS (GRU)\t14OUT\t09:15\t11:40',
    ].join('\n');
    expect(keys(text, '2026-08-01')).toEqual(['G31624 SSA-GRU 2026-10-14T09:15']);
  });

  it("an old itinerary's heading with the old ticket's number in an aside heads no flight to import", () => {
    const text = [
      'ITINERARY',
      'LY315  21JUN  TLV-LHR  07:30-11:05  K  OK',
      '',
      '--- Previous itinerary (ticket 114-5550001234, EXCHANGED) ---',
      'LY315  19JUN  TLV-LHR  07:30-11:05  K  OK',
    ].join('\n');
    expect(keys(text, '2026-05-02')).toEqual(['LY315 TLV-LHR 2026-06-21T07:30']);
  });

  it("Tel Aviv's airport by name ('TEL AVIV BEN GURION T3') is TLV", () => {
    const text = [
      'FLIGHT   DATE    FROM                      TO                        DEP    ARR',
      'LY396    02JUL   TEL AVIV BEN GURION T3    PARIS CHARLES DE GAULLE   08:10  12:25',
    ].join('\n');
    expect(keys(text, '2026-05-02')).toEqual(['LY396 TLV-CDG 2026-07-02T08:10']);
  });
});
