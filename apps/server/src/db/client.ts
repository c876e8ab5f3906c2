import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const PGLITE_SHARED_BUFFERS = '16MB';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from 'drizzle-orm/logger';
import pg from 'pg';
import type { Config } from '../config.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
import * as schema from './schema/index.ts';
import { appliedMigrations, assertNotAhead } from './migration-state.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Plain SQL with positional parameters, for adapters that bring their own SQL (pg-boss). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** Applies the code's migrations (or those of `folder`); refuses a database ahead of the code. */
  migrate(folder?: string): Promise<void>;
  /**
   * Runs `work` in one transaction on one connection with plain SQL: backups read in a REPEATABLE
   * READ snapshot, restores write everything or nothing.
   */
  transaction<T>(mode: TransactionMode, work: (sql: Sql) => Promise<T>): Promise<T>;
  /** Connections and waiting queries, for the metrics. */
  stats(): DatabaseStats;
  /**
   * LISTEN on a channel. `onLost` runs if the listening connection drops (notifications may have
   * been missed from then on); the returned function stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void, onLost: () => void): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type Sql = (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;
export type TransactionMode = 'snapshot' | 'write';
export interface DatabaseStats {
  /** Open connections (PGlite: always one). */
  total: number;
  idle: number;
  /** Queries waiting for a connection (PGlite: calls queued behind the single connection). */
  waiting: number;
}

const BEGIN: Record<TransactionMode, string> = {
  snapshot: 'set transaction isolation level repeatable read, read only',
  write: 'set transaction isolation level read committed',
};

/** `logger` sees every statement drizzle sends (the query-plan test explains each one). */
export async function openDatabase(config: Config['database'], logger?: Logger): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    const db = drizzlePg({ client: pool, schema, logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }),
      async migrate(folder = MIGRATIONS_DIR) {
        assertNotAhead(await appliedMigrations(async (text, values) => (await pool.query(text, values)).rows));
        await migratePg(drizzlePg({ client: pool }), { migrationsFolder: folder });
      },
      async transaction(mode, work) {
        const connection = await pool.connect();
        try {
          await connection.query('begin');
          await connection.query(BEGIN[mode]);
          const result = await work(async (text, values) => (await connection.query(text, values)).rows);
          await connection.query('commit');
          return result;
        } catch (error) {
          await connection.query('rollback').catch(() => undefined);
          throw error;
        } finally {
          connection.release();
        }
      },
      stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: async (channel, onNotify, onLost) => {
        const listener = new pg.Client({ connectionString: config.url });
        let stopping = false;
        const lost = () => void (stopping || onLost());
        listener.on('error', lost);
        listener.on('end', lost);
        listener.on('notification', (message) => message.channel === channel && onNotify(message.payload ?? ''));
        await listener.connect();
        await listener.query(`listen "${channel}"`);
        return async () => {
          stopping = true;
          await listener.end().catch(() => {});
        };
      },
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  if (config.dataDir) fs.mkdirSync(config.dataDir, { recursive: true });
  const unlock = config.dataDir ? lockDataDir(config.dataDir) : () => undefined;
  // pg_trgm backs the contains-search indexes (migration 0009); PGlite ships it as a loadable extension.
  const extensions = { pg_trgm };
  // PostgreSQL's default 128 MB of shared buffers is resident WASM memory in PGlite; an embedded install
  // (one agency, one process) is served as well by a small cache, and the server stays within its memory budget.
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
  const open = () =>
    config.dataDir ? PGlite.create(config.dataDir, { extensions, startParams }) : PGlite.create({ extensions, startParams });
  // The first start runs initdb inside the WASM instance, which grows its memory by up to ~500 MB that
  // WebAssembly can never give back; reopening the new cluster starts from a small instance again.
  if (config.dataDir && !fs.existsSync(path.join(config.dataDir, 'PG_VERSION'))) await (await open()).close();
  const client = await open();
  const pending = countPending(client);
  const db = drizzlePglite({ client, schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    executeSql: async (text, values) => {
      // Without parameters the text may hold several statements (pg-boss migrations): the simple protocol runs them.
      if (!values?.length) {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      }
      return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
    },
    async migrate(folder = MIGRATIONS_DIR) {
      assertNotAhead(await appliedMigrations(async (text, values) => (await client.query<Record<string, unknown>>(text, values)).rows));
      await migratePglite(drizzlePglite({ client }), { migrationsFolder: folder });
    },
    transaction: (mode, work) =>
      client.transaction(async (tx) => {
        await tx.query(BEGIN[mode]);
        return work(async (text, values) => (await tx.query<Record<string, unknown>>(text, values)).rows);
      }),
    stats: () => ({ total: 1, idle: pending.count === 0 ? 1 : 0, waiting: Math.max(0, pending.count - 1) }),
    // One process owns a PGlite database, so its notifications cannot be missed.
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, onNotify);
      return () => stop();
    },
    ping: async () => void (await client.query('select 1')),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/** PGlite runs one query at a time: counts the calls in flight (running plus queued). */
function countPending(client: PGlite): { count: number } {
  const pending = { count: 0 };
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      pending.count++;
      return original(...args).finally(() => pending.count--);
    };
  }
  return pending;
}

/**
 * PGlite has no cross-process lock and two processes on one data folder corrupt it: the first
 * process writes its pid next to the folder, and another (a second server, `npm run backup`)
 * refuses to open while that pid is alive.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = `${path.resolve(dataDir)}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockFile, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner))
        throw new DatabaseLockedError(
          `The embedded database in ${dataDir} is open in another process (pid ${owner}). Stop that process first (one process owns a PGlite folder).`,
        );
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock the embedded database in ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DatabaseLockedError extends Error {}
