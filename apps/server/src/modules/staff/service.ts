import { asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { PLANS, planById, translate, type Locale, type StaffCreate, type StaffListQuery, type StaffUpdate } from '@rumo/core';
import { agencies, users } from '../../db/schema/index.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import type { Page } from '../../http/paging.ts';
import { containsPattern } from '../../lib/like.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { actor, assertOwner, inTransaction, type Context } from '../../platform/context/context.ts';
import { scoped } from '../../platform/context/scoped.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { pictureUpdate } from '../account/service.ts';
import { createPasswordToken, INVITE_TOKEN_DAYS, normaliseEmail, resetLink, unscopedUserByEmail } from '../auth/service.ts';

type StaffRow = typeof users.$inferSelect;

const toStaff = (ctx: Context, user: StaffRow) => ({
  id: user.id,
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  picture: ctx.deps.fileUrls.url(user.picture),
  role: user.role,
  is_active: user.is_active,
  agency: ctx.agencyId,
});

const SORTABLE = { first_name: users.first_name, last_name: users.last_name, email: users.email, created_at: users.created_at };

/** GET /agencies/staff/all: the agency's people, owner included, paged and searchable. */
export async function listStaff(ctx: Context, query: StaffListQuery): Promise<Page<ReturnType<typeof toStaff>>> {
  const like = query.search ? containsPattern(query.search) : null;
  const where = scoped(ctx).where(
    users,
    eq(users.is_active, true),
    like ? or(ilike(users.first_name, like), ilike(users.last_name, like), ilike(users.email, like)) : undefined,
  );
  const column = SORTABLE[query.sortBy ?? 'first_name'];
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.role), query.sortOrder === 'desc' ? desc(column) : asc(column), asc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    ctx.db.select({ n: count() }).from(users).where(where),
  ]);
  return { count: total?.n ?? 0, results: rows.map((row) => toStaff(ctx, row)) };
}

async function findStaff(ctx: Context, id: number): Promise<StaffRow> {
  const [user] = await ctx.db.select().from(users).where(scoped(ctx).where(users, eq(users.id, id))).limit(1);
  if (!user) throw notFound();
  return user;
}

async function sendInvitation(ctx: Context, staff: StaffRow) {
  const [[agency], [inviter]] = await Promise.all([
    // the agency row itself: its id is the context's agency
    ctx.db.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, ctx.agencyId)),
    ctx.db.select({ first_name: users.first_name, last_name: users.last_name }).from(users).where(eq(users.id, actor(ctx))),
  ]);
  const token = await createPasswordToken(ctx, staff.id, INVITE_TOKEN_DAYS * 86_400_000);
  const locale: Locale = ctx.locale;
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  await ctx.deps.mailer.send({
    to: staff.email,
    subject: t('mail.inviteSubject', { agency: agency?.name ?? 'Rumo' }),
    text: `${t('mail.inviteBody', {
      name: staff.first_name,
      inviter: inviter ? `${inviter.first_name} ${inviter.last_name}` : 'Rumo',
      agency: agency?.name ?? 'Rumo',
      days: INVITE_TOKEN_DAYS,
      link: resetLink(ctx.deps, token, true),
      email: staff.email,
    })}\n\n${t('mail.signature')}`,
  });
}

/** Active people allowed: the plan's users, or the largest plan's while on trial. */
async function assertSeatAvailable(ctx: Context) {
  const [[agency], [active]] = await Promise.all([
    ctx.db.select({ plan: agencies.plan }).from(agencies).where(eq(agencies.id, ctx.agencyId)),
    ctx.db.select({ n: count() }).from(users).where(scoped(ctx).where(users, eq(users.is_active, true))),
  ]);
  const seats = planById(agency?.plan)?.users ?? Math.max(...PLANS.map((plan) => plan.users));
  if ((active?.n ?? 0) >= seats) throw new AppError(400, { key: 'errors.planUserLimit', params: { count: seats } }, { non_field_errors: [{ key: 'errors.planUserLimit', params: { count: seats } }] });
}

/**
 * Adds a colaborador (the owner). Without a password they get an invitation e-mail to choose one;
 * the e-mail of a removed colaborador of the same agency brings them back.
 */
export async function createStaff(ctx: Context, input: StaffCreate) {
  assertOwner(ctx);
  const email = normaliseEmail(input.email);
  const existing = await unscopedUserByEmail(ctx, email);
  if (existing && !(existing.agencyId === ctx.agencyId && !existing.is_active && existing.role === 'staff'))
    throw fieldError('email', 'validation.emailTaken');
  await assertSeatAvailable(ctx);
  const picture = (await pictureUpdate(ctx.deps, input.picture, 'pictures', 'picture')) ?? null;
  const invited = !input.password;
  const passwordHash = await hashPassword(input.password ?? crypto.randomUUID(), ctx.deps.config.passwordCost);
  const staff = await inTransaction(ctx, async (tx) => {
    const values = scoped(tx).row({
      role: 'staff' as const,
      first_name: input.first_name,
      last_name: input.last_name,
      email,
      password_hash: passwordHash,
      picture,
      is_active: true,
      invited_at: invited ? tx.now : null,
    });
    const [row] = existing
      ? await tx.db
          .update(users)
          .set({ ...values, token_version: sql`${users.token_version} + 1` })
          .where(eq(users.id, existing.id))
          .returning()
      : await tx.db.insert(users).values(values).returning();
    await recordAudit(tx, { action: 'create', entity: 'staff', entityId: row!.id });
    return row!;
  });
  if (invited) await sendInvitation(ctx, staff);
  return toStaff(ctx, staff);
}

/** Changes a colaborador (the owner); the owner's own account is edited in Minha conta, not here. */
export async function updateStaff(ctx: Context, input: StaffUpdate) {
  assertOwner(ctx);
  const staff = await findStaff(ctx, input.id);
  if (staff.role === 'owner') throw new AppError(403, { key: 'errors.cannotRemoveOwner' });
  if (input.email) {
    const other = await unscopedUserByEmail(ctx, input.email);
    if (other && other.id !== staff.id) throw fieldError('email', 'validation.emailTaken');
  }
  const picture = await pictureUpdate(ctx.deps, input.picture, 'pictures', 'picture');
  const revoke = input.password !== undefined || input.is_active === false;
  const passwordHash = input.password ? await hashPassword(input.password, ctx.deps.config.passwordCost) : undefined;
  const updated = await inTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .update(users)
      .set({
        first_name: input.first_name,
        last_name: input.last_name,
        email: input.email ? normaliseEmail(input.email) : undefined,
        picture,
        is_active: input.is_active,
        password_hash: passwordHash,
        token_version: revoke ? sql`${users.token_version} + 1` : undefined,
      })
      .where(scoped(tx).where(users, eq(users.id, staff.id)))
      .returning();
    await recordAudit(tx, { action: 'update', entity: 'staff', entityId: staff.id });
    return row!;
  });
  return toStaff(ctx, updated);
}

/**
 * Removes a colaborador's access (the owner). The row stays (inactive) so the trips they created
 * and the tasks they own keep their history; their sessions end at once.
 */
export async function removeStaff(ctx: Context, id: number) {
  assertOwner(ctx);
  const staff = await findStaff(ctx, id);
  if (staff.id === ctx.userId) throw new AppError(403, { key: 'errors.cannotRemoveSelf' });
  if (staff.role === 'owner') throw new AppError(403, { key: 'errors.cannotRemoveOwner' });
  await inTransaction(ctx, async (tx) => {
    await tx.db
      .update(users)
      .set({ is_active: false, token_version: sql`${users.token_version} + 1` })
      .where(scoped(tx).where(users, eq(users.id, staff.id)));
    await recordAudit(tx, { action: 'delete', entity: 'staff', entityId: staff.id });
  });
}
