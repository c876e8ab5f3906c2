import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentExtractionResult } from '@rumo/core';
import { factories, tripFactories, type TestAgency } from './factories.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { dataUrl, pngBytes } from './images.ts';
import { blankPng, specimenPassportPng, SPECIMEN_MRZ } from './passport-image.ts';

/** POST /customers/{id}/agent/documents/ with the offline engine (tesseract.js + MRZ). */
let server: TestServer;
let agency: TestAgency;
let customerId: number;
const OCR_TIMEOUT = 90_000;

beforeAll(async () => {
  server = await startTestServer();
  agency = await factories(server.app).agency();
  customerId = (await tripFactories(server.app).customer(agency.id)).id;
});
afterAll(async () => server?.close());

const extract = (token: string, id: number, body: unknown, lang?: string) =>
  server.api<DocumentExtractionResult & Record<string, unknown>>(`/api/v1/customers/${id}/agent/documents/`, { method: 'POST', token, body, lang });

describe('document extraction, offline engine', () => {
  it(
    'reads the ICAO specimen passport MRZ from a generated image',
    async () => {
      const started = Date.now();
      const res = await extract(agency.owner.token, customerId, { file: dataUrl('image/png', specimenPassportPng()), document_type: 'passport' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const body = res.body;
      expect(body).toMatchObject({
        document_type: 'passport',
        last_name: 'ERIKSSON',
        first_name: 'ANNA MARIA',
        number: 'L898902C3',
        nationality: 'UTO',
        issuing_country: 'UTO',
        birth_date: '1974-08-12',
        gender: 'female',
        expiry_date: '2012-04-15',
        source: 'mrz',
      });
      expect(body.mrz).toBe(SPECIMEN_MRZ.join('\n'));
      // every check digit passes
      expect(body.confidence).toBe(1);
      expect(body.confidences.number).toBeGreaterThan(0.9);
      expect(body.confidences.birth_date).toBeGreaterThan(0.9);
      expect(body.confidences.last_name).toBeGreaterThan(0.5);
      expect(Date.now() - started).toBeLessThan(60_000);
    },
    OCR_TIMEOUT,
  );

  it(
    'reports a lower confidence when a check digit fails',
    async () => {
      // birth date 740813 with check digit 2 (the right one is 3)
      const wrong = [SPECIMEN_MRZ[0], SPECIMEN_MRZ[1].replace('7408122', '7408132')];
      const res = await extract(agency.owner.token, customerId, { file: dataUrl('image/png', specimenPassportPng(wrong)), document_type: 'passport' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.number).toBe('L898902C3');
      expect(res.body.confidences.number).toBeGreaterThan(0.9);
      expect(res.body.confidences.birth_date).toBeLessThan(0.5);
      expect(res.body.confidence).toBeLessThan(1);
    },
    OCR_TIMEOUT,
  );

  it(
    'answers the processing error for a blank image',
    async () => {
      const res = await extract(agency.owner.token, customerId, { file: dataUrl('image/png', blankPng()), document_type: 'passport' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: 'Ocorreu um erro ao processar o documento.' });
    },
    OCR_TIMEOUT,
  );

  it('answers the processing error for a corrupt file and for text that is no image', async () => {
    const corrupt = Buffer.concat([pngBytes(4, 4).subarray(0, 16), Buffer.from('not really a png at all, just garbage bytes')]);
    const res = await extract(agency.owner.token, customerId, { file: dataUrl('image/png', corrupt), document_type: 'passport' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Ocorreu um erro ao processar o documento.' });


    const res3 = await extract(agency.owner.token, customerId, { file: dataUrl('image/png', Buffer.from('plain text, not an image')), document_type: 'rg' });
    expect(res3.status).toBe(400);
    expect(res3.body).toEqual({ detail: 'Ocorreu um erro ao processar o documento.' });
  }, OCR_TIMEOUT);

  it(
    'still reads after a failure (the worker is replaced)',
    async () => {
      const corrupt = Buffer.concat([pngBytes(4, 4).subarray(0, 16), Buffer.from('garbage')]);
      expect((await extract(agency.owner.token, customerId, { file: dataUrl('image/png', corrupt), document_type: 'passport' })).status).toBe(400);
      const res = await extract(agency.owner.token, customerId, { file: dataUrl('image/png', specimenPassportPng()), document_type: 'passport' });
      expect(res.status).toBe(200);
      expect(res.body.last_name).toBe('ERIKSSON');
    },
    OCR_TIMEOUT,
  );

  it('asks for a file when none is sent, in the request language', async () => {
    const res = await extract(agency.owner.token, customerId, { document_type: 'passport' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ file: ['Por favor, selecione um arquivo de documento.'] });
    const empty = await extract(agency.owner.token, customerId, { file: null, document_type: 'passport' }, 'es');
    expect(empty.status).toBe(400);
    expect((empty.body as unknown as { file: string[] }).file[0]).toMatch(/^Por favor, seleccione/);
  });

  it('refuses without a token and answers 404 for another agency’s customer', async () => {
    const file = dataUrl('image/png', blankPng(40, 40));
    const anonymous = await server.api(`/api/v1/customers/${customerId}/agent/documents/`, { method: 'POST', body: { file, document_type: 'passport' } });
    expect(anonymous.status).toBe(401);
    const other = await factories(server.app).agency();
    const res = await extract(other.owner.token, customerId, { file, document_type: 'passport' });
    expect(res.status).toBe(404);
  });
});
