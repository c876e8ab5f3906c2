import http from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { factories } from './factories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ MAX_IN_FLIGHT: '2' });
});
afterAll(() => server?.close());

/** A request whose body never finishes arriving: it holds its place in the queue until destroyed. */
function stalledUpload(token: string): Promise<http.ClientRequest> {
  const { hostname, port } = new URL(server.baseUrl);
  const request = http.request({
    hostname,
    port,
    method: 'POST',
    path: '/api/v1/customers',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': '1000' },
  });
  request.on('error', () => {});
  // Resolved once the server has the request in hand (it is then counted as in progress).
  const received = new Promise<http.ClientRequest>((resolve) => server.app.server.once('request', () => resolve(request)));
  request.write('{"first_name":');
  return received;
}

async function waitFor(check: () => Promise<boolean>) {
  const deadline = Date.now() + 10_000;
  while (!(await check())) if (Date.now() > deadline) throw new Error('condition not met in 10 s');
}

it('answers 503 with Retry-After, in the request language, once the queue is full, and serves again when it drains', async () => {
  const agency = await factories(server.app).agency();
  const token = agency.owner.token;
  const list = () => server.api<{ detail: string }>('/api/v1/customers/all', { token, lang: 'en' });
  expect((await list()).status).toBe(200);

  const held = [await stalledUpload(token), await stalledUpload(token)];
  const refused = await list();
  expect(refused.status).toBe(503);
  expect(refused.headers.get('retry-after')).toBe('1');
  expect(refused.body.detail).toBe('The server is busy. Try again in 1 second.');
  expect((await server.api('/api/v1/health')).status).toBe(200);

  for (const request of held) request.destroy();
  await waitFor(async () => (await list()).status === 200);
});
