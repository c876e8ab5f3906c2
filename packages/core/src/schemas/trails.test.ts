import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TRAIL_TYPES } from '../enums.ts';
import { TRAIL_FIELDS } from './trail-fields.ts';
import { trailCreateSchema, trailDetails, trailSchema, trailTimeline } from './trails.ts';

const issues = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) ?? [];

const flight = {
  type: 'flight',
  travel_id: 4,
  investment: '1500.00',
  airline: 'TAP',
  locator: 'ABC123',
  flight_number: 'TP 88',
  departure_city: 'São Paulo',
  arrival_city: 'Lisboa',
  departure_at: '2025-05-01 22:40',
  arrival_at: '2025-05-02T12:20:00',
};

describe('trail union', () => {
  it('declares fields for every type', () => {
    expect(Object.keys(TRAIL_FIELDS).sort()).toEqual([...TRAIL_TYPES].sort());
  });
  it('parses a flight with shared and per-type fields, currency BRL by default', () => {
    const trail = trailCreateSchema.parse(flight);
    expect(trail).toMatchObject({ type: 'flight', currency: 'BRL', departure_at: '2025-05-01T22:40:00' });
    expect(trailDetails(trail)).toEqual({
      airline: 'TAP',
      locator: 'ABC123',
      flight_number: 'TP 88',
      departure_city: 'São Paulo',
      arrival_city: 'Lisboa',
      departure_at: '2025-05-01T22:40:00',
      arrival_at: '2025-05-02T12:20:00',
    });
    expect(trailTimeline(trail).starts_at?.toISOString()).toBe('2025-05-02T01:40:00.000Z');
  });
  it("drops another type's fields and requires the type's own", () => {
    const trail = trailCreateSchema.parse({ ...flight, hotel: 'Ritz' });
    expect(trail).not.toHaveProperty('hotel');
    // missing values carry no custom message: the server maps invalid_type to validation.required
    const missing = trailCreateSchema.safeParse({ type: 'hotel', travel_id: 4, hotel: 'Ritz' });
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.code])).toEqual([
      ['check_in', 'invalid_type'],
      ['check_out', 'invalid_type'],
    ]);
    expect(
      issues(
        trailCreateSchema.safeParse({
          type: 'hotel',
          travel_id: 4,
          hotel: ' ',
          check_in: '2025-05-01',
          check_out: '2025-05-02',
        }),
      ),
    ).toEqual([{ path: 'hotel', message: 'validation.required' }]);
  });
  it('rejects an unknown type', () => {
    expect(issues(trailCreateSchema.safeParse({ ...flight, type: 'train' }))).toEqual([
      { path: 'type', message: 'validation.invalidChoice' },
    ]);
  });
  it('rejects a check-out before the check-in', () => {
    expect(
      issues(
        trailCreateSchema.safeParse({
          type: 'hotel',
          travel_id: 4,
          hotel: 'Ritz',
          check_in: '2025-05-03',
          check_out: '2025-05-02',
        }),
      ),
    ).toEqual([{ path: 'check_out', message: 'validation.endBeforeStart' }]);
  });
  it('rejects money that is not a decimal string', () => {
    expect(issues(trailCreateSchema.safeParse({ ...flight, investment: '1.500,00' }))).toEqual([
      { path: 'investment', message: 'validation.invalid' },
    ]);
  });
  it('encodes a stored trail for the response', () => {
    const wire = z.encode(trailSchema, {
      id: 1,
      travel_id: 4,
      type: 'shield',
      currency: 'BRL',
      investment: null,
      sale_price: '200.00',
      payment_method: null,
      notes: null,
      position: 0,
      starts_at: null,
      ends_at: null,
      created_at: new Date('2025-01-01T00:00:00Z'),
      insurer: 'Assist Card',
    });
    expect(wire).toMatchObject({
      type: 'shield',
      insurer: 'Assist Card',
      created_at: '2025-01-01T00:00:00.000Z',
    });
  });
});
