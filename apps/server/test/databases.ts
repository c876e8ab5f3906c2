import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.ts';

export const onPostgres = process.env.TEST_DB_TARGET === 'postgres';

/**
 * A new, empty, unmigrated database, for tests that need a whole installation of their own
 * (backups, migrations): PGlite in memory, or a database of its own on the test PostgreSQL
 * server, dropped by `drop()`.
 */
export async function emptyDatabase(): Promise<{ database: Database; url: string | null; drop(): Promise<void> }> {
  if (!onPostgres) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    return { database, url: null, drop: () => database.close() };
  }
  const name = `rumo_scratch_${crypto.randomBytes(4).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}
