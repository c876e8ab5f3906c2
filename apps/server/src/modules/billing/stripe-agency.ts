import { and, eq, inArray, lte } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { agencies, subscriptions } from '../../db/schema/index.ts';
import type { Context } from '../../platform/context/context.ts';

/** The metadata key our Stripe objects name their agency by (a Stripe field, not a column). */
const AGENCY_KEY = 'agency_id';

/** What every Stripe object we create carries: the agency it belongs to. */
export const stripeMetadata = (ctx: Pick<Context, 'agencyId'>): Record<string, string> => ({ [AGENCY_KEY]: String(ctx.agencyId) });

/**
 * The agency a Stripe subscription belongs to: the one its metadata names, else the one with its
 * customer. Unscoped on purpose: a webhook or the overdue job comes with no agency, and Stripe's
 * ids are what tell it.
 */
export async function unscopedAgencyOfSubscription(db: Db, subscription: Stripe.Subscription): Promise<number | null> {
  const named = Number(subscription.metadata?.[AGENCY_KEY]);
  if (named) return named;
  const customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  const [row] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.stripe_customer_id, customerId)).limit(1);
  return row?.id ?? null;
}

/**
 * Subscriptions of every agency whose open boleto or Pix invoice is past due while the agency still
 * counts as paid or waiting. Unscoped on purpose: the hourly job looks at all agencies.
 */
export async function unscopedOverdueSubscriptions(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: subscriptions.stripe_subscription_id })
    .from(subscriptions)
    .innerJoin(agencies, eq(agencies.id, subscriptions.agency_id))
    .where(and(lte(subscriptions.open_invoice_due_at, now), inArray(agencies.status, ['paid', 'waiting_payment'])));
  return rows.map((row) => row.id);
}
