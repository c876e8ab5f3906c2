import type { FastifyPluginAsync } from 'fastify';
import { billingError } from '../../http/errors.ts';
import { handleStripeEvent } from './service.ts';

/**
 * POST /payments/webhook: Stripe's events, verified by signature over the raw body. Encapsulated
 * so only this route keeps the body as bytes.
 */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/payments/webhook', { schema: { hide: true }, config: { rateLimit: false } }, async (request) => {
    const secret = app.config.stripe.webhookSecret;
    if (!app.stripe || !secret) throw billingError(503, 'errors.pricesNotConfigured');
    const signature = request.headers['stripe-signature'];
    let event;
    try {
      event = await app.stripe.webhooks.constructEventAsync(request.body as Buffer, String(signature ?? ''), secret);
    } catch {
      throw billingError(400, 'errors.webhookSignature');
    }
    const { duplicate } = await handleStripeEvent(request.baseCtx, event);
    return { received: true, duplicate };
  });
};
