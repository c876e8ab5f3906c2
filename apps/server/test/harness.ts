import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';

/**
 * Opening PGlite costs ~2 s of WebAssembly start-up, so the test files of one worker share one
 * migrated in-memory database (the project runs with isolate: false); tests stay independent
 * because each makes its own agency.
 */
let sharedPglite: Promise<Database> | null = null;
function pgliteForTests(): Promise<Database> {
  return (sharedPglite ??= openDatabase({ kind: 'pglite', dataDir: null }).then(async (database) => {
    await database.migrate();
    return database;
  }));
}

export interface TestServer {
  app: FastifyInstance;
  config: Config;
  baseUrl: string;
  /** Calls the API over real HTTP. */
  api: <T = unknown>(urlPath: string, init?: ApiInit) => Promise<ApiResponse<T>>;
  close(): Promise<void>;
}

export interface ApiInit {
  method?: string;
  token?: string;
  body?: unknown;
  lang?: string;
  headers?: Record<string, string>;
}

export interface ApiResponse<T> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * Starts the real app on a random port: PGlite in memory by default, the migrated PostgreSQL test
 * database when the project runs with TEST_DB_TARGET=postgres. Each test file gets its own server;
 * each test makes its own agency through the factories, so nothing leaks between tests.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const onPostgres = process.env.TEST_DB_TARGET === 'postgres';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    DATABASE_URL: onPostgres ? process.env.TEST_DATABASE_URL : 'memory://',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    // tests never reach the network: a test that needs the CEP service starts a local fake
    CEP_LOOKUP_URL: 'off',
    // Test files run in parallel on one database: each server works only its own job queue.
    JOBS_SCHEMA: `pgboss_${path.basename(dataDir).replace(/\W/g, '_').toLowerCase()}`,
    ...env,
  });
  const app = onPostgres ? await buildApp(config) : await buildApp(config, { database: await pgliteForTests() });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  async function api<T>(urlPath: string, init: ApiInit = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { 'accept-language': init.lang ?? 'pt-BR', ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | undefined;
    if (init.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    }
    const response = await fetch(`${baseUrl}${urlPath}`, { method: init.method ?? 'GET', headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // non-JSON bodies (HTML, files) stay as text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  return {
    app,
    config,
    baseUrl,
    api,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
