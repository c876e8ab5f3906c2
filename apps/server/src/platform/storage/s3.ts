import crypto from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { Storage } from './storage.ts';

export interface S3StorageConfig {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const SAFE_KEY = /^[a-z0-9/_-]+(\.[a-z0-9]+)?$/;
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

function checkKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

/**
 * Storage on an S3-compatible service (AWS S3, MinIO, Cloudflare R2, Backblaze...) through the AWS
 * SDK v3: path-style addressing (bucket in the path, so any endpoint works without DNS per
 * bucket), and checksums only when an operation requires them, which S3-compatible servers
 * that predate the SDK's default CRC32 trailers accept. Keys are the same as on disk.
 */
export function createS3Storage(config: S3StorageConfig): Storage & { client: S3Client } {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = config.bucket;
  const write = async (key: string, data: Buffer) => {
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: checkKey(key),
        Body: data,
        ContentLength: data.length,
        ContentType: CONTENT_TYPES[key.split('.').at(-1) ?? ''] ?? 'application/octet-stream',
      }),
    );
  };
  return {
    client,
    async put(prefix, data, extension) {
      const key = checkKey(`${prefix}/${crypto.randomUUID()}${extension ? `.${extension}` : ''}`.toLowerCase());
      await write(key, data);
      return { key, size: data.length };
    },
    write,
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key && SAFE_KEY.test(object.Key)) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers 204 for a missing key too, like rm --force on disk.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
  };
}
