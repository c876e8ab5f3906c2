import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSize } from '../src/platform/storage/image-size.ts';
import { createOcrEngine } from '../src/platform/documents-ai/ocr.ts';
import { DocumentUnreadable } from '../src/platform/documents-ai/types.ts';
import { readXlsx } from '../src/modules/import-export/spreadsheet.ts';
import { checkZipSize } from '../src/modules/import-export/zip-limits.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { factories, tripFactories, type TestAgency } from './factories.ts';
import { bombPng, dataUrl, pngBytes } from './images.ts';
import { bombXlsx } from './bombs.ts';
import { specimenPassportPng } from './passport-image.ts';

let server: TestServer;
let agency: TestAgency;

beforeAll(async () => {
  server = await startTestServer();
  agency = await factories(server.app).agency();
});
afterAll(async () => server?.close());

const TOO_MANY_PIXELS = { file: ['Imagem muito grande. Máximo de 40 megapixels.'] };

describe('issue 14: images are measured from their header before anything decodes them', () => {
  it('reads the pixel size of PNG, JPEG, WebP and GIF headers', async () => {
    const canvas = createCanvas(321, 123);
    expect(imageSize(pngBytes(7, 5), 'image/png')).toEqual({ width: 7, height: 5 });
    expect(imageSize(canvas.toBuffer('image/jpeg'), 'image/jpeg')).toEqual({ width: 321, height: 123 });
    expect(imageSize(canvas.toBuffer('image/webp'), 'image/webp')).toEqual({ width: 321, height: 123 });
    expect(imageSize(Buffer.from('GIF89a\x40\x01\xf0\x00\x80\x00\x00', 'latin1'), 'image/gif')).toEqual({ width: 320, height: 240 });
    expect(imageSize(bombPng(20_000, 20_000), 'image/png')).toEqual({ width: 20_000, height: 20_000 });
  });

  it('refuses a 20000 x 20000 PNG for OCR with "Imagem muito grande", at once', async () => {
    const customer = await tripFactories(server.app).customer(agency.id);
    const file = dataUrl('image/png', bombPng());
    const started = Date.now();
    const response = await server.api(`/api/v1/customers/${customer.id}/agent/documents/`, {
      method: 'POST',
      token: agency.owner.token,
      body: { file, document_type: 'passport' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(TOO_MANY_PIXELS);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses it as a stored document and as a profile picture too', async () => {
    const customer = await tripFactories(server.app).customer(agency.id);
    const file = dataUrl('image/png', bombPng(8_000, 6_000));
    const document = await server.api('/api/v1/customers/documents', {
      method: 'POST',
      token: agency.owner.token,
      body: { customer_id: customer.id, document_type: 'passport', number: 'AB123456', file },
    });
    expect(document.status).toBe(400);
    expect(document.body).toMatchObject(TOO_MANY_PIXELS);
    const picture = await server.api('/api/v1/agencies/accounts/user', { method: 'PUT', token: agency.owner.token, body: { picture: file } });
    expect(picture.status).toBe(400);
    expect(picture.body).toEqual({ picture: [TOO_MANY_PIXELS.file[0]] });
  });
});

describe('issue 14: spreadsheets are read with caps', () => {
  it('refuses an .xlsx that inflates to 64 MB after inflating at most 24 MB', async () => {
    const bomb = bombXlsx(64);
    expect(bomb.length).toBeLessThan(512 * 1024);
    expect(checkZipSize(bomb, { maxInflatedBytes: 24 * 1024 * 1024, maxEntries: 200 })).toBe('too-large');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bomb)]), 'clientes.xlsx');
    const response = await fetch(`${server.baseUrl}/api/v1/agencies/accounts/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${agency.owner.token}` },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ file: ['A planilha é grande demais para ser lida (no máximo 24 MB descompactados).'] });
  });

  it('reads only the first columns and refuses a sheet past the row limit', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('clientes');
    sheet.addRow(['Nome', 'Telefone']);
    sheet.addRow(['Ana', '11 99999-0000']);
    sheet.getCell('XFD2').value = 'stray';
    const wide = await readXlsx(Buffer.from(await workbook.xlsx.writeBuffer()), { maxRows: 10, maxColumns: 64 });
    expect(wide.header).toEqual(['Nome', 'Telefone']);
    expect(wide.rows[0]!.cells.length).toBeLessThanOrEqual(64);

    for (let i = 0; i < 11; i++) sheet.addRow([`Cliente ${i}`, '11 98888-0000']);
    await expect(readXlsx(Buffer.from(await workbook.xlsx.writeBuffer()), { maxRows: 10, maxColumns: 64 })).rejects.toMatchObject({
      fields: { file: [{ key: 'validation.importTooManyRows', params: { max: 10 } }] },
    });
  });
});

describe('issue 14: OCR has a time limit', () => {
  it('gives up on a document past the timeout, ends the worker, and keeps answering', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), `rumo-ocr-${crypto.randomBytes(3).toString('hex')}-`));
    const engine = createOcrEngine({ languageFolder: folder, timeoutMs: 300 });
    try {
      const input = { data: specimenPassportPng(), mime: 'image/png', documentType: 'passport' as const };
      await expect(engine.extract(input)).rejects.toThrow(DocumentUnreadable);
      await expect(engine.extract(input)).rejects.toThrow('OCR timed out');
    } finally {
      await engine.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
