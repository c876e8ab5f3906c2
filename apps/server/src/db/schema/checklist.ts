import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { agencyId } from './agencies.ts';
import { createdAt, id, instant, updatedAt } from './columns.ts';
import { travels } from './travels.ts';
import { users } from './users.ts';

/** To-do items; travel_id is null for an agent's general task. */
export const checklistTasks = pgTable(
  'checklist_tasks',
  {
    id: id(),
    agency_id: agencyId(),
    travel_id: integer().references(() => travels.id, { onDelete: 'cascade' }),
    /** The responsible agent. */
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    scheduled_to: instant().notNull(),
    checked: boolean().notNull().default(false),
    checked_at: instant(),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    deleted_at: instant(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('checklist_tasks_agency_travel_idx').on(t.agency_id, t.travel_id),
    index('checklist_tasks_agency_user_scheduled_idx').on(t.agency_id, t.user_id, t.scheduled_to),
    index('checklist_tasks_agency_checked_idx').on(t.agency_id, t.checked, t.scheduled_to),
    // the trip lists' checklist column and the task modal, live tasks only
    index('checklist_tasks_travel_live_idx')
      .on(t.travel_id, t.scheduled_to)
      .where(sql`${t.deleted_at} is null`),
    index('checklist_tasks_agency_live_scheduled_idx')
      .on(t.agency_id, t.scheduled_to)
      .where(sql`${t.deleted_at} is null`),
    // the daily digest looks across agencies for open tasks due soon
    index('checklist_tasks_open_due_idx')
      .on(t.scheduled_to)
      .where(sql`${t.checked} = false and ${t.deleted_at} is null`),
  ],
);
