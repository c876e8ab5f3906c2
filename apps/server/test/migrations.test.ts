import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/paths.ts';
import { SchemaMismatchError, assertSchemaCurrent, readJournal } from '../src/db/migration-state.ts';
import { emptyDatabase, onPostgres } from './databases.ts';

/** Runs a command of the repository with the given environment; resolves with its exit code and output. */
function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: REPO_ROOT, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('migrations as a step', () => {
  let scratch: Awaited<ReturnType<typeof emptyDatabase>>;
  beforeAll(async () => {
    scratch = await emptyDatabase();
  }, 300_000);
  afterAll(() => scratch?.drop());

  it('a process that does not migrate refuses a database behind the code, then one ahead of it', async () => {
    await expect(assertSchemaCurrent(scratch.database)).rejects.toThrow(/behind this version.*npm run migrate/);

    await scratch.database.migrate();
    await expect(assertSchemaCurrent(scratch.database)).resolves.toBeUndefined();
    // Idempotent: a second run (another process of a rolling deploy) applies nothing.
    await scratch.database.migrate();

    const future = Math.max(...readJournal().map((entry) => entry.when)) + 1_000;
    await scratch.database.executeSql(`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', $1)`, [future]);
    const refusal = /ahead of this version of Rumo.*1 migration\(s\) this code does not have/s;
    await expect(scratch.database.migrate()).rejects.toThrow(SchemaMismatchError);
    await expect(scratch.database.migrate()).rejects.toThrow(refusal);
    await expect(assertSchemaCurrent(scratch.database)).rejects.toThrow(refusal);

    if (onPostgres) {
      // The real start-up and the operator's command both stop with that message.
      const env = { DATABASE_URL: scratch.url!, NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', PORT: '0', JOBS: 'false' };
      const server = await run([path.join('apps/server/src/main.ts')], env);
      expect(server.code).toBe(1);
      expect(server.output).toMatch(refusal);
      const migrate = await run(['apps/server/src/ops/cli.ts', 'migrate'], env);
      expect(migrate.code).toBe(1);
      expect(migrate.output).toMatch(refusal);
    }
  }, 300_000);
});
