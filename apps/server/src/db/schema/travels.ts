import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { agencyId } from './agencies.ts';
import { createdAt, id, instant, updatedAt } from './columns.ts';
import { customers } from './customers.ts';
import { dependents } from './dependents.ts';
import { users } from './users.ts';

/** Trips. going/back are instants at 12:00:00 on the agency's clock (agencies.timezone). */
export const travels = pgTable(
  'travels',
  {
    id: id(),
    agency_id: agencyId(),
    customer_id: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    going: instant().notNull(),
    back: instant().notNull(),
    /** The trip's cities, in order. */
    screenplay: jsonb().$type<string[]>().notNull().default([]),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    last_access: instant(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // calendar and list: all departures / all returns, by date window and sort
    index('travels_agency_going_idx').on(t.agency_id, t.going),
    index('travels_agency_back_idx').on(t.agency_id, t.back),
    // 'my departures' / 'my returns'
    index('travels_agency_creator_going_idx').on(t.agency_id, t.created_by, t.going),
    index('travels_agency_creator_back_idx').on(t.agency_id, t.created_by, t.back),
    index('travels_agency_customer_idx').on(t.agency_id, t.customer_id),
    index('travels_agency_created_at_idx').on(t.agency_id, t.created_at),
    check('travels_back_not_before_going', sql`${t.back} >= ${t.going}`),
  ],
);

/** People on a trip: the customer or one of their dependents (exactly one of the two ids). */
export const travelers = pgTable(
  'travelers',
  {
    id: id(),
    agency_id: agencyId(),
    travel_id: integer()
      .notNull()
      .references(() => travels.id, { onDelete: 'cascade' }),
    customer_id: integer().references(() => customers.id, { onDelete: 'cascade' }),
    dependent_id: integer().references(() => dependents.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [
    index('travelers_agency_travel_idx').on(t.agency_id, t.travel_id),
    // the lists' people count and the trip's cascade delete look up by trip alone
    index('travelers_travel_idx').on(t.travel_id),
    uniqueIndex('travelers_travel_customer_unique')
      .on(t.travel_id, t.customer_id)
      .where(sql`${t.customer_id} is not null`),
    uniqueIndex('travelers_travel_dependent_unique')
      .on(t.travel_id, t.dependent_id)
      .where(sql`${t.dependent_id} is not null`),
    index('travelers_dependent_idx').on(t.dependent_id),
    check('travelers_one_person', sql`(${t.customer_id} is null) <> (${t.dependent_id} is null)`),
  ],
);
