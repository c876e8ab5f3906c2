import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { factories } from './factories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** Bumps the version as another process would: on PostgreSQL through a connection of its own. */
async function revokeElsewhere(userId: number) {
  if (process.env.TEST_DB_TARGET !== 'postgres') {
    await server.app.db.update(users).set({ token_version: sql`${users.token_version} + 1` }).where(eq(users.id, userId));
    return;
  }
  const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await other.connect();
  await other.query('update users set token_version = token_version + 1 where id = $1', [userId]);
  await other.end();
}

async function statusWithin(check: () => Promise<number>, expected: number) {
  const deadline = Date.now() + 5_000;
  let status = await check();
  while (status !== expected && Date.now() < deadline) status = await check();
  return status;
}

it('keeps a signed-in user in memory, yet refuses the token once another process revokes it', async () => {
  const agency = await factories(server.app).agency();
  const info = () => server.api('/api/v1/agencies/accounts/info', { token: agency.owner.token }).then((r) => r.status);
  expect(await info()).toBe(200);
  expect(await info()).toBe(200);
  await revokeElsewhere(agency.owner.id);
  expect(await statusWithin(info, 401)).toBe(401);
});

it('refuses a deactivated user and forgets a deleted agency’s users', async () => {
  const agency = await factories(server.app).agency();
  const staff = await factories(server.app).user(agency.id, 'staff');
  const info = (token: string) => () => server.api('/api/v1/agencies/accounts/info', { token }).then((r) => r.status);
  expect(await info(staff.token)()).toBe(200);
  await server.app.db.update(users).set({ is_active: false }).where(eq(users.id, staff.id));
  expect(await statusWithin(info(staff.token), 401)).toBe(401);
});
