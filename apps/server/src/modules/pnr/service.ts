import { eq, max } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodePnr, localToUtc, lookupAirport, type DecodeResult, type Segment } from '@rumo/pnr';
import { toTripZone } from '@rumo/core';
import { trails } from '../../db/schema/index.ts';
import { scoped } from '../../platform/context/scoped.ts';
import { fieldError } from '../../http/errors.ts';
import { audit } from '../../platform/audit/audit.ts';

/** Statuses that mean the seat is not held: never imported as a flight of the trip. */
const NOT_HELD = new Set(['HX', 'UN', 'UC', 'NO', 'XX', 'XK', 'XL', 'US', 'UU']);

export const isImportable = (segment: Segment) => !!segment.departure && !NOT_HELD.has(segment.status ?? '');


/**
 * Decodes for an agent. With a trip, DDMMM dates take their year from the trip: the first such
 * date on or after a month before departure (a booking pasted in December for a January trip).
 */
export async function decodeForAgency(app: FastifyInstance, agencyId: number, text: string, referenceDate?: string, travelId?: number) {
  let reference = referenceDate;
  if (!reference && travelId) {
    const travel = await scoped({ db: app.db, agencyId: agencyId }).travels.require(travelId);
    reference = toTripZone(new Date(travel.going.getTime() - 30 * 86_400_000)).date;
  }
  return decodePnr(text, reference ? { referenceDate: reference } : {});
}

const cityLabel = (code: string, city: string | null) => (city ? `${city} (${code})` : code);

/** A flight's local time as an instant, in the airport's zone when known, else the trip zone. */
function instantAt(localDateTime: string, airportCode: string): Date {
  const tz = lookupAirport(airportCode)?.tz;
  const [date, time] = localDateTime.split('T') as [string, string];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const utc = tz ? localToUtc(y, m, d, time.replace(':', '').slice(0, 4), tz) : null;
  return utc === null ? new Date(`${date}T${time.slice(0, 5)}:00-03:00`) : new Date(utc);
}

/** Creates one flight trail per chosen segment, after the agent confirmed the preview. */
export async function importIntoTravel(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: { agencyId: number; userId: number },
  input: { travel_id: number; text: string; reference_date?: string; segments?: number[] },
): Promise<{ result: DecodeResult; created: number[] }> {
  await scoped({ db: app.db, agencyId: auth.agencyId }).travels.require(input.travel_id);
  const result = await decodeForAgency(app, auth.agencyId, input.text, input.reference_date, input.travel_id);
  const chosen = (input.segments ?? result.segments.map((_, index) => index))
    .filter((index) => Number.isInteger(index) && index >= 0 && index < result.segments.length)
    .map((index) => result.segments[index]!)
    .filter(isImportable);
  if (chosen.length === 0) throw fieldError('segments', 'validation.pnrNothingToImport');

  const created = await app.db.transaction(async (tx) => {
    const [last] = await tx.select({ position: max(trails.position) }).from(trails).where(eq(trails.travel_id, input.travel_id));
    let position = (last?.position ?? -1) + 1;
    const rows = chosen.map((segment) => ({
      agency_id: auth.agencyId,
      travel_id: input.travel_id,
      type: 'flight' as const,
      position: position++,
      starts_at: instantAt(segment.departure!, segment.from),
      ends_at: segment.arrival ? instantAt(segment.arrival, segment.to) : null,
      details: {
        airline: segment.airline_name ? `${segment.airline_name} (${segment.airline})` : segment.airline,
        flight_number: `${segment.airline}${segment.flight}`,
        locator: result.locator ?? undefined,
        departure_city: cityLabel(segment.from, segment.from_city),
        arrival_city: cityLabel(segment.to, segment.to_city),
        departure_at: `${segment.departure}:00`,
        arrival_at: segment.arrival ? `${segment.arrival}:00` : undefined,
      },
    }));
    return (await tx.insert(trails).values(rows).returning({ id: trails.id })).map((row) => row.id);
  });
  await audit(app, request, { ...auth, action: 'pnr_import', entity: 'travel', entityId: input.travel_id, details: { trails: created } });
  return { result, created };
}
