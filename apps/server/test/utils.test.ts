import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { factories, type TestAgency } from './factories.ts';
import { CepUnavailable, createViaCepLookup } from '../src/modules/utils/cep.ts';
import { loadConfig } from '../src/config.ts';

/** A tiny stand-in for ViaCEP: GET /ws/{cep}/json/. */
interface FakeViaCep {
  url: string;
  requests: string[];
  close(): Promise<void>;
}
async function startFakeViaCep(): Promise<FakeViaCep> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    const cep = /^\/ws\/(\d{8})\/json\/$/.exec(req.url ?? '')?.[1];
    res.setHeader('content-type', 'application/json; charset=utf-8');
    if (cep === '01001000') {
      res.end(
        JSON.stringify({
          cep: '01001-000',
          logradouro: 'Praça da Sé',
          complemento: 'lado ímpar',
          bairro: 'Sé',
          localidade: 'São Paulo',
          uf: 'SP',
          ibge: '3550308',
        }),
      );
    } else if (cep === '11111111') {
      res.statusCode = 500;
      res.end('{}');
    } else {
      res.end(JSON.stringify({ erro: 'true' }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/ws`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let server: TestServer;
let agency: TestAgency;

beforeAll(async () => {
  server = await startTestServer();
  agency = await factories(server.app).agency();
});
afterAll(async () => {
  await server?.close();
});

const get = <T>(path: string, lang?: string) => server.api<T>(path, { token: agency.owner.token, lang });

describe('utils lookups', () => {
  it('GET /utils/currency: ISO code -> localised name, common currencies first', async () => {
    const pt = await get<Record<string, string>>('/api/v1/utils/currency');
    expect(pt.status).toBe(200);
    expect(Object.keys(pt.body).slice(0, 6)).toEqual(['BRL', 'USD', 'EUR', 'GBP', 'ARS', 'CLP']);
    expect(pt.body.BRL).toBe('Real brasileiro');
    expect(pt.body.USD).toBe('Dólar americano');
    expect(Object.keys(pt.body).length).toBeGreaterThan(150);
    expect(pt.body.JPY).toBeTruthy();
    const es = await get<Record<string, string>>('/api/v1/utils/currency', 'es');
    expect(es.body.BRL).toBe('Real brasileño');
    const en = await get<Record<string, string>>('/api/v1/utils/currency', 'en');
    expect(en.body.BRL).toBe('Brazilian Real');
  });

  it('GET /utils/options-payment: the payment methods, localised', async () => {
    const pt = await get<Record<string, string>>('/api/v1/utils/options-payment');
    expect(pt.body).toEqual({
      pix: 'Pix',
      credit_card: 'Cartão de crédito',
      debit_card: 'Cartão de débito',
      boleto: 'Boleto',
      bank_transfer: 'Transferência bancária',
      cash: 'Dinheiro',
      invoiced: 'Faturado',
      miles: 'Milhas',
      other: 'Outro',
    });
    const es = await get<Record<string, string>>('/api/v1/utils/options-payment', 'es');
    expect(es.body.credit_card).toBe('Tarjeta de crédito');
  });

  it('GET /utils/degree-options: the 15 degrees of the spec, in order, with the spec labels', async () => {
    const pt = await get<Record<string, string>>('/api/v1/utils/degree-options');
    expect(Object.values(pt.body)).toEqual([
      'pai',
      'mãe',
      'filho(a)',
      'cônjuge',
      'enteado(a)',
      'afilhado(a)',
      'irmã(o)',
      'neto',
      'sobrinho(a)',
      'avô(ó)',
      'bisavô(ô)',
      'cunhado(a)',
      'tio(a)',
      'sogro(a)',
      'amigo(a)',
    ]);
    expect(Object.keys(pt.body)[0]).toBe('pai');
    const es = await get<Record<string, string>>('/api/v1/utils/degree-options', 'es');
    expect(es.body.mae).toBe('madre');
  });

  it('GET /utils/states: the 27 federative units', async () => {
    const res = await get<Record<string, string>>('/api/v1/utils/states');
    expect(Object.keys(res.body)).toHaveLength(27);
    expect(res.body.SP).toBe('São Paulo');
    expect(res.body.DF).toBe('Distrito Federal');
    expect(Object.keys(res.body)[0]).toBe('AC');
  });

  it('needs a signed-in user', async () => {
    for (const path of ['currency', 'options-payment', 'degree-options', 'states', 'cep/01001000'])
      expect((await server.api(`/api/v1/utils/${path}`)).status).toBe(401);
  });
});

describe('CEP lookup', () => {
  it('with the lookup off (CEP_LOOKUP_URL=off) answers 503, never "not found"; a malformed CEP is a 400', async () => {
    const res = await get<{ detail: string }>('/api/v1/utils/cep/01001-000');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ detail: 'A busca de CEP não está disponível agora; preencha o endereço.' });
    const es = await get<{ detail: string }>('/api/v1/utils/cep/01001000', 'es');
    expect(es.body).toEqual({ detail: 'La búsqueda de código postal no está disponible ahora; complete la dirección.' });
    const bad = await get<Record<string, string[]>>('/api/v1/utils/cep/abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ cep: ['Não foi possível encontrar o CEP informado.'] });
  });

  it('uses ViaCEP by default and "off" turns it off', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).cepLookupUrl).toBe('https://viacep.com.br/ws');
    expect(loadConfig({ NODE_ENV: 'test', CEP_LOOKUP_URL: 'off' }).cepLookupUrl).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test', CEP_LOOKUP_URL: 'http://127.0.0.1:9/ws/' }).cepLookupUrl).toBe('http://127.0.0.1:9/ws');
  });

  it('the ViaCEP adapter maps an address; an unknown CEP is null; a failing or unreachable service is "unavailable"', async () => {
    const fake = await startFakeViaCep();
    try {
      const lookup = createViaCepLookup(`${fake.url}/`);
      expect(await lookup.lookup('01001-000')).toEqual({
        cep: '01001-000',
        street: 'Praça da Sé',
        complement: 'lado ímpar',
        neighborhood: 'Sé',
        city: 'São Paulo',
        state: 'SP',
        country: 'BR',
      });
      expect(fake.requests).toEqual(['/ws/01001000/json/']);
      expect(await lookup.lookup('99999999')).toBeNull();
      await expect(lookup.lookup('11111111')).rejects.toBeInstanceOf(CepUnavailable);
      expect(await lookup.lookup('123')).toBeNull();
      expect(fake.requests).toHaveLength(3); // a malformed CEP is not sent
      const errors: unknown[] = [];
      const down = createViaCepLookup('http://127.0.0.1:1/ws', { onError: (e) => errors.push(e) });
      await expect(down.lookup('01001000')).rejects.toBeInstanceOf(CepUnavailable);
      expect(errors).toHaveLength(1);
    } finally {
      await fake.close();
    }
  });

  it('with CEP_LOOKUP_URL the route answers the address, "not found" only when the service says so, 503 when it fails', async () => {
    const fake = await startFakeViaCep();
    let withCep: TestServer | undefined;
    try {
      withCep = await startTestServer({ CEP_LOOKUP_URL: fake.url });
      const owner = (await factories(withCep.app).agency()).owner;
      const found = await withCep.api<Record<string, string>>('/api/v1/utils/cep/01001-000', { token: owner.token });
      expect(found.status).toBe(200);
      expect(found.body).toMatchObject({ cep: '01001-000', street: 'Praça da Sé', city: 'São Paulo', state: 'SP', country: 'BR' });
      const missing = await withCep.api<{ detail: string }>('/api/v1/utils/cep/99999-999', { token: owner.token });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ detail: 'Não foi possível encontrar o CEP informado.' });
      const failing = await withCep.api<{ detail: string }>('/api/v1/utils/cep/11111-111', { token: owner.token });
      expect(failing.status).toBe(503);
    } finally {
      await withCep?.close();
      await fake.close();
    }
  });
});
