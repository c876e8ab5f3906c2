import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

/** Migrates the PostgreSQL test database once, before the test files run in parallel. */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, SEED_DEMO: 'false' });
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}
