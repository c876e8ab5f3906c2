import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

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
  expect(limited.body.detail).toMatch(/^Demasiadas solicitudes\. Inténtalo de nuevo en \d+ segundos\.$/);
  expect(limited.headers.get('retry-after')).toBeTruthy();
});

it('limits sign-in attempts per client more tightly than the rest of the API', async () => {
  const strict = await startTestServer({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
  try {
    const attempt = () => strict.api('/api/v1/auth/signin', { method: 'POST', body: { email: 'x@y.test', password: 'qualquer-1' } });
    expect([(await attempt()).status, (await attempt()).status]).toEqual([400, 400]);
    expect((await attempt()).status).toBe(429);
    expect((await strict.api('/api/v1/health')).status).toBe(200);
  } finally {
    await strict.close();
  }
});
