import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, trails, travels } from '../src/db/schema/index.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { factories } from './factories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const AMADEUS = [
  'RP/SAOB12345/SAOB12345            AA/SU  10NOV26/1400Z   Q7XK2P',
  '  1.SILVA/MARIA MRS',
  '  2  TP 088 Y 10JAN 7 GRULIS HK1  2205 1140+1 *1A/E*',
  '  3  TP1946 Y 12JAN 2 LISOPO HK1  0900 0955   *1A/E*',
  '  4  TP1947 Y 20JAN 3 OPOLIS HX1  1500 1555   *1A/E*',
].join('\n');

async function tripOf(agencyId: number, going = '2027-01-10T12:00:00-03:00') {
  const [customer] = await server.app.db
    .insert(customers)
    .values({ agency_id: agencyId, first_name: 'Maria', last_name: 'Silva' })
    .returning({ id: customers.id });
  const [travel] = await server.app.db
    .insert(travels)
    .values({ agency_id: agencyId, customer_id: customer!.id, name: 'Portugal', going: new Date(going), back: new Date(new Date(going).getTime() + 15 * 86_400_000), screenplay: ['Lisboa'] })
    .returning({ id: travels.id });
  return travel!.id;
}

type Decoded = { locator: string; segments: { airline: string; flight: string; from: string; to: string; departure: string | null; status: string }[] };

describe('PNR decoder API', () => {
  it('names airports and cities in the caller\'s language: Lisboa in Portuguese, Lisbon in English', async () => {
    type Named = { segments: { to_city: string; to_name: string }[] };
    const pt = await server.api<Named>('/api/v1/public/pnra', { method: 'POST', body: { text: AMADEUS, reference_date: '2026-11-10' } });
    expect(pt.body.segments[0]).toMatchObject({ to_city: 'Lisboa', to_name: 'Aeroporto Lisboa Humberto Delgado' });
    const es = await server.api<Named>('/api/v1/public/pnra', { method: 'POST', lang: 'es', body: { text: AMADEUS, reference_date: '2026-11-10' } });
    expect(es.body.segments[0]).toMatchObject({ to_city: 'Lisboa', to_name: 'Aeropuerto Lisboa Humberto Delgado' });
    const en = await server.api<Named>('/api/v1/public/pnra', { method: 'POST', lang: 'en', body: { text: AMADEUS, reference_date: '2026-11-10' } });
    expect(en.body.segments[0]).toMatchObject({ to_city: 'Lisbon', to_name: 'Lisbon Humberto Delgado Airport' });
  });

  it('decodes without login on the public call', async () => {
    const res = await server.api<Decoded>('/api/v1/public/pnra', { method: 'POST', body: { text: AMADEUS, reference_date: '2026-11-10' } });
    expect(res.status).toBe(200);
    expect(res.body.locator).toBe('Q7XK2P');
    expect(res.body.segments.map((s) => `${s.airline}${s.flight} ${s.from}-${s.to}`)).toEqual(['TP88 GRU-LIS', 'TP1946 LIS-OPO', 'TP1947 OPO-LIS']);
    expect(res.body.segments[0]!.departure).toBe('2027-01-10T22:05');
  });

  it('answers garbage with empty segments, never an error', async () => {
    const res = await server.api<Decoded & { unread: unknown[] }>('/api/v1/public/pnra', { method: 'POST', body: { text: 'bom dia, tudo bem?\n\u0000\u0007' } });
    expect(res.status).toBe(200);
    expect(res.body.segments).toEqual([]);
  });

  it('asks for the text with the required-field message', async () => {
    const res = await server.api<Record<string, string[]>>('/api/v1/public/pnra', { method: 'POST', body: { text: '   ' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ text: ['Este campo é obrigatório'] });
  });

  it('needs a login for the agent call', async () => {
    expect((await server.api('/api/v1/travels/pnra', { method: 'POST', body: { text: AMADEUS } })).status).toBe(401);
  });

  it('places the year of DDMMM dates from the trip dates', async () => {
    const agency = await factories(server.app).agency();
    const travelId = await tripOf(agency.id, '2028-01-10T12:00:00-03:00');
    const res = await server.api<Decoded>('/api/v1/travels/pnra', {
      method: 'POST',
      token: agency.owner.token,
      body: { text: AMADEUS.replace('10NOV26/1400Z', ''), travel_id: travelId },
    });
    expect(res.status).toBe(200);
    expect(res.body.segments[0]!.departure).toBe('2028-01-10T22:05');
  });

  it('imports the held flights of the preview as flight trails of the trip', async () => {
    const agency = await factories(server.app).agency();
    const travelId = await tripOf(agency.id);
    const res = await server.api<{ created: number[] }>('/api/v1/travels/pnra', {
      method: 'POST',
      token: agency.owner.token,
      body: { text: AMADEUS, travel_id: travelId, import: true },
    });
    expect(res.status).toBe(201);
    expect(res.body.created).toHaveLength(2); // the HX segment is not imported
    const rows = await server.app.db.select().from(trails).where(eq(trails.travel_id, travelId)).orderBy(trails.position);
    expect(rows.map((r) => r.type)).toEqual(['flight', 'flight']);
    expect(rows[0]!.details).toMatchObject({
      flight_number: 'TP88',
      locator: 'Q7XK2P',
      departure_city: expect.stringContaining('(GRU)'),
      arrival_city: expect.stringContaining('(LIS)'),
      departure_at: '2027-01-10T22:05:00',
      arrival_at: '2027-01-11T11:40:00',
    });
    // 22:05 in São Paulo is 01:05 UTC the next day
    expect(rows[0]!.starts_at!.toISOString()).toBe('2027-01-11T01:05:00.000Z');
    // 11:40 in Lisbon (UTC+0 in winter)
    expect(rows[0]!.ends_at!.toISOString()).toBe('2027-01-11T11:40:00.000Z');
  });

  it('imports only the segments the agent chose, and refuses an empty choice', async () => {
    const agency = await factories(server.app).agency();
    const travelId = await tripOf(agency.id);
    const one = await server.api<{ created: number[] }>('/api/v1/travels/pnra', {
      method: 'POST',
      token: agency.owner.token,
      body: { text: AMADEUS, travel_id: travelId, import: true, segments: [1] },
    });
    expect(one.body.created).toHaveLength(1);
    const none = await server.api<Record<string, string[]>>('/api/v1/travels/pnra', {
      method: 'POST',
      token: agency.owner.token,
      body: { text: AMADEUS, travel_id: travelId, import: true, segments: [2] },
    });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ segments: ['Nenhum voo confirmado para importar.'] });
  });

  it('leaves out of a default import the flights the text gives in two versions, and imports one when chosen', async () => {
    const agency = await factories(server.app).agency();
    const travelId = await tripOf(agency.id);
    const text = [
      'Reserva 1 - localizador ABC123',
      'TP 088  10/01/2027  GRU 22:05 -> LIS 11:40',
      'Reserva 2 - localizador DEF456',
      'LA 8146  10/01/2027  GRU 18:50 -> LIS 08:35',
      'Volta: TP 087  25/01/2027  LIS 11:25 -> GRU 18:40',
    ].join('\n');
    const preview = await server.api<{ segments: { flight: string; held: boolean; doubt: { pt: string } | null }[] }>(
      '/api/v1/travels/pnra',
      { method: 'POST', token: agency.owner.token, body: { text, travel_id: travelId } },
    );
    expect(preview.body.segments.map((s) => [s.flight, s.held, s.doubt !== null])).toEqual([
      ['88', true, true],
      ['8146', true, true],
      ['87', true, false],
    ]);
    expect(preview.body.segments[0]!.doubt!.pt).toMatch(/outra versão deste trecho/);
    const byDefault = await server.api<{ created: number[] }>('/api/v1/travels/pnra', {
      method: 'POST',
      token: agency.owner.token,
      body: { text, travel_id: travelId, import: true },
    });
    expect(byDefault.body.created).toHaveLength(1);
    const chosen = await server.api<{ created: number[] }>('/api/v1/travels/pnra', {
      method: 'POST',
      token: agency.owner.token,
      body: { text, travel_id: travelId, import: true, segments: [1] },
    });
    expect(chosen.body.created).toHaveLength(1);
    const rows = await server.app.db.select().from(trails).where(eq(trails.travel_id, travelId)).orderBy(trails.position);
    expect(rows.map((r) => (r.details as { flight_number: string }).flight_number)).toEqual(['TP87', 'LA8146']);
  });

  it('never reads or writes another agency’s trip', async () => {
    const mine = await factories(server.app).agency();
    const theirs = await factories(server.app).agency();
    const theirTrip = await tripOf(theirs.id);
    const decode = await server.api('/api/v1/travels/pnra', { method: 'POST', token: mine.owner.token, body: { text: AMADEUS, travel_id: theirTrip } });
    expect(decode.status).toBe(404);
    const imported = await server.api('/api/v1/travels/pnra', {
      method: 'POST',
      token: mine.owner.token,
      body: { text: AMADEUS, travel_id: theirTrip, import: true },
    });
    expect(imported.status).toBe(404);
    expect(await server.app.db.select().from(trails).where(eq(trails.travel_id, theirTrip))).toHaveLength(0);
  });
});
