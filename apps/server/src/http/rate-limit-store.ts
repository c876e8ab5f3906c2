import type { Database } from '../db/client.ts';

interface StoreOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  groupId?: string;
}

type Result = { current: number; ttl: number };

// Expired windows are swept now and then, not on every request.
const SWEEP_EVERY = 500;

// Limits up to this many requests a window are counted exactly, in the database, on every request
// (sign-in); larger ones (the whole API) are counted in memory and added to the shared count in batches.
const EXACT_UP_TO = 100;
// How often a process adds its batched hits to the shared count.
const FLUSH_MS = 200;

const INCREMENT = `
  insert into rate_limits (key, hits, window_ends) values ($1, $3::int, now() + make_interval(secs => $2::float8 / 1000))
  on conflict (key) do update set
    hits = case when rate_limits.window_ends <= now() then $3::int else rate_limits.hits + $3::int end,
    window_ends = case when rate_limits.window_ends <= now() then excluded.window_ends else rate_limits.window_ends end
  returning hits, ceil(extract(epoch from window_ends - now()) * 1000)::int as ttl`;

/** A client's count on one key, as this process knows it. */
interface Batch {
  /** The shared count the database last answered (every process's hits). */
  shared: number;
  /** Hits of this process not yet added to it. */
  pending: number;
  windowEnds: number;
  flushing: boolean;
  /** The flush waiting its turn, if any; `drain` runs it at once. */
  timer: NodeJS.Timeout | null;
  timeWindow: number;
}

/**
 * A @fastify/rate-limit store counting in PostgreSQL, so every process of one deployment shares a
 * client's count. `scope` separates deployments (and parallel test servers) that share a database;
 * each route with its own limit gets its own count, as the memory store does.
 *
 * A tight limit (sign-in) is counted exactly: one upsert per request. A loose one (the API's
 * 600/min) would make every request of a client queue on the same row, so each process counts in
 * memory and adds its hits to the shared row every FLUSH_MS; a client may exceed the limit by what
 * the other processes admitted in that interval, and the limit is still shared.
 */
export function postgresRateLimitStore(database: Database, scope: string) {
  let calls = 0;
  let closed = false;
  const batches = new Map<string, Batch>();

  const increment = (key: string, timeWindow: number, hits: number) =>
    database.executeSql(INCREMENT, [key, timeWindow, hits]).then(({ rows }) => ({
      current: Number(rows[0]!.hits),
      ttl: Math.max(0, Number(rows[0]!.ttl)),
    }));

  const inFlight = new Set<Promise<void>>();
  const flush = (key: string, batch: Batch) => {
    batch.timer = null;
    const hits = batch.pending;
    batch.pending = 0;
    const done = increment(key, batch.timeWindow, hits).then(
      ({ current, ttl }) => {
        batch.shared = current;
        batch.windowEnds = Date.now() + ttl;
        batch.flushing = false;
        if (batch.pending > 0) schedule(key, batch);
      },
      () => {
        // the database is away: keep the hits for the next try
        batch.pending += hits;
        batch.flushing = false;
        if (!closed) schedule(key, batch);
      },
    );
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  };
  const schedule = (key: string, batch: Batch) => {
    if (batch.flushing) return;
    batch.flushing = true;
    batch.timer = setTimeout(() => flush(key, batch), FLUSH_MS).unref();
  };
  const sweep = (now: number) => {
    for (const [key, batch] of batches) if (batch.windowEnds <= now && batch.pending === 0 && !batch.flushing) batches.delete(key);
  };

  /** Adds every batched hit to the shared count now, before the database closes (a write after close would be lost or land late). */
  const drain = async () => {
    closed = true;
    for (const [key, batch] of batches) {
      if (batch.timer) {
        clearTimeout(batch.timer);
        flush(key, batch);
      }
    }
    await Promise.all([...inFlight]);
  };

  const Store = class PostgresRateLimitStore {
    private readonly prefix: string;

    // the plugin passes its merged route options; only these two fields matter here
    constructor(options: object = {}) {
      const { routeInfo, groupId } = options as StoreOptions;
      const route = routeInfo?.url ? `${String(routeInfo.method)} ${routeInfo.url}` : '';
      this.prefix = `${scope}|${groupId ?? route}|`;
    }

    incr(key: string, callback: (error: Error | null, result?: Result) => void, timeWindow: number, max = 0) {
      const now = Date.now();
      if (++calls % SWEEP_EVERY === 0) {
        void database.executeSql(`delete from rate_limits where window_ends < now()`).catch(() => {});
        sweep(now);
      }
      const full = this.prefix + key;
      if (max <= EXACT_UP_TO) {
        increment(full, timeWindow, 1).then((result) => callback(null, result), (error: Error) => callback(error));
        return;
      }
      let batch = batches.get(full);
      if (!batch || (batch.windowEnds <= now && !batch.flushing)) {
        batch = { shared: 0, pending: 0, windowEnds: now + timeWindow, flushing: false, timer: null, timeWindow };
        batches.set(full, batch);
      }
      batch.pending++;
      schedule(full, batch);
      callback(null, { current: batch.shared + batch.pending, ttl: Math.max(0, batch.windowEnds - now) });
    }

    child(routeOptions: object) {
      return new PostgresRateLimitStore(routeOptions);
    }
  };
  return { Store, drain };
}
