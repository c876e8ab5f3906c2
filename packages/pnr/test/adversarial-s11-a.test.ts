import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong segments of corpus batch 44 (GDS screens pasted twice, history and
 * availability displays, another customer's record), each in a text of its own.
 */

describe('batch 44: displays that do not hold the current trip', () => {
  it('an Amadeus header pasted inside a chat message names its display: the earlier one of the record is old', () => {
    const text = [
      '[03/02/2026 10:05] Carla - Agência: Sua reserva hoje:',
      '[03/02/2026 10:05] Carla - Agência: RP/RIOG22110/RIOG22110   CA/SU  20JAN26/1010Z   M4KT9P',
      '  1.DIAS/RAFAEL MR',
      '  2  AD4310 Y 14FEB 6 SDUCNF HK1  0710 0815   *1A/E*',
      '  3  AD4317 Y 18FEB 3 CNFSDU HK1  1830 1935   *1A/E*',
      '[03/02/2026 10:20] Rafael Dias: pode tirar a volta, volto de ônibus',
      '[03/02/2026 10:31] Carla - Agência: RP/RIOG22110/RIOG22110   CA/SU   3FEB26/1331Z   M4KT9P',
      '  1.DIAS/RAFAEL MR',
      '  2  AD4310 Y 14FEB 6 SDUCNF HK1  0710 0815   *1A/E*',
    ].join('\n');
    expect(keys(text, '2026-02-03')).toEqual(['AD4310 SDU-CNF 2026-02-14T07:10']);
  });

  it("Sabre displays of one airline record ('/DCG3*ZK41PQ' on each line) before and after a change", () => {
    const text = [
      'Reserva inicial:',
      ' 1.1MOURA/JULIA MS',
      ' 1 G31550Y 10MAR 2 GRUREC HK1   615A  920A /DCG3*ZK41PQ /E',
      ' 2 G31557Y 17MAR 2 RECGRU HK1   440P  745P /DCG3*ZK41PQ /E',
      'Depois da troca da volta:',
      ' 1.1MOURA/JULIA MS',
      ' 1 G31550Y 10MAR 2 GRUREC HK1   615A  920A /DCG3*ZK41PQ /E',
      ' 2 G31559Y 16MAR 1 RECGRU HK1   905P 1210A  17MAR 2 /DCG3*ZK41PQ /E',
    ].join('\n');
    expect(keys(text, '2026-02-20')).toEqual([
      'G31550 GRU-REC 2026-03-10T06:15',
      'G31559 REC-GRU 2026-03-16T21:05',
    ]);
  });

  it("an RH history display's entries (the leg taken out and the one added) are no flights of their own", () => {
    const text = [
      'RP/SAOB22117/SAOB22117            CA/SU  12MAY26/1105Z   T7QWXZ',
      '  1.PRADO/LUIS MR',
      '  2  LA3120 Y 03JUN 3 GRUCWB HK1  0700 0810   *1A/E*',
      '>RH',
      '    RP/SAOB22117/SAOB22117            CA/SU   2MAY26/1405Z   T7QWXZ',
      '000 OS/ AS LA3126 Y 03JUN 3 GRUCWB HK1  1730 1840',
      '001/001 XS LA3126 Y 03JUN 3 GRUCWB HK1  1730 1840',
      '001/001 AS LA3120 Y 03JUN 3 GRUCWB HK1  0700 0810',
    ].join('\n');
    expect(keys(text, '2026-05-12')).toEqual(['LA3120 GRU-CWB 2026-06-03T07:00']);
  });

  it("an availability display's rows (seats left per class) are offers, not the flight booked", () => {
    const text = [
      'Tela de disponibilidade que puxei hoje:',
      'AN15MARVCPCNF/AAD',
      '** AMADEUS AVAILABILITY - AN ** CNF BELO HORIZONTE.BR     SU 15MAR 0000',
      ' 1   AD4102  Y9 B9 H9 K9 L4 /VCP 1 CNF    0640    0750  E0/E95       1:10',
      ' 2   AD4106  Y9 B7 H2 K0 L0 /VCP 1 CNF    1215    1325  E0/E95       1:10',
      '',
      'Reservado o das 12h15:',
      '  2  AD4106 K 15MAR 7 VCPCNF HK1  1215 1325   *1A/E*',
    ].join('\n');
    expect(keys(text, '2026-03-01')).toEqual(['AD4106 VCP-CNF 2026-03-15T12:15']);
  });

  it('a quote display in the earlier mail of a reply is the booking before the change made above it', () => {
    const text = [
      'Hi Tom, booked with the return on the 22nd as you asked.',
      'RP/SAOB22117/SAOB22117            RS/SU   2MAR26/1200Z   8XHQ2R',
      '  1.REED/TOM MR',
      '  2  AF 459 N 10APR 5 GRUCDG HK1  1845 1055+1 *1A/E*',
      '  3  AF 454 N 22APR 3 CDGGRU HK1  2320 0655+1 *1A/E*',
      '',
      '-----Original Message-----',
      'From: Renata',
      'Sent: Friday, 27 February 2026 16:10',
      'Tom, quote as requested (not booked):',
      '  2  AF 459 N 10APR 5 GRUCDG DK1  1845 1055+1',
      '  3  AF 454 N 20APR 1 CDGGRU DK1  2320 0655+1',
    ].join('\n');
    expect(keys(text, '2026-03-02')).toEqual([
      'AF459 GRU-CDG 2026-04-10T18:45',
      'AF454 CDG-GRU 2026-04-22T23:20',
    ]);
  });

  it("a record the note says is not this client's (a namesake's) holds no trip of theirs", () => {
    const text = [
      'Cliente: ANA PAULA COSTA',
      ' 1.1COSTA/ANA PAULA MS',
      ' 1 G31830Y 12OCT 1 GIGFLN HK1   905A 1045A /DCG3*PLW8RT /E',
      ' 2 G31835Y 16OCT 5 FLNGIG HK1   610P  750P /DCG3*PLW8RT /E',
      '',
      'Cuidado: a reserva abaixo é de outra Ana Paula Costa e não é desta cliente.',
      ' 1 AD2745Y 19OCT 1 VCPFLN HK1   700A  825A /DCAD*QNB3KS /E',
      ' 2 AD2748Y 23OCT 5 FLNVCP HK1   330P  450P /DCAD*QNB3KS /E',
    ].join('\n');
    expect(keys(text, '2026-09-20')).toEqual([
      'G31830 GIG-FLN 2026-10-12T09:05',
      'G31835 FLN-GIG 2026-10-16T18:10',
    ]);
  });
});
