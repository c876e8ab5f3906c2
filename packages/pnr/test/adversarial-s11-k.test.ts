import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong segments of corpus batch 50's agents' notes (records re-pasted after a change,
 * two records in one note, legs offered or cancelled in a sentence), each in a text of its own.
 */

describe('batch 50: readings that must not become segments', () => {
  it('a second record under its own header, its numbering going on, is a display of its own', () => {
    const text = [
      'Casal:',
      'RP/RIOB11220/RIOB11220            MT/SU  02MAR26/0915Z   5PQRTA',
      '  1.COSTA/JOAO MR   2.COSTA/LIA MRS',
      '  3  G31450 Y 10APR 5 SDUSSA HK2  0820 1030  10APR  E  G3/ABQWER',
      '  4  G31455 Y 17APR 5 SSASDU HK2  1910 2120  17APR  E  G3/ABQWER',
      'Filhos:',
      'RP/RIOB11220/RIOB11220            MT/SU  02MAR26/0931Z   5PQRTB',
      '  1.COSTA/PEDRO',
      '  4  G31450 Y 10APR 5 SDUSSA HK1  0820 1030  10APR  E  G3/ABQWES',
      '  5  LA3011 Y 14APR 2 SSAGIG HK1  1205 1415  14APR  E  LA/ABQWES',
    ].join('\n');
    expect(keys(text, '2026-03-02')).toEqual([
      'G31455 SSA-SDU 2026-04-17T19:10',
      'G31450 SDU-SSA 2026-04-10T08:20',
      'LA3011 SSA-GIG 2026-04-14T12:05',
    ]);
  });

  it('a record re-pasted after a change moved its return: the earlier day of that leg is the old one', () => {
    const text = [
      'reserva como ficou na emissão:',
      'RP/BSBB33441/BSBB33441            RS/SU  12AUG25/1310Z   8MNQZP',
      '  1.PRADO/CARLA MRS',
      '  2  AD4102 Y 05SEP 5 BSBREC HK1  0640 0905  05SEP  E  AD/KLMNOP',
      '  3  AD4107 Y 12SEP 5 RECBSB HK1  1815 2040  12SEP  E  AD/KLMNOP',
      '',
      'cliente pediu 2 dias a mais, trechos depois da alteração:',
      '  2  AD4102 Y 05SEP 5 BSBREC HK1  0640 0905  05SEP  E  AD/KLMNOP',
      '  3  AD4107 Y 14SEP 7 RECBSB HK1  1815 2040  14SEP  E  AD/KLMNOP',
    ].join('\n');
    expect(keys(text, '2025-08-12')).toEqual([
      'AD4102 BSB-REC 2025-09-05T06:40',
      'AD4107 REC-BSB 2025-09-14T18:15',
    ]);
  });

  it('a flight quoted first that the note says was not booked ("no se reservó") is no segment', () => {
    const text = [
      'Reservado:',
      ' 14MAR  LA 448  SCL 08:20 – LIM 10:35',
      '',
      'La primera opción era JetSMART JA 702 SCL-LIM 14/03 a las 06:10, pero eligieron LATAM; ese no se reservó.',
    ].join('\n');
    expect(keys(text, '2026-02-10')).toEqual(['LA448 SCL-LIM 2026-03-14T08:20']);
  });

  it('a flight the agent says she offered, the client preferring another, is no segment', () => {
    const text = [
      'Booked for Mr Hale:',
      ' 1. AA 1502 Y 09MAY DFWORD HK1  0710  1035',
      '',
      'I also offered him Spirit NK 612 DFW-ORD 09MAY 06:05 (cheaper) but he wants to keep his AAdvantage miles.',
    ].join('\n');
    expect(keys(text, '2026-04-20')).toEqual(['AA1502 DFW-ORD 2026-05-09T07:10']);
  });

  it('a flight named as cancelled "on the 18th" is not flown, though printed above', () => {
    const text = [
      'Trip to Recife',
      '  Fri 06 Mar   AD 4002   Campinas 07:15 → Recife 10:20',
      '  Tue 10 Mar   AD 4011   Recife 15:40 → Campinas 18:50',
      '',
      'Client moved the return one day later:',
      '  Wed 11 Mar   AD 4013   Recife 16:10 → Campinas 19:20',
      '  (AD 4011 on the 10th cancelled, difference charged on her card)',
    ].join('\n');
    expect(keys(text, '2026-02-02')).toEqual([
      'AD4002 VCP-REC 2026-03-06T07:15',
      'AD4013 REC-VCP 2026-03-11T16:10',
    ]);
  });

  it('a line saying a flight was exchanged from one day to another drops the old day', () => {
    const text = [
      'Itinerary as issued:',
      '  UA 860  02JUN  GRU-IAH  21:50',
      '  UA 861  12JUN  IAH-GRU  20:15',
      '',
      'Update: exchanged UA 861 12JUN → UA 861 14JUN, same times.',
      '  UA 861  14JUN  IAH-GRU  20:15',
    ].join('\n');
    expect(keys(text, '2026-05-04')).toEqual([
      'UA860 GRU-IAH 2026-06-02T21:50',
      'UA861 IAH-GRU 2026-06-14T20:15',
    ]);
  });

  it('a message saying a flight "now leaves at" a clock "(before it was ...)" corrects the clock read above', () => {
    const text = [
      '12/03/2026 10:15 - Agência Viva: Voo confirmado da ida, sáb 04/04',
      'AZUL AD 4410 – Viracopos 06:40 → Confins 08:00',
      '12/03/2026 10:16 - Cliente: Obrigado!',
      '14/03/2026 18:02 - Agência Viva: Atenção: a Azul mudou o horário. O AD 4410 agora sai de Viracopos às 07:25 e chega em Confins 08:45 (antes era 06:40).',
    ].join('\n');
    expect(keys(text, '2026-03-12')).toEqual(['AD4410 VCP-CNF 2026-04-04T07:25']);
  });
});
