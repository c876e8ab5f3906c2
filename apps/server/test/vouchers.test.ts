import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { factories, itineraryFactories, tripFactories, type TestAgency } from './factories.ts';
import { dataUrl, pngBytes } from './images.ts';
import { auditLog, vouchers } from '../src/db/schema/index.ts';
import { tamperSignature } from './signed-url.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Voucher = {
  id: number;
  trail_id: number;
  travel_id: number;
  url: string;
  file_name: string;
  mime: string;
  size: number;
  created_at: string;
  trail: { id: number; type: string; description: string; date: string | null };
};
type Errors = Record<string, string[]>;

const MB = 1024 * 1024;
const INVALID_FILE = 'Invalid file type for voucher upload.';
const WRONG_TYPE = 'Tipo de arquivo inválido. Somente imagens ou pdf são permitidos';
const TOO_LARGE = 'Tamanho não pode ser maior que 10MB';
const pdfBytes = () => Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
const gifBytes = () => Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** A real PNG padded with trailing bytes to exactly `size` bytes. */
const pngOfSize = (size: number) => Buffer.concat([pngBytes(), Buffer.alloc(size - pngBytes().length)]);

async function setup() {
  const agency = await factories(server.app).agency();
  const customer = await tripFactories(server.app).customer(agency.id);
  const travel = await tripFactories(server.app).travel(agency.id, customer.id);
  const hotel = await itineraryFactories(server.app).trail(agency.id, travel.id, {
    type: 'hotel',
    details: { hotel: 'Hotel Copacabana', check_in: '2030-05-01', check_out: '2030-05-04' },
  });
  return { agency, customer, travel, hotel };
}

function postJson(agency: TestAgency, body: unknown, lang = 'pt-BR') {
  return server.api<Voucher & Errors>('/api/v1/travels/voucher', { method: 'POST', token: agency.owner.token, body, lang });
}

async function postMultipart(agency: TestAgency, fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const response = await fetch(`${server.baseUrl}/api/v1/travels/voucher`, {
    method: 'POST',
    headers: { authorization: `Bearer ${agency.owner.token}`, 'accept-language': 'pt-BR' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Voucher & Errors };
}

const download = (url: string) => fetch(`${server.baseUrl}${url}`);

describe('vouchers: upload as a data URL (POST /travels/voucher)', () => {
  it('stores the file, answers it with trail info and a signed URL, and lists it under the trip', async () => {
    const { agency, travel, hotel } = await setup();
    const png = pngBytes(3, 3);
    const res = await postJson(agency, { trail_id: hotel.id, file: dataUrl('image/png', png), file_name: 'reserva-hotel.png' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      trail_id: hotel.id,
      travel_id: travel.id,
      file_name: 'reserva-hotel.png',
      mime: 'image/png',
      size: png.length,
      trail: { id: hotel.id, type: 'hotel', description: 'Hotel Copacabana', date: '2030-05-01' },
    });
    expect(res.body.url).toMatch(/^\/api\/v1\/files\/vouchers\/.+\.png\?expires=\d+&signature=/);

    const list = await server.api<Voucher[]>(`/api/v1/travels/vouchers/${travel.id}`, { token: agency.owner.token });
    expect(list.status).toBe(200);
    expect(list.body.map((v) => v.id)).toEqual([res.body.id]);
    expect(list.body[0]).toMatchObject({ file_name: 'reserva-hotel.png', mime: 'image/png', size: png.length, trail: { description: 'Hotel Copacabana' } });

    const audit = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.agency_id, agency.id), eq(auditLog.entity, 'voucher')));
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it('makes up a file name from the data URL name parameter or the item, and accepts gif and pdf', async () => {
    const { agency, hotel } = await setup();
    const named = await postJson(agency, { trail_id: hotel.id, file: `data:application/pdf;name=bilhete%20a%C3%A9reo.pdf;base64,${pdfBytes().toString('base64')}` });
    expect(named.status, JSON.stringify(named.body)).toBe(201);
    expect(named.body).toMatchObject({ file_name: 'bilhete aéreo.pdf', mime: 'application/pdf' });
    const gif = await postJson(agency, { trail_id: hotel.id, file: dataUrl('image/gif', gifBytes()) });
    expect(gif.status, JSON.stringify(gif.body)).toBe(201);
    expect(gif.body.mime).toBe('image/gif');
    expect(gif.body.file_name).toBe(`voucher-hotel-${hotel.id}.gif`);
  });

  it('serves the file through the signed URL only', async () => {
    const { agency, hotel } = await setup();
    const png = pngBytes(4, 4);
    const res = await postJson(agency, { trail_id: hotel.id, file: dataUrl('image/png', png) });
    expect(res.status).toBe(201);

    const ok = await download(res.body.url);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await ok.arrayBuffer()).equals(png)).toBe(true);

    const bare = res.body.url.split('?')[0]!;
    expect((await download(bare)).status).not.toBe(200);
    const tampered = tamperSignature(res.body.url);
    expect((await download(tampered)).status).toBe(404);
    const expired = res.body.url.replace(/expires=\d+/, 'expires=1000');
    expect((await download(expired)).status).toBe(404);
  });

  it("rejects a text file claiming image/png with 'Invalid file type for voucher upload.' and stores nothing", async () => {
    const { agency, travel, hotel } = await setup();
    const res = await postJson(agency, { trail_id: hotel.id, file: dataUrl('image/png', Buffer.from('isto é só um texto, não uma imagem\n')) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ file: [INVALID_FILE] });
    const rows = await server.app.db.select().from(vouchers).where(eq(vouchers.travel_id, travel.id));
    expect(rows).toHaveLength(0);
  });

  it('rejects a declared type that is not an image or pdf before decoding it, and junk that is not a data URL', async () => {
    const { agency, hotel } = await setup();
    const text = await postJson(agency, { trail_id: hotel.id, file: dataUrl('text/plain', Buffer.from('olá')) });
    expect(text.status).toBe(400);
    expect(text.body).toEqual({ file: [WRONG_TYPE] });
    const junk = await postJson(agency, { trail_id: hotel.id, file: 'não é um data URL' });
    expect(junk.body).toEqual({ file: [INVALID_FILE] });
    const badBase64 = await postJson(agency, { trail_id: hotel.id, file: 'data:image/png;base64,!!!!####' });
    expect(badBase64.status).toBe(400);
    expect(badBase64.body).toEqual({ file: [INVALID_FILE] });
    const missing = await postJson(agency, { trail_id: hotel.id });
    expect(missing.body).toEqual({ file: ['Arquivo obrigatório'] });
  });

  it("accepts exactly 10 MB and rejects 10 MB + 1 with 'Tamanho não pode ser maior que 10MB'", async () => {
    const { agency, hotel } = await setup();
    const max = await postJson(agency, { trail_id: hotel.id, file: dataUrl('image/png', pngOfSize(10 * MB)) });
    expect(max.status, JSON.stringify(max.body).slice(0, 200)).toBe(201);
    expect(max.body.size).toBe(10 * MB);

    const over = await postJson(agency, { trail_id: hotel.id, file: dataUrl('image/png', pngOfSize(10 * MB + 1)) });
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ file: [TOO_LARGE] });
  });

  it('answers the size message for a JSON body larger than the route limit without reading it', async () => {
    const { agency, hotel } = await setup();
    const huge = await postJson(agency, { trail_id: hotel.id, file: dataUrl('image/png', pngOfSize(11 * MB)) });
    expect(huge.status).toBe(400);
    expect(huge.body).toEqual({ file: [TOO_LARGE] });
  });

  it('translates the messages', async () => {
    const { agency, hotel } = await setup();
    const res = await postJson(agency, { trail_id: hotel.id, file: dataUrl('text/plain', Buffer.from('x')) }, 'es');
    expect(res.status).toBe(400);
    expect(res.body.file?.[0]).not.toBe(WRONG_TYPE);
    expect(res.body.file?.[0]).toBeTruthy();
  });
});

describe('vouchers: multipart upload', () => {
  it('stores a pdf sent as a file part, with its name', async () => {
    const { agency, travel, hotel } = await setup();
    const res = await postMultipart(agency, { trail_id: String(hotel.id) }, { name: 'voucher-hotel.pdf', type: 'application/pdf', data: pdfBytes() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ trail_id: hotel.id, travel_id: travel.id, file_name: 'voucher-hotel.pdf', mime: 'application/pdf', size: pdfBytes().length });
    const file = await download(res.body.url);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdfBytes())).toBe(true);
  });

  it('rejects by content, by declared type and by size, with the exact messages', async () => {
    const { agency, travel, hotel } = await setup();
    const fields = { trail_id: String(hotel.id) };
    const text = await postMultipart(agency, fields, { name: 'foto.png', type: 'image/png', data: Buffer.from('texto simples') });
    expect(text.status).toBe(400);
    expect(text.body).toEqual({ file: [INVALID_FILE] });
    const declared = await postMultipart(agency, fields, { name: 'notas.txt', type: 'text/plain', data: pngBytes() });
    expect(declared.body).toEqual({ file: [WRONG_TYPE] });
    const over = await postMultipart(agency, fields, { name: 'grande.png', type: 'image/png', data: pngOfSize(10 * MB + 1) });
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ file: [TOO_LARGE] });
    const exact = await postMultipart(agency, fields, { name: 'exato.png', type: 'image/png', data: pngOfSize(10 * MB) });
    expect(exact.status).toBe(201);
    const none = await postMultipart(agency, fields);
    expect(none.body).toEqual({ file: ['Arquivo obrigatório'] });
    const rows = await server.app.db.select().from(vouchers).where(eq(vouchers.travel_id, travel.id));
    expect(rows).toHaveLength(1);
  });
});

describe('vouchers: delete (DELETE /travels/voucher/{id})', () => {
  it('removes the row and the file, and records it', async () => {
    const { agency, travel, hotel } = await setup();
    const res = await postJson(agency, { trail_id: hotel.id, file: dataUrl('image/png', pngBytes()) });
    const del = await server.api(`/api/v1/travels/voucher/${res.body.id}`, { method: 'DELETE', token: agency.owner.token });
    expect(del.status).toBe(204);
    const list = await server.api<Voucher[]>(`/api/v1/travels/vouchers/${travel.id}`, { token: agency.owner.token });
    expect(list.body).toEqual([]);
    expect((await download(res.body.url)).status).toBe(404);
    const again = await server.api(`/api/v1/travels/voucher/${res.body.id}`, { method: 'DELETE', token: agency.owner.token });
    expect(again.status).toBe(404);
    const audit = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.agency_id, agency.id), eq(auditLog.entity, 'voucher')));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'delete']);
  });
});

describe('vouchers: tenant isolation', () => {
  it("another agency can neither upload to, list nor delete the agency's vouchers (404)", async () => {
    const { agency, travel, hotel } = await setup();
    const other = await factories(server.app).agency();
    const mine = await postJson(agency, { trail_id: hotel.id, file: dataUrl('image/png', pngBytes()) });
    expect(mine.status).toBe(201);

    const upload = await postJson(other, { trail_id: hotel.id, file: dataUrl('image/png', pngBytes()) });
    expect(upload.status).toBe(404);
    const multipart = await postMultipart(other, { trail_id: String(hotel.id) }, { name: 'a.png', type: 'image/png', data: pngBytes() });
    expect(multipart.status).toBe(404);
    const list = await server.api(`/api/v1/travels/vouchers/${travel.id}`, { token: other.owner.token });
    expect(list.status).toBe(404);
    const del = await server.api(`/api/v1/travels/voucher/${mine.body.id}`, { method: 'DELETE', token: other.owner.token });
    expect(del.status).toBe(404);

    const rows = await server.app.db.select().from(vouchers).where(eq(vouchers.travel_id, travel.id));
    expect(rows.map((r) => r.id)).toEqual([mine.body.id]);
    expect((await download(mine.body.url)).status).toBe(200);
  });

  it('asks for a login', async () => {
    const { hotel } = await setup();
    const res = await server.api('/api/v1/travels/voucher', { method: 'POST', body: { trail_id: hotel.id, file: dataUrl('image/png', pngBytes()) } });
    expect(res.status).toBe(401);
    expect((await server.api('/api/v1/travels/vouchers/1')).status).toBe(401);
    expect((await server.api('/api/v1/travels/voucher/1', { method: 'DELETE' })).status).toBe(401);
  });
});
