import { integer, numeric, timestamp } from 'drizzle-orm/pg-core';

/**
 * Column builders shared by every table. Column names come from the object keys, which are
 * snake_case like the API fields.
 */

/** Identity primary key; PostgreSQL 15 and PGlite both have identity columns. */
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();

/** An instant: timestamptz read as a Date. */
export const instant = () => timestamp({ withTimezone: true, mode: 'date' });

export const createdAt = () => instant().notNull().defaultNow();
/** Set on every update through drizzle; raw SQL updates must set it themselves. */
export const updatedAt = () =>
  instant()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Exact money: numeric(14,2) read as a decimal string ("1234.56"), never a float. */
export const money = () => numeric({ precision: 14, scale: 2, mode: 'string' });
