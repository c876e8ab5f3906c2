import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../src/http/error-handler.ts';
import { registerLocale } from '../src/http/locale.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { factories, tripFactories, type TestAgency } from './factories.ts';

let server: TestServer;
let agency: TestAgency;

beforeAll(async () => {
  server = await startTestServer();
  agency = await factories(server.app).agency();
});
afterAll(async () => server?.close());

describe('issue 14: inputs the database cannot hold get a field error', () => {
  it('answers an id above the int4 column with a field error, not "integer out of range"', async () => {
    const response = await server.api<Record<string, string[]>>('/api/v1/customers/2147483648', { token: agency.owner.token });
    expect(response.status).toBe(400);
    expect(response.body.id).toEqual(['Certifique-se de que este valor seja menor ou igual a 2147483647.']);
    const query = await server.api('/api/v1/travels/all?customer_id=2147483648', { token: agency.owner.token });
    expect(query.status).toBe(400);
  });

  it('refuses a NUL byte in a name and in the customer search with a localised field error', async () => {
    const user = await server.api<Record<string, string[]>>('/api/v1/agencies/accounts/user', {
      method: 'PUT',
      token: agency.owner.token,
      lang: 'en',
      body: { first_name: 'a\u0000b' },
    });
    expect(user.status).toBe(400);
    expect(user.body.first_name).toEqual(['Text contains control characters that are not allowed.']);
    const search = await server.api<Record<string, string[]>>('/api/v1/customers?query=%00', { token: agency.owner.token });
    expect(search.status).toBe(400);
    expect(search.body.query).toEqual(['Texto com caracteres de controle não permitidos.']);
  });

  it('refuses trip dates in year 0000 or 9999 with "Formato de data inválido."', async () => {
    const customer = await tripFactories(server.app).customer(agency.id);
    for (const [going, back] of [['0000-01-01', '0000-01-05'], ['9999-12-31', '9999-12-31']]) {
      const response = await server.api<Record<string, string[]>>('/api/v1/travels', {
        method: 'POST',
        token: agency.owner.token,
        body: { name: 'Viagem', customer_id: customer.id, going, back, screenplay: ['Lisboa'] },
      });
      expect(response.status).toBe(400);
      expect(response.body.going).toEqual(['Formato de data inválido.']);
    }
  });

  it('answers a multipart body cut short with 400', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/travels/voucher`, {
      method: 'POST',
      headers: { authorization: `Bearer ${agency.owner.token}`, 'content-type': 'multipart/form-data; boundary=b' },
      body: '--b\r\nContent-Disposition: form-data; name="travel_id"\r\n\r\n1',
    });
    expect(response.status).toBe(400);
  });
});

describe('error handler', () => {
  it('turns PostgreSQL errors caused by client data into 400 and keeps other failures 500', async () => {
    const app = Fastify();
    registerLocale(app);
    registerErrorHandling(app);
    const sqlError = (code: string) => Object.assign(new Error('database said no'), { code });
    for (const code of ['22P02', '22003', '22021', '22007', '22008'])
      app.get(`/client/${code}`, async () => {
        // drizzle wraps the driver's error: the code sits on the cause
        throw Object.assign(new Error('Failed query'), { cause: sqlError(code) });
      });
    app.get('/server', async () => {
      throw sqlError('53300'); // too many connections: ours, not the client's
    });
    for (const code of ['22P02', '22003', '22021', '22007', '22008']) {
      const response = await app.inject(`/client/${code}`);
      expect(response.statusCode, code).toBe(400);
      expect(response.json()).toEqual({ non_field_errors: ['Valor inválido.'] });
    }
    expect((await app.inject('/server')).statusCode).toBe(500);
    await app.close();
  });
});
