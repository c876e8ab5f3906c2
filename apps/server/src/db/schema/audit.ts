import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null for events before an agency exists (signup, failed sign-in). */
    agency_id: integer().references(() => agencies.id, { onDelete: 'cascade' }),
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    /** e.g. 'create', 'update', 'delete', 'signin', 'password_change'. */
    action: text().notNull(),
    /** Table or area, e.g. 'travel'. */
    entity: text().notNull(),
    entity_id: text(),
    details: jsonb().$type<Record<string, unknown>>(),
    ip: text(),
    created_at: createdAt(),
  },
  (t) => [index('audit_log_agency_created_at_idx').on(t.agency_id, t.created_at)],
);
