import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { createS3Storage } from './s3.ts';

export interface StoredFile {
  key: string;
  size: number;
}

/** Where uploaded files live. Keys are opaque; callers keep the key and the agency that owns it. */
export interface Storage {
  put(prefix: string, data: Buffer, extension: string): Promise<StoredFile>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Every stored key, for backups. */
  list(): AsyncIterable<string>;
  /** Stores data under a given key, for restores. */
  write(key: string, data: Buffer): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9/_-]+(\.[a-z0-9]+)?$/;

export function createDiskStorage(dir: string): Storage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
    return path.join(dir, key);
  };
  return {
    async put(prefix, data, extension) {
      const key = `${prefix}/${crypto.randomUUID()}${extension ? `.${extension}` : ''}`.toLowerCase();
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
      return { key, size: data.length };
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async *list() {
      let entries;
      try {
        entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        if (SAFE_KEY.test(key)) yield key;
      }
    },
    async write(key, data) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
    },
  };
}

export function createStorage(config: Config['storage']): Storage {
  if (config.kind === 'disk') return createDiskStorage(config.dir);
  return createS3Storage(config);
}
