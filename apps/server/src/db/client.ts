import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Plain SQL with positional parameters, for adapters that bring their own SQL (pg-boss). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export async function openDatabase(config: Config['database']): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }),
      migrate: () => migratePg(drizzlePg({ client: pool }), { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  if (config.dataDir) fs.mkdirSync(config.dataDir, { recursive: true });
  const client = config.dataDir ? await PGlite.create(config.dataDir) : await PGlite.create();
  const db = drizzlePglite({ client, schema }) as unknown as Db;
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
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}
