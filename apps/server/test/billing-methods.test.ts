import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, subscriptions } from '../src/db/schema/index.ts';
import { checkOverdueInvoices } from '../src/modules/billing/service.ts';
import { systemContext } from '../src/platform/context/context.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { factories } from './factories.ts';
import { fakeStripeEnv, startFakeStripe, webhookSender, type FakeStripe } from './fake-stripe.ts';

/** Boleto and Pix through Stripe, and a trial that is not thrown away by subscribing early (issue 15). */
const WEBHOOK_SECRET = 'whsec_test_secret_for_rumo_methods';
let server: TestServer;
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startTestServer(fakeStripeEnv(stripe, WEBHOOK_SECRET));
});
afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

async function deliver(type: string, object: Record<string, unknown>) {
  const res = await webhookSender(server, WEBHOOK_SECRET)(type, object);
  expect(res.status).toBe(200);
}

const statusOf = async (agencyId: number) =>
  (await server.app.db.select({ status: agencies.status }).from(agencies).where(eq(agencies.id, agencyId)))[0]!.status;

interface Started {
  checkout_url: string | null;
  payment_method: string;
  first_charge_at: string | null;
  status: string;
}

async function subscribe(token: string, body: Record<string, unknown>) {
  return server.api<Started & Record<string, string[]>>('/api/v1/agencies/accounts/subscription_method', { method: 'POST', token, body });
}

const subscriptionOf = (agencyId: number) =>
  [...stripe.state.subscriptions.values()].find((s) => (s.metadata as Record<string, string>).agency_id === String(agencyId))!;

describe('boleto and Pix', () => {
  it('the monthly plan by boleto: an invoice e-mailed by Stripe, waiting for payment, then paid', async () => {
    const agency = await factories(server.app).agency({ status: 'trial_expired', trialDaysLeft: -2 });
    const res = await subscribe(agency.owner.token, { plan: 'solo', interval: 'month', payment_method: 'boleto' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ payment_method: 'boleto', first_charge_at: null, status: 'waiting_payment' });
    expect(res.body.checkout_url).toMatch(/^https:\/\/invoice\.stripe\.test\//);

    const subscription = subscriptionOf(agency.id);
    expect(subscription).toMatchObject({ collection_method: 'send_invoice', days_until_due: 3, payment_settings: { payment_method_types: ['boleto'] } });
    expect(subscription.trial_end).toBeNull();
    const invoice = stripe.latestInvoice(String(subscription.id))!;
    expect(invoice).toMatchObject({ amount_due: 8900, status: 'open', billing_reason: 'subscription_create' });

    const [row] = await server.app.db.select().from(subscriptions).where(eq(subscriptions.stripe_subscription_id, String(subscription.id)));
    expect(row).toMatchObject({ payment_method: 'boleto', plan: 'solo', interval: 'month' });
    expect(row!.open_invoice_due_at).toBeInstanceOf(Date);

    // The agency sees what to pay where.
    const info = await server.api<{ payment_method: string; open_invoice: { url: string; amount: string } }>('/api/v1/agencies/accounts/stripeInformation', { token: agency.owner.token });
    expect(info.body.payment_method).toBe('boleto');
    expect(info.body.open_invoice).toMatchObject({ url: invoice.hosted_invoice_url, amount: '89.00' });

    stripe.payInvoice(String(invoice.id));
    await deliver('invoice.paid', invoice);
    expect(await statusOf(agency.id)).toBe('paid');
    expect((await server.api('/api/v1/travels/all', { token: agency.owner.token })).status).toBe(200);
  });

  it('the yearly plan by Pix: an invoice payable by Pix; Pix is refused on the monthly plan', async () => {
    const agency = await factories(server.app).agency({ status: 'trial_expired', trialDaysLeft: -2 });
    const monthly = await subscribe(agency.owner.token, { plan: 'equipe', interval: 'month', payment_method: 'pix' });
    expect(monthly.status).toBe(400);
    expect(monthly.body.payment_method).toEqual(['Pix está disponível só no plano anual. Escolha o boleto ou o cartão para o plano mensal.']);
    expect(subscriptionOf(agency.id)).toBeUndefined();

    const yearly = await subscribe(agency.owner.token, { plan: 'equipe', interval: 'year', payment_method: 'pix' });
    expect(yearly.status, JSON.stringify(yearly.body)).toBe(200);
    expect(yearly.body).toMatchObject({ payment_method: 'pix', status: 'waiting_payment' });
    const subscription = subscriptionOf(agency.id);
    expect(subscription.payment_settings).toEqual({ payment_method_types: ['pix'] });
    const invoice = stripe.latestInvoice(String(subscription.id))!;
    expect(invoice.amount_due).toBe(199000);
    stripe.payInvoice(String(invoice.id));
    await deliver('invoice.paid', invoice);
    expect(await statusOf(agency.id)).toBe('paid');
  });

  it('the yearly plan by boleto is offered too', async () => {
    const agency = await factories(server.app).agency({ status: 'trial_expired', trialDaysLeft: -2 });
    const res = await subscribe(agency.owner.token, { plan: 'agencia', interval: 'year', payment_method: 'boleto' });
    expect(res.status).toBe(200);
    expect(stripe.latestInvoice(String(subscriptionOf(agency.id).id))!.amount_due).toBe(399000);
  });

  it('an unpaid boleto moves the agency to payment_not_made after its due date, with no event from Stripe', async () => {
    const agency = await factories(server.app).agency({ status: 'trial_expired', trialDaysLeft: -2 });
    await subscribe(agency.owner.token, { plan: 'solo', interval: 'month', payment_method: 'boleto' });
    const subscription = subscriptionOf(agency.id);
    const invoice = stripe.latestInvoice(String(subscription.id))!;
    expect(await checkOverdueInvoices(systemContext(server.app))).toBeGreaterThanOrEqual(0);
    expect(await statusOf(agency.id)).toBe('waiting_payment');

    const due = new Date(Date.now() - 3_600_000);
    stripe.setInvoiceDueDate(String(invoice.id), due);
    await server.app.db.update(subscriptions).set({ open_invoice_due_at: due }).where(eq(subscriptions.stripe_subscription_id, String(subscription.id)));
    expect(await checkOverdueInvoices(systemContext(server.app))).toBeGreaterThanOrEqual(1);
    expect(await statusOf(agency.id)).toBe('payment_not_made');
    const refused = await server.api<{ detail: string }>('/api/v1/customers/all', { token: agency.owner.token });
    expect(refused.status).toBe(403);

    // Paid late: the next event brings the access back.
    stripe.payInvoice(String(invoice.id));
    await deliver('invoice.paid', invoice);
    expect(await statusOf(agency.id)).toBe('paid');
  });

  it('a renewal by boleto keeps access until its due date, then suspends; the overdue event does it too', async () => {
    const agency = await factories(server.app).agency({ status: 'trial_expired', trialDaysLeft: -2 });
    await subscribe(agency.owner.token, { plan: 'solo', interval: 'month', payment_method: 'boleto' });
    const subscription = subscriptionOf(agency.id);
    stripe.payInvoice(String(stripe.latestInvoice(String(subscription.id))!.id));
    await deliver('invoice.paid', stripe.latestInvoice(String(subscription.id))!);
    expect(await statusOf(agency.id)).toBe('paid');

    const renewal = stripe.endTrial(String(subscription.id)); // the next cycle's invoice
    expect(renewal).toMatchObject({ status: 'open', billing_reason: 'subscription_cycle' });
    await deliver('invoice.finalized', renewal);
    expect(await statusOf(agency.id)).toBe('paid');

    stripe.setInvoiceDueDate(String(renewal.id), new Date(Date.now() - 60_000));
    await deliver('invoice.overdue', renewal);
    expect(await statusOf(agency.id)).toBe('payment_not_made');
  });

  it('webhooks out of order land on what Stripe says now', async () => {
    const agency = await factories(server.app).agency({ status: 'trial_expired', trialDaysLeft: -2 });
    await subscribe(agency.owner.token, { plan: 'equipe', interval: 'year', payment_method: 'boleto' });
    const subscription = subscriptionOf(agency.id);
    const invoice = stripe.latestInvoice(String(subscription.id))!;
    const createdSnapshot = { ...invoice };
    stripe.payInvoice(String(invoice.id));

    // invoice.paid first, then the older invoice.created and customer.subscription.created.
    await deliver('invoice.paid', invoice);
    expect(await statusOf(agency.id)).toBe('paid');
    await deliver('invoice.created', createdSnapshot);
    await deliver('customer.subscription.created', { ...subscription, status: 'incomplete' });
    await deliver('invoice.finalized', createdSnapshot);
    expect(await statusOf(agency.id)).toBe('paid');
  });
});

describe('a fair trial', () => {
  it('subscribing by card during the trial charges when the trial ends, not at once', async () => {
    const agency = await factories(server.app).agency({ trialDaysLeft: 6 });
    const [row] = await server.app.db.select().from(agencies).where(eq(agencies.id, agency.id));
    const res = await subscribe(agency.owner.token, { plan: 'equipe', interval: 'month' });
    expect(res.status).toBe(200);
    expect(new Date(res.body.first_charge_at!).getTime()).toBe(row!.trial_ends_at!.getTime());
    const sessionId = /pay\/(cs_\w+)/.exec(res.body.checkout_url!)![1]!;
    const session = stripe.state.sessions.get(sessionId)!;
    expect(Number((session.subscription_data as Record<string, string>).trial_end)).toBe(Math.floor(row!.trial_ends_at!.getTime() / 1000));

    const invoicesBefore = stripe.state.invoices.length;
    const { subscriptionId, session: completed } = stripe.completeCheckout(sessionId, 'paid');
    await deliver('checkout.session.completed', completed);
    expect(stripe.state.subscriptions.get(subscriptionId)!.status).toBe('trialing');
    expect(stripe.state.invoices.length).toBe(invoicesBefore); // nothing charged yet
    expect(await statusOf(agency.id)).toBe('paid');

    const first = stripe.endTrial(subscriptionId);
    expect(first).toMatchObject({ status: 'paid', amount_due: 19900 });
    await deliver('invoice.paid', first);
    expect(await statusOf(agency.id)).toBe('paid');
  });

  it('canceling during the trial ends it without a plan (finished_trial), before any charge', async () => {
    const agency = await factories(server.app).agency({ trialDaysLeft: 5 });
    const res = await subscribe(agency.owner.token, { plan: 'equipe', interval: 'month' });
    expect(res.status).toBe(200);
    const sessionId = /pay\/(cs_\w+)/.exec(res.body.checkout_url!)![1]!;
    const { subscriptionId, session } = stripe.completeCheckout(sessionId, 'paid');
    await deliver('checkout.session.completed', session);
    expect(await statusOf(agency.id)).toBe('paid');
    const invoicesBefore = stripe.state.invoices.length;
    const canceled = stripe.setSubscriptionStatus(subscriptionId, 'canceled');
    await deliver('customer.subscription.deleted', canceled);
    expect(stripe.state.invoices.length).toBe(invoicesBefore);
    expect(await statusOf(agency.id)).toBe('finished_trial');
    expect((await server.app.db.select({ plan: agencies.plan }).from(agencies).where(eq(agencies.id, agency.id)))[0]!.plan).toBeNull();
    // the plans stay open to it; its clients do not
    expect((await server.api('/api/v1/agencies/accounts/info', { token: agency.owner.token })).status).toBe(200);
    expect((await server.api('/api/v1/customers/all', { token: agency.owner.token })).status).toBe(403);
  });

  it('by boleto during the trial: no invoice until the trial ends, then a boleto due days later', async () => {
    const agency = await factories(server.app).agency({ trialDaysLeft: 4 });
    const res = await subscribe(agency.owner.token, { plan: 'solo', interval: 'year', payment_method: 'boleto' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ checkout_url: null, payment_method: 'boleto', status: 'paid' });
    expect(res.body.first_charge_at).toBeTruthy();
    const subscription = subscriptionOf(agency.id);
    expect(subscription.status).toBe('trialing');
    expect(stripe.latestInvoice(String(subscription.id))).toBeNull();

    const invoice = stripe.endTrial(String(subscription.id));
    await deliver('invoice.finalized', invoice);
    expect(await statusOf(agency.id)).toBe('paid'); // until the boleto's due date
  });

  it('with less than 48 hours of trial left a card is charged at once (Stripe Checkout needs 48 hours)', async () => {
    const agency = await factories(server.app).agency({ trialDaysLeft: 1 });
    const res = await subscribe(agency.owner.token, { plan: 'solo', interval: 'month' });
    expect(res.body.first_charge_at).toBeNull();
    const sessionId = /pay\/(cs_\w+)/.exec(res.body.checkout_url!)![1]!;
    expect((stripe.state.sessions.get(sessionId)!.subscription_data as Record<string, unknown>).trial_end).toBeUndefined();
  });
});
