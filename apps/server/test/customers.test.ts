import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { factories, tripFactories, type TestAgency } from './factories.ts';
import { dataUrl, pngBytes, pngDataUrl } from './images.ts';
import { customers, dependents, documents, travels } from '../src/db/schema/index.ts';
import { contextFor } from '../src/platform/context/context.ts';
import { AppError } from '../src/http/errors.ts';
import { createCustomer as createCustomerService, isUniqueViolation, PHONE_UNIQUE_INDEX } from '../src/modules/customers/service.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Customer = {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  cpf: string | null;
  birth_date: string | null;
  picture: string | null;
  personality_tags: string[];
  created_by: { id: number; first_name: string; last_name: string } | null;
  trips_count: number;
  next_trip: { id: number; name: string; going: string; back: string } | null;
  [key: string]: unknown;
};
type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };
type Errors = Record<string, string[]>;

const PHONE_DUPLICATE =
  'Este número de telefone já está cadastrado com outro cliente. Para mais informações, por favor contate o suporte';
const VALID_CPF = '529.982.247-25';

async function createCustomer(agency: TestAgency, body: Record<string, unknown>) {
  const res = await server.api<Customer>('/api/v1/customers/', {
    method: 'POST',
    token: agency.owner.token,
    body: { first_name: 'Ana', last_name: 'Lima', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('customers: create, read, update', () => {
  it('creates a customer with the whole profile, phone in E.164 and CPF unmasked', async () => {
    const agency = await factories(server.app).agency();
    const res = await server.api<Customer>('/api/v1/customers/', {
      method: 'POST',
      token: agency.owner.token,
      body: {
        first_name: ' Mariana ',
        last_name: 'Souza',
        email: 'Mariana@Exemplo.com',
        phone: '(11) 98765-4321',
        birth_date: '1990-04-12',
        cpf: VALID_CPF,
        gender: 'female',
        nationality: 'Brasileira',
        address: { cep: '01001-000', street: 'Praça da Sé', number: '1', city: 'São Paulo', state: 'SP', country: 'BR' },
        picture: pngDataUrl(),
        personality_tags: ['aventureira', 'gastronomia'],
        trips_per_year: 3,
        last_trip: '2024-11-02',
        loyalty_programs: [{ program: 'Smiles', number: '123', miles: 15000 }],
        mileage: 15000,
        notes: 'Prefere janela.',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      first_name: 'Mariana',
      email: 'mariana@exemplo.com',
      phone: '+5511987654321',
      cpf: '52998224725',
      gender: 'female',
      address: { cep: '01001-000', city: 'São Paulo' },
      personality_tags: ['aventureira', 'gastronomia'],
      loyalty_programs: [{ program: 'Smiles', number: '123', miles: 15000 }],
      trips_count: 0,
      next_trip: null,
      created_by: { id: agency.owner.id },
    });
    expect(res.body.picture).toMatch(/^\/api\/v1\/files\/customers\/.+\.png\?expires=\d+&signature=/);
    const picture = await fetch(`${server.baseUrl}${res.body.picture}`);
    expect(picture.status).toBe(200);
    expect(Buffer.from(await picture.arrayBuffer()).equals(pngBytes())).toBe(true);

    const one = await server.api<Customer>(`/api/v1/customers/${res.body.id}`, { token: agency.owner.token });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: res.body.id, phone: '+5511987654321', notes: 'Prefere janela.' });
  });

  it('answers the spec messages for missing names, a bad CPF, phone and picture', async () => {
    const agency = await factories(server.app).agency();
    const empty = await server.api<Errors>('/api/v1/customers/', { method: 'POST', token: agency.owner.token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ first_name: ['Este campo é obrigatório'], last_name: ['Este campo é obrigatório'] });

    const bad = await server.api<Errors>('/api/v1/customers/', {
      method: 'POST',
      token: agency.owner.token,
      body: { first_name: 'A', last_name: 'B', cpf: '123.456.789-00', phone: 'abc', email: 'x@' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.cpf).toEqual(['CPF inválido.']);
    expect(bad.body.phone).toEqual(['Insira um telefone válido']);
    expect(bad.body.email).toEqual(['Insira um endereço de e-mail válido.']);

    // digits that pass the shape check but are no real number
    const unreal = await server.api<Errors>('/api/v1/customers/', {
      method: 'POST',
      token: agency.owner.token,
      body: { first_name: 'A', last_name: 'B', phone: '+55 00 0000-0000' },
    });
    expect(unreal.status).toBe(400);
    expect(unreal.body).toEqual({ phone: ['Insira um telefone válido'] });

    const textAsPng = await server.api<Errors>('/api/v1/customers/', {
      method: 'POST',
      token: agency.owner.token,
      body: { first_name: 'A', last_name: 'B', picture: dataUrl('image/png', Buffer.from('not an image at all')) },
    });
    expect(textAsPng.status).toBe(400);
    expect(textAsPng.body).toEqual({ picture: ['Formato de arquivo inválido'] });

    const big = Buffer.concat([pngBytes(), Buffer.alloc(1024 * 1024)]);
    const tooBig = await server.api<Errors>('/api/v1/customers/', {
      method: 'POST',
      token: agency.owner.token,
      body: { first_name: 'A', last_name: 'B', picture: dataUrl('image/png', big) },
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toEqual({ picture: ['Imagem muito grande. Tamanho máximo: 1MB'] });

    const spanish = await server.api<Errors>('/api/v1/customers/', { method: 'POST', token: agency.owner.token, body: { last_name: 'B' }, lang: 'es' });
    expect(spanish.body).toEqual({ first_name: ['Este campo es obligatorio'] });
  });

  it('updates only the fields sent; null clears; the stored picture URL echoed back keeps the picture', async () => {
    const agency = await factories(server.app).agency();
    const created = await createCustomer(agency, { email: 'a@b.com', notes: 'nota', picture: pngDataUrl(), phone: '11987654321' });
    const res = await server.api<Customer>('/api/v1/customers/', {
      method: 'PUT',
      token: agency.owner.token,
      body: { id: created.id, last_name: 'Pereira', notes: null, picture: created.picture, phone: '+55 11 98765-4321' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ last_name: 'Pereira', first_name: 'Ana', email: 'a@b.com', notes: null, phone: '+5511987654321' });
    expect(res.body.picture).toBe(created.picture);
    const removed = await server.api<Customer>('/api/v1/customers/', { method: 'PUT', token: agency.owner.token, body: { id: created.id, picture: '' } });
    expect(removed.body.picture).toBeNull();
  });

  it('lets staff of the agency manage customers too', async () => {
    const make = factories(server.app);
    const agency = await make.agency();
    const staff = await make.user(agency.id, 'staff');
    const res = await server.api<Customer>('/api/v1/customers/', { method: 'POST', token: staff.token, body: { first_name: 'C', last_name: 'D' } });
    expect(res.status).toBe(201);
    expect(res.body.created_by?.id).toBe(staff.id);
    expect((await server.api('/api/v1/customers/all', {})).status).toBe(401);
  });
});

describe('customers: the phone rule', () => {
  it('refuses a phone already used by another customer of the agency, in any format', async () => {
    const agency = await factories(server.app).agency();
    const first = await createCustomer(agency, { phone: '+55 11 98765-4321' });
    const res = await server.api<Errors>('/api/v1/customers/', {
      method: 'POST',
      token: agency.owner.token,
      body: { first_name: 'Outra', last_name: 'Pessoa', phone: '(11) 98765-4321' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ phone: [PHONE_DUPLICATE] });

    const es = await server.api<Errors>('/api/v1/customers/', {
      method: 'POST',
      token: agency.owner.token,
      lang: 'es',
      body: { first_name: 'Otra', last_name: 'Persona', phone: '11987654321' },
    });
    expect(es.body).toEqual({
      phone: ['Este número de teléfono ya está registrado con otro cliente. Para más información, por favor contacte con el soporte'],
    });

    // updating another customer to the number is refused too; keeping one's own number is fine
    const second = await createCustomer(agency, { phone: '11912345678' });
    const put = await server.api<Errors>('/api/v1/customers/', { method: 'PUT', token: agency.owner.token, body: { id: second.id, phone: '11 98765 4321' } });
    expect(put.status).toBe(400);
    expect(put.body).toEqual({ phone: [PHONE_DUPLICATE] });
    const own = await server.api('/api/v1/customers/', { method: 'PUT', token: agency.owner.token, body: { id: first.id, phone: '+5511987654321' } });
    expect(own.status).toBe(200);
  });

  it('lets another agency register the same number', async () => {
    const make = factories(server.app);
    const mine = await make.agency();
    const theirs = await make.agency();
    await createCustomer(mine, { phone: '11987654321' });
    const other = await createCustomer(theirs, { phone: '11987654321' });
    expect(other.phone).toBe('+5511987654321');
  });

  it('concurrent creations with one phone: exactly one wins, the others get the 400 message, never a 500', async () => {
    const agency = await factories(server.app).agency();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        server.api<Errors>('/api/v1/customers/', {
          method: 'POST',
          token: agency.owner.token,
          body: { first_name: `Cliente ${i}`, last_name: 'Corrida', phone: '+55 21 99876-5432' },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ phone: [PHONE_DUPLICATE] });
    }
  });

  it('a save that passes the check but loses the race on the unique index still answers the 400', async () => {
    const agency = await factories(server.app).agency();
    const ctx = await contextFor(server.app, agency.id, { userId: agency.owner.id, role: 'owner', ip: '127.0.0.1' });
    const save = (name: string) =>
      createCustomerService(ctx, { first_name: name, last_name: 'Corrida', phone: '+5521977776666' }).then(
        () => 'created',
        (error: unknown) => error,
      );
    let outcomes: unknown[];
    if (process.env.TEST_DB_TARGET === 'postgres') {
      // Another transaction holds the number uncommitted: the check cannot see it, the insert
      // waits on the unique index and fails once that transaction commits.
      let pending: Promise<unknown> | undefined;
      await server.app.db.transaction(async (tx) => {
        await tx.insert(customers).values({ agency_id: agency.id, first_name: 'Outro', last_name: 'Caixa', phone: '+5521977776666' });
        pending = save('Dois');
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      outcomes = ['created', await pending];
    } else {
      // One connection runs queries in order: both checks pass before either insert.
      outcomes = await Promise.all([save('Um'), save('Dois')]);
    }
    expect(outcomes.filter((o) => o === 'created')).toHaveLength(1);
    const lost = outcomes.find((o) => o !== 'created') as AppError;
    expect(lost).toBeInstanceOf(AppError);
    expect(lost.statusCode).toBe(400);
    expect(lost.fields).toEqual({ phone: [{ key: 'validation.phoneDuplicate', params: undefined }] });
  });

  it('recognises the unique index violation of the real driver (the race path maps it to 400)', async () => {
    const agency = await factories(server.app).agency();
    await server.app.db.insert(customers).values({ agency_id: agency.id, first_name: 'A', last_name: 'B', phone: '+5531988887777' });
    const error = await server.app.db
      .insert(customers)
      .values({ agency_id: agency.id, first_name: 'C', last_name: 'D', phone: '+5531988887777' })
      .then(() => null, (e: unknown) => e);
    expect(error).not.toBeNull();
    expect(isUniqueViolation(error, PHONE_UNIQUE_INDEX)).toBe(true);
    expect(isUniqueViolation(error, 'other_index')).toBe(false);
    expect(isUniqueViolation(new Error('boom'), PHONE_UNIQUE_INDEX)).toBe(false);
  });
});

describe('customers: GET /customers/all', () => {
  it('pages with limit 5 by default, offset = (page-1)*limit, next and previous links', async () => {
    const agency = await factories(server.app).agency();
    for (let i = 1; i <= 7; i++) await createCustomer(agency, { first_name: `Cliente ${String(i).padStart(2, '0')}` });
    const first = await server.api<Page<Customer>>('/api/v1/customers/all', { token: agency.owner.token });
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(7);
    expect(first.body.results.map((c) => c.first_name)).toEqual(['Cliente 01', 'Cliente 02', 'Cliente 03', 'Cliente 04', 'Cliente 05']);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toBe('/api/v1/customers/all?limit=5&offset=5');
    const second = await server.api<Page<Customer>>(first.body.next!, { token: agency.owner.token });
    expect(second.body.results.map((c) => c.first_name)).toEqual(['Cliente 06', 'Cliente 07']);
    expect(second.body.next).toBeNull();
    expect(second.body.previous).toBe('/api/v1/customers/all?limit=5&offset=0');

    // page 2 of 3 per page: offset = (2-1)*3
    const page2 = await server.api<Page<Customer>>('/api/v1/customers/all?limit=3&offset=3', { token: agency.owner.token });
    expect(page2.body.results.map((c) => c.first_name)).toEqual(['Cliente 04', 'Cliente 05', 'Cliente 06']);
    expect(page2.body.next).toBe('/api/v1/customers/all?limit=3&offset=6');
    expect(page2.body.previous).toBe('/api/v1/customers/all?limit=3&offset=0');
  });

  it('searches name, full name, e-mail, phone digits and CPF', async () => {
    const agency = await factories(server.app).agency();
    const ana = await createCustomer(agency, { first_name: 'Ana', last_name: 'Beatriz Lima', email: 'ana@exemplo.com', phone: '11987654321' });
    const bruno = await createCustomer(agency, { first_name: 'Bruno', last_name: 'Carvalho', email: 'bc@mail.com', cpf: VALID_CPF });
    await createCustomer(agency, { first_name: 'Carla', last_name: 'Dias' });
    const search = async (term: string) => {
      const res = await server.api<Page<Customer>>(`/api/v1/customers/all?search=${encodeURIComponent(term)}`, { token: agency.owner.token });
      expect(res.status).toBe(200);
      return res.body.results.map((c) => c.id);
    };
    expect(await search('beatriz')).toEqual([ana.id]);
    expect(await search('ana beatriz')).toEqual([ana.id]);
    expect(await search('MAIL.COM')).toEqual([bruno.id]);
    expect(await search('98765-43')).toEqual([ana.id]);
    expect(await search('529.982')).toEqual([bruno.id]);
    expect(await search('100%')).toEqual([]);
    // a word with digits in it is not a phone: "x987y" must not match Ana's 98765…
    expect(await search('x987y')).toEqual([]);
  });

  it('sorts by the allow-listed columns, both ways, and refuses others', async () => {
    const agency = await factories(server.app).agency();
    await createCustomer(agency, { first_name: 'Bia', last_name: 'Zeta', email: 'm@x.com' });
    await createCustomer(agency, { first_name: 'Ari', last_name: 'Alfa', email: 'z@x.com' });
    await createCustomer(agency, { first_name: 'Caio', last_name: 'Meio', email: 'a@x.com' });
    const names = async (query: string) =>
      (await server.api<Page<Customer>>(`/api/v1/customers/all?${query}`, { token: agency.owner.token })).body.results.map((c) => c.first_name);
    expect(await names('')).toEqual(['Ari', 'Bia', 'Caio']);
    expect(await names('sortBy=last_name&sortOrder=desc')).toEqual(['Bia', 'Caio', 'Ari']);
    expect(await names('sortBy=email')).toEqual(['Caio', 'Bia', 'Ari']);
    expect(await names('ordering=-first_name')).toEqual(['Caio', 'Bia', 'Ari']);
    expect(await names('ordering=-created_at')).toEqual(['Caio', 'Ari', 'Bia']);
    const bad = await server.api<Errors>('/api/v1/customers/all?sortBy=password', { token: agency.owner.token });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ sortBy: ['Escolha uma opção válida.'] });
    const badOrdering = await server.api<Errors>('/api/v1/customers/all?ordering=-agency_id', { token: agency.owner.token });
    expect(badOrdering.status).toBe(400);
    expect(badOrdering.body).toEqual({ ordering: ['Escolha uma opção válida.'] });
  });

  it('shows who created each customer, the trip count and the next trip', async () => {
    const agency = await factories(server.app).agency();
    const trips = tripFactories(server.app);
    const customer = await createCustomer(agency, {});
    await trips.travel(agency.id, customer.id, { name: 'Passada', going: '2020-01-10', back: '2020-01-20' });
    await trips.travel(agency.id, customer.id, { name: 'Depois', going: '2031-03-01', back: '2031-03-10' });
    const next = await trips.travel(agency.id, customer.id, { name: 'Próxima', going: '2030-07-01', back: '2030-07-15' });
    const list = await server.api<Page<Customer>>('/api/v1/customers/all', { token: agency.owner.token });
    const row = list.body.results[0]!;
    expect(row.trips_count).toBe(3);
    expect(row.next_trip).toEqual({ id: next.id, name: 'Próxima', going: '2030-07-01T15:00:00.000Z', back: '2030-07-15T15:00:00.000Z' });
    expect(row.created_by).toMatchObject({ id: agency.owner.id, first_name: 'Dona' });
  });
});

describe('customers: GET /customers/?query= (autocomplete)', () => {
  it('matches the start of the full name, the last name, e-mail or phone digits; empty query answers []', async () => {
    const agency = await factories(server.app).agency();
    const ana = await createCustomer(agency, { first_name: 'Ana', last_name: 'Lima', phone: '21988887777' });
    await createCustomer(agency, { first_name: 'Mariana', last_name: 'Alves', email: 'mari@x.com' });
    const find = async (q: string) => {
      const res = await server.api<{ id: number; first_name: string; picture: string | null }[]>(`/api/v1/customers/?query=${encodeURIComponent(q)}`, {
        token: agency.owner.token,
      });
      expect(res.status).toBe(200);
      return res.body.map((c) => c.first_name);
    };
    expect(await find('')).toEqual([]);
    expect(await find('ana l')).toEqual(['Ana']);
    expect(await find('alv')).toEqual(['Mariana']);
    expect(await find('mari@')).toEqual(['Mariana']);
    expect(await find('98888')).toEqual(['Ana']);
    const res = await server.api<{ id: number }[]>('/api/v1/customers?query=ana', { token: agency.owner.token });
    expect(res.body[0]).toEqual({ id: ana.id, first_name: 'Ana', last_name: 'Lima', email: null, phone: '+5521988887777', picture: null });
  });
});

describe('customers: delete', () => {
  it('deletes a customer with their dependents, documents and trips', async () => {
    const agency = await factories(server.app).agency();
    const trips = tripFactories(server.app);
    const customer = await createCustomer(agency, {});
    const dependent = await trips.dependent(agency.id, customer.id);
    await server.app.db.insert(documents).values({ agency_id: agency.id, customer_id: customer.id, dependent_id: dependent.id, document_type: 'passport', number: 'X1' });
    const trip = await trips.travel(agency.id, customer.id);
    const res = await server.api(`/api/v1/customers/${customer.id}`, { method: 'DELETE', token: agency.owner.token });
    expect(res.status).toBe(204);
    expect((await server.api(`/api/v1/customers/${customer.id}`, { token: agency.owner.token })).status).toBe(404);
    expect(await server.app.db.select().from(travels).where(eq(travels.id, trip.id))).toEqual([]);
    expect(await server.app.db.select().from(dependents).where(eq(dependents.id, dependent.id))).toEqual([]);
    expect(await server.app.db.select().from(documents).where(eq(documents.customer_id, customer.id))).toEqual([]);
    expect((await server.api(`/api/v1/customers/${customer.id}`, { method: 'DELETE', token: agency.owner.token })).status).toBe(404);
  });

  it('delete-bulk deletes the agency’s customers, answers how many, and ignores other agencies’ ids', async () => {
    const make = factories(server.app);
    const mine = await make.agency();
    const theirs = await make.agency();
    const a = await createCustomer(mine, { first_name: 'A' });
    const b = await createCustomer(mine, { first_name: 'B' });
    const keep = await createCustomer(mine, { first_name: 'C' });
    const foreign = await createCustomer(theirs, { first_name: 'X' });
    const res = await server.api<{ deleted: number }>('/api/v1/customers/delete-bulk', {
      method: 'POST',
      token: mine.owner.token,
      body: { customers: [a.id, b.id, foreign.id, a.id, 999_999_999] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: 2 });
    const left = await server.api<Page<Customer>>('/api/v1/customers/all', { token: mine.owner.token });
    expect(left.body.results.map((c) => c.id)).toEqual([keep.id]);
    expect((await server.api(`/api/v1/customers/${foreign.id}`, { token: theirs.owner.token })).status).toBe(200);

    const empty = await server.api<Errors>('/api/v1/customers/delete-bulk', { method: 'POST', token: mine.owner.token, body: { customers: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ customers: ['Este campo é obrigatório'] });
  });
});

describe('customers: another agency', () => {
  it('can neither see nor change the rows of another agency through any customer call', async () => {
    const make = factories(server.app);
    const mine = await make.agency();
    const theirs = await make.agency();
    const theirCustomer = await createCustomer(theirs, { first_name: 'Segredo', last_name: 'Alheio', phone: '11955554444', email: 'segredo@x.com' });
    await createCustomer(mine, { first_name: 'Meu', last_name: 'Cliente' });

    const list = await server.api<Page<Customer>>('/api/v1/customers/all?limit=100&search=segredo', { token: mine.owner.token });
    expect(list.body.count).toBe(0);
    const all = await server.api<Page<Customer>>('/api/v1/customers/all?limit=100', { token: mine.owner.token });
    expect(all.body.results.map((c) => c.first_name)).toEqual(['Meu']);
    const auto = await server.api<unknown[]>('/api/v1/customers/?query=segredo', { token: mine.owner.token });
    expect(auto.body).toEqual([]);
    expect((await server.api(`/api/v1/customers/${theirCustomer.id}`, { token: mine.owner.token })).status).toBe(404);
    const put = await server.api('/api/v1/customers/', { method: 'PUT', token: mine.owner.token, body: { id: theirCustomer.id, first_name: 'Hacked' } });
    expect(put.status).toBe(404);
    expect((await server.api(`/api/v1/customers/${theirCustomer.id}`, { method: 'DELETE', token: mine.owner.token })).status).toBe(404);
    const bulk = await server.api<{ deleted: number }>('/api/v1/customers/delete-bulk', { method: 'POST', token: mine.owner.token, body: { customers: [theirCustomer.id] } });
    expect(bulk.body).toEqual({ deleted: 0 });

    const [row] = await server.app.db.select().from(customers).where(and(eq(customers.id, theirCustomer.id), eq(customers.agency_id, theirs.id)));
    expect(row?.first_name).toBe('Segredo');
  });
});
