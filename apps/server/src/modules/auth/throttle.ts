import crypto from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginThrottles } from '../../db/schema/index.ts';

/** Free failures per e-mail and client address before the first delay. */
export const FREE_FAILURES = 5;
const FIRST_DELAY_MS = 60_000;
const MAX_DELAY_MS = 15 * 60_000;
/** A pair that has been quiet this long starts again from zero. */
const FORGET_AFTER = '1 day';

/**
 * The sign-in throttle is keyed to the e-mail as typed (normalised) and the client address, not
 * to the account: an unknown e-mail is throttled exactly like a known one, so the answers tell
 * nothing, and a stranger elsewhere can slow down only their own attempts, never lock the owner out.
 */
export const throttleKey = (email: string, ip: string) => crypto.createHash('sha256').update(`${email}\n${ip}`).digest('hex');

/** Delay after the n-th consecutive failure: 1 min after the 5th, doubling each time, at most 15 min. */
export const delayAfter = (failures: number) =>
  failures < FREE_FAILURES ? 0 : Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES));

/** Milliseconds left before this pair may try again, 0 when it may. */
export async function throttleWait(app: { db: Db }, key: string): Promise<number> {
  const [row] = await app.db
    .select({ lockedUntil: loginThrottles.locked_until })
    .from(loginThrottles)
    .where(eq(loginThrottles.key, key))
    .limit(1);
  return row?.lockedUntil ? Math.max(0, row.lockedUntil.getTime() - Date.now()) : 0;
}

export async function recordFailure(app: { db: Db }, key: string): Promise<void> {
  await app.db.delete(loginThrottles).where(lt(loginThrottles.updated_at, sql`now() - ${FORGET_AFTER}::interval`));
  const [row] = await app.db
    .insert(loginThrottles)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({ target: loginThrottles.key, set: { failures: sql`${loginThrottles.failures} + 1`, updated_at: sql`now()` } })
    .returning({ failures: loginThrottles.failures });
  const delay = delayAfter(row!.failures);
  if (delay) await app.db.update(loginThrottles).set({ locked_until: new Date(Date.now() + delay) }).where(eq(loginThrottles.key, key));
}

export async function clearFailures(app: { db: Db }, key: string): Promise<void> {
  await app.db.delete(loginThrottles).where(eq(loginThrottles.key, key));
}
