import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencyExport, DeletionRequest } from '@rumo/core';
import { agencies, auditLog, customers, dependents, documents, travels, users } from '../src/db/schema/index.ts';
import { addBusinessDays, dateInZone } from '../src/lib/business-days.ts';
import { DELETION_JOB, runDeletion } from '../src/modules/privacy/service.ts';
import { factories, tripFactories } from './factories.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { pngBytes } from './images.ts';
import { startSmtpCapture, type SmtpCapture } from './smtp.ts';

/**
 * LGPD: the agency export (zip built by a job), account deletion (request, cancel, the job) and a
 * client's personal data and erasure. This server runs job workers in its own pg-boss schema.
 */
let server: TestServer;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url });
  await server.app.jobs.startWorkers({ pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/** An agency with a client, a dependent, a document with a stored scan and a trip. */
async function agencyWithData() {
  const agency = await factories(server.app).agency();
  const trips = tripFactories(server.app);
  const picture = await server.app.storage.put('pictures', pngBytes(3, 3), 'png');
  const customer = await trips.customer(agency.id, { first_name: 'Joana', last_name: 'Privacidade', picture: picture.key });
  await server.app.db
    .update(customers)
    .set({ email: 'joana@cliente.test', phone: '+5511988887777', cpf: '52998224725', notes: 'Prefere janela', address: { city: 'Recife' } as never })
    .where(eq(customers.id, customer.id));
  const dependent = await trips.dependent(agency.id, customer.id, { first_name: 'Pedro' });
  const scan = await server.app.storage.put('documents', pngBytes(5, 5), 'png');
  const [document] = await server.app.db
    .insert(documents)
    .values({ agency_id: agency.id, customer_id: customer.id, document_type: 'passport', number: 'FZ998877', file_key: scan.key, file_name: 'passaporte.png', mime: 'image/png', size: scan.size })
    .returning();
  const travel = await trips.travel(agency.id, customer.id, { name: 'Lisboa em família' });
  return { agency, customer, dependent, document: document!, travel, files: [picture.key, scan.key] };
}

async function until<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('agency data export', () => {
  it('builds a zip with one JSON per table, the clients spreadsheet and the files, and e-mails the owner', async () => {
    const { agency, customer, document, files } = await agencyWithData();
    const started = await server.api<AgencyExport>('/api/v1/agencies/accounts/export', { method: 'POST', token: agency.owner.token });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body.status).toBe('pending');

    const ready = await until(async () => {
      const res = await server.api<AgencyExport>(`/api/v1/agencies/accounts/export/${started.body.id}`, { token: agency.owner.token });
      return res.body.status === 'ready' ? res.body : null;
    });
    expect(ready.url).toMatch(/^\/api\/v1\/files\/exports\//);
    const download = await fetch(`${server.baseUrl}${ready.url}`);
    expect(download.status).toBe(200);
    const zip = unzipSync(new Uint8Array(await download.arrayBuffer()));
    const names = Object.keys(zip);
    for (const table of ['agency', 'users', 'customers', 'dependents', 'documents', 'travels', 'travelers', 'trails', 'vouchers', 'alerts', 'checklist_tasks', 'travel_financials', 'travel_payments', 'audit_log'])
      expect(names).toContain(`${table}.json`);
    expect(names).toContain('clientes.xlsx');
    for (const key of files) expect(names).toContain(`files/${key}`);
    expect(Buffer.from(zip[`files/${document.file_key}`]!).equals(pngBytes(5, 5))).toBe(true);

    const usersJson = strFromU8(zip['users.json']!);
    expect(usersJson).toContain(agency.owner.email);
    expect(usersJson).not.toMatch(/password|scrypt|\$s/i);
    const exportedCustomers = JSON.parse(strFromU8(zip['customers.json']!)) as { id: number; cpf: string }[];
    expect(exportedCustomers.map((c) => c.id)).toEqual([customer.id]);
    expect(JSON.parse(strFromU8(zip['agency.json']!))).toMatchObject({ id: agency.id, name: agency.name });

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(zip['clientes.xlsx']!) as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(JSON.stringify(sheet.getRow(2).values)).toContain('Joana');

    const mail = await smtp.waitFor(agency.owner.email);
    expect(mail.subject).toMatch(/exportação/i);
    expect(mail.text).toContain(ready.url!.split('?')[0]);

    const [entry] = await server.app.db.select().from(auditLog).where(eq(auditLog.entity_id, started.body.id));
    expect(entry).toMatchObject({ agency_id: agency.id, user_id: agency.owner.id, action: 'export_requested' });
  }, 60_000);

  it('is for the owner only, and another agency’s export is 404', async () => {
    const agency = await factories(server.app).agency();
    const staff = await factories(server.app).user(agency.id, 'staff');
    expect((await server.api('/api/v1/agencies/accounts/export', { method: 'POST', token: staff.token })).status).toBe(403);
    const started = await server.api<AgencyExport>('/api/v1/agencies/accounts/export', { method: 'POST', token: agency.owner.token });
    const other = await factories(server.app).agency();
    expect((await server.api(`/api/v1/agencies/accounts/export/${started.body.id}`, { token: other.owner.token })).status).toBe(404);
    expect((await server.api(`/api/v1/agencies/accounts/export/${started.body.id}`, { token: staff.token })).status).toBe(403);
    expect((await server.api('/api/v1/agencies/accounts/export/not-a-uuid', { token: agency.owner.token })).status).toBe(400);
  });
});

describe('account deletion', () => {
  it('schedules the deletion 30 business days ahead and answers the date', async () => {
    const agency = await factories(server.app).agency();
    const res = await server.api<DeletionRequest>('/api/v1/agencies/accounts/delete-request', { method: 'POST', token: agency.owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const expected = addBusinessDays(dateInZone(new Date(), 'America/Sao_Paulo'), 30);
    expect(res.body.deletion_date).toBe(expected);
    expect(res.body.business_days).toBe(30);
    expect(res.body.detail).toContain(expected.split('-').reverse().join('/'));
    const [row] = await server.app.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(row!.deletion_requested_at).not.toBeNull();
    // asking twice is a conflict; the status call answers the same date
    expect((await server.api('/api/v1/agencies/accounts/delete-request', { method: 'POST', token: agency.owner.token })).status).toBe(409);
    const status = await server.api<DeletionRequest>('/api/v1/agencies/accounts/delete-request', { token: agency.owner.token });
    expect(status.body.deletion_date).toBe(expected);
    // the job on an earlier day does nothing
    expect(await runDeletion(server.app, { agencyId: agency.id })).toBe('skipped');
  });

  it('counts the days over a holiday: a request on 2026-04-01 is deleted on 2026-05-18', async () => {
    const agency = await factories(server.app).agency();
    await server.app.db.update(agencies).set({ deletion_requested_at: new Date('2026-04-01T15:00:00Z') }).where(eq(agencies.id, agency.id));
    const status = await server.api<DeletionRequest>('/api/v1/agencies/accounts/delete-request', { token: agency.owner.token });
    expect(status.body.deletion_date).toBe('2026-05-18');
    expect(await runDeletion(server.app, { agencyId: agency.id }, new Date('2026-05-15T15:00:00Z'))).toBe('skipped');
    const [row] = await server.app.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, agency.id));
    expect(row).toBeDefined();
  });

  it('cancels until the day; the job then keeps everything', async () => {
    const { agency, customer } = await agencyWithData();
    expect((await server.api('/api/v1/agencies/accounts/delete-request', { method: 'POST', token: agency.owner.token })).status).toBe(201);
    const canceled = await server.api<DeletionRequest>('/api/v1/agencies/accounts/delete-request', { method: 'DELETE', token: agency.owner.token });
    expect(canceled.status).toBe(200);
    expect(canceled.body.deletion_date).toBeNull();
    expect((await server.api('/api/v1/agencies/accounts/delete-request', { method: 'DELETE', token: agency.owner.token })).status).toBe(404);
    expect(await runDeletion(server.app, { agencyId: agency.id }, new Date(Date.now() + 400 * 86_400_000))).toBe('skipped');
    const [row] = await server.app.db.select({ id: customers.id }).from(customers).where(eq(customers.id, customer.id));
    expect(row).toBeDefined();
  });

  it('the deletion job removes the rows and the stored files, and is safe to re-run', async () => {
    const { agency, customer, files } = await agencyWithData();
    await server.app.db.update(agencies).set({ deletion_requested_at: new Date(Date.now() - 90 * 86_400_000) }).where(eq(agencies.id, agency.id));
    await server.app.jobs.send(DELETION_JOB, { agencyId: agency.id });
    await until(async () => (await server.app.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, agency.id))).length === 0);
    for (const table of [customers, dependents, documents, travels] as const)
      expect(await server.app.db.select().from(table).where(eq(table.agency_id, agency.id))).toEqual([]);
    expect(await server.app.db.select().from(users).where(eq(users.id, agency.owner.id))).toEqual([]);
    expect(await server.app.db.select().from(customers).where(eq(customers.id, customer.id))).toEqual([]);
    for (const key of files) expect(await server.app.storage.get(key)).toBeNull();
    expect(await runDeletion(server.app, { agencyId: agency.id })).toBe('skipped');
    // the old token no longer works
    expect((await server.api('/api/v1/agencies/accounts/delete-request', { token: agency.owner.token })).status).toBe(401);
  }, 30_000);

  it('is for the owner only and touches only the own agency', async () => {
    const agency = await factories(server.app).agency();
    const other = await factories(server.app).agency();
    const staff = await factories(server.app).user(agency.id, 'staff');
    for (const method of ['GET', 'POST', 'DELETE'])
      expect((await server.api('/api/v1/agencies/accounts/delete-request', { method, token: staff.token })).status).toBe(403);
    expect((await server.api('/api/v1/agencies/accounts/delete-request', { method: 'POST', token: agency.owner.token })).status).toBe(201);
    const [mine, theirs] = await Promise.all([agency.id, other.id].map(async (id) => (await server.app.db.select().from(agencies).where(eq(agencies.id, id)))[0]!));
    expect(mine!.deletion_requested_at).not.toBeNull();
    expect(theirs!.deletion_requested_at).toBeNull();
    // the other agency cannot cancel it
    expect((await server.api('/api/v1/agencies/accounts/delete-request', { method: 'DELETE', token: other.owner.token })).status).toBe(404);
  });
});

describe("a client's personal data", () => {
  it('exports the client with dependents, documents (signed urls), trips and audit entries', async () => {
    const { agency, customer, dependent, document, travel } = await agencyWithData();
    await server.api(`/api/v1/customers/${customer.id}`, { token: agency.owner.token });
    const res = await server.api<Record<string, unknown[] & Record<string, unknown>>>(`/api/v1/customers/${customer.id}/personal-data`, { token: agency.owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as unknown as {
      customer: { id: number; cpf: string };
      dependents: { id: number }[];
      documents: { id: number; file_url: string }[];
      travels: { id: number }[];
      audit_log: { action: string; entity: string }[];
    };
    expect(body.customer).toMatchObject({ id: customer.id, cpf: '52998224725' });
    expect(body.dependents.map((d) => d.id)).toEqual([dependent.id]);
    expect(body.documents.map((d) => d.id)).toEqual([document.id]);
    const file = await fetch(`${server.baseUrl}${body.documents[0]!.file_url}`);
    expect(file.status).toBe(200);
    expect(body.travels.map((t) => t.id)).toEqual([travel.id]);
    expect(body.audit_log.some((e) => e.action === 'view' && e.entity === 'customer')).toBe(true);
    const other = await factories(server.app).agency();
    expect((await server.api(`/api/v1/customers/${customer.id}/personal-data`, { token: other.owner.token })).status).toBe(404);
  });

  it('erases the client: anonymised, documents and files and dependents deleted, trips kept', async () => {
    const { agency, customer, document, travel, files } = await agencyWithData();
    const other = await factories(server.app).agency();
    expect((await server.api(`/api/v1/customers/${customer.id}/erase`, { method: 'POST', token: other.owner.token })).status).toBe(404);

    const res = await server.api<Record<string, unknown>>(`/api/v1/customers/${customer.id}/erase`, { method: 'POST', token: agency.owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ documents_deleted: 1, dependents_deleted: 1 });
    const [row] = await server.app.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(`${row!.first_name} ${row!.last_name}`).toBe('Cliente removido');
    expect(row).toMatchObject({ email: null, phone: null, cpf: null, address: null, notes: null, picture: null });
    expect(await server.app.db.select().from(documents).where(eq(documents.id, document.id))).toEqual([]);
    expect(await server.app.db.select().from(dependents).where(eq(dependents.customer_id, customer.id))).toEqual([]);
    for (const key of files) expect(await server.app.storage.get(key)).toBeNull();
    expect(await server.app.db.select({ id: travels.id }).from(travels).where(eq(travels.id, travel.id))).toEqual([{ id: travel.id }]);
    const [entry] = await server.app.db.select().from(auditLog).where(eq(auditLog.action, 'erase')).orderBy(auditLog.id);
    expect(entry).toBeDefined();
  });
});
