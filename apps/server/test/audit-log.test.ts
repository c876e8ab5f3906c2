import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogEntry, Paged } from '@rumo/core';
import { factories, tripFactories } from './factories.ts';
import { startTestServer, type TestServer } from './harness.ts';

/** GET /agencies/accounts/audit-log and the recording of reads of personal data. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const log = (token: string, query = '') => server.api<Paged<AuditLogEntry>>(`/api/v1/agencies/accounts/audit-log${query}`, { token });

describe('audit log', () => {
  it('records who saw a client’s details and documents, with the user’s name', async () => {
    const agency = await factories(server.app).agency();
    const staff = await factories(server.app).user(agency.id, 'staff');
    const customer = await tripFactories(server.app).customer(agency.id);
    expect((await server.api(`/api/v1/customers/${customer.id}`, { token: staff.token })).status).toBe(200);
    expect((await server.api(`/api/v1/customers/documents/shared/${customer.id}`, { token: staff.token })).status).toBe(200);

    const res = await log(agency.owner.token, '?limit=50');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const views = res.body.results.filter((e) => e.action === 'view');
    expect(views.map((e) => [e.entity, e.entity_id]).sort()).toEqual([
      ['customer', String(customer.id)],
      ['customer_documents', String(customer.id)],
    ]);
    expect(views[0]!.user).toMatchObject({ id: staff.id, first_name: 'Colaborador', email: staff.email });
  });

  it('does not record reads that fail or belong to another agency', async () => {
    const agency = await factories(server.app).agency();
    const other = await factories(server.app).agency();
    const customer = await tripFactories(server.app).customer(agency.id);
    expect((await server.api(`/api/v1/customers/${customer.id}`, { token: other.owner.token })).status).toBe(404);
    const mine = await log(agency.owner.token);
    const theirs = await log(other.owner.token);
    expect(mine.body.results.filter((e) => e.action === 'view')).toEqual([]);
    expect(theirs.body.results.filter((e) => e.action === 'view')).toEqual([]);
  });

  it('pages and filters by entity, action, user and date', async () => {
    const agency = await factories(server.app).agency();
    const staff = await factories(server.app).user(agency.id, 'staff');
    const [a, b] = await Promise.all([tripFactories(server.app).customer(agency.id), tripFactories(server.app).customer(agency.id)]);
    await server.api(`/api/v1/customers/${a.id}`, { token: staff.token });
    await server.api(`/api/v1/customers/${b.id}`, { token: agency.owner.token });
    await server.api(`/api/v1/customers/documents/shared/${a.id}`, { token: staff.token });

    const page = await log(agency.owner.token, '?limit=1&offset=0&action=view');
    expect(page.body.count).toBe(3);
    expect(page.body.results).toHaveLength(1);
    expect(page.body.next).toContain('offset=1');

    const byEntity = await log(agency.owner.token, '?entity=customer&action=view');
    expect(byEntity.body.count).toBe(2);
    const byUser = await log(agency.owner.token, `?user_id=${staff.id}`);
    expect(byUser.body.results.every((e) => e.user?.id === staff.id)).toBe(true);
    expect(byUser.body.count).toBe(2);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect((await log(agency.owner.token, `?action=view&date_from=${today}&date_to=${today}`)).body.count).toBe(3);
    expect((await log(agency.owner.token, '?action=view&date_to=2020-01-01')).body.count).toBe(0);
    expect((await log(agency.owner.token, '?date_from=not-a-date')).status).toBe(400);
  });

  it('is for the owner only and shows only the own agency', async () => {
    const agency = await factories(server.app).agency();
    const staff = await factories(server.app).user(agency.id, 'staff');
    expect((await log(staff.token)).status).toBe(403);
    expect((await server.api('/api/v1/agencies/accounts/audit-log')).status).toBe(401);
    const other = await factories(server.app).agency();
    const customer = await tripFactories(server.app).customer(other.id);
    await server.api(`/api/v1/customers/${customer.id}`, { token: other.owner.token });
    const mine = await log(agency.owner.token, '?limit=100');
    expect(mine.body.results.some((e) => e.entity_id === String(customer.id))).toBe(false);
    const theirs = await log(other.owner.token, '?limit=100');
    expect(theirs.body.results.some((e) => e.entity_id === String(customer.id))).toBe(true);
  });
});
