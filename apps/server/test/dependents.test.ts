import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEGREES } from '@rumo/core';
import { startTestServer, type TestServer } from './harness.ts';
import { factories, tripFactories, type TestAgency } from './factories.ts';
import { dataUrl, pngDataUrl } from './images.ts';
import { dependents, documents } from '../src/db/schema/index.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Dependent = {
  id: number;
  customer_id: number;
  first_name: string;
  last_name: string;
  degree: string;
  phone: string | null;
  cpf: string | null;
  picture: string | null;
  [key: string]: unknown;
};
type Errors = Record<string, string[]>;

async function customerOf(agency: TestAgency) {
  return tripFactories(server.app).customer(agency.id, { first_name: 'Titular' });
}

async function addDependent(agency: TestAgency, customerId: number, body: Record<string, unknown> = {}) {
  const res = await server.api<Dependent>('/api/v1/customers/dependents', {
    method: 'POST',
    token: agency.owner.token,
    body: { customer_id: customerId, first_name: 'Lucas', last_name: 'Lima', degree: 'filho', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('dependents', () => {
  it('adds a dependent with every relationship degree of the spec and lists them by customer', async () => {
    const agency = await factories(server.app).agency();
    const customer = await customerOf(agency);
    const first = await addDependent(agency, customer.id, {
      first_name: 'Júlia',
      degree: 'conjuge',
      birth_date: '1988-02-29',
      cpf: '529.982.247-25',
      phone: '(11) 91234-5678',
      email: 'JULIA@x.com',
      gender: 'female',
      picture: pngDataUrl(),
      notes: 'vegetariana',
    });
    expect(first).toMatchObject({
      customer_id: customer.id,
      degree: 'conjuge',
      cpf: '52998224725',
      phone: '+5511912345678',
      email: 'julia@x.com',
      birth_date: '1988-02-29',
    });
    expect(first.picture).toMatch(/^\/api\/v1\/files\/dependents\//);
    for (const degree of DEGREES.filter((d) => d !== 'conjuge')) await addDependent(agency, customer.id, { first_name: `D ${degree}`, degree });

    const list = await server.api<Dependent[]>(`/api/v1/customers/dependents/cus/${customer.id}`, { token: agency.owner.token });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(15);
    expect(new Set(list.body.map((d) => d.degree))).toEqual(new Set(DEGREES));
  });

  it('validates the degree, names, CPF, phone and picture', async () => {
    const agency = await factories(server.app).agency();
    const customer = await customerOf(agency);
    const res = await server.api<Errors>('/api/v1/customers/dependents', {
      method: 'POST',
      token: agency.owner.token,
      body: { customer_id: customer.id, first_name: '', degree: 'primo', cpf: '111.111.111-11', phone: '12' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      first_name: ['Este campo é obrigatório'],
      last_name: ['Este campo é obrigatório'],
      degree: ['Escolha uma opção válida.'],
      cpf: ['CPF inválido.'],
      phone: ['Insira um telefone válido'],
    });
    // the picture is judged by its content: text declared as png is refused
    const picture = await server.api<Errors>('/api/v1/customers/dependents', {
      method: 'POST',
      token: agency.owner.token,
      body: { customer_id: customer.id, first_name: 'A', last_name: 'B', degree: 'pai', picture: dataUrl('image/png', Buffer.from('texto')) },
    });
    expect(picture.status).toBe(400);
    expect(picture.body).toEqual({ picture: ['Formato de arquivo inválido'] });
    const missing = await server.api<Errors>('/api/v1/customers/dependents', {
      method: 'POST',
      token: agency.owner.token,
      body: { customer_id: customer.id, first_name: 'A', last_name: 'B' },
    });
    expect(missing.body).toEqual({ degree: ['Este campo é obrigatório'] });
  });

  it('updates the fields sent and keeps the customer', async () => {
    const agency = await factories(server.app).agency();
    const customer = await customerOf(agency);
    const dependent = await addDependent(agency, customer.id, { notes: 'x' });
    const res = await server.api<Dependent>('/api/v1/customers/dependents', {
      method: 'PUT',
      token: agency.owner.token,
      body: { id: dependent.id, degree: 'enteado', last_name: 'Souza', notes: '' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: dependent.id, customer_id: customer.id, first_name: 'Lucas', last_name: 'Souza', degree: 'enteado', notes: null });
    // the customer of a dependent never changes: customer_id in an update is ignored
    const other = await customerOf(agency);
    const moved = await server.api<Dependent>('/api/v1/customers/dependents', {
      method: 'PUT',
      token: agency.owner.token,
      body: { id: dependent.id, customer_id: other.id },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.customer_id).toBe(customer.id);
  });

  it('deletes a dependent with their documents', async () => {
    const agency = await factories(server.app).agency();
    const customer = await customerOf(agency);
    const dependent = await addDependent(agency, customer.id);
    await server.app.db.insert(documents).values({ agency_id: agency.id, customer_id: customer.id, dependent_id: dependent.id, document_type: 'rg', number: '1' });
    const res = await server.api(`/api/v1/customers/dependents/${dependent.id}`, { method: 'DELETE', token: agency.owner.token });
    expect(res.status).toBe(204);
    expect(await server.app.db.select().from(documents).where(eq(documents.dependent_id, dependent.id))).toEqual([]);
    const list = await server.api<Dependent[]>(`/api/v1/customers/dependents/cus/${customer.id}`, { token: agency.owner.token });
    expect(list.body).toEqual([]);
  });

  it('another agency can neither see nor change the dependents, nor add one to a foreign customer', async () => {
    const make = factories(server.app);
    const mine = await make.agency();
    const theirs = await make.agency();
    const theirCustomer = await customerOf(theirs);
    const theirDependent = await addDependent(theirs, theirCustomer.id, { first_name: 'Alheio' });

    expect((await server.api(`/api/v1/customers/dependents/cus/${theirCustomer.id}`, { token: mine.owner.token })).status).toBe(404);
    const add = await server.api('/api/v1/customers/dependents', {
      method: 'POST',
      token: mine.owner.token,
      body: { customer_id: theirCustomer.id, first_name: 'X', last_name: 'Y', degree: 'pai' },
    });
    expect(add.status).toBe(404);
    const put = await server.api('/api/v1/customers/dependents', { method: 'PUT', token: mine.owner.token, body: { id: theirDependent.id, first_name: 'Hacked' } });
    expect(put.status).toBe(404);
    expect((await server.api(`/api/v1/customers/dependents/${theirDependent.id}`, { method: 'DELETE', token: mine.owner.token })).status).toBe(404);
    const [row] = await server.app.db.select().from(dependents).where(eq(dependents.id, theirDependent.id));
    expect(row?.first_name).toBe('Alheio');
    const theirList = await server.api<Dependent[]>(`/api/v1/customers/dependents/cus/${theirCustomer.id}`, { token: theirs.owner.token });
    expect(theirList.body).toHaveLength(1);
  });
});
