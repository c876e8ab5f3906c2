import { loadConfig } from '../../apps/server/src/config.ts';

/** The app's settings for the scale bench on `target` (a PostgreSQL URL or a PGlite data dir); `extra` overrides. */
export function scaleConfig(target: string, extra: Record<string, string> = {}) {
  return loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET: 'scale-bench-secret-0123456789abcdef',
    DATABASE_URL: target.startsWith('postgres') ? target : undefined,
    DATA_DIR: target.startsWith('postgres') ? process.env.BENCH_DATA_DIR : target,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    RATE_LIMIT_PER_MINUTE: '100000000',
    WEB_DIST: process.env.BENCH_WEB_DIST ?? '/nonexistent',
    ...extra,
  });
}
