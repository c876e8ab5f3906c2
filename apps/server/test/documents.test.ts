import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { factories, tripFactories, type TestAgency } from './factories.ts';
import { dataUrl, pngBytes } from './images.ts';
import { documents, travelers } from '../src/db/schema/index.ts';
import { tamperSignature } from './signed-url.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Doc = {
  id: number;
  customer_id: number;
  dependent_id: number | null;
  document_type: string;
  number: string;
  issue_date: string | null;
  expiry_date: string | null;
  issuing_country: string | null;
  file: { url: string; file_name: string; mime: string; size: number } | null;
  dependent: { id: number; first_name: string; last_name: string; degree: string } | null;
  next_trip: { id: number; name: string; going: string; back: string } | null;
  expires_before_trip_window: boolean;
};
type Errors = Record<string, string[]>;

const MB = 1024 * 1024;
const pdfBytes = () => Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
/** A real PNG padded with trailing bytes to exactly `size` bytes. */
const pngOfSize = (size: number) => Buffer.concat([pngBytes(), Buffer.alloc(size - pngBytes().length)]);

async function send<T>(
  path: string,
  method: string,
  agency: TestAgency,
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
  lang = 'pt-BR',
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${agency.owner.token}`, 'accept-language': lang },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function setup() {
  const agency = await factories(server.app).agency();
  const customer = await tripFactories(server.app).customer(agency.id, { first_name: 'Titular' });
  return { agency, customer };
}

async function createDoc(agency: TestAgency, body: Record<string, unknown>) {
  const res = await server.api<Doc>('/api/v1/customers/documents', {
    method: 'POST',
    token: agency.owner.token,
    body: { document_type: 'passport', number: 'FX123456', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('documents: create with JSON (file as data URL)', () => {
  it('stores the scan, answers a signed URL the agency can download, and lists it', async () => {
    const { agency, customer } = await setup();
    const doc = await createDoc(agency, {
      customer_id: customer.id,
      document_type: 'passport',
      number: 'FX123456',
      issue_date: '2020-01-10',
      expiry_date: '2030-01-09',
      issuing_country: 'BR',
      file: dataUrl('image/png', pngBytes()),
    });
    expect(doc).toMatchObject({
      customer_id: customer.id,
      dependent_id: null,
      document_type: 'passport',
      issue_date: '2020-01-10',
      expiry_date: '2030-01-09',
      issuing_country: 'BR',
      dependent: null,
      next_trip: null,
      expires_before_trip_window: false,
      file: { mime: 'image/png', size: pngBytes().length, file_name: 'passport-FX123456.png' },
    });
    const download = await fetch(`${server.baseUrl}${doc.file!.url}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pngBytes())).toBe(true);
    const forged = await fetch(`${server.baseUrl}${tamperSignature(doc.file!.url)}`);
    expect(forged.status).toBe(404);

    const list = await server.api<Doc[]>(`/api/v1/customers/documents/shared/${customer.id}`, { token: agency.owner.token });
    expect(list.status).toBe(200);
    expect(list.body.map((d) => d.id)).toEqual([doc.id]);
  });

  it('takes every document type and a document without a file', async () => {
    const { agency, customer } = await setup();
    for (const type of ['passport', 'rg', 'cpf', 'cnh', 'visa', 'vaccination', 'other']) {
      const doc = await createDoc(agency, { customer_id: customer.id, document_type: type, number: `N-${type}` });
      expect(doc.file).toBeNull();
    }
    const bad = await server.api<Errors>('/api/v1/customers/documents', {
      method: 'POST',
      token: agency.owner.token,
      body: { customer_id: customer.id, document_type: 'boarding_pass', number: '' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ document_type: ['Escolha uma opção válida.'], number: ['Este campo é obrigatório'] });
  });

  it('checks the file by its content: pdf accepted, text claiming png refused, 5 MB + 1 refused', async () => {
    const { agency, customer } = await setup();
    const pdfAsPng = await createDoc(agency, { customer_id: customer.id, file: dataUrl('image/png', pdfBytes()) });
    expect(pdfAsPng.file).toMatchObject({ mime: 'application/pdf', file_name: 'passport-FX123456.pdf' });

    const post = (file: string, lang?: string) =>
      server.api<Errors>('/api/v1/customers/documents', {
        method: 'POST',
        token: agency.owner.token,
        lang,
        body: { customer_id: customer.id, document_type: 'rg', number: '1', file },
      });
    const text = await post(dataUrl('image/png', Buffer.from('just some text, not an image')));
    expect(text.status).toBe(400);
    expect(text.body).toEqual({ file: ['Formato de arquivo inválido'] });
    const gif = await post(dataUrl('image/gif', Buffer.from('GIF89a....')));
    expect(gif.body).toEqual({ file: ['Formato de arquivo inválido'] });
    const notDataUrl = await post('https://example.com/scan.png');
    expect(notDataUrl.status).toBe(201); // a URL echoed back by the form means "keep": no file on create
    const garbage = await post('data:image/png;base64,@@@');
    expect(garbage.body).toEqual({ file: ['Arquivo inválido'] });

    const exactly5 = await post(dataUrl('image/png', pngOfSize(5 * MB)));
    expect(exactly5.status).toBe(201);
    const tooBig = await post(dataUrl('image/png', pngOfSize(5 * MB + 1)));
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toEqual({ file: ['O arquivo é muito grande (máx 5MB).'] });
    const tooBigEs = await post(dataUrl('image/png', pngOfSize(5 * MB + 1)), 'es');
    expect(tooBigEs.body).toEqual({ file: ['El archivo es demasiado grande (máx 5MB).'] });
  });

  it('refuses an expiry before the issue date', async () => {
    const { agency, customer } = await setup();
    const res = await server.api<Errors>('/api/v1/customers/documents', {
      method: 'POST',
      token: agency.owner.token,
      body: { customer_id: customer.id, document_type: 'rg', number: '1', issue_date: '2020-01-10', expiry_date: '2019-01-10' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ expiry_date: ['O fim não pode ser antes do início'] });
    const doc = await createDoc(agency, { customer_id: customer.id, issue_date: '2020-01-10' });
    const put = await server.api<Errors>(`/api/v1/customers/documents/${doc.id}`, { method: 'PUT', token: agency.owner.token, body: { expiry_date: '2019-12-31' } });
    expect(put.status).toBe(400);
    expect(put.body).toEqual({ expiry_date: ['O fim não pode ser antes do início'] });
  });
});

describe('documents: multipart', () => {
  it('creates with a file part and text fields; a PDF named .png is fine, text claiming image/png is not', async () => {
    const { agency, customer } = await setup();
    const res = await send<Doc>(
      '/api/v1/customers/documents',
      'POST',
      agency,
      { customer_id: String(customer.id), document_type: 'visa', number: 'V-77', expiry_date: '2031-05-01', issuing_country: 'US' },
      { name: 'scan.png', type: 'image/png', data: pdfBytes() },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ document_type: 'visa', number: 'V-77', expiry_date: '2031-05-01', file: { mime: 'application/pdf', file_name: 'scan.png' } });

    const text = await send<Errors>(
      '/api/v1/customers/documents',
      'POST',
      agency,
      { customer_id: String(customer.id), document_type: 'rg', number: '1' },
      { name: 'foto.png', type: 'image/png', data: Buffer.from('hello, I am text') },
    );
    expect(text.status).toBe(400);
    expect(text.body).toEqual({ file: ['Formato de arquivo inválido'] });

    const big = await send<Errors>(
      '/api/v1/customers/documents',
      'POST',
      agency,
      { customer_id: String(customer.id), document_type: 'rg', number: '1' },
      { name: 'big.png', type: 'image/png', data: pngOfSize(5 * MB + 1) },
    );
    expect(big.status).toBe(400);
    expect(big.body).toEqual({ file: ['O arquivo é muito grande (máx 5MB).'] });

    const invalid = await send<Errors>('/api/v1/customers/documents', 'POST', agency, { customer_id: String(customer.id), document_type: 'xx' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ document_type: ['Escolha uma opção válida.'], number: ['Este campo é obrigatório'] });
  });

  it('updates with multipart when the file changes, and with JSON otherwise (the file stays, null removes it)', async () => {
    const { agency, customer } = await setup();
    const doc = await createDoc(agency, { customer_id: customer.id, file: dataUrl('image/png', pngBytes()) });
    const oldUrl = doc.file!.url;

    const replaced = await send<Doc>(`/api/v1/customers/documents/${doc.id}`, 'PUT', agency, { number: 'NEW-1', expiry_date: '2032-02-02' }, {
      name: 'novo.pdf',
      type: 'application/pdf',
      data: pdfBytes(),
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body).toMatchObject({ id: doc.id, number: 'NEW-1', expiry_date: '2032-02-02', file: { mime: 'application/pdf', file_name: 'novo.pdf' } });
    expect((await fetch(`${server.baseUrl}${oldUrl}`)).status).toBe(404); // the old file is gone
    const download = await fetch(`${server.baseUrl}${replaced.body.file!.url}`);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdfBytes())).toBe(true);

    const json = await server.api<Doc>(`/api/v1/customers/documents/${doc.id}`, {
      method: 'PUT',
      token: agency.owner.token,
      body: { issuing_country: 'PT', file: replaced.body.file },
    });
    expect(json.status).toBe(200);
    expect(json.body).toMatchObject({ issuing_country: 'PT', number: 'NEW-1', file: { mime: 'application/pdf' } });

    const removed = await server.api<Doc>(`/api/v1/customers/documents/${doc.id}`, { method: 'PUT', token: agency.owner.token, body: { file: null } });
    expect(removed.body.file).toBeNull();
  });
});

describe('documents: shared list with dependents and the six-month rule', () => {
  it('lists the customer’s documents, then the dependents’ with the dependent', async () => {
    const { agency, customer } = await setup();
    const trips = tripFactories(server.app);
    const kid = await trips.dependent(agency.id, customer.id, { first_name: 'Bia', degree: 'filho' });
    const dependentDoc = await createDoc(agency, { customer_id: customer.id, dependent_id: kid.id, document_type: 'rg', number: 'D1' });
    const own = await createDoc(agency, { customer_id: customer.id, document_type: 'cpf', number: 'C1' });
    const list = await server.api<Doc[]>(`/api/v1/customers/documents/shared/${customer.id}`, { token: agency.owner.token });
    expect(list.body.map((d) => d.id)).toEqual([own.id, dependentDoc.id]);
    expect(list.body[1]!.dependent).toEqual({ id: kid.id, first_name: 'Bia', last_name: kid.last_name, degree: 'filho' });

    // a dependent of another customer of the agency is refused
    const other = await trips.customer(agency.id);
    const stranger = await trips.dependent(agency.id, other.id);
    const res = await server.api<Errors>('/api/v1/customers/documents', {
      method: 'POST',
      token: agency.owner.token,
      body: { customer_id: customer.id, dependent_id: stranger.id, document_type: 'rg', number: 'X' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ dependent_id: ['Escolha uma opção válida.'] });
  });

  it('flags documents expiring before six months after the return of the holder’s next trip', async () => {
    const { agency, customer } = await setup();
    const trips = tripFactories(server.app);
    await trips.travel(agency.id, customer.id, { name: 'Passada', going: '2020-01-01', back: '2020-01-05' });
    const next = await trips.travel(agency.id, customer.id, { name: 'Japão', going: '2030-07-01', back: '2030-07-15' });
    await trips.travel(agency.id, customer.id, { name: 'Depois', going: '2031-09-01', back: '2031-09-10' });
    const kid = await trips.dependent(agency.id, customer.id);

    const inside = await createDoc(agency, { customer_id: customer.id, number: 'P1', expiry_date: '2031-01-14' });
    const boundary = await createDoc(agency, { customer_id: customer.id, number: 'P2', expiry_date: '2031-01-15' });
    const expired = await createDoc(agency, { customer_id: customer.id, number: 'P3', expiry_date: '2021-01-01' });
    const noExpiry = await createDoc(agency, { customer_id: customer.id, document_type: 'cpf', number: 'C' });
    const kidDoc = await createDoc(agency, { customer_id: customer.id, dependent_id: kid.id, number: 'K1', expiry_date: '2030-08-01' });

    const flags = async () => {
      const list = await server.api<Doc[]>(`/api/v1/customers/documents/shared/${customer.id}`, { token: agency.owner.token });
      return new Map(list.body.map((d) => [d.id, d]));
    };
    let docs = await flags();
    expect(docs.get(inside.id)).toMatchObject({ expires_before_trip_window: true, next_trip: { id: next.id, name: 'Japão', back: '2030-07-15T15:00:00.000Z' } });
    expect(docs.get(boundary.id)!.expires_before_trip_window).toBe(false);
    expect(docs.get(expired.id)!.expires_before_trip_window).toBe(true);
    expect(docs.get(noExpiry.id)!.expires_before_trip_window).toBe(false);
    // the dependent is on no trip yet
    expect(docs.get(kidDoc.id)).toMatchObject({ next_trip: null, expires_before_trip_window: false });

    await server.app.db.insert(travelers).values({ agency_id: agency.id, travel_id: next.id, dependent_id: kid.id });
    docs = await flags();
    expect(docs.get(kidDoc.id)).toMatchObject({ next_trip: { id: next.id }, expires_before_trip_window: true });
  });
});

describe('documents: delete and another agency', () => {
  it('deletes a document and its file', async () => {
    const { agency, customer } = await setup();
    const doc = await createDoc(agency, { customer_id: customer.id, file: dataUrl('image/png', pngBytes()) });
    expect((await server.api(`/api/v1/customers/documents/${doc.id}`, { method: 'DELETE', token: agency.owner.token })).status).toBe(204);
    expect((await fetch(`${server.baseUrl}${doc.file!.url}`)).status).toBe(404);
    expect((await server.api(`/api/v1/customers/documents/${doc.id}`, { method: 'DELETE', token: agency.owner.token })).status).toBe(404);
  });

  it('another agency can neither list, add, change nor delete the documents', async () => {
    const mine = await setup();
    const theirs = await setup();
    const theirKid = await tripFactories(server.app).dependent(theirs.agency.id, theirs.customer.id);
    const doc = await createDoc(theirs.agency, { customer_id: theirs.customer.id, number: 'SECRET' });

    expect((await server.api(`/api/v1/customers/documents/shared/${theirs.customer.id}`, { token: mine.agency.owner.token })).status).toBe(404);
    const add = await server.api('/api/v1/customers/documents', {
      method: 'POST',
      token: mine.agency.owner.token,
      body: { customer_id: theirs.customer.id, document_type: 'rg', number: '1' },
    });
    expect(add.status).toBe(404);
    const addDependent = await server.api('/api/v1/customers/documents', {
      method: 'POST',
      token: mine.agency.owner.token,
      body: { customer_id: mine.customer.id, dependent_id: theirKid.id, document_type: 'rg', number: '1' },
    });
    expect(addDependent.status).toBe(404);
    const addMultipart = await send('/api/v1/customers/documents', 'POST', mine.agency, { customer_id: String(theirs.customer.id), document_type: 'rg', number: '1' });
    expect(addMultipart.status).toBe(404);
    const put = await server.api(`/api/v1/customers/documents/${doc.id}`, { method: 'PUT', token: mine.agency.owner.token, body: { number: 'HACK' } });
    expect(put.status).toBe(404);
    const putMultipart = await send(`/api/v1/customers/documents/${doc.id}`, 'PUT', mine.agency, { number: 'HACK' }, { name: 'x.pdf', type: 'application/pdf', data: pdfBytes() });
    expect(putMultipart.status).toBe(404);
    expect((await server.api(`/api/v1/customers/documents/${doc.id}`, { method: 'DELETE', token: mine.agency.owner.token })).status).toBe(404);
    const [row] = await server.app.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(row?.number).toBe('SECRET');
    const unauthenticated = await fetch(`${server.baseUrl}/api/v1/customers/documents`, { method: 'POST', body: new FormData() });
    expect(unauthenticated.status).toBe(401);
  });
});
