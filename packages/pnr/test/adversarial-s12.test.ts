import { describe, expect, it } from 'vitest';
import { decodePnr } from '../src/index.ts';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind readings missed or wrong in the twelfth session (tune leftovers, and batches 56+
 * on arrival), each in a text of its own.
 */

const held = (text: string, referenceDate: string) =>
  decodePnr(text, { referenceDate })
    .segments.filter((s) => s.held)
    .map((s) => `${s.airline}${s.flight} ${s.from}-${s.to} ${s.departure}`);

describe('twelfth session: layouts read', () => {
  it('a one-line flight whose destination city stands before the date column ("to Nice   Wednesday 11 March 2026")', () => {
    const text = [
      'Your flight',
      'BA344  London Heathrow (T5) to Nice   Wednesday 11 March 2026   Depart 09:45  Arrive 12:50',
    ].join('\n');
    expect(keys(text, '2026-01-10')).toEqual(['BA344 LHR-NCE 2026-03-11T09:45']);
  });
});

describe('twelfth session: weekdays', () => {
  it('"(SAT)" in capitals after a date is a weekday, not San Antonio', () => {
    const text = [
      'Flight\tFrom\tTo\tDepart\tArrive\tClass\tStatus',
      'OZ201\tLOS ANGELES (LAX)\tSEOUL/INCHEON (ICN)\t10OCT26 (SAT) 11:20\t11OCT26 (SUN) 16:40\tY\tOK',
    ].join('\n');
    expect(keys(text, '2026-07-01')).toEqual(['OZ201 LAX-ICN 2026-10-10T11:20']);
  });
});

describe('twelfth session: airlines named', () => {
  it('"jetsmart" written in lower case (no word in any language) names the airline of "Vuelo 321"', () => {
    const text = [
      'jetsmart',
      '¡Hola Lucía! Tu reserva está confirmada.',
      'Vuelo: 321',
      'Fecha: vie 09 oct 2026',
      'Desde: Santiago (SCL)',
      'Hacia: Puerto Montt (PMC)',
      'Salida: 07:25',
      'Llegada: 09:10',
      'Recordá llevar tu DNI. Te avisamos por SMS y por mail.',
    ].join('\n');
    expect(keys(text, '2026-08-01')).toEqual(['JA321 SCL-PMC 2026-10-09T07:25']);
  });

  it('"MAP Linhas Aéreas" names the airline of "Voo: 1204"', () => {
    const text = [
      'MAP Linhas Aéreas - Confirmação de Reserva',
      'Voo: 1204',
      'Data: 02/07/2026',
      'Origem: Manaus (MAO)  Partida: 06:50',
      'Destino: Parintins (PIN)  Chegada: 08:05',
    ].join('\n');
    expect(keys(text, '2026-04-01')).toEqual(['7M1204 MAO-PIN 2026-07-02T06:50']);
  });

  it('"azul" in lower case is the colour, not the airline', () => {
    const text = ['Mala azul, 23 kg', 'Voo 4410', '12/03/2026', 'VCP 07:10 -> REC 10:20'].join('\n');
    expect(keys(text, '2026-01-10')).toEqual([]);
  });
});

describe('twelfth session: old and new schedules', () => {
  it('"-------- Original booking confirmation (date) --------" opens the older mail: its flight on the changed route is replaced', () => {
    const text = [
      'Dear Ms Lima,',
      'We have had to change your booking. Your new flight:',
      'BA 2584  London Gatwick (N) 13:10 -> Geneva 16:20   Saturday 18 April 2026',
      '',
      '-------- Original booking confirmation (2 January 2026) --------',
      'Booking reference: QX7PLM',
      'BA 2582  Saturday 18 April 2026',
      '         London Gatwick (N) 07:25  ->  Geneva 10:35',
      'BA 2591  Saturday 25 April 2026',
      '         Geneva 17:05  ->  London Gatwick (N) 18:15',
    ].join('\n');
    expect(held(text, '2026-02-01')).toEqual([
      'BA2584 LGW-GVA 2026-04-18T13:10',
      'BA2591 GVA-LGW 2026-04-25T17:05',
    ]);
  });
});

describe('twelfth session: readings that must not become segments', () => {
  it("a quote's line with no date of its own does not borrow the asked-for dates when the same flight is issued with its own", () => {
    const text = [
      'Anotações — viagem Orlando',
      '09:10 cotação enviada (datas pedidas: ida 12/05, volta 20/05, 2 adultos):',
      '   Opção 1 — Azul, conexão em Campinas:',
      '      AD 4090 GRU 19:00 → VCP 19:50 / AD 8706 VCP 21:50 → FLL 05:25 (+1)',
      '      R$ 6.980 — cliente NÃO quis',
      '   Opção 2 — LATAM, voo direto:',
      '      ida LA 8064 GRU 23:55 → MCO 07:10 (+1)',
      '      volta LA 8065 MCO 18:45 → GRU 05:05 (+1)',
      '      R$ 7.412,80 por adulto',
      '',
      '10:40 cliente escolheu OPÇÃO 2',
      '',
      '11:30 EMITIDO opção 2 — localizador LATAM KJTRWQ',
      '   IDA   ter 12/05/2026  LA 8064  São Paulo/Guarulhos (GRU) 23:55 → Orlando (MCO) 07:10 qua 13/05',
      '   VOLTA qua 20/05/2026  LA 8065  Orlando (MCO) 18:45 → São Paulo/Guarulhos (GRU) 05:05 qui 21/05',
    ].join('\n');
    expect(keys(text, '2026-02-03')).toEqual([
      'LA8064 GRU-MCO 2026-05-12T23:55',
      'LA8065 MCO-GRU 2026-05-20T18:45',
    ]);
  });

  it("a paragraph about friends' own booking, with its code, names their flight, not the travellers'", () => {
    const text = [
      'Oi, Márcia! A Azul confirmou a reserva de vocês (localizador QPZKMT):',
      '',
      'AD 4213 CNF 07:15 > SSA 09:05 - 14/08/2026',
      'AD 4218 SSA 18:40 > CNF 20:30 - 21/08/2026',
      '',
      'Quanto aos amigos Duarte, que vão no dia seguinte: a reserva deles é outra (localizador',
      'HTRNWV) e continua igual, AD 4215 CNF 12:05 > SSA 13:55 em 15/08. Eles mesmos cuidam.',
      '',
      'Beijos, Renata',
    ].join('\n');
    expect(keys(text, '2026-05-02')).toEqual([
      'AD4213 CNF-SSA 2026-08-14T07:15',
      'AD4218 SSA-CNF 2026-08-21T18:40',
    ]);
  });

  it('"fileiras 3 e 4 no 1260" ("and", not "is") corrects no flight number', () => {
    const text = [
      'AÉREO GOL emitido, loc. PLQ4RS',
      '  ida  14/09 seg  G3 1432  GRU 07:40 -> NAT 11:05',
      '  volta 18/09 sex G3 1437  NAT 12:10 -> GRU 15:45',
      '',
      'Pendências:',
      '1. Assentos da diretoria: fileiras 3 e 4 no 1432 e no 1437.',
    ].join('\n');
    expect(keys(text, '2026-06-18')).toEqual([
      'G31432 GRU-NAT 2026-09-14T07:40',
      'G31437 NAT-GRU 2026-09-18T12:10',
    ]);
  });

  it('"Flights cancelled by <airline> as of 16:00:" heads a list of cancelled flights, not the traveller\'s', () => {
    const text = [
      'ALERT: airport workers strike on Thursday 14 May 2026.',
      '',
      'Flights cancelled by LATAM as of 09:00 (partial list):',
      'LA 3300 / LA 3302 (GRU-SDU), LA 3911 (GRU-CWB 17:25)',
      '',
      'Your itinerary',
      'LATAM LA 3915',
      'Thu 14 May 2026  Dep 08:20 São Paulo Guarulhos (GRU)  Arr 09:35 Curitiba (CWB)',
      'Status: CONFIRMED',
    ].join('\n');
    expect(keys(text, '2026-05-12')).toEqual(['LA3915 GRU-CWB 2026-05-14T08:20']);
  });
});
