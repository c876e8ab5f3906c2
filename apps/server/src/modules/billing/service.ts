import { and, desc, eq, lte } from 'drizzle-orm';
import type Stripe from 'stripe';
import {
  INVOICE_DAYS_UNTIL_DUE,
  PAYMENT_METHOD_INTERVALS,
  PLANS,
  SUBSCRIPTION_STATUSES,
  planById,
  translate,
  type AgencyStatus,
  type BillingInterval,
  type PaymentMethod,
  type PlanId,
  type SubscriptionStatus,
} from '@rumo/core';
import { agencies, processedWebhookEvents, subscriptions, users } from '../../db/schema/index.ts';
import { billingError, fieldError, notFound } from '../../http/errors.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { assertOwner, forAgency, inTransaction, type BaseContext, type Context, type Deps } from '../../platform/context/context.ts';
import { scoped } from '../../platform/context/scoped.ts';
import { stripeMetadata, unscopedAgencyOfSubscription, unscopedOverdueSubscriptions } from './stripe-agency.ts';
import { agencyStatusOf, type InvoiceFacts } from './status.ts';

const lookupKey = (plan: PlanId, interval: BillingInterval) => `rumo_${plan}_${interval}`;

function stripeOf(ctx: BaseContext): Stripe {
  if (!ctx.deps.stripe) throw billingError(503, 'errors.pricesNotConfigured');
  return ctx.deps.stripe;
}

/** Stripe errors reach the user as a localised message in `error`, never a 500. */
async function callStripe<T>(ctx: BaseContext, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    ctx.deps.log.error({ err: error }, 'stripe call failed');
    throw billingError(502, 'errors.paymentProvider');
  }
}

/** The agency's own row: its id is the context's agency. */
const ownAgency = (ctx: Context) => eq(agencies.id, ctx.agencyId);

async function agencyRow(ctx: Context) {
  const [agency] = await ctx.db.select().from(agencies).where(ownAgency(ctx)).limit(1);
  if (!agency) throw notFound();
  return agency;
}

/** Changes the agency status with its cause in the audit log, in one transaction; an admin block is never lifted here. */
export async function setAgencyStatus(
  ctx: Context,
  status: AgencyStatus,
  cause: Record<string, unknown>,
  extra: Partial<{ plan: string | null; stripe_subscription_id: string | null }> = {},
) {
  await inTransaction(ctx, async (tx) => {
    const [agency] = await tx.db.select({ status: agencies.status }).from(agencies).where(ownAgency(tx)).for('update');
    if (!agency || agency.status === 'blocked') return;
    await tx.db.update(agencies).set({ status, ...extra }).where(ownAgency(tx));
    if (agency.status !== status)
      await recordAudit(tx, { action: 'status_change', entity: 'agency', entityId: tx.agencyId, details: { from: agency.status, to: status, ...cause } });
  });
}

/** POST /agencies/accounts/create-customer-stripe: one Stripe customer per agency, created once. */
export async function ensureStripeCustomer(ctx: Context): Promise<string> {
  assertOwner(ctx);
  const stripe = stripeOf(ctx);
  const agency = await agencyRow(ctx);
  if (agency.stripe_customer_id) return agency.stripe_customer_id;
  const [owner] = await ctx.db
    .select({ email: users.email, first_name: users.first_name, last_name: users.last_name })
    .from(users)
    .where(scoped(ctx).where(users, eq(users.role, 'owner')))
    .limit(1);
  const customer = await callStripe(ctx, () =>
    stripe.customers.create(
      { name: agency.name, email: agency.email ?? owner?.email, metadata: stripeMetadata(ctx) },
      { idempotencyKey: `rumo-agency-customer-${ctx.agencyId}` },
    ),
  );
  await ctx.db.update(agencies).set({ stripe_customer_id: customer.id }).where(ownAgency(ctx));
  return customer.id;
}

/** The Stripe price of a plan, found by lookup key; created on first use from core's PLANS. */
async function priceFor(ctx: BaseContext, plan: PlanId, interval: BillingInterval): Promise<string> {
  const stripe = stripeOf(ctx);
  const key = lookupKey(plan, interval);
  const found = await callStripe(ctx, () => stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 }));
  if (found.data[0]) return found.data[0].id;
  const definition = planById(plan)!;
  const product = await callStripe(ctx, () =>
    stripe.products.create({ name: `Rumo ${plan}`, metadata: { plan } }, { idempotencyKey: `rumo-product-${plan}` }),
  );
  const price = await callStripe(ctx, () =>
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

/** Stripe Checkout accepts a trial end only 48 hours or more ahead. */
const CHECKOUT_MIN_TRIAL_MS = 48 * 3_600_000;

/**
 * When the first charge of a new subscription falls: the end of the agency's trial, so subscribing
 * early keeps the days left (issue 15); null when it is due now.
 */
function firstChargeAt(agency: { status: string; trial_ends_at: Date | null }, minimumMs: number, now: Date): Date | null {
  if (agency.status !== 'trial' || !agency.trial_ends_at) return null;
  return agency.trial_ends_at.getTime() - now.getTime() >= minimumMs ? agency.trial_ends_at : null;
}

/**
 * POST /agencies/accounts/subscription_method. Card: a Stripe Checkout session in subscription
 * mode; boleto and Pix: a subscription billed by invoices Stripe e-mails, each payable by its
 * method until its due date. Either way the first charge falls when the trial ends, and the
 * webhook (or the next sync) moves the agency on.
 */
export async function startSubscription(
  ctx: Context,
  input: { plan: string; interval: BillingInterval; payment_method?: PaymentMethod; success_url?: string | null; cancel_url?: string | null },
) {
  const plan = planById(input.plan);
  if (!plan) throw fieldError('plan', 'validation.invalidChoice');
  const method = input.payment_method ?? 'card';
  if (!PAYMENT_METHOD_INTERVALS[method].includes(input.interval)) throw fieldError('payment_method', 'validation.pixYearlyOnly');
  const stripe = stripeOf(ctx);
  const customer = await ensureStripeCustomer(ctx);
  const price = await priceFor(ctx, plan.id, input.interval);
  const agency = await agencyRow(ctx);
  const agencyId = ctx.agencyId;
  const metadata = { ...stripeMetadata(ctx), plan: plan.id, interval: input.interval, payment_method: method };

  if (method !== 'card') {
    const trialEnd = firstChargeAt(agency, 60_000, ctx.now);
    const subscription = await callStripe(ctx, () =>
      stripe.subscriptions.create(
        {
          customer,
          items: [{ price }],
          collection_method: 'send_invoice',
          days_until_due: INVOICE_DAYS_UNTIL_DUE,
          payment_settings: { payment_method_types: [method] },
          ...(trialEnd ? { trial_end: Math.floor(trialEnd.getTime() / 1000) } : {}),
          metadata,
        },
        { idempotencyKey: `rumo-subscription-${agencyId}-${plan.id}-${input.interval}-${method}-${agency.stripe_subscription_id ?? 'first'}` },
      ),
    );
    const synced = await syncSubscription(ctx, subscription.id, { action: 'subscribe', payment_method: method });
    const after = await agencyRow(ctx);
    return { checkout_url: synced?.invoiceUrl ?? null, payment_method: method, first_charge_at: trialEnd, status: after.status as AgencyStatus };
  }

  const trialEnd = firstChargeAt(agency, CHECKOUT_MIN_TRIAL_MS, ctx.now);
  const { publicUrl } = ctx.deps.config;
  const sameOrigin = (url: string | null | undefined, fallback: string) => (url && url.startsWith(`${publicUrl}/`) ? url : fallback);
  const session = await callStripe(ctx, () =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      line_items: [{ price, quantity: 1 }],
      client_reference_id: String(agencyId),
      subscription_data: { metadata, ...(trialEnd ? { trial_end: Math.floor(trialEnd.getTime() / 1000) } : {}) },
      metadata,
      success_url: sameOrigin(input.success_url, `${publicUrl}/cadastro/aguardando-pagamento`),
      cancel_url: sameOrigin(input.cancel_url, `${publicUrl}/cadastro/planos`),
      locale: 'pt-BR',
    }),
  );
  return { checkout_url: session.url ?? null, payment_method: method, first_charge_at: trialEnd, status: agency.status as AgencyStatus };
}

const periodEnd = (subscription: Stripe.Subscription): Date | null => {
  const end = subscription.items?.data?.[0]?.current_period_end;
  return end ? new Date(end * 1000) : null;
};

function invoiceFacts(invoice: Stripe.Invoice | string | null | undefined): (InvoiceFacts & { url: string | null; amount: number }) | null {
  if (!invoice || typeof invoice === 'string') return null;
  return {
    status: invoice.status ?? null,
    due_date: invoice.due_date ?? null,
    billing_reason: invoice.billing_reason ?? null,
    url: invoice.hosted_invoice_url ?? null,
    amount: invoice.amount_due,
  };
}

function paymentMethodOf(subscription: Stripe.Subscription): PaymentMethod {
  const named = subscription.metadata?.payment_method;
  if (named === 'boleto' || named === 'pix' || named === 'card') return named;
  const types = subscription.payment_settings?.payment_method_types ?? [];
  return types.includes('pix') ? 'pix' : types.includes('boleto') ? 'boleto' : 'card';
}

/**
 * Re-reads a subscription (with its latest invoice) from Stripe and brings our copy and the agency
 * status in line with it. Stripe is the source of truth, so events in any order, replays and the
 * overdue job all land on the same answer. The caller may be an owner's request or a webhook or
 * job of no agency: the agency is the one the subscription names.
 */
export async function syncSubscription(caller: BaseContext, subscriptionId: string, cause: Record<string, unknown>) {
  const stripe = stripeOf(caller);
  const subscription = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] });
  const agencyId = await unscopedAgencyOfSubscription(caller.db, subscription);
  if (!agencyId) {
    caller.deps.log.warn({ subscriptionId, customer: subscription.customer }, 'subscription of no known agency');
    return null;
  }
  // the system changes the subscription's agency: its rows, and audit entries of no user
  const ctx = await forAgency({ ...caller, userId: null }, agencyId);
  const plan = subscription.metadata?.plan ?? null;
  const interval = subscription.metadata?.interval ?? null;
  const invoice = invoiceFacts(subscription.latest_invoice);
  const open = invoice?.status === 'open';
  const values = scoped(ctx).row({
    stripe_subscription_id: subscription.id,
    plan,
    interval,
    status: subscription.status,
    current_period_end: periodEnd(subscription),
    cancel_at_period_end: subscription.cancel_at_period_end,
    canceled_at: subscription.canceled_at ? new Date(subscription.canceled_at * 1000) : null,
    payment_method: paymentMethodOf(subscription),
    open_invoice_due_at: open && invoice?.due_date ? new Date(invoice.due_date * 1000) : null,
  });
  await ctx.db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({ target: subscriptions.stripe_subscription_id, set: values });
  const status = agencyStatusOf(subscription, invoice);
  await setAgencyStatus(ctx, status, { ...cause, subscription: subscription.id }, {
    // a trial that ended by canceling before the first charge leaves the agency with no plan
    plan: status === 'finished_trial' ? null : plan,
    stripe_subscription_id: subscription.id,
  });
  return { agencyId, invoiceUrl: open ? invoice?.url ?? null : null };
}

/**
 * Boleto and Pix invoices past their due date: re-read from Stripe (a payment may have arrived),
 * else the agency moves to payment_not_made even if no event ever comes. Runs every hour.
 */
export async function checkOverdueInvoices(system: BaseContext): Promise<number> {
  if (!system.deps.stripe) return 0;
  const due = await unscopedOverdueSubscriptions(system.db, system.now);
  for (const id of due) {
    try {
      await syncSubscription(system, id, { cause: 'invoice_overdue' });
    } catch (error) {
      system.deps.log.error({ err: error, subscription: id }, 'overdue invoice check failed');
    }
  }
  return due.length;
}

/** Handles one verified webhook event, once per event id. */
export async function handleStripeEvent(system: BaseContext, event: Stripe.Event) {
  const [fresh] = await system.db
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
    if (subscriptionId) await syncSubscription(system, subscriptionId, cause);
  } catch (error) {
    // Let Stripe retry: forget the event so the retry is processed.
    await system.db.delete(processedWebhookEvents).where(eq(processedWebhookEvents.event_id, event.id));
    throw error;
  }
  return { duplicate: false };
}

/** GET /agencies/accounts/stripeInformation */
export async function stripeInformation(ctx: Context) {
  assertOwner(ctx);
  const stripe = stripeOf(ctx);
  const agency = await agencyRow(ctx);
  const [current] = await ctx.db
    .select()
    .from(subscriptions)
    .where(scoped(ctx).where(subscriptions))
    .orderBy(desc(subscriptions.created_at))
    .limit(1);
  let card: { brand: string; last4: string; exp_month: number; exp_year: number } | null = null;
  let invoices: { id: string; amount: string; currency: string; status: string; created_at: Date; url: string | null; due_at: Date | null }[] = [];
  if (agency.stripe_customer_id) {
    const customerId = agency.stripe_customer_id;
    const [methods, invoiceList] = await Promise.all([
      callStripe(ctx, () => stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 1 })),
      callStripe(ctx, () => stripe.invoices.list({ customer: customerId, limit: 24 })),
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
      due_at: invoice.due_date ? new Date(invoice.due_date * 1000) : null,
    }));
  }
  return {
    plan: current?.plan ?? agency.plan ?? null,
    interval: (current?.interval as BillingInterval | null) ?? null,
    status: (SUBSCRIPTION_STATUSES as readonly string[]).includes(current?.status ?? '') ? (current!.status as SubscriptionStatus) : null,
    current_period_end: current?.current_period_end ?? null,
    cancel_at_period_end: current?.cancel_at_period_end ?? false,
    payment_method: (current?.payment_method as PaymentMethod | undefined) ?? null,
    open_invoice: openInvoice(invoices),
    card,
    invoices,
  };
}

/** The newest invoice still open: what the owner has to pay by boleto or Pix now. */
function openInvoice(invoices: { status: string; amount: string; url: string | null; due_at?: Date | null }[]) {
  const open = invoices.find((invoice) => invoice.status === 'open');
  return open ? { url: open.url, due_at: open.due_at ?? null, amount: open.amount } : null;
}

/** POST /payments/cancel-subscription: stops renewal at the end of the paid period. */
export async function cancelSubscription(ctx: Context) {
  assertOwner(ctx);
  const stripe = stripeOf(ctx);
  const agency = await agencyRow(ctx);
  if (!agency.stripe_subscription_id) throw billingError(400, 'errors.noSubscription');
  const subscriptionId = agency.stripe_subscription_id;
  await callStripe(ctx, () => stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }));
  await syncSubscription(ctx, subscriptionId, { action: 'cancel_requested', user: ctx.userId });
  await recordAudit(ctx, { action: 'cancel_subscription', entity: 'agency', entityId: ctx.agencyId });
  const [row] = await ctx.db
    .select()
    .from(subscriptions)
    .where(scoped(ctx).where(subscriptions, eq(subscriptions.stripe_subscription_id, subscriptionId)));
  return {
    detail: translate(ctx.locale, 'billing.cancelScheduled'),
    cancel_at_period_end: row?.cancel_at_period_end ?? true,
    current_period_end: row?.current_period_end ?? null,
  };
}

/**
 * POST /payments/portal: Stripe's customer portal, where the owner changes plan or card and sees
 * invoices; Stripe applies the proration and sends the events our webhook already follows.
 */
export async function openBillingPortal(ctx: Context, returnUrl?: string | null) {
  assertOwner(ctx);
  const stripe = stripeOf(ctx);
  const agency = await agencyRow(ctx);
  if (!agency.stripe_customer_id) throw billingError(400, 'errors.noSubscription');
  const customer = agency.stripe_customer_id;
  const { publicUrl } = ctx.deps.config;
  const back = returnUrl && returnUrl.startsWith(`${publicUrl}/`) ? returnUrl : `${publicUrl}/pagamentos`;
  const session = await callStripe(ctx, () => stripe.billingPortal.sessions.create({ customer, return_url: back, locale: 'pt-BR' }));
  return { url: session.url };
}

/**
 * Trials past their end become trial_expired, each with its audit entry in the same transaction: a
 * job runs this every hour for all agencies, the status guard for one agency the moment it calls
 * after its trial ended.
 */
export async function expireTrials(system: BaseContext, agencyId?: number): Promise<number> {
  return inTransaction(system, async (tx) => {
    const expired = await tx.db
      .update(agencies)
      .set({ status: 'trial_expired' })
      .where(and(eq(agencies.status, 'trial'), lte(agencies.trial_ends_at, tx.now), agencyId === undefined ? undefined : eq(agencies.id, agencyId)))
      .returning({ id: agencies.id });
    for (const { id } of expired)
      await recordAudit(
        { ...tx, agencyId: id, userId: null },
        { action: 'status_change', entity: 'agency', entityId: id, details: { from: 'trial', to: 'trial_expired', cause: 'trial_ended' } },
      );
    return expired.length;
  });
}

export const plansOffer = (deps: Pick<Deps, 'stripe'>) => ({ configured: deps.stripe !== null, plans: PLANS });
