import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, auditLog } from '../src/db/schema/index.ts';
import { expireTrials } from '../src/modules/billing/service.ts';
import { systemContext } from '../src/platform/context/context.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { factories } from './factories.ts';
import { fakeStripeEnv, startFakeStripe, webhookSender, type FakeStripe } from './fake-stripe.ts';

const WEBHOOK_SECRET = 'whsec_test_secret_for_rumo';
let server: TestServer;
let unconfigured: TestServer;
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startTestServer(fakeStripeEnv(stripe, WEBHOOK_SECRET));
  unconfigured = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  await unconfigured?.close();
  await stripe?.close();
});

const deliver = (type: string, object: Record<string, unknown>, eventId?: string) => webhookSender(server, WEBHOOK_SECRET)(type, object, eventId);

const statusOf = async (agencyId: number) =>
  (await server.app.db.select({ status: agencies.status, plan: agencies.plan }).from(agencies).where(eq(agencies.id, agencyId)))[0]!;

// Charged at once: an agency whose trial is over (a trial defers the first charge, see billing-methods.test.ts).
async function subscribe(plan = 'equipe', interval = 'month') {
  const agency = await factories(server.app).agency({ status: 'trial_expired', trialDaysLeft: -1 });
  const res = await server.api<{ checkout_url: string; status: string }>('/api/v1/agencies/accounts/subscription_method', {
    method: 'POST',
    token: agency.owner.token,
    body: { plan, interval },
  });
  expect(res.status).toBe(200);
  const sessionId = /pay\/(cs_\w+)/.exec(res.body.checkout_url)![1]!;
  return { agency, sessionId, checkoutUrl: res.body.checkout_url };
}

describe('billing', () => {
  it('lists the plans and says whether payments are configured', async () => {
    const on = await server.api<{ configured: boolean; plans: { id: string; price: { month: string } }[] }>('/api/v1/payments/plans');
    expect(on.body.configured).toBe(true);
    expect(on.body.plans.map((p) => p.id)).toEqual(['solo', 'equipe', 'agencia']);
    const off = await unconfigured.api<{ configured: boolean }>('/api/v1/payments/plans');
    expect(off.body.configured).toBe(false);
  });

  it('without Stripe configured says so in the error field, in the request language, and changes nothing', async () => {
    const agency = await factories(unconfigured.app).agency();
    const res = await unconfigured.api<{ error: string }>('/api/v1/agencies/accounts/subscription_method', {
      method: 'POST',
      token: agency.owner.token,
      body: { plan: 'solo', interval: 'month' },
      lang: 'es',
    });
    expect(res.status).toBe(503);
    expect(res.body.error).toBe('Los precios no están configurados. Póngase en contacto con el soporte.');
    expect((await unconfigured.app.db.select().from(agencies).where(eq(agencies.id, agency.id)))[0]!.status).toBe('trial');
  });

  it('starts a Stripe Checkout in subscription mode at the plan price in BRL', async () => {
    const { agency, sessionId, checkoutUrl } = await subscribe('equipe', 'year');
    expect(checkoutUrl).toContain('checkout.stripe.test');
    const session = stripe.state.sessions.get(sessionId)!;
    expect(session.mode).toBe('subscription');
    expect(session.success_url).toBe('https://app.rumo.test/cadastro/aguardando-pagamento');
    const price = stripe.state.prices.get(String((session.line_items as Record<string, Record<string, string>>)['0']!.price))!;
    expect(price).toMatchObject({ unit_amount: 199000, currency: 'brl', lookup_key: 'rumo_equipe_year' });
    const [row] = await server.app.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(row!.stripe_customer_id).toMatch(/^cus_/);
    // a second checkout reuses the customer and the price
    const again = await server.api('/api/v1/agencies/accounts/subscription_method', { method: 'POST', token: agency.owner.token, body: { plan: 'equipe', interval: 'year' } });
    expect(again.status).toBe(200);
    expect([...stripe.state.prices.values()].filter((p) => p.lookup_key === 'rumo_equipe_year')).toHaveLength(1);
  });

  it('rejects an unknown plan', async () => {
    const agency = await factories(server.app).agency();
    const res = await server.api<Record<string, string[]>>('/api/v1/agencies/accounts/subscription_method', {
      method: 'POST',
      token: agency.owner.token,
      body: { plan: 'platinum' },
    });
    expect(res.status).toBe(400);
    expect(res.body.plan).toEqual(['Escolha uma opção válida.']);
  });

  it('a paid checkout makes the agency paid, once, even when the event is replayed', async () => {
    const { agency, sessionId } = await subscribe();
    const { session } = stripe.completeCheckout(sessionId, 'paid');
    const eventId = `evt_paid_once_${Date.now()}`; // unique per run: the PostgreSQL test database outlives runs
    const first = await deliver('checkout.session.completed', session, eventId);
    expect(first.status).toBe(200);
    expect(await statusOf(agency.id)).toEqual({ status: 'paid', plan: 'equipe' });
    const replay = await deliver('checkout.session.completed', session, eventId);
    expect(replay.body.duplicate).toBe(true);
    const changes = await server.app.db.select().from(auditLog).where(eq(auditLog.agency_id, agency.id));
    expect(changes.filter((c) => c.action === 'status_change')).toHaveLength(1);
    expect(changes[0]!.details).toMatchObject({ from: 'trial_expired', to: 'paid', type: 'checkout.session.completed' });
  });

  it('waits for the first payment, then follows failures and cancellation', async () => {
    const { agency, sessionId } = await subscribe('solo');
    const { subscriptionId, session } = stripe.completeCheckout(sessionId, 'unpaid');
    await deliver('checkout.session.completed', session);
    expect((await statusOf(agency.id)).status).toBe('waiting_payment');

    stripe.setSubscriptionStatus(subscriptionId, 'active');
    await deliver('invoice.paid', { id: 'in_1', object: 'invoice', parent: { subscription_details: { subscription: subscriptionId } } });
    expect((await statusOf(agency.id)).status).toBe('paid');

    stripe.setSubscriptionStatus(subscriptionId, 'past_due');
    await deliver('invoice.payment_failed', { id: 'in_2', object: 'invoice', parent: { subscription_details: { subscription: subscriptionId } } });
    expect((await statusOf(agency.id)).status).toBe('payment_not_made');

    const deleted = stripe.setSubscriptionStatus(subscriptionId, 'canceled');
    await deliver('customer.subscription.deleted', deleted);
    expect((await statusOf(agency.id)).status).toBe('canceled');
  });

  it('an old event arriving late does not undo a newer state', async () => {
    const { agency, sessionId } = await subscribe();
    const { subscriptionId, session } = stripe.completeCheckout(sessionId, 'paid');
    stripe.setSubscriptionStatus(subscriptionId, 'canceled');
    await deliver('customer.subscription.deleted', stripe.state.subscriptions.get(subscriptionId)!);
    await deliver('checkout.session.completed', session); // older event, delivered after
    expect((await statusOf(agency.id)).status).toBe('canceled');
  });

  it('refuses a webhook with a bad signature', async () => {
    const res = await server.api<{ error: string }>('/api/v1/payments/webhook', {
      method: 'POST',
      body: JSON.stringify({ id: 'evt_forged', type: 'checkout.session.completed', data: { object: {} } }),
      headers: { 'stripe-signature': 't=1,v1=deadbeef' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Assinatura do webhook inválida.');
  });

  it('shows plan, card, next charge and invoices, and cancels at the end of the period', async () => {
    const { agency, sessionId } = await subscribe('agencia');
    const { session } = stripe.completeCheckout(sessionId, 'paid');
    await deliver('checkout.session.completed', session);
    const info = await server.api<{ plan: string; status: string; card: { brand: string; last4: string }; invoices: { amount: string; url: string }[]; current_period_end: string }>(
      '/api/v1/agencies/accounts/stripeInformation',
      { token: agency.owner.token },
    );
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ plan: 'agencia', status: 'active', card: { brand: 'visa', last4: '4242' } });
    expect(info.body.invoices[0]).toMatchObject({ amount: '399.00' });
    expect(new Date(info.body.current_period_end).getTime()).toBeGreaterThan(Date.now());

    const cancel = await server.api<{ cancel_at_period_end: boolean; detail: string }>('/api/v1/payments/cancel-subscription', {
      method: 'POST',
      token: agency.owner.token,
      body: {},
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.cancel_at_period_end).toBe(true);
    // still paid until the period ends
    expect((await statusOf(agency.id)).status).toBe('paid');
  });

  it('opens the Stripe customer portal for plan and card changes, back to Pagamentos', async () => {
    const { agency, sessionId } = await subscribe('solo');
    const { session } = stripe.completeCheckout(sessionId, 'paid');
    await deliver('checkout.session.completed', session);
    const res = await server.api<{ url: string }>('/api/v1/payments/portal', { method: 'POST', token: agency.owner.token, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    const fresh = await factories(server.app).agency();
    const none = await server.api<{ error: string }>('/api/v1/payments/portal', { method: 'POST', token: fresh.owner.token, body: {} });
    expect(none.status).toBe(400);
    expect(none.body.error).toBe('Sua agência não tem uma assinatura ativa.');
  });

  it('keeps billing to the owner and to the own agency', async () => {
    const make = factories(server.app);
    const agency = await make.agency();
    const staff = await make.user(agency.id, 'staff');
    expect((await server.api('/api/v1/agencies/accounts/stripeInformation', { token: staff.token })).status).toBe(403);
    expect((await server.api('/api/v1/payments/cancel-subscription', { method: 'POST', token: staff.token, body: {} })).status).toBe(403);
    expect((await server.api('/api/v1/agencies/accounts/subscription_method', { method: 'POST', token: staff.token, body: { plan: 'solo' } })).status).toBe(403);
    const other = await make.agency();
    const mine = await server.api<{ invoices: unknown[]; card: null }>('/api/v1/agencies/accounts/stripeInformation', { token: other.owner.token });
    expect(mine.body.invoices).toEqual([]);
    expect(mine.body.card).toBeNull();
  });

  it('an admin block is never lifted by a payment event', async () => {
    const { agency, sessionId } = await subscribe();
    await factories(server.app).setStatus(agency.id, 'blocked');
    const { session } = stripe.completeCheckout(sessionId, 'paid');
    await deliver('checkout.session.completed', session);
    expect((await statusOf(agency.id)).status).toBe('blocked');
  });

  it('expires trials past their end and leaves the others', async () => {
    const make = factories(server.app);
    const ended = await make.agency({ trialDaysLeft: -1 });
    const running = await make.agency({ trialDaysLeft: 3 });
    expect(await expireTrials(systemContext(server.app))).toBeGreaterThanOrEqual(1);
    expect((await statusOf(ended.id)).status).toBe('trial_expired');
    expect((await statusOf(running.id)).status).toBe('trial');
  });
});
