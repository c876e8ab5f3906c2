import { describe, expect, it } from 'vitest';
import { decodePnr } from '../src/index.ts';

/*
 * Patterns behind wrong segments of corpus batch 50's agents' notes (records re-pasted after a change,
 * two records in one note, legs offered or cancelled in a sentence), each in a text of its own.
 */

const keys = (text: string, referenceDate: string) =>
  decodePnr(text, { referenceDate }).segments.map(
    (s) => `${s.airline}${s.flight} ${s.from}-${s.to} ${s.departure}`,
  );

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
});
