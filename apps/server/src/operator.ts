import os from 'node:os';
import { ConfigError, loadConfig } from './config.ts';
import type { CommandResult } from './modules/operator/commands.ts';
import { needsChannel, processAlive, readChannel } from './modules/operator/local-channel.ts';

/**
 * `npm run operator -- <command>`: runs Rumo as a business from the server's shell, against the
 * same database as `npm start` (DATABASE_URL, or the embedded database in DATA_DIR).
 */
async function main(argv: string[]): Promise<CommandResult> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.OPERATOR_LOG_LEVEL ?? 'silent', SEED_DEMO: 'false', JOBS: 'false' });
  const user = os.userInfo().username;

  if (needsChannel(config)) {
    const channel = readChannel(config);
    if (channel && processAlive(channel.pid)) {
      // The running server owns the embedded database: it runs the command for us.
      const response = await fetch(`${channel.url}/api/v1/operator/local`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-operator-token': channel.token },
        body: JSON.stringify({ argv, user }),
      }).catch((error: unknown) => {
        throw new ConfigError(`The Rumo server (pid ${channel.pid}) holds the database in ${config.dataDir} but does not answer at ${channel.url}: ${String(error)}`);
      });
      if (!response.ok) throw new ConfigError(`The Rumo server refused the operator command (HTTP ${response.status}).`);
      return (await response.json()) as CommandResult;
    }
    // An in-memory database exists only inside the server that holds it: a new one would be empty.
    if (config.database.kind === 'pglite' && config.database.dataDir === null)
      throw new ConfigError(`The database is in memory (DATABASE_URL=memory://) and no Rumo server with DATA_DIR=${config.dataDir} is running: start it, the command runs through it.`);
  }

  // Loaded only here: the path through the running server needs none of the application.
  const [{ buildApp }, { runOperatorCommand }, { systemContext }] = await Promise.all([
    import('./app.ts'),
    import('./modules/operator/commands.ts'),
    import('./platform/context/context.ts'),
  ]);
  const app = await buildApp(config, { migrate: true });
  try {
    return await runOperatorCommand(systemContext(app), { cli: user }, argv);
  } finally {
    await app.close();
  }
}

main(process.argv.slice(2))
  .then((result) => {
    console.log(result.output);
    process.exitCode = result.exitCode;
  })
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  });
