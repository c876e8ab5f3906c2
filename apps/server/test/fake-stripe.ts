import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { TestServer } from './harness.ts';

/**
 * A small local stand-in for the Stripe API, enough for Checkout in subscription mode and for
 * subscriptions billed by sent invoices (boleto, Pix), trials included: the real
 * `stripe` SDK talks to it over HTTP. No Stripe mock on npm covers Checkout and subscriptions.
 */
type Obj = Record<string, unknown>;

function nest(params: URLSearchParams): Obj {
  const root: Obj = {};
  for (const [key, value] of params) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Obj = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Obj;
    });
  }
  return root;
}

export interface FakeStripe {
  url: string;
  state: { customers: Map<string, Obj>; prices: Map<string, Obj>; sessions: Map<string, Obj>; subscriptions: Map<string, Obj>; invoices: Obj[]; requests: string[] };
  /** The customer paid (or not) at the checkout: creates the subscription, invoice and card (none charged while trialing). */
  completeCheckout(sessionId: string, outcome: 'paid' | 'unpaid'): { subscriptionId: string; session: Obj };
  setSubscriptionStatus(subscriptionId: string, status: string): Obj;
  /** The trial of a subscription ends: the first invoice is issued (charged for a card, sent for boleto / Pix). */
  endTrial(subscriptionId: string): Obj;
  /** The boleto was paid or the Pix QR code scanned: the invoice is paid. */
  payInvoice(invoiceId: string): Obj;
  /** Moves an invoice's due date, e.g. into the past. */
  setInvoiceDueDate(invoiceId: string, dueDate: Date): Obj;
  latestInvoice(subscriptionId: string): Obj | null;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  let seq = 0;
  // Ids unique across runs: the PostgreSQL test database outlives a run, and agencies hold a unique
  // stripe_customer_id, so a fresh fake handing out cus_test1 again would collide with an old row.
  const run = crypto.randomBytes(4).toString('hex');
  const id = (prefix: string) => `${prefix}_test${run}${++seq}`;
  const now = () => Math.floor(Date.now() / 1000);
  const state = { customers: new Map<string, Obj>(), products: new Map<string, Obj>(), prices: new Map<string, Obj>(), sessions: new Map<string, Obj>(), subscriptions: new Map<string, Obj>(), invoices: [] as Obj[], cards: new Map<string, Obj>(), requests: [] as string[] };
  const list = (data: Obj[]) => ({ object: 'list', data, has_more: false, url: '/v1/x' });

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      const body = nest(new URLSearchParams(raw));
      const query = nest(url.searchParams);
      state.requests.push(`${req.method} ${url.pathname}`);
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(JSON.stringify(payload));
      };
      const path = url.pathname;
      let match: RegExpExecArray | null;
      if (req.method === 'POST' && path === '/v1/customers') {
        const customer = { id: id('cus'), object: 'customer', ...body };
        state.customers.set(customer.id, customer);
        return send(200, customer);
      }
      if (req.method === 'GET' && path === '/v1/prices') {
        const keys = Object.values((query.lookup_keys as Obj) ?? {});
        return send(200, list([...state.prices.values()].filter((p) => keys.includes(p.lookup_key))));
      }
      if (req.method === 'POST' && path === '/v1/products') {
        const product = { id: id('prod'), object: 'product', ...body };
        state.products.set(product.id, product);
        return send(200, product);
      }
      if (req.method === 'POST' && path === '/v1/prices') {
        const price = { id: id('price'), object: 'price', active: true, ...body, unit_amount: Number(body.unit_amount) };
        state.prices.set(price.id, price);
        return send(200, price);
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const sessionId = id('cs');
        const session = { id: sessionId, object: 'checkout.session', url: `https://checkout.stripe.test/pay/${sessionId}`, status: 'open', payment_status: 'unpaid', subscription: null, ...body };
        state.sessions.set(sessionId, session);
        return send(200, session);
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        return send(200, { id: id('bps'), object: 'billing_portal.session', customer: body.customer, return_url: body.return_url, url: `https://billing.stripe.test/session/${seq}` });
      }
      if (req.method === 'POST' && path === '/v1/subscriptions') {
        // Subscriptions billed by sent invoices (boleto, Pix): no payment at creation.
        const price = state.prices.get(String(((body.items as Obj)['0'] as Obj).price))!;
        const subscriptionId = id('sub');
        const trialEnd = body.trial_end ? Number(body.trial_end) : null;
        const subscription: Obj = {
          id: subscriptionId,
          object: 'subscription',
          customer: body.customer,
          collection_method: body.collection_method ?? 'charge_automatically',
          days_until_due: body.days_until_due ? Number(body.days_until_due) : null,
          payment_settings: { payment_method_types: Object.values(((body.payment_settings as Obj)?.payment_method_types as Obj) ?? {}) },
          trial_end: trialEnd,
          status: trialEnd && trialEnd > now() ? 'trialing' : 'active',
          metadata: body.metadata ?? {},
          cancel_at_period_end: false,
          canceled_at: null,
          latest_invoice: null,
          items: { object: 'list', data: [{ id: id('si'), price, current_period_end: trialEnd ?? now() + 30 * 86400 }] },
        };
        state.subscriptions.set(subscriptionId, subscription);
        if (subscription.status === 'active') issueInvoice(subscription, 'subscription_create');
        return send(200, subscription);
      }
      if ((match = /^\/v1\/subscriptions\/([\w]+)$/.exec(path))) {
        const subscription = state.subscriptions.get(match[1]!);
        if (!subscription) return send(404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
        if (req.method === 'POST') {
          if (body.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
        }
        const expand = Object.values((query.expand as Obj) ?? {});
        const latest = state.invoices.find((invoice) => invoice.id === subscription.latest_invoice) ?? null;
        return send(200, expand.includes('latest_invoice') ? { ...subscription, latest_invoice: latest } : subscription);
      }
      if (req.method === 'GET' && path === '/v1/payment_methods') {
        const card = state.cards.get(String(query.customer));
        return send(200, list(card ? [card] : []));
      }
      if (req.method === 'GET' && path === '/v1/invoices') {
        return send(200, list(state.invoices.filter((i) => i.customer === query.customer)));
      }
      send(404, { error: { type: 'invalid_request_error', message: `fake stripe: ${req.method} ${path}` } });
    });
  });
  /** A new invoice of a subscription: a card pays it at once, boleto / Pix wait for the customer until the due date. */
  function issueInvoice(subscription: Obj, billingReason: string, outcome: 'paid' | 'open' = subscription.collection_method === 'send_invoice' ? 'open' : 'paid'): Obj {
    const price = ((subscription.items as Obj).data as Obj[])[0]!.price as Obj;
    const sendInvoice = subscription.collection_method === 'send_invoice';
    const invoice: Obj = {
      id: id('in'),
      object: 'invoice',
      customer: subscription.customer,
      amount_due: price.unit_amount,
      currency: 'brl',
      status: outcome,
      billing_reason: billingReason,
      collection_method: subscription.collection_method ?? 'charge_automatically',
      due_date: sendInvoice ? now() + Number(subscription.days_until_due ?? 30) * 86400 : null,
      payment_settings: subscription.payment_settings ?? null,
      created: now(),
      hosted_invoice_url: `https://invoice.stripe.test/${seq}`,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    };
    state.invoices.push(invoice);
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    state,
    completeCheckout(sessionId, outcome) {
      const session = state.sessions.get(sessionId)!;
      const price = state.prices.get(String(((session.line_items as Obj)['0'] as Obj).price))!;
      const subscriptionId = id('sub');
      const data = (session.subscription_data as Obj) ?? {};
      const metadata = (data.metadata as Obj) ?? {};
      const trialEnd = data.trial_end ? Number(data.trial_end) : null;
      const trialing = trialEnd !== null && trialEnd > now();
      const subscription: Obj = {
        id: subscriptionId,
        object: 'subscription',
        customer: session.customer,
        collection_method: 'charge_automatically',
        status: trialing ? 'trialing' : outcome === 'paid' ? 'active' : 'incomplete',
        trial_end: trialEnd,
        metadata,
        cancel_at_period_end: false,
        canceled_at: null,
        latest_invoice: null,
        items: { object: 'list', data: [{ id: id('si'), price, current_period_end: trialing ? trialEnd : now() + 30 * 86400 }] },
      };
      state.subscriptions.set(subscriptionId, subscription);
      Object.assign(session, { status: 'complete', payment_status: trialing ? 'no_payment_required' : outcome, subscription: subscriptionId });
      if (!trialing) issueInvoice(subscription, 'subscription_create', outcome === 'paid' ? 'paid' : 'open');
      if (outcome === 'paid')
        state.cards.set(String(session.customer), { id: id('pm'), object: 'payment_method', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } });
      return { subscriptionId, session };
    },
    endTrial(subscriptionId) {
      const subscription = state.subscriptions.get(subscriptionId)!;
      subscription.status = 'active';
      subscription.trial_end = now() - 1;
      return issueInvoice(subscription, 'subscription_cycle');
    },
    payInvoice(invoiceId) {
      const invoice = state.invoices.find((i) => i.id === invoiceId)!;
      invoice.status = 'paid';
      return invoice;
    },
    setInvoiceDueDate(invoiceId, dueDate) {
      const invoice = state.invoices.find((i) => i.id === invoiceId)!;
      invoice.due_date = Math.floor(dueDate.getTime() / 1000);
      return invoice;
    },
    latestInvoice(subscriptionId) {
      const subscription = state.subscriptions.get(subscriptionId)!;
      return state.invoices.find((i) => i.id === subscription.latest_invoice) ?? null;
    },
    setSubscriptionStatus(subscriptionId, status) {
      const subscription = state.subscriptions.get(subscriptionId)!;
      subscription.status = status;
      if (status === 'canceled') subscription.canceled_at = now();
      return subscription;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The server settings that point Rumo's Stripe SDK at a fake Stripe, with a webhook secret. */
export const fakeStripeEnv = (stripe: FakeStripe, webhookSecret: string) => ({
  STRIPE_SECRET_KEY: 'sk_test_rumo',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_API_URL: stripe.url,
  PUBLIC_URL: 'https://app.rumo.test',
});

let webhookEventSeq = 0;

/** Posts a Stripe event to the server's webhook, signed as Stripe signs it. */
export function webhookSender(server: TestServer, webhookSecret: string) {
  const signer = new Stripe('sk_test_signer');
  return (type: string, object: Record<string, unknown>, eventId = `evt_${Date.now()}_${webhookEventSeq++}`) => {
    const payload = JSON.stringify({ id: eventId, object: 'event', type, data: { object }, created: Math.floor(Date.now() / 1000) });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    return server.api<{ received: boolean; duplicate: boolean }>('/api/v1/payments/webhook', {
      method: 'POST',
      body: payload,
      headers: { 'stripe-signature': header },
    });
  };
}
