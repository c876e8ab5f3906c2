import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentExtractionResult } from '@rumo/core';
import { cnhScanPdf } from './brazil-id-fixtures.ts';
import { factories, tripFactories, type TestAgency } from './factories.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { dataUrl, pngBytes } from './images.ts';

/** The vision engine against a local fake of an OpenAI-compatible chat-completions endpoint. */
interface FakeRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string | { type: string; text?: string; image_url?: { url: string } }[] }[];
  };
}

let server: TestServer;
let fake: http.Server;
let agency: TestAgency;
let customerId: number;
const requests: FakeRequest[] = [];
/** What the fake model answers next (the message content). */
let nextAnswer = '';

beforeAll(async () => {
  fake = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(raw) as FakeRequest['body'] });
      res.setHeader('content-type', 'application/json');
      if (nextAnswer === 'HTTP 500') {
        res.statusCode = 500;
        res.end('{"error":{"message":"boom"}}');
        return;
      }
      res.end(JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: nextAnswer }, finish_reason: 'stop' }] }));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  server = await startTestServer({ DOCUMENT_AI_URL: `http://127.0.0.1:${port}/v1`, DOCUMENT_AI_MODEL: 'vision-test-model', DOCUMENT_AI_KEY: 'sk-test-123' });
  agency = await factories(server.app).agency();
  customerId = (await tripFactories(server.app).customer(agency.id)).id;
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => fake?.close(resolve));
});

const extract = (body: unknown, token = agency.owner.token, id = customerId) =>
  server.api<DocumentExtractionResult>(`/api/v1/customers/${id}/agent/documents/`, { method: 'POST', token, body });

describe('document extraction, vision engine', () => {
  it('sends the image as a data URL with the model and maps the JSON answer to fields', async () => {
    const image = dataUrl('image/png', pngBytes(8, 8));
    nextAnswer = '```json\n' + JSON.stringify({
      document_number: 'FZ123456',
      surname: 'Silva',
      given_names: 'Maria Clara',
      nationality: 'bra',
      birth_date: '1990-03-15',
      sex: 'F',
      issue_date: '15/01/2020',
      expiry_date: '2030-01-14',
      issuing_country: 'BRA',
      cpf: '529.982.247-25',
      rg: '12.345.678-9',
      mrz: null,
      confidence: { document_number: 0.97, surname: 0.9, given_names: 0.88, birth_date: 0.95 },
    }) + '\n```';
    const before = requests.length;
    const res = await extract({ file: image, document_type: 'passport' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sent = requests[before]!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe('Bearer sk-test-123');
    expect(sent.body.model).toBe('vision-test-model');
    const user = sent.body.messages.find((m) => m.role === 'user')!;
    const parts = user.content as { type: string; image_url?: { url: string } }[];
    expect(parts.find((p) => p.type === 'image_url')?.image_url?.url).toBe(image);
    expect(JSON.stringify(sent.body.messages)).toMatch(/JSON/);

    expect(res.body).toMatchObject({
      document_type: 'passport',
      number: 'FZ123456',
      last_name: 'Silva',
      first_name: 'Maria Clara',
      nationality: 'BRA',
      birth_date: '1990-03-15',
      gender: 'female',
      issue_date: '2020-01-15',
      expiry_date: '2030-01-14',
      issuing_country: 'BRA',
      cpf: '52998224725',
      rg: '12.345.678-9',
      source: 'llm',
      mrz: null,
    });
    expect(res.body.confidences).toMatchObject({ number: 0.97, last_name: 0.9, first_name: 0.88, birth_date: 0.95, issue_date: 0.8 });
  });

  it('renders page 1 of a scanned PDF and sends it to the model as a PNG', async () => {
    nextAnswer = JSON.stringify({ full_name: 'João Pedro Oliveira Lima', issuing_body: 'DETRAN-MG', document_number: '04512378903' });
    const before = requests.length;
    const res = await extract({ file: dataUrl('application/pdf', await cnhScanPdf()), document_type: 'cnh' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const user = requests[before]!.body.messages.find((m) => m.role === 'user')!;
    const parts = user.content as { type: string; image_url?: { url: string } }[];
    expect(parts.find((p) => p.type === 'image_url')?.image_url?.url).toMatch(/^data:image\/png;base64,iVBOR/);
    expect(res.body).toMatchObject({ full_name: 'João Pedro Oliveira Lima', issuing_body: 'DETRAN-MG', number: '04512378903', source: 'llm' });
  });

  it('drops a CPF whose check digits are wrong', async () => {
    nextAnswer = JSON.stringify({ document_number: '123', cpf: '529.982.247-24' });
    const res = await extract({ file: dataUrl('image/png', pngBytes(8, 8)), document_type: 'cpf' });
    expect(res.status).toBe(200);
    expect(res.body.cpf).toBeNull();
  });

  it('answers the processing error when the model fails, answers no JSON or reads nothing', async () => {
    for (const answer of ['HTTP 500', 'I cannot read this document, sorry.', '{"document_number": null, "surname": null}']) {
      nextAnswer = answer;
      const res = await extract({ file: dataUrl('image/png', pngBytes(8, 8)), document_type: 'passport' });
      expect(res.status, answer).toBe(400);
      expect(res.body).toEqual({ detail: 'Ocorreu um erro ao processar o documento.' });
    }
  });

  it('never sends another agency’s request to the model', async () => {
    const other = await factories(server.app).agency();
    const before = requests.length;
    const res = await extract({ file: dataUrl('image/png', pngBytes(8, 8)), document_type: 'passport' }, other.owner.token);
    expect(res.status).toBe(404);
    expect(requests.length).toBe(before);
  });
});
