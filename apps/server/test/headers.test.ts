import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition } from '../src/http/content-disposition.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { factories, type TestAgency } from './factories.ts';
import { pngBytes } from './images.ts';

let server: TestServer;
let agency: TestAgency;

beforeAll(async () => {
  // Both spellings of "trust the proxy in front": X-Forwarded-Proto is how HTTPS reaches the app.
  server = await startTestServer({ TRUST_PROXY: '1' });
  agency = await factories(server.app).agency();
});
afterAll(async () => server?.close());

describe('issue 14: response headers', () => {
  it('sends Cache-Control: no-store on authenticated JSON', async () => {
    const response = await server.api('/api/v1/agencies/accounts/info', { token: agency.owner.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('sends a Permissions-Policy that turns off camera, microphone and geolocation', async () => {
    const response = await server.api('/api/v1/health');
    const policy = response.headers.get('permissions-policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) expect(policy).toContain(`${feature}=()`);
  });

  it('sends HSTS only over HTTPS', async () => {
    const plain = await server.api('/api/v1/health');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const secure = await server.api('/api/v1/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('serves stored images inline (the screens show them) and any other file, or ?download=1, as an attachment', async () => {
    const image = await server.app.storage.put(`agencies/${agency.id}/test`, pngBytes(4, 4), 'png');
    const imageUrl = server.app.fileUrls.url(image.key)!;
    const inline = await fetch(`${server.baseUrl}${imageUrl}`);
    expect(inline.headers.get('content-type')).toBe('image/png');
    expect(inline.headers.get('content-disposition')).toMatch(/^inline; filename=".+\.png"$/);
    const asDownload = await fetch(`${server.baseUrl}${imageUrl}&download=1`);
    expect(asDownload.headers.get('content-disposition')).toMatch(/^attachment; /);

    const zip = await server.app.storage.put(`agencies/${agency.id}/test`, Buffer.from('PK\u0003\u0004rest-of-a-zip'), 'zip');
    const other = await fetch(`${server.baseUrl}${server.app.fileUrls.url(zip.key)}`);
    expect(other.headers.get('content-disposition')).toMatch(/^attachment; /);
  });

  it('names downloads with accents without breaking the header', () => {
    expect(contentDisposition('attachment', 'relatorio.xlsx')).toBe('attachment; filename="relatorio.xlsx"');
    expect(contentDisposition('attachment', 'Férias "São Paulo".pdf')).toBe(
      `attachment; filename="Ferias _Sao Paulo_.pdf"; filename*=UTF-8''F%C3%A9rias%20%22S%C3%A3o%20Paulo%22.pdf`,
    );
  });
});
