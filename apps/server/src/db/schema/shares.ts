import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { agencyId } from './agencies.ts';
import { createdAt, id, instant } from './columns.ts';
import { travels } from './travels.ts';
import { users } from './users.ts';

/**
 * Share links of a trip's read-only client page. Only the SHA-256 of the token is stored; the
 * token itself is HMAC-signed (modules/share/tokens.ts), expires at expires_at and stops working
 * once revoked_at is set.
 */
export const travelShares = pgTable(
  'travel_shares',
  {
    id: id(),
    agency_id: agencyId(),
    travel_id: integer()
      .notNull()
      .references(() => travels.id, { onDelete: 'cascade' }),
    token_hash: text().notNull(),
    expires_at: instant().notNull(),
    revoked_at: instant(),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('travel_shares_token_hash_unique').on(t.token_hash),
    index('travel_shares_agency_travel_idx').on(t.agency_id, t.travel_id),
  ],
);
