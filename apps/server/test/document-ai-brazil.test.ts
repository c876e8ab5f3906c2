import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentExtractionResult } from '@rumo/core';
import { bombPdf } from './bombs.ts';
import { CIN_FIXTURE, CNH_FIXTURE, RG_FIXTURE, cinTextPdf, cnhScanPdf, cnhTextPdf, hugePagePdf, manyPagesPdf, rgPng } from './brazil-id-fixtures.ts';
import { factories, tripFactories, type TestAgency } from './factories.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { dataUrl } from './images.ts';

/**
 * Issue 16 point 8: RG, CIN and CNH over HTTP, from a photo (OCR), a CNH-e PDF (its text, no OCR)
 * and a scan saved as PDF (page 1 rendered, then OCR). Two OCR runs in all; the worker is shared.
 */
let server: TestServer;
let agency: TestAgency;
let customerId: number;
const OCR_TIMEOUT = 120_000;

beforeAll(async () => {
  server = await startTestServer();
  agency = await factories(server.app).agency();
  customerId = (await tripFactories(server.app).customer(agency.id)).id;
});
afterAll(async () => server?.close());

type Result = DocumentExtractionResult & Record<string, unknown>;
const extract = (file: string, document_type: string, lang?: string) =>
  server.api<Result>(`/api/v1/customers/${customerId}/agent/documents/`, {
    method: 'POST',
    token: agency.owner.token,
    body: { file, document_type },
    lang,
  });

describe('Brazilian IDs read over HTTP', () => {
  it(
    'reads an RG photo: name, birth date, CPF, RG number, SSP/SP and the issue date',
    async () => {
      const res = await extract(dataUrl('image/png', rgPng()), 'rg');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        document_type: 'rg',
        source: 'ocr',
        full_name: RG_FIXTURE.name,
        birth_date: RG_FIXTURE.birth_date,
        cpf: RG_FIXTURE.cpf,
        number: RG_FIXTURE.rg,
        rg: RG_FIXTURE.rg,
        issuing_body: RG_FIXTURE.issuing_body,
        issue_date: RG_FIXTURE.issue_date,
        issuing_country: 'BRA',
        expiry_date: null,
        first_name: null,
        last_name: null,
      });
      expect(res.body.confidences.cpf).toBeGreaterThan(0.9);
    },
    OCR_TIMEOUT,
  );

  it('reads a CNH-e PDF from its text layer, without OCR', async () => {
    const res = await extract(dataUrl('application/pdf', await cnhTextPdf()), 'cnh');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      source: 'pdf_text',
      full_name: CNH_FIXTURE.name,
      birth_date: CNH_FIXTURE.birth_date,
      cpf: CNH_FIXTURE.cpf,
      number: CNH_FIXTURE.registration,
      rg: CNH_FIXTURE.rg,
      issuing_body: CNH_FIXTURE.issuing_body,
      issue_date: CNH_FIXTURE.issue_date,
      expiry_date: CNH_FIXTURE.expiry_date,
    });
  });

  it('reads the digital CIN as PDF: its number is the CPF', async () => {
    const res = await extract(dataUrl('application/pdf', await cinTextPdf()), 'rg');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      source: 'pdf_text',
      full_name: CIN_FIXTURE.name,
      number: CIN_FIXTURE.cpf,
      cpf: CIN_FIXTURE.cpf,
      birth_date: CIN_FIXTURE.birth_date,
      issue_date: CIN_FIXTURE.issue_date,
      expiry_date: CIN_FIXTURE.expiry_date,
      issuing_body: CIN_FIXTURE.issuing_body,
    });
  });

  it(
    'reads a CNH scanned into a PDF (no text layer) by rendering page 1',
    async () => {
      // sent as "image/png": the type is taken from the content, not from the name or the data URL
      const res = await extract(dataUrl('image/png', await cnhScanPdf()), 'cnh');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        source: 'ocr',
        full_name: CNH_FIXTURE.name,
        cpf: CNH_FIXTURE.cpf,
        number: CNH_FIXTURE.registration,
        issuing_body: CNH_FIXTURE.issuing_body,
        expiry_date: CNH_FIXTURE.expiry_date,
        birth_date: CNH_FIXTURE.birth_date,
      });
    },
    OCR_TIMEOUT,
  );
});

describe('PDFs that cannot be read answer a clear 400', () => {
  it('refuses a corrupt PDF, in the request language', async () => {
    const broken = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const res = await extract(dataUrl('application/pdf', broken), 'cnh');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      file: ['Não foi possível abrir este PDF: ele está corrompido ou protegido por senha. Envie outro arquivo ou uma foto do documento.'],
    });
    const es = await extract(dataUrl('application/pdf', broken), 'cnh', 'es');
    expect((es.body as unknown as { file: string[] }).file[0]).toMatch(/^No fue posible abrir este PDF/);
  });

  it('refuses more than 20 pages, a page larger than A2 and a decompression bomb, at once', async () => {
    const tooLarge = { file: ['Este PDF é grande demais para ser lido (até 20 páginas, página até A2). Envie só a página do documento.'] };
    for (const pdf of [await manyPagesPdf(25), await hugePagePdf(), bombPdf(100)]) {
      const started = Date.now();
      const res = await extract(dataUrl('application/pdf', pdf), 'rg');
      expect(res.status).toBe(400);
      expect(res.body).toEqual(tooLarge);
      // the worker's own start is most of it; no render, no OCR
      expect(Date.now() - started).toBeLessThan(15_000);
    }
    // the server still answers
    expect((await extract(dataUrl('application/pdf', await cinTextPdf()), 'rg')).status).toBe(200);
  }, 60_000);
});
