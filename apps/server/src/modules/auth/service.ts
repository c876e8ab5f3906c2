import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { translate, type Locale } from '@rumo/core';
import { passwordResetTokens, users } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../http/errors.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { actor, inTransaction, type BaseContext, type Deps } from '../../platform/context/context.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import type { Db } from '../../db/client.ts';
import { sendSecurityNotice } from './notices.ts';
import { clearFailures, recordFailure, throttleKey, throttleWait } from './throttle.ts';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const RESET_TOKEN_HOURS = 2;
export const INVITE_TOKEN_DAYS = 7;

const invalidCredentials = () =>
  new AppError(400, { key: 'errors.invalidCredentials' }, { non_field_errors: [{ key: 'errors.invalidCredentials' }] });

/**
 * The user of an e-mail, in any agency or in none yet. Unscoped on purpose: sign-in, signup, password
 * links and the uniqueness of sign-in e-mails know a person only by the address, across agencies.
 */
export async function unscopedUserByEmail(ctx: { db: Db }, email: string) {
  const [row] = await ctx.db.select().from(users).where(eq(sql`lower(${users.email})`, normaliseEmail(email))).limit(1);
  return row && { ...row, agencyId: row.agency_id };
}

/**
 * Checks e-mail and password and issues a token. A known and an unknown e-mail get the same
 * answers in the same time: both verify a hash, both count towards the throttle of that e-mail
 * from this client address, and both are told to wait once it applies.
 */
export async function signIn(ctx: BaseContext, email: string, password: string): Promise<string> {
  const normalised = normaliseEmail(email);
  const key = throttleKey(normalised, ctx.ip ?? '');
  const wait = await throttleWait(ctx, key);
  if (wait > 0) throw new AppError(429, { key: 'errors.tooManyAttempts', params: { minutes: Math.ceil(wait / 60_000) } });
  const user = await unscopedUserByEmail(ctx, normalised);
  const valid = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash(ctx.deps.config.passwordCost)));
  if (!user || !user.is_active || !valid) {
    await recordFailure(ctx, key);
    throw invalidCredentials();
  }
  await clearFailures(ctx, key);
  await ctx.db.update(users).set({ last_login_at: ctx.now }).where(eq(users.id, user.id));
  return ctx.deps.tokens.issue({ userId: user.id, version: user.token_version });
}

/** Revokes every token of the caller by bumping the version the tokens carry. */
export async function signOut(ctx: BaseContext): Promise<void> {
  await ctx.db
    .update(users)
    .set({ token_version: sql`${users.token_version} + 1` })
    .where(eq(users.id, actor(ctx)));
}

/** Signup step 1: the owner's user, without an agency until step 2. */
export async function signUp(ctx: BaseContext, input: { first_name: string; last_name: string; email: string; password: string }): Promise<string> {
  // A taken e-mail does the same work as a new one (hash, then the insert the unique index
  // refuses), so the time of the answer does not tell accounts apart.
  const passwordHash = await hashPassword(input.password, ctx.deps.config.passwordCost);
  const user = await inTransaction(ctx, async (tx) => {
    // no agency until step 2 (createAgencyProfile)
    const [row] = await tx.db
      .insert(users)
      .values({
        role: 'owner',
        first_name: input.first_name,
        last_name: input.last_name,
        email: normaliseEmail(input.email),
        password_hash: passwordHash,
        locale: ctx.locale,
      })
      .onConflictDoNothing()
      .returning({ id: users.id, version: users.token_version });
    if (!row) throw fieldError('email', 'validation.emailTaken');
    await recordAudit({ ...tx, agencyId: null, userId: row.id }, { action: 'signup', entity: 'user', entityId: row.id });
    return row;
  });
  return ctx.deps.tokens.issue({ userId: user.id, version: user.version });
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A single-use token for the reset-password page; only its hash is stored. */
export async function createPasswordToken(app: { db: Db }, userId: number, ttlMs: number): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await app.db.insert(passwordResetTokens).values({
    user_id: userId,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + ttlMs),
  });
  return token;
}

export const resetLink = (app: Pick<Deps, 'config'>, token: string, invite = false) =>
  `${app.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}${invite ? '&convite=1' : ''}`;

/**
 * Sends a reset link when the e-mail belongs to an active user. The answer never tells which, not
 * even by its time: the link is made and mailed after the answer, by `later`.
 */
export async function requestPasswordRecovery(ctx: BaseContext, email: string, later: (task: () => Promise<void>) => void): Promise<void> {
  const user = await unscopedUserByEmail(ctx, email);
  if (!user || !user.is_active) return;
  later(async () => {
    const token = await createPasswordToken(ctx, user.id, RESET_TOKEN_HOURS * 3_600_000);
    const locale = (user.locale as Locale | null) ?? ctx.locale;
    const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
    await ctx.deps.mailer.send({
      to: user.email,
      subject: t('mail.recoverySubject'),
      text: `${t('mail.recoveryBody', { name: user.first_name, hours: RESET_TOKEN_HOURS, link: resetLink(ctx.deps, token) })}\n\n${t('mail.signature')}`,
    });
    // the entry is the user's, in their agency's log
    await recordAudit({ ...ctx, agencyId: user.agencyId, userId: user.id }, { action: 'password_recovery', entity: 'user', entityId: user.id });
  });
}

/** Every outstanding reset or invitation link of the user stops working: called on any password change. */
export async function endResetLinks(db: Pick<Db, 'update'>, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ used_at: new Date() })
    .where(and(eq(passwordResetTokens.user_id, userId), isNull(passwordResetTokens.used_at)));
}

/** Sets a new password from a reset or invitation link; the link works once. */
export async function resetPassword(ctx: BaseContext, token: string, password: string): Promise<void> {
  const hash = await hashPassword(password, ctx.deps.config.passwordCost);
  const userId = await inTransaction(ctx, async (tx) => {
    const [used] = await tx.db
      .update(passwordResetTokens)
      .set({ used_at: new Date() })
      .where(
        and(
          eq(passwordResetTokens.token_hash, hashToken(token)),
          isNull(passwordResetTokens.used_at),
          gt(passwordResetTokens.expires_at, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.user_id });
    if (!used) return null;
    await tx.db
      .update(users)
      .set({
        password_hash: hash,
        token_version: sql`${users.token_version} + 1`,
        invited_at: null,
      })
      .where(eq(users.id, used.userId));
    await endResetLinks(tx.db, used.userId);
    await recordAudit({ ...tx, agencyId: null, userId: used.userId }, { action: 'password_reset', entity: 'user', entityId: used.userId });
    return used.userId;
  });
  if (userId === null) throw fieldError('token', 'validation.resetTokenInvalid');
}

/** Changes the password, revokes every other session and returns a fresh token for this one. */
export async function changePassword(ctx: BaseContext, oldPassword: string, newPassword: string): Promise<string> {
  const userId = actor(ctx);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !(await verifyPassword(oldPassword, user.password_hash))) throw fieldError('old_password', 'validation.passwordIncorrect');
  const passwordHash = await hashPassword(newPassword, ctx.deps.config.passwordCost);
  const updated = await inTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .update(users)
      .set({ password_hash: passwordHash, token_version: sql`${users.token_version} + 1` })
      .where(eq(users.id, userId))
      .returning({ version: users.token_version });
    await endResetLinks(tx.db, userId);
    await recordAudit(tx, { action: 'password_change', entity: 'user', entityId: userId });
    return row;
  });
  await sendSecurityNotice(ctx.deps, 'passwordChanged', user, ctx.locale);
  return ctx.deps.tokens.issue({ userId, version: updated!.version });
}
