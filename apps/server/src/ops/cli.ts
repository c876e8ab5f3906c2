import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { DatabaseLockedError, openDatabase } from '../db/client.ts';
import { SchemaMismatchError } from '../db/migration-state.ts';
import { createStorage } from '../platform/storage/storage.ts';
import { createBackup } from './backup.ts';
import { RestoreError, restoreBackup } from './restore.ts';

/**
 * The operator's commands, on the installation the environment describes (the same settings as
 * the server): `npm run migrate`, `npm run backup -- <file>`, `npm run restore -- <file>`.
 */
const USAGE = 'Usage: npm run migrate | npm run backup -- <file.tar.gz> | npm run restore -- <file.tar.gz>';

async function run(command: string | undefined, argument: string | undefined) {
  if (command !== 'migrate' && command !== 'backup' && command !== 'restore') throw new ConfigError(USAGE);
  if (command !== 'migrate' && !argument) throw new ConfigError(USAGE);
  const config = loadConfig();
  const database = await openDatabase(config.database);
  const where = config.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.database.dataDir ?? 'memory'})`;
  try {
    if (command === 'migrate') {
      await database.migrate();
      console.log(`Migrated ${where}.`);
      return;
    }
    const installation = { database, storage: createStorage(config.storage), jobsSchema: config.jobsSchema };
    const file = path.resolve(argument!);
    if (command === 'backup') {
      const summary = await createBackup(installation, file);
      const rows = Object.values(summary.tables).reduce((sum, count) => sum + count, 0);
      console.log(`Backed up ${where}: ${rows} rows in ${Object.keys(summary.tables).length} tables, ${summary.jobs} pending jobs, ${summary.files} files -> ${file} (${summary.bytes} bytes) in ${summary.ms} ms.`);
    } else {
      const summary = await restoreBackup(installation, file);
      const rows = Object.values(summary.tables).reduce((sum, count) => sum + count, 0);
      console.log(`Restored ${file} into ${where}: ${rows} rows, ${summary.jobs} pending jobs, ${summary.files} files in ${summary.ms} ms.`);
    }
  } finally {
    await database.close();
  }
}

run(process.argv[2], process.argv[3]).catch((error) => {
  const known = [ConfigError, DatabaseLockedError, SchemaMismatchError, RestoreError].some((kind) => error instanceof kind);
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
