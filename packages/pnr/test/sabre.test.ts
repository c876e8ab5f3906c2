import { describe, expect, it } from 'vitest';
import { decodePnr } from '../src/index.ts';

const REF = { referenceDate: '2025-01-10' };

describe('Sabre', () => {
  it('reads a Sabre *A display with names, segments and the received-from stamp', () => {
    const r = decodePnr(
      [
        ' 1.1PEREIRA/CARLOS MR  2.1PEREIRA/LUCIA MRS',
        ' 1 AD4410Y 12MAR 3 VCPREC HK2  0600  0905  /DCAD*QWERTY /E',
        ' 2 AD4411Y 19MAR 3 RECVCP HK2  1830  2140  /DCAD*QWERTY /E',
        'TKT/TIME LIMIT',
        '  1.TAW/10MAR',
        'RECEIVED FROM - CARLOS',
        'A1B2.A1B2*AGT 1520/05JAN25 QWERTY H',
      ].join('\n'),
      REF,
    );
    expect(r.format).toBe('sabre');
    expect(r.locator).toBe('QWERTY');
    expect(r.passengers.map((p) => p.name)).toEqual(['PEREIRA/CARLOS MR', 'PEREIRA/LUCIA MRS']);
    expect(r.segments.map((s) => `${s.airline}${s.flight} ${s.from}${s.to} ${s.dep}-${s.arr}`)).toEqual([
      'AD4410 VCPREC 0600-0905',
      'AD4411 RECVCP 1830-2140',
    ]);
    expect(r.segments[0].departure).toBe('2025-03-12T06:00');
  });

  it('reads a Sabre segment with 12-hour times and an arrival date on the line', () => {
    const r = decodePnr(' 3 DL 105K 02FEB J ATLGRU*HK1   910P  825A  03FEB M /DCDL*XYZABC /E', REF);
    expect(r.segments[0]).toMatchObject({
      airline: 'DL',
      flight: '105',
      class: 'K',
      dep: '2110',
      arr: '0825',
      arr_day_offset: 1,
      status: 'HK',
    });
  });

  it('reads noon written as 1200N', () => {
    const r = decodePnr(' 1 AA 930Q 15APR T MIAGRU HK1  1200N  905P /DCAA /E', REF);
    expect(r.segments[0]).toMatchObject({ dep: '1200', arr: '2105' });
  });

  it('keeps waitlisted and cancelled segments with their status meaning', () => {
    const r = decodePnr(
      [
        ' 1 UX 58Q 20MAY 2 MADGRU HL1  2355  0650  21MAY 3',
        ' 2 UX 57Q 30MAY 5 GRUMAD HX1  1525  0600  31MAY 6',
      ].join('\n'),
      REF,
    );
    expect(r.segments.map((s) => s.status)).toEqual(['HL', 'HX']);
    expect(r.segments[0].status_text).toEqual({
      pt: 'Lista de espera',
      es: 'Lista de espera',
      en: 'Waitlisted',
    });
    expect(r.segments[1].status_text?.es).toBe('Cancelado por la aerolínea');
  });

  it('joins a Sabre codeshare operator wrapped onto a second line', () => {
    const r = decodePnr(
      [
        ' 1 AA3301S 10JUN 2 ORDCMH HK1  1100A  155P /DCAA /E',
        'OPERATED BY /SKYWEST AIRLINES DBA AMERICAN EAGLE FOR AMERICAN',
        '     AIRLINES',
      ].join('\n'),
      REF,
    );
    expect(r.segments[0].operated_by).toBe('SKYWEST AIRLINES DBA AMERICAN EAGLE FOR AMERICAN AIRLINES');
  });

  it('reads Sabre OTH and ARNK lines without turning them into flights', () => {
    const r = decodePnr(
      [
        ' 1 JJ3040Y 01MAR 6 GRUPOA HK1  0700  0840 /DCJJ /E',
        ' 2 ARNK',
        ' 3  OTH YY 30NOV S GK1  GRU/RETENTION',
      ].join('\n'),
      REF,
    );
    expect(r.segments).toHaveLength(1);
    expect(r.other_segments.map((o) => o.kind)).toEqual(['arnk', 'misc']);
  });

  it('reads terminal advisories under a Sabre segment', () => {
    const r = decodePnr(
      [
        ' 1 UA 128K 03MAR 1 EWRGRU HK1   945P  920A  04MAR 2 /DCUA /E',
        'ADV PAX FLT DEPARTS TERMINAL-C',
        'ADV PAX FLT ARRIVES TERMINAL-3',
      ].join('\n'),
      REF,
    );
    expect(r.segments[0]).toMatchObject({ terminal_dep: 'C', terminal_arr: '3' });
  });

  it('reads a married-segment indicator between city pair and status', () => {
    const r = decodePnr(' 2 KL 792M 14AUG Q AMSGRU*  2/1 HK1  1010A  605P /DCKL /E', REF);
    expect(r.segments[0]).toMatchObject({ from: 'AMS', to: 'GRU', status: 'HK', dep: '1010', arr: '1805' });
  });
});
