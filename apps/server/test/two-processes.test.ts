import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories, tripFactories } from './factories.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { pngBytes, dataUrl } from './images.ts';
import { startSmtpCapture, type SmtpCapture } from './smtp.ts';

/**
 * docs/deployment.md promises several API processes on one PostgreSQL. Two real server processes
 * (main.ts, as deployed, each with its job workers) share one database, one S3-compatible bucket
 * (s3rver) and one SMTP server; the test talks to both over HTTP.
 */
const onPostgres = process.env.TEST_DB_TARGET === 'postgres';
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: Record<string, unknown>) => {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
};
const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');
const SECRET = 'two-processes-secret-0123456789abcdef';
const JOBS_SCHEMA = `pgboss_two_${process.pid}`;
const TASK_DIGEST_JOB = 'checklist-digest';
const TRIAL_EXPIRY_JOB = 'billing.expire-trials';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function startProcess(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Rumo is running') && resolve());
  });
  return { child, base: `http://127.0.0.1:${port}/api/v1` };
}

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL', () => {
  let s3: InstanceType<typeof S3rver>;
  let s3Dir: string;
  let smtp: SmtpCapture;
  let seeder: TestServer;
  const servers: { child: ChildProcess; base: string }[] = [];

  beforeAll(async () => {
    s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-two-s3-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: 'rumo-two' }] });
    const { port: s3Port } = await s3.run();
    smtp = await startSmtpCapture();
    // Makes the agencies; its tokens are valid on both processes (one secret).
    seeder = await startTestServer({ JWT_SECRET: SECRET, JOBS: 'false' });
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
      JWT_SECRET: SECRET,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      JOBS: 'true',
      JOBS_SCHEMA: JOBS_SCHEMA,
      // both processes schedule these every minute: pg-boss must still start each tick's job once
      JOBS_CRON: `${TASK_DIGEST_JOB}=* * * * *; ${TRIAL_EXPIRY_JOB}=* * * * *`,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-two-')),
      WEB_DIST: '/nonexistent',
      SMTP_URL: smtp.url,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: 'rumo-two',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    servers.push(await startProcess(env), await startProcess(env));
  }, 180_000);

  afterAll(async () => {
    for (const { child } of servers) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await seeder?.close();
    await smtp?.close();
    await s3?.close();
    fs.rmSync(s3Dir, { recursive: true, force: true });
  });

  const call = (base: string, urlPath: string, token: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(base + urlPath, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });

  it('a session works on both, and signing out on one is refused on the other', async () => {
    const agency = await factories(seeder.app).agency();
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const token = agency.owner.token;
    expect((await call(a.base, '/agencies/accounts/info', token)).status).toBe(200);
    expect((await call(b.base, '/agencies/accounts/info', token)).status).toBe(200);
    expect((await call(a.base, '/auth/logout', token, { method: 'POST' })).status).toBe(204);
    const deadline = Date.now() + 5_000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) status = (await call(b.base, '/agencies/accounts/info', token)).status;
    expect(status).toBe(401);
  });

  it('a file stored through one process is served by the other', async () => {
    const agency = await factories(seeder.app).agency();
    const png = pngBytes(3, 3);
    const created = await call(servers[0]!.base, '/customers', agency.owner.token, {
      method: 'POST',
      body: { first_name: 'Ana', last_name: 'Dois Processos', picture: dataUrl('image/png', png) },
    });
    expect(created.status).toBe(201);
    const { picture } = (await created.json()) as { picture: string };
    const file = await fetch(servers[1]!.base.replace('/api/v1', '') + picture);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
  });

  it('a job sent once runs once, though both processes work the queue', async () => {
    const agency = await factories(seeder.app).agency();
    const trips = tripFactories(seeder.app);
    const customer = await trips.customer(agency.id, { first_name: 'Marina' });
    const email = `marina-${customer.id}@cliente.test`;
    await seeder.app.database.executeSql('update customers set email = $1 where id = $2', [email, customer.id]);
    const trip = await trips.travel(agency.id, customer.id, { name: 'Fiordes' });
    const sent = await call(servers[1]!.base, '/travels/alert', agency.owner.token, {
      method: 'POST',
      body: { travel_id: trip.id, kind: 'tips', channel: 'email', send_now: true },
    });
    expect(sent.status).toBe(201);
    await smtp.waitFor(email);
    // The alert is marked sent by whichever process ran it; a second run would send a second e-mail.
    const { id } = (await sent.json()) as { id: number };
    const deadline = Date.now() + 10_000;
    let status = '';
    while (status !== 'sent' && Date.now() < deadline) {
      status = ((await (await call(servers[0]!.base, `/travels/alert/all/${trip.id}`, agency.owner.token)).json()) as { id: number; status: string }[]).find((alert) => alert.id === id)?.status ?? '';
    }
    expect(status).toBe('sent');
    expect(smtp.messages.filter((mail) => mail.to && JSON.stringify(mail.to).includes(email))).toHaveLength(1);
  });

  it('an export asked of one process is made and e-mailed once', async () => {
    const agency = await factories(seeder.app).agency();
    const asked = await call(servers[0]!.base, '/agencies/accounts/export', agency.owner.token, { method: 'POST' });
    expect(asked.status).toBe(202);
    const { id } = (await asked.json()) as { id: number };
    await smtp.waitFor(agency.owner.email);
    const deadline = Date.now() + 30_000;
    let status = '';
    while (status !== 'ready' && Date.now() < deadline) {
      status = ((await (await call(servers[1]!.base, `/agencies/accounts/export/${id}`, agency.owner.token)).json()) as { status: string }).status;
    }
    expect(status).toBe('ready');
    expect(smtp.messages.filter((mail) => JSON.stringify(mail.to).includes(agency.owner.email))).toHaveLength(1);
  }, 60_000);

  it('scheduled jobs start once a tick though both processes schedule them: trial expiry and the task digest', async () => {
    const started = new Date();
    const agency = await factories(seeder.app).agency();
    const db = seeder.app.database;
    // the trial ended an hour ago and nobody has called since, so only the cron job can expire it
    await db.executeSql(`update agencies set trial_ends_at = now() - interval '1 hour' where id = $1`, [agency.id]);
    const trips = tripFactories(seeder.app);
    const customer = await trips.customer(agency.id, { first_name: 'Rita' });
    const trip = await trips.travel(agency.id, customer.id, { name: 'Atacama' });
    const due = new Date(Date.now() + 3 * 3600_000);
    await db.executeSql(
      `insert into checklist_tasks (agency_id, travel_id, user_id, name, scheduled_to, created_by) values ($1, $2, $3, 'Emitir seguro', $4, $3)`,
      [agency.id, trip.id, agency.owner.id, due],
    );

    const isDigest = (mail: { to?: unknown; subject?: string }) =>
      JSON.stringify(mail.to).includes(agency.owner.email) && (mail.subject ?? '').startsWith('Suas tarefas no Rumo');
    const digestBy = Date.now() + 150_000;
    while (!smtp.messages.some(isDigest) && Date.now() < digestBy) await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages.some(isDigest)).toBe(true);
    const expiredBy = Date.now() + 90_000;
    let agencyStatus = '';
    while (agencyStatus !== 'trial_expired' && Date.now() < expiredBy) {
      agencyStatus = String((await db.executeSql('select status from agencies where id = $1', [agency.id])).rows[0]!.status);
      if (agencyStatus !== 'trial_expired') await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(agencyStatus).toBe('trial_expired');
    const changes = await db.executeSql(
      `select count(*)::int as n from audit_log where agency_id = $1 and action = 'status_change'`,
      [agency.id],
    );
    expect(changes.rows[0]!.n).toBe(1);

    // every digest job started so far has finished; one e-mail to the owner per job, one job per minute
    const jobsOf = async () =>
      (
        await db.executeSql(
          `select state, date_trunc('minute', created_on) as minute from ${JOBS_SCHEMA}.job where name = $1 and created_on >= $2`,
          [TASK_DIGEST_JOB, started],
        )
      ).rows as { state: string; minute: Date }[];
    const settledBy = Date.now() + 30_000;
    let jobs = await jobsOf();
    while (jobs.some((job) => job.state !== 'completed') && Date.now() < settledBy) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      jobs = await jobsOf();
    }
    const digests = smtp.messages.filter(isDigest).length;
    const completed = jobs.filter((job) => job.state === 'completed');
    expect(completed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(completed.map((job) => new Date(job.minute).getTime())).size).toBe(completed.length);
    expect(digests).toBe(completed.length);
  }, 240_000);
});
