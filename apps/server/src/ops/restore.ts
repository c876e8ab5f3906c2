import { performance } from 'node:perf_hooks';
import PgBoss from 'pg-boss';
import type { Sql } from '../db/client.ts';
import { appliedMigrations, assertNotAhead, migrationsFolderUpTo } from '../db/migration-state.ts';
import { readArchive, type ArchiveEntry } from './archive.ts';
import type { Installation } from './backup.ts';
import { listTables, quote } from './catalog.ts';
import { FORMAT, FORMAT_VERSION, type BackupCounts, type BackupHeader } from './format.ts';

export class RestoreError extends Error {}

export interface RestoreSummary extends BackupCounts {
  ms: number;
}

/**
 * Restores an archive of createBackup into an empty installation: migrates the database to the
 * backup's schema, inserts every table in one transaction (all or nothing), puts back the jobs
 * still to run and the files, checks the counts written at the end of the archive, and then
 * applies this code's newer migrations.
 */
export async function restoreBackup(target: Installation, file: string): Promise<RestoreSummary> {
  const started = performance.now();
  const entries = readArchive(file)[Symbol.asyncIterator]();
  const next = async () => {
    const result = await entries.next();
    return result.done ? null : result.value;
  };
  const sqlOf: Sql = async (text, values) => (await target.database.executeSql(text, values)).rows;

  const first = await next();
  const header = first?.name === 'backup.json' ? (JSON.parse((await first.read()).toString('utf8')) as BackupHeader) : null;
  if (header?.format !== FORMAT) throw new RestoreError(`${file} is not a Rumo backup.`);
  if (header.version > FORMAT_VERSION) throw new RestoreError(`${file} was written by a newer version of Rumo (format ${header.version}).`);
  assertNotAhead(header.migrations);

  const level = Math.max(...header.migrations.map((migration) => migration.created_at));
  const applied = await appliedMigrations(sqlOf);
  if (applied.some((migration) => migration.created_at > level))
    throw new RestoreError('The target database is on a newer schema than the backup: restore into a new, empty database.');
  const folder = migrationsFolderUpTo(level);
  try {
    await target.database.migrate(folder.folder);
  } finally {
    folder.remove();
  }

  const restored: BackupCounts = { tables: Object.fromEntries(header.tables.map((table) => [table, 0])), files: 0, jobs: 0 };
  let entry = await next();
  await target.database.transaction('write', async (sql) => {
    const tables = await listTables(sql);
    for (const table of tables) {
      const [row] = await sql(`select exists (select 1 from ${quote(table.name)}) as used`);
      if (row?.used) throw new RestoreError(`The target database is not empty (table ${table.name} has rows): restore into a new, empty installation.`);
    }
    const columns = new Map<string, { list: string; overriding: string }>();
    for (; entry?.name.startsWith('tables/'); entry = await next()) {
      const table = entry.name.split('/')[1]!;
      if (!header.tables.includes(table)) throw new RestoreError(`The archive holds an unlisted table: ${table}.`);
      const shape = columns.get(table) ?? (await tableShape(sql, table));
      columns.set(table, shape);
      const lines = (await entry.read()).toString('utf8').split('\n').filter(Boolean);
      await sql(
        `insert into ${quote(table)} (${shape.list}) ${shape.overriding} select ${shape.list} from json_populate_recordset(null::${quote(table)}, $1::json)`,
        [`[${lines.join(',')}]`],
      );
      restored.tables[table] = (restored.tables[table] ?? 0) + lines.length;
    }
    if (entry?.name === 'sequences.json') {
      const sequences = JSON.parse((await entry.read()).toString('utf8')) as { name: string; last_value: string | null }[];
      for (const sequence of sequences)
        if (sequence.last_value !== null) await sql('select setval($1::regclass, $2::bigint, true)', [quote(sequence.name), sequence.last_value]);
      entry = await next();
    }
  });

  if (entry?.name === 'jobs/queues.jsonl') {
    const queues = await readLines(entry);
    entry = await next();
    const jobs = entry?.name === 'jobs/jobs.jsonl' ? await readLines(entry) : [];
    if (entry?.name === 'jobs/jobs.jsonl') entry = await next();
    restored.jobs = await restoreJobs(target, queues, jobs);
  }

  for (; entry?.name.startsWith('files/'); entry = await next()) {
    await target.storage.write(entry.name.slice('files/'.length), await entry.read());
    restored.files++;
  }

  if (entry?.name !== 'end.json') throw new RestoreError(`${file} is incomplete: it ends before its summary.`);
  const expected = JSON.parse((await entry.read()).toString('utf8')) as BackupCounts;
  for (const [table, rows] of Object.entries(expected.tables))
    if ((restored.tables[table] ?? 0) !== rows) throw new RestoreError(`Table ${table}: the archive announces ${rows} rows, ${restored.tables[table] ?? 0} were restored.`);
  if (expected.files !== restored.files || expected.jobs !== restored.jobs)
    throw new RestoreError(`The archive announces ${expected.files} files and ${expected.jobs} jobs; ${restored.files} and ${restored.jobs} were restored.`);

  await target.database.migrate();
  return { ...restored, ms: Math.round(performance.now() - started) };
}

/** The columns a restore writes (generated ones are computed again) and whether identity values must be forced. */
async function tableShape(sql: Sql, table: string) {
  const rows = await sql(
    `select attname, attidentity from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    [quote(table)],
  );
  return {
    list: rows.map((row) => quote(String(row.attname))).join(', '),
    overriding: rows.some((row) => row.attidentity === 'a') ? 'overriding system value' : '',
  };
}

async function readLines(entry: ArchiveEntry): Promise<Record<string, unknown>[]> {
  return (await entry.read())
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Jobs go back through pg-boss itself, so its own schema (and version) is set up the way it expects. */
async function restoreJobs(target: Installation, queues: Record<string, unknown>[], jobs: Record<string, unknown>[]): Promise<number> {
  if (!queues.length && !jobs.length) return 0;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => target.database.executeSql(text, values) },
    schema: target.jobsSchema,
    schedule: false,
    supervise: false,
  });
  await boss.start();
  try {
    for (const queue of queues) {
      if (await boss.getQueue(String(queue.name))) continue;
      const options = {
        name: String(queue.name),
        policy: queue.policy,
        retryLimit: queue.retry_limit,
        retryDelay: queue.retry_delay,
        retryBackoff: queue.retry_backoff,
        expireInSeconds: queue.expire_seconds,
        retentionMinutes: queue.retention_minutes,
        deadLetter: queue.dead_letter,
      };
      // pg-boss checks the type of every option present: pass only those the queue had.
      await boss.createQueue(options.name, Object.fromEntries(Object.entries(options).filter(([, value]) => value !== null && value !== undefined)) as unknown as PgBoss.Queue);
    }
    // pg-boss reads startAfter as a timestamp only in the UTC "Z" form (anything else is an interval).
    const clean = (job: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries({ ...job, startAfter: new Date(String(job.startAfter)).toISOString() }).filter(([, value]) => value !== null),
      ) as unknown as PgBoss.JobInsert;
    for (let start = 0; start < jobs.length; start += 500) await boss.insert(jobs.slice(start, start + 500).map(clean));
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
  return jobs.length;
}
