import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_STATUSES, type AgencyStatus } from '@rumo/core';
import { agencies, auditLog, customers } from '../src/db/schema/index.ts';
import { runOperatorCommand } from '../src/modules/operator/commands.ts';
import { systemContext } from '../src/platform/context/context.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { factories } from './factories.ts';
import { waitFor } from './wait.ts';

/** The server enforces the agency's status on every agency call (spec 4; issue 15). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

type Access = 'account' | 'suspended' | 'full';
interface Call {
  area: string;
  method: string;
  url: string;
  body?: unknown;
  access: Access;
}

// One call of every area; ids that do not exist answer 404 once the guard lets the call through.
const CALLS: Call[] = [
  { area: 'account info', method: 'GET', url: '/agencies/accounts/info', access: 'account' },
  { area: 'account update', method: 'PUT', url: '/agencies/accounts/user', body: { first_name: 'Dona' }, access: 'suspended' },
  { area: 'billing', method: 'GET', url: '/agencies/accounts/stripeInformation', access: 'suspended' },
  { area: 'support', method: 'POST', url: '/support/contact', body: { subject: 'Ajuda', message: 'Preciso de ajuda.' }, access: 'suspended' },
  { area: 'lgpd', method: 'GET', url: '/agencies/accounts/delete-request', access: 'suspended' },
  { area: 'customers', method: 'POST', url: '/customers', body: { first_name: 'Ana', last_name: 'Lima' }, access: 'full' },
  { area: 'customers list', method: 'GET', url: '/customers/all', access: 'full' },
  { area: 'clients export', method: 'GET', url: '/customers/export', access: 'full' },
  { area: 'dependents', method: 'GET', url: '/customers/dependents/cus/999999', access: 'full' },
  { area: 'documents', method: 'GET', url: '/customers/documents/shared/999999', access: 'full' },
  { area: 'travels', method: 'GET', url: '/travels/all', access: 'full' },
  { area: 'travelers', method: 'GET', url: '/customers/dependents/travel/999999', access: 'full' },
  { area: 'trails', method: 'GET', url: '/travels/itinerary-activities', access: 'full' },
  { area: 'alerts', method: 'GET', url: '/travels/alert/all/999999', access: 'full' },
  { area: 'checklist', method: 'GET', url: '/travels/check-list-all', access: 'full' },
  { area: 'vouchers', method: 'GET', url: '/travels/vouchers/999999', access: 'full' },
  { area: 'financial', method: 'GET', url: '/travels/financial/999999', access: 'full' },
  { area: 'share', method: 'GET', url: '/travels/shares/999999', access: 'full' },
  { area: 'staff', method: 'GET', url: '/agencies/staff/all', access: 'full' },
  { area: 'users', method: 'GET', url: '/agencies/accounts/allUsers', access: 'full' },
  { area: 'utils', method: 'GET', url: '/utils/currency', access: 'full' },
  { area: 'audit log', method: 'GET', url: '/agencies/accounts/audit-log', access: 'full' },
];

const SUSPENDED: AgencyStatus[] = ['trial_expired', 'finished_trial', 'waiting_payment', 'payment_not_made', 'canceled'];

function allowed(status: AgencyStatus, access: Access): boolean {
  if (access === 'account') return true;
  if (status === 'blocked') return false;
  if (status === 'trial' || status === 'paid') return true;
  return access === 'suspended';
}

describe('agency status guard', () => {
  it('covers every status of the spec', () => {
    expect([...AGENCY_STATUSES].sort()).toEqual([...SUSPENDED, 'trial', 'paid', 'blocked'].sort());
  });

  for (const status of AGENCY_STATUSES) {
    it(`${status}: ${status === 'blocked' ? 'only account info' : SUSPENDED.includes(status) ? 'account, billing, support and LGPD only' : 'full access'}`, async () => {
      const agency = await factories(server.app).agency({ status, plan: status === 'paid' ? 'equipe' : null });
      for (const call of CALLS) {
        const res = await server.api<{ detail?: string; agency_status?: string }>(`/api/v1${call.url}`, {
          method: call.method,
          token: agency.owner.token,
          body: call.body,
        });
        const label = `${status} ${call.area} ${call.method} ${call.url} -> ${res.status} ${JSON.stringify(res.body)}`;
        if (allowed(status, call.access)) {
          expect(res.status, label).not.toBe(403);
          // Billing answers 503 here: this server has no Stripe keys, which is not the guard's business.
          expect(res.status, label).toBeLessThan(call.area === 'billing' ? 504 : 500);
        } else {
          expect(res.status, label).toBe(403);
          expect(res.body.agency_status, label).toBe(status);
          expect(res.body.detail, label).toBe(
            status === 'blocked'
              ? 'Seu acesso foi bloqueado. Por favor, entre em contato com o suporte para mais informações.'
              : 'Seu acesso está suspenso. Regularize o pagamento para continuar usando o Rumo.',
          );
        }
      }
    });
  }

  it('a refused write changes nothing, and the message follows the request language', async () => {
    const agency = await factories(server.app).agency({ status: 'payment_not_made' });
    const res = await server.api<{ detail: string }>('/api/v1/customers', {
      method: 'POST',
      token: agency.owner.token,
      body: { first_name: 'Ana', last_name: 'Lima' },
      lang: 'en',
    });
    expect(res.status).toBe(403);
    expect(res.body.detail).not.toMatch(/suspenso/);
    expect(await server.app.db.select().from(customers).where(eq(customers.agency_id, agency.id))).toHaveLength(0);
  });

  it('staff of a blocked agency are refused as the owner is, and can still sign in', async () => {
    const agency = await factories(server.app).agency({ status: 'blocked' });
    const staff = await factories(server.app).user(agency.id, 'staff');
    expect((await server.api('/api/v1/travels/all', { token: staff.token })).status).toBe(403);
    const signin = await server.api<{ token: string }>('/api/v1/auth/signin', { method: 'POST', body: { email: staff.email, password: staff.password } });
    expect(signin.status).toBe(200);
    const info = await server.api<{ agency: { status: string } }>('/api/v1/agencies/accounts/info', { token: signin.body.token });
    expect(info.body.agency.status).toBe('blocked');
  });

  it('the trial ends on the server at its end, on the next call, without waiting for the job', async () => {
    const agency = await factories(server.app).agency({ trialDaysLeft: 0 });
    const res = await server.api<{ detail: string }>('/api/v1/travels/all', { token: agency.owner.token });
    expect(res.status).toBe(403);
    const info = await server.api<{ agency: { status: string; trial_date: number } }>('/api/v1/agencies/accounts/info', { token: agency.owner.token });
    expect(info.body.agency).toMatchObject({ status: 'trial_expired', trial_date: 0 });
    const [row] = await server.app.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(row!.status).toBe('trial_expired');
    const audits = await server.app.db.select().from(auditLog).where(eq(auditLog.agency_id, agency.id));
    expect(audits.filter((a) => a.action === 'status_change')).toHaveLength(1);
  });

  it('a trial with a day left keeps full access', async () => {
    const agency = await factories(server.app).agency({ trialDaysLeft: 1 });
    expect((await server.api('/api/v1/travels/all', { token: agency.owner.token })).status).toBe(200);
  });

  it('the status the guard keeps goes with the change: at once in this process, on notification from another', async () => {
    const agency = await factories(server.app).agency();
    const trips = () => server.api('/api/v1/travels/all', { token: agency.owner.token }).then((res) => res.status);
    expect(await trips()).toBe(200);
    expect(await trips()).toBe(200);

    // the operator command commits in this process: no notification to wait for
    const cli = { cli: 'tester' };
    expect((await runOperatorCommand(systemContext(server.app), cli, ['block', agency.owner.email])).exitCode).toBe(0);
    expect(await trips()).toBe(403);
    expect((await runOperatorCommand(systemContext(server.app), cli, ['unblock', agency.owner.email])).exitCode).toBe(0);
    expect(await trips()).toBe(200);

    // another process (PostgreSQL) or a statement outside any service (PGlite) is heard of by notification
    if (process.env.TEST_DB_TARGET === 'postgres') {
      const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await other.connect();
      await other.query(`update agencies set status = 'blocked' where id = $1`, [agency.id]);
      await other.end();
    } else {
      await server.app.db.update(agencies).set({ status: 'blocked' }).where(eq(agencies.id, agency.id));
    }
    await waitFor(async () => (await trips()) === 403);
  });
});
