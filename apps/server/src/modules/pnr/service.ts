import { eq, max } from 'drizzle-orm';
import { decodePnr, localToUtc, lookupAirport, type DecodeResult, type Segment } from '@rumo/pnr';
import { zonedInstant, zonedParts } from '@rumo/core';
import { trails } from '../../db/schema/index.ts';
import { scoped } from '../../platform/context/scoped.ts';
import { fieldError } from '../../http/errors.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { inTransaction, type Context } from '../../platform/context/context.ts';

/** A segment whose seat is not held (cancelled, refused, old leg of a schedule change) is never imported. */
export const isImportable = (segment: Segment) => !!segment.departure && segment.held;

/**
 * Decodes for an agent. With a trip, DDMMM dates take their year from the trip: the first such
 * date on or after a month before departure (a booking pasted in December for a January trip).
 */
export async function decodeForAgency(ctx: Context, text: string, referenceDate?: string, travelId?: number) {
  let reference = referenceDate;
  if (!reference && travelId) {
    const travel = await scoped(ctx).travels.require(travelId);
    reference = zonedParts(new Date(travel.going.getTime() - 30 * 86_400_000), ctx.timeZone).date;
  }
  return decodePnr(text, { locale: ctx.locale, ...(reference ? { referenceDate: reference } : {}) });
}

const cityLabel = (code: string, city: string | null) => (city ? `${city} (${code})` : code);

/** A flight's local time as an instant, in the airport's zone when known, else the agency's zone. */
function instantAt(localDateTime: string, airportCode: string, agencyZone: string): Date {
  const tz = lookupAirport(airportCode)?.tz;
  const [date, time] = localDateTime.split('T') as [string, string];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const utc = tz ? localToUtc(y, m, d, time.replace(':', '').slice(0, 4), tz) : null;
  return utc === null ? zonedInstant(date, `${time.slice(0, 5)}:00`, agencyZone) : new Date(utc);
}

/** Creates one flight trail per chosen segment, after the agent confirmed the preview. */
export async function importIntoTravel(
  ctx: Context,
  input: { travel_id: number; text: string; reference_date?: string; segments?: number[] },
): Promise<{ result: DecodeResult; created: number[] }> {
  await scoped(ctx).travels.require(input.travel_id);
  const result = await decodeForAgency(ctx, input.text, input.reference_date, input.travel_id);
  // Without a choice, the flights the decoder claims: not those the text also gives in another version.
  const chosen = (
    input.segments
      ? input.segments
          .filter((index) => Number.isInteger(index) && index >= 0 && index < result.segments.length)
          .map((index) => result.segments[index]!)
      : result.segments.filter((segment) => !segment.doubt)
  ).filter(isImportable);
  if (chosen.length === 0) throw fieldError('segments', 'validation.pnrNothingToImport');

  const created = await inTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const [last] = await tx.db
      .select({ position: max(trails.position) })
      .from(trails)
      .where(scope.where(trails, eq(trails.travel_id, input.travel_id)));
    let position = (last?.position ?? -1) + 1;
    const rows = chosen.map((segment) =>
      scope.row({
        travel_id: input.travel_id,
        type: 'flight' as const,
        position: position++,
        starts_at: instantAt(segment.departure!, segment.from, tx.timeZone),
        ends_at: segment.arrival ? instantAt(segment.arrival, segment.to, tx.timeZone) : null,
        details: {
          airline: segment.airline_name ? `${segment.airline_name} (${segment.airline})` : segment.airline,
          flight_number: `${segment.airline}${segment.flight}`,
          locator: result.locator ?? undefined,
          departure_city: cityLabel(segment.from, segment.from_city),
          arrival_city: cityLabel(segment.to, segment.to_city),
          departure_at: `${segment.departure}:00`,
          arrival_at: segment.arrival ? `${segment.arrival}:00` : undefined,
        },
      }),
    );
    const ids = (await tx.db.insert(trails).values(rows).returning({ id: trails.id })).map((row) => row.id);
    await recordAudit(tx, {
      action: 'pnr_import',
      entity: 'travel',
      entityId: input.travel_id,
      details: { trails: ids },
    });
    return ids;
  });
  return { result, created };
}
