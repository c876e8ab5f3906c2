import { asc, eq, sql } from 'drizzle-orm';
import { zonedParts, type SharedTrip } from '@rumo/core';
import { customers, dependents, documents, travelers } from '../../db/schema/index.ts';
import type { Context } from '../../platform/context/context.ts';
import { scoped } from '../../platform/context/scoped.ts';
import { TRIP_VALIDITY_MONTHS } from '../documents/service.ts';

/**
 * The documents reminder of the client page: the date passports must still be valid on (return
 * + 6 months) and each traveller's first name with the expiry of their latest passport on file.
 * Never a document number: the page is public to whoever holds the link.
 */
export async function travelDocuments(ctx: Context, travelId: number, back: Date): Promise<SharedTrip['documents']> {
  const passportExpiry = sql<string | null>`(
    select max(${documents.expiry_date})::text from ${documents}
    where ${scoped(ctx).sameAgency(documents, travelers)} and ${documents.document_type} = 'passport'
      and case when ${travelers.dependent_id} is null
        then ${documents.customer_id} = ${travelers.customer_id} and ${documents.dependent_id} is null
        else ${documents.dependent_id} = ${travelers.dependent_id} end)`;
  const rows = await ctx.db
    .select({ customer: customers.first_name, dependent: dependents.first_name, passport_expiry: passportExpiry })
    .from(travelers)
    .leftJoin(customers, eq(customers.id, travelers.customer_id))
    .leftJoin(dependents, eq(dependents.id, travelers.dependent_id))
    .where(scoped(ctx).where(travelers, eq(travelers.travel_id, travelId)))
    .orderBy(sql`${travelers.customer_id} is null`, asc(travelers.created_at), asc(travelers.id));
  return {
    passport_valid_until: addMonths(zonedParts(back, ctx.timeZone).date, TRIP_VALIDITY_MONTHS),
    travelers: rows.map((row) => ({ first_name: (row.customer ?? row.dependent)!, passport_expiry: row.passport_expiry })),
  };
}

/** yyyy-mm-dd plus n months, clamped to the month's last day (31 Aug + 6 months = 28/29 Feb). */
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}
