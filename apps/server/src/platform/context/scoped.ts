import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { agencies, customers, travels } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { Context } from './context.ts';

/** A table whose rows belong to one agency. */
export type AgencyTable = PgTable & { agency_id: AnyPgColumn };

/** An insert's values before `scoped(ctx).row` stamps them with the agency. */
export type Unstamped<T> = Omit<T, 'agency_id'>;

/** A join condition: an agency table's rows with their agency's own row (name, logo...); filters nothing by itself. */
export const agencyRowOf = (table: AgencyTable): SQL => eq(agencies.id, table.agency_id);

/**
 * The one place that writes the tenant filter. Services reach an agency's rows through `scoped(ctx)`:
 * its `where` adds `agency_id = ctx.agencyId` to their conditions, its `row` stamps inserts with the
 * agency, and the lookups below answer 404 for another agency's ids. A query that must see every
 * agency (a job, the operator) does so through a function whose name starts with `unscoped`, with a
 * comment saying why: `grep -rn "agency_id\|unscoped" apps/server/src` lists them all.
 */
export function scoped(ctx: Pick<Context, 'db' | 'agencyId'>) {
  const { db, agencyId } = ctx;
  const where = (table: AgencyTable, ...conditions: (SQL | undefined)[]): SQL => and(eq(table.agency_id, agencyId), ...conditions)!;

  return {
    agencyId,
    where,
    /** An insert's values, stamped with the agency. */
    row: <T extends object>(values: T): T & { agency_id: number } => ({ ...values, agency_id: agencyId }),
    /** The target of an upsert on a unique index kept per agency (agency_id first, then these columns). */
    conflictTarget: (table: AgencyTable, ...columns: AnyPgColumn[]): AnyPgColumn[] => [table.agency_id, ...columns],
    /** A join or correlation condition: rows of two agency tables of the same agency. */
    sameAgency: (a: AgencyTable, b: AgencyTable): SQL => eq(a.agency_id, b.agency_id),
    /** A join condition: an agency table's rows with their agency's own row (name, logo...). */
    agencyRowOf,

    customers: {
      /** 404 unless the customer is the agency's. */
      async require(id: number): Promise<void> {
        const [row] = await db.select({ id: customers.id }).from(customers).where(where(customers, eq(customers.id, id))).limit(1);
        if (!row) throw notFound();
      },
    },

    travels: {
      /** The whole trip row, or 404. */
      async find(id: number) {
        const [travel] = await db.select().from(travels).where(where(travels, eq(travels.id, id))).limit(1);
        if (!travel) throw notFound();
        return travel;
      },
      /** A trip of the agency (id, customer, dates, name), or 404: the tenant check of every trip sub-resource. */
      async require(id: number) {
        const [travel] = await db
          .select({ id: travels.id, customer_id: travels.customer_id, going: travels.going, back: travels.back, name: travels.name })
          .from(travels)
          .where(where(travels, eq(travels.id, id)))
          .limit(1);
        if (!travel) throw notFound();
        return travel;
      },
      /** A trip with the customer facts that tasks and alerts write about, or 404. */
      async withCustomer(id: number) {
        const [travel] = await db
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
          .where(where(travels, eq(travels.id, id)))
          .limit(1);
        if (!travel) throw notFound();
        return travel;
      },
    },
  };
}
export type Scoped = ReturnType<typeof scoped>;
