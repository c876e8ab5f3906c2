import type Stripe from 'stripe';
import type { AgencyStatus } from '@rumo/core';

/**
 * The agency status a Stripe subscription status means. Stripe is the source of truth: every
 * event re-reads the subscription, so replays and out-of-order events land on the same answer.
 */
export function agencyStatusFor(subscription: Stripe.Subscription.Status): AgencyStatus {
  switch (subscription) {
    case 'active':
    case 'trialing':
      return 'paid';
    case 'incomplete':
      return 'waiting_payment';
    case 'past_due':
    case 'unpaid':
    case 'paused':
    case 'incomplete_expired':
      return 'payment_not_made';
    case 'canceled':
      return 'canceled';
    default:
      // A status newer than this code: not paid until Stripe says so.
      return 'payment_not_made';
  }
}

/** The parts of an invoice that decide the status of a subscription paid by boleto or Pix. */
export interface InvoiceFacts {
  status: string | null;
  /** Unix seconds. */
  due_date: number | null;
  billing_reason: string | null;
}

/**
 * The agency status of a subscription and its latest invoice. A boleto or Pix subscription is
 * billed by sending an invoice (collection_method send_invoice), which Stripe keeps "active" while
 * the invoice waits: the invoice decides. Its first invoice unpaid means waiting_payment; any
 * invoice unpaid after its due date means payment_not_made.
 */
export function agencyStatusOf(
  subscription: {
    status: Stripe.Subscription.Status;
    collection_method?: string | null;
    trial_end?: number | null;
    ended_at?: number | null;
    canceled_at?: number | null;
  },
  invoice: InvoiceFacts | null,
  now = Date.now(),
): AgencyStatus {
  const base = agencyStatusFor(subscription.status);
  if (base === 'canceled' && endedWithinTrial(subscription)) return 'finished_trial';
  if (subscription.collection_method !== 'send_invoice' || base !== 'paid' || subscription.status === 'trialing') return base;
  if (!invoice || invoice.status !== 'open') return base;
  if (invoice.due_date && invoice.due_date * 1000 < now) return 'payment_not_made';
  return invoice.billing_reason === 'subscription_create' ? 'waiting_payment' : base;
}

/**
 * A subscription that ended no later than its trial never charged anything: the owner subscribed
 * during the trial and canceled before the first charge. The agency's trial is over and it has no
 * plan, which the spec calls finished_trial (it goes to the plans page), not canceled (a paying
 * customer who left, who goes to the awaiting-payment page).
 */
function endedWithinTrial(subscription: { trial_end?: number | null; ended_at?: number | null; canceled_at?: number | null }): boolean {
  const ended = subscription.ended_at ?? subscription.canceled_at;
  return subscription.trial_end != null && ended != null && ended <= subscription.trial_end;
}
