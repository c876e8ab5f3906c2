import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { factories } from './factories.ts';

let server: TestServer;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><body><div id="root">Rumo SPA</div></body></html>');
  fs.writeFileSync(path.join(webDist, 'login.html'), '<!doctype html><html><body><div id="root">Rumo login</div></body></html>');
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  server = await startTestServer({ WEB_DIST: webDist });
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('platform', () => {
  it('answers the health check with the database state', async () => {
    const res = await server.api<{ status: string; database: string }>('/api/v1/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('accepts trailing slashes', async () => {
    const res = await server.api('/api/v1/health/');
    expect(res.status).toBe(200);
  });

  it('answers an unknown API path with a localised 404 JSON', async () => {
    const pt = await server.api<{ detail: string }>('/api/v1/nao-existe');
    expect(pt.status).toBe(404);
    expect(pt.body.detail).toBe('O recurso solicitado não existe.');
    const es = await server.api<{ detail: string }>('/api/v1/nao-existe', { lang: 'es-ES,es;q=0.9' });
    expect(es.body.detail).toBe('El recurso solicitado no existe.');
    const en = await server.api<{ detail: string }>('/api/v1/nao-existe', { lang: 'en-US' });
    expect(en.body.detail).toBe('The requested resource does not exist.');
  });

  it('serves index.html for any unknown non-API path (history mode)', async () => {
    for (const route of ['/', '/clientes/12', '/viagem/3/9/pdf-viagem', '/uma/rota/qualquer']) {
      const res = await server.api<string>(route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.body).toContain('Rumo SPA');
    }
  });

  it('serves a light page its own entry, and the app shell where the build has none', async () => {
    const login = await server.api<string>('/login?from=%2Fclientes');
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-cache');
    expect(login.body).toContain('Rumo login');
    // no pnr.html in this build: the app shell answers its route
    expect((await server.api<string>('/decodificador-pnr')).body).toContain('Rumo SPA');
  });

  it('serves built assets with long caching and 404s missing ones', async () => {
    const asset = await server.api('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await server.api('/assets/missing-123.js')).status).toBe(404);
  });

  it('sends security headers and a request id', async () => {
    const res = await server.api('/api/v1/health', { headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    const generated = await server.api('/api/v1/health');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes an OpenAPI document generated from the schemas', async () => {
    const res = await server.api<{ openapi: string; paths: Record<string, unknown> }>('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/v1/auth/signin', '/api/v1/agencies/accounts/info']));
  });

  it('answers a malformed JSON body with a 400, not a 500', async () => {
    const res = await server.api<{ non_field_errors: string[] }>('/api/v1/auth/signin', {
      method: 'POST',
      body: '{"email": ',
    });
    expect(res.status).toBe(400);
    expect(res.body.non_field_errors).toEqual(['O corpo da requisição não é um JSON válido.']);
  });
});

describe('authentication', () => {
  it('signs in with e-mail and password and returns a token', async () => {
    const { owner } = await factories(server.app).agency();
    const res = await server.api<{ token: string }>('/api/v1/auth/signin', {
      method: 'POST',
      body: { email: owner.email.toUpperCase(), password: owner.password },
    });
    expect(res.status).toBe(200);
    const info = await server.api<{ user: { email: string } }>('/api/v1/agencies/accounts/info', { token: res.body.token });
    expect(info.status).toBe(200);
    expect(info.body.user.email).toBe(owner.email);
  });

  it('rejects a wrong password with a localised non_field_errors message', async () => {
    const { owner } = await factories(server.app).agency();
    const body = { email: owner.email, password: 'senha-errada-000' };
    const pt = await server.api<Record<string, string[]>>('/api/v1/auth/signin', { method: 'POST', body });
    expect(pt.status).toBe(400);
    expect(pt.body).toEqual({ non_field_errors: ['E-mail ou senha inválidos.'] });
    const es = await server.api<Record<string, string[]>>('/api/v1/auth/signin', { method: 'POST', body, lang: 'es' });
    expect(es.body).toEqual({ non_field_errors: ['Correo o contraseña inválidos.'] });
    const unknown = await server.api('/api/v1/auth/signin', {
      method: 'POST',
      body: { email: 'ninguem@nada.test', password: 'x1234567' },
    });
    expect(unknown.body).toEqual(pt.body);
  });

  it('reports missing fields as {field: [messages]} in the request language', async () => {
    const pt = await server.api<Record<string, string[]>>('/api/v1/auth/signin', { method: 'POST', body: {} });
    expect(pt.status).toBe(400);
    expect(pt.body).toEqual({ email: ['Este campo é obrigatório'], password: ['Este campo é obrigatório'] });
    const en = await server.api<Record<string, string[]>>('/api/v1/auth/signin', {
      method: 'POST',
      body: { email: 'not-an-email', password: 'x' },
      lang: 'en',
    });
    expect(en.body.email).toEqual(['Enter a valid e-mail address.']);
  });

  it('refuses protected calls without a token or with a bad one', async () => {
    const none = await server.api<{ detail: string }>('/api/v1/agencies/accounts/info');
    expect(none.status).toBe(401);
    expect(none.body.detail).toBe('As credenciais de autenticação não foram fornecidas.');
    const bad = await server.api<{ detail: string }>('/api/v1/agencies/accounts/info', { token: 'abc.def.ghi' });
    expect(bad.status).toBe(401);
    expect(bad.body.detail).toBe('Sessão inválida ou expirada. Entre novamente.');
  });

  it('revokes the token on logout', async () => {
    const { owner } = await factories(server.app).agency();
    expect((await server.api('/api/v1/agencies/accounts/info', { token: owner.token })).status).toBe(200);
    expect((await server.api('/api/v1/auth/logout', { method: 'POST', token: owner.token })).status).toBe(204);
    expect((await server.api('/api/v1/agencies/accounts/info', { token: owner.token })).status).toBe(401);
  });
});

describe('account info', () => {
  it('returns the user and only their own agency, with the trial days left', async () => {
    const make = factories(server.app);
    const mine = await make.agency({ trialDaysLeft: 4 });
    await make.agency({ trialDaysLeft: 9 });
    const res = await server.api<{ user: { pk: number; role: string }; agency: { id: number; status: string; trial_date: number } }>(
      '/api/v1/agencies/accounts/info',
      { token: mine.owner.token },
    );
    expect(res.body.user).toMatchObject({ pk: mine.owner.id, role: 'owner' });
    expect(res.body.agency).toMatchObject({ id: mine.id, status: 'trial', trial_date: 4 });
  });

  it('answers agency null for a user between signup steps', async () => {
    const loner = await factories(server.app).user(null, 'owner');
    const res = await server.api<{ agency: null }>('/api/v1/agencies/accounts/info', { token: loner.token });
    expect(res.status).toBe(200);
    expect(res.body.agency).toBeNull();
  });
});
