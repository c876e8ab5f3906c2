import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

describe('API reference at /api/docs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('serves Swagger UI from this server only, under the app CSP, on the same OpenAPI document', async () => {
    const page = await fetch(`${server.baseUrl}/api/docs/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('id="swagger-ui"');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline\'; script');
    // Every script and stylesheet is local: the reference works offline, with no CDN.
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThan(2);
    expect(html).not.toMatch(/<script(?![^>]*src=)[^>]*>\s*\S/); // no inline script for the CSP to block
    for (const asset of assets) {
      expect(asset).not.toMatch(/^(https?:)?\/\//);
      const url = new URL(asset, `${server.baseUrl}/api/docs/`);
      const response = await fetch(url);
      await response.arrayBuffer(); // an unread body keeps the connection busy and app.close() waiting
      expect(response.status, url.pathname).toBe(200);
    }
    const initializer = await (await fetch(`${server.baseUrl}/api/docs/static/swagger-initializer.js`)).text();
    expect(initializer).toContain('validatorUrl');

    const fromDocs = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as { paths: Record<string, unknown> };
    const fromApi = (await server.api<{ paths: Record<string, unknown> }>('/api/v1/openapi.json')).body;
    expect(Object.keys(fromDocs.paths)).toEqual(Object.keys(fromApi.paths));
    expect(Object.keys(fromDocs.paths)).toContain('/api/v1/customers');
  });
});
