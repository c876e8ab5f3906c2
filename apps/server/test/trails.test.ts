import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trails } from '../src/db/schema/index.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { factories, tripFactories } from './factories.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Trail = Record<string, unknown> & { id: number; type: string; position: number };
type Detail = { id: number; flight: string | null; trails: Trail[] };

async function setup() {
  const agency = await factories(server.app).agency();
  const make = tripFactories(server.app);
  const customer = await make.customer(agency.id);
  const trip = await make.travel(agency.id, customer.id, { going: '2030-05-01', back: '2030-05-20' });
  const post = (body: Record<string, unknown>, token = agency.owner.token) =>
    server.api<Trail & Record<string, string[]>>('/api/v1/travels/trail', { method: 'POST', token, body: { travel_id: trip.id, ...body } });
  const put = (body: Record<string, unknown>, token = agency.owner.token) =>
    server.api<Trail & Record<string, string[]>>('/api/v1/travels/trail', { method: 'PUT', token, body });
  const detail = async () => (await server.api<Detail>(`/api/v1/travels/${trip.id}`, { token: agency.owner.token })).body;
  return { agency, make, customer, trip, post, put, detail };
}

const flight = {
  type: 'flight',
  airline: 'TP',
  flight_number: '88',
  locator: 'KX7P2Q',
  departure_city: 'São Paulo (GRU)',
  arrival_city: 'Lisboa (LIS)',
  departure_at: '2030-05-01 22:05',
  arrival_at: '2030-05-02T11:40:00',
  currency: 'brl',
  investment: '4870.5',
  sale_price: '5480.00',
  payment_method: 'credit_card',
};

describe('trails: itinerary items', () => {
  it('creates a flight with its fields, exact money and the departure as its time', async () => {
    const { post, detail } = await setup();
    const res = await post(flight);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: 'flight',
      airline: 'TP',
      locator: 'KX7P2Q',
      departure_city: 'São Paulo (GRU)',
      departure_at: '2030-05-01T22:05:00',
      arrival_at: '2030-05-02T11:40:00',
      currency: 'BRL',
      investment: '4870.50',
      sale_price: '5480.00',
      payment_method: 'credit_card',
      notes: null,
      position: 0,
      starts_at: '2030-05-02T01:05:00.000Z',
      ends_at: '2030-05-02T14:40:00.000Z',
    });
    const trip = await detail();
    expect(trip.flight).toBe('2030-05-01T22:05:00');
    expect(trip.trails.map((t) => t.id)).toEqual([res.body.id]);
  });

  it('keeps money exact to the cent, large amounts and negatives included', async () => {
    const { post } = await setup();
    for (const [given, stored] of [
      ['999999999999.99', '999999999999.99'],
      ['0.1', '0.10'],
      ['-10', '-10.00'],
      ['1234567.89', '1234567.89'],
    ]) {
      const res = await post({ type: 'other', name: 'Taxa', investment: given, sale_price: given });
      expect(res.status).toBe(201);
      expect(res.body.investment).toBe(stored);
      expect(res.body.sale_price).toBe(stored);
    }
    const float = await post({ type: 'other', name: 'Taxa', investment: 10.5 });
    expect(float.status).toBe(400);
    const tooPrecise = await post({ type: 'other', name: 'Taxa', investment: '1.005' });
    expect(tooPrecise.body).toEqual({ investment: ['Valor inválido.'] });
  });

  it('stores each type with its own fields and orders the itinerary by time, undated last', async () => {
    const { post, detail } = await setup();
    const made: Record<string, Trail> = {};
    const add = async (key: string, body: Record<string, unknown>) => {
      const res = await post(body);
      expect(res.status, `${key}: ${JSON.stringify(res.body)}`).toBe(201);
      made[key] = res.body;
    };
    await add('shield', { type: 'shield', insurer: 'Assist Card', policy_number: 'P-1', coverage: 'USD 60.000', emergency_phone: '+55 11 4000-1000' });
    await add('hotel', { type: 'hotel', hotel: 'Avenida Palace', reservation_code: 'AVP', responsible_name: 'Ana', room_type: 'Duplo', guest_count: 2, check_in: '2030-05-02', check_out: '2030-05-06', currency: 'EUR', investment: '1260.00' });
    await add('flight', flight);
    await add('car', { type: 'car', rental_company: 'Hertz', model: 'Golf', pickup_at: '2030-05-06T10:00', pickup_address: 'Aeroporto', return_at: '2030-05-08T10:00', contact_phone: '+351 21 000 0000' });
    await add('activity', { type: 'activity', name: 'Tour', starts_at: '2030-05-03T09:00', ends_at: '2030-05-03T12:00' });
    await add('restaurant', { type: 'restaurant', name: 'Belcanto', starts_at: '2030-05-03T20:00' });
    await add('meeting', { type: 'meeting', name: 'Guia', starts_at: '2030-05-03T08:00' });
    await add('bus', { type: 'bus', departure_place: 'Lisboa', arrival_place: 'Porto', departure_at: '2030-05-04T07:00', seat: '12' });
    await add('boat', { type: 'boat', departure_place: 'Porto', arrival_place: 'Gaia', departure_at: '2030-05-04T15:00', cabin: 'A' });
    await add('other', { type: 'other', name: 'Sem data' });

    expect(made.hotel).toMatchObject({ hotel: 'Avenida Palace', guest_count: 2, check_in: '2030-05-02', check_out: '2030-05-06', nights: 4, currency: 'EUR', investment: '1260.00' });
    expect(made.car).toMatchObject({ rental_company: 'Hertz', pickup_at: '2030-05-06T10:00:00', return_at: '2030-05-08T10:00:00', contact_phone: '+351 21 000 0000' });
    expect(made.shield).toMatchObject({ insurer: 'Assist Card', policy_number: 'P-1', coverage: 'USD 60.000', emergency_phone: '+55 11 4000-1000', start_date: null });
    // an activity's starts_at is its local wall time
    expect(made.activity).toMatchObject({ starts_at: '2030-05-03T09:00:00', ends_at: '2030-05-03T12:00:00' });
    expect(made.restaurant).toMatchObject({ starts_at: '2030-05-03T20:00:00', reservation_code: null });
    // positions are appended in order of creation
    expect(Object.values(made).map((t) => t.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);

    const order = (await detail()).trails.map((t) => t.type);
    expect(order).toEqual(['flight', 'hotel', 'meeting', 'activity', 'restaurant', 'bus', 'boat', 'car', 'shield', 'other']);
  });

  it('validates required fields per type, ranges and the type itself', async () => {
    const { post } = await setup();
    const hotel = await post({ type: 'hotel', hotel: 'H', check_in: '2030-05-06', check_out: '2030-05-02' });
    expect(hotel.status).toBe(400);
    expect(hotel.body).toEqual({ check_out: ['O fim não pode ser antes do início'] });
    const missing = await post({ type: 'flight', departure_city: 'GRU' });
    expect(Object.keys(missing.body).sort()).toEqual(['arrival_city', 'departure_at']);
    const type = await post({ type: 'train', name: 'X' });
    expect(type.body).toEqual({ type: ['Escolha uma opção válida.'] });
    const phone = await post({ type: 'shield', insurer: 'X', emergency_phone: 'abc' });
    expect(phone.body).toEqual({ emergency_phone: ['Insira um telefone válido'] });
  });

  it('updates an item: missing fields stay, null clears, a new type replaces the fields', async () => {
    const { post, put, detail } = await setup();
    const created = (await post(flight)).body;
    const changed = await put({ id: created.id, type: 'flight', departure_city: 'Rio (GIG)', arrival_city: 'Lisboa (LIS)', departure_at: '2030-05-01T18:00', locator: null, investment: '100.10' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      id: created.id,
      departure_city: 'Rio (GIG)',
      departure_at: '2030-05-01T18:00:00',
      airline: 'TP',
      locator: null,
      investment: '100.10',
      sale_price: '5480.00',
      starts_at: '2030-05-01T21:00:00.000Z',
    });
    expect((await detail()).flight).toBe('2030-05-01T18:00:00');

    const retyped = await put({ id: created.id, type: 'activity', name: 'Passeio', starts_at: '2030-05-02T10:00' });
    expect(retyped.status).toBe(200);
    expect(retyped.body).toMatchObject({ type: 'activity', name: 'Passeio', starts_at: '2030-05-02T10:00:00' });
    expect(retyped.body).not.toHaveProperty('airline');
    const [row] = await server.app.db.select().from(trails).where(eq(trails.id, created.id));
    expect(row!.details).toEqual({ name: 'Passeio', starts_at: '2030-05-02T10:00:00' });
    expect((await detail()).flight).toBeNull();
  });

  it('recomputes hotel nights when the dates change', async () => {
    const { post, put } = await setup();
    const hotel = (await post({ type: 'hotel', hotel: 'H', check_in: '2030-05-02', check_out: '2030-05-04' })).body;
    expect(hotel.nights).toBe(2);
    const longer = await put({ id: hotel.id, type: 'hotel', hotel: 'H', check_in: '2030-05-02', check_out: '2030-05-09' });
    expect(longer.body.nights).toBe(7);
  });

  it('deletes an item', async () => {
    const { post, detail, agency } = await setup();
    const created = (await post(flight)).body;
    expect((await server.api(`/api/v1/travels/trail/${created.id}`, { method: 'DELETE', token: agency.owner.token })).status).toBe(204);
    expect((await detail()).trails).toEqual([]);
    expect((await server.api(`/api/v1/travels/trail/${created.id}`, { method: 'DELETE', token: agency.owner.token })).status).toBe(404);
  });

  it('deleting the trip deletes its itinerary', async () => {
    const { post, agency, trip } = await setup();
    await post(flight);
    expect((await server.api(`/api/v1/travels/${trip.id}`, { method: 'DELETE', token: agency.owner.token })).status).toBe(204);
    expect(await server.app.db.select().from(trails).where(eq(trails.travel_id, trip.id))).toEqual([]);
  });
});

describe('trails: itinerary activities', () => {
  it('lists the ten types with labels in the request language and icons', async () => {
    const { agency } = await setup();
    const pt = await server.api<{ type: string; label: string; labels: Record<string, string>; icon: string }[]>('/api/v1/travels/itinerary-activities', { token: agency.owner.token });
    expect(pt.status).toBe(200);
    expect(pt.body.map((a) => a.type)).toEqual(['activity', 'flight', 'hotel', 'restaurant', 'meeting', 'car', 'bus', 'boat', 'other', 'shield']);
    expect(pt.body.find((a) => a.type === 'flight')).toEqual({ type: 'flight', label: 'Voo', labels: { pt: 'Voo', es: 'Vuelo', en: 'Flight' }, icon: 'plane' });
    const es = await server.api<{ type: string; label: string }[]>('/api/v1/travels/itinerary-activities', { token: agency.owner.token, lang: 'es' });
    expect(es.body.find((a) => a.type === 'shield')!.label).toBe('Seguro de viaje');
    expect((await server.api('/api/v1/travels/itinerary-activities')).status).toBe(401);
  });
});

describe('trails: another agency', () => {
  it('can neither add to, see, change nor delete the itinerary of a trip', async () => {
    const { post, detail, trip } = await setup();
    const created = (await post(flight)).body;
    const theirs = await factories(server.app).agency();
    const token = theirs.owner.token;

    const add = await post({ type: 'other', name: 'Invasão' }, token);
    expect(add.status).toBe(404);
    expect((await server.api(`/api/v1/travels/${trip.id}`, { token })).status).toBe(404);
    const change = await server.api('/api/v1/travels/trail', { method: 'PUT', token, body: { id: created.id, type: 'other', name: 'Hacked' } });
    expect(change.status).toBe(404);
    expect((await server.api(`/api/v1/travels/trail/${created.id}`, { method: 'DELETE', token })).status).toBe(404);

    const mine = await detail();
    expect(mine.trails).toHaveLength(1);
    expect(mine.trails[0]).toMatchObject({ id: created.id, type: 'flight', airline: 'TP' });
  });
});
