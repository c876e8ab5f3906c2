import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database, Sql } from '../src/db/client.ts';
import { emptyDatabase as emptyDatabaseOf, onPostgres } from './databases.ts';
import { createDiskStorage, type Storage } from '../src/platform/storage/storage.ts';
import { createBackup } from '../src/ops/backup.ts';
import { RestoreError, restoreBackup } from '../src/ops/restore.ts';
import { listSequences, listTables, quote } from '../src/ops/catalog.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { TRIAL_EXPIRY_JOB } from '../src/modules/billing/routes.ts';
import { factories, itineraryFactories, tripFactories } from './factories.ts';
import { dataUrl, pngDataUrl } from './images.ts';

const JOBS_SCHEMA = 'pgboss_backup';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-backup-'));
const cleanups: (() => Promise<void>)[] = [];

async function emptyDatabase() {
  const scratch = await emptyDatabaseOf();
  cleanups.push(() => scratch.drop());
  return scratch;
}

function testConfig(dir: string, databaseUrl: string | null) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: dir,
    DATABASE_URL: databaseUrl ?? 'memory://',
    WEB_DIST: path.join(dir, 'no-web-build'),
    JOBS_SCHEMA,
  });
}

const sqlOf =
  (database: Database): Sql =>
  async (text, values) =>
    (await database.executeSql(text, values)).rows;

/** Every table's rows in key order, the sequences, the migrations and the pending jobs: what must survive. */
async function contents(database: Database) {
  const sql = sqlOf(database);
  const tables: Record<string, unknown> = {};
  for (const table of await listTables(sql)) {
    const order = table.key.map(quote).join(', ') || '1';
    const [row] = await sql(`select coalesce(json_agg(row_to_json(t) order by ${order}), '[]')::text as rows from ${quote(table.name)} t`);
    tables[table.name] = JSON.parse(String(row!.rows));
  }
  const jobs = await sql(
    `select id, name, data, state::text, start_after, singleton_key, retry_limit from ${JOBS_SCHEMA}.job where state < 'active' order by id`,
  );
  const migrations = await sql('select hash, created_at from drizzle.__drizzle_migrations order by created_at');
  return { tables, sequences: await listSequences(sql), jobs, migrations };
}

async function files(storage: Storage) {
  const all: Record<string, string> = {};
  for await (const key of storage.list()) all[key] = crypto.createHash('sha256').update((await storage.get(key))!).digest('hex');
  return all;
}

describe(`backup and restore (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let source: { database: Database; storage: Storage; url: string | null; dir: string };
  let agencyOwner: { email: string; password: string };

  beforeAll(async () => {
    const dir = path.join(work, 'source');
    const { database, url } = await emptyDatabase();
    const config = testConfig(dir, url);
    const app = await buildApp(config, { database, migrate: true });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    // A populated agency: the demo agency, plus one made through the API with files of both kinds.
    await seedDemo(app);
    const agency = await factories(app).agency({ name: 'Agência Backup' });
    agencyOwner = agency.owner;
    const post = async (urlPath: string, body: unknown) => {
      const response = await fetch(`${base}/api/v1${urlPath}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${agency.owner.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, await response.clone().text()).toBe(201);
      return (await response.json()) as { id: number };
    };
    const customer = await post('/customers/', {
      first_name: 'Mariana',
      last_name: 'Souza',
      email: 'mariana@exemplo.com',
      phone: '(11) 98765-4321',
      address: { cep: '01001-000', street: 'Praça da Sé', number: '1', city: 'São Paulo', state: 'SP', country: 'BR' },
      picture: pngDataUrl(4, 4),
      personality_tags: ['aventureira'],
      loyalty_programs: [{ program: 'Smiles', number: '123', miles: 15000 }],
    });
    await post('/customers/documents', {
      customer_id: customer.id,
      document_type: 'rg',
      number: 'RG-1',
      file: dataUrl('application/pdf', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')),
    });
    const dependent = await tripFactories(app).dependent(agency.id, customer.id, { first_name: 'Lia' });
    const travel = await tripFactories(app).travel(agency.id, customer.id, { name: 'Lisboa em família' });
    await itineraryFactories(app).trail(agency.id, travel.id, { investment: '1234.56', sale_price: '2000.10' });
    await itineraryFactories(app).traveler(agency.id, travel.id, { dependent_id: dependent.id });
    await app.jobs.send(TRIAL_EXPIRY_JOB, { agency: agency.id }, { startAfter: new Date(Date.now() + 86_400_000) });
    await app.close();
    source = { database, storage: createDiskStorage(config.storage.kind === 'disk' ? config.storage.dir : ''), url, dir };
  }, 180_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('restores a populated agency into an empty installation: every table, sequence, pending job and file', async () => {
    const file = path.join(work, 'rumo.tar.gz');
    const backup = await createBackup({ database: source.database, storage: source.storage, jobsSchema: JOBS_SCHEMA }, file);
    expect(backup.tables.customers).toBeGreaterThanOrEqual(4);
    expect(backup.files).toBe(2);
    expect(backup.jobs).toBe(1);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);

    const { database: target, url } = await emptyDatabase();
    const targetDir = path.join(work, 'target');
    const targetStorage = createDiskStorage(path.join(targetDir, 'files'));
    const restored = await restoreBackup({ database: target, storage: targetStorage, jobsSchema: JOBS_SCHEMA }, file);
    expect(restored.tables).toEqual(backup.tables);

    expect(await contents(target)).toEqual(await contents(source.database));
    const sourceFiles = await files(source.storage);
    expect(Object.keys(sourceFiles)).toHaveLength(2);
    expect(await files(targetStorage)).toEqual(sourceFiles);

    // The restored installation serves: its owner signs in, and new rows take new ids.
    const app = await buildApp(testConfig(targetDir, url), { database: target });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const signin = await fetch(`${base}/api/v1/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: agencyOwner.email, password: agencyOwner.password }),
      });
      expect(signin.status).toBe(200);
      const { token } = (await signin.json()) as { token: string };
      const created = await fetch(`${base}/api/v1/customers/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ first_name: 'Novo', last_name: 'Cliente' }),
      });
      expect(created.status).toBe(201);
      const maxId = Math.max(...(contentsOf(await contents(target), 'customers') as { id: number }[]).map((row) => row.id));
      expect(((await created.json()) as { id: number }).id).toBe(maxId);
    } finally {
      await app.close();
    }

    // Restoring again into the now populated installation is refused, with nothing changed.
    await expect(restoreBackup({ database: target, storage: targetStorage, jobsSchema: JOBS_SCHEMA }, file)).rejects.toThrow(RestoreError);
  }, 180_000);

  it('refuses a file that is not a Rumo backup', async () => {
    const file = path.join(work, 'other.tar.gz');
    fs.writeFileSync(file, Buffer.from('not an archive'));
    // Refused before the database is touched.
    await expect(restoreBackup({ database: source.database, storage: createDiskStorage(path.join(work, 'x')), jobsSchema: JOBS_SCHEMA }, file)).rejects.toThrow(/not a Rumo backup|incorrect header check/);
  });
});

const contentsOf = (all: { tables: Record<string, unknown> }, table: string) => all.tables[table] as unknown[];
