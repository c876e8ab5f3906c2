/**
 * One server of the scale bench, in its own process so the load generator does not share its
 * event loop: seeds the agency, listens on loopback and prints one JSON line for the parent.
 * argv: <database url | pglite data dir> ; env as the app's.
 */
import { buildApp } from '../../apps/server/src/app.ts';
import { hashPassword } from '../../apps/server/src/platform/auth/password.ts';
import { scaleConfig } from './config.ts';
import { seedScale } from './seed.ts';

const target = process.argv[2]!;
const config = scaleConfig(target);
const app = await buildApp(config, { migrate: true });
const started = performance.now();
const seed = await seedScale(app.database, await hashPassword('scale-bench-password', app.config.passwordCost));
const seedMs = Math.round(performance.now() - started);
const token = await app.tokens.issue({ userId: seed.ownerId, version: 0 });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port, token, seedMs, customerIds: seed.customerIds.slice(0, 200), travelIds: seed.travelIds })}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
