import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { AGENCY_STATUSES, type Address } from '@rumo/core';
import { createdAt, id, instant, updatedAt } from './columns.ts';

export const agencies = pgTable(
  'agencies',
  {
    id: id(),
    name: text().notNull(),
    /** CPF or CNPJ, unmasked. */
    document: text(),
    phone: text(),
    email: text(),
    address: jsonb().$type<Address>(),
    /** Storage key of the logo file. */
    logo: text(),
    status: text({ enum: AGENCY_STATUSES }).notNull().default('trial'),
    plan: text(),
    trial_ends_at: instant(),
    stripe_customer_id: text(),
    stripe_subscription_id: text(),
    timezone: text().notNull().default('America/Sao_Paulo'),
    deletion_requested_at: instant(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('agencies_stripe_customer_id_unique').on(t.stripe_customer_id),
    // the trial-expiry job looks for trials past their end
    index('agencies_status_trial_ends_at_idx').on(t.status, t.trial_ends_at),
  ],
);

/**
 * `agency_id integer not null references agencies(id) on delete cascade`: every row of agency
 * data carries it, so deleting an agency deletes all its data.
 */
export const agencyId = () =>
  integer()
    .notNull()
    .references(() => agencies.id, { onDelete: 'cascade' });
