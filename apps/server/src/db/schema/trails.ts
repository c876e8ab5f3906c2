import { char, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { TRAIL_TYPES } from '@rumo/core';
import { agencyId } from './agencies.ts';
import { createdAt, id, instant, money, updatedAt } from './columns.ts';
import { travels } from './travels.ts';

/**
 * Itinerary items. The per-type fields (core's TRAIL_FIELDS) live in `details`; starts_at and
 * ends_at are derived from them (core's trailTimeline) to order the itinerary and find flights.
 */
export const trails = pgTable(
  'trails',
  {
    id: id(),
    agency_id: agencyId(),
    travel_id: integer()
      .notNull()
      .references(() => travels.id, { onDelete: 'cascade' }),
    type: text({ enum: TRAIL_TYPES }).notNull(),
    starts_at: instant(),
    ends_at: instant(),
    currency: char({ length: 3 }).notNull().default('BRL'),
    investment: money(),
    sale_price: money(),
    payment_method: text(),
    notes: text(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    position: integer().notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('trails_agency_travel_starts_at_idx').on(t.agency_id, t.travel_id, t.starts_at, t.position),
    // the trip list's `flight` column: first flight of each trip
    index('trails_travel_type_starts_at_idx').on(t.travel_id, t.type, t.starts_at),
  ],
);
