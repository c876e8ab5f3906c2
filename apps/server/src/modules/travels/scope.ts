import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customers, travels } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

/** A trip of the agency (id, customer, departure), or 404: the one tenant check every trip sub-resource uses. */
export async function findAgencyTravel(app: FastifyInstance, agencyId: number, travelId: number) {
  const [travel] = await app.db
    .select({ id: travels.id, customer_id: travels.customer_id, going: travels.going, back: travels.back, name: travels.name })
    .from(travels)
    .where(and(eq(travels.id, travelId), eq(travels.agency_id, agencyId)))
    .limit(1);
  if (!travel) throw notFound();
  return travel;
}

/** A trip of the agency with the customer facts that tasks and alerts write about, or 404. */
export async function findAgencyTravelWithCustomer(app: FastifyInstance, agencyId: number, travelId: number) {
  const [travel] = await app.db
    .select({
      id: travels.id,
      name: travels.name,
      customer_id: travels.customer_id,
      going: travels.going,
      back: travels.back,
      customer_first_name: customers.first_name,
      customer_last_name: customers.last_name,
      customer_email: customers.email,
      customer_phone: customers.phone,
    })
    .from(travels)
    .innerJoin(customers, eq(customers.id, travels.customer_id))
    .where(and(eq(travels.id, travelId), eq(travels.agency_id, agencyId)))
    .limit(1);
  if (!travel) throw notFound();
  return travel;
}
