import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { DOCUMENT_TYPES } from '@rumo/core';
import { agencyId } from './agencies.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { customers } from './customers.ts';
import { dependents } from './dependents.ts';
import { users } from './users.ts';

/** Customer documents; dependent_id is set when the document is a dependent's. */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    agency_id: agencyId(),
    customer_id: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    dependent_id: integer().references(() => dependents.id, { onDelete: 'cascade' }),
    document_type: text({ enum: DOCUMENT_TYPES }).notNull(),
    number: text().notNull(),
    issue_date: date({ mode: 'string' }),
    expiry_date: date({ mode: 'string' }),
    issuing_country: text(),
    /** Storage key; file_name, mime and size describe the stored file. */
    file_key: text(),
    file_name: text(),
    mime: text(),
    size: integer(),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('documents_agency_customer_idx').on(t.agency_id, t.customer_id),
    index('documents_dependent_idx').on(t.dependent_id),
    // passport-validity reminders look for documents about to expire
    index('documents_agency_expiry_idx').on(t.agency_id, t.expiry_date),
  ],
);
