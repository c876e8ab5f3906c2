import fs from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import type { Database, Sql } from '../db/client.ts';
import { appliedMigrations } from '../db/migration-state.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { writeArchive, type ArchiveWriter } from './archive.ts';
import { listSequences, listTables, quote } from './catalog.ts';
import { FORMAT, FORMAT_VERSION, JOB_STATES_KEPT, ROWS_PER_CHUNK, type BackupCounts, type BackupHeader } from './format.ts';

export interface Installation {
  database: Database;
  storage: Storage;
  /** pg-boss's schema: jobs still to run are part of the backup. */
  jobsSchema: string;
}

export interface BackupSummary extends BackupCounts {
  file: string;
  bytes: number;
  ms: number;
}

/**
 * Writes one .tar.gz with every table of the public schema (read in one REPEATABLE READ, read-only
 * transaction, so the rows are one consistent point in time while the server keeps serving),
 * the sequences, the jobs still to run, and then every stored file. Files are written before the
 * rows that name them and never changed, so every file a backed-up row names is there.
 */
export async function createBackup(source: Installation, file: string): Promise<BackupSummary> {
  const started = performance.now();
  const partial = `${file}.partial`;
  const archive = writeArchive(partial);
  const counts: BackupCounts = { tables: {}, files: 0, jobs: 0 };
  try {
    await source.database.transaction('snapshot', async (sql) => {
      const migrations = await appliedMigrations(sql);
      if (!migrations.length) throw new Error('The database has never been migrated: there is nothing to back up.');
      const tables = await listTables(sql);
      const header: BackupHeader = {
        format: FORMAT,
        version: FORMAT_VERSION,
        created_at: new Date().toISOString(),
        database: source.database.kind,
        migrations,
        tables: tables.map((table) => table.name),
      };
      await archive.add('backup.json', JSON.stringify(header, null, 2));
      for (const table of tables) counts.tables[table.name] = await dumpTable(sql, archive, table.name, table.key);
      await archive.add('sequences.json', JSON.stringify(await listSequences(sql), null, 2));
      counts.jobs = await dumpJobs(sql, archive, source.jobsSchema);
    });
    for await (const key of source.storage.list()) {
      const data = await source.storage.get(key);
      if (!data) continue; // deleted since it was listed
      await archive.add(`files/${key}`, data);
      counts.files++;
    }
    await archive.add('end.json', JSON.stringify(counts, null, 2));
    await archive.finish();
  } catch (error) {
    archive.abort();
    await fs.rm(partial, { force: true });
    throw error;
  }
  await fs.rename(partial, file);
  const { size } = await fs.stat(file);
  return { ...counts, file, bytes: size, ms: Math.round(performance.now() - started) };
}

async function dumpTable(sql: Sql, archive: ArchiveWriter, table: string, key: string[]): Promise<number> {
  const order = key.length ? ` order by ${key.map(quote).join(', ')}` : '';
  await sql(`declare rumo_backup no scroll cursor for select row_to_json(t)::text as row from ${quote(table)} t${order}`);
  let rows = 0;
  for (let chunk = 1; ; chunk++) {
    const batch = await sql(`fetch ${ROWS_PER_CHUNK} from rumo_backup`);
    if (!batch.length) break;
    rows += batch.length;
    await archive.add(`tables/${table}/${String(chunk).padStart(6, '0')}.jsonl`, batch.map((row) => row.row).join('\n') + '\n');
  }
  await sql('close rumo_backup');
  return rows;
}

async function dumpJobs(sql: Sql, archive: ArchiveWriter, schema: string): Promise<number> {
  const [present] = await sql(`select to_regclass($1) is not null as present`, [`${schema}.job`]);
  if (!present?.present) return 0;
  const queues = await sql(`select row_to_json(q)::text as row from ${quote(schema)}.queue q order by dead_letter nulls first, name`);
  const jobs = await sql(
    `select json_build_object('id', id, 'name', name, 'data', data, 'priority', priority, 'retryLimit', retry_limit,
              'retryDelay', retry_delay, 'retryBackoff', retry_backoff, 'startAfter', start_after,
              'singletonKey', singleton_key, 'expireInSeconds', extract(epoch from expire_in)::int,
              'keepUntil', keep_until, 'deadLetter', dead_letter)::text as row
       from ${quote(schema)}.job where state::text = any($1) order by created_on`,
    [JOB_STATES_KEPT],
  );
  await archive.add('jobs/queues.jsonl', queues.map((row) => row.row).join('\n'));
  await archive.add('jobs/jobs.jsonl', jobs.map((row) => row.row).join('\n'));
  return jobs.length;
}
