import { describe, expect, it } from 'vitest';
import { decodePnr } from '../src/index.ts';

const REF = { referenceDate: '2025-01-10' };

describe('Galileo', () => {
  it('reads a Galileo display with the header locator and a next-day mark between times', () => {
    const r = decodePnr(
      [
        'RT4K9P/AB QSBIV VTL9WS  AG 12345678 05JAN',
        '  1.1MARTINS/JOANA',
        ' 1. TP   88 K  12FEB GRULIS HK1   345P # 525A O*         WE  1',
        ' 2. TP 1362 K  13FEB LISOPO HK1   855A   955A O*         TH',
        '** VENDOR LOCATOR DATA EXISTS **       >*VL;',
      ].join('\n'),
      REF,
    );
    expect(r.format).toBe('galileo');
    expect(r.locator).toBe('RT4K9P');
    expect(r.passengers[0].name).toBe('MARTINS/JOANA');
    expect(r.segments[0]).toMatchObject({
      airline: 'TP',
      flight: '88',
      class: 'K',
      dep: '1545',
      arr: '0525',
      arr_day_offset: 1,
    });
    expect(r.segments[1]).toMatchObject({ flight: '1362', from: 'LIS', to: 'OPO', arr_day_offset: 0 });
  });

  it('reads Galileo two-day (*) and previous-day (-) marks', () => {
    const r = decodePnr(
      [
        ' 1. QF   8 I  10MAR DFWSYD HK1   935P * 615A O*  MO',
        ' 2. UA  200 Y  20MAR GUMHNL HK1   720A - 610P O*  TH',
      ].join('\n'),
      REF,
    );
    expect(r.segments.map((s) => s.arr_day_offset)).toEqual([2, -1]);
  });

  it('reads a Galileo hotel segment', () => {
    const r = decodePnr(' 2. HTL ZZ MK1  LIS 12FEB-OUT15FEB /H-HOTEL CENTRAL/R-1DBL', REF);
    expect(r.other_segments[0]).toMatchObject({ kind: 'hotel', line: 1 });
    expect(r.segments).toHaveLength(0);
  });

  it('does not read the SSR echo lines of a Galileo display as flights', () => {
    const r = decodePnr(
      [
        ' 1. DL  104 M  20SEP ATLGRU HK1   915P # 805A O*  TH',
        'S 1. DL  0104 M  20SEP ATLGRU',
        '    P 1. SOUZA/ANA  VGML PN 1',
      ].join('\n'),
      REF,
    );
    expect(r.segments).toHaveLength(1);
  });
});

describe('Apollo', () => {
  it('reads an Apollo display with a next-day bar after the arrival time', () => {
    const r = decodePnr(
      [
        ' 1.1COSTA/MARIO',
        ' 1 CM 701Y 14JUN GRUPTY HK1   110A  605A *         SA   E',
        ' 2 CM 420Y 14JUN PTYMCO HK1   850A 1240P *         SA   E',
        ' 3 CM 421Y 24JUN MCOPTY HK1   755P 1040P *         TU   E',
        ' 4 CM 700Y 24JUN PTYGRU HK1  1145P 1035A|*      TU/WE   E',
        'FONE-SAOAS/11 5555-0000',
      ].join('\n'),
      REF,
    );
    expect(r.format).toBe('apollo');
    expect(r.segments).toHaveLength(4);
    expect(r.segments[3]).toMatchObject({ dep: '2345', arr: '1035', arr_day_offset: 1 });
    expect(r.segments[0].arr_day_offset).toBe(0);
  });

  it('reads Apollo "+" and "2" day marks, elapsed time and equipment', () => {
    const r = decodePnr(
      [
        '1 ET 507T 6DEC ADDGRU SS1  1005P  540A+*      FR/SA   E  2    13:35  788',
        '2 ET 506T 9DEC GRUADD SS1   225P  615A2*      MO/WE   E       12:50  350',
      ].join('\n'),
      REF,
    );
    expect(r.segments[0]).toMatchObject({ date: '06DEC', arr_day_offset: 1, equipment: '788' });
    expect(r.segments[1]).toMatchObject({ arr_day_offset: 2, equipment: '350' });
  });

  it('reads an Apollo passive segment with no times', () => {
    const r = decodePnr(' 1 LA8070Y 15DEC GRUJFK GK1                        TH', REF);
    expect(r.segments[0]).toMatchObject({
      status: 'GK',
      dep: null,
      arr: null,
      arr_day_offset: null,
      departure: null,
    });
  });

  it('reads Apollo car and tour segments', () => {
    const r = decodePnr(
      [' 1 CCR ZE KK1 MCO 23FEB-25FEB ICAR/RG-USD39.00DY', ' 2 TUR ZZ BK1  MCO 01JUL-**HOLD**'].join('\n'),
      REF,
    );
    expect(r.other_segments.map((o) => o.kind)).toEqual(['car', 'misc']);
  });
});

describe('Worldspan', () => {
  it('reads a Worldspan display with a two-letter day of week', () => {
    const r = decodePnr(
      [
        'WORLDSPAN',
        ' 1.1GARCIA/LUIS',
        ' 1 AR1304Y 12JAN SU EZEMIA HK1  2330  0540+1',
        ' 2 AR1305Y 20JAN MO MIAEZE HK1  2030  0730+1',
      ].join('\n'),
      REF,
    );
    expect(r.format).toBe('worldspan');
    expect(r.segments.map((s) => `${s.from}${s.to}`)).toEqual(['EZEMIA', 'MIAEZE']);
    expect(r.segments[0]).toMatchObject({ dep: '2330', arr: '0540', arr_day_offset: 1 });
  });
});
