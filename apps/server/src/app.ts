import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_PREFIX, installZodMessageKeys, translate } from '@rumo/core';
import type { Logger } from 'drizzle-orm/logger';
import type { Config } from './config.ts';
import { openDatabase, type Database, type Db } from './db/client.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerLocale } from './http/locale.ts';
import { registerSpa } from './http/spa.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerOverloadGuard } from './http/overload.ts';
import { postgresRateLimitStore } from './http/rate-limit-store.ts';
import { createTokenService, type TokenService } from './platform/auth/tokens.ts';
import { registerAuthGuard } from './platform/auth/guard.ts';
import { registerStatusGuard } from './platform/auth/status-guard.ts';
import { registerRequestContext } from './platform/context/plugin.ts';
import { registerReadCache } from './platform/cache/plugin.ts';
import { createUserCache, type UserCache } from './platform/auth/user-cache.ts';
import { createMailer, type Mailer } from './platform/mail/mailer.ts';
import { createStorage, type Storage } from './platform/storage/storage.ts';
import { createFileUrlSigner, type FileUrlSigner } from './platform/storage/file-urls.ts';
import { createJobQueue, type JobQueue } from './platform/jobs/jobs.ts';
import { createStripe } from './platform/payments/stripe.ts';
import type Stripe from 'stripe';
import { apiModules } from './modules/index.ts';
import { createPlaces } from './platform/places/index.ts';
import { createWhatsApp } from './platform/whatsapp/whatsapp.ts';
import { registerMetrics } from './platform/metrics/metrics.ts';
import { registerApiDocs } from './http/api-docs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    tokens: TokenService;
    userCache: UserCache;
    mailer: Mailer;
    storage: Storage;
    fileUrls: FileUrlSigner;
    jobs: JobQueue;
    stripe: Stripe | null;
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

export interface BuildOptions {
  /** An already-open database (tests share one); otherwise it is opened from config and closed with the app. */
  database?: Database;
  /** Run migrations before serving. */
  migrate?: boolean;
  /** Sees every statement drizzle sends (tests only). */
  queryLogger?: Logger;
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the whole application without listening: main.ts listens, tests use real HTTP on port 0. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  installZodMessageKeys();
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(config.env === 'development' && process.stdout.isTTY
              ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
              : {}),
          },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 30 * 1024 * 1024,
    // Only a configured proxy may name the client: otherwise a forged X-Forwarded-For escapes every rate limit.
    // Fastify reads a bare hop count as "trust nobody", so the count becomes proxy-addr's (address, hop) test.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase(config.database, options.queryLogger));
  if (options.migrate) await database.migrate();

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  const userCache = createUserCache(database);
  await userCache.start();
  app.decorate('userCache', userCache);
  app.addHook('onClose', async () => userCache.close());
  app.decorate('tokens', createTokenService(config.jwt.secret, config.jwt.ttlSeconds));
  const mailer = createMailer(config.mail);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
  app.decorate('storage', createStorage(config.storage));
  app.decorate('fileUrls', createFileUrlSigner(config.jwt.secret));
  app.decorate('stripe', createStripe(config.stripe));
  const jobs = createJobQueue(database, app.log, config.jobsSchema, { maintenanceIntervalSeconds: config.jobsMaintenanceSeconds, cron: config.jobsCron });
  app.decorate('jobs', jobs);
  // shared by every process on PostgreSQL; PGlite has one process, so memory counts
  const rateLimitStore = database.kind === 'postgres' ? postgresRateLimitStore(database, config.jobsSchema) : null;
  // Workers stop, and batched rate-limit hits are written, before the database closes.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await rateLimitStore?.drain();
    if (!options.database) await database.close();
  });
  app.decorate('places', createPlaces(config.places));
  app.decorate('whatsapp', createWhatsApp(config.whatsapp));

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerLocale(app);
  registerErrorHandling(app);
  await registerReadCache(app, config.readCache);
  registerAuthGuard(app);
  registerStatusGuard(app);
  registerRequestContext(app);
  await registerMetrics(app);
  registerOverloadGuard(app, config.maxInFlight);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // sent by registerSecurityHeaders, and only over HTTPS
    strictTransportSecurity: false,
  });
  registerSecurityHeaders(app);

  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    ...(rateLimitStore ? { store: rateLimitStore.Store } : {}),
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      message: translate(request.locale, 'errors.rateLimited', { count: Math.ceil(context.ttl / 1000) }),
    }),
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Rumo API', version: '1.0.0', description: 'The API of Rumo, the travel agency workspace.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
  await registerApiDocs(app);

  await app.register(import('./http/multipart.ts'));
  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module);
    },
    { prefix: API_PREFIX },
  );

  await registerSpa(app, config.webDist);
  return app;
}
