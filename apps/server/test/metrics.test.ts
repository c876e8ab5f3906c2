import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from './factories.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { TRIAL_EXPIRY_JOB } from '../src/modules/billing/routes.ts';

/** The value of one series in a Prometheus text exposition, or 0 when it is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = line.slice(name.length).split('} ')[0] ?? '';
    if (wanted.every((pair) => labelText.includes(pair))) return Number(line.split(' ').at(-1));
  }
  return 0;
}

describe('metrics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const scrape = async () => {
    const response = await fetch(`${server.baseUrl}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };

  it('counts requests by route pattern and status, messages, jobs and the process', async () => {
    const agency = await factories(server.app).agency();
    const before = await scrape();
    const route = { method: 'GET', route: '/api/v1/customers/:id', status: '404' };
    const beforeNotFound = sample(before, 'rumo_http_requests_total', route);

    for (const id of [999_991, 999_992, 999_993]) expect((await server.api(`/api/v1/customers/${id}`, { token: agency.owner.token })).status).toBe(404);
    expect((await server.api('/api/v1/auth/signin', { method: 'POST', body: { email: agency.owner.email, password: 'wrong-password' } })).status).toBe(400);
    await server.api('/api/v1/auth/recovery-password', { method: 'POST', body: { email: agency.owner.email } });
    await expect(server.app.whatsapp.send({ phoneNumberId: '1', token: 'x' }, '+55', { type: 'text', body: 'Olá' })).rejects.toThrow();
    await server.app.jobs.send(TRIAL_EXPIRY_JOB, {});
    // Recovery answers before its e-mail goes out (the same time for known and unknown addresses).
    const sentBefore = sample(before, 'rumo_messages_total', { channel: 'email', result: 'sent' });
    await expect.poll(async () => sample(await scrape(), 'rumo_messages_total', { channel: 'email', result: 'sent' })).toBeGreaterThan(sentBefore);

    const after = await scrape();
    expect(sample(after, 'rumo_http_requests_total', route)).toBe(beforeNotFound + 3);
    expect(after).not.toContain('route="/api/v1/customers/999991"');
    expect(sample(after, 'rumo_http_request_duration_seconds_count', route)).toBe(beforeNotFound + 3);
    expect(sample(after, 'rumo_http_requests_total', { route: '/api/v1/auth/signin', status: '400' })).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'rumo_messages_total', { channel: 'email', result: 'sent' })).toBeGreaterThan(sample(before, 'rumo_messages_total', { channel: 'email', result: 'sent' }));
    expect(sample(after, 'rumo_messages_total', { channel: 'whatsapp', result: 'failed' })).toBe(
      sample(before, 'rumo_messages_total', { channel: 'whatsapp', result: 'failed' }) + 1,
    );
    expect(sample(after, 'rumo_jobs', { queue: TRIAL_EXPIRY_JOB, state: 'created' })).toBeGreaterThanOrEqual(1);
    expect(after).toMatch(new RegExp(`rumo_jobs_oldest_waiting_seconds\\{queue="${TRIAL_EXPIRY_JOB.replace('.', '\\.')}"\\} \\d`));
    expect(sample(after, 'rumo_db_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(after).toContain('rumo_db_waiting_queries ');
    expect(sample(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(after).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  it('is refused to a client that is not on loopback, and through a proxy, without a token', async () => {
    const remote = await server.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toEqual({ detail: expect.any(String) });
    const proxied = await fetch(`${server.baseUrl}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.status).toBe(403);
    expect(await proxied.json()).toEqual({ detail: expect.any(String) });
  });
});

describe('metrics with METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ METRICS_TOKEN: 'um-token-de-metricas-bem-longo' });
  });
  afterAll(() => server?.close());

  it('asks every client, loopback too, for the bearer token', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }] as Record<string, string>[]) {
      const refused = await fetch(`${server.baseUrl}/metrics`, { headers });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ detail: expect.any(String) });
    }
    const remote = await server.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: 'Bearer um-token-de-metricas-bem-longo' },
    });
    expect(remote.statusCode).toBe(200);
    expect(remote.body).toContain('rumo_http_requests_total');
  });
});
