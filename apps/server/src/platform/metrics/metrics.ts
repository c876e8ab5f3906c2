import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import client from 'prom-client';
import { translate } from '@rumo/core';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * GET /metrics in the Prometheus text format. Each app has its own registry (tests run several
 * apps in one process). Requests are labelled by the route pattern, never the raw URL, so the
 * number of series stays bounded.
 */
export async function registerMetrics(app: FastifyInstance): Promise<void> {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const requests = new client.Counter({
    name: 'rumo_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new client.Histogram({
    name: 'rumo_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  new client.Gauge({
    name: 'rumo_db_connections',
    help: 'Database connections by state (PGlite: its single connection).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = app.database.stats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
    },
  });
  new client.Gauge({
    name: 'rumo_db_waiting_queries',
    help: 'Queries waiting for a database connection (PGlite: queued behind the running one).',
    registers: [registry],
    collect() {
      this.set(app.database.stats().waiting);
    },
  });

  registerJobMetrics(app, registry);
  registerMessageMetrics(app, registry);

  app.get('/metrics', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
    if (!allowed(request, app.config.metricsToken)) {
      return reply.code(403).send({ detail: translate(request.locale, 'errors.forbidden') });
    }
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}

/** With METRICS_TOKEN: that bearer token. Without: only a loopback client that came through no proxy. */
function allowed(request: FastifyRequest, token: string | null): boolean {
  if (token) {
    const given = Buffer.from(/^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '');
    const expected = Buffer.from(token);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  }
  const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
  return LOOPBACK.has(request.raw.socket.remoteAddress ?? '') && !forwarded;
}

/** Job counts by queue and state, and the age of the oldest job still waiting, read from pg-boss's table at scrape time. */
function registerJobMetrics(app: FastifyInstance, registry: client.Registry) {
  const schema = app.config.jobsSchema;
  let snapshot: Promise<{ counts: Record<string, unknown>[]; ages: Record<string, unknown>[] } | null> | null = null;
  // One query per scrape serves both gauges.
  const read = () =>
    (snapshot ??= (async () => {
      try {
        const counts = await app.database.executeSql(`select name, state::text as state, count(*)::int as count from ${schema}.job group by name, state`);
        const ages = await app.database.executeSql(
          `select name, extract(epoch from now() - min(created_on))::float8 as age from ${schema}.job where state in ('created', 'retry') and start_after <= now() group by name`,
        );
        return { counts: counts.rows, ages: ages.rows };
      } catch {
        return null; // the queue's schema does not exist until the first job is sent
      } finally {
        setImmediate(() => (snapshot = null));
      }
    })());

  new client.Gauge({
    name: 'rumo_jobs',
    help: 'Background jobs kept by the queue, by queue and state (created, retry, active, completed, cancelled, failed).',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of (await read())?.counts ?? []) this.set({ queue: String(row.name), state: String(row.state) }, Number(row.count));
    },
  });
  new client.Gauge({
    name: 'rumo_jobs_oldest_waiting_seconds',
    help: 'Age of the oldest job due but not yet picked up, by queue.',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of (await read())?.ages ?? []) this.set({ queue: String(row.name) }, Number(row.age));
    },
  });
}

/** Counts e-mails and WhatsApp messages by wrapping the two adapters' send calls. */
function registerMessageMetrics(app: FastifyInstance, registry: client.Registry) {
  const messages = new client.Counter({
    name: 'rumo_messages_total',
    help: 'Messages handed to the e-mail and WhatsApp providers, by channel and result (sent, failed).',
    labelNames: ['channel', 'result'] as const,
    registers: [registry],
  });
  for (const channel of ['email', 'whatsapp'] as const) {
    messages.inc({ channel, result: 'sent' }, 0);
    messages.inc({ channel, result: 'failed' }, 0);
  }
  const count = <A extends unknown[], R>(channel: 'email' | 'whatsapp', send: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        const result = await send(...args);
        messages.inc({ channel, result: 'sent' });
        return result;
      } catch (error) {
        messages.inc({ channel, result: 'failed' });
        throw error;
      }
    };
  app.mailer.send = count('email', app.mailer.send.bind(app.mailer));
  app.whatsapp.send = count('whatsapp', app.whatsapp.send.bind(app.whatsapp));
}
