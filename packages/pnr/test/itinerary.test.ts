import { describe, expect, it } from 'vitest';
import { decodePnr } from '../src/index.ts';

const REF = { referenceDate: '2024-03-01' };

/** airline+flight from-to departure, the way the corpus scorer compares segments. */
const brief = (text: string, options: { referenceDate?: string } = REF) =>
  decodePnr(text, options).segments.map((s) => `${s.airline}${s.flight} ${s.from}-${s.to} ${s.departure}`);

describe('itinerary reader: airline and agency e-mails', () => {
  it('reads a flight given only as "Voo 4410" with the airline named elsewhere and "7h05" times', () => {
    const text = [
      'Azul Linhas Aéreas',
      'Olá, Pedro! Sua viagem está confirmada.',
      'Localizador: XKQ9PL',
      'Voo 4410',
      'sáb., 13 de abril de 2024',
      'Campinas (VCP) 7h05',
      'Recife (REC) 10h15',
    ].join('\n');
    expect(brief(text)).toEqual(['AD4410 VCP-REC 2024-04-13T07:05']);
  });

  it('refuses "Voo 4410" when the text names two airlines equally', () => {
    const text = [
      'Compre com LATAM ou GOL',
      'Voo 4410',
      '13/04/2024',
      'Campinas (VCP) 07:05',
      'Recife (REC) 10:15',
    ].join('\n');
    expect(brief(text)).toEqual([]);
  });

  it('reads a Spanish itinerary with a weekday date, "Salida"/"Llegada" labels and +1', () => {
    const text = [
      'Avianca',
      'Código de reservación: QWERTY',
      'Vuelo AV 85',
      'sáb., 15 de junio de 2024',
      'Salida: Bogotá (BOG) 23:55',
      'Llegada: São Paulo (GRU) 07:05 +1',
    ].join('\n');
    const r = decodePnr(text, REF);
    expect(r.segments.map((s) => [s.airline, s.flight, s.from, s.to, s.departure, s.arrival])).toEqual([
      ['AV', '85', 'BOG', 'GRU', '2024-06-15T23:55', '2024-06-16T07:05'],
    ]);
  });

  it('reads one field per line tables with a header row (e-ticket)', () => {
    const text = [
      'TURKISH AIRLINES',
      'ELECTRONIC TICKET PASSENGER ITINERARY RECEIPT',
      'Flight',
      'Date',
      'From',
      'To',
      'Departure',
      'Arrival',
      'TK 16',
      '18APR24',
      'SAO PAULO GUARULHOS',
      'ISTANBUL AIRPORT',
      '01:45',
      '23:05',
      'TK 1857',
      '19APR24',
      'ISTANBUL AIRPORT',
      'LISBON',
      '08:10',
      '11:05',
    ].join('\n');
    expect(brief(text)).toEqual(['TK16 GRU-IST 2024-04-18T01:45', 'TK1857 IST-LIS 2024-04-19T08:10']);
  });

  it('reads English dates "Apr 15, 2024" and 12-hour times with airport names in parentheses', () => {
    const text = [
      'Copa Airlines - Trip confirmation',
      'Reservation code: ABC123',
      'Monday, Apr 15, 2024',
      'CM 702  Panama City (PTY) 7:05 AM  →  São Paulo (GRU) 3:40 PM',
      'CM 759  São Paulo (GRU) 5:10 PM  →  Rio de Janeiro (GIG) 6:15 PM',
    ].join('\n');
    expect(brief(text)).toEqual(['CM702 PTY-GRU 2024-04-15T07:05', 'CM759 GRU-GIG 2024-04-15T17:10']);
  });

  it('settles "São Paulo" and "Rio de Janeiro" by their airport names', () => {
    const text = [
      'GOL - Seu cartão de embarque',
      'Voo G3 1002 - 20/05/2024',
      'Origem: São Paulo - Congonhas',
      'Destino: Rio de Janeiro (Santos Dumont)',
      'Partida: 07:05',
      'Chegada: 08:10',
    ].join('\n');
    expect(brief(text)).toEqual(['G31002 CGH-SDU 2024-05-20T07:05']);
  });

  it('settles a city with several airports by the connecting flight', () => {
    const text = [
      'Air France',
      '15/04/2024',
      'AF 443 Rio de Janeiro (GIG) 18:20 - Paris 10:15 +1',
      '16/04/2024',
      'AF 1024 Paris (CDG) 13:00 - Lisboa 14:35',
    ].join('\n');
    expect(brief(text)).toEqual(['AF443 GIG-CDG 2024-04-15T18:20', 'AF1024 CDG-LIS 2024-04-16T13:00']);
  });

  it('leaves out a flight whose airport stays ambiguous', () => {
    const text = ['LATAM', 'LA 3300 - 15/04/2024', 'São Paulo 07:05 - Rio de Janeiro 08:10'].join('\n');
    expect(brief(text)).toEqual([]);
  });

  it('reads an all-capitals e-mail in Spanish with numeric dates', () => {
    const text = [
      'CONVIASA - CONFIRMACION DE RESERVA',
      'LOCALIZADOR: HJK78L',
      'VUELO V0 3030   FECHA 15/04/2024',
      'CARACAS (CCS) 10:00   LA HABANA (HAV) 13:00',
    ].join('\n');
    expect(brief(text)).toEqual(['V03030 CCS-HAV 2024-04-15T10:00']);
  });

  it("takes the year from the e-mail's own dates when the flight date has none", () => {
    const text = [
      'Emitido em 20/11/2024',
      'Voo TP 88 - 15 jan',
      'São Paulo (GRU) 22:05 → Lisboa (LIS) 11:35 (+1)',
    ].join('\n');
    expect(brief(text, {})).toEqual(['TP88 GRU-LIS 2025-01-15T22:05']);
  });

  it('ignores the issue date and the boarding time', () => {
    const text = [
      'Data de emissão: 02/03/2024',
      'Voo LA 3456',
      'Data: 10/03/2024',
      'Embarque: 06:25',
      'Saída: 07:05 Guarulhos (GRU)',
      'Chegada: 09:15 Porto Alegre (POA)',
    ].join('\n');
    expect(brief(text)).toEqual(['LA3456 GRU-POA 2024-03-10T07:05']);
  });
});

describe('itinerary reader: layout', () => {
  it('reads a table flattened one cell a line by its column headings (boarding column, bare flight number)', () => {
    const text = [
      'Azul Linhas Aéreas',
      'Voo',
      'Data',
      'Embarque',
      'Partida',
      'Chegada',
      'Origem',
      'Destino',
      '4731',
      'qui., 19 set. 2024',
      '05:40',
      '06:10',
      '07:25',
      'Campinas (VCP)',
      'Belo Horizonte - Confins (CNF)',
    ].join('\n');
    expect(brief(text)).toEqual(['AD4731 VCP-CNF 2024-09-19T06:10']);
  });

  it('takes the airline named just above each "Voo NNNN" when the text names two', () => {
    const text = [
      'LATAM',
      'Voo 3340',
      '05/10/2024',
      'Recife (REC) 06:00 → São Paulo - Congonhas (CGH) 09:15',
      'GOL',
      'Voo 1787',
      '11/10/2024',
      'São Paulo - Congonhas (CGH) 20:30 → Recife (REC) 23:40',
    ].join('\n');
    expect(brief(text)).toEqual(['LA3340 REC-CGH 2024-10-05T06:00', 'G31787 CGH-REC 2024-10-11T20:30']);
  });
});

describe('itinerary reader: refusing what it cannot be sure of', () => {
  it('reads the new schedule of a change, not the old one', () => {
    const text = [
      'Voo LA 3456 - 15/04/2024',
      'Horário anterior: São Paulo (GRU) 07:05 → Porto Alegre (POA) 08:40',
      'Novo horário: São Paulo (GRU) 08:15 → Porto Alegre (POA) 09:50',
    ].join('\n');
    expect(brief(text)).toEqual(['LA3456 GRU-POA 2024-04-15T08:15']);
  });

  it('reads month-first dates when the text shows that order, and refuses an unsettled 04/05 in English', () => {
    const us = [
      'Flight UA 844 on 04/05/2024 from EZE 9:10 PM to IAH 5:35 AM',
      'Flight UA 845 on 04/13/2024 from IAH 9:40 PM to EZE 10:05 AM',
    ].join('\n');
    expect(brief(us)).toEqual(['UA844 EZE-IAH 2024-04-05T21:10', 'UA845 IAH-EZE 2024-04-13T21:40']);
    const unsure = [
      'Record locator: ABCDEF',
      'Flight AA 930',
      '04/05/2024',
      'Miami (MIA) 11:30 PM - Sao Paulo (GRU) 8:40 AM',
    ];
    expect(brief(unsure.join('\n'))).toEqual([]);
  });

  it("does not take a hotel's city as a flight's destination", () => {
    const text = [
      'Voo G3 1234',
      '15/04/2024',
      'GRU 07:05',
      '',
      'Hotel Ibis Recife (REC)',
      'Check-in 15/04/2024 14:00',
    ].join('\n');
    expect(brief(text)).toEqual([]);
  });

  it('reads the ends of a flight by their labels when the arrival is printed first', () => {
    const text = [
      'Flight TP 88',
      'Arrival   Tue 16 Apr 2024   11:35   Lisbon (LIS) Terminal 1',
      'Departure Mon 15 Apr 2024   22:05   Sao Paulo (GRU) Terminal 3',
    ].join('\n');
    expect(brief(text)).toEqual(['TP88 GRU-LIS 2024-04-15T22:05']);
  });

  it('does not settle "São Paulo" by an airport another flight names', () => {
    const text = [
      'Ida: GOL 1234, 15/04, São Paulo (CGH) 07:05 → Rio de Janeiro (SDU) 08:10',
      'Volta: TAP TP 88, 20/04, Lisboa 11:30 → São Paulo 17:45',
    ].join('\n');
    expect(brief(text)).toEqual(['G31234 CGH-SDU 2024-04-15T07:05']);
  });

  it('carries a heading date to a connection only when the day follows from the first flight', () => {
    const known = ['15/04/2024', 'LA 8084 GRU 23:30 → LHR 14:25 +1', 'BA 500 LHR 17:05 → MAD 20:20'].join(
      '\n',
    );
    expect(brief(known)).toEqual(['LA8084 GRU-LHR 2024-04-15T23:30', 'BA500 LHR-MAD 2024-04-16T17:05']);
    // No day mark, but only the next day makes 23:30 → 14:25 a believable flight across the zones.
    const zones = ['15/04/2024', 'LA 8084 GRU 23:30 → LHR 14:25', 'BA 500 LHR 17:05 → MAD 20:20'].join('\n');
    expect(brief(zones)).toEqual(['LA8084 GRU-LHR 2024-04-15T23:30', 'BA500 LHR-MAD 2024-04-16T17:05']);
    // A connection leaving before the first flight lands: another day, which the text does not say.
    const unknown = ['15/04/2024', 'LA 8084 GRU 23:30 → LHR 14:25', 'BA 500 LHR 07:05 → MAD 10:20'].join(
      '\n',
    );
    expect(brief(unknown)).toEqual(['LA8084 GRU-LHR 2024-04-15T23:30']);
  });

  it('settles a city by the flight before it only when that flight is a connection', () => {
    const text = [
      'Voo LA 3300 - 10/05/2024 - Porto Alegre (POA) 07:05 → Rio de Janeiro (SDU) 09:10',
      'Voo LA 3301 - 20/05/2024 - Rio de Janeiro 18:00 → Porto Alegre (POA) 20:05',
    ].join('\n');
    expect(brief(text)).toEqual(['LA3300 POA-SDU 2024-05-10T07:05']);
  });

  it("does not read a journey heading with a connection as one flight's route", () => {
    const text = [
      'Ida: São Paulo (GRU) → Porto (OPO)',
      '15/04/2024 · 1 conexão',
      'TP 88  22:05 - 11:35 +1',
      'TP 1950  14:00 - 14:55',
    ].join('\n');
    expect(brief(text)).toEqual([]);
  });

  it("keeps the marketed flight, not the operating carrier's number", () => {
    const text = [
      'Vuelo IB 2601',
      'Operado por LATAM Airlines (LA 8065)',
      '12/05/2024',
      'Madrid (MAD) 23:55 → São Paulo (GRU) 07:05 +1',
    ].join('\n');
    expect(brief(text)).toEqual(['IB2601 MAD-GRU 2024-05-12T23:55']);
  });

  it('leaves out a leg marked cancelled', () => {
    const text = [
      'Voo G3 1234 - 15/04/2024 - Guarulhos 07:05 - Recife 10:10',
      'Voo G3 1235 - 20/04/2024 - Recife 12:00 - Guarulhos 15:30 - cancelado',
    ].join('\n');
    expect(brief(text)).toEqual(['G31234 GRU-REC 2024-04-15T07:05']);
  });
});

describe("itinerary reader: agents' notes", () => {
  it('reads compact GDS-like lines without a status and a note mixing formats', () => {
    const text = [
      'cliente quer janela',
      'LA8084 10MAR GRULHR 2330 1425+1',
      'depois: BA 500 LHR-MAD 12/03 08:15 11:40',
    ].join('\n');
    expect(brief(text)).toEqual(['LA8084 GRU-LHR 2024-03-10T23:30', 'BA500 LHR-MAD 2024-03-12T08:15']);
  });

  it('reads a GDS line and a leg typed in words in the same note', () => {
    const text = [
      'Ida emitida no Amadeus:',
      '  2  LA3278 Y 09JUL 2 CGHSDU HK1  0740 0840  09JUL  E  LA/QWZ7PK',
      'Volta direto na GOL: G3 2041 SDU-CGH 12/07 às 19h20',
    ].join('\n');
    expect(brief(text, { referenceDate: '2024-06-18' })).toEqual([
      'LA3278 CGH-SDU 2024-07-09T07:40',
      'G32041 SDU-CGH 2024-07-12T19:20',
    ]);
  });

  it('takes the time printed after the departure airport, not the arrival one', () => {
    const text = ['LA 3042 22MAR GRU 0705 POA 0830', 'LA 3047 25MAR POA 1830 GRU 1955'].join('\n');
    expect(brief(text)).toEqual(['LA3042 GRU-POA 2024-03-22T07:05', 'LA3047 POA-GRU 2024-03-25T18:30']);
  });

  it('does not read a GDS time after a date as its year ("15JUN 2355")', () => {
    expect(brief('AV 85 BOG-GRU 15JUN 2355 0705+1')).toEqual(['AV85 BOG-GRU 2024-06-15T23:55']);
  });

  it('reads a pipe table in capitals and flights followed by a comma', () => {
    const table = ['| AD 4512 | 03/08 | VCP | SSA | 06:10 | 08:35 |'].join('\n');
    expect(brief(table)).toEqual(['AD4512 VCP-SSA 2024-08-03T06:10']);
    expect(brief('Outbound: Copa CM 701, 10 Jun 2024, Sao Paulo GRU 01:15 - Panama City PTY 06:05')).toEqual([
      'CM701 GRU-PTY 2024-06-10T01:15',
    ]);
  });
});
