import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { AGENCY_STATUSES, LOCALES, type Address } from '@rumo/core';
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
    /** The language of what the agency sends its clients (alerts), set in Minha conta. */
    locale: text({ enum: LOCALES }).notNull().default('pt'),
    /**
     * The agency's own WhatsApp sender (Cloud API phone number id) and, when the server's token
     * cannot send for it, its own access token (never sent back by the API). Unset: the server's.
     */
    whatsapp_phone_number_id: text(),
    whatsapp_token: text(),
    /** The number as Meta shows it, read when the sender was checked. */
    whatsapp_display_phone: text(),
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
