import type { SubscriptionStatus } from '@rumo/core';

/** Colour of the dot of each status badge (dot badges keep the text dark: light badges fall under 4.5:1). */
export const SUBSCRIPTION_STATUS_COLORS: Record<SubscriptionStatus, string> = {
  active: 'green',
  trialing: 'blue',
  past_due: 'orange',
  unpaid: 'red',
  incomplete: 'orange',
  incomplete_expired: 'red',
  canceled: 'gray',
  paused: 'gray',
};

export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_COLORS: Record<InvoiceStatus, string> = {
  draft: 'gray',
  open: 'orange',
  paid: 'green',
  uncollectible: 'red',
  void: 'gray',
};

export const isInvoiceStatus = (value: string): value is InvoiceStatus =>
  (INVOICE_STATUSES as readonly string[]).includes(value);

/** Stripe's card brand codes as the brands write their names. */
const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

export function cardBrandName(brand: string): string {
  return BRANDS[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** Subscriptions that will charge again at the end of the period. */
export const RENEWING: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];
