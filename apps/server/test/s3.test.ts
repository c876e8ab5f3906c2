import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { factories, itineraryFactories, tripFactories } from './factories.ts';
import { dataUrl, pngBytes } from './images.ts';
import { createS3Storage } from '../src/platform/storage/s3.ts';
import { createStorage } from '../src/platform/storage/storage.ts';

/**
 * s3rver (npm, MIT): a pure-JS S3-compatible server, run in this process on a random port, with
 * its fixed credentials S3RVER / S3RVER. It parses the SDK's SigV4 Authorization header and
 * refuses unknown access keys, but does not recompute V4 signatures.
 */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

const BUCKET = 'rumo-test';
let s3: S3rverInstance;
let s3Dir: string;
let endpoint: string;

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-s3-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
  const address = await s3.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

const config = () => ({ endpoint, bucket: BUCKET, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });

describe('S3-compatible storage', () => {
  it('puts, gets and deletes objects by key, with path-style URLs', async () => {
    const storage = createS3Storage(config());
    const png = pngBytes(5, 5);
    const stored = await storage.put('vouchers', png, 'png');
    expect(stored.key).toMatch(/^vouchers\/[0-9a-f-]{36}\.png$/);
    expect(stored.size).toBe(png.length);

    // on the server, in the bucket, under the key, with its content type
    const head = await storage.client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: stored.key }));
    expect(head.ContentType).toBe('image/png');
    expect(head.ContentLength).toBe(png.length);
    expect(fs.readdirSync(s3Dir)).toContain(BUCKET);

    const back = await storage.get(stored.key);
    expect(back?.equals(png)).toBe(true);

    await storage.delete(stored.key);
    expect(await storage.get(stored.key)).toBeNull();
    await expect(storage.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: stored.key }))).rejects.toThrow();
    // deleting a missing key is not an error, like on disk
    await storage.delete(stored.key);
    storage.client.destroy();
  });

  it('round-trips a 10 MB binary exactly', async () => {
    const storage = createS3Storage(config());
    const big = Buffer.alloc(10 * 1024 * 1024);
    for (let i = 0; i < big.length; i += 4096) big[i] = i % 251;
    const stored = await storage.put('vouchers', big, 'pdf');
    expect((await storage.get(stored.key))?.equals(big)).toBe(true);
    await storage.delete(stored.key);
    storage.client.destroy();
  });

  it('refuses keys that could escape the prefix scheme', async () => {
    const storage = createS3Storage(config());
    await expect(storage.get('../etc/passwd')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.delete('Vouchers/ABC')).rejects.toThrow(/Invalid storage key/);
    storage.client.destroy();
  });

  it('fails with credentials the server does not know', async () => {
    const storage = createS3Storage({ ...config(), accessKeyId: 'NOT-A-KEY' });
    await expect(storage.put('vouchers', pngBytes(), 'png')).rejects.toThrow();
    storage.client.destroy();
  });

  it('createStorage returns it when S3 is configured', async () => {
    const storage = createStorage({ kind: 's3', ...config() });
    const stored = await storage.put('logos', pngBytes(), 'png');
    expect((await storage.get(stored.key))?.equals(pngBytes())).toBe(true);
    await storage.delete(stored.key);
  });
});

describe('the app on S3 storage', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('stores an uploaded voucher in the bucket, serves it through the signed URL and deletes it', async () => {
    const agency = await factories(server.app).agency();
    const customer = await tripFactories(server.app).customer(agency.id);
    const travel = await tripFactories(server.app).travel(agency.id, customer.id);
    const trail = await itineraryFactories(server.app).trail(agency.id, travel.id);
    const png = pngBytes(6, 6);
    const res = await server.api<{ id: number; url: string }>('/api/v1/travels/voucher', {
      method: 'POST',
      token: agency.owner.token,
      body: { trail_id: trail.id, file: dataUrl('image/png', png) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const key = decodeURIComponent(res.body.url.split('?')[0]!.replace('/api/v1/files/', ''));

    const inBucket = createS3Storage(config());
    expect((await inBucket.get(key))?.equals(png)).toBe(true);

    const file = await fetch(`${server.baseUrl}${res.body.url}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);

    const del = await server.api(`/api/v1/travels/voucher/${res.body.id}`, { method: 'DELETE', token: agency.owner.token });
    expect(del.status).toBe(204);
    expect(await inBucket.get(key)).toBeNull();
    inBucket.client.destroy();
  });
});
