import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { factories, type TestAgency } from './factories.ts';

type Prediction = { place_id: string; description: string; main_text?: string | null; secondary_text?: string | null };
type Details = { name: string; formatted_address: string | null; formatted_phone_number: string | null; international_phone_number: string | null; country?: string | null };

describe('places: offline gazetteer (no key configured)', () => {
  let server: TestServer;
  let agency: TestAgency;
  const search = (query: string, types = 'cities', lang = 'pt-BR') =>
    server.api<Prediction[]>('/api/v1/utils/search-autocomplete', { method: 'POST', token: agency.owner.token, body: { query, types }, lang });
  const details = (place_id: string, lang = 'pt-BR') =>
    server.api<Details[]>('/api/v1/utils/search-details', { method: 'POST', token: agency.owner.token, body: { place_id, fields: ['name', 'formatted_address'] }, lang });

  beforeAll(async () => {
    server = await startTestServer();
    agency = await factories(server.app).agency();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('uses the offline provider without a Google key', () => {
    expect(server.app.places.name).toBe('offline');
  });

  it("'lisb' finds Lisboa first, labelled in Portuguese", async () => {
    const res = await search('lisb');
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ description: 'Lisboa, Portugal', main_text: 'Lisboa', secondary_text: 'Portugal', place_id: 'geonames:2267057' });
    expect(res.body.length).toBeGreaterThan(1);
    expect(res.body.length).toBeLessThanOrEqual(10);
  });

  it("'são pa' and 'sao pa' find São Paulo first", async () => {
    for (const query of ['são pa', 'sao pa', 'SÃO PAULO', 'Sao  Paulo']) {
      const res = await search(query);
      expect(res.body[0], query).toMatchObject({ description: 'São Paulo, Brasil', place_id: 'geonames:3448439' });
    }
  });

  it("'nova york' and 'new york' find New York", async () => {
    expect((await search('nova york')).body[0]).toMatchObject({ description: 'Nova York, Estados Unidos', place_id: 'geonames:5128581' });
    expect((await search('new york')).body[0]).toMatchObject({ description: 'New York City, Estados Unidos', place_id: 'geonames:5128581' });
    expect((await search('nueva york', 'cities', 'es')).body[0]).toMatchObject({ description: 'Nueva York, Estados Unidos', place_id: 'geonames:5128581' });
  });

  it('ranks by population and labels countries in the request language', async () => {
    const res = await search('par');
    expect(res.body[0]!.description).toBe('Paris, França');
    const es = await search('lond', 'cities', 'es');
    expect(es.body[0]!.description).toBe('Londres, Reino Unido');
    const en = await search('lisb', 'cities', 'en');
    expect(en.body[0]!.description).toBe('Lisbon, Portugal');
    // a later word of the name matches too
    expect((await search('janeiro')).body.map((p) => p.description)).toContain('Rio de Janeiro, Brasil');
  });

  it('answers nothing for unknown text and for establishments, addresses find cities', async () => {
    expect((await search('zzzzqqq')).body).toEqual([]);
    expect((await search('hilton', 'hotel')).body).toEqual([]);
    expect((await search('lisb', 'address')).body[0]!.description).toBe('Lisboa, Portugal');
  });

  it('validates the body', async () => {
    const blank = await server.api<Record<string, string[]>>('/api/v1/utils/search-autocomplete', { method: 'POST', token: agency.owner.token, body: { query: ' ', types: 'cities' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ query: ['Este campo é obrigatório'] });
    const kind = await server.api<Record<string, string[]>>('/api/v1/utils/search-autocomplete', { method: 'POST', token: agency.owner.token, body: { query: 'x', types: 'planet' } });
    expect(kind.body).toEqual({ types: ['Escolha uma opção válida.'] });
  });

  it('gives the details of a place id as a list whose first item has the name and address', async () => {
    const res = await details('geonames:2267057');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({ name: 'Lisboa', formatted_address: 'Lisboa, Portugal', formatted_phone_number: null, international_phone_number: null, country: 'Portugal' }),
    ]);
    expect((await details('geonames:5128581', 'es')).body[0]!.formatted_address).toBe('Nueva York, Estados Unidos');
    expect((await details('geonames:999999999')).status).toBe(404);
    expect((await details('ChIJ-google-id')).status).toBe(404);
  });

  it('answers quickly once loaded', async () => {
    await search('a');
    const gazetteer = (server.app.places as unknown as { gazetteer(): { search(q: string, l: string): unknown[] } }).gazetteer();
    const started = performance.now();
    for (const q of ['lisb', 'sao pa', 'new york', 'buenos', 'm', 'santiago', 'rio de j', 'xangai', 'porto', 'ciudad de m']) gazetteer.search(q, 'pt');
    // ten searches; generous bound so a slow CI box does not flake (bench/places-search.ts measures)
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('needs a token of an agency user', async () => {
    expect((await server.api('/api/v1/utils/search-autocomplete', { method: 'POST', body: { query: 'lisb', types: 'cities' } })).status).toBe(401);
    expect((await server.api('/api/v1/utils/search-details', { method: 'POST', body: { place_id: 'geonames:1' } })).status).toBe(401);
    const loner = await factories(server.app).user(null, 'owner');
    expect((await server.api('/api/v1/utils/search-autocomplete', { method: 'POST', token: loner.token, body: { query: 'lisb', types: 'cities' } })).status).toBe(403);
  });
});

describe('places: Google Places adapter against a local fake', () => {
  let server: TestServer;
  let agency: TestAgency;
  let fake: http.Server;
  let mode: 'ok' | 'denied' | 'down' = 'ok';
  const calls: URL[] = [];

  beforeAll(async () => {
    fake = http.createServer((req, res) => {
      const url = new URL(req.url!, 'http://fake');
      calls.push(url);
      res.setHeader('content-type', 'application/json');
      if (mode === 'down') {
        res.statusCode = 503;
        return res.end('{}');
      }
      if (url.searchParams.get('key') !== 'test-key' || mode === 'denied') {
        return res.end(JSON.stringify({ status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' }));
      }
      if (url.pathname === '/maps/api/place/autocomplete/json') {
        const input = url.searchParams.get('input');
        return res.end(
          JSON.stringify({
            status: 'OK',
            predictions: [
              {
                place_id: 'ChIJ-hotel-1',
                description: `${input} Palace, Lisboa, Portugal`,
                structured_formatting: { main_text: `${input} Palace`, secondary_text: 'Lisboa, Portugal' },
              },
            ],
          }),
        );
      }
      if (url.pathname === '/maps/api/place/details/json') {
        if (url.searchParams.get('place_id') !== 'ChIJ-hotel-1') return res.end(JSON.stringify({ status: 'NOT_FOUND' }));
        return res.end(
          JSON.stringify({
            status: 'OK',
            result: {
              name: 'Avenida Palace',
              formatted_address: 'R. 1º de Dezembro 123, 1200-359 Lisboa, Portugal',
              formatted_phone_number: '21 321 8100',
              international_phone_number: '+351 21 321 8100',
              address_components: [
                { long_name: 'Lisboa', short_name: 'Lisboa', types: ['locality', 'political'] },
                { long_name: 'Lisboa', short_name: 'Lisboa', types: ['administrative_area_level_1', 'political'] },
                { long_name: 'Portugal', short_name: 'PT', types: ['country', 'political'] },
                { long_name: '1200-359', short_name: '1200-359', types: ['postal_code'] },
              ],
            },
          }),
        );
      }
      res.statusCode = 404;
      res.end('{}');
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as AddressInfo;
    server = await startTestServer({ GOOGLE_PLACES_API_KEY: 'test-key', GOOGLE_PLACES_BASE_URL: `http://127.0.0.1:${port}` });
    agency = await factories(server.app).agency();
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => fake?.close(resolve));
  });

  const post = <T>(path: string, body: unknown, lang = 'pt-BR') => server.api<T>(`/api/v1/utils/${path}`, { method: 'POST', token: agency.owner.token, body, lang });

  it('is chosen when a key is configured', () => {
    expect(server.app.places.name).toBe('google');
  });

  it('maps the kinds to Google types and passes the key and language', async () => {
    mode = 'ok';
    const expected: Record<string, string> = { company: 'establishment', hotel: 'establishment', car_rental: 'establishment', cities: 'geocode', address: 'address' };
    for (const [types, googleType] of Object.entries(expected)) {
      calls.length = 0;
      const res = await post<Prediction[]>('search-autocomplete', { query: 'Avenida', types }, 'es');
      expect(res.status).toBe(200);
      expect(res.body).toEqual([{ place_id: 'ChIJ-hotel-1', description: 'Avenida Palace, Lisboa, Portugal', main_text: 'Avenida Palace', secondary_text: 'Lisboa, Portugal' }]);
      expect(calls).toHaveLength(1);
      expect(calls[0]!.searchParams.get('types')).toBe(googleType);
      expect(calls[0]!.searchParams.get('input')).toBe('Avenida');
      expect(calls[0]!.searchParams.get('language')).toBe('es');
      expect(calls[0]!.searchParams.get('key')).toBe('test-key');
    }
  });

  it('gives details with name, address and phones; unknown ids are 404', async () => {
    mode = 'ok';
    calls.length = 0;
    const res = await post<Details[]>('search-details', { place_id: 'ChIJ-hotel-1', fields: ['name', 'formatted_phone_number'] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        name: 'Avenida Palace',
        formatted_address: 'R. 1º de Dezembro 123, 1200-359 Lisboa, Portugal',
        formatted_phone_number: '21 321 8100',
        international_phone_number: '+351 21 321 8100',
        city: 'Lisboa',
        state: 'Lisboa',
        country: 'Portugal',
        cep: '1200-359',
      },
    ]);
    expect(calls[0]!.searchParams.get('language')).toBe('pt-BR');
    expect(calls[0]!.searchParams.get('fields')!.split(',')).toEqual(expect.arrayContaining(['name', 'formatted_phone_number', 'international_phone_number']));
    expect((await post('search-details', { place_id: 'ChIJ-unknown' })).status).toBe(404);
  });

  it('answers 502 when Google refuses or is down, without leaking the key', async () => {
    for (const m of ['denied', 'down'] as const) {
      mode = m;
      const res = await post<{ detail: string }>('search-autocomplete', { query: 'x', types: 'cities' });
      expect(res.status).toBe(502);
      expect(JSON.stringify(res.body)).not.toContain('test-key');
    }
    mode = 'ok';
  });
});
