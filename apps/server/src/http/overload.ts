import type { FastifyInstance } from 'fastify';
import { API_PREFIX, translate } from '@rumo/core';

const RETRY_AFTER_SECONDS = 1;

/**
 * A bounded queue in front of the API. The database answers one query at a time on PGlite (and
 * through a small pool on PostgreSQL), so under overload requests pile up and the late ones time
 * out after holding their place for seconds. Past `max` requests in progress, a new one is answered
 * at once with 503 and Retry-After; the health check is never refused, so a balancer still sees us.
 */
export function registerOverloadGuard(app: FastifyInstance, max: number) {
  let inFlight = 0;
  const health = `${API_PREFIX}/health`;
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(API_PREFIX) || request.url.startsWith(health)) return;
    if (inFlight >= max) {
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ detail: translate(request.locale, 'errors.overloaded', { count: RETRY_AFTER_SECONDS }) });
    }
    inFlight++;
    // 'close' fires once however the exchange ends: answered, failed or abandoned by the client.
    reply.raw.once('close', () => inFlight--);
  });
}
