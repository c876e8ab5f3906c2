import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Traveler, TravelerCreate } from '@rumo/core';
import { customers, dependents, travelers } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { inTransaction, type Context } from '../../platform/context/context.ts';
import { scoped } from '../../platform/context/scoped.ts';

/** Travellers with their names, one query: the customer row or the dependent row, whichever is set. */
async function selectTravelers(ctx: Context, where: SQL): Promise<Traveler[]> {
  const rows = await ctx.db
    .select({
      id: travelers.id,
      travel_id: travelers.travel_id,
      customer_id: travelers.customer_id,
      dependent_id: travelers.dependent_id,
      c_first: customers.first_name,
      c_last: customers.last_name,
      c_birth: customers.birth_date,
      c_picture: customers.picture,
      d_first: dependents.first_name,
      d_last: dependents.last_name,
      d_birth: dependents.birth_date,
      d_picture: dependents.picture,
      degree: dependents.degree,
    })
    .from(travelers)
    .leftJoin(customers, eq(customers.id, travelers.customer_id))
    .leftJoin(dependents, eq(dependents.id, travelers.dependent_id))
    .where(scoped(ctx).where(travelers, where))
    // customers first, then in the order they were added
    .orderBy(sql`${travelers.customer_id} is null`, asc(travelers.created_at), asc(travelers.id));
  return rows.map((row) => ({
    id: row.id,
    travel_id: row.travel_id,
    customer_id: row.customer_id,
    dependent_id: row.dependent_id,
    first_name: (row.c_first ?? row.d_first)!,
    last_name: (row.c_last ?? row.d_last)!,
    degree: row.customer_id === null ? row.degree : null,
    birth_date: row.c_birth ?? row.d_birth ?? null,
    picture: ctx.deps.fileUrls.url(row.c_picture ?? row.d_picture),
  }));
}

/** GET /customers/dependents/travel/{travel id} */
export async function listTravelers(ctx: Context, travelId: number): Promise<Traveler[]> {
  await scoped(ctx).travels.require(travelId);
  return selectTravelers(ctx, eq(travelers.travel_id, travelId));
}

/**
 * POST /customers/dependents/travel. Any customer or dependent of the agency may travel (group
 * trips, friends); people of another agency answer 404 like their rows. Twice the same person: 409.
 */
export async function addTraveler(ctx: Context, input: TravelerCreate): Promise<Traveler> {
  const scope = scoped(ctx);
  await scope.travels.require(input.travel_id);
  const person = input.customer_id != null ? customers : dependents;
  const personId = (input.customer_id ?? input.dependent_id)!;
  const [found] = await ctx.db
    .select({ id: person.id })
    .from(person)
    .where(scope.where(person, eq(person.id, personId)))
    .limit(1);
  if (!found) throw notFound();
  const column = input.customer_id != null ? travelers.customer_id : travelers.dependent_id;
  const [existing] = await ctx.db
    .select({ id: travelers.id })
    .from(travelers)
    .where(scope.where(travelers, eq(travelers.travel_id, input.travel_id), eq(column, personId)))
    .limit(1);
  if (existing) throw conflict();
  const row = await inTransaction(ctx, async (tx) => {
    const [added] = await tx.db
      .insert(travelers)
      .values(
        scope.row({
          travel_id: input.travel_id,
          customer_id: input.customer_id ?? null,
          dependent_id: input.customer_id != null ? null : input.dependent_id!,
        }),
      )
      .onConflictDoNothing()
      .returning({ id: travelers.id });
    if (added) await recordAudit(tx, { action: 'create', entity: 'traveler', entityId: added.id });
    return added;
  });
  if (!row) throw conflict();
  const [traveler] = await selectTravelers(ctx, eq(travelers.id, row.id));
  return traveler!;
}

/** DELETE /customers/dependents/travel/{traveler id} */
export async function removeTraveler(ctx: Context, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const [deleted] = await tx.db
      .delete(travelers)
      .where(scoped(tx).where(travelers, eq(travelers.id, id)))
      .returning({ id: travelers.id, travel_id: travelers.travel_id });
    if (!deleted) throw notFound();
    await recordAudit(tx, { action: 'delete', entity: 'traveler', entityId: id, details: { travel_id: deleted.travel_id } });
  });
}
