import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';

/**
 * The embedded database (PGlite) belongs to the one process that opened its folder, so while the
 * server runs the operator command cannot open it too. Instead the server leaves the command a
 * way in: a file in DATA_DIR, readable by the server's user only, with its local address and a
 * random token that the local operator endpoint requires. The file goes when the server stops.
 */
export interface OperatorChannel {
  url: string;
  token: string;
  pid: number;
}

export const channelFile = (config: Config) => path.join(config.dataDir, 'operator-channel.json');

/**
 * The embedded database needs the channel, on disk or in memory (`memory://`, which only the
 * server's process can reach at all); PostgreSQL takes the command directly.
 */
export const needsChannel = (config: Config) => config.database.kind === 'pglite';

export function openOperatorChannel(app: { config: Config }, port: number) {
  if (!needsChannel(app.config)) return;
  const host = ['0.0.0.0', '::', ''].includes(app.config.host) ? '127.0.0.1' : app.config.host;
  const channel: OperatorChannel = { url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`, token: crypto.randomBytes(32).toString('base64url'), pid: process.pid };
  const file = channelFile(app.config);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(channel), { mode: 0o600 });
}

/** Removes this process's channel (on close; hooks cannot be added once the server listens). */
export function closeOperatorChannel(config: Config) {
  if (needsChannel(config) && readChannel(config)?.pid === process.pid) fs.rmSync(channelFile(config), { force: true });
}

export function readChannel(config: Config): OperatorChannel | null {
  try {
    const value = JSON.parse(fs.readFileSync(channelFile(config), 'utf8')) as OperatorChannel;
    return typeof value.token === 'string' && typeof value.url === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** Whether a request carries this server's channel token (compared in constant time). */
export function channelTokenValid(config: Config, presented: string | undefined): boolean {
  const channel = readChannel(config);
  if (!channel || channel.pid !== process.pid || !presented) return false;
  const a = Buffer.from(channel.token);
  const b = Buffer.from(presented);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
