import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { dummyPasswordHash, verifyPassword } from '../../platform/auth/password.ts';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Checks e-mail and password and issues a token; unknown e-mails cost the same time as wrong passwords. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const [user] = await app.db
    .select({ id: users.id, hash: users.password_hash, version: users.token_version, active: users.is_active })
    .from(users)
    .where(eq(sql`lower(${users.email})`, normaliseEmail(email)))
    .limit(1);
  const valid = await verifyPassword(password, user?.hash ?? (await dummyPasswordHash(app.config.passwordCost)));
  if (!user || !valid || !user.active)
    throw new AppError(400, { key: 'errors.invalidCredentials' }, { non_field_errors: [{ key: 'errors.invalidCredentials' }] });
  await app.db.update(users).set({ last_login_at: new Date() }).where(eq(users.id, user.id));
  return app.tokens.issue({ userId: user.id, version: user.version });
}

/** Revokes every token of the user by bumping the version the tokens carry. */
export async function signOut(app: FastifyInstance, userId: number): Promise<void> {
  await app.db
    .update(users)
    .set({ token_version: sql`${users.token_version} + 1` })
    .where(eq(users.id, userId));
}
