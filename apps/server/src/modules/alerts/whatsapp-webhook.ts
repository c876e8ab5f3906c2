import crypto from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { applyWhatsappStatuses, statusesOf } from './delivery-status.ts';
import { systemContext } from '../../platform/context/context.ts';

const safeEqual = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
};

/**
 * Meta's WhatsApp webhook. GET: the subscription check (hub.verify_token against
 * WHATSAPP_VERIFY_TOKEN, answers hub.challenge). POST: message statuses, signed with the app secret
 * (X-Hub-Signature-256: sha256=<HMAC of the raw body>), recorded on the alerts they name. Bad input
 * is a 4xx, never a 500; a signed body we cannot use still answers 200 so Meta stops retrying it.
 * Encapsulated so only these routes keep the body as bytes.
 */
export const whatsappWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  const { appSecret, verifyToken } = app.config.whatsapp;

  app.get(
    '/whatsapp/webhook',
    { schema: { hide: true }, config: { rateLimit: false } },
    async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const challenge = typeof query['hub.challenge'] === 'string' ? query['hub.challenge'] : '';
      const token = typeof query['hub.verify_token'] === 'string' ? query['hub.verify_token'] : '';
      if (!verifyToken) throw new AppError(503, { key: 'errors.whatsappWebhookOff' });
      if (query['hub.mode'] !== 'subscribe' || !safeEqual(token, verifyToken))
        throw new AppError(403, { key: 'errors.forbidden' });
      if (!/^[\w-]{1,200}$/.test(challenge)) throw new AppError(400, { key: 'validation.invalid' });
      return reply.type('text/plain').send(challenge);
    },
  );

  app.post('/whatsapp/webhook', { schema: { hide: true }, config: { rateLimit: false } }, async (request) => {
    if (!appSecret) throw new AppError(503, { key: 'errors.whatsappWebhookOff' });
    const raw = Buffer.isBuffer(request.body)
      ? request.body
      : Buffer.from(typeof request.body === 'string' ? request.body : '');
    const signature = String(request.headers['x-hub-signature-256'] ?? '');
    const expected = `sha256=${crypto.createHmac('sha256', appSecret).update(raw).digest('hex')}`;
    if (!safeEqual(signature, expected)) throw new AppError(401, { key: 'errors.webhookSignature' });
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new AppError(400, { key: 'validation.invalid' });
    }
    const updated = await applyWhatsappStatuses(systemContext(app, { ip: request.ip }), statusesOf(body));
    return { received: true, updated };
  });
};
