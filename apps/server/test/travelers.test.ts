import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, travelers } from '../src/db/schema/index.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { factories, tripFactories } from './factories.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Traveler = {
  id: number;
  travel_id: number;
  customer_id: number | null;
  dependent_id: number | null;
  first_name: string;
  last_name: string;
  degree: string | null;
  birth_date: string | null;
  picture: string | null;
};

async function setup() {
  const agency = await factories(server.app).agency();
  const make = tripFactories(server.app);
  const customer = await make.customer(agency.id, { first_name: 'Ana', last_name: 'Ribeiro', picture: 'pictures/ana.png' });
  const created = await server.api<{ id: number }>('/api/v1/travels/', {
    method: 'POST',
    token: agency.owner.token,
    body: { name: 'Família', customer_id: customer.id, going: '2030-05-01', back: '2030-05-10', screenplay: ['Lisboa'] },
  });
  const travelId = created.body.id;
  const add = (body: Record<string, unknown>, token = agency.owner.token) =>
    server.api<Traveler>('/api/v1/customers/dependents/travel', { method: 'POST', token, body: { travel_id: travelId, ...body } });
  const listOf = (token = agency.owner.token) => server.api<Traveler[]>(`/api/v1/customers/dependents/travel/${travelId}`, { token });
  const people = async () =>
    (await server.api<{ amount_of_people: number }>(`/api/v1/travels/${travelId}`, { token: agency.owner.token })).body.amount_of_people;
  return { agency, make, customer, travelId, add, listOf, people };
}

describe('travelers', () => {
  it('adds dependents and other customers, lists them with name, degree and picture, removes them', async () => {
    const { agency, make, customer, travelId, add, listOf, people } = await setup();
    const son = await make.dependent(agency.id, customer.id, { first_name: 'Lucas', degree: 'filho' });
    const friend = await make.customer(agency.id, { first_name: 'Bruno', last_name: 'Melo' });

    const initial = await listOf();
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual([
      {
        id: expect.any(Number),
        travel_id: travelId,
        customer_id: customer.id,
        dependent_id: null,
        first_name: 'Ana',
        last_name: 'Ribeiro',
        degree: null,
        birth_date: null,
        picture: expect.stringMatching(/^\/api\/v1\/files\/pictures\/ana\.png\?expires=/),
      },
    ]);
    expect(await people()).toBe(1);

    const added = await add({ dependent_id: son.id });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ travel_id: travelId, dependent_id: son.id, customer_id: null, first_name: 'Lucas', degree: 'filho', birth_date: '2015-06-18', picture: null });
    const other = await add({ customer_id: friend.id });
    expect(other.status).toBe(201);
    expect(other.body).toMatchObject({ customer_id: friend.id, first_name: 'Bruno', last_name: 'Melo', degree: null });

    const listed = await listOf();
    // customers first, then dependents, each in the order added
    expect(listed.body.map((t) => t.first_name)).toEqual(['Ana', 'Bruno', 'Lucas']);
    expect(await people()).toBe(3);

    expect((await server.api(`/api/v1/customers/dependents/travel/${added.body.id}`, { method: 'DELETE', token: agency.owner.token })).status).toBe(204);
    expect((await listOf()).body.map((t) => t.first_name)).toEqual(['Ana', 'Bruno']);
    expect(await people()).toBe(2);
    const audited = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'traveler'), eq(auditLog.entity_id, String(added.body.id))));
    expect(audited.map((a) => a.action).sort()).toEqual(['create', 'delete']);
  });

  it('allows a dependent of another customer of the same agency', async () => {
    const { agency, make, add } = await setup();
    const otherFamily = await make.customer(agency.id);
    const niece = await make.dependent(agency.id, otherFamily.id, { first_name: 'Sofia', degree: 'sobrinho' });
    const res = await add({ dependent_id: niece.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ first_name: 'Sofia', degree: 'sobrinho' });
  });

  it('refuses the same person twice and a body without exactly one person', async () => {
    const { agency, make, customer, add } = await setup();
    const son = await make.dependent(agency.id, customer.id);
    expect((await add({ dependent_id: son.id })).status).toBe(201);
    const again = await add({ dependent_id: son.id });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: 'Este registro já existe.' });
    expect((await add({ customer_id: customer.id })).status).toBe(409);
    const none = await add({});
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ dependent_id: ['Este campo é obrigatório'] });
    const both = await add({ customer_id: customer.id, dependent_id: son.id });
    expect(both.status).toBe(400);
  });

  it('answers 404 for unknown trips, people and traveller rows', async () => {
    const { agency, add } = await setup();
    expect((await server.api('/api/v1/customers/dependents/travel/999999999', { token: agency.owner.token })).status).toBe(404);
    expect((await add({ dependent_id: 999999999 })).status).toBe(404);
    expect((await server.api('/api/v1/customers/dependents/travel/999999999', { method: 'DELETE', token: agency.owner.token })).status).toBe(404);
    expect((await server.api('/api/v1/customers/dependents/travel/1')).status).toBe(401);
  });
});

describe('travelers: another agency', () => {
  it('can neither see, add to nor remove the travellers of a trip, nor add its own people or ours', async () => {
    const { agency, make, customer, travelId, add, listOf } = await setup();
    const son = await make.dependent(agency.id, customer.id);
    const mine = (await add({ dependent_id: son.id })).body;

    const theirs = await factories(server.app).agency();
    const token = theirs.owner.token;
    const theirCustomer = await make.customer(theirs.id);
    const theirKid = await make.dependent(theirs.id, theirCustomer.id);
    const theirTrip = await make.travel(theirs.id, theirCustomer.id);

    expect((await listOf(token)).status).toBe(404);
    expect((await add({ customer_id: theirCustomer.id }, token)).status).toBe(404);
    expect((await server.api(`/api/v1/customers/dependents/travel/${mine.id}`, { method: 'DELETE', token })).status).toBe(404);
    // our trip cannot take their people, their trip cannot take ours
    expect((await add({ dependent_id: theirKid.id })).status).toBe(404);
    expect((await add({ customer_id: theirCustomer.id })).status).toBe(404);
    const intoTheirs = await server.api('/api/v1/customers/dependents/travel', {
      method: 'POST',
      token: agency.owner.token,
      body: { travel_id: theirTrip.id, dependent_id: son.id },
    });
    expect(intoTheirs.status).toBe(404);
    const stealing = await server.api('/api/v1/customers/dependents/travel', { method: 'POST', token, body: { travel_id: theirTrip.id, dependent_id: son.id } });
    expect(stealing.status).toBe(404);

    expect((await listOf()).body.map((t) => t.id)).toContain(mine.id);
    expect(await server.app.db.select().from(travelers).where(eq(travelers.travel_id, theirTrip.id))).toEqual([]);
    expect(travelId).toBeGreaterThan(0);
  });
});
