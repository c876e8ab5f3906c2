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
export type Deps = Pick<FastifyInstance, 'config' | 'storage' | 'fileUrls' | 'mailer' | 'jobs' | 'log' | 'places' | 'whatsapp' | 'stripe'>;

/**
 * Who acts, for which agency, when and where: built once per request (see plugin.ts) or by a job, the
 * operator command or a test with `contextFor`. Services take `(ctx, input)` and never see a request.
 */
export interface Context {
  /** The database, or the open transaction inside `inTransaction`. */
  db: Db;
  deps: Deps;
  agencyId: number;
  /** null when the system acts (a job, the operator command). */
  userId: number | null;
  role: UserRole | null;
  locale: Locale;
  ip: string | null;
  /** The request's clock: every "now" of one call is the same instant. */
  now: Date;
  /** The agency's IANA zone (agencies.timezone): what "a day" is for its trips, tasks and PDFs. */
  timeZone: string;
}

/** Runs `work` in one transaction; the context it gets writes through that transaction (audit rows too). */
export function inTransaction<T>(ctx: Context, work: (tx: Context) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (tx) => work({ ...ctx, db: tx }));
}

/** Only the agency's owner may go on. */
export function assertOwner(ctx: Context): void {
  if (ctx.role !== 'owner') throw forbidden();
}

/** The acting user; only a request has one. */
export function actor(ctx: Context): number {
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
