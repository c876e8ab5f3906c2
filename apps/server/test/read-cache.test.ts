import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { travels } from '../src/db/schema/index.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { factories, tripFactories } from './factories.ts';
import { waitFor } from './wait.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

interface TripPage {
  count: number;
  results: { id: number; name: string; last_access: string | null }[];
}

const LIST = '/api/v1/travels/all?limit=25&sortBy=going';

async function list(token: string) {
  const response = await server.api(LIST, { token });
  expect(response.status).toBe(200);
  return { page: response.body as TripPage, cache: response.headers.get('x-read-cache') };
}

/** Renames a trip as another process or a job would: on PostgreSQL through a connection of its own. */
async function renameElsewhere(id: number, name: string) {
  if (process.env.TEST_DB_TARGET !== 'postgres') {
    await server.app.db.update(travels).set({ name }).where(eq(travels.id, id));
    return;
  }
  const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await other.connect();
  await other.query('update travels set name = $1 where id = $2', [name, id]);
  await other.end();
}

async function agencyWithTrip() {
  const agency = await factories(server.app).agency();
  const trips = tripFactories(server.app);
  const customer = await trips.customer(agency.id);
  const trip = await trips.travel(agency.id, customer.id, { name: 'Lisboa' });
  return { agency, customer, trip };
}

describe('read cache', () => {
  it('answers a repeated list from memory and a change through the API shows on the next read', async () => {
    const { agency, customer } = await agencyWithTrip();
    expect((await list(agency.owner.token)).cache).toBe('miss');
    const again = await list(agency.owner.token);
    expect(again.cache).toBe('hit');
    expect(again.page.count).toBe(1);

    const created = await server.api('/api/v1/travels', {
      method: 'POST',
      token: agency.owner.token,
      body: { name: 'Roma', customer_id: customer.id, going: '2030-06-01', back: '2030-06-05', screenplay: ['Roma'] },
    });
    expect(created.status).toBe(201);
    const after = await list(agency.owner.token);
    expect(after.cache).toBe('miss');
    expect(after.page.results.map((t) => t.name).sort()).toEqual(['Lisboa', 'Roma']);
  });

  it('drops an agency’s answers when another process changes its rows', async () => {
    const { agency, trip } = await agencyWithTrip();
    await list(agency.owner.token);
    expect((await list(agency.owner.token)).cache).toBe('hit');
    await renameElsewhere(trip.id, 'Porto');
    const deadline = Date.now() + 5_000;
    let names = (await list(agency.owner.token)).page.results.map((t) => t.name);
    while (names[0] !== 'Porto' && Date.now() < deadline) names = (await list(agency.owner.token)).page.results.map((t) => t.name);
    expect(names).toEqual(['Porto']);
  });

  it('shows a trip’s last access in the list right after it is opened', async () => {
    const { agency, trip } = await agencyWithTrip();
    expect((await list(agency.owner.token)).page.results[0]!.last_access).toBeNull();
    await list(agency.owner.token);
    const opened = await server.api<{ last_access: string | null }>(`/api/v1/travels/${trip.id}`, { token: agency.owner.token });
    expect(opened.status).toBe(200);
    expect((await list(agency.owner.token)).page.results[0]!.last_access).toBe(opened.body.last_access);
  });

  it('answers a trip opened again from memory, and its next change at once', async () => {
    const { agency, trip } = await agencyWithTrip();
    const open = () => server.api<{ name: string; last_access: string | null }>(`/api/v1/travels/${trip.id}`, { token: agency.owner.token });
    // the first open records the access (a write): never kept
    const first = await open();
    expect(first.headers.get('x-read-cache')).toBe('miss');
    expect(first.body.last_access).not.toBeNull();
    expect((await open()).headers.get('x-read-cache')).toBe('miss');
    const third = await open();
    expect(third.headers.get('x-read-cache')).toBe('hit');
    expect(third.body.last_access).toBe(first.body.last_access);

    const renamed = await server.api(`/api/v1/travels`, { method: 'PUT', token: agency.owner.token, body: { id: trip.id, name: 'Lisboa e Porto' } });
    expect(renamed.status).toBe(200);
    const after = await open();
    expect(after.headers.get('x-read-cache')).toBe('miss');
    expect(after.body.name).toBe('Lisboa e Porto');
  });

  it('a trip opened drops the trip lists but keeps the agency’s other answers', async () => {
    const { agency, trip } = await agencyWithTrip();
    const clients = () => server.api('/api/v1/customers/all?limit=25', { token: agency.owner.token });
    // kept once the notifications of the agency's creation have come back
    await waitFor(async () => (await clients()).headers.get('x-read-cache') === 'hit');
    await waitFor(async () => (await list(agency.owner.token)).cache === 'hit');

    const opened = await server.api<{ last_access: string }>(`/api/v1/travels/${trip.id}`, { token: agency.owner.token });
    const trips = await list(agency.owner.token);
    expect(trips.cache).toBe('miss');
    expect(trips.page.results[0]!.last_access).toBe(opened.body.last_access);
    expect((await clients()).headers.get('x-read-cache')).toBe('hit');
  });

  it('keeps each agency’s and each user’s answers apart on the same URL', async () => {
    const a = await agencyWithTrip();
    const b = await agencyWithTrip();
    await renameElsewhere(b.trip.id, 'Só da B');
    const staffOfA = await factories(server.app).user(a.agency.id, 'staff');
    await list(a.agency.owner.token);
    const fromA = await list(a.agency.owner.token);
    expect(fromA.cache).toBe('hit');
    const fromB = await list(b.agency.owner.token);
    expect(fromB.cache).toBe('miss');
    expect(fromB.page.results.map((t) => t.id)).toEqual([b.trip.id]);
    expect((await list(staffOfA.token)).cache).toBe('miss');
  });

  it('never keeps an error', async () => {
    const { agency } = await agencyWithTrip();
    const bad = () => server.api('/api/v1/travels/all?limit=25&sortBy=nope', { token: agency.owner.token });
    expect((await bad()).status).toBe(400);
    const second = await bad();
    expect(second.status).toBe(400);
    expect(second.headers.get('x-read-cache')).not.toBe('hit');
  });

  it('a client viewed (a read-audit row) keeps the agency’s cached answers', async () => {
    const { agency, customer } = await agencyWithTrip();
    await waitFor(async () => (await list(agency.owner.token)).cache === 'hit');
    expect((await server.api(`/api/v1/customers/${customer.id}`, { token: agency.owner.token })).status).toBe(200);
    // Notifications arrive in commit order: once a later change of another agency has been heard
    // of, a notification of the view would have been too.
    const other = await agencyWithTrip();
    await list(other.agency.owner.token);
    await renameElsewhere(other.trip.id, 'Depois');
    await waitFor(async () => (await list(other.agency.owner.token)).page.results[0]!.name === 'Depois');
    expect((await list(agency.owner.token)).cache).toBe('hit');
  });

  it('has a change trigger on every table that holds an agency’s rows', async () => {
    const result: unknown = await server.app.db.execute(sql`
      select c.table_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
       where c.table_schema = current_schema() and c.column_name = 'agency_id' and t.table_type = 'BASE TABLE'
         -- no cached answer shows the audit log, written on every view of a client (migration 0017)
         and c.table_name <> 'audit_log'
         and not exists (
           select 1 from pg_trigger g join pg_proc p on p.oid = g.tgfoid
            where g.tgrelid = (quote_ident(c.table_name))::regclass and p.proname in ('rumo_agency_data_changed', 'rumo_travel_data_changed'))`);
    const rows = ((result as { rows?: unknown }).rows ?? result) as { table_name: string }[];
    expect(rows.map((r) => r.table_name)).toEqual([]);
  });
});
