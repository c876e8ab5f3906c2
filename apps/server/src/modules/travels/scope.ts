import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { travels } from '../../db/schema/index.ts';
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
