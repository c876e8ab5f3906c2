import { and, count, desc, eq, ilike, inArray, max, or, sql } from 'drizzle-orm';
import { planById, type AgencyStatus, type OperatorAgency, type OperatorAgencyDetail, type UserRole } from '@rumo/core';
import type { Db } from '../../db/client.ts';
import { agencies, auditLog, subscriptions, travels, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { forAgency, inTransaction, type BaseContext, type Context } from '../../platform/context/context.ts';
import { scoped } from '../../platform/context/scoped.ts';
import { normaliseEmail } from '../auth/service.ts';

/*
 * The operator area sees every agency by design: it lists them, finds one by a user's e-mail and
 * grants operators of any agency. Those queries are the `unscoped…` functions below; an action on
 * one agency (block, unblock, extend the trial, its detail) acts through a context of that agency.
 */

/** Who acts: an operator signed in to the web app, or the command line on the server. */
export type OperatorActor = { userId: number } | { cli: string };

const DAY_MS = 86_400_000;
const auditedBy = (actor: OperatorActor) => ('userId' in actor ? { userId: actor.userId, by: 'web' } : { userId: null, by: `cli:${actor.cli}` });

/** The operator acting on one agency: its rows through `scoped`, audit entries in its log with the operator as user. */
const onAgency = (system: BaseContext, actor: OperatorActor, agencyId: number) =>
  forAgency({ ...system, userId: auditedBy(actor).userId }, agencyId);

/** Monthly revenue in cents: only a paid agency pays; a yearly price counts a twelfth. */
function monthlyCents(status: string, plan: string | null, interval: string | null): number {
  const definition = planById(plan);
  if (status !== 'paid' || !definition) return 0;
  return interval === 'year' ? Math.round((Number(definition.price.year) * 100) / 12) : Math.round(Number(definition.price.month) * 100);
}
const money = (cents: number) => (cents / 100).toFixed(2);

/** The operator's view of agencies: account and subscription figures, no clients or trips themselves. */
export async function unscopedListAgencies(system: BaseContext, search?: string) {
  const { db } = system;
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const matching = pattern
    ? or(
        ilike(agencies.name, pattern),
        ilike(agencies.email, pattern),
        inArray(agencies.id, db.select({ id: users.agency_id }).from(users).where(ilike(users.email, pattern))),
      )
    : undefined;
  const rows = await db.select().from(agencies).where(matching).orderBy(desc(agencies.created_at)).limit(500);
  const ids = rows.map((row) => row.id);
  const all = await unscopedSummaries(db, ids);
  const results = rows.map((row) => all.get(row.id)!);
  const paid = await db
    .select({ status: agencies.status, plan: agencies.plan, id: agencies.id })
    .from(agencies)
    .where(eq(agencies.status, 'paid'));
  const intervals = await unscopedLatestIntervals(db, paid.map((row) => row.id));
  const total = paid.reduce((sum, row) => sum + monthlyCents(row.status, row.plan, intervals.get(row.id) ?? null), 0);
  return { count: results.length, results, monthly_revenue_total: money(total) };
}

/** Each agency's latest subscription interval. */
async function unscopedLatestIntervals(db: Db, ids: number[]): Promise<Map<number, string | null>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ agencyId: subscriptions.agency_id, interval: subscriptions.interval })
    .from(subscriptions)
    .where(inArray(subscriptions.agency_id, ids))
    .orderBy(subscriptions.created_at);
  return new Map(rows.map((row) => [row.agencyId, row.interval]));
}

/** The operator's figures of many agencies at once: a handful of grouped queries, not one per agency. */
async function unscopedSummaries(db: Db, ids: number[]): Promise<Map<number, OperatorAgency>> {
  if (!ids.length) return new Map();
  const [rows, people, trips, activity, intervals] = await Promise.all([
    db.select().from(agencies).where(inArray(agencies.id, ids)),
    db
      .select({ agencyId: users.agency_id, users: count(), lastLogin: max(users.last_login_at) })
      .from(users)
      .where(and(inArray(users.agency_id, ids), eq(users.is_active, true)))
      .groupBy(users.agency_id),
    db.select({ agencyId: travels.agency_id, trips: count() }).from(travels).where(inArray(travels.agency_id, ids)).groupBy(travels.agency_id),
    db
      .select({ agencyId: auditLog.agency_id, last: max(auditLog.created_at) })
      .from(auditLog)
      .where(and(inArray(auditLog.agency_id, ids), sql`${auditLog.action} not like 'operator_%'`))
      .groupBy(auditLog.agency_id),
    unscopedLatestIntervals(db, ids),
  ]);
  const owners = await db
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

/** One agency's figures, people and status history. */
export async function agencyDetail(system: BaseContext, agencyId: number): Promise<OperatorAgencyDetail> {
  const summary = (await unscopedSummaries(system.db, [agencyId])).get(agencyId);
  if (!summary) throw notFound();
  const ctx = await forAgency(system, agencyId);
  const { where } = scoped(ctx);
  const [people, history] = await Promise.all([
    ctx.db.select().from(users).where(where(users)).orderBy(users.role, users.id),
    ctx.db
      .select({ action: auditLog.action, details: auditLog.details, created_at: auditLog.created_at })
      .from(auditLog)
      .where(where(auditLog, or(eq(auditLog.action, 'status_change'), sql`${auditLog.action} like 'operator_%'`)))
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

/** The agency of a user's e-mail (owner or staff), or of the agency's own e-mail: the operator names agencies by e-mail. */
export async function unscopedAgencyIdByEmail(system: BaseContext, email: string): Promise<number> {
  const address = normaliseEmail(email);
  const [user] = await system.db.select({ agencyId: users.agency_id }).from(users).where(sql`lower(${users.email}) = ${address}`).limit(1);
  if (user?.agencyId) return user.agencyId;
  const [agency] = await system.db.select({ id: agencies.id }).from(agencies).where(sql`lower(${agencies.email}) = ${address}`).limit(1);
  if (agency) return agency.id;
  throw notFound();
}

/** The agency's own row: its id is the context's agency. */
const ownAgency = (ctx: Context) => eq(agencies.id, ctx.agencyId);

/**
 * Changes the agency's row with `change` (given the row, locked) and records it, in one transaction;
 * `change` answers the audit action and details, or null when there is nothing to do.
 */
async function changeAgency(
  system: BaseContext,
  actor: OperatorActor,
  agencyId: number,
  change: (agency: typeof agencies.$inferSelect, tx: Context) => Promise<{ action: string; details: Record<string, unknown> } | null>,
) {
  const ctx = await onAgency(system, actor, agencyId);
  await inTransaction(ctx, async (tx) => {
    const [agency] = await tx.db.select().from(agencies).where(ownAgency(tx)).for('update');
    if (!agency) throw notFound();
    const done = await change(agency, tx);
    if (done)
      await recordAudit(tx, { action: done.action, entity: 'agency', entityId: agencyId, details: { ...done.details, by: auditedBy(actor).by } });
  });
  return agencyDetail(system, agencyId);
}

/** Blocks an agency: from its next call it keeps only sign-in and account info. */
export function blockAgency(system: BaseContext, actor: OperatorActor, agencyId: number) {
  return changeAgency(system, actor, agencyId, async (agency, tx) => {
    if (agency.status === 'blocked') return null;
    await tx.db.update(agencies).set({ status: 'blocked' }).where(ownAgency(tx));
    return { action: 'operator_block', details: { from: agency.status, to: 'blocked' } };
  });
}

/** Lifts a block: back to the status the agency had before it. */
export function unblockAgency(system: BaseContext, actor: OperatorActor, agencyId: number) {
  return changeAgency(system, actor, agencyId, async (agency, tx) => {
    if (agency.status !== 'blocked') return null;
    const [lastBlock] = await tx.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(scoped(tx).where(auditLog, eq(auditLog.action, 'operator_block')))
      .orderBy(desc(auditLog.created_at))
      .limit(1);
    const before = lastBlock?.details?.from as AgencyStatus | undefined;
    const fallback: AgencyStatus = agency.trial_ends_at && agency.trial_ends_at.getTime() > tx.now.getTime() ? 'trial' : 'trial_expired';
    const status: AgencyStatus = before && before !== 'blocked' ? before : fallback;
    await tx.db.update(agencies).set({ status }).where(ownAgency(tx));
    return { action: 'operator_unblock', details: { from: 'blocked', to: status } };
  });
}

/** Gives an agency more trial days, counted from today when its trial already ended. */
export function extendTrial(system: BaseContext, actor: OperatorActor, agencyId: number, days: number) {
  if (!Number.isInteger(days) || days < 1 || days > 365) throw new AppError(400, { key: 'validation.invalid' }, { days: [{ key: 'validation.invalid' }] });
  return changeAgency(system, actor, agencyId, async (agency, tx) => {
    const from = Math.max(tx.now.getTime(), agency.trial_ends_at?.getTime() ?? 0);
    const trialEndsAt = new Date(from + days * DAY_MS);
    const reopens = agency.status === 'trial_expired' || agency.status === 'finished_trial';
    await tx.db
      .update(agencies)
      .set({ trial_ends_at: trialEndsAt, ...(reopens ? { status: 'trial' as const } : {}) })
      .where(ownAgency(tx));
    return {
      action: 'operator_extend_trial',
      details: { days, trial_ends_at: trialEndsAt.toISOString(), ...(reopens ? { from: agency.status, to: 'trial' } : {}) },
    };
  });
}

/** Makes a user of any agency an operator, found by e-mail; the entry goes to that user's agency log. */
export async function unscopedGrantOperator(system: BaseContext, actor: OperatorActor, email: string) {
  const address = normaliseEmail(email);
  const { userId, by } = auditedBy(actor);
  return inTransaction(system, async (tx) => {
    const [user] = await tx.db
      .update(users)
      .set({ is_operator: true })
      .where(sql`lower(${users.email}) = ${address}`)
      .returning({ id: users.id, agencyId: users.agency_id, email: users.email });
    if (!user) throw notFound();
    await recordAudit({ ...tx, agencyId: user.agencyId, userId }, { action: 'operator_grant', entity: 'user', entityId: user.id, details: { email: user.email, by } });
    return { id: user.id, email: user.email, is_operator: true };
  });
}

/** Whether the caller is an operator. */
export async function isOperator(caller: BaseContext): Promise<boolean> {
  if (caller.userId === null) return false;
  const [row] = await caller.db.select({ is_operator: users.is_operator }).from(users).where(eq(users.id, caller.userId)).limit(1);
  return row?.is_operator ?? false;
}
