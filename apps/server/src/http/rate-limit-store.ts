import type { Database } from '../db/client.ts';

interface StoreOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  groupId?: string;
}

type Result = { current: number; ttl: number };

// Expired windows are swept now and then, not on every request.
const SWEEP_EVERY = 500;

const INCREMENT = `
  insert into rate_limits (key, hits, window_ends) values ($1, 1, now() + make_interval(secs => $2::float8 / 1000))
  on conflict (key) do update set
    hits = case when rate_limits.window_ends <= now() then 1 else rate_limits.hits + 1 end,
    window_ends = case when rate_limits.window_ends <= now() then excluded.window_ends else rate_limits.window_ends end
  returning hits, ceil(extract(epoch from window_ends - now()) * 1000)::int as ttl`;

/**
 * A @fastify/rate-limit store counting in PostgreSQL, so every process of one deployment shares a
 * client's count. `scope` separates deployments (and parallel test servers) that share a database;
 * each route with its own limit gets its own count, as the memory store does.
 */
export function postgresRateLimitStore(database: Database, scope: string) {
  let calls = 0;
  return class PostgresRateLimitStore {
    private readonly prefix: string;

    // the plugin passes its merged route options; only these two fields matter here
    constructor(options: object = {}) {
      const { routeInfo, groupId } = options as StoreOptions;
      const route = routeInfo?.url ? `${String(routeInfo.method)} ${routeInfo.url}` : '';
      this.prefix = `${scope}|${groupId ?? route}|`;
    }

    incr(key: string, callback: (error: Error | null, result?: Result) => void, timeWindow: number) {
      if (++calls % SWEEP_EVERY === 0) {
        void database.executeSql(`delete from rate_limits where window_ends < now()`).catch(() => {});
      }
      database.executeSql(INCREMENT, [this.prefix + key, timeWindow]).then(
        ({ rows }) => callback(null, { current: Number(rows[0]!.hits), ttl: Math.max(0, Number(rows[0]!.ttl)) }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object) {
      return new PostgresRateLimitStore(routeOptions);
    }
  };
}
