import { z } from 'zod';
import { AGENCY_STATUSES } from '../enums.ts';
import { choiceOf, instantSchema, optionalText, requiredText } from './common.ts';

import { BILLING_INTERVALS } from '../plans.ts';

/**
 * How a subscription is paid. Stripe supports, for a Brazilian account: card (charged
 * automatically), boleto (monthly and yearly, an invoice with a voucher) and Pix (one-time
 * payments only, so an invoice paid by QR code; offered on the yearly plan). See decisions.md.
 */
export const PAYMENT_METHODS = ['card', 'boleto', 'pix'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Intervals each method is offered for. */
export const PAYMENT_METHOD_INTERVALS: Record<PaymentMethod, readonly ('month' | 'year')[]> = {
  card: ['month', 'year'],
  boleto: ['month', 'year'],
  pix: ['year'],
};
/** Days a boleto or Pix invoice stays payable before the agency's access is suspended. */
export const INVOICE_DAYS_UNTIL_DUE = 3;

export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  interval: z.enum(BILLING_INTERVALS),
  /** Decimal string in `currency`. */
  price: z.string(),
  currency: z.string(),
  /** Null = unlimited users. */
  max_users: z.number().int().nullable(),
});
/** A plan as the API lists it (one entry per plan and interval); the catalogue is core's PLANS. */
export type PlanOffer = z.infer<typeof planSchema>;
export const planListResponseSchema = z.array(planSchema);

/**
 * POST /agencies/accounts/subscription_method: chooses a plan and starts the card payment.
 * The answer carries a hosted checkout URL to redirect to.
 */
export const subscriptionMethodSchema = z.object({
  plan: requiredText(100),
  interval: choiceOf(BILLING_INTERVALS).default('month'),
  /** card: Stripe Checkout; boleto and pix: an invoice Stripe e-mails (pix on the yearly plan only). */
  payment_method: choiceOf(PAYMENT_METHODS).default('card'),
  /** Where the checkout returns; the server accepts only its own origin. */
  success_url: optionalText(2000),
  cancel_url: optionalText(2000),
});
export type SubscriptionMethod = z.infer<typeof subscriptionMethodSchema>;
export type SubscriptionMethodInput = z.input<typeof subscriptionMethodSchema>;

export const subscriptionMethodResponseSchema = z.object({
  /** Where to pay now: the Checkout page (card) or the invoice with the boleto / Pix code; null when nothing is due yet. */
  checkout_url: z.string().nullable(),
  payment_method: z.enum(PAYMENT_METHODS).optional(),
  /** When the first charge falls (the end of the trial), or null when it is due now. */
  first_charge_at: instantSchema.nullable().optional(),
  status: z.enum(AGENCY_STATUSES),
});
export type SubscriptionMethodResponse = z.infer<typeof subscriptionMethodResponseSchema>;

/** GET /agencies/accounts/stripeInformation */
export const stripeInformationSchema = z.object({
  plan: z.string().nullable(),
  interval: z.enum(BILLING_INTERVALS).nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  current_period_end: instantSchema.nullable(),
  cancel_at_period_end: z.boolean(),
  payment_method: z.enum(PAYMENT_METHODS).nullable().optional(),
  /** The invoice still to pay by boleto or Pix, if any. */
  open_invoice: z.object({ url: z.string().nullable(), due_at: instantSchema.nullable(), amount: z.string() }).nullable().optional(),
  card: z
    .object({
      brand: z.string(),
      last4: z.string(),
      exp_month: z.number().int(),
      exp_year: z.number().int(),
    })
    .nullable(),
  invoices: z.array(
    z.object({
      id: z.string(),
      amount: z.string(),
      currency: z.string(),
      status: z.string(),
      created_at: instantSchema,
      url: z.string().nullable(),
    }),
  ),
});
export type StripeInformation = z.infer<typeof stripeInformationSchema>;

/** POST /payments/cancel-subscription: cancels at the end of the paid period. */
export const cancelSubscriptionSchema = z.object({ reason: optionalText(1000) });
export type CancelSubscription = z.infer<typeof cancelSubscriptionSchema>;
export const cancelSubscriptionResponseSchema = z.object({
  detail: z.string(),
  cancel_at_period_end: z.boolean(),
  current_period_end: instantSchema.nullable(),
});
export type CancelSubscriptionResponse = z.infer<typeof cancelSubscriptionResponseSchema>;
