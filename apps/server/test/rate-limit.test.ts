import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { startTestServer, type TestServer } from './harness.ts';

// A new unknown e-mail per sign-in: these tests count the rate limit, which is per client address;
// the per-account throttle (kept in the database that test servers share) is tested elsewhere.
const unknownEmail = () => `x-${crypto.randomUUID()}@y.test`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(() => server?.close());

it('limits requests per client and says when to retry, in the request language', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 3; i++) statuses.push((await server.api('/api/v1/agencies/accounts/info')).status);
  expect(statuses).toEqual([401, 401, 401]);
  const limited = await server.api<{ detail: string }>('/api/v1/agencies/accounts/info', { lang: 'es' });
  expect(limited.status).toBe(429);
  expect(limited.body.detail).toMatch(/^Demasiadas solicitudes\. Inténtelo de nuevo en \d+ segundos\.$/);
  expect(limited.headers.get('retry-after')).toBeTruthy();
});

it('limits sign-in attempts per client more tightly than the rest of the API', async () => {
  const strict = await startTestServer({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
  try {
    const attempt = () => strict.api('/api/v1/auth/signin', { method: 'POST', body: { email: unknownEmail(), password: 'qualquer-1' } });
    expect([(await attempt()).status, (await attempt()).status]).toEqual([400, 400]);
    expect((await attempt()).status).toBe(429);
    expect((await strict.api('/api/v1/health')).status).toBe(200);
  } finally {
    await strict.close();
  }
});

describe('X-Forwarded-For and TRUST_PROXY', () => {
  const signInFrom = (target: TestServer, forwardedFor: string) =>
    target.api('/api/v1/auth/signin', {
      method: 'POST',
      body: { email: unknownEmail(), password: 'qualquer-1' },
      headers: { 'x-forwarded-for': forwardedFor },
    });
  const decodeFrom = (target: TestServer, forwardedFor: string) =>
    target.api('/api/v1/public/pnra', { method: 'POST', body: { text: 'x' }, headers: { 'x-forwarded-for': forwardedFor } });

  it('a client that rotates X-Forwarded-For escapes no limit when no proxy is trusted (the default)', async () => {
    const direct = await startTestServer({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await signInFrom(direct, `203.0.113.${i + 1}`)).status);
      expect(statuses).toEqual([400, 400, 429, 429]);
      const decodes: number[] = [];
      for (let i = 0; i < 32; i++) decodes.push((await decodeFrom(direct, `198.51.100.${i + 1}`)).status);
      expect(decodes.slice(30).every((status) => status === 429)).toBe(true);
    } finally {
      await direct.close();
    }
  });

  it.each([['1'], ['127.0.0.1'], ['10.0.0.0/8, 127.0.0.0/8'], ['true']])(
    'with TRUST_PROXY=%s the address the proxy forwards is the client, each with its own limit',
    async (trust) => {
      const proxied = await startTestServer({ AUTH_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: trust });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 4; i++) statuses.push((await signInFrom(proxied, `203.0.113.${i + 1}`)).status);
        expect(statuses).toEqual([400, 400, 400, 400]);
        // one client behind the proxy is still limited
        expect([(await signInFrom(proxied, '203.0.113.9')).status, (await signInFrom(proxied, '203.0.113.9')).status]).toEqual([400, 400]);
        expect((await signInFrom(proxied, '203.0.113.9')).status).toBe(429);
      } finally {
        await proxied.close();
      }
    },
  );

  it('a proxy list that does not include the peer leaves the header unheeded', async () => {
    const other = await startTestServer({ AUTH_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '10.1.2.3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await signInFrom(other, `203.0.113.${i + 1}`)).status);
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await other.close();
    }
  });
});

it.runIf(process.env.TEST_DB_TARGET === 'postgres')('counts a client once across every process on one PostgreSQL', async () => {
  // one deployment: the same database and job schema; a third server of another deployment beside it
  const deployment = { RATE_LIMIT_PER_MINUTE: '4', JOBS_SCHEMA: `pgboss_rl_${Date.now().toString(36)}` };
  const first = await startTestServer(deployment);
  const second = await startTestServer(deployment);
  const other = await startTestServer({ RATE_LIMIT_PER_MINUTE: '4' });
  try {
    const path = '/api/v1/agencies/accounts/info';
    const statuses = [];
    for (const server of [first, second, first, second]) statuses.push((await server.api(path)).status);
    expect(statuses).toEqual([401, 401, 401, 401]);
    const limited = await second.api<{ detail: string }>(path, { lang: 'en' });
    expect(limited.status).toBe(429);
    expect(limited.body.detail).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
    expect((await first.api(path)).status).toBe(429);
    // another deployment on the same database keeps its own count
    expect((await other.api(path)).status).toBe(401);
  } finally {
    await Promise.all([first.close(), second.close(), other.close()]);
  }
});

describe.skipIf(process.env.TEST_DB_TARGET !== 'postgres')('the API limit shared by several processes', () => {
  it('counts each process’s hits in batches and still refuses a client past the shared limit', async () => {
    const scope = `pgboss_rl_${crypto.randomBytes(4).toString('hex')}`;
    const [a, b] = await Promise.all([
      startTestServer({ RATE_LIMIT_PER_MINUTE: '150', JOBS_SCHEMA: scope }),
      startTestServer({ RATE_LIMIT_PER_MINUTE: '150', JOBS_SCHEMA: scope }),
    ]);
    try {
      const info = (target: TestServer) => target.api('/api/v1/agencies/accounts/info').then((r) => r.status);
      // the shared count, as the database holds it once a process has added its batch
      const shared = async () => {
        const { rows } = await a.app.database.executeSql('select coalesce(sum(hits), 0)::int as hits from rate_limits where key like $1', [`${scope}|%`]);
        return Number(rows[0]!.hits);
      };
      const sharedReaches = async (hits: number) => {
        const deadline = Date.now() + 10_000;
        while ((await shared()) < hits && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
        return shared();
      };
      const fromA: number[] = [];
      for (let i = 0; i < 149; i++) fromA.push(await info(a));
      expect(fromA.every((status) => status === 401)).toBe(true);
      expect(await sharedReaches(149)).toBe(149);
      // B has admitted one request of its own; once its batch is added it knows A's 149 and refuses the client
      expect(await info(b)).toBe(401);
      expect(await sharedReaches(150)).toBe(150);
      expect(await info(b)).toBe(429);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
