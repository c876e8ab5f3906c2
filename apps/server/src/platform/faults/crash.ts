import type { FastifyInstance } from 'fastify';

/**
 * Fault injection for the crash tests: with CRASH_AT=<step> (honoured only when NODE_ENV=test) the
 * process dies at that step exactly as under `kill -9`: no handlers, no flush, no shutdown.
 */
export function crashPoint(app: Pick<FastifyInstance, 'config'>, step: string): void {
  if (app.config.crashAt === step) process.kill(process.pid, 'SIGKILL');
}
