import type { AppliedMigration } from '../db/migration-state.ts';

/** The archive: backup.json first, then tables/<name>/<n>.jsonl in restore order, sequences, jobs, files/<key>, end.json last. */
export const FORMAT = 'rumo-backup';
export const FORMAT_VERSION = 1;
export const ROWS_PER_CHUNK = 2000;

export interface BackupHeader {
  format: typeof FORMAT;
  version: number;
  created_at: string;
  database: 'pglite' | 'postgres';
  migrations: AppliedMigration[];
  /** In restore order: parents before children. */
  tables: string[];
}

export interface BackupCounts {
  tables: Record<string, number>;
  files: number;
  jobs: number;
}

export const JOB_STATES_KEPT = ['created', 'retry', 'active'];
