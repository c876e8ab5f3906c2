import { and, desc, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import { PLANS, SUBSCRIPTION_STATUSES, planById, translate, type AgencyStatus, type BillingInterval, type Locale, type PlanId, type SubscriptionStatus } from '@rumo/core';
import { agencies, processedWebhookEvents, subscriptions, users } from '../../db/schema/index.ts';
import { billingError, fieldError, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit/audit.ts';
import { agencyStatusFor } from './status.ts';

const lookupKey = (plan: PlanId, interval: BillingInterval) => `rumo_${plan}_${interval}`;

function stripeOf(app: FastifyInstance): Stripe {
  if (!app.stripe) throw billingError(503, 'errors.pricesNotConfigured');
  return app.stripe;
}

/** Stripe errors reach the user as a localised message in `error`, never a 500. */
async function callStripe<T>(app: FastifyInstance, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    app.log.error({ err: error }, 'stripe call failed');
    throw billingError(502, 'errors.paymentProvider');
  }
}

async function agencyRow(app: FastifyInstance, agencyId: number) {
  const [agency] = await app.db.select().from(agencies).where(eq(agencies.id, agencyId)).limit(1);
  if (!agency) throw notFound();
  return agency;
}

/** Changes the agency status with its cause in the audit log; an admin block is never lifted here. */
export async function setAgencyStatus(
  app: FastifyInstance,
  agencyId: number,
  status: AgencyStatus,
  cause: Record<string, unknown>,
  extra: Partial<{ plan: string | null; stripe_subscription_id: string | null }> = {},
) {
  const agency = await agencyRow(app, agencyId);
  if (agency.status === 'blocked') return;
  await app.db.update(agencies).set({ status, ...extra }).where(eq(agencies.id, agencyId));
  if (agency.status !== status)
    await audit(app, null, { agencyId, userId: null, action: 'status_change', entity: 'agency', entityId: agencyId, details: { from: agency.status, to: status, ...cause } });
}

/** POST /agencies/accounts/create-customer-stripe: one Stripe customer per agency, created once. */
export async function ensureStripeCustomer(app: FastifyInstance, agencyId: number): Promise<string> {
  const stripe = stripeOf(app);
  const agency = await agencyRow(app, agencyId);
  if (agency.stripe_customer_id) return agency.stripe_customer_id;
  const [owner] = await app.db
    .select({ email: users.email, first_name: users.first_name, last_name: users.last_name })
    .from(users)
    .where(and(eq(users.agency_id, agencyId), eq(users.role, 'owner')))
    .limit(1);
  const customer = await callStripe(app, () =>
    stripe.customers.create(
      { name: agency.name, email: agency.email ?? owner?.email, metadata: { agency_id: String(agencyId) } },
      { idempotencyKey: `rumo-agency-customer-${agencyId}` },
    ),
  );
  await app.db.update(agencies).set({ stripe_customer_id: customer.id }).where(eq(agencies.id, agencyId));
  return customer.id;
}

/** The Stripe price of a plan, found by lookup key; created on first use from core's PLANS. */
async function priceFor(app: FastifyInstance, plan: PlanId, interval: BillingInterval): Promise<string> {
  const stripe = stripeOf(app);
  const key = lookupKey(plan, interval);
  const found = await callStripe(app, () => stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 }));
  if (found.data[0]) return found.data[0].id;
  const definition = planById(plan)!;
  const product = await callStripe(app, () =>
    stripe.products.create({ name: `Rumo ${plan}`, metadata: { plan } }, { idempotencyKey: `rumo-product-${plan}` }),
  );
  const price = await callStripe(app, () =>
    stripe.prices.create({
      product: product.id,
      currency: 'brl',
      unit_amount: Math.round(Number(definition.price[interval]) * 100),
      recurring: { interval },
      lookup_key: key,
      metadata: { plan, interval },
    }),
  );
  return price.id;
}

/**
 * POST /agencies/accounts/subscription_method: a Stripe Checkout session in subscription mode
 * for the chosen plan; the webhook moves the agency to paid when the first invoice is paid.
 */
export async function startSubscription(
  app: FastifyInstance,
  agencyId: number,
  input: { plan: string; interval: BillingInterval; success_url?: string | null; cancel_url?: string | null },
) {
  const plan = planById(input.plan);
  if (!plan) throw fieldError('plan', 'validation.invalidChoice');
  const stripe = stripeOf(app);
  const customer = await ensureStripeCustomer(app, agencyId);
  const price = await priceFor(app, plan.id, input.interval);
  const sameOrigin = (url: string | null | undefined, fallback: string) =>
    url && url.startsWith(`${app.config.publicUrl}/`) ? url : fallback;
  const session = await callStripe(app, () =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      line_items: [{ price, quantity: 1 }],
      client_reference_id: String(agencyId),
      subscription_data: { metadata: { agency_id: String(agencyId), plan: plan.id, interval: input.interval } },
      metadata: { agency_id: String(agencyId), plan: plan.id, interval: input.interval },
      success_url: sameOrigin(input.success_url, `${app.config.publicUrl}/cadastro/aguardando-pagamento`),
      cancel_url: sameOrigin(input.cancel_url, `${app.config.publicUrl}/cadastro/planos`),
      locale: 'pt-BR',
    }),
  );
  const agency = await agencyRow(app, agencyId);
  return { checkout_url: session.url ?? null, status: agency.status as AgencyStatus };
}

const periodEnd = (subscription: Stripe.Subscription): Date | null => {
  const end = subscription.items?.data?.[0]?.current_period_end;
  return end ? new Date(end * 1000) : null;
};

/** Re-reads a subscription from Stripe and brings our copy and the agency status in line with it. */
export async function syncSubscription(app: FastifyInstance, subscriptionId: string, cause: Record<string, unknown>) {
  const stripe = stripeOf(app);
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  const agencyId =
    Number(subscription.metadata?.agency_id) ||
    (await app.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.stripe_customer_id, customerId)).limit(1))[0]?.id;
  if (!agencyId) {
    app.log.warn({ subscriptionId, customerId }, 'subscription of no known agency');
    return;
  }
  const plan = subscription.metadata?.plan ?? null;
  const interval = subscription.metadata?.interval ?? null;
  const values = {
    agency_id: agencyId,
    stripe_subscription_id: subscription.id,
    plan,
    interval,
    status: subscription.status,
    current_period_end: periodEnd(subscription),
    cancel_at_period_end: subscription.cancel_at_period_end,
    canceled_at: subscription.canceled_at ? new Date(subscription.canceled_at * 1000) : null,
  };
  await app.db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({ target: subscriptions.stripe_subscription_id, set: values });
  await setAgencyStatus(app, agencyId, agencyStatusFor(subscription.status), { ...cause, subscription: subscription.id }, {
    plan,
    stripe_subscription_id: subscription.id,
  });
}

/** Handles one verified webhook event, once per event id. */
export async function handleStripeEvent(app: FastifyInstance, event: Stripe.Event) {
  const [fresh] = await app.db
    .insert(processedWebhookEvents)
    .values({ event_id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: processedWebhookEvents.event_id });
  if (!fresh) return { duplicate: true };
  const cause = { event: event.id, type: event.type };
  try {
    const object = event.data.object as unknown as Record<string, unknown>;
    const subscriptionOf = (value: unknown) =>
      typeof value === 'string' ? value : value && typeof value === 'object' ? ((value as { id?: string }).id ?? null) : null;
    let subscriptionId: string | null = null;
    if (event.type.startsWith('customer.subscription.')) subscriptionId = object.id as string;
    else if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded')
      subscriptionId = subscriptionOf(object.subscription);
    else if (event.type.startsWith('invoice.')) {
      const parent = object.parent as { subscription_details?: { subscription?: unknown } } | undefined;
      subscriptionId = subscriptionOf(parent?.subscription_details?.subscription ?? object.subscription);
    }
    if (subscriptionId) await syncSubscription(app, subscriptionId, cause);
  } catch (error) {
    // Let Stripe retry: forget the event so the retry is processed.
    await app.db.delete(processedWebhookEvents).where(eq(processedWebhookEvents.event_id, event.id));
    throw error;
  }
  return { duplicate: false };
}

/** GET /agencies/accounts/stripeInformation */
export async function stripeInformation(app: FastifyInstance, agencyId: number) {
  const stripe = stripeOf(app);
  const agency = await agencyRow(app, agencyId);
  const [current] = await app.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.agency_id, agencyId))
    .orderBy(desc(subscriptions.created_at))
    .limit(1);
  let card: { brand: string; last4: string; exp_month: number; exp_year: number } | null = null;
  let invoices: { id: string; amount: string; currency: string; status: string; created_at: Date; url: string | null }[] = [];
  if (agency.stripe_customer_id) {
    const customerId = agency.stripe_customer_id;
    const [methods, invoiceList] = await Promise.all([
      callStripe(app, () => stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 1 })),
      callStripe(app, () => stripe.invoices.list({ customer: customerId, limit: 24 })),
    ]);
    const method = methods.data[0]?.card;
    if (method) card = { brand: method.brand, last4: method.last4, exp_month: method.exp_month, exp_year: method.exp_year };
    invoices = invoiceList.data.map((invoice) => ({
      id: invoice.id ?? '',
      amount: (invoice.amount_due / 100).toFixed(2),
      currency: invoice.currency.toUpperCase(),
      status: invoice.status ?? 'draft',
      created_at: new Date(invoice.created * 1000),
      url: invoice.hosted_invoice_url ?? null,
    }));
  }
  return {
    plan: current?.plan ?? agency.plan ?? null,
    interval: (current?.interval as BillingInterval | null) ?? null,
    status: (SUBSCRIPTION_STATUSES as readonly string[]).includes(current?.status ?? '') ? (current!.status as SubscriptionStatus) : null,
    current_period_end: current?.current_period_end ?? null,
    cancel_at_period_end: current?.cancel_at_period_end ?? false,
    card,
    invoices,
  };
}

/** POST /payments/cancel-subscription: stops renewal at the end of the paid period. */
export async function cancelSubscription(app: FastifyInstance, request: FastifyRequest, agencyId: number, userId: number) {
  const stripe = stripeOf(app);
  const agency = await agencyRow(app, agencyId);
  if (!agency.stripe_subscription_id) throw billingError(400, 'errors.noSubscription');
  const subscriptionId = agency.stripe_subscription_id;
  await callStripe(app, () => stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }));
  await syncSubscription(app, subscriptionId, { action: 'cancel_requested', user: userId });
  await audit(app, request, { agencyId, userId, action: 'cancel_subscription', entity: 'agency', entityId: agencyId });
  const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.stripe_subscription_id, subscriptionId));
  return {
    detail: translate(request.locale as Locale, 'billing.cancelScheduled'),
    cancel_at_period_end: row?.cancel_at_period_end ?? true,
    current_period_end: row?.current_period_end ?? null,
  };
}

/**
 * POST /payments/portal: Stripe's customer portal, where the owner changes plan or card and sees
 * invoices; Stripe applies the proration and sends the events our webhook already follows.
 */
export async function openBillingPortal(app: FastifyInstance, agencyId: number, returnUrl?: string | null) {
  const stripe = stripeOf(app);
  const agency = await agencyRow(app, agencyId);
  if (!agency.stripe_customer_id) throw billingError(400, 'errors.noSubscription');
  const customer = agency.stripe_customer_id;
  const back = returnUrl && returnUrl.startsWith(`${app.config.publicUrl}/`) ? returnUrl : `${app.config.publicUrl}/pagamentos`;
  const session = await callStripe(app, () => stripe.billingPortal.sessions.create({ customer, return_url: back, locale: 'pt-BR' }));
  return { url: session.url };
}

/** Trials past their end become trial_expired (a job runs this every hour). */
export async function expireTrials(app: FastifyInstance, now = new Date()): Promise<number> {
  const expired = await app.db
    .update(agencies)
    .set({ status: 'trial_expired' })
    .where(and(eq(agencies.status, 'trial'), lt(agencies.trial_ends_at, now)))
    .returning({ id: agencies.id });
  for (const { id } of expired)
    await audit(app, null, { agencyId: id, userId: null, action: 'status_change', entity: 'agency', entityId: id, details: { from: 'trial', to: 'trial_expired', cause: 'trial_ended' } });
  return expired.length;
}

export const plansOffer = (app: FastifyInstance) => ({ configured: app.stripe !== null, plans: PLANS });
