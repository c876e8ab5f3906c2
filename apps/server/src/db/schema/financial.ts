import { sql } from 'drizzle-orm';
import { char, check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAYMENT_DIRECTIONS } from '@rumo/core';
import { agencyId } from './agencies.ts';
import { createdAt, id, money, updatedAt } from './columns.ts';
import { trails } from './trails.ts';
import { travels } from './travels.ts';
import { users } from './users.ts';

/** A trip's own financial data; item costs and prices live on its trails. */
export const travelFinancials = pgTable(
  'travel_financials',
  {
    id: id(),
    agency_id: agencyId(),
    travel_id: integer()
      .notNull()
      .references(() => travels.id, { onDelete: 'cascade' }),
    sale_price: money(),
    commission: money(),
    /** currency -> value of 1 unit in BRL, as decimal strings. */
    exchange_rates: jsonb().$type<Record<string, string>>().notNull().default({}),
    notes: text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('travel_financials_travel_unique').on(t.travel_id)],
);

/** Money received from the client (in) or paid to suppliers (out). */
export const travelPayments = pgTable(
  'travel_payments',
  {
    id: id(),
    agency_id: agencyId(),
    travel_id: integer()
      .notNull()
      .references(() => travels.id, { onDelete: 'cascade' }),
    trail_id: integer().references(() => trails.id, { onDelete: 'set null' }),
    direction: text({ enum: PAYMENT_DIRECTIONS }).notNull(),
    amount: money().notNull(),
    currency: char({ length: 3 }).notNull().default('BRL'),
    paid_at: date({ mode: 'string' }).notNull(),
    method: text(),
    notes: text(),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('travel_payments_agency_travel_idx').on(t.agency_id, t.travel_id, t.paid_at),
    check('travel_payments_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);
