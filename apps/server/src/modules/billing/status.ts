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
