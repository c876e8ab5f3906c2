import { performance } from 'node:perf_hooks';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { seedDemo } from './seed/demo.ts';

const started = performance.now();

async function main() {
  const config = loadConfig();
  const app = await buildApp(config, { migrate: true });

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

  await app.listen({ host: config.host, port: config.port });
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
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
