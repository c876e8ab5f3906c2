import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, timeZoneOr, type Locale, type UserRole } from '@rumo/core';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/index.ts';
import { forbidden } from '../../http/errors.ts';

/**
 * What a service may use besides the database: the app's long-lived parts. The Fastify instance has
 * them all; a job or the operator command passes the same instance (or any object with these parts).
 */
export type Deps = Pick<
  FastifyInstance,
  'config' | 'storage' | 'fileUrls' | 'mailer' | 'jobs' | 'log' | 'places' | 'whatsapp' | 'stripe' | 'tokens' | 'readCache'
>;

/**
 * Who calls, from where and when, before or beside any one agency: sign-in, signup and password
 * links (no agency yet, or the agency of a user found by e-mail), the user's own account, the
 * operator area, Stripe's webhooks and jobs over every agency. `agencyId` is the caller's own agency
 * when there is one; it never opens `scoped` (that takes a `Context`).
 */
export interface BaseContext {
  /** The database, or the open transaction inside `inTransaction`. */
  db: Db;
  deps: Deps;
  agencyId: number | null;
  /** null when the system acts (a job, the operator command, a webhook) or nobody is signed in. */
  userId: number | null;
  locale: Locale;
  ip: string | null;
  /** The call's clock: every "now" of one call is the same instant. */
  now: Date;
}

/**
 * Who acts, for which agency, when and where: built once per request (see plugin.ts) or by a job, the
 * operator command or a test with `contextFor`. Services take `(ctx, input)` and never see a request.
 */
export interface Context extends BaseContext {
  agencyId: number;
  role: UserRole | null;
  /** The agency's IANA zone (agencies.timezone): what "a day" is for its trips, tasks and PDFs. */
  timeZone: string;
}

/** Runs `work` in one transaction; the context it gets writes through that transaction (audit rows too). */
export async function inTransaction<C extends BaseContext, T>(ctx: C, work: (tx: C) => Promise<T>): Promise<T> {
  const result = await ctx.db.transaction(async (tx) => work({ ...ctx, db: tx }));
  // What this process keeps of the agency (answers, its status) goes now, before the change's own
  // notification comes back: the caller, a job or the operator command, reads its write at once.
  if (ctx.agencyId !== null) ctx.deps.readCache?.changed(ctx.agencyId);
  else ctx.deps.readCache?.changedAll();
  return result;
}

/** Only the agency's owner may go on. */
export function assertOwner(ctx: Context): void {
  if (ctx.role !== 'owner') throw forbidden();
}

/** The acting user; only a request has one. */
export function actor(ctx: BaseContext): number {
  if (ctx.userId === null) throw forbidden();
  return ctx.userId;
}

/** The agency's zone, or the default one when the agency is gone or its zone unknown. */
export async function agencyTimeZone(db: Db, agencyId: number): Promise<string> {
  const [row] = await db.select({ timezone: agencies.timezone }).from(agencies).where(eq(agencies.id, agencyId)).limit(1);
  return timeZoneOr(row?.timezone);
}

export interface ContextOptions {
  userId?: number | null;
  role?: UserRole | null;
  locale?: Locale;
  ip?: string | null;
  now?: Date;
  timeZone?: string;
}

/** A context without a request: jobs, the operator command and tests. Reads the agency's zone unless given. */
export async function contextFor(
  app: Deps & { db: Db },
  agencyId: number,
  options: ContextOptions = {},
): Promise<Context> {
  return {
    db: app.db,
    deps: app,
    agencyId,
    userId: options.userId ?? null,
    role: options.role ?? null,
    locale: options.locale ?? DEFAULT_LOCALE,
    ip: options.ip ?? null,
    now: options.now ?? new Date(),
    timeZone: options.timeZone ?? (await agencyTimeZone(app.db, agencyId)),
  };
}

/** A context of the system acting for no agency: jobs over every agency, the operator command, webhooks. */
export function systemContext(app: Deps & { db: Db }, options: Pick<ContextOptions, 'userId' | 'locale' | 'ip' | 'now'> = {}): BaseContext {
  return {
    db: app.db,
    deps: app,
    agencyId: null,
    userId: options.userId ?? null,
    locale: options.locale ?? DEFAULT_LOCALE,
    ip: options.ip ?? null,
    now: options.now ?? new Date(),
  };
}

/** The same caller acting for one agency (the operator on the agency it manages, a webhook on the agency Stripe named). */
export async function forAgency(base: BaseContext, agencyId: number, options: Pick<ContextOptions, 'role' | 'timeZone'> = {}): Promise<Context> {
  return {
    ...base,
    agencyId,
    role: options.role ?? null,
    timeZone: options.timeZone ?? (await agencyTimeZone(base.db, agencyId)),
  };
}
