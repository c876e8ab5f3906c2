import { describe, expect, it } from 'vitest';
import { instantInputSchema, scheduledToSchema, tripInstantSchema } from './schemas/common.ts';
import { inZone, shownIn, typedClock } from './wall-clock.ts';

const iso = (date: Date) => date.toISOString();

describe('zone-less times on the agency clock', () => {
  it.each([
    ['America/Sao_Paulo', '2025-03-10', '2025-03-10T15:00:00.000Z'],
    ['America/Manaus', '2025-03-10', '2025-03-10T16:00:00.000Z'],
    ['America/Rio_Branco', '2025-03-10', '2025-03-10T17:00:00.000Z'],
    ['America/Noronha', '2025-03-10', '2025-03-10T14:00:00.000Z'],
    // summer time of 2017/18: São Paulo was at -02:00, Manaus never had it
    ['America/Sao_Paulo', '2017-12-01', '2017-12-01T14:00:00.000Z'],
    ['America/Manaus', '2017-12-01', '2017-12-01T16:00:00.000Z'],
  ])('a trip date typed bare is noon in %s (%s)', (zone, date, instant) => {
    expect(iso(inZone(tripInstantSchema.decode(date), zone))).toBe(instant);
  });

  it('reads a local trip date-time on the agency clock and keeps an instant sent with its offset', () => {
    expect(iso(inZone(tripInstantSchema.decode('2025-03-10T08:30'), 'America/Rio_Branco'))).toBe('2025-03-10T13:30:00.000Z');
    const exact = tripInstantSchema.decode('2025-03-10T12:00:00-03:00');
    expect(typedClock(exact)).toBeNull();
    expect(iso(inZone(exact, 'America/Manaus'))).toBe('2025-03-10T15:00:00.000Z');
  });

  it.each([
    ['America/Sao_Paulo', '10/03/2025 23:59:00', '2025-03-11T02:59:00.000Z'],
    ['America/Manaus', '10/03/2025 23:59:00', '2025-03-11T03:59:00.000Z'],
    ['America/Rio_Branco', '10/03/2025 23:59:00', '2025-03-11T04:59:00.000Z'],
    ['America/Noronha', '10/03/2025 23:59:00', '2025-03-11T01:59:00.000Z'],
    ['America/Sao_Paulo', '01/12/2017 23:59:00', '2017-12-02T01:59:00.000Z'],
  ])('a checklist time in %s is read and written on that clock (%s)', (zone, wire, instant) => {
    const stored = inZone(scheduledToSchema.decode(wire), zone);
    expect(iso(stored)).toBe(instant);
    expect(scheduledToSchema.encode(shownIn(stored, zone))).toBe(wire);
  });

  it('reads an alert time in the task format on the agency clock, and an ISO instant as sent', () => {
    expect(iso(inZone(instantInputSchema.decode('10/03/2025 09:00:00'), 'America/Rio_Branco'))).toBe('2025-03-10T14:00:00.000Z');
    expect(iso(inZone(instantInputSchema.decode('2025-03-10T09:00:00Z'), 'America/Rio_Branco'))).toBe('2025-03-10T09:00:00.000Z');
  });

  it('without a zone given, keeps reading and writing São Paulo (the default agency zone)', () => {
    const decoded = scheduledToSchema.decode('01/12/2017 23:59:00');
    expect(iso(decoded)).toBe('2017-12-02T01:59:00.000Z');
    expect(scheduledToSchema.encode(decoded)).toBe('01/12/2017 23:59:00');
  });
});
