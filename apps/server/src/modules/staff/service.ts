import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PLANS, planById, translate, type Locale, type StaffCreate, type StaffListQuery, type StaffUpdate } from '@rumo/core';
import { agencies, users } from '../../db/schema/index.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import { pageOf } from '../../http/paging.ts';
import { audit } from '../../platform/audit/audit.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { pictureUpdate } from '../account/service.ts';
import { createPasswordToken, findUserByEmail, INVITE_TOKEN_DAYS, normaliseEmail, resetLink } from '../auth/service.ts';

type StaffRow = typeof users.$inferSelect;

const toStaff = (app: FastifyInstance, user: StaffRow) => ({
  id: user.id,
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  picture: app.fileUrls.url(user.picture),
  role: user.role,
  is_active: user.is_active,
  agency: user.agency_id!,
});

const SORTABLE = { first_name: users.first_name, last_name: users.last_name, email: users.email, created_at: users.created_at };

/** GET /agencies/staff/all: the agency's people, owner included, paged and searchable. */
export async function listStaff(app: FastifyInstance, request: FastifyRequest, agencyId: number, query: StaffListQuery) {
  const filters: SQL[] = [eq(users.agency_id, agencyId), eq(users.is_active, true)];
  if (query.search) {
    const like = `%${query.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(users.first_name, like), ilike(users.last_name, like), ilike(users.email, like))!);
  }
  const where = and(...filters);
  const column = SORTABLE[query.sortBy ?? 'first_name'];
  const [rows, [total]] = await Promise.all([
    app.db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.role), query.sortOrder === 'desc' ? desc(column) : asc(column), asc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    app.db.select({ n: count() }).from(users).where(where),
  ]);
  return pageOf(request, query.limit, query.offset, total?.n ?? 0, rows.map((row) => toStaff(app, row)));
}

async function findStaff(app: FastifyInstance, agencyId: number, id: number): Promise<StaffRow> {
  const [user] = await app.db.select().from(users).where(and(eq(users.id, id), eq(users.agency_id, agencyId))).limit(1);
  if (!user) throw notFound();
  return user;
}

async function sendInvitation(app: FastifyInstance, request: FastifyRequest, staff: StaffRow, agencyId: number, inviterId: number) {
  const [[agency], [inviter]] = await Promise.all([
    app.db.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, agencyId)),
    app.db.select({ first_name: users.first_name, last_name: users.last_name }).from(users).where(eq(users.id, inviterId)),
  ]);
  const token = await createPasswordToken(app, staff.id, INVITE_TOKEN_DAYS * 86_400_000);
  const locale: Locale = request.locale;
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  await app.mailer.send({
    to: staff.email,
    subject: t('mail.inviteSubject', { agency: agency?.name ?? 'Rumo' }),
    text: `${t('mail.inviteBody', {
      name: staff.first_name,
      inviter: inviter ? `${inviter.first_name} ${inviter.last_name}` : 'Rumo',
      agency: agency?.name ?? 'Rumo',
      days: INVITE_TOKEN_DAYS,
      link: resetLink(app, token, true),
      email: staff.email,
    })}\n\n${t('mail.signature')}`,
  });
}

/** Active people allowed: the plan's users, or the largest plan's while on trial. */
async function assertSeatAvailable(app: FastifyInstance, agencyId: number) {
  const [[agency], [active]] = await Promise.all([
    app.db.select({ plan: agencies.plan }).from(agencies).where(eq(agencies.id, agencyId)),
    app.db.select({ n: count() }).from(users).where(and(eq(users.agency_id, agencyId), eq(users.is_active, true))),
  ]);
  const seats = planById(agency?.plan)?.users ?? Math.max(...PLANS.map((plan) => plan.users));
  if ((active?.n ?? 0) >= seats) throw new AppError(400, { key: 'errors.planUserLimit', params: { count: seats } }, { non_field_errors: [{ key: 'errors.planUserLimit', params: { count: seats } }] });
}

/**
 * Adds a colaborador. Without a password they get an invitation e-mail to choose one; the
 * e-mail of a removed colaborador of the same agency brings them back.
 */
export async function createStaff(app: FastifyInstance, request: FastifyRequest, agencyId: number, inviterId: number, input: StaffCreate) {
  const email = normaliseEmail(input.email);
  const existing = await findUserByEmail(app, email);
  if (existing && !(existing.agency_id === agencyId && !existing.is_active && existing.role === 'staff'))
    throw fieldError('email', 'validation.emailTaken');
  await assertSeatAvailable(app, agencyId);
  const picture = (await pictureUpdate(app, input.picture, 'pictures', 'picture')) ?? null;
  const invited = !input.password;
  const passwordHash = await hashPassword(input.password ?? crypto.randomUUID(), app.config.passwordCost);
  const values = {
    agency_id: agencyId,
    role: 'staff' as const,
    first_name: input.first_name,
    last_name: input.last_name,
    email,
    password_hash: passwordHash,
    picture,
    is_active: true,
    invited_at: invited ? new Date() : null,
  };
  const [staff] = existing
    ? await app.db
        .update(users)
        .set({ ...values, token_version: sql`${users.token_version} + 1` })
        .where(eq(users.id, existing.id))
        .returning()
    : await app.db.insert(users).values(values).returning();
  if (invited) await sendInvitation(app, request, staff!, agencyId, inviterId);
  await audit(app, request, { agencyId, userId: inviterId, action: 'create', entity: 'staff', entityId: staff!.id });
  return toStaff(app, staff!);
}

/** Changes a colaborador; the owner's own account is edited in Minha conta, not here. */
export async function updateStaff(app: FastifyInstance, request: FastifyRequest, agencyId: number, actorId: number, input: StaffUpdate) {
  const staff = await findStaff(app, agencyId, input.id);
  if (staff.role === 'owner') throw new AppError(403, { key: 'errors.cannotRemoveOwner' });
  if (input.email) {
    const other = await findUserByEmail(app, input.email);
    if (other && other.id !== staff.id) throw fieldError('email', 'validation.emailTaken');
  }
  const picture = await pictureUpdate(app, input.picture, 'pictures', 'picture');
  const revoke = input.password !== undefined || input.is_active === false;
  const [updated] = await app.db
    .update(users)
    .set({
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email ? normaliseEmail(input.email) : undefined,
      picture,
      is_active: input.is_active,
      password_hash: input.password ? await hashPassword(input.password, app.config.passwordCost) : undefined,
      token_version: revoke ? sql`${users.token_version} + 1` : undefined,
    })
    .where(eq(users.id, staff.id))
    .returning();
  await audit(app, request, { agencyId, userId: actorId, action: 'update', entity: 'staff', entityId: staff.id });
  return toStaff(app, updated!);
}

/**
 * Removes a colaborador's access. The row stays (inactive) so the trips they created and the tasks
 * they own keep their history; their sessions end at once.
 */
export async function removeStaff(app: FastifyInstance, request: FastifyRequest, agencyId: number, actorId: number, id: number) {
  const staff = await findStaff(app, agencyId, id);
  if (staff.id === actorId) throw new AppError(403, { key: 'errors.cannotRemoveSelf' });
  if (staff.role === 'owner') throw new AppError(403, { key: 'errors.cannotRemoveOwner' });
  await app.db
    .update(users)
    .set({ is_active: false, token_version: sql`${users.token_version} + 1` })
    .where(eq(users.id, staff.id));
  await audit(app, request, { agencyId, userId: actorId, action: 'delete', entity: 'staff', entityId: staff.id });
}
