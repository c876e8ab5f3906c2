import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Share, ShareCreated, SharedTrip } from '@rumo/core';
import { startTestServer, type TestServer } from './harness.ts';
import { factories, itineraryFactories, tripFactories, type TestAgency } from './factories.ts';
import { dataUrl, pngBytes } from './images.ts';
import { agencies, auditLog, travelShares } from '../src/db/schema/index.ts';
import { createShareTokens } from '../src/modules/share/tokens.ts';

const PUBLIC_URL = 'https://app.rumo.test';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL });
});
afterAll(async () => {
  await server?.close();
});

async function tripWithVoucher() {
  const agency = await factories(server.app).agency({ name: 'Agência Horizonte' });
  await server.app.db.update(agencies).set({ phone: '+5511999990000', email: 'contato@horizonte.test' }).where(eq(agencies.id, agency.id));
  const customer = await tripFactories(server.app).customer(agency.id);
  const travel = await tripFactories(server.app).travel(agency.id, customer.id, { name: 'Lua de mel em Lisboa' });
  const hotel = await itineraryFactories(server.app).trail(agency.id, travel.id, {
    type: 'hotel',
    details: { hotel: 'Pestana Palace', check_in: '2030-05-01', check_out: '2030-05-05', reservation_code: 'RES-77' },
    currency: 'EUR',
    investment: '4321.98',
    sale_price: '5678.12',
    payment_method: 'boleto secreto',
    notes: 'nota interna da agência',
  });
  const voucher = await server.api<{ id: number }>('/api/v1/travels/voucher', {
    method: 'POST',
    token: agency.owner.token,
    body: { trail_id: hotel.id, file: dataUrl('image/png', pngBytes()), file_name: 'pestana.png' },
  });
  expect(voucher.status).toBe(201);
  return { agency, travel, hotel };
}

async function share(agency: TestAgency, travelId: number, days?: number) {
  const res = await server.api<ShareCreated>('/api/v1/travels/share', {
    method: 'POST',
    token: agency.owner.token,
    body: { travel_id: travelId, ...(days ? { expires_in_days: days } : {}) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
const open = (token: string) => server.api<SharedTrip & { detail?: string }>(`/api/v1/public/travels/share/${token}`);

describe('share links (POST /travels/share)', () => {
  it('gives a signed link to the client page that works without login', async () => {
    const { agency, travel, hotel } = await tripWithVoucher();
    const created = await share(agency, travel.id);
    expect(created.url).toBe(`${PUBLIC_URL}/viagem-compartilhada/${created.token}`);
    expect(created.travel_id).toBe(travel.id);
    const days = (Date.parse(String(created.expires_at)) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const res = await open(created.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.trip).toMatchObject({ name: 'Lua de mel em Lisboa', cities: ['Lisboa'] });
    expect(res.body.agency).toMatchObject({ name: 'Agência Horizonte', phone: '+5511999990000', email: 'contato@horizonte.test', logo: null });
    expect(res.body.itinerary).toHaveLength(1);
    expect(res.body.itinerary[0]).toMatchObject({ id: hotel.id, type: 'hotel', description: 'Pestana Palace', date: '2030-05-01', fields: { hotel: 'Pestana Palace', reservation_code: 'RES-77', check_in: '2030-05-01' } });
    expect(res.body.vouchers).toHaveLength(1);
    expect(res.body.vouchers[0]).toMatchObject({ trail_id: hotel.id, file_name: 'pestana.png', mime: 'image/png' });
    const file = await fetch(`${server.baseUrl}${res.body.vouchers[0]!.url}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(pngBytes())).toBe(true);

    const audit = await server.app.db.select().from(auditLog).where(and(eq(auditLog.agency_id, agency.id), eq(auditLog.entity, 'travel_share')));
    expect(audit.map((a) => a.action)).toEqual(['create']);
    // only the token's hash is stored
    const [row] = await server.app.db.select().from(travelShares).where(eq(travelShares.id, created.id));
    expect(row!.token_hash).not.toContain(created.token);
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('hides costs, sale prices, payment method and agency notes', async () => {
    const { agency, travel } = await tripWithVoucher();
    const res = await open((await share(agency, travel.id)).token);
    const text = JSON.stringify(res.body);
    for (const secret of ['4321.98', '5678.12', 'boleto secreto', 'nota interna', 'investment', 'sale_price', 'payment_method', 'notes', 'currency', 'file_key', 'agency_id'])
      expect(text).not.toContain(secret);
  });

  it('expires: by the date stored and by the date signed in the token', async () => {
    const { agency, travel } = await tripWithVoucher();
    const created = await share(agency, travel.id, 1);
    expect((await open(created.token)).status).toBe(200);
    await server.app.db.update(travelShares).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(travelShares.id, created.id));
    const expired = await open(created.token);
    expect(expired.status).toBe(404);
    expect(expired.body.detail).toBe('Este link de compartilhamento é inválido, expirou ou foi revogado.');

    // a correctly signed token whose own expiry has passed never reaches the database
    const tokens = createShareTokens(server.config.jwt.secret);
    const old = tokens.create(new Date(Date.now() - 60_000));
    await server.app.db.insert(travelShares).values({ agency_id: agency.id, travel_id: travel.id, token_hash: tokens.hash(old), expires_at: new Date(Date.now() + 86_400_000) });
    expect((await open(old)).status).toBe(404);
  });

  it('refuses forged and tampered tokens', async () => {
    const { agency, travel } = await tripWithVoucher();
    const created = await share(agency, travel.id);
    const [nonce, exp, sig] = created.token.split('.');
    const later = `${nonce}.${Number(exp) + 86_400 * 365}.${sig}`;
    expect((await open(later)).status).toBe(404);
    // signed with another secret
    const foreign = createShareTokens('x'.repeat(48)).create(new Date(Date.now() + 86_400_000));
    expect((await open(foreign)).status).toBe(404);
    // signed with the right secret but never issued
    const unknown = createShareTokens(server.config.jwt.secret).create(new Date(Date.now() + 86_400_000));
    expect((await open(unknown)).status).toBe(404);
    expect((await open('a'.repeat(40))).status).toBe(404);
  });

  it('revokes (DELETE /travels/share/{id}) and lists the links', async () => {
    const { agency, travel } = await tripWithVoucher();
    const first = await share(agency, travel.id);
    const second = await share(agency, travel.id, 7);
    const del = await server.api(`/api/v1/travels/share/${first.id}`, { method: 'DELETE', token: agency.owner.token });
    expect(del.status).toBe(204);
    expect((await open(first.token)).status).toBe(404);
    expect((await open(second.token)).status).toBe(200);

    const list = await server.api<Share[]>(`/api/v1/travels/shares/${travel.id}`, { token: agency.owner.token });
    expect(list.status).toBe(200);
    expect(list.body.map((s) => [s.id, s.active, s.revoked_at !== null])).toEqual([
      [second.id, true, false],
      [first.id, false, true],
    ]);
    expect(list.body[0]!.created_by?.id).toBe(agency.owner.id);
    expect(JSON.stringify(list.body)).not.toContain(first.token);
    const again = await server.api(`/api/v1/travels/share/${first.id}`, { method: 'DELETE', token: agency.owner.token });
    expect(again.status).toBe(204);
    const audit = await server.app.db.select().from(auditLog).where(and(eq(auditLog.agency_id, agency.id), eq(auditLog.entity, 'travel_share')));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'create', 'revoke']);
  });

  it('validates the expiry', async () => {
    const { agency, travel } = await tripWithVoucher();
    for (const days of [0, 366, 1.5]) {
      const res = await server.api('/api/v1/travels/share', { method: 'POST', token: agency.owner.token, body: { travel_id: travel.id, expires_in_days: days } });
      expect(res.status).toBe(400);
    }
  });
});

describe('share: tenant isolation', () => {
  it("another agency can neither create, list nor revoke the trip's links (404)", async () => {
    const { agency, travel } = await tripWithVoucher();
    const mine = await share(agency, travel.id);
    const other = await factories(server.app).agency();
    const token = other.owner.token;
    expect((await server.api('/api/v1/travels/share', { method: 'POST', token, body: { travel_id: travel.id } })).status).toBe(404);
    expect((await server.api(`/api/v1/travels/shares/${travel.id}`, { token })).status).toBe(404);
    expect((await server.api(`/api/v1/travels/share/${mine.id}`, { method: 'DELETE', token })).status).toBe(404);
    expect((await open(mine.token)).status).toBe(200);
    const rows = await server.app.db.select().from(travelShares).where(eq(travelShares.travel_id, travel.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.revoked_at).toBeNull();
  });

  it('asks for a login to create, list and revoke', async () => {
    expect((await server.api('/api/v1/travels/share', { method: 'POST', body: { travel_id: 1 } })).status).toBe(401);
    expect((await server.api('/api/v1/travels/shares/1')).status).toBe(401);
    expect((await server.api('/api/v1/travels/share/1', { method: 'DELETE' })).status).toBe(401);
  });
});
