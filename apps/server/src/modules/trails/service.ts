import { asc, eq, sql } from 'drizzle-orm';
import {
  hotelNights,
  ITINERARY_ACTIVITIES,
  TRAIL_FIELDS,
  TRAIL_TYPES,
  trailDetails,
  trailTimeline,
  type Locale,
  type Trail,
  type TrailCreate,
  type TrailType,
  type TrailUpdate,
} from '@rumo/core';
import { trails } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { Context } from '../../platform/context/context.ts';
import { scoped } from '../../platform/context/scoped.ts';

type TrailRow = typeof trails.$inferSelect;

/**
 * One itinerary item as the API shows it: shared columns and the per-type fields side by side.
 * Per-type fields win over the columns of the same name (an activity's starts_at is its local
 * wall time, a flight's starts_at the instant of its departure).
 */
export function toTrail(row: TrailRow): Trail {
  const details = row.details ?? {};
  const own: Record<string, unknown> = {};
  for (const spec of TRAIL_FIELDS[row.type]) own[spec.name] = details[spec.name] ?? null;
  if (row.type === 'hotel' && own.nights == null)
    own.nights = hotelNights(details.check_in as string | null, details.check_out as string | null);
  return {
    id: row.id,
    travel_id: row.travel_id,
    type: row.type,
    currency: row.currency,
    investment: row.investment,
    sale_price: row.sale_price,
    payment_method: row.payment_method,
    notes: row.notes,
    position: row.position,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    created_at: row.created_at,
    ...own,
  } as Trail;
}

/** The itinerary order: by time (undated items last), then position. */
export const trailOrder = [sql`${trails.starts_at} asc nulls last`, asc(trails.position), asc(trails.id)];

/** A trip's itinerary. */
export async function trailsOfTravel(ctx: Context, travelId: number): Promise<Trail[]> {
  const rows = await ctx.db
    .select()
    .from(trails)
    .where(scoped(ctx).where(trails, eq(trails.travel_id, travelId)))
    .orderBy(...trailOrder);
  return rows.map(toTrail);
}

/** Per-type fields for the details column; a hotel without nights gets them from its dates. */
function detailsOf(trail: { type: TrailType }, merged: Record<string, unknown>) {
  if (trail.type === 'hotel' && merged.nights == null) {
    const nights = hotelNights(merged.check_in as string | null, merged.check_out as string | null);
    if (nights !== null) merged.nights = nights;
  }
  return merged;
}

/** POST /travels/trail: adds an item to a trip of the agency; without a position it goes last. */
export async function createTrail(ctx: Context, input: TrailCreate): Promise<Trail> {
  const scope = scoped(ctx);
  await scope.travels.require(input.travel_id);
  const details = detailsOf(input, trailDetails(input));
  const { starts_at, ends_at } = trailTimeline({ type: input.type, ...details } as { type: TrailType });
  const position =
    input.position ??
    sql<number>`(select coalesce(max(${trails.position}) + 1, 0) from ${trails} where ${trails.travel_id} = ${input.travel_id})`;
  const [row] = await ctx.db
    .insert(trails)
    .values(
      scope.row({
      travel_id: input.travel_id,
      type: input.type,
      starts_at,
      ends_at,
      currency: input.currency,
      investment: input.investment ?? null,
      sale_price: input.sale_price ?? null,
      payment_method: input.payment_method ?? null,
      notes: input.notes ?? null,
      details,
      position,
      }),
    )
    .returning();
  return toTrail(row!);
}

/**
 * PUT /travels/trail. Missing optional fields stay as they are and null clears them; changing the
 * type replaces the per-type fields.
 */
export async function updateTrail(ctx: Context, input: TrailUpdate): Promise<Trail> {
  const scope = scoped(ctx);
  const [current] = await ctx.db
    .select()
    .from(trails)
    .where(scope.where(trails, eq(trails.id, input.id)))
    .limit(1);
  if (!current) throw notFound();
  const given = trailDetails(input);
  const merged = detailsOf(input, current.type === input.type ? { ...current.details, ...given } : given);
  if (input.type === 'hotel' && given.nights === undefined && current.type === 'hotel' && ('check_in' in given || 'check_out' in given))
    merged.nights = hotelNights(merged.check_in as string | null, merged.check_out as string | null);
  for (const [name, value] of Object.entries(merged)) if (value === null) delete merged[name];
  const { starts_at, ends_at } = trailTimeline({ type: input.type, ...merged } as { type: TrailType });
  const [row] = await ctx.db
    .update(trails)
    .set({
      type: input.type,
      starts_at,
      ends_at,
      currency: input.currency,
      investment: input.investment,
      sale_price: input.sale_price,
      payment_method: input.payment_method,
      notes: input.notes,
      position: input.position,
      details: merged,
    })
    .where(scope.where(trails, eq(trails.id, current.id)))
    .returning();
  return toTrail(row!);
}

/** DELETE /travels/trail/{id} */
export async function removeTrail(ctx: Context, id: number): Promise<void> {
  const deleted = await ctx.db
    .delete(trails)
    .where(scoped(ctx).where(trails, eq(trails.id, id)))
    .returning({ id: trails.id });
  if (!deleted.length) throw notFound();
}

/** GET /travels/itinerary-activities */
export function itineraryActivities(locale: Locale) {
  return TRAIL_TYPES.map((type) => {
    const { icon, labels } = ITINERARY_ACTIVITIES[type];
    return { type, label: labels[locale], labels, icon };
  });
}
