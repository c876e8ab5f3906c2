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
