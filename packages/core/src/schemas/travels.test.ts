import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { travelCreateSchema, travelListQuerySchema, travelUpdateSchema } from './travels.ts';

const issues = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) ?? [];

const valid = {
  name: 'Lua de mel',
  customer_id: 7,
  going: '2025-05-01',
  back: '2025-05-10',
  screenplay: ['Lisboa'],
};

describe('travel create', () => {
  it('accepts a trip and decodes going/back to 12:00:00 -03:00', () => {
    const travel = travelCreateSchema.parse({ ...valid, extra: 'ignored' });
    expect(travel.going.toISOString()).toBe('2025-05-01T15:00:00.000Z');
    expect(travel).not.toHaveProperty('extra');
  });
  it('rejects an empty city list with "Adicione ao menos uma cidade"', () => {
    expect(issues(travelCreateSchema.safeParse({ ...valid, screenplay: [] }))).toEqual([
      { path: 'screenplay', message: 'validation.cityRequired' },
    ]);
    expect(issues(travelCreateSchema.safeParse({ ...valid, screenplay: undefined }))).toEqual([
      { path: 'screenplay', message: 'validation.cityRequired' },
    ]);
  });
  it('rejects a blank name and a blank city as required', () => {
    expect(issues(travelCreateSchema.safeParse({ ...valid, name: '  ', screenplay: [' '] }))).toEqual([
      { path: 'name', message: 'validation.required' },
      { path: 'screenplay.0', message: 'validation.required' },
    ]);
  });
  it('rejects a return before the departure under back', () => {
    expect(issues(travelCreateSchema.safeParse({ ...valid, back: '2025-04-30' }))).toEqual([
      { path: 'back', message: 'validation.endBeforeStart' },
    ]);
    expect(travelCreateSchema.safeParse({ ...valid, back: valid.going }).success).toBe(true);
  });
  it('reports an impossible date under its field, without comparing it', () => {
    expect(issues(travelCreateSchema.safeParse({ ...valid, going: '2025-02-30' }))).toEqual([
      { path: 'going', message: 'validation.dateInvalid' },
    ]);
    expect(issues(travelUpdateSchema.safeParse({ id: 1, going: '2025-05-02', back: 'nope' }))).toEqual([
      { path: 'back', message: 'validation.dateInvalid' },
    ]);
  });
  it('checks the range on update only when both dates come', () => {
    expect(travelUpdateSchema.safeParse({ id: 1, back: '2020-01-01' }).success).toBe(true);
    expect(issues(travelUpdateSchema.safeParse({ id: 1, going: '2025-05-02', back: '2025-05-01' }))).toEqual([
      { path: 'back', message: 'validation.endBeforeStart' },
    ]);
  });
});

describe('travel list query', () => {
  it('parses the calendar window', () => {
    expect(
      travelListQuerySchema.parse({
        type: 'going',
        start: '2025-05-01',
        end: '2025-05-31',
        sortBy: 'going',
        sortOrder: 'asc',
      }),
    ).toMatchObject({ limit: 5, offset: 0, type: 'going', start: '2025-05-01', end: '2025-05-31' });
  });
  it('rejects an end before the start, an unknown type and an unknown sort column', () => {
    expect(issues(travelListQuerySchema.safeParse({ start: '2025-05-31', end: '2025-05-01' }))).toEqual([
      { path: 'end', message: 'validation.endBeforeStart' },
    ]);
    expect(issues(travelListQuerySchema.safeParse({ type: 'both' }))).toEqual([
      { path: 'type', message: 'validation.invalidChoice' },
    ]);
    expect(travelListQuerySchema.safeParse({ sortBy: 'password_hash' }).success).toBe(false);
  });
});
