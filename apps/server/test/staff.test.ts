import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { factories } from './factories.ts';
import { startSmtpCapture, type SmtpCapture } from './smtp.ts';

let server: TestServer;
let smtp: SmtpCapture;
let seq = 0;
const email = () => `colab${Date.now()}${seq++}@agencia.test`;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://app.rumo.test' });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

type Staff = { id: number; email: string; role: string; is_active: boolean; agency: number };
type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

describe('staff (colaboradores)', () => {
  it('invites a new colaborador by e-mail to set a password, then they can sign in', async () => {
    const agency = await factories(server.app).agency({ name: 'Agência Convite' });
    const address = email();
    const res = await server.api<Staff>('/api/v1/agencies/staff', {
      method: 'POST',
      token: agency.owner.token,
      body: { first_name: 'Rita', last_name: 'Costa', email: address },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: address, role: 'staff', is_active: true, agency: agency.id });

    const mail = await smtp.waitFor(address);
    expect(mail.subject).toBe('Agência Convite convidou você para o Rumo');
    const token = decodeURIComponent(/reset-password\?token=([\w-]+)&convite=1/.exec(mail.text ?? '')![1]!);
    expect((await server.api('/api/v1/auth/reset-password', { method: 'POST', body: { token, password: 'senha-da-rita' } })).status).toBe(200);
    const signin = await server.api<{ token: string }>('/api/v1/auth/signin', { method: 'POST', body: { email: address, password: 'senha-da-rita' } });
    expect(signin.status).toBe(200);
  });

  it('lists the agency people paged, with next and previous links', async () => {
    const make = factories(server.app);
    const agency = await make.agency();
    for (let i = 0; i < 6; i++) await make.user(agency.id, 'staff');
    const first = await server.api<Page<Staff>>('/api/v1/agencies/staff/all', { token: agency.owner.token });
    expect(first.body.count).toBe(7);
    expect(first.body.results).toHaveLength(5);
    expect(first.body.results[0]!.role).toBe('owner');
    expect(first.body.previous).toBeNull();
    const second = await server.api<Page<Staff>>(first.body.next!, { token: agency.owner.token });
    expect(second.body.results).toHaveLength(2);
    expect(second.body.next).toBeNull();
  });

  it('lets only the owner add, change or remove staff', async () => {
    const make = factories(server.app);
    const agency = await make.agency();
    const staff = await make.user(agency.id, 'staff');
    const other = await make.user(agency.id, 'staff');
    const add = await server.api('/api/v1/agencies/staff', { method: 'POST', token: staff.token, body: { first_name: 'A', last_name: 'B', email: email() } });
    expect(add.status).toBe(403);
    const change = await server.api('/api/v1/agencies/staff', { method: 'PUT', token: staff.token, body: { id: other.id, first_name: 'Z' } });
    expect(change.status).toBe(403);
    expect((await server.api(`/api/v1/agencies/staff/${other.id}`, { method: 'DELETE', token: staff.token })).status).toBe(403);
    // staff can read the list (they choose responsible agents from it)
    expect((await server.api('/api/v1/agencies/staff/all', { token: staff.token })).status).toBe(200);
  });

  it('protects the owner: not editable or removable through staff calls', async () => {
    const make = factories(server.app);
    const agency = await make.agency();
    const res = await server.api<{ detail: string }>(`/api/v1/agencies/staff/${agency.owner.id}`, { method: 'DELETE', token: agency.owner.token });
    expect(res.status).toBe(403);
    const edit = await server.api('/api/v1/agencies/staff', { method: 'PUT', token: agency.owner.token, body: { id: agency.owner.id, first_name: 'X' } });
    expect(edit.status).toBe(403);
  });

  it('removing a colaborador ends their sessions and hides them from the lists', async () => {
    const make = factories(server.app);
    const agency = await make.agency();
    const staff = await make.user(agency.id, 'staff');
    expect((await server.api(`/api/v1/agencies/staff/${staff.id}`, { method: 'DELETE', token: agency.owner.token })).status).toBe(204);
    expect((await server.api('/api/v1/agencies/accounts/info', { token: staff.token })).status).toBe(401);
    const all = await server.api<{ id: number }[]>('/api/v1/agencies/accounts/allUsers', { token: agency.owner.token });
    expect(all.body.map((u) => u.id)).toEqual([agency.owner.id]);
    const signin = await server.api('/api/v1/auth/signin', { method: 'POST', body: { email: staff.email, password: staff.password } });
    expect(signin.status).toBe(400);
  });

  it('never shows or changes another agency’s people', async () => {
    const make = factories(server.app);
    const mine = await make.agency();
    const theirs = await make.agency();
    const theirStaff = await make.user(theirs.id, 'staff');
    const list = await server.api<Page<Staff>>('/api/v1/agencies/staff/all?limit=100', { token: mine.owner.token });
    expect(list.body.results.every((s) => s.agency === mine.id)).toBe(true);
    const users = await server.api<{ id: number }[]>('/api/v1/agencies/accounts/allUsers', { token: mine.owner.token });
    expect(users.body.map((u) => u.id)).not.toContain(theirStaff.id);
    const put = await server.api('/api/v1/agencies/staff', { method: 'PUT', token: mine.owner.token, body: { id: theirStaff.id, first_name: 'Hacked' } });
    expect(put.status).toBe(404);
    const del = await server.api(`/api/v1/agencies/staff/${theirStaff.id}`, { method: 'DELETE', token: mine.owner.token });
    expect(del.status).toBe(404);
    expect((await server.api('/api/v1/agencies/accounts/info', { token: theirStaff.token })).status).toBe(200);
  });

  it('keeps to the users the plan includes: Solo is the owner alone, a trial gets the largest plan', async () => {
    const make = factories(server.app);
    const solo = await make.agency({ status: 'paid', plan: 'solo' });
    const refused = await server.api<Record<string, string[]>>('/api/v1/agencies/staff', {
      method: 'POST',
      token: solo.owner.token,
      body: { first_name: 'A', last_name: 'B', email: email() },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      non_field_errors: ['Seu plano permite apenas 1 usuário, o dono. Troque de plano para adicionar colaboradores.'],
    });
    const trial = await make.agency();
    const added = await server.api('/api/v1/agencies/staff', {
      method: 'POST',
      token: trial.owner.token,
      body: { first_name: 'A', last_name: 'B', email: email() },
    });
    expect(added.status).toBe(201);
  });

  it('refuses an e-mail that already has an account', async () => {
    const make = factories(server.app);
    const agency = await make.agency();
    const other = await make.agency();
    const res = await server.api<Record<string, string[]>>('/api/v1/agencies/staff', {
      method: 'POST',
      token: agency.owner.token,
      body: { first_name: 'A', last_name: 'B', email: other.owner.email },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: ['Já existe uma conta com este e-mail.'] });
  });
});
