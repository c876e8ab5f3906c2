import { describe, expect, it } from 'vitest';
import { decodePnr } from '../src/index.ts';

/*
 * Agents' notes in Portuguese (batch 28 patterns), each rewritten small: what a careful reader takes
 * from the text, and nothing where the text says a flight was only quoted, set aside or duplicated.
 */

const keys = (text: string, referenceDate = '2025-09-01') =>
  decodePnr(text, { referenceDate }).segments.map((s) =>
    [s.airline, s.flight, s.from, s.to, s.departure].join('|'),
  );

describe('agents’ notes that tempt a wrong segment (batch 28)', () => {
  it('flights a note says were only quoted, not to be used or no longer valid are not booked', () => {
    const quoted = keys(
      [
        '2) CARLOS MENDES - POA   >>> PENDENTE / só cotação, não reservei',
        '   LA 3090  POA-GRU  12/10  07:15',
        '   G3 1120  POA-GRU  12/10  09:30',
        '',
        '3) ANA LIMA - REC   >>> EMITIDO',
        '   AD 4410  REC-VCP  14/10  06:10',
      ].join('\n'),
    );
    expect(quoted).toEqual(['AD|4410|REC|VCP|2025-10-14T06:10']);
    const row = keys(
      [
        'LA 3301  GRU-POA  27/10  07:10  aguardando gestor - só cotação',
        'LA 3302  GRU-POA  28/10  09:40  emitido',
      ].join('\n'),
    );
    expect(row).toEqual(['LA|3302|GRU|POA|2025-10-28T09:40']);
    // A heading with an aside in parentheses is still a heading.
    const aside = keys(
      [
        '*** ANTIGO - NÃO USAR ***  (era antes de o casal mudar a data do casamento)',
        '   TP 104  GRU-LIS  03/11  23:30',
        '',
        'ATUAL',
        '   TP 106  GRU-LIS  10/11  23:30',
      ].join('\n'),
    );
    expect(aside).toEqual(['TP|106|GRU|LIS|2025-11-10T23:30']);
    const gone = keys(
      [
        'LA 1459  POA-SCL  sáb 05/07  07:05  >>> UN - a LATAM tirou o voo. NÃO VALE MAIS.',
        'LA 1461  POA-SCL  dom 06/07  12:40',
      ].join('\n'),
      '2025-06-16',
    );
    expect(gone).toEqual(['LA|1461|POA|SCL|2025-07-06T12:40']);
  });
  it('a day and month with a dot after a leg’s label or a weekday is the flight’s date, not a day from above', () => {
    const got = keys(
      [
        '1) PAULA - SP',
        '   volta dom 21/9  G3 1607  REC > GRU  19:00',
        '',
        '2) RENATO - POA',
        '   ida 17.09  AD 4402  POA-VCP  06:10',
        '   volta sáb 20.09  AD 4171  REC-VCP  22:50',
      ].join('\n'),
    );
    expect(got).toEqual([
      'G3|1607|REC|GRU|2025-09-21T19:00',
      'AD|4402|POA|VCP|2025-09-17T06:10',
      'AD|4171|REC|VCP|2025-09-20T22:50',
    ]);
  });
  it('"22abr  1925" is a day and a clock, not the year 1925: the flight keeps its own day', () => {
    const got = keys(
      [
        '2. FAM. SOUZA (3 pax) - Natal   ** EMITIDO 03/04 **',
        '   AD 4104  VCP-NAT  qua 16abr  0615 (chega 9h40)',
        '   AD 4105  NAT-VCP  ter 22abr  1925',
        '   tkts 577-2104 / resort Pipa check-in 16/4 14h',
      ].join('\n'),
      '2025-04-07',
    );
    expect(got).toEqual(['AD|4105|NAT|VCP|2025-04-22T19:25']);
  });
  it('"SSR DOCS TP HK1" is a service request’s status after its airline, not flight HK 1', () => {
    const got = keys(
      [
        'RP/POAA22100/',
        '  1.SOUZA/MARIA MRS',
        '  2  TP 176 Y 12JUN 4 POALIS HK1  1530 0610  13JUN  E  TP/XKQ2PL',
        '  3 SSR DOCS TP HK1 P/BRA/FX123456/BRA/21MAR69/F/02APR32/SOUZA/MARIA',
        '',
        'anotações',
        ' - LIS-FNC: bilhete separado, ver bagagem',
        ' - cx LIS: 06:10 chega / 09:40 sai',
      ].join('\n'),
      '2025-05-20',
    );
    expect(got).toEqual(['TP|176|POA|LIS|2025-06-12T15:30']);
  });
  it('a flight held on one GDS line and waitlisted on another (a group’s last seats, another cabin) is one flight', () => {
    const group = keys(
      [
        'RESERVA GRUPO GOL   loc 1A: Z8KQ2M',
        '  1  G31512 Y 08OCT 3 CGHIGU HK20  0640 0815   *1A/E*',
        '  2  G31512 Y 08OCT 3 CGHIGU HL4   0640 0815',
        '  3  G31517 Y 10OCT 5 IGUCGH HK20  1825 2000   *1A/E*',
      ].join('\n'),
      '2025-08-04',
    );
    expect(group).toEqual(['G3|1512|CGH|IGU|2025-10-08T06:40', 'G3|1517|IGU|CGH|2025-10-10T18:25']);
    const cabin = keys(
      [
        ' 1 AA 995J 22FEB 7 MIAGRU HL2   845P  620A  23FEB 1',
        ' 2 AA 995Y 22FEB 7 MIAGRU HK2   845P  620A  23FEB 1 /DCAA*QJXWTA /E',
      ].join('\n'),
      '2026-01-12',
    );
    expect(cabin).toEqual(['AA|995|MIA|GRU|2026-02-22T20:45']);
  });
  it('"17h40 hora de Manaus" in a text of "11:20"s is the flight’s clock, not a length; no clock is taken from a line below', () => {
    const got = keys(
      [
        '[Lúcia] loc Azul: BLMT7K',
        '   ida    sex 08/08  AD 4284  BEL > MAO   11:20 (hora Belém)  chega 11:55',
        '   volta  ter 12/08  AD 4289  MAO > BEL   17h40 hora de Manaus',
        '   -> o receptivo pega ela às 12h15 no desembarque',
      ].join('\n'),
      '2025-07-01',
    );
    expect(got).toEqual(['AD|4284|BEL|MAO|2025-08-08T11:20', 'AD|4289|MAO|BEL|2025-08-12T17:40']);
  });
  it('a log’s entry stamps ("sáb 08/03 10:02 - FAM. ROCHA") say when each was written, never a flight’s clock', () => {
    const got = keys(
      [
        'PLANTÃO FDS - agente: Rita',
        '',
        'sáb 08/03 07:15 - MARCOS LEAL (particular)',
        '   perdeu o AD 4050 VCP-CNF 6h50 -> no-show',
        '   remarcado AD 4052 VCP-CNF 08/03 9h30, taxa R$ 180',
        '',
        'sáb 08/03 10:02 - FAM. ROCHA pediu o e-mail do seguro',
      ].join('\n'),
      '2025-03-08',
    );
    expect(got).toEqual([]);
  });
});
