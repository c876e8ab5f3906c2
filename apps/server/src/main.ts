import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseLockedError } from './db/client.ts';
import { SchemaMismatchError, assertSchemaCurrent } from './db/migration-state.ts';
import { seedDemo } from './seed/demo.ts';
import { openOperatorChannel } from './modules/operator/local-channel.ts';

const started = performance.now();

async function main() {
  const config = loadConfig();
  const app = await buildApp(config, { migrate: config.migrateOnStart });
  if (!config.migrateOnStart) await assertSchemaCurrent(app.database);

  if (config.seedDemo) {
    const demo = await seedDemo(app);
    if (demo.created) app.log.info('Demo agency created.');
    console.log(
      [
        '',
        '  Rumo demo agency',
        `  Login:    ${demo.email}`,
        `  Password: ${demo.password}`,
        '',
      ].join('\n'),
    );
  }

  if (config.env === 'production' && !config.mail.smtpUrl) {
    const warning = `SMTP_URL is not set: password recovery, invitations, alerts and export links are NOT sent, only written to ${config.mail.outboxDir}.`;
    app.log.warn(warning);
    console.warn(`\n  WARNING: ${warning}\n`);
  }

  await app.listen({ host: config.host, port: config.port });
  openOperatorChannel(app, (app.server.address() as AddressInfo).port);
  if (config.jobs) await app.jobs.startWorkers();
  const database = config.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.database.dataDir ?? 'memory'})`;
  console.log(`  Rumo is running on ${config.publicUrl} with ${database}, ready in ${Math.round(performance.now() - started)} ms\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  const known = error instanceof ConfigError || error instanceof SchemaMismatchError || error instanceof DatabaseLockedError;
  console.error(known ? error.message : error);
  process.exit(1);
});
