import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, auditLog, checklistTasks, trails, travelers, travels, users } from '../src/db/schema/index.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { factories, tripFactories, type TestAgency } from './factories.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };
type Item = {
  id: number;
  name: string;
  going: string;
  back: string;
  amount_of_people: number;
  customer: { id: number; first_name: string; last_name: string; picture: string | null };
  flight: string | null;
  check_list: { id: number; checked: boolean }[];
  user: { id: number; first_name: string; last_name: string } | null;
  last_access: string | null;
};
type Detail = Item & { customer_id: number; screenplay: string[]; created_at: string; trails: { id: number; type: string }[] };

/** Noon of a calendar day in the trip zone, as the API answers it. */
const noon = (date: string) => new Date(`${date}T12:00:00-03:00`).toISOString();

async function setup() {
  const agency = await factories(server.app).agency();
  const make = tripFactories(server.app);
  const customer = await make.customer(agency.id, { first_name: 'Ana', last_name: 'Ribeiro' });
  return { agency, make, customer };
}

function createTrip(agency: TestAgency, body: Record<string, unknown>, lang?: string) {
  return server.api<Record<string, unknown>>('/api/v1/travels/', { method: 'POST', token: agency.owner.token, body, lang });
}

const list = (token: string, path: string) => server.api<Page<Item>>(path, { token });

describe('travels: create, update, delete', () => {
  it('creates a trip with going and back at 12:00:00 -03:00 and the customer as first traveller', async () => {
    const { agency, customer } = await setup();
    const res = await createTrip(agency, { name: 'Férias', customer_id: customer.id, going: '2030-05-01', back: '2030-05-10', screenplay: ['Lisboa', 'Porto'] });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), customer_id: customer.id, name: 'Férias' });
    const id = res.body.id as number;

    const [row] = await server.app.db.select().from(travels).where(eq(travels.id, id));
    expect(row!.going.toISOString()).toBe('2030-05-01T15:00:00.000Z');
    expect(row!.back.toISOString()).toBe('2030-05-10T15:00:00.000Z');
    expect(row!.created_by).toBe(agency.owner.id);

    const detail = await server.api<Detail>(`/api/v1/travels/${id}`, { token: agency.owner.token });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      id,
      name: 'Férias',
      customer_id: customer.id,
      going: noon('2030-05-01'),
      back: noon('2030-05-10'),
      screenplay: ['Lisboa', 'Porto'],
      amount_of_people: 1,
      customer: { id: customer.id, first_name: 'Ana', last_name: 'Ribeiro', picture: null },
      user: { id: agency.owner.id },
      flight: null,
      check_list: [],
      trails: [],
    });
    const people = await server.app.db.select().from(travelers).where(eq(travelers.travel_id, id));
    expect(people.map((p) => p.customer_id)).toEqual([customer.id]);

    const audited = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'travel'), eq(auditLog.entity_id, String(id))));
    expect(audited.map((a) => a.action)).toEqual(['create']);
  });

  it('accepts a local time or an instant with offset for going and back', async () => {
    const { agency, customer } = await setup();
    const res = await createTrip(agency, { name: 'X', customer_id: customer.id, going: '2030-05-01T12:00:00', back: '2030-05-02T10:00:00-03:00', screenplay: ['Roma'] });
    expect(res.status).toBe(201);
    const [row] = await server.app.db.select().from(travels).where(eq(travels.id, res.body.id as number));
    expect(row!.going.toISOString()).toBe('2030-05-01T15:00:00.000Z');
    expect(row!.back.toISOString()).toBe('2030-05-02T13:00:00.000Z');
  });

  it('refuses a return before the departure and a trip without cities, with the spec messages', async () => {
    const { agency, customer } = await setup();
    const base = { name: 'X', customer_id: customer.id, going: '2030-05-10', back: '2030-05-01', screenplay: ['Lisboa'] };
    const back = await createTrip(agency, base);
    expect(back.status).toBe(400);
    expect(back.body).toEqual({ back: ['O fim não pode ser antes do início'] });

    const cities = await createTrip(agency, { ...base, back: '2030-05-10', screenplay: [] });
    expect(cities.status).toBe(400);
    expect(cities.body).toEqual({ screenplay: ['Adicione ao menos uma cidade'] });
    const missing = await createTrip(agency, { ...base, back: '2030-05-10', screenplay: undefined });
    expect(missing.body).toEqual({ screenplay: ['Adicione ao menos uma cidade'] });

    const es = await createTrip(agency, { ...base, screenplay: [] }, 'es');
    expect(Object.keys(es.body).sort()).toEqual(['back', 'screenplay']);

    const required = await createTrip(agency, { ...base, name: ' ', back: '2030-05-10' });
    expect(required.body).toEqual({ name: ['Este campo é obrigatório'] });
    const badDate = await createTrip(agency, { ...base, going: '2030-02-30', back: '2030-05-10' });
    expect(badDate.body).toEqual({ going: ['Formato de data inválido.'] });
    expect(await server.app.db.select().from(travels).where(eq(travels.agency_id, agency.id))).toHaveLength(0);
  });

  it('a same-day trip is allowed', async () => {
    const { agency, customer } = await setup();
    const res = await createTrip(agency, { name: 'Bate-volta', customer_id: customer.id, going: '2030-05-01', back: '2030-05-01', screenplay: ['Santos'] });
    expect(res.status).toBe(201);
  });

  it('updates a trip; a single date is checked against the stored other one', async () => {
    const { agency, make, customer } = await setup();
    const created = await createTrip(agency, { name: 'Antes', customer_id: customer.id, going: '2030-05-01', back: '2030-05-10', screenplay: ['Lisboa'] });
    const id = created.body.id as number;
    const put = (body: Record<string, unknown>) => server.api<Detail>('/api/v1/travels/', { method: 'PUT', token: agency.owner.token, body: { id, ...body } });

    const ok = await put({ name: 'Depois', going: '2030-05-03', screenplay: ['Lisboa', 'Sintra'] });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id, name: 'Depois', going: noon('2030-05-03'), back: noon('2030-05-10'), screenplay: ['Lisboa', 'Sintra'] });

    const bad = await put({ back: '2030-05-02' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ back: ['O fim não pode ser antes do início'] });
    const badGoing = await put({ going: '2030-06-01' });
    expect(badGoing.body).toEqual({ back: ['O fim não pode ser antes do início'] });
    expect((await put({ screenplay: [] })).body).toEqual({ screenplay: ['Adicione ao menos uma cidade'] });

    // a new customer takes the old one's place among the travellers
    const other = await make.customer(agency.id, { first_name: 'Bruno' });
    const moved = await put({ customer_id: other.id });
    expect(moved.body.customer).toMatchObject({ id: other.id, first_name: 'Bruno' });
    const people = await server.app.db.select().from(travelers).where(eq(travelers.travel_id, id));
    expect(people.map((p) => p.customer_id)).toEqual([other.id]);
  });

  it('deletes a trip, checking customer_id when given, and audits it', async () => {
    const { agency, make, customer } = await setup();
    const other = await make.customer(agency.id);
    const created = await createTrip(agency, { name: 'Apagar', customer_id: customer.id, going: '2030-05-01', back: '2030-05-10', screenplay: ['Lisboa'] });
    const id = created.body.id as number;
    const wrong = await server.api(`/api/v1/travels/${id}?customer_id=${other.id}`, { method: 'DELETE', token: agency.owner.token });
    expect(wrong.status).toBe(404);
    const del = await server.api(`/api/v1/travels/${id}?customer_id=${customer.id}`, { method: 'DELETE', token: agency.owner.token });
    expect(del.status).toBe(204);
    expect((await server.api(`/api/v1/travels/${id}`, { token: agency.owner.token })).status).toBe(404);
    expect((await server.api(`/api/v1/travels/${id}`, { method: 'DELETE', token: agency.owner.token })).status).toBe(404);
    const audited = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'travel'), eq(auditLog.entity_id, String(id))));
    expect(audited.map((a) => a.action).sort()).toEqual(['create', 'delete']);
  });

  it('staff of the agency create, see and change the agency trips', async () => {
    const { agency, customer } = await setup();
    const staff = await factories(server.app).user(agency.id, 'staff');
    const res = await server.api<{ id: number }>('/api/v1/travels/', {
      method: 'POST',
      token: staff.token,
      body: { name: 'Da equipe', customer_id: customer.id, going: '2030-05-01', back: '2030-05-02', screenplay: ['Lima'] },
    });
    expect(res.status).toBe(201);
    const detail = await server.api<Detail>(`/api/v1/travels/${res.body.id}`, { token: agency.owner.token });
    expect(detail.body.user?.id).toBe(staff.id);
  });

  it('needs a token', async () => {
    expect((await server.api('/api/v1/travels/all')).status).toBe(401);
    const body = { name: 'X', customer_id: 1, going: '2030-05-01', back: '2030-05-02', screenplay: ['Lima'] };
    expect((await server.api('/api/v1/travels/', { method: 'POST', body })).status).toBe(401);
    expect((await server.api('/api/v1/travels/1', { method: 'DELETE' })).status).toBe(401);
  });
});

describe('travels: GET /travels/{id}', () => {
  it('records last_access when a trip is opened, without counting it as an edit', async () => {
    const { agency, make, customer } = await setup();
    const trip = await make.travel(agency.id, customer.id);
    const before = await list(agency.owner.token, `/api/v1/travels/all?customer_id=${customer.id}`);
    expect(before.body.results[0]!.last_access).toBeNull();

    const t0 = Date.now();
    const opened = await server.api<Detail>(`/api/v1/travels/${trip.id}`, { token: agency.owner.token });
    expect(opened.status).toBe(200);
    const access = Date.parse(opened.body.last_access!);
    expect(access).toBeGreaterThanOrEqual(t0 - 1000);
    expect(access).toBeLessThanOrEqual(Date.now() + 1000);
    const after = await list(agency.owner.token, `/api/v1/travels/all?customer_id=${customer.id}`);
    expect(after.body.results[0]!.last_access).toBe(opened.body.last_access);
    const [row] = await server.app.db.select().from(travels).where(eq(travels.id, trip.id));
    expect(row!.updated_at.getTime()).toBe(trip.updated_at.getTime());
  });

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    const { agency } = await setup();
    expect((await server.api('/api/v1/travels/999999999', { token: agency.owner.token })).status).toBe(404);
    expect((await server.api('/api/v1/travels/abc', { token: agency.owner.token })).status).toBe(400);
  });
});

describe('travels: lists', () => {
  it('all vs my trips, going or back window in the -03:00 zone with inclusive days', async () => {
    const { agency, customer } = await setup();
    const staff = await factories(server.app).user(agency.id, 'staff');
    const post = async (token: string, name: string, going: string, back: string) => {
      const res = await server.api<{ id: number }>('/api/v1/travels/', { method: 'POST', token, body: { name, customer_id: customer.id, going, back, screenplay: ['X'] } });
      expect(res.status).toBe(201);
      return res.body.id;
    };
    const owner = agency.owner.token;
    // boundaries of March 2030 in the trip zone
    const first = await post(owner, 'first-minute', '2030-03-01T00:00:00-03:00', '2030-04-05');
    const before = await post(owner, 'before', '2030-02-28T23:59:00-03:00', '2030-03-01');
    const last = await post(staff.token, 'last-minute', '2030-03-31T23:30:00-03:00', '2030-04-02');
    const after = await post(staff.token, 'after', '2030-04-01T00:00:00-03:00', '2030-04-03');
    const middle = await post(owner, 'middle', '2030-03-15', '2030-03-31');

    const ids = (page: Page<Item>) => page.results.map((r) => r.id);
    const all = await list(owner, '/api/v1/travels/all?limit=100&type=going&start=2030-03-01&end=2030-03-31');
    expect(all.status).toBe(200);
    expect(ids(all.body)).toEqual([first, middle, last]);
    expect(all.body.count).toBe(3);

    const returns = await list(owner, '/api/v1/travels/all?limit=100&type=back&start=2030-03-01&end=2030-03-31');
    expect(ids(returns.body)).toEqual([before, middle]);
    const aprilReturns = await list(owner, '/api/v1/travels/all?limit=100&type=back&start=2030-04-01&end=2030-04-30');
    // sorted by back, the date of the window
    expect(ids(aprilReturns.body)).toEqual([last, after, first]);

    const mine = await list(owner, '/api/v1/travels/all-customer?limit=100&type=going&start=2030-03-01&end=2030-03-31');
    expect(ids(mine.body)).toEqual([first, middle]);
    const theirs = await list(staff.token, '/api/v1/travels/all-customer?limit=100');
    expect(ids(theirs.body)).toEqual([last, after]);
    expect(theirs.body.results.every((r) => r.user?.id === staff.id)).toBe(true);

    const onlyStart = await list(owner, '/api/v1/travels/all?limit=100&start=2030-03-31');
    expect(ids(onlyStart.body)).toEqual([last, after]);
    const onlyEnd = await list(owner, '/api/v1/travels/?limit=100&end=2030-02-28');
    expect(ids(onlyEnd.body)).toEqual([before]);
    const noWindow = await list(owner, '/api/v1/travels/all?limit=100');
    expect(ids(noWindow.body)).toEqual([before, first, middle, last, after]);

    const reversed = await server.api<Record<string, string[]>>('/api/v1/travels/all?start=2030-03-31&end=2030-03-01', { token: owner });
    expect(reversed.status).toBe(400);
    expect(reversed.body).toEqual({ end: ['O fim não pode ser antes do início'] });
    expect((await server.api('/api/v1/travels/all?type=sideways', { token: owner })).status).toBe(400);
    expect((await server.api('/api/v1/travels/all?start=2030-13-01', { token: owner })).status).toBe(400);
  });

  it.each([
    ['America/Manaus', '-04:00'],
    ['America/Rio_Branco', '-05:00'],
    ['America/Noronha', '-02:00'],
  ])('the date window is made of whole days in the agency zone (%s)', async (zone, offset) => {
    const { agency, customer } = await setup();
    await server.app.db.update(agencies).set({ timezone: zone }).where(eq(agencies.id, agency.id));
    const owner = agency.owner.token;
    const post = async (name: string, going: string) => {
      const res = await server.api<{ id: number }>('/api/v1/travels/', { method: 'POST', token: owner, body: { name, customer_id: customer.id, going, back: '2030-04-20', screenplay: ['X'] } });
      expect(res.status).toBe(201);
      return res.body.id;
    };
    // each a minute inside or outside March 2030 on the agency's clock, whatever São Paulo reads
    const firstMinute = await post('first-minute', `2030-03-01T00:00:00${offset}`);
    const lastMinute = await post('last-minute', `2030-03-31T23:59:00${offset}`);
    const before = await post('before', `2030-02-28T23:59:00${offset}`);
    const after = await post('after', `2030-04-01T00:00:00${offset}`);
    const march = await list(owner, '/api/v1/travels/all?limit=100&type=going&start=2030-03-01&end=2030-03-31');
    expect(march.body.results.map((r) => r.id)).toEqual([firstMinute, lastMinute]);
    const february = await list(owner, '/api/v1/travels/all?limit=100&type=going&end=2030-02-28');
    expect(february.body.results.map((r) => r.id)).toEqual([before]);
    const april = await list(owner, '/api/v1/travels/all?limit=100&type=going&start=2030-04-01');
    expect(april.body.results.map((r) => r.id)).toEqual([after]);
  });

  it.each([
    ['America/Manaus', '2030-03-10', '2030-03-10T16:00:00.000Z'],
    ['America/Rio_Branco', '2030-03-10', '2030-03-10T17:00:00.000Z'],
    ['America/Noronha', '2030-03-10', '2030-03-10T14:00:00.000Z'],
    // São Paulo's summer time of 2017/18 (-02:00)
    ['America/Sao_Paulo', '2017-12-01', '2017-12-01T14:00:00.000Z'],
  ])('stores a trip date typed without a time as noon on the agency clock (%s, %s)', async (zone, date, noon) => {
    const { agency, customer } = await setup();
    await server.app.db.update(agencies).set({ timezone: zone }).where(eq(agencies.id, agency.id));
    const body = { name: 'Noon', customer_id: customer.id, going: date, back: date, screenplay: ['X'] };
    const created = await server.api<{ id: number }>('/api/v1/travels/', { method: 'POST', token: agency.owner.token, body });
    expect(created.status).toBe(201);
    const stored = async () =>
      (await server.app.db.select({ going: travels.going, back: travels.back }).from(travels).where(eq(travels.id, created.body.id)))[0]!;
    expect((await stored()).going.toISOString()).toBe(noon);
    expect((await stored()).back.toISOString()).toBe(noon);
    const updated = await server.api('/api/v1/travels/', { method: 'PUT', token: agency.owner.token, body: { id: created.body.id, back: date } });
    expect(updated.status).toBe(200);
    expect((await stored()).back.toISOString()).toBe(noon);
  });

  it('sorts by every column both ways, default by going, undated last access last', async () => {
    const { agency, make } = await setup();
    const f = factories(server.app);
    const [u1, u2, u3] = [await f.user(agency.id, 'staff'), await f.user(agency.id, 'staff'), await f.user(agency.id, 'staff')];
    await server.app.db.update(users).set({ first_name: 'Carla' }).where(eq(users.id, u1.id));
    await server.app.db.update(users).set({ first_name: 'alberto' }).where(eq(users.id, u2.id));
    await server.app.db.update(users).set({ first_name: 'Bia' }).where(eq(users.id, u3.id));
    const c1 = await make.customer(agency.id, { first_name: 'Zeca', last_name: 'Alves' });
    const c2 = await make.customer(agency.id, { first_name: 'maria', last_name: 'Costa' });
    const c3 = await make.customer(agency.id, { first_name: 'João', last_name: 'borges' });
    // t1: going first, back last; name "beta"; 3 people; last access in the middle
    const t1 = await make.travel(agency.id, c1.id, { name: 'beta', going: '2030-01-01', back: '2030-03-01', created_by: u1.id, last_access: new Date('2029-06-01T00:00:00Z') });
    const t2 = await make.travel(agency.id, c2.id, { name: 'Alfa', going: '2030-01-03', back: '2030-01-05', created_by: u2.id, last_access: null });
    const t3 = await make.travel(agency.id, c3.id, { name: 'gama', going: '2030-01-02', back: '2030-02-01', created_by: u3.id, last_access: new Date('2029-07-01T00:00:00Z') });
    // explicit creation times: rows inserted in the same clock tick would tie
    for (const [trip, at] of [[t1, '2029-01-01T10:00:00Z'], [t2, '2029-01-01T11:00:00Z'], [t3, '2029-01-01T12:00:00Z']] as const)
      await server.app.db.update(travels).set({ created_at: new Date(at) }).where(eq(travels.id, trip.id));
    const d1 = await make.dependent(agency.id, c1.id);
    const d2 = await make.dependent(agency.id, c1.id);
    await server.app.db.insert(travelers).values([
      { agency_id: agency.id, travel_id: t1.id, customer_id: c1.id },
      { agency_id: agency.id, travel_id: t1.id, dependent_id: d1.id },
      { agency_id: agency.id, travel_id: t1.id, dependent_id: d2.id },
      { agency_id: agency.id, travel_id: t3.id, customer_id: c3.id },
      { agency_id: agency.id, travel_id: t3.id, dependent_id: d1.id },
    ]);

    const order = async (query: string) =>
      (await list(agency.owner.token, `/api/v1/travels/all?limit=100${query}`)).body.results.map((r) => r.id);
    expect(await order('')).toEqual([t1.id, t3.id, t2.id]);
    expect(await order('&type=back')).toEqual([t2.id, t3.id, t1.id]);
    const expected: Record<string, number[]> = {
      going: [t1.id, t3.id, t2.id],
      back: [t2.id, t3.id, t1.id],
      name: [t2.id, t1.id, t3.id],
      first_name: [t3.id, t2.id, t1.id],
      last_name: [t1.id, t3.id, t2.id],
      created_by: [t2.id, t3.id, t1.id],
      amount_of_people: [t2.id, t3.id, t1.id],
      created_at: [t1.id, t2.id, t3.id],
    };
    for (const [column, ids] of Object.entries(expected)) {
      expect(await order(`&sortBy=${column}&sortOrder=asc`), `${column} asc`).toEqual(ids);
      expect(await order(`&sortBy=${column}&sortOrder=desc`), `${column} desc`).toEqual([...ids].reverse());
      expect(await order(`&sortBy=${column}`), `${column} default asc`).toEqual(ids);
    }
    // trips never opened come last both ways
    expect(await order('&sortBy=last_access&sortOrder=asc')).toEqual([t1.id, t3.id, t2.id]);
    expect(await order('&sortBy=last_access&sortOrder=desc')).toEqual([t3.id, t1.id, t2.id]);
    // Django-style ordering works too
    expect(await order('&ordering=-back')).toEqual([t1.id, t3.id, t2.id]);
    expect((await server.api('/api/v1/travels/all?sortBy=password', { token: agency.owner.token })).status).toBe(400);
  });

  it('pages with limit and offset, next and previous, default limit 5', async () => {
    const { agency, make, customer } = await setup();
    const ids: number[] = [];
    for (let day = 1; day <= 7; day++) ids.push((await make.travel(agency.id, customer.id, { going: `2030-01-0${day}`, back: '2030-02-01' })).id);
    const first = await list(agency.owner.token, '/api/v1/travels/all');
    expect(first.body.count).toBe(7);
    expect(first.body.results.map((r) => r.id)).toEqual(ids.slice(0, 5));
    expect(first.body.previous).toBeNull();
    const second = await list(agency.owner.token, first.body.next!);
    expect(second.body.results.map((r) => r.id)).toEqual(ids.slice(5));
    expect(second.body.next).toBeNull();
    expect(second.body.previous).toContain('offset=0');
    const middle = await list(agency.owner.token, '/api/v1/travels/all?limit=2&offset=3');
    expect(middle.body.results.map((r) => r.id)).toEqual(ids.slice(3, 5));
    expect((await server.api('/api/v1/travels/all?limit=10001', { token: agency.owner.token })).status).toBe(400);
  });

  it('list items carry people, first flight, checklist, creator and the customer picture', async () => {
    const { agency, make } = await setup();
    const customer = await make.customer(agency.id, { first_name: 'Ana', picture: 'pictures/ana.png' });
    const trip = await make.travel(agency.id, customer.id, { created_by: agency.owner.id });
    const bare = await make.travel(agency.id, customer.id, { going: '2031-01-01', back: '2031-01-02' });
    const kid = await make.dependent(agency.id, customer.id);
    await server.app.db.insert(travelers).values([
      { agency_id: agency.id, travel_id: trip.id, customer_id: customer.id },
      { agency_id: agency.id, travel_id: trip.id, dependent_id: kid.id },
    ]);
    const flight = (departure: string) => ({
      agency_id: agency.id,
      travel_id: trip.id,
      type: 'flight' as const,
      starts_at: new Date(`${departure}-03:00`),
      details: { departure_city: 'GRU', arrival_city: 'LIS', departure_at: departure },
    });
    await server.app.db.insert(trails).values([
      { agency_id: agency.id, travel_id: trip.id, type: 'hotel', starts_at: new Date('2030-04-30T12:00:00-03:00'), details: { hotel: 'H', check_in: '2030-04-30', check_out: '2030-05-02' } },
      flight('2030-05-05T09:00:00'),
      flight('2030-05-01T22:05:00'),
    ]);
    const tasks = await server.app.db
      .insert(checklistTasks)
      .values([
        { agency_id: agency.id, travel_id: trip.id, user_id: agency.owner.id, name: 'Visto', scheduled_to: new Date('2030-04-01T23:59:00-03:00'), checked: true },
        { agency_id: agency.id, travel_id: trip.id, user_id: agency.owner.id, name: 'Passaporte', scheduled_to: new Date('2030-04-02T23:59:00-03:00') },
        { agency_id: agency.id, travel_id: trip.id, user_id: agency.owner.id, name: 'Apagada', scheduled_to: new Date('2030-04-03T23:59:00-03:00'), deleted_at: new Date() },
      ])
      .returning({ id: checklistTasks.id });

    const page = await list(agency.owner.token, `/api/v1/travels/all?customer_id=${customer.id}`);
    expect(page.body.results).toHaveLength(2);
    const [item, other] = page.body.results as [Item, Item];
    expect(item).toEqual({
      id: trip.id,
      name: trip.name,
      going: noon('2030-05-01'),
      back: noon('2030-05-10'),
      amount_of_people: 2,
      customer: { id: customer.id, first_name: 'Ana', last_name: customer.last_name, picture: expect.stringMatching(/^\/api\/v1\/files\/pictures\/ana\.png\?expires=\d+&signature=/) },
      flight: '2030-05-01T22:05:00',
      check_list: [
        { id: tasks[0]!.id, checked: true },
        { id: tasks[1]!.id, checked: false },
      ],
      user: { id: agency.owner.id, first_name: 'Dona', last_name: expect.any(String) },
      last_access: null,
    });
    // no traveller rows: the customer counts as one; no creator: user null
    expect(other).toMatchObject({ id: bare.id, amount_of_people: 1, flight: null, check_list: [], user: null });
  });

  it('answers 2,000 trips at once with limit 10000, counted and ordered', async () => {
    const { agency, customer } = await setup();
    const base = Date.parse('2030-01-01T15:00:00Z');
    // reverse insertion order so the sort, not the ids, has to order them
    const rows = Array.from({ length: 2000 }, (_, i) => {
      const going = new Date(base + (1999 - i) * 3_600_000);
      return { agency_id: agency.id, customer_id: customer.id, name: `Viagem ${1999 - i}`, going, back: new Date(going.getTime() + 86_400_000), screenplay: ['X'], created_by: agency.owner.id };
    });
    for (let i = 0; i < rows.length; i += 500) await server.app.db.insert(travels).values(rows.slice(i, i + 500));
    const started = Date.now();
    const page = await list(agency.owner.token, '/api/v1/travels/all?limit=10000&offset=0&sortBy=going&sortOrder=asc');
    const elapsed = Date.now() - started;
    expect(page.status).toBe(200);
    expect(page.body.count).toBe(2000);
    expect(page.body.results).toHaveLength(2000);
    expect(page.body.next).toBeNull();
    const goings = page.body.results.map((r) => Date.parse(r.going));
    expect(goings).toEqual([...goings].sort((a, b) => a - b));
    expect(page.body.results[0]!.name).toBe('Viagem 0');
    expect(page.body.results[1999]!.name).toBe('Viagem 1999');
    expect(page.body.results.every((r) => r.amount_of_people === 1 && r.user?.id === agency.owner.id)).toBe(true);
    const mine = await list(agency.owner.token, '/api/v1/travels/all-customer?limit=10000&sortOrder=desc');
    expect(mine.body.count).toBe(2000);
    expect(mine.body.results[0]!.name).toBe('Viagem 1999');
    expect(elapsed).toBeLessThan(20_000);
  });
});

describe('travels: another agency', () => {
  it('can neither see nor change the trips', async () => {
    const { agency: mine, make, customer } = await setup();
    const theirs = await factories(server.app).agency();
    const theirCustomer = await make.customer(theirs.id);
    const theirTrip = await make.travel(theirs.id, theirCustomer.id, { created_by: theirs.owner.id, name: 'Segredo' });
    const myTrip = await make.travel(mine.id, customer.id, { created_by: mine.owner.id });
    const token = mine.owner.token;

    for (const path of ['/api/v1/travels/?limit=10000', '/api/v1/travels/all?limit=10000', '/api/v1/travels/all-customer?limit=10000']) {
      const page = await list(token, path);
      expect(page.body.results.map((r) => r.id)).toEqual([myTrip.id]);
    }
    expect((await list(token, `/api/v1/travels/all?customer_id=${theirCustomer.id}`)).body.count).toBe(0);
    expect((await server.api(`/api/v1/travels/${theirTrip.id}`, { token })).status).toBe(404);
    const put = await server.api('/api/v1/travels/', { method: 'PUT', token, body: { id: theirTrip.id, name: 'Hacked' } });
    expect(put.status).toBe(404);
    // my trip cannot be moved to their customer, nor created for them
    const move = await server.api('/api/v1/travels/', { method: 'PUT', token, body: { id: myTrip.id, customer_id: theirCustomer.id } });
    expect(move.status).toBe(404);
    const create = await createTrip(mine, { name: 'X', customer_id: theirCustomer.id, going: '2030-05-01', back: '2030-05-02', screenplay: ['Lima'] });
    expect(create.status).toBe(404);
    expect((await server.api(`/api/v1/travels/${theirTrip.id}`, { method: 'DELETE', token })).status).toBe(404);

    const [row] = await server.app.db.select().from(travels).where(eq(travels.id, theirTrip.id));
    expect(row).toMatchObject({ name: 'Segredo', last_access: null });
    const [mineRow] = await server.app.db.select().from(travels).where(eq(travels.id, myTrip.id));
    expect(mineRow!.customer_id).toBe(customer.id);
  });

  it('a user without an agency is refused', async () => {
    const loner = await factories(server.app).user(null, 'owner');
    expect((await server.api('/api/v1/travels/all', { token: loner.token })).status).toBe(403);
  });
});
