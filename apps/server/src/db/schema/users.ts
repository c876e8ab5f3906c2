import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { USER_ROLES } from '@rumo/core';
import { agencies } from './agencies.ts';
import { createdAt, id, instant, updatedAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Null between signup step 1 (the user) and step 2 (the agency). */
    agency_id: integer().references(() => agencies.id, { onDelete: 'cascade' }),
    role: text({ enum: USER_ROLES }).notNull().default('owner'),
    first_name: text().notNull(),
    last_name: text().notNull(),
    /** Stored lower-cased; unique case-insensitively. */
    email: text().notNull(),
    password_hash: text().notNull(),
    /** Storage key of the profile picture. */
    picture: text(),
    /** Bumped by logout and password change: tokens carrying an older version are refused. */
    token_version: integer().notNull().default(0),
    is_active: boolean().notNull().default(true),
    /** Runs the business (the operator area and command); sees no agency's clients, trips or files. */
    is_operator: boolean().notNull().default(false),
    /** Invited staff have not chosen a password yet. */
    invited_at: instant(),
    locale: text(),
    last_login_at: instant(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_agency_id_idx').on(t.agency_id, t.last_name, t.first_name),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the token sent by e-mail; the token itself is never stored. */
    token_hash: text().notNull(),
    expires_at: instant().notNull(),
    used_at: instant(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_unique').on(t.token_hash),
    index('password_reset_tokens_user_id_idx').on(t.user_id),
  ],
);

/**
 * Failed sign-ins per e-mail and client address (known e-mail or not, so the answer tells nothing):
 * a growing delay for that pair only, never a lock a stranger elsewhere can put on the account.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    /** sha256 of the normalised e-mail and the client address. */
    key: text().primaryKey(),
    failures: integer().notNull().default(0),
    locked_until: instant(),
    updated_at: instant().notNull().defaultNow(),
  },
  (t) => [index('login_throttles_updated_at_idx').on(t.updated_at)],
);
