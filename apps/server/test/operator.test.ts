import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorAgencyDetail, OperatorAgencyList } from '@rumo/core';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { agencies, auditLog, subscriptions, users } from '../src/db/schema/index.ts';
import { runOperatorCommand } from '../src/modules/operator/commands.ts';
import { systemContext } from '../src/platform/context/context.ts';
import { channelFile, openOperatorChannel } from '../src/modules/operator/local-channel.ts';
import { REPO_ROOT } from '../src/paths.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { factories, tripFactories } from './factories.ts';

const run = promisify(execFile);
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function operator() {
  const make = factories(server.app);
  const user = await make.user(null, 'owner');
  await server.app.db.update(users).set({ is_operator: true }).where(eq(users.id, user.id));
  return user;
}

const BLOCKED = 'Seu acesso foi bloqueado. Por favor, entre em contato com o suporte para mais informações.';

describe('operator API', () => {
  it('is for operators only: an agency owner gets 403, no token 401', async () => {
    const agency = await factories(server.app).agency();
    expect((await server.api('/api/v1/operator/agencies', { token: agency.owner.token })).status).toBe(403);
    expect((await server.api(`/api/v1/operator/agencies/${agency.id}/block`, { method: 'POST', token: agency.owner.token })).status).toBe(403);
    expect((await server.api('/api/v1/operator/agencies')).status).toBe(401);
    expect((await server.app.db.select().from(agencies).where(eq(agencies.id, agency.id)))[0]!.status).toBe('trial');
  });

  it('lists agencies with status, trial end, plan, users, trips, last activity and monthly revenue, and searches', async () => {
    const op = await operator();
    const name = `Agência Operada ${Date.now()}`;
    const agency = await factories(server.app).agency({ status: 'paid', plan: 'equipe', name });
    await factories(server.app).user(agency.id, 'staff');
    const trips = tripFactories(server.app);
    const customer = await trips.customer(agency.id);
    await trips.travel(agency.id, customer.id);
    await trips.travel(agency.id, customer.id);
    await server.app.db.insert(subscriptions).values({ agency_id: agency.id, stripe_subscription_id: `sub_op_${agency.id}`, plan: 'equipe', interval: 'year', status: 'active' });
    await server.api('/api/v1/travels/all', { token: agency.owner.token });

    const res = await server.api<OperatorAgencyList>(`/api/v1/operator/agencies?search=${encodeURIComponent(name)}`, { token: op.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.count).toBe(1);
    const row = res.body.results[0]!;
    expect(row).toMatchObject({ id: agency.id, name, status: 'paid', plan: 'equipe', interval: 'year', users: 2, trips: 2, owner_email: agency.owner.email });
    expect(row.monthly_revenue).toBe('165.83'); // 1990.00 / 12
    expect(row.trial_ends_at).toBeTruthy();
    expect(Number(res.body.monthly_revenue_total)).toBeGreaterThanOrEqual(165.83);

    const byEmail = await server.api<OperatorAgencyList>(`/api/v1/operator/agencies?search=${encodeURIComponent(agency.owner.email)}`, { token: op.token });
    expect(byEmail.body.results.map((r) => r.id)).toEqual([agency.id]);
  });

  it('shows people and history but no clients, trips or files', async () => {
    const op = await operator();
    const agency = await factories(server.app).agency();
    const customer = await tripFactories(server.app).customer(agency.id, { first_name: 'Cliente', last_name: 'Secreto' });
    const res = await server.api<OperatorAgencyDetail>(`/api/v1/operator/agencies/${agency.id}`, { token: op.token });
    expect(res.status).toBe(200);
    expect(res.body.people.map((p) => p.email)).toEqual([agency.owner.email]);
    expect(JSON.stringify(res.body)).not.toContain('Secreto');
    expect(Object.keys(res.body)).not.toEqual(expect.arrayContaining(['customers', 'travels', 'files']));
    // An operator has no agency of its own: the agency calls stay closed to it.
    expect((await server.api(`/api/v1/customers/${customer.id}`, { token: op.token })).status).toBe(403);
    expect((await server.api('/api/v1/customers/all', { token: op.token })).status).toBe(403);
  });

  it('blocks an agency, whose next call is refused with the blocked message, then unblocks it back to its status', async () => {
    const op = await operator();
    const agency = await factories(server.app).agency({ status: 'paid', plan: 'solo' });
    expect((await server.api('/api/v1/travels/all', { token: agency.owner.token })).status).toBe(200);

    const blocked = await server.api<OperatorAgencyDetail>(`/api/v1/operator/agencies/${agency.id}/block`, { method: 'POST', token: op.token });
    expect(blocked.status).toBe(200);
    expect(blocked.body.status).toBe('blocked');
    const refused = await server.api<{ detail: string; agency_status: string }>('/api/v1/travels/all', { token: agency.owner.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ detail: BLOCKED, agency_status: 'blocked' });

    const unblocked = await server.api<OperatorAgencyDetail>(`/api/v1/operator/agencies/${agency.id}/unblock`, { method: 'POST', token: op.token });
    expect(unblocked.body.status).toBe('paid');
    expect((await server.api('/api/v1/travels/all', { token: agency.owner.token })).status).toBe(200);

    const audits = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.agency_id, agency.id), like(auditLog.action, 'operator_%'))).orderBy(auditLog.id);
    expect(audits.map((a) => [a.action, a.user_id])).toEqual([
      ['operator_block', op.id],
      ['operator_unblock', op.id],
    ]);
  });

  it('extends an ended trial from today and gives the agency its access back; refuses bad days', async () => {
    const op = await operator();
    const agency = await factories(server.app).agency({ status: 'trial_expired', trialDaysLeft: -3 });
    const bad = await server.api<Record<string, string[]>>(`/api/v1/operator/agencies/${agency.id}/extend-trial`, { method: 'POST', token: op.token, body: { days: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.days).toBeTruthy();
    const res = await server.api<OperatorAgencyDetail>(`/api/v1/operator/agencies/${agency.id}/extend-trial`, { method: 'POST', token: op.token, body: { days: 5 } });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('trial');
    const left = (new Date(res.body.trial_ends_at!).getTime() - Date.now()) / 86_400_000;
    expect(left).toBeGreaterThan(4.9);
    expect(left).toBeLessThan(5.1);
    const info = await server.api<{ agency: { trial_date: number } }>('/api/v1/agencies/accounts/info', { token: agency.owner.token });
    expect(info.body.agency.trial_date).toBe(5);
    expect((await server.api('/api/v1/travels/all', { token: agency.owner.token })).status).toBe(200);
  });

  it('grants the operator role to a user by e-mail', async () => {
    const op = await operator();
    const agency = await factories(server.app).agency();
    const res = await server.api('/api/v1/operator/grant', { method: 'POST', token: op.token, body: { email: agency.owner.email.toUpperCase() } });
    expect(res.status).toBe(200);
    expect((await server.api('/api/v1/operator/agencies', { token: agency.owner.token })).status).toBe(200);
    const info = await server.api<{ user: { is_operator: boolean } }>('/api/v1/agencies/accounts/info', { token: agency.owner.token });
    expect(info.body.user.is_operator).toBe(true);
  });
});

describe('operator command', () => {
  it('runs list, show, block, unblock, extend-trial and grant, each change audited as the command line', async () => {
    const agency = await factories(server.app).agency({ name: `Agência CLI ${Date.now()}` });
    const cli = { cli: 'tester' };
    const list = await runOperatorCommand(systemContext(server.app), cli, ['list', agency.name]);
    expect(list.exitCode).toBe(0);
    expect(list.output).toContain(agency.name);
    expect(list.output).toContain('trial');

    expect((await runOperatorCommand(systemContext(server.app), cli, ['show', agency.owner.email])).output).toContain(agency.owner.email);
    expect((await runOperatorCommand(systemContext(server.app), cli, ['block', agency.owner.email])).exitCode).toBe(0);
    expect((await server.api('/api/v1/customers/all', { token: agency.owner.token })).status).toBe(403);
    expect((await runOperatorCommand(systemContext(server.app), cli, ['unblock', agency.owner.email])).exitCode).toBe(0);
    expect((await runOperatorCommand(systemContext(server.app), cli, ['extend-trial', agency.owner.email, '3'])).output).toMatch(/Trial extended to \d{4}-\d\d-\d\d/);
    expect((await runOperatorCommand(systemContext(server.app), cli, ['grant', agency.owner.email])).output).toContain('is now an operator');

    const audits = await server.app.db.select().from(auditLog).where(and(eq(auditLog.agency_id, agency.id), like(auditLog.action, 'operator_%'))).orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual(['operator_block', 'operator_unblock', 'operator_extend_trial', 'operator_grant']);
    expect(audits.every((a) => a.details?.by === 'cli:tester' && a.user_id === null)).toBe(true);
  });

  it('explains usage, unknown e-mails and bad days with an exit code', async () => {
    const cli = { cli: 'tester' };
    expect(await runOperatorCommand(systemContext(server.app), cli, ['frobnicate'])).toMatchObject({ exitCode: 2 });
    expect(await runOperatorCommand(systemContext(server.app), cli, ['block'])).toMatchObject({ exitCode: 2 });
    expect(await runOperatorCommand(systemContext(server.app), cli, ['block', 'ninguem@nada.test'])).toMatchObject({ exitCode: 1, output: expect.stringContaining('ninguem@nada.test') });
    const agency = await factories(server.app).agency();
    expect(await runOperatorCommand(systemContext(server.app), cli, ['extend-trial', agency.owner.email, 'dez'])).toMatchObject({ exitCode: 2 });
  });

  it('`npm run operator -- block EMAIL` on a running installation: the next API call answers 403 blocked', async () => {
    const onPostgres = process.env.TEST_DB_TARGET === 'postgres';
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-operator-'));
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      JOBS: 'false',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      JOBS_SCHEMA: `pgboss_op_${process.pid}`,
      JWT_SECRET: 'a-test-secret-that-is-long-enough-for-rumo-123',
      ...(onPostgres ? { DATABASE_URL: process.env.TEST_DATABASE_URL! } : {}),
    };
    // The real server on the embedded database on disk (or PostgreSQL), as `npm start` runs it.
    const running = await buildApp(loadConfig(env), { migrate: true });
    try {
      await running.listen({ host: '127.0.0.1', port: 0 });
      const port = (running.server.address() as { port: number }).port;
      openOperatorChannel(running, port);
      expect(fs.existsSync(channelFile(running.config))).toBe(!onPostgres);
      const agency = await factories(running).agency({ status: 'paid', plan: 'solo' });
      const call = () => fetch(`http://127.0.0.1:${port}/api/v1/travels/all`, { headers: { authorization: `Bearer ${agency.owner.token}` } });
      expect((await call()).status).toBe(200);

      const { stdout } = await run('npm', ['run', '-s', 'operator', '--', 'block', agency.owner.email], { cwd: REPO_ROOT, env: { ...process.env, ...env } });
      expect(stdout).toContain('Blocked.');

      const next = await call();
      expect(next.status).toBe(403);
      expect(((await next.json()) as { detail: string }).detail).toBe(BLOCKED);
      // A wrong token is refused by the local endpoint.
      const forged = await fetch(`http://127.0.0.1:${port}/api/v1/operator/local`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-operator-token': 'forged' },
        body: JSON.stringify({ argv: ['grant', agency.owner.email] }),
      });
      expect(forged.status).toBe(403);
    } finally {
      await running.close();
      expect(fs.existsSync(channelFile(running.config))).toBe(false);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('reaches a server on the in-memory database through its channel, and says so when none runs', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-operator-mem-'));
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      JOBS: 'false',
      DATA_DIR: dataDir,
      DATABASE_URL: 'memory://',
      WEB_DIST: path.join(dataDir, 'no-web'),
      JWT_SECRET: 'a-test-secret-that-is-long-enough-for-rumo-123',
    };
    const cli = (args: string[]) => run('npm', ['run', '-s', 'operator', '--', ...args], { cwd: REPO_ROOT, env: { ...process.env, ...env } });
    // No server: a fresh in-memory database would be empty, so the command refuses.
    const refused = await cli(['list']).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toContain('memory://');

    const running = await buildApp(loadConfig(env), { migrate: true });
    try {
      await running.listen({ host: '127.0.0.1', port: 0 });
      openOperatorChannel(running, (running.server.address() as { port: number }).port);
      expect(fs.existsSync(channelFile(running.config))).toBe(true);
      const agency = await factories(running).agency();
      const { stdout } = await cli(['grant', agency.owner.email]);
      expect(stdout).toContain(agency.owner.email);
      const [user] = await running.db.select({ is_operator: users.is_operator }).from(users).where(eq(users.email, agency.owner.email));
      expect(user?.is_operator).toBe(true);
    } finally {
      await running.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
