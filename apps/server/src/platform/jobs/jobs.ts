import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';

export interface JobDefinition<T extends object> {
  name: string;
  handler: (data: T, job: { id: string }) => Promise<void>;
  /** Runs on this cron schedule (in `tz`) besides explicit sends. */
  cron?: string;
  tz?: string;
  retryLimit?: number;
  /** An active job older than this is presumed dead (its process crashed) and is retried. */
  expireInSeconds?: number;
}

export interface SendOptions {
  startAfter?: Date;
  singletonKey?: string;
}

/**
 * Background jobs on pg-boss, in the same PostgreSQL (or PGlite, in-process through executeSql).
 * Areas define their jobs when they register; sending works at once, while workers and cron
 * schedules only run in a process that called startWorkers() (main.ts, or a test that wants them).
 */
export interface JobQueue {
  define<T extends object>(definition: JobDefinition<T>): void;
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  cancel(name: string, id: string): Promise<void>;
  startWorkers(options?: { pollingIntervalSeconds?: number }): Promise<void>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /** How often pg-boss looks for expired jobs (and archives old ones). */
  maintenanceIntervalSeconds?: number;
  /** Cron schedules that replace a job's own, by job name. */
  cron?: Record<string, string>;
}

export function createJobQueue(database: Database, log: FastifyBaseLogger, schema = 'pgboss', options: JobQueueOptions = {}): JobQueue {
  const definitions = new Map<string, JobDefinition<object>>();
  const cronOverrides = options.cron ?? {};
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;
  let workers = false;

  function started(): Promise<PgBoss> {
    return (starting ??= (async () => {
      const instance = new PgBoss({
        db: { executeSql: (text, values) => database.executeSql(text, values) },
        schema,
        schedule: workers,
        supervise: workers,
        ...(options.maintenanceIntervalSeconds ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds } : {}),
      });
      instance.on('error', (error) => log.error({ err: error }, 'job queue error'));
      await instance.start();
      for (const definition of definitions.values()) {
        const policy = {
          name: definition.name,
          retryLimit: definition.retryLimit ?? 3,
          retryBackoff: true,
          ...(definition.expireInSeconds ? { expireInSeconds: definition.expireInSeconds } : {}),
        };
        await instance.createQueue(definition.name, policy);
        // an existing queue keeps its first settings otherwise
        await instance.updateQueue(definition.name, policy);
      }
      boss = instance;
      return instance;
    })());
  }

  return {
    define(definition) {
      definitions.set(definition.name, definition as JobDefinition<object>);
    },
    async send(name, data, options = {}) {
      const instance = await started();
      return instance.send(name, data, {
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
    },
    async cancel(name, id) {
      const instance = await started();
      await instance.cancel(name, id);
    },
    async startWorkers(options = {}) {
      if (starting && !workers) throw new Error('startWorkers must run before the first job is sent');
      workers = true;
      const instance = await started();
      for (const definition of definitions.values()) {
        await instance.work<object>(
          definition.name,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
          async (jobs) => {
            for (const job of jobs) await definition.handler(job.data, { id: job.id });
          },
        );
        const cron = cronOverrides[definition.name] ?? definition.cron;
        if (cron) await instance.schedule(definition.name, cron, {}, { tz: definition.tz ?? 'America/Sao_Paulo' });
      }
    },
    async stop() {
      if (!boss) return;
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
      boss = null;
      starting = null;
    },
  };
}
