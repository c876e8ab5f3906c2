import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Address, LoyaltyProgram } from '@rumo/core';
import { agencyId } from './agencies.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const customers = pgTable(
  'customers',
  {
    id: id(),
    agency_id: agencyId(),
    first_name: text().notNull(),
    last_name: text().notNull(),
    email: text(),
    /** Normalised (E.164) by the service, so the per-agency uniqueness means the same number. */
    phone: text(),
    birth_date: date({ mode: 'string' }),
    /** 11 digits, unmasked. */
    cpf: text(),
    gender: text(),
    nationality: text(),
    address: jsonb().$type<Address>(),
    /** Storage key of the picture. */
    picture: text(),
    personality_tags: jsonb().$type<string[]>().notNull().default([]),
    trips_per_year: integer(),
    last_trip: date({ mode: 'string' }),
    loyalty_programs: jsonb().$type<LoyaltyProgram[]>().notNull().default([]),
    mileage: integer(),
    notes: text(),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_agency_phone_unique')
      .on(t.agency_id, t.phone)
      .where(sql`${t.phone} is not null`),
    index('customers_agency_name_idx').on(t.agency_id, t.last_name, t.first_name),
    index('customers_agency_first_name_idx').on(t.agency_id, t.first_name),
    index('customers_agency_created_at_idx').on(t.agency_id, t.created_at),
    index('customers_agency_email_idx').on(t.agency_id, t.email),
    index('customers_agency_cpf_idx').on(t.agency_id, t.cpf),
    // autocomplete: lower(first_name || ' ' || last_name) like 'ana li%'
    index('customers_agency_full_name_idx').on(
      t.agency_id,
      sql`lower(${t.first_name} || ' ' || ${t.last_name}) text_pattern_ops`,
    ),
    // contains-search of the list (pg_trgm): the expression must stay the one customerSearch uses
    index('customers_search_trgm_idx').using('gin', sql`${customerSearchText(t)} gin_trgm_ops`),
  ],
);

/**
 * Everything the list's search looks into, as one lower-cased text: one trigram index (migration
 * 0009) answers a contains-search over all of it. The index expression is this one, word for word.
 */
export function customerSearchText(t: { first_name: AnyPgColumn; last_name: AnyPgColumn; email: AnyPgColumn; phone: AnyPgColumn; cpf: AnyPgColumn }) {
  return sql`lower(${t.first_name} || ' ' || ${t.last_name} || ' ' || coalesce(${t.email}, '') || ' ' || coalesce(${t.phone}, '') || ' ' || coalesce(${t.cpf}, ''))`;
}
