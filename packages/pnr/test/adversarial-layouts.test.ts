import { describe, expect, it } from 'vitest';
import { decodePnr } from '../src/index.ts';

/*
 * Layouts written in the sixth session to find wrong segments rather than missing ones: each case
 * says what a careful reader takes from the text, and an empty list where the text does not say
 * (refusing is allowed, inventing is not). Four of them were read wrongly before this file.
 */

const REF = { referenceDate: '2024-03-20' };
const keys = (text: string) =>
  decodePnr(text, REF).segments.map((s) => [s.airline, s.flight, s.from, s.to, s.departure].join('|'));

describe('layouts that tempt a wrong segment', () => {
  it('one airline’s numbers listed on one line fly the schedule lines below in order, never the last number all of them', () => {
    const got = keys(
      [
        'Localizador: KJH5TR',
        '15/04/2024',
        'LA 3300 / LA 8084',
        'GRU 07:05 SDU 08:10',
        'SDU 10:00 MIA 18:00',
      ].join('\n'),
    );
    expect(got).toEqual(['LA|3300|GRU|SDU|2024-04-15T07:05', 'LA|8084|SDU|MIA|2024-04-15T10:00']);
    const list = keys(
      [
        'Localizador: KJH5TR',
        'Voos: LA 3300, LA 3301',
        'Ida 15/04/2024 GRU 07:05 → SDU 08:10',
        'Volta 20/04/2024 SDU 19:00 → GRU 20:05',
      ].join('\n'),
    );
    expect(list).toEqual(['LA|3300|GRU|SDU|2024-04-15T07:05', 'LA|3301|SDU|GRU|2024-04-20T19:00']);
    // Three schedules under two numbers: which number flies which is not said.
    const odd = keys(
      [
        'Localizador: KJH5TR',
        '15/04/2024',
        'LA 3300 / LA 8084',
        'GRU 07:05 SDU 08:10',
        'SDU 10:00 MIA 18:00',
        'MIA 20:00 JFK 23:00',
      ].join('\n'),
    );
    expect(odd.filter((k) => k.startsWith('LA|8084|GRU'))).toEqual([]);
  });

  it('a date heading the flight wins over the next flight’s heading printed under its schedule', () => {
    const text = [
      'Localizador: KJH5TR',
      '15/04/2024',
      'Voo LA 3300',
      'GRU 07:05 → SDU 08:10',
      '20/04/2024',
      'Voo LA 3301',
      'SDU 19:00 → GRU 20:05',
    ];
    expect(keys(text.join('\n'))).not.toContain('LA|3300|GRU|SDU|2024-04-20T07:05');
    const table = [
      'Localizador: KJH5TR',
      'Data',
      'Voo',
      'Saída',
      'Chegada',
      '15/04/2024',
      'G3 1002',
      'GRU 07:05',
      'SDU 08:10',
      '20/04/2024',
      'G3 1003',
      'SDU 19:00',
      'GRU 20:05',
    ];
    expect(keys(table.join('\n'))).toEqual([
      'G3|1002|GRU|SDU|2024-04-15T07:05',
      'G3|1003|SDU|GRU|2024-04-20T19:00',
    ]);
  });

  it('a stop named above the route is not its origin', () => {
    const got = keys(
      [
        'Localizador: KJH5TR',
        'Voo AD 4046 - 15/04/2024',
        'Escala em Salvador (SSA)',
        'Campinas (VCP) 06:40 → Recife (REC) 11:50',
      ].join('\n'),
    );
    expect(got).toEqual(['AD|4046|VCP|REC|2024-04-15T06:40']);
  });

  it('the same flight on two days with no way back between: a change; which day holds is the one after "Changed to"', () => {
    const got = keys(
      [
        'Record locator: KJH5TR',
        'AA 930 Apr 15, 2024 MIA 8:05 AM GRU 6:50 PM',
        'Changed to:',
        'AA 930 Apr 16, 2024 MIA 8:05 AM GRU 6:50 PM',
      ].join('\n'),
    );
    expect(got).toEqual(['AA|930|MIA|GRU|2024-04-16T08:05']);
    // Said nowhere which holds: neither.
    expect(
      keys(
        [
          'Record locator: KJH5TR',
          'AA 930 Apr 15, 2024 MIA 8:05 AM GRU 6:50 PM',
          'AA 930 Apr 16, 2024 MIA 8:05 AM GRU 6:50 PM',
        ].join('\n'),
      ),
    ).toEqual([]);
    // A weekly commute flies it twice with the return between: both kept.
    const commute = keys(
      [
        'Localizador: KJH5TR',
        'G3 1002 15/04/2024 GRU 07:05 SDU 08:10',
        'G3 1003 16/04/2024 SDU 19:00 GRU 20:05',
        'G3 1002 22/04/2024 GRU 07:05 SDU 08:10',
      ].join('\n'),
    );
    expect(commute).toEqual([
      'G3|1002|GRU|SDU|2024-04-15T07:05',
      'G3|1003|SDU|GRU|2024-04-16T19:00',
      'G3|1002|GRU|SDU|2024-04-22T07:05',
    ]);
  });

  it('reads a table copied with tabs or bars by its headings, in the table’s column order', () => {
    const tabs = [
      'Localizador: KJH5TR',
      'Voo\tData\tPara\tDe\tChegada\tSaída',
      'G3 1002\t15/04/2024\tSDU\tGRU\t08:10\t07:05',
    ];
    expect(keys(tabs.join('\n'))).toEqual(['G3|1002|GRU|SDU|2024-04-15T07:05']);
    const bars = [
      'Localizador: KJH5TR',
      'Voo | Data | Chegada | Partida | Origem | Destino',
      'G3 1002 | 15/04/2024 | 08:10 | 07:05 | GRU | SDU',
    ];
    expect(keys(bars.join('\n'))).toEqual(['G3|1002|GRU|SDU|2024-04-15T07:05']);
  });

  it('one number over a chain of three airports is refused: a stop or a change of plane, the text does not say', () => {
    const chain = [
      'Localizador: KJH5TR',
      'LA 8084 - 15/04/2024',
      'São Paulo (GRU) 22:30 → Lima (LIM) 01:30 +1 → Miami (MIA) 09:15 +1',
    ];
    expect(keys(chain.join('\n'))).toEqual([]);
    expect(keys(chain.slice(0, 2).concat('São Paulo (GRU) 22:30 → Lima (LIM) 01:30 +1').join('\n'))).toEqual([
      'LA|8084|GRU|LIM|2024-04-15T22:30',
    ]);
  });

  it('a clock pair "0600/0705" is read, and a flight never takes a clock from a paragraph that retells the trip', () => {
    const notes = [
      'PNR Avianca: LQDMZX',
      'AV 9365  MDE-BOG  12FEB  0600/0705',
      'AV  245  BOG-LIM  12FEB  0945/1305',
    ];
    expect(keys(notes.join('\n'))).toEqual([
      'AV|9365|MDE|BOG|2024-02-12T06:00',
      'AV|245|BOG|LIM|2024-02-12T09:45',
    ]);
    const noClock = [
      'PNR: LQDMZX',
      'AV  245  BOG-LIM  12FEB',
      '',
      '- conexión en BOG',
      '- la vuelta queda abierta',
      '- tarifa Basic',
      '',
      'Le escribí:',
      'jueves 12 de febrero, sale de Rionegro 6:00 am',
    ];
    expect(keys(noClock.join('\n'))).toEqual([]);
  });

  it('a date on the line of another flight’s number is that flight’s', () => {
    const text = [
      '• Ida: embarcam dia 03/10/2024 às 22h35 em Fortaleza (FOR) no TP 22, chegam em Lisboa às 11h05 do dia 04.',
      '  No mesmo dia seguem no TP 838 Lisboa 14h20 → Roma Fiumicino (FCO) 18h05.',
      '• Volta: 14/10/2024, TP 835 sai de Fiumicino 09h10, chega LIS 11h00.',
    ];
    expect(keys(text.join('\n')).filter((k) => k.startsWith('TP|838'))).not.toContain(
      'TP|838|LIS|FCO|2024-10-14T14:20',
    );
  });

  it('a city printed under its airport’s code and clock is the same end, not the other one', () => {
    const text = [
      'Código de reserva: GHTXLN',
      'qui. 11 set. 2025',
      'GOL',
      'Voo 1802',
      'POA',
      '05:50',
      'Porto Alegre',
      'GRU',
      '07:25',
      'São Paulo',
    ];
    expect(keys(text.join('\n'))).toEqual(['G3|1802|POA|GRU|2025-09-11T05:50']);
  });

  it('a table’s rows read by column across a line printed between them', () => {
    const text = [
      'Reserva (PNR): LWQDRT',
      'Voo\tData\tPartida\tChegada\tClasse\tEstado',
      'TP 1931\t05 out 2025\tPorto (OPO) 07:00\tLisboa (LIS) 08:00\tK\tConfirmado',
      'Operado por: TAP Express',
      'TP 15\t05 out 2025\tLisboa (LIS) 10:05\tRecife (REC) 14:40\tK\tConfirmado',
    ];
    expect(keys(text.join('\n'))).toEqual([
      'TP|1931|OPO|LIS|2025-10-05T07:00',
      'TP|15|LIS|REC|2025-10-05T10:05',
    ]);
  });

  it('a clock after a stale label is the old one; a chat message’s stamp is no flight’s day or clock; "eu cancelei" drops the line', () => {
    const change = [
      'Código de reserva: ZLMPRW',
      'LA 3071   Brasília (BSB) → São Paulo (CGH)   dom, 06/10/2024',
      'Horário anterior: 19:40      Novo horário: 20:15 (chegada 21:55)',
    ];
    expect(keys(change.join('\n'))).toEqual(['LA|3071|BSB|CGH|2024-10-06T20:15']);
    const chat = [
      '[14/05/2024 10:12] Carla - Agência: IDA sex 07/06 - Azul AD 2840 Viracopos (VCP) 06:50 → Porto Seguro (BPS) 09:05.',
      '[14/05/2024 10:13] Carla - Agência: A opção da LATAM que te mandei ontem (LA 3380) eu cancelei, tá?',
      '[14/05/2024 10:21] Carla - Agência: Minha viagem com a Azul: VCP ✈ BPS · sex, 7 jun · AD 2840 · 06:50',
    ];
    expect(keys(chat.join('\n'))).toEqual(['AD|2840|VCP|BPS|2024-06-07T06:50']);
  });

  it('a PDF ticket’s row read with the cells that go on under it, by column position', () => {
    const text = [
      'Código de reserva:       QWXKTR',
      'Voo        De                        Para                      Data       Saída    Chegada   Classe',
      'LA 759     SAO PAULO                 SANTIAGO                  15ABR24    08:40    12:10     Y',
      '           GUARULHOS INTL            ARTURO MERINO BENITEZ',
      '           TERMINAL 3',
    ];
    expect(keys(text.join('\n'))).toEqual(['LA|759|GRU|SCL|2024-04-15T08:40']);
  });

  it('a quote’s options: only the chosen one is booked; a dropped or declined option is not', () => {
    const quote = [
      'Cotação para a família Souza',
      'Opção A (escolhida): LATAM',
      'LA 3300 15/04/2024 GRU 07:05 → SDU 08:10',
      'Opção B (descartada): GOL',
      'G3 1002 15/04/2024 GRU 09:00 → SDU 10:05',
    ];
    expect(keys(quote.join('\n'))).toEqual(['LA|3300|GRU|SDU|2024-04-15T07:05']);
    const chose = [
      'Opción 1: CM 701 15/04/2024 GRU 01:05 → PTY 05:40',
      'Opción 2: CM 702 16/04/2024 GRU 01:05 → PTY 05:40',
      'El cliente eligió la opción 1.',
    ];
    expect(keys(chose.join('\n'))).toEqual(['CM|701|GRU|PTY|2024-04-15T01:05']);
    // Options and no word of which was taken: neither.
    expect(keys(chose.slice(0, 2).join('\n'))).toEqual([]);
    const dropped = [
      'Booked: NK 1217 11/14/2024 FLL 7:05 PM → MDE 10:20 PM',
      'was originally looking at AV 85 11/14/2024 FLL 8:00 PM → BOG 11:00 PM, dropped',
    ];
    expect(keys(dropped.join('\n'))).toEqual(['NK|1217|FLL|MDE|2024-11-14T19:05']);
  });

  it('a quoted earlier message’s flight that the reply changes is the old one', () => {
    const reply = [
      'Olá, segue a alteração.',
      'Novo voo: LA 3310 · 15/04/2024 · GRU 09:40 → SDU 10:45',
      '',
      '> Em 10/03/2024, LATAM escreveu:',
      '> Sua reserva: LA 3300 · 15/04/2024 · GRU 07:05 → SDU 08:10',
      '> Volta: LA 3301 · 20/04/2024 · SDU 19:00 → GRU 20:05',
    ];
    expect(keys(reply.join('\n'))).toEqual([
      'LA|3310|GRU|SDU|2024-04-15T09:40',
      'LA|3301|SDU|GRU|2024-04-20T19:00',
    ]);
  });

  it('two airlines’ numbers for one flight: the one in parentheses is the partner’s; a slash says neither', () => {
    const paren = ['Localizador: KJH5TR', 'Voo LA 8180 (AA 6214)', '15/04/2024', 'GRU 23:55 → MIA 06:40 +1'];
    expect(keys(paren.join('\n'))).toEqual(['LA|8180|GRU|MIA|2024-04-15T23:55']);
    const slash = [
      'Record locator: KJH5TR',
      'Flight AA 7725 / G3 1186',
      'Apr 15, 2024',
      'Miami (MIA) 10:00 PM → Sao Paulo (GRU) 8:00 AM +1',
    ];
    expect(keys(slash.join('\n'))).toEqual([]);
  });

  it('a route line over several flights heads a journey, not the first flight', () => {
    const kiwi = [
      'Booking number: 512 884 031',
      'São Paulo → Cape Town',
      'Monday, July 1, 2024',
      '  23:45  São Paulo, Guarulhos International (GRU)',
      '         Ethiopian Airlines · ET507',
      '  18:45  Addis Ababa, Bole International (ADD)  · Tue, Jul 2',
      '  09:30  Addis Ababa, Bole International (ADD)  · Wed, Jul 3',
      '         Ethiopian Airlines · ET809',
      '  14:10  Johannesburg, O. R. Tambo (JNB)',
    ];
    expect(
      keys(kiwi.join('\n')).filter((k) => k.includes('|CPT|') || k.startsWith('ET|507|GRU|CPT')),
    ).toEqual([]);
  });

  it('a Teams chat’s author lines and day headings are no flight’s clock or day', () => {
    const chat = [
      'lunes, 29 de julio de 2024',
      '',
      'Mariana Téllez (Almundo Corporativo) 09:12 a. m.',
      'Buenos días Héctor, ya quedaron reservados los vuelos.',
      '',
      'Mariana Téllez (Almundo Corporativo) 09:13 a. m.',
      'Ing. Garza sale de Monterrey: VivaAerobus VB 1012 MTY-CUN miércoles 21/08/2024 a las 06:20, llega 08:55.',
    ];
    expect(keys(chat.join('\n')).filter((k) => k.includes('2024-07-29'))).toEqual([]);
  });

  it('a train, bus or ferry leg is no flight, whatever its code looks like', () => {
    const text = [
      'Localizador: KJH5TR',
      'Renfe AV 3063 · 16/04/2024 · Madrid (MAD) 08:00 → Barcelona (BCN) 10:30',
      'Vuelo IB 3100 · 17/04/2024 · Barcelona (BCN) 09:00 → Lisboa (LIS) 09:55',
    ];
    expect(keys(text.join('\n'))).toEqual(['IB|3100|BCN|LIS|2024-04-17T09:00']);
  });

  it('a block printed above its number, codes in columns, is that flight’s (LATAM), never the next block', () => {
    const text = [
      'Código de reserva: QJTMRX',
      'Ida  |  São Paulo para Recife',
      'sex., 13 fev. 2026',
      '06:40                                    09:55',
      'GRU                                      REC',
      'São Paulo, Guarulhos                     Recife, Guararapes',
      'Direto | Duração 3 h 15 min',
      'LA3340 - Operado por LATAM Airlines Brasil',
      '',
      'Volta  |  Recife para São Paulo',
      'qua., 18 fev. 2026',
      '22:15                                    01:35 (+1 dia)',
      'REC                                      GRU',
      'Recife, Guararapes                       São Paulo, Guarulhos',
      'Direto | Duração 3 h 20 min',
      'LA3347 - Operado por LATAM Airlines Brasil',
    ];
    expect(keys(text.join('\n'))).toEqual([
      'LA|3340|GRU|REC|2026-02-13T06:40',
      'LA|3347|REC|GRU|2026-02-18T22:15',
    ]);
  });

  it('a weekday printed with a date that has no year says which year', () => {
    // 15 March 2024 is a Friday, 15 March 2025 a Saturday; pasted on 20 March 2024.
    expect(
      keys(['Localizador: KJH5TR', 'Ida - sáb., 15 de março', 'G3 1002 GRU 07:05 SDU 08:10'].join('\n')),
    ).toEqual(['G3|1002|GRU|SDU|2025-03-15T07:05']);
    expect(
      keys(['Localizador: KJH5TR', 'Ida - sex., 15 de março', 'G3 1002 GRU 07:05 SDU 08:10'].join('\n')),
    ).toEqual(['G3|1002|GRU|SDU|2024-03-15T07:05']);
    // "mar." before a date is martes, not March.
    expect(
      keys(
        ['Código de reserva: KJH5TR', 'Ida - mar., 15 de abril', 'AR 1250 AEP 07:05 GRU 09:50'].join('\n'),
      ),
    ).toEqual(['AR|1250|AEP|GRU|2025-04-15T07:05']);
    // No year around it falls on that weekday (15 April is a Monday in 2024, a Tuesday in 2025, a Wednesday in 2026... none a Sunday): refused.
    expect(
      keys(['Localizador: KJH5TR', 'Ida - dom., 15 de abril', 'G3 1002 GRU 07:05 SDU 08:10'].join('\n')),
    ).toEqual([]);
  });

  it('already right before: schedule changes, two passengers, codeshare, year wrap, 12 AM, check-in and boarding times', () => {
    expect(
      keys(
        [
          'LATAM - Alteração no seu voo',
          'Código de reserva: XKQ7PL',
          'Voo original (cancelado)',
          'LA 3300 · 15 abr 2024',
          'São Paulo (GRU) 07:05 → Rio de Janeiro (SDU) 08:10',
          'Novo voo',
          'LA 3310 · 15 abr 2024',
          'São Paulo (GRU) 09:40 → Rio de Janeiro (SDU) 10:45',
        ].join('\n'),
      ),
    ).toEqual(['LA|3310|GRU|SDU|2024-04-15T09:40']);
    expect(
      keys(
        [
          'Localizador: KJH5TR',
          'Passageiro: ANA SILVA',
          'G3 1002  15/04/2024  GRU 07:05 → SDU 08:10',
          'Passageiro: JOSE SILVA',
          'G3 1002  15/04/2024  GRU 07:05 → SDU 08:10',
        ].join('\n'),
      ),
    ).toEqual(['G3|1002|GRU|SDU|2024-04-15T07:05']);
    expect(
      decodePnr(
        [
          'Enviado: quarta-feira, 20 de dezembro de 2023 10:15',
          'Localizador: KJH5TR',
          'Ida - 5 de janeiro',
          'G3 1002 GRU 07:05 SDU 08:10',
        ].join('\n'),
        { referenceDate: '2023-12-20' },
      ).segments[0]?.departure,
    ).toBe('2024-01-05T07:05');
    expect(
      keys(
        [
          'Record locator: KJH5TR',
          'Flight AA 930 · Apr 15, 2024',
          'Miami (MIA) 12:30 AM → New York (JFK) 3:20 AM',
        ].join('\n'),
      ),
    ).toEqual(['AA|930|MIA|JFK|2024-04-15T00:30']);
    expect(
      keys(
        [
          'Localizador: KJH5TR',
          'LA 3300',
          '15/04/2024',
          'Check-in: 05:05',
          'Embarque: 06:25',
          'GRU 07:05',
          'SDU 08:10',
        ].join('\n'),
      ),
    ).toEqual(['LA|3300|GRU|SDU|2024-04-15T07:05']);
  });
});
