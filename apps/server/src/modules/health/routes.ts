import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  /** smtp: e-mails are sent; outbox-only: they only land as .eml files in DATA_DIR/outbox (no SMTP_URL). */
  mail: z.enum(['smtp', 'outbox-only']),
  uptime_s: z.number(),
});

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    { schema: { tags: ['platform'], security: [], response: { 200: healthSchema, 503: healthSchema } }, config: { rateLimit: false } },
    async (_request, reply) => {
      const database = await app.database
        .ping()
        .then(() => 'ok' as const)
        .catch(() => 'down' as const);
      const body = {
        status: database === 'ok' ? ('ok' as const) : ('degraded' as const),
        database,
        mail: app.config.mail.smtpUrl ? ('smtp' as const) : ('outbox-only' as const),
        uptime_s: Math.round(process.uptime()),
      };
      return reply.status(database === 'ok' ? 200 : 503).send(body);
    },
  );
};
