import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../paths.ts';
import type { Sql } from './client.ts';

export interface JournalEntry {
  idx: number;
  tag: string;
  /** drizzle's folderMillis: what its migrations table records as created_at. */
  when: number;
}

export interface AppliedMigration {
  hash: string;
  created_at: number;
}

export class SchemaMismatchError extends Error {}

export function readJournal(folder = MIGRATIONS_DIR): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

/** The migrations recorded in a database; none when drizzle never ran there. */
export async function appliedMigrations(sql: Sql): Promise<AppliedMigration[]> {
  const [exists] = await sql(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!exists?.present) return [];
  const rows = await sql('select hash, created_at from drizzle.__drizzle_migrations order by created_at');
  return rows.map((row) => ({ hash: String(row.hash), created_at: Number(row.created_at) }));
}

/** Migrations in the database that this code does not know: a newer version migrated it. */
export function unknownMigrations(applied: AppliedMigration[], journal = readJournal()): AppliedMigration[] {
  const known = new Set(journal.map((entry) => entry.when));
  return applied.filter((migration) => !known.has(migration.created_at));
}

export function pendingMigrations(applied: AppliedMigration[], journal = readJournal()): JournalEntry[] {
  const last = Math.max(0, ...applied.map((migration) => migration.created_at));
  return journal.filter((entry) => entry.when > last);
}

export function assertNotAhead(applied: AppliedMigration[]): void {
  const unknown = unknownMigrations(applied);
  if (unknown.length)
    throw new SchemaMismatchError(
      `The database is ahead of this version of Rumo: it records ${unknown.length} migration(s) this code does not have ` +
        `(created_at ${unknown.map((migration) => migration.created_at).join(', ')}). A newer version migrated it. ` +
        'Run that version (or newer), or restore a backup made with this one; Rumo will not serve on a schema it does not know.',
    );
}

/**
 * A copy of the migrations folder whose journal stops at `upTo` (a created_at), so a restore can
 * bring an empty database to the backup's schema, load the rows, and then migrate the rest.
 */
export function migrationsFolderUpTo(upTo: number): { folder: string; remove(): void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-migrations-'));
  fs.cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: JournalEntry[] };
  journal.entries = journal.entries.filter((entry) => entry.when <= upTo);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

/** For a process that does not migrate (MIGRATE_ON_START=false): the schema must be exactly the code's. */
export async function assertSchemaCurrent(database: { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> }) {
  const applied = await appliedMigrations(async (text, values) => (await database.executeSql(text, values)).rows);
  assertNotAhead(applied);
  const pending = pendingMigrations(applied);
  if (pending.length)
    throw new SchemaMismatchError(
      `The database is behind this version of Rumo: ${pending.length} migration(s) to apply (${pending.map((entry) => entry.tag).join(', ')}). Run \`npm run migrate\` first.`,
    );
}
