import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { waitFor } from './wait.ts';

let server: TestServer;
const seen: { value: number; at: number }[] = [];

beforeAll(async () => {
  server = await startTestServer();
  server.app.jobs.define<{ value: number }>({
    name: 'test-echo',
    handler: async (data) => {
      seen.push({ value: data.value, at: Date.now() });
    },
  });
  await server.app.jobs.startWorkers({ pollingIntervalSeconds: 0.5 });
});
afterAll(() => server?.close());


it('runs a job sent now and a job delayed until its time, on the same database', async () => {
  const sentAt = Date.now();
  await server.app.jobs.send('test-echo', { value: 1 });
  await server.app.jobs.send('test-echo', { value: 2 }, { startAfter: new Date(sentAt + 2_000) });
  await waitFor(() => seen.length === 2);
  expect(seen.map((s) => s.value)).toEqual([1, 2]);
  expect(seen[1]!.at - sentAt).toBeGreaterThanOrEqual(1_900);
});

it('cancels a scheduled job before it runs', async () => {
  const id = await server.app.jobs.send('test-echo', { value: 3 }, { startAfter: new Date(Date.now() + 1_500) });
  await server.app.jobs.cancel('test-echo', id!);
  await server.app.jobs.send('test-echo', { value: 4 }, { startAfter: new Date(Date.now() + 2_500) });
  await waitFor(() => seen.some((s) => s.value === 4));
  expect(seen.map((s) => s.value)).not.toContain(3);
});
