import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { z } from 'zod';
import { REPO_ROOT, WEB_DIST_DIR } from './paths.ts';

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: embedded PGlite in DATA_DIR/db. "memory://": PGlite in memory (tests). Else PostgreSQL. */
  DATABASE_URL: optionalText,
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  JWT_SECRET: optionalText,
  JWT_TTL_SECONDS: z.coerce.number().int().positive().default(60 * 60 * 24 * 7),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Rumo <nao-responda@rumo.app>'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Points the Stripe SDK at another host, e.g. http://127.0.0.1:12111 for the test fake. */
  STRIPE_API_URL: optionalText,
  STORAGE_DIR: optionalText,
  S3_ENDPOINT: optionalText,
  S3_BUCKET: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  PUBLIC_URL: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** API requests in progress at once (queued on the database included); past it: 503 with Retry-After. */
  MAX_IN_FLIGHT: z.coerce.number().int().positive().default(64),
  READ_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  READ_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Sign-in, signup and password reset per client per minute. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Whose X-Forwarded-For to believe: unset/false = nobody, a hop count, proxy addresses/CIDRs, or true. */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (parsed === null) {
        ctx.addIssue({ code: 'custom', message: 'expected false, true, a hop count or comma-separated proxy addresses/CIDRs' });
        return z.NEVER;
      }
      return parsed;
    }),
  /** How long one alert delivery may run before the queue presumes its worker dead and retries it. */
  ALERT_SEND_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(180),
  /** How often the queue looks for such expired jobs (pg-boss maintenance). */
  JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Tests only (ignored unless NODE_ENV=test): the process kills itself with SIGKILL at this named step of a send. */
  CRASH_AT: optionalText,
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  WEB_DIST: z.string().default(WEB_DIST_DIR),
  /** With a key the places autocomplete uses Google Places; without, the offline city gazetteer. */
  GOOGLE_PLACES_API_KEY: optionalText,
  GOOGLE_PLACES_BASE_URL: z.string().url().default('https://maps.googleapis.com'),
  /** A ViaCEP-compatible CEP lookup; "off" leaves the address to be typed by hand. */
  CEP_LOOKUP_URL: z.string().trim().default('https://viacep.com.br/ws'),
  /** WhatsApp Cloud API (Graph API) for client alerts; without token and number id WhatsApp is off. */
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: optionalText,
  WHATSAPP_API_URL: z.string().url().default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z.string().trim().regex(/^v?\d+\.\d+$/).default('v21.0'),
  /** Meta app secret: checks X-Hub-Signature-256 of the status webhook. */
  WHATSAPP_APP_SECRET: optionalText,
  /** The token Meta echoes when the webhook is subscribed (GET hub.verify_token). */
  WHATSAPP_VERIFY_TOKEN: optionalText,
  /** Start of the approved templates' names: <prefix><alert kind>, <prefix>message. */
  WHATSAPP_TEMPLATE_PREFIX: z.string().trim().regex(/^[a-z0-9_]{0,40}$/).default('rumo_'),
  /** PostgreSQL schema of the job queue; tests give each server its own. */
  JOBS_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/).default('pgboss'),
  /** Document extraction by a vision model: an OpenAI-compatible chat-completions endpoint; unset = offline OCR. */
  DOCUMENT_AI_URL: optionalText.pipe(z.string().url().optional()),
  DOCUMENT_AI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  DOCUMENT_AI_KEY: optionalText,
  /** Where the support form's messages go. */
  SUPPORT_EMAIL: z.string().trim().email().default('suporte@rumo.app'),
  /** Run background workers (alerts, trial expiry, e-mails) in this process. */
  /** Apply migrations at start-up; false when a deploy step runs `npm run migrate` once before rolling processes. */
  MIGRATE_ON_START: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  /** Bearer token for GET /metrics; unset = open to loopback clients only. */
  METRICS_TOKEN: optionalText,
  JOBS: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  // Moves scheduled jobs, e.g. "checklist-digest=0 6 * * *; billing.expire-trials=0 * * * *".
  JOBS_CRON: z
    .string()
    .default('')
    .transform((value, context) => {
      const schedules: Record<string, string> = {};
      for (const entry of value.split(';').map((part) => part.trim()).filter(Boolean)) {
        const match = /^([a-z][a-z0-9._-]*)\s*=\s*((?:\S+\s+){4}\S+)$/.exec(entry);
        if (!match) {
          context.addIssue({ code: 'custom', message: `"${entry}" is not name=<five cron fields>` });
          return z.NEVER;
        }
        schedules[match[1]!] = match[2]!;
      }
      return schedules;
    }),
});

export type Env = z.input<typeof envSchema>;

/** Fastify's trustProxy: false, true, a hop count, or the proxies' addresses and CIDRs. */
export type TrustProxy = boolean | number | string[];

function parseTrustProxy(value: string | undefined): TrustProxy | null {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const valid = entries.every((entry) => {
    const [address, prefix, ...rest] = entry.split('/');
    const family = net.isIP(address ?? '');
    if (!family || rest.length) return false;
    if (prefix === undefined) return true;
    return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
  });
  return entries.length && valid ? entries : null;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };
  /** Cron schedules that replace a job's own, by job name (JOBS_CRON). */
  jobsCron: Record<string, string>;
  dataDir: string;
  jwt: { secret: string; ttlSeconds: number };
  mail: { smtpUrl: string | null; from: string; outboxDir: string };
  stripe: { secretKey: string | null; webhookSecret: string | null; apiUrl: string | null };
  storage:
    | { kind: 'disk'; dir: string }
    | { kind: 's3'; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
  publicUrl: string;
  /** PUBLIC_URL was set: links to clients use it instead of the request's origin. */
  publicUrlExplicit: boolean;
  logLevel: string;
  rateLimitPerMinute: number;
  authRateLimitPerMinute: number;
  trustProxy: TrustProxy;
  alertSendTimeoutSeconds: number;
  jobsMaintenanceSeconds: number;
  crashAt: string | null;
  seedDemo: boolean;
  webDist: string;
  places: { googleApiKey: string | null; googleBaseUrl: string };
  /** null: CEP lookup off. */
  cepLookupUrl: string | null;
  whatsapp: {
    token: string | null;
    phoneNumberId: string | null;
    apiUrl: string;
    apiVersion: string;
    appSecret: string | null;
    verifyToken: string | null;
    templatePrefix: string;
  };
  /** log2 of scrypt's N: 17 in production, lower in tests to keep them fast. */
  passwordCost: number;
  maxInFlight: number;
  /** Answers of the busiest reads kept per process (platform/cache); 0 turns the cache off. */
  readCache: { maxBytes: number; ttlMs: number };
  jobs: boolean;
  documentAi: { url: string | null; model: string; key: string | null };
  supportEmail: string;
  jobsSchema: string;
  metricsToken: string | null;
  migrateOnStart: boolean;
}

export class ConfigError extends Error {}

/** Development keeps one random secret in the data folder so tokens survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, '.jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(48).toString('base64url');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);

  let secret = env.JWT_SECRET;
  if (!secret) {
    if (env.NODE_ENV === 'production') throw new ConfigError('JWT_SECRET is required in production.');
    secret = env.NODE_ENV === 'test' ? crypto.randomBytes(32).toString('hex') : developmentSecret(dataDir);
  }
  if (secret.length < 32) throw new ConfigError('JWT_SECRET must have at least 32 characters.');

  const database: Config['database'] =
    env.DATABASE_URL === undefined
      ? { kind: 'pglite', dataDir: path.join(dataDir, 'db') }
      : env.DATABASE_URL === 'memory://'
        ? { kind: 'pglite', dataDir: null }
        : { kind: 'postgres', url: env.DATABASE_URL };

  // a token alone is fine: agencies then bring their own number ids (Minha conta)
  if (env.WHATSAPP_PHONE_NUMBER_ID && !env.WHATSAPP_TOKEN)
    throw new ConfigError('WHATSAPP_PHONE_NUMBER_ID needs WHATSAPP_TOKEN.');

  const s3Keys = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (s3Keys.some(Boolean) && !s3Keys.every(Boolean))
    throw new ConfigError('S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.');
  const storage: Config['storage'] = env.S3_BUCKET
    ? {
        kind: 's3',
        endpoint: env.S3_ENDPOINT!,
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        accessKeyId: env.S3_ACCESS_KEY_ID!,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      }
    : { kind: 'disk', dir: path.resolve(env.STORAGE_DIR ?? path.join(dataDir, 'files')) };

  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    database,
    dataDir,
    jwt: { secret, ttlSeconds: env.JWT_TTL_SECONDS },
    mail: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY ?? null,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
      apiUrl: env.STRIPE_API_URL ?? null,
    },
    storage,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    publicUrlExplicit: env.PUBLIC_URL !== undefined,
    logLevel: env.LOG_LEVEL,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    trustProxy: env.TRUST_PROXY,
    alertSendTimeoutSeconds: env.ALERT_SEND_TIMEOUT_SECONDS,
    jobsMaintenanceSeconds: env.JOBS_MAINTENANCE_SECONDS,
    maxInFlight: env.MAX_IN_FLIGHT,
    readCache: { maxBytes: Math.round(env.READ_CACHE_MB * 1024 * 1024), ttlMs: env.READ_CACHE_TTL_SECONDS * 1000 },
    crashAt: env.NODE_ENV === 'test' ? (env.CRASH_AT ?? null) : null,
    seedDemo: env.SEED_DEMO,
    webDist: path.resolve(env.WEB_DIST),
    places: { googleApiKey: env.GOOGLE_PLACES_API_KEY ?? null, googleBaseUrl: env.GOOGLE_PLACES_BASE_URL },
    cepLookupUrl: ['', 'off'].includes(env.CEP_LOOKUP_URL.toLowerCase()) ? null : env.CEP_LOOKUP_URL.replace(/\/+$/, ''),
    whatsapp: {
      token: env.WHATSAPP_TOKEN ?? null,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID ?? null,
      apiUrl: env.WHATSAPP_API_URL.replace(/\/+$/, ''),
      apiVersion: env.WHATSAPP_API_VERSION.startsWith('v') ? env.WHATSAPP_API_VERSION : `v${env.WHATSAPP_API_VERSION}`,
      appSecret: env.WHATSAPP_APP_SECRET ?? null,
      verifyToken: env.WHATSAPP_VERIFY_TOKEN ?? null,
      templatePrefix: env.WHATSAPP_TEMPLATE_PREFIX,
    },
    passwordCost: env.NODE_ENV === 'test' ? 12 : 17,
    jobs: env.JOBS,
    jobsCron: env.JOBS_CRON,
    documentAi: { url: env.DOCUMENT_AI_URL ?? null, model: env.DOCUMENT_AI_MODEL, key: env.DOCUMENT_AI_KEY ?? null },
    supportEmail: env.SUPPORT_EMAIL,
    jobsSchema: env.JOBS_SCHEMA,
    metricsToken: env.METRICS_TOKEN ?? null,
    migrateOnStart: env.MIGRATE_ON_START,
  };
}
