import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { agencyId } from './agencies.ts';
import { createdAt, id, instant, updatedAt } from './columns.ts';

/** Plans are configuration, not a table. One row per Stripe subscription of an agency. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    agency_id: agencyId(),
    stripe_subscription_id: text().notNull().unique(),
    plan: text(),
    interval: text(),
    /** Stripe's subscription status. */
    status: text().notNull(),
    current_period_end: instant(),
    cancel_at_period_end: boolean().notNull().default(false),
    canceled_at: instant(),
    /** card (charged automatically) | boleto | pix (an invoice the customer pays by its due date). */
    payment_method: text({ enum: ['card', 'boleto', 'pix'] }).notNull().default('card'),
    /** Due date of the invoice still open, for invoices paid by boleto or Pix; null when none. */
    open_invoice_due_at: instant(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('subscriptions_agency_idx').on(t.agency_id, t.created_at)],
);

/** Stripe webhook event ids already handled: Stripe retries, handlers must run once. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  event_id: text().primaryKey(),
  type: text().notNull(),
  processed_at: createdAt(),
});
