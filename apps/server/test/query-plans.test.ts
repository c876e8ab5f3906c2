import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { factories, itineraryFactories, tripFactories } from './factories.ts';

/**
 * Every list and lookup the pages call, explained on PostgreSQL with sequential scans disabled:
 * a plan that still scans a whole agency table (or walks a whole index of it) has no index to use and would read every agency's
 * rows at scale. PGlite has the same planner, but the CI guard runs on the real server.
 */
const onPostgres = process.env.TEST_DB_TARGET === 'postgres';

describe.skipIf(!onPostgres)('query plans', () => {
  const statements: { query: string; params: unknown[] }[] = [];
  let app: FastifyInstance;
  let base: string;
  let dataDir: string;
  let explainer: pg.Client;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-plans-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.TEST_DATABASE_URL,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      JOBS_SCHEMA: `pgboss_${path.basename(dataDir).replace(/\W/g, '_').toLowerCase()}`,
    });
    app = await buildApp(config, { queryLogger: { logQuery: (query, params) => void statements.push({ query, params }) } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
    explainer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await explainer.connect();
    await explainer.query('set enable_seqscan = off');
  });
  afterAll(async () => {
    await explainer?.end();
    await app?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Tables whose rows belong to one agency. */
  async function agencyTables(): Promise<Set<string>> {
    const { rows } = await explainer.query<{ table_name: string }>(
      `select table_name from information_schema.columns where table_schema = 'public' and column_name = 'agency_id'`,
    );
    return new Set(rows.map((r) => r.table_name));
  }

  function seqScans(plan: Record<string, unknown>, tables: Set<string>, found: string[] = []): string[] {
    const table = String(plan['Relation Name']);
    if (tables.has(table)) {
      if (plan['Node Type'] === 'Seq Scan') found.push(table);
      // Walking a whole index in order reads every agency's rows just the same.
      else if (/^Index (Only )?Scan$/.test(String(plan['Node Type'])) && !plan['Index Cond']) found.push(`${table} (whole index ${plan['Index Name']})`);
    }
    for (const child of (plan.Plans as Record<string, unknown>[] | undefined) ?? []) seqScans(child, tables, found);
    return found;
  }

  it('notices a sequential scan when a query has no index to use', async () => {
    const { rows } = await explainer.query<{ 'QUERY PLAN': [{ Plan: Record<string, unknown> }] }>(
      `explain (format json) select id from customers where notes = $1`,
      ['unindexed'],
    );
    expect(seqScans(rows[0]!['QUERY PLAN'][0].Plan, await agencyTables())).toEqual(['customers']);
  });

  it('finds no sequential scan of an agency table in any list or lookup', async () => {
    const agency = await factories(app).agency();
    const trips = tripFactories(app);
    const customer = await trips.customer(agency.id, { first_name: 'Ana', last_name: 'Silva' });
    await trips.dependent(agency.id, customer.id);
    const trip = await trips.travel(agency.id, customer.id, { name: 'Lisboa', going: '2030-05-01', back: '2030-05-10', created_by: agency.owner.id });
    await itineraryFactories(app).trail(agency.id, trip.id, { type: 'hotel', details: { name: 'Hotel', check_in: '2030-05-01T14:00:00' } });

    const pages = [
      '/travels/all?limit=25&sortBy=going',
      '/travels/all?limit=10000&type=going&start=2030-05-01&end=2030-05-31',
      '/travels/all?limit=10000&type=back&start=2030-05-01&end=2030-05-07',
      '/travels/all-customer?limit=25&type=going',
      `/travels/all?limit=25&customer_id=${customer.id}`,
      `/travels/${trip.id}`,
      '/customers/all?limit=25',
      '/customers/all?limit=5&search=silva',
      '/customers?query=ana',
      `/customers/${customer.id}`,
      `/customers/dependents/cus/${customer.id}`,
      `/customers/dependents/travel/${trip.id}`,
      '/travels/check-list-all?limit=10&mine=false',
      '/travels/check-list-all?limit=10&mine=true&status=overdue',
      `/travels/check-list/all/${trip.id}`,
      `/travels/alert/all/${trip.id}`,
      `/travels/vouchers/${trip.id}`,
      `/travels/financial/${trip.id}`,
      '/agencies/staff/all',
    ];
    const tables = await agencyTables();
    const failures: string[] = [];
    for (const page of pages) {
      statements.length = 0;
      const response = await fetch(base + page, { headers: { authorization: `Bearer ${agency.owner.token}` } });
      expect(response.status, page).toBe(200);
      for (const { query, params } of statements.filter((s) => !/^\s*insert/i.test(s.query))) {
        const { rows } = await explainer.query<{ 'QUERY PLAN': [{ Plan: Record<string, unknown> }] }>(`explain (format json) ${query}`, params);
        for (const table of seqScans(rows[0]!['QUERY PLAN'][0].Plan, tables)) failures.push(`${page}: scan of ${table} in ${query}`);
      }
    }
    expect(statements.length).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });
});
