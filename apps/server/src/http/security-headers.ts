import type { FastifyInstance } from 'fastify';

/** No page of Rumo uses these browser features; a script injected anywhere gets none of them. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers helmet does not decide well for us: HSTS only on a request that came over HTTPS (over
 * plain HTTP it is ignored by browsers at best and pins a development host at worst), no caching of
 * anything answered to a signed-in user (agency data must not stay in shared or disk caches), and
 * a Permissions-Policy.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (request.headers.authorization && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
