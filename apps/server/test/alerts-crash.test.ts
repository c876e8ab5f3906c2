import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { customers } from '../src/db/schema/index.ts';
import { REPO_ROOT } from '../src/paths.ts';
import { factories, tripFactories } from './factories.ts';
import { startSmtpCapture, type SmtpCapture } from './smtp.ts';

/**
 * Kill -9 at each step of an alert e-mail, restart, and count what the client got. The real server
 * runs as a child process on the PostgreSQL test database (a crash must not take the test with it);
 * CRASH_AT makes it SIGKILL itself at the named step of deliverAlert.
 */
const onPostgres = process.env.TEST_DB_TARGET === 'postgres';
const STEPS = ['before-record', 'after-record', 'after-send', 'after-mark-sent'] as const;

let smtp: SmtpCapture;
let env: Record<string, string>;
let dataDir: string;
let owner: { token: string };
let travelId: number;
let customerEmail: string;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function until<T>(
  probe: () => Promise<T | null | undefined>,
  what: string,
  timeoutMs = 90_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface Server {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

async function startServer(crashAt?: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(port), ...(crashAt ? { CRASH_AT: crashAt } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  await until(async () => (await fetch(`${url}/api/v1/health`)).ok, `the server on port ${port}:\n${output}`);
  return { child, url, output: () => output, exited };
}

async function stop(server: Server) {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  await server.exited;
}

const mailsWith = (marker: string): ParsedMail[] =>
  smtp.messages.filter((mail) => mail.text?.includes(marker));

describe.skipIf(!onPostgres)('an alert e-mail survives kill -9 at any step: exactly one message', () => {
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-crash-'));
    env = {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SMTP_URL: smtp.url,
      JOBS: 'true',
      JOBS_SCHEMA: `pgboss_crash_${crypto.randomBytes(4).toString('hex')}`,
      // a job whose process died is retried after 3 s, looked for every second
      ALERT_SEND_TIMEOUT_SECONDS: '3',
      JOBS_MAINTENANCE_SECONDS: '1',
    };
    // the data is made in-process on the same database, then the child servers take over
    const app = await buildApp(loadConfig(env), { migrate: true });
    try {
      const agency = await factories(app).agency();
      const trips = tripFactories(app);
      const customer = await trips.customer(agency.id);
      customerEmail = `cliente-${crypto.randomBytes(4).toString('hex')}@cliente.test`;
      await app.db.update(customers).set({ email: customerEmail }).where(eq(customers.id, customer.id));
      travelId = (await trips.travel(agency.id, customer.id)).id;
      owner = agency.owner;
    } finally {
      await app.close();
    }
  }, 120_000);

  afterAll(async () => {
    await smtp?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(STEPS)(
    'crash at %s, restart: the client has one message (one Message-ID), and the alert is sent',
    async (step) => {
      const marker = `Alerta ${step} ${crypto.randomBytes(4).toString('hex')}`;
      const doomed = await startServer(step);
      try {
        // the worker may take the job, and die, before the answer goes out: the alert is saved either way
        const created = await fetch(`${doomed.url}/api/v1/travels/alert`, {
          method: 'POST',
          headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            travel_id: travelId,
            kind: 'custom',
            message: marker,
            channel: 'email',
            send_now: true,
          }),
        }).catch(() => null);
        if (created) expect(created.status).toBe(201);
        const death = await doomed.exited;
        expect(death.signal, doomed.output()).toBe('SIGKILL');
      } finally {
        await stop(doomed);
      }
      if (step === 'before-record' || step === 'after-record') expect(mailsWith(marker)).toHaveLength(0);
      else expect(mailsWith(marker)).toHaveLength(1);

      const revived = await startServer();
      try {
        await until(async () => {
          const res = await fetch(`${revived.url}/api/v1/travels/alert/all/${travelId}`, {
            headers: { authorization: `Bearer ${owner.token}` },
          });
          const alerts = (await res.json()) as { message: string; status: string }[];
          return alerts.find((alert) => alert.message === marker && alert.status === 'sent');
        }, `the alert sent after the restart:\n${revived.output()}`);
      } finally {
        // a graceful stop lets a running job finish, so nothing can arrive after the count
        await stop(revived);
      }

      const delivered = mailsWith(marker);
      const messageIds = new Set(delivered.map((mail) => mail.messageId));
      // what the client's mailbox shows: one message
      expect(messageIds.size).toBe(1);
      expect(delivered.every((mail) => mail.to && JSON.stringify(mail.to).includes(customerEmail))).toBe(
        true,
      );
      // SMTP cannot tell whether a message handed over just before the crash arrived: only then is it
      // handed over again, with the same Message-ID, which mailboxes merge
      expect(delivered).toHaveLength(step === 'after-send' ? 2 : 1);
    },
    240_000,
  );
});
