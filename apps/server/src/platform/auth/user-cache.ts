import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** What the auth guard needs of a user: the token version decides whether a token still holds. */
export interface AuthUser {
  id: number;
  agencyId: number | null;
  role: string;
  version: number;
  active: boolean;
}

/** Channel of the users trigger (migration 0009): any process that changes these columns notifies. */
export const USER_AUTH_CHANNEL = 'rumo_user_auth';

/**
 * The users the guard has seen, kept until the database says they changed. A trigger on users
 * notifies every process (LISTEN/NOTIFY) when a token version, the active flag, the agency or the
 * role changes, in whichever process or job it happens, and the entry is dropped; a revoked token is
 * refused as soon as the notification arrives (milliseconds after the commit). While the listening
 * connection is down nothing is cached and every request reads the user, as before.
 */
export function createUserCache(database: Database) {
  const cache = new Map<number, AuthUser>();
  let listening = false;
  // Bumped on every change: a read that started before a change must not store what it read.
  let generation = 0;
  let stop: (() => Promise<void>) | null = null;

  const forget = (payload: string) => {
    generation++;
    cache.delete(Number(payload));
  };
  const lost = () => {
    listening = false;
    generation++;
    cache.clear();
  };

  async function read(id: number): Promise<AuthUser | undefined> {
    const [user] = await database.db
      .select({ id: users.id, agencyId: users.agency_id, role: users.role, version: users.token_version, active: users.is_active })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    return user;
  }

  return {
    async start() {
      try {
        stop = await database.listen(USER_AUTH_CHANNEL, forget, lost);
        listening = true;
      } catch {
        listening = false;
      }
    },
    async get(id: number): Promise<AuthUser | undefined> {
      const cached = cache.get(id);
      if (cached) return cached;
      const started = generation;
      const user = await read(id);
      if (user && listening && started === generation) cache.set(id, user);
      return user;
    },
    async close() {
      listening = false;
      cache.clear();
      // The database may already be closing (hooks of one close run in any order); listening ends with it.
      await stop?.().catch(() => {});
    },
  };
}
export type UserCache = ReturnType<typeof createUserCache>;
