import { and, count, desc, eq, ilike, inArray, max, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { planById, type AgencyStatus, type OperatorAgency, type OperatorAgencyDetail, type UserRole } from '@rumo/core';
import { agencies, auditLog, subscriptions, travels, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit/audit.ts';
import { normaliseEmail } from '../auth/service.ts';

/** Who acts: an operator signed in to the web app, or the command line on the server. */
export type OperatorActor = { userId: number } | { cli: string };

const DAY_MS = 86_400_000;
const auditedBy = (actor: OperatorActor) => ('userId' in actor ? { userId: actor.userId, by: 'web' } : { userId: null, by: `cli:${actor.cli}` });

/** Monthly revenue in cents: only a paid agency pays; a yearly price counts a twelfth. */
function monthlyCents(status: string, plan: string | null, interval: string | null): number {
  const definition = planById(plan);
  if (status !== 'paid' || !definition) return 0;
  return interval === 'year' ? Math.round((Number(definition.price.year) * 100) / 12) : Math.round(Number(definition.price.month) * 100);
}
const money = (cents: number) => (cents / 100).toFixed(2);

/** The operator's view of agencies: account and subscription figures, no clients or trips themselves. */
export async function listAgencies(app: FastifyInstance, search?: string) {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const matching = pattern
    ? or(
        ilike(agencies.name, pattern),
        ilike(agencies.email, pattern),
        inArray(agencies.id, app.db.select({ id: users.agency_id }).from(users).where(ilike(users.email, pattern))),
      )
    : undefined;
  const rows = await app.db.select().from(agencies).where(matching).orderBy(desc(agencies.created_at)).limit(500);
  const ids = rows.map((row) => row.id);
  const all = await summaries(app, ids);
  const results = rows.map((row) => all.get(row.id)!);
  const paid = await app.db
    .select({ status: agencies.status, plan: agencies.plan, id: agencies.id })
    .from(agencies)
    .where(eq(agencies.status, 'paid'));
  const intervals = await latestIntervals(app, paid.map((row) => row.id));
  const total = paid.reduce((sum, row) => sum + monthlyCents(row.status, row.plan, intervals.get(row.id) ?? null), 0);
  return { count: results.length, results, monthly_revenue_total: money(total) };
}

async function latestIntervals(app: FastifyInstance, ids: number[]): Promise<Map<number, string | null>> {
  if (!ids.length) return new Map();
  const rows = await app.db
    .select({ agencyId: subscriptions.agency_id, interval: subscriptions.interval })
    .from(subscriptions)
    .where(inArray(subscriptions.agency_id, ids))
    .orderBy(subscriptions.created_at);
  return new Map(rows.map((row) => [row.agencyId, row.interval]));
}

async function summaries(app: FastifyInstance, ids: number[]): Promise<Map<number, OperatorAgency>> {
  if (!ids.length) return new Map();
  const [rows, people, trips, activity, intervals] = await Promise.all([
    app.db.select().from(agencies).where(inArray(agencies.id, ids)),
    app.db
      .select({ agencyId: users.agency_id, users: count(), lastLogin: max(users.last_login_at) })
      .from(users)
      .where(and(inArray(users.agency_id, ids), eq(users.is_active, true)))
      .groupBy(users.agency_id),
    app.db.select({ agencyId: travels.agency_id, trips: count() }).from(travels).where(inArray(travels.agency_id, ids)).groupBy(travels.agency_id),
    app.db
      .select({ agencyId: auditLog.agency_id, last: max(auditLog.created_at) })
      .from(auditLog)
      .where(and(inArray(auditLog.agency_id, ids), sql`${auditLog.action} not like 'operator_%'`))
      .groupBy(auditLog.agency_id),
    latestIntervals(app, ids),
  ]);
  const owners = await app.db
    .select({ agencyId: users.agency_id, email: users.email })
    .from(users)
    .where(and(inArray(users.agency_id, ids), eq(users.role, 'owner')));
  const byId = <T extends { agencyId: number | null }>(list: T[]) => new Map(list.map((item) => [item.agencyId, item]));
  const peopleOf = byId(people);
  const tripsOf = byId(trips);
  const activityOf = byId(activity);
  const ownerOf = byId(owners);
  const latest = (...dates: (Date | null | undefined)[]) =>
    dates.filter((d): d is Date => d instanceof Date).sort((a, b) => b.getTime() - a.getTime())[0] ?? null;
  return new Map(
    rows.map((row) => {
      const interval = intervals.get(row.id) ?? null;
      const summary: OperatorAgency = {
        id: row.id,
        name: row.name,
        status: row.status as AgencyStatus,
        plan: row.plan ?? null,
        interval,
        trial_ends_at: row.trial_ends_at ?? null,
        owner_email: ownerOf.get(row.id)?.email ?? null,
        users: Number(peopleOf.get(row.id)?.users ?? 0),
        trips: Number(tripsOf.get(row.id)?.trips ?? 0),
        last_activity_at: latest(toDate(peopleOf.get(row.id)?.lastLogin), toDate(activityOf.get(row.id)?.last)),
        monthly_revenue: money(monthlyCents(row.status, row.plan, interval)),
        created_at: row.created_at,
      };
      return [row.id, summary];
    }),
  );
}

// max() of a timestamp comes back as a string on some drivers.
const toDate = (value: unknown): Date | null => (value == null ? null : value instanceof Date ? value : new Date(String(value)));

export async function agencyDetail(app: FastifyInstance, agencyId: number): Promise<OperatorAgencyDetail> {
  const summary = (await summaries(app, [agencyId])).get(agencyId);
  if (!summary) throw notFound();
  const [people, history] = await Promise.all([
    app.db.select().from(users).where(eq(users.agency_id, agencyId)).orderBy(users.role, users.id),
    app.db
      .select({ action: auditLog.action, details: auditLog.details, created_at: auditLog.created_at })
      .from(auditLog)
      .where(and(eq(auditLog.agency_id, agencyId), or(eq(auditLog.action, 'status_change'), sql`${auditLog.action} like 'operator_%'`)))
      .orderBy(desc(auditLog.created_at))
      .limit(50),
  ]);
  return {
    ...summary,
    people: people.map((user) => ({
      id: user.id,
      name: `${user.first_name} ${user.last_name}`.trim(),
      email: user.email,
      role: user.role as UserRole,
      is_operator: user.is_operator,
      last_login_at: user.last_login_at ?? null,
    })),
    history: history.map((entry) => ({ ...entry, details: entry.details ?? null })),
  };
}

/** The agency of a user's e-mail (owner or staff), or of the agency's own e-mail. */
export async function agencyIdByEmail(app: FastifyInstance, email: string): Promise<number> {
  const address = normaliseEmail(email);
  const [user] = await app.db.select({ agencyId: users.agency_id }).from(users).where(sql`lower(${users.email}) = ${address}`).limit(1);
  if (user?.agencyId) return user.agencyId;
  const [agency] = await app.db.select({ id: agencies.id }).from(agencies).where(sql`lower(${agencies.email}) = ${address}`).limit(1);
  if (agency) return agency.id;
  throw notFound();
}

async function agencyRow(app: FastifyInstance, agencyId: number) {
  const [row] = await app.db.select().from(agencies).where(eq(agencies.id, agencyId)).limit(1);
  if (!row) throw notFound();
  return row;
}

async function record(app: FastifyInstance, actor: OperatorActor, agencyId: number, action: string, details: Record<string, unknown>) {
  const { userId, by } = auditedBy(actor);
  await audit(app, null, { agencyId, userId, action, entity: 'agency', entityId: agencyId, details: { ...details, by } });
}

/** Blocks an agency: from its next call it keeps only sign-in and account info. */
export async function blockAgency(app: FastifyInstance, actor: OperatorActor, agencyId: number) {
  const agency = await agencyRow(app, agencyId);
  if (agency.status !== 'blocked') {
    await app.db.update(agencies).set({ status: 'blocked' }).where(eq(agencies.id, agencyId));
    await record(app, actor, agencyId, 'operator_block', { from: agency.status, to: 'blocked' });
  }
  return agencyDetail(app, agencyId);
}

/** Lifts a block: back to the status the agency had before it. */
export async function unblockAgency(app: FastifyInstance, actor: OperatorActor, agencyId: number) {
  const agency = await agencyRow(app, agencyId);
  if (agency.status === 'blocked') {
    const [lastBlock] = await app.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.agency_id, agencyId), eq(auditLog.action, 'operator_block')))
      .orderBy(desc(auditLog.created_at))
      .limit(1);
    const before = lastBlock?.details?.from as AgencyStatus | undefined;
    const fallback: AgencyStatus = agency.trial_ends_at && agency.trial_ends_at.getTime() > Date.now() ? 'trial' : 'trial_expired';
    const status: AgencyStatus = before && before !== 'blocked' ? before : fallback;
    await app.db.update(agencies).set({ status }).where(eq(agencies.id, agencyId));
    await record(app, actor, agencyId, 'operator_unblock', { from: 'blocked', to: status });
  }
  return agencyDetail(app, agencyId);
}

/** Gives an agency more trial days, counted from today when its trial already ended. */
export async function extendTrial(app: FastifyInstance, actor: OperatorActor, agencyId: number, days: number) {
  if (!Number.isInteger(days) || days < 1 || days > 365) throw new AppError(400, { key: 'validation.invalid' }, { days: [{ key: 'validation.invalid' }] });
  const agency = await agencyRow(app, agencyId);
  const from = Math.max(Date.now(), agency.trial_ends_at?.getTime() ?? 0);
  const trialEndsAt = new Date(from + days * DAY_MS);
  const reopens = agency.status === 'trial_expired' || agency.status === 'finished_trial';
  await app.db
    .update(agencies)
    .set({ trial_ends_at: trialEndsAt, ...(reopens ? { status: 'trial' as const } : {}) })
    .where(eq(agencies.id, agencyId));
  await record(app, actor, agencyId, 'operator_extend_trial', {
    days,
    trial_ends_at: trialEndsAt.toISOString(),
    ...(reopens ? { from: agency.status, to: 'trial' } : {}),
  });
  return agencyDetail(app, agencyId);
}

/** Makes a user an operator. */
export async function grantOperator(app: FastifyInstance, actor: OperatorActor, email: string) {
  const address = normaliseEmail(email);
  const [user] = await app.db
    .update(users)
    .set({ is_operator: true })
    .where(sql`lower(${users.email}) = ${address}`)
    .returning({ id: users.id, agencyId: users.agency_id, email: users.email });
  if (!user) throw notFound();
  const { userId, by } = auditedBy(actor);
  await audit(app, null, { agencyId: user.agencyId, userId, action: 'operator_grant', entity: 'user', entityId: user.id, details: { email: user.email, by } });
  return { id: user.id, email: user.email, is_operator: true };
}

export async function isOperator(app: FastifyInstance, userId: number): Promise<boolean> {
  const [row] = await app.db.select({ is_operator: users.is_operator }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.is_operator ?? false;
}

