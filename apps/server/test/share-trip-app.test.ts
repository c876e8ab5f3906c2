import http from 'node:http';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShareCreated, SharedTrip } from '@rumo/core';
import { startTestServer, type TestServer } from './harness.ts';
import { factories, itineraryFactories, tripFactories } from './factories.ts';
import { agencies, documents } from '../src/db/schema/index.ts';
import { buildCalendar, foldLine } from '../src/lib/icalendar.ts';

// No PUBLIC_URL: links follow the address the agent reached the server at.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function sharedTrip() {
  const agency = await factories(server.app).agency({ name: 'Agência Horizonte' });
  await server.app.db.update(agencies).set({ phone: '+5511987654321' }).where(eq(agencies.id, agency.id));
  const trips = tripFactories(server.app);
  const items = itineraryFactories(server.app);
  const customer = await trips.customer(agency.id, { first_name: 'Ana' });
  const child = await trips.dependent(agency.id, customer.id, { first_name: 'Bia' });
  const travel = await trips.travel(agency.id, customer.id, { name: 'Lua de mel; Lisboa, Porto', going: '2030-05-01', back: '2030-05-10' });
  await items.traveler(agency.id, travel.id, { customer_id: customer.id });
  await items.traveler(agency.id, travel.id, { dependent_id: child.id });
  await server.app.db.insert(documents).values([
    { agency_id: agency.id, customer_id: customer.id, document_type: 'passport', number: 'FX123456', expiry_date: '2034-01-31' },
    { agency_id: agency.id, customer_id: customer.id, dependent_id: child.id, document_type: 'passport', number: 'FY999999', expiry_date: '2030-08-01' },
  ]);
  const flight = await items.trail(agency.id, travel.id, {
    type: 'flight',
    details: { airline: 'TAP', flight_number: 'TP 88', locator: 'XYZ123', terminal: '3', departure_city: 'São Paulo', arrival_city: 'Lisboa', departure_at: '2030-05-01T22:05:00', arrival_at: '2030-05-02T11:40:00' },
  });
  const hotel = await items.trail(agency.id, travel.id, {
    type: 'hotel',
    details: { hotel: 'Pestana Palace', address: 'Rua Jau, 54, Lisboa', check_in: '2030-05-02', check_out: '2030-05-05', reservation_code: 'RES-77' },
  });
  const res = await server.api<ShareCreated>('/api/v1/travels/share', { method: 'POST', token: agency.owner.token, body: { travel_id: travel.id } });
  expect(res.status).toBe(201);
  return { agency, travel, flight, hotel, share: res.body };
}

/** A raw HTTP request with a Host header of our choice (fetch does not let tests set it). */
function requestWithHost(urlPath: string, host: string, headers: Record<string, string> = {}, body?: unknown): Promise<{ status: number; body: string }> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: urlPath, method: body ? 'POST' : 'GET', headers: { host, 'content-type': 'application/json', ...headers } },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

describe('share links without PUBLIC_URL', () => {
  it('point to the address the agent used, not to localhost', async () => {
    const { share } = await sharedTrip();
    expect(share.url).toBe(`${server.baseUrl}/viagem-compartilhada/${share.token}`);
  });

  it('follow the Host the agent reached the server at', async () => {
    const agency = await factories(server.app).agency();
    const customer = await tripFactories(server.app).customer(agency.id);
    const travel = await tripFactories(server.app).travel(agency.id, customer.id);
    const res = await requestWithHost('/api/v1/travels/share', 'viagens.agencia.test:8443', { authorization: `Bearer ${agency.owner.token}` }, { travel_id: travel.id });
    expect(res.status).toBe(201);
    const created = JSON.parse(res.body) as ShareCreated;
    expect(created.url).toBe(`http://viagens.agencia.test:8443/viagem-compartilhada/${created.token}`);
  });

  it('use PUBLIC_URL when it is set, whatever the Host', async () => {
    const other = await startTestServer({ PUBLIC_URL: 'https://app.rumo.test/' });
    try {
      const agency = await factories(other.app).agency();
      const customer = await tripFactories(other.app).customer(agency.id);
      const travel = await tripFactories(other.app).travel(agency.id, customer.id);
      const res = await other.api<ShareCreated>('/api/v1/travels/share', { method: 'POST', token: agency.owner.token, body: { travel_id: travel.id } });
      expect(res.body.url).toBe(`https://app.rumo.test/viagem-compartilhada/${res.body.token}`);
    } finally {
      await other.close();
    }
  });
});

describe('the client page data (GET /public/travels/share/{token})', () => {
  it('gives the agency phone formatted, a WhatsApp link and the passports to check, without document numbers', async () => {
    const { share } = await sharedTrip();
    const res = await server.api<SharedTrip>(`/api/v1/public/travels/share/${share.token}`);
    expect(res.status).toBe(200);
    expect(res.body.agency).toMatchObject({ phone: '+5511987654321', phone_display: '+55 11 98765 4321', whatsapp_url: 'https://wa.me/5511987654321' });
    expect(res.body.documents).toEqual({
      passport_valid_until: '2030-11-10',
      travelers: [
        { first_name: 'Ana', passport_expiry: '2034-01-31' },
        { first_name: 'Bia', passport_expiry: '2030-08-01' },
      ],
    });
    expect(JSON.stringify(res.body)).not.toContain('FX123456');
    const flight = res.body.itinerary.find((item) => item.type === 'flight');
    expect(flight?.fields).toMatchObject({ flight_number: 'TP 88', terminal: '3', locator: 'XYZ123' });
  });
});

describe('add to my calendar (GET /public/travels/share/{token}/calendar.ics)', () => {
  it('is an iCalendar file with one event per item, read back by a calendar parser', async () => {
    const { share, flight, hotel } = await sharedTrip();
    const response = await fetch(`${server.baseUrl}/api/v1/public/travels/share/${share.token}/calendar.ics`, { headers: { 'accept-language': 'pt-BR' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="lua-de-mel-lisboa-porto.ics"');
    const text = await response.text();
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const calendar = new ICAL.Component(ICAL.parse(text));
    // an X- property has no declared type for the parser: its TEXT escaping is checked as written
    expect(text).toContain('X-WR-CALNAME:Lua de mel\\; Lisboa\\, Porto\r\n');
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events).toHaveLength(2);
    const [flightEvent, hotelEvent] = events;
    expect(flightEvent!.uid).toBe(`trail-${flight.id}@127.0.0.1`);
    expect(flightEvent!.summary).toBe('Voo: TAP TP 88 · São Paulo → Lisboa');
    expect(flightEvent!.startDate.toJSDate().toISOString()).toBe(new Date('2030-05-01T22:05:00-03:00').toISOString());
    expect(flightEvent!.endDate.toJSDate().toISOString()).toBe(new Date('2030-05-02T11:40:00-03:00').toISOString());
    expect(flightEvent!.location).toBe('São Paulo');
    expect(flightEvent!.description).toContain('Número do voo: TP 88\nTerminal: 3\nLocalizador: XYZ123');
    expect(flightEvent!.description).toContain('Agência Horizonte · +55 11 98765 4321');

    expect(hotelEvent!.uid).toBe(`trail-${hotel.id}@127.0.0.1`);
    expect(hotelEvent!.summary).toBe('Hospedagem: Pestana Palace');
    expect(hotelEvent!.startDate.isDate).toBe(true);
    expect(hotelEvent!.startDate.toString()).toBe('2030-05-02');
    // all-day DTEND is exclusive: the check-out day stays in the event
    expect(hotelEvent!.endDate.toString()).toBe('2030-05-06');
    expect(hotelEvent!.location).toBe('Rua Jau, 54, Lisboa');
  });

  it('answers 404 with the message for an invalid link', async () => {
    const res = await server.api<{ detail: string }>('/api/v1/public/travels/share/invalido.123.abc/calendar.ics');
    expect(res.status).toBe(404);
    expect(res.body.detail).toBeTruthy();
  });

  it('escapes text and folds long lines without splitting a character', () => {
    const summary = `Passeio, com vírgula; ponto e vírgula\\ e quebra\n${'ã'.repeat(60)}`;
    const ics = buildCalendar([{ uid: 'x@y', start: { date: '2030-01-01' }, summary }], { name: 'T', productId: '-//T//T//PT', now: new Date('2030-01-01T00:00:00Z') });
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe(summary);
    expect(foldLine('a'.repeat(160)).split('\r\n').map((l) => l.length)).toEqual([75, 75, 12]);
  });
});
