import { describe, expect, it } from 'vitest';
import { importBlock, statusTone } from './status.ts';
import type { Segment } from './types.ts';

const segment = (over: Partial<Segment>): Segment =>
  ({
    airline: 'G3',
    flight: '1650',
    from: 'GRU',
    to: 'SSA',
    date: '14NOV',
    departure: '2025-11-14T10:20',
    status: null,
    status_text: null,
    held: true,
    ...over,
  }) as Segment;

describe('importBlock', () => {
  it('lets a held flight with a departure be imported', () => {
    expect(importBlock(segment({}))).toBeNull();
  });
  it('names the status of a flight whose seat is not held', () => {
    expect(importBlock(segment({ held: false, status: 'HX' }))).toEqual({ reason: 'notHeld', status: 'HX' });
  });
  it('says a flight not held without a status left before the reference date', () => {
    expect(importBlock(segment({ held: false }))).toEqual({ reason: 'departed' });
  });
  it('blocks a flight with no departure', () => {
    expect(importBlock(segment({ departure: null }))).toEqual({ reason: 'noDeparture' });
  });
});

describe('statusTone', () => {
  it('colours confirmed, pending, cancelled and unknown statuses', () => {
    expect([statusTone('HK'), statusTone('HL'), statusTone('HX'), statusTone(null)]).toEqual([
      'green',
      'yellow',
      'red',
      'gray',
    ]);
  });
});
