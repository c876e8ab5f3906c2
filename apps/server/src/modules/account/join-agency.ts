import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/**
 * Signup step 2 gives the owner the agency just made: the one write of a user's agency, and where
 * every later context's agency comes from. Unscoped on purpose: the user has no agency yet. False
 * when the user already has one (a second step 2), so the caller rolls the new agency back.
 */
export async function unscopedJoinAgency(db: Db, userId: number, agencyId: number): Promise<boolean> {
  const joined = await db
    .update(users)
    .set({ agency_id: agencyId, role: 'owner' })
    .where(and(eq(users.id, userId), isNull(users.agency_id)))
    .returning({ id: users.id });
  return joined.length > 0;
}
