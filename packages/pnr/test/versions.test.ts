import { describe, expect, it } from 'vitest';
import { decodePnr } from '../src/index.ts';
import type { Segment } from '../src/types.ts';
import { ANOTHER_VERSION, markRivalVersions } from '../src/versions.ts';

/** A held segment with only the fields the rule reads. */
function seg(flight: string, from: string, to: string, departure: string, held = true): Segment {
  return {
    airline: flight.slice(0, 2),
    flight: flight.slice(2),
    from,
    to,
    departure,
    held,
    doubt: null,
  } as Segment;
}

const doubted = (segments: Segment[]) => {
  markRivalVersions(segments);
  return segments.map((s) => (s.doubt ? `${s.airline}${s.flight} ${s.departure}` : null)).filter(Boolean);
};

describe('rival versions of one leg', () => {
  it('marks two flights on the same route the same day, and no other', () => {
    const s = [
      seg('LA3300', 'GRU', 'SDU', '2026-04-15T07:05'),
      seg('G31020', 'GRU', 'SDU', '2026-04-15T09:00'),
      seg('LA3301', 'SDU', 'GRU', '2026-04-15T19:00'),
    ];
    expect(doubted(s)).toEqual(['LA3300 2026-04-15T07:05', 'G31020 2026-04-15T09:00']);
    expect(s[0].doubt).toBe(ANOTHER_VERSION);
  });

  it('marks one flight on another clock the same day, or one to three days apart', () => {
    expect(
      doubted([
        seg('AD4310', 'REC', 'VCP', '2026-11-02T05:40'),
        seg('AD4310', 'REC', 'VCP', '2026-11-02T06:20'),
      ]),
    ).toHaveLength(2);
    expect(
      doubted([
        seg('LA8084', 'GRU', 'LHR', '2026-05-10T23:50'),
        seg('LA8084', 'GRU', 'LHR', '2026-05-13T23:50'),
      ]),
    ).toHaveLength(2);
  });

  it('leaves a weekly commute, a return, a flight printed twice alike and not-held legs alone', () => {
    expect(
      doubted([
        seg('G31020', 'CGH', 'SDU', '2026-04-06T07:00'),
        seg('G31020', 'CGH', 'SDU', '2026-04-13T07:00'),
      ]),
    ).toEqual([]);
    expect(
      doubted([
        seg('G31020', 'CGH', 'SDU', '2026-04-06T07:00'),
        seg('G31075', 'SDU', 'CGH', '2026-04-06T19:00'),
      ]),
    ).toEqual([]);
    expect(
      doubted([
        seg('G31020', 'CGH', 'SDU', '2026-04-06T07:00'),
        seg('G31020', 'CGH', 'SDU', '2026-04-06T07:00'),
      ]),
    ).toEqual([]);
    expect(
      doubted([
        seg('LA3300', 'GRU', 'SDU', '2026-04-15T07:05'),
        seg('G31020', 'GRU', 'SDU', '2026-04-15T09:00', false),
      ]),
    ).toEqual([]);
  });

  it('lists both of two bookings for one leg, held and importable, but claims neither', () => {
    const text = [
      'Reserva 1 - localizador ABC123',
      'LA 3300  15/04/2026  GRU 07:05 -> SDU 08:10',
      'Reserva 2 - localizador DEF456',
      'G3 1020  15/04/2026  GRU 09:00 -> SDU 10:05',
    ].join('\n');
    const segments = decodePnr(text, { referenceDate: '2026-03-01', locale: 'pt' }).segments;
    expect(segments.map((s) => [`${s.airline}${s.flight}`, s.held, s.doubt?.pt])).toEqual([
      ['LA3300', true, ANOTHER_VERSION.pt],
      ['G31020', true, ANOTHER_VERSION.pt],
    ]);
  });

  it('claims a round trip on one day as it is', () => {
    const text = [
      'Ida: G3 1020  06/04/2026  CGH 07:00 -> SDU 08:05',
      'Volta: G3 1075  06/04/2026  SDU 19:00 -> CGH 20:05',
    ].join('\n');
    const segments = decodePnr(text, { referenceDate: '2026-03-01' }).segments;
    expect(segments.map((s) => [`${s.airline}${s.flight}`, s.held, s.doubt])).toEqual([
      ['G31020', true, null],
      ['G31075', true, null],
    ]);
  });
});
