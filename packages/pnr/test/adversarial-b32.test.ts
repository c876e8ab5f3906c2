import { describe, expect, it } from 'vitest';
import { decodePnr } from '../src/index.ts';

/*
 * Wrong readings found by batches 27 and 32 of the corpus (tenth session): complex bookings and
 * English agency e-mails mixing flights with trains, ferries and hotels. Each case is a short text of
 * its own showing the pattern, with what a careful reader takes from it (an empty list where the
 * text does not say).
 */

const keysAt = (text: string, referenceDate: string) =>
  decodePnr(text, { referenceDate }).segments.map((s) =>
    [s.airline, s.flight, s.from, s.to, s.departure].join('|'),
  );

describe('complex bookings and mixed itineraries', () => {
  it('a date borrowed from a flight number’s other mention stays that row’s own date', () => {
    // The ticketed flights take their day from the quoted request's rows too; those rows must keep it,
    // not take the landing day of the flight above them ('AA 931' read on 3 March).
    const got = keysAt(
      [
        'Subject: Trip Approved and Ticketed: EZE - Sales Kickoff (Mar 2 - Mar 9)',
        'Trip name: EZE - Sales Kickoff',
        'Record locator: QWE7RT',
        '',
        'Monday, March 2, 2026',
        '  American Airlines 930',
        '  Depart:  10:15 PM  Miami (MIA)',
        '  Arrive:  7:40 AM   Tue, Mar 3   Buenos Aires Ezeiza (EZE)',
        '',
        'Sunday, March 8, 2026',
        '  American Airlines 931',
        '  Depart:  9:05 PM   Buenos Aires Ezeiza (EZE)',
        '  Arrive:  5:20 AM   Mon, Mar 9   Miami (MIA)',
        '',
        '-----Original Message-----',
        'Seats are held until 02/20/2026 11:59 PM.',
        '  Mon, Mar 2  AA 930   MIA 10:15 PM - EZE 7:40 AM +1',
        '  Sun, Mar 8  AA 931   EZE 9:05 PM  - MIA 5:20 AM +1',
      ].join('\n'),
      '2026-02-10',
    );
    expect(got).toEqual(['AA|930|MIA|EZE|2026-03-02T22:15', 'AA|931|EZE|MIA|2026-03-08T21:05']);
  });

  it('a leg’s dated heading between an earlier date and the schedule dates the flight', () => {
    const got = keysAt(
      [
        'Resgate confirmado! Localizador: KPLM3Q',
        'Saldo: 8.000 pontos (5.000 pontos vencem em 31/07/2025)',
        '',
        'IDA - seg, 14 jul 2025',
        'Florianópolis (FLN) 07:40  ->  São Paulo - Congonhas (CGH) 08:55',
        'LATAM | Voo LA 3301 | Econômica',
      ].join('\n'),
      '2025-06-01',
    );
    expect(got).toEqual(['LA|3301|FLN|CGH|2025-07-14T07:40']);
  });

  it('an order number’s groups ("TR-2025-0448812") are not a flight', () => {
    const got = keysAt(
      [
        'Sua compra foi confirmada!',
        'Pedido TR-2025-0448812 | Realizado em 02/06/2025',
        '',
        'Ida | sexta-feira, 18/07/2025',
        '  06:40 REC  Recife - Aeroporto dos Guararapes',
        '  09:55 GRU  São Paulo - Guarulhos',
        '  Voo G3 1441 | Direto',
        '',
        'Volta | domingo, 27/07/2025',
        '  18:10 GRU  São Paulo - Guarulhos',
        '  21:20 REC  Recife - Aeroporto dos Guararapes',
        '  Voo G3 1446 | Direto',
      ].join('\n'),
      '2025-06-02',
    );
    expect(got).toEqual(['G3|1441|REC|GRU|2025-07-18T06:40', 'G3|1446|GRU|REC|2025-07-27T18:10']);
  });

  it('in a chain of forwards whose newest note prints no flight, the next message down supersedes the oldest', () => {
    const got = keysAt(
      [
        'Subject: Fwd: Fwd: RE: Booking change QZ7HTR',
        'Updated below, the older version at the bottom is no longer valid.',
        '',
        '---------- Forwarded message ----------',
        'From: Ana Lopes',
        'Ana, the airline reissued. New ticket below.',
        '',
        '---------- Forwarded message ----------',
        'From: Iberia Agency Desk',
        'Your booking QZ7HTR was changed. Current itinerary:',
        '',
        '  IB 3101   10MAY25  Lisbon LIS      Madrid MAD        07:00   09:15',
        '  IB 3166   16MAY25  Madrid MAD      Lisbon LIS        09:05   09:25',
        '',
        '-----Original Message-----',
        'From: Ana Lopes',
        'Please change the trip. Current itinerary:',
        '',
        '  IB 3101   10MAY25  Lisbon LIS      Madrid MAD        07:00   09:15',
        '  IB 3170   14MAY25  Madrid MAD      Lisbon LIS        18:45   19:05',
      ].join('\n'),
      '2025-04-01',
    );
    expect(got).toEqual(['IB|3101|LIS|MAD|2025-05-10T07:00', 'IB|3166|MAD|LIS|2025-05-16T09:05']);
  });

  it('the same flight at the same time on another day in the quoted original was moved', () => {
    const got = keysAt(
      [
        'Hi Marta, done: the outbound moved to the 15th, same flight and time.',
        '  AZ 611   15JUN25  Rome FCO       New York JFK      10:25   14:05',
        '  AZ 610   28JUN25  New York JFK   Rome FCO          17:50   08:10 +1',
        '',
        '-----Original Message-----',
        'From: Marta Ricci',
        'Please move the outbound. Current booking:',
        '  AZ 611   12JUN25  Rome FCO       New York JFK      10:25   14:05',
        '  AZ 610   28JUN25  New York JFK   Rome FCO          17:50   08:10 +1',
      ].join('\n'),
      '2025-04-01',
    );
    expect(got).toEqual(['AZ|611|FCO|JFK|2025-06-15T10:25', 'AZ|610|JFK|FCO|2025-06-28T17:50']);
  });
});
