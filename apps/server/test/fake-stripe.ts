import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local stand-in for the Stripe API, enough for Checkout in subscription mode: the real
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
  state: { customers: Map<string, Obj>; prices: Map<string, Obj>; sessions: Map<string, Obj>; subscriptions: Map<string, Obj>; requests: string[] };
  /** The customer paid (or not) at the checkout: creates the subscription, invoice and card. */
  completeCheckout(sessionId: string, outcome: 'paid' | 'unpaid'): { subscriptionId: string; session: Obj };
  setSubscriptionStatus(subscriptionId: string, status: string): Obj;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  let seq = 0;
  const id = (prefix: string) => `${prefix}_test${++seq}`;
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
      if ((match = /^\/v1\/subscriptions\/([\w]+)$/.exec(path))) {
        const subscription = state.subscriptions.get(match[1]!);
        if (!subscription) return send(404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
        if (req.method === 'POST') {
          if (body.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
        }
        return send(200, subscription);
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    state,
    completeCheckout(sessionId, outcome) {
      const session = state.sessions.get(sessionId)!;
      const price = state.prices.get(String(((session.line_items as Obj)['0'] as Obj).price))!;
      const subscriptionId = id('sub');
      const metadata = ((session.subscription_data as Obj)?.metadata as Obj) ?? {};
      state.subscriptions.set(subscriptionId, {
        id: subscriptionId,
        object: 'subscription',
        customer: session.customer,
        status: outcome === 'paid' ? 'active' : 'incomplete',
        metadata,
        cancel_at_period_end: false,
        canceled_at: null,
        items: { object: 'list', data: [{ id: id('si'), price, current_period_end: now() + 30 * 86400 }] },
      });
      Object.assign(session, { status: 'complete', payment_status: outcome, subscription: subscriptionId });
      state.invoices.push({ id: id('in'), object: 'invoice', customer: session.customer, amount_due: price.unit_amount, currency: 'brl', status: outcome === 'paid' ? 'paid' : 'open', created: now(), hosted_invoice_url: `https://invoice.stripe.test/${seq}` });
      if (outcome === 'paid')
        state.cards.set(String(session.customer), { id: id('pm'), object: 'payment_method', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } });
      return { subscriptionId, session };
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
