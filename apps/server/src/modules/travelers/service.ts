import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Traveler, TravelerCreate } from '@rumo/core';
import { customers, dependents, travelers } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit/audit.ts';
import { findAgencyTravel } from '../travels/scope.ts';

type Auth = { agencyId: number; userId: number };

const requireTravel = findAgencyTravel;

/** Travellers with their names, one query: the customer row or the dependent row, whichever is set. */
async function selectTravelers(app: FastifyInstance, agencyId: number, where: ReturnType<typeof eq>): Promise<Traveler[]> {
  const rows = await app.db
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
    .where(and(eq(travelers.agency_id, agencyId), where))
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
    picture: app.fileUrls.url(row.c_picture ?? row.d_picture),
  }));
}

/** GET /customers/dependents/travel/{travel id} */
export async function listTravelers(app: FastifyInstance, agencyId: number, travelId: number): Promise<Traveler[]> {
  await requireTravel(app, agencyId, travelId);
  return selectTravelers(app, agencyId, eq(travelers.travel_id, travelId));
}

/**
 * POST /customers/dependents/travel. Any customer or dependent of the agency may travel (group
 * trips, friends); people of another agency answer 404 like their rows. Twice the same person: 409.
 */
export async function addTraveler(app: FastifyInstance, request: FastifyRequest, auth: Auth, input: TravelerCreate): Promise<Traveler> {
  await requireTravel(app, auth.agencyId, input.travel_id);
  const person = input.customer_id != null ? customers : dependents;
  const personId = (input.customer_id ?? input.dependent_id)!;
  const [found] = await app.db
    .select({ id: person.id })
    .from(person)
    .where(and(eq(person.id, personId), eq(person.agency_id, auth.agencyId)))
    .limit(1);
  if (!found) throw notFound();
  const column = input.customer_id != null ? travelers.customer_id : travelers.dependent_id;
  const [existing] = await app.db
    .select({ id: travelers.id })
    .from(travelers)
    .where(and(eq(travelers.travel_id, input.travel_id), eq(column, personId)))
    .limit(1);
  if (existing) throw conflict();
  const [row] = await app.db
    .insert(travelers)
    .values({
      agency_id: auth.agencyId,
      travel_id: input.travel_id,
      customer_id: input.customer_id ?? null,
      dependent_id: input.customer_id != null ? null : input.dependent_id!,
    })
    .onConflictDoNothing()
    .returning({ id: travelers.id });
  if (!row) throw conflict();
  await audit(app, request, { agencyId: auth.agencyId, userId: auth.userId, action: 'create', entity: 'traveler', entityId: row.id });
  const [traveler] = await selectTravelers(app, auth.agencyId, eq(travelers.id, row.id));
  return traveler!;
}

/** DELETE /customers/dependents/travel/{traveler id} */
export async function removeTraveler(app: FastifyInstance, request: FastifyRequest, auth: Auth, id: number): Promise<void> {
  const deleted = await app.db
    .delete(travelers)
    .where(and(eq(travelers.id, id), eq(travelers.agency_id, auth.agencyId)))
    .returning({ id: travelers.id, travel_id: travelers.travel_id });
  if (!deleted.length) throw notFound();
  await audit(app, request, {
    agencyId: auth.agencyId,
    userId: auth.userId,
    action: 'delete',
    entity: 'traveler',
    entityId: id,
    details: { travel_id: deleted[0]!.travel_id },
  });
}
