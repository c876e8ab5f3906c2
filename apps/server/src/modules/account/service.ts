import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AgencyStatus, UserRole } from '@rumo/core';
import { agencies, users } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

const DAY_MS = 86_400_000;

/** Whole days of trial left (the spec's trial_date), rounded up; 0 once it has ended. */
export function trialDaysLeft(trialEndsAt: Date | null, now = new Date()): number | null {
  if (!trialEndsAt) return null;
  return Math.max(0, Math.ceil((trialEndsAt.getTime() - now.getTime()) / DAY_MS));
}

export async function accountInfo(app: FastifyInstance, userId: number) {
  const [row] = await app.db
    .select({ user: users, agency: agencies })
    .from(users)
    .leftJoin(agencies, eq(agencies.id, users.agency_id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound();
  const { user, agency } = row;
  return {
    user: {
      pk: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      picture: user.picture ?? null,
      role: user.role as UserRole,
    },
    agency: agency
      ? {
          id: agency.id,
          name: agency.name,
          status: agency.status as AgencyStatus,
          plan: agency.plan ?? null,
          trial_date: trialDaysLeft(agency.trial_ends_at),
          stripe_customer_id: agency.stripe_customer_id ?? null,
        }
      : null,
  };
}
