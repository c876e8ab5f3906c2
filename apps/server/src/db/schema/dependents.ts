import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { DEGREES } from '@rumo/core';
import { agencyId } from './agencies.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { customers } from './customers.ts';

export const dependents = pgTable(
  'dependents',
  {
    id: id(),
    agency_id: agencyId(),
    customer_id: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    first_name: text().notNull(),
    last_name: text().notNull(),
    degree: text({ enum: DEGREES }).notNull(),
    birth_date: date({ mode: 'string' }),
    cpf: text(),
    gender: text(),
    nationality: text(),
    email: text(),
    phone: text(),
    picture: text(),
    notes: text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('dependents_agency_customer_idx').on(t.agency_id, t.customer_id, t.first_name)],
);
