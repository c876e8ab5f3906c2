/**
 * Subscription plans. The spec shows no prices or user limits: these are Rumo's, priced in BRL
 * like Brazilian SaaS for small agencies (yearly = 10 months). Stripe price ids come from the
 * server's configuration, never from here.
 */
export const PLAN_IDS = ['solo', 'equipe', 'agencia'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export interface Plan {
  id: PlanId;
  /** Users included (owner + staff). */
  users: number;
  /** Decimal strings in BRL. */
  price: Record<BillingInterval, string>;
  highlighted?: boolean;
}

export const PLANS: readonly Plan[] = [
  { id: 'solo', users: 1, price: { month: '89.00', year: '890.00' } },
  { id: 'equipe', users: 5, price: { month: '199.00', year: '1990.00' }, highlighted: true },
  { id: 'agencia', users: 15, price: { month: '399.00', year: '3990.00' } },
];

export const planById = (id: string | null | undefined): Plan | undefined => PLANS.find((plan) => plan.id === id);
