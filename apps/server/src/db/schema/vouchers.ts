import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { agencyId } from './agencies.ts';
import { createdAt, id } from './columns.ts';
import { trails } from './trails.ts';
import { travels } from './travels.ts';
import { users } from './users.ts';

export const vouchers = pgTable(
  'vouchers',
  {
    id: id(),
    agency_id: agencyId(),
    travel_id: integer()
      .notNull()
      .references(() => travels.id, { onDelete: 'cascade' }),
    trail_id: integer()
      .notNull()
      .references(() => trails.id, { onDelete: 'cascade' }),
    file_key: text().notNull(),
    file_name: text().notNull(),
    mime: text().notNull(),
    size: integer().notNull(),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('vouchers_agency_travel_idx').on(t.agency_id, t.travel_id),
    index('vouchers_trail_idx').on(t.trail_id),
  ],
);
