import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { startTestServer, type TestServer } from './harness.ts';
import { factories, itineraryFactories, tripFactories, type TestAgency } from './factories.ts';
import { dataUrl, pngBytes } from './images.ts';
import { eq } from 'drizzle-orm';
import { agencies, travels } from '../src/db/schema/index.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** The text of every page, read back with pdfjs (through the compression and the embedded font's ToUnicode map). */
async function pdfText(data: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/[ \t]+/g, ' ');
}

async function tripInSaoPaulo() {
  const agency = await factories(server.app).agency({ name: 'Agência Ipê Viagens' });
  await server.app.db.update(agencies).set({ phone: '+55 11 3333-4444', logo: null }).where(eq(agencies.id, agency.id));
  const trips = tripFactories(server.app);
  const customer = await trips.customer(agency.id, { first_name: 'João', last_name: 'Conceição' });
  const child = await trips.dependent(agency.id, customer.id, { first_name: 'Ana Luíza' });
  const travel = await trips.travel(agency.id, customer.id, { name: 'Férias em São Paulo', going: '2030-07-10', back: '2030-07-14' });
  await server.app.db.update(travels).set({ screenplay: ['São Paulo', 'Paraty'] }).where(eq(travels.id, travel.id));
  const items = itineraryFactories(server.app);
  await items.traveler(agency.id, travel.id, { customer_id: customer.id });
  await items.traveler(agency.id, travel.id, { dependent_id: child.id });
  await items.trail(agency.id, travel.id, {
    type: 'flight',
    details: { airline: 'LATAM', flight_number: 'LA3456', locator: 'XYZ123', departure_city: 'Brasília', arrival_city: 'São Paulo', departure_at: '2030-07-10T08:15:00' },
    investment: '1234.56',
    sale_price: '1999.99',
  });
  const hotel = await items.trail(agency.id, travel.id, {
    type: 'hotel',
    details: { hotel: 'Hotel Jardins', address: 'Rua Oscar Freire, 100 — São Paulo', check_in: '2030-07-10', check_out: '2030-07-14' },
  });
  await items.trail(agency.id, travel.id, { type: 'restaurant', details: { name: 'Café Açaí', starts_at: '2030-07-12T13:00:00' } });
  await items.trail(agency.id, travel.id, { type: 'other', details: { name: 'Passeio sem data marcada' } });
  const voucher = await server.api('/api/v1/travels/voucher', {
    method: 'POST',
    token: agency.owner.token,
    body: { trail_id: hotel.id, file: dataUrl('image/png', pngBytes()), file_name: 'reserva-jardins.png' },
  });
  expect(voucher.status).toBe(201);
  return { agency, travel };
}

const getPdf = (agency: TestAgency, travelId: number, lang = 'pt-BR') =>
  fetch(`${server.baseUrl}/api/v1/travels/${travelId}/pdf`, { headers: { authorization: `Bearer ${agency.owner.token}`, 'accept-language': lang } });

describe('trip PDF (GET /travels/{id}/pdf)', () => {
  it('renders agency header, trip, travellers, day-by-day itinerary and vouchers, with accents', async () => {
    const { agency, travel } = await tripInSaoPaulo();
    const res = await getPdf(agency, travel.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="ferias-em-sao-paulo.pdf"');
    const data = Buffer.from(await res.arrayBuffer());
    expect(data.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // the TrueType font is embedded (subset), not a WinAnsi standard font
    expect(data.toString('latin1')).toMatch(/\/FontFile2/);
    expect(data.toString('latin1')).toMatch(/DejaVuSans/);

    const text = await pdfText(data);
    for (const expected of [
      'Agência Ipê Viagens',
      '+55 11 3333-4444',
      'Férias em São Paulo',
      'São Paulo · Paraty',
      '10/07/2030 – 14/07/2030 (5 dias)',
      'João Conceição',
      'Ana Luíza',
      'Dia 1 — 10/07/2030 (quarta-feira)',
      '08:15 Voo — LATAM LA3456 · Brasília → São Paulo',
      'Localizador: XYZ123',
      'Hospedagem — Hotel Jardins',
      'Dia 3 — 12/07/2030',
      'Café Açaí',
      'Sem data',
      'Passeio sem data marcada',
      'reserva-jardins.png',
    ])
      expect(text).toContain(expected);
    // a document for the client: no costs or prices
    expect(text).not.toContain('1234');
    expect(text).not.toContain('1999');
    expect(text.indexOf('Dia 1')).toBeLessThan(text.indexOf('Dia 3'));
    expect(text.indexOf('Dia 3')).toBeLessThan(text.indexOf('Sem data'));
  });

  it('speaks the request language', async () => {
    const { agency, travel } = await tripInSaoPaulo();
    const text = await pdfText(Buffer.from(await (await getPdf(agency, travel.id, 'es')).arrayBuffer()));
    expect(text).toContain('Día 1 — 10/07/2030 (miércoles)');
    expect(text).toContain('Vuelo');
    expect(text).toContain('Férias em São Paulo');
  });

  it('embeds the agency logo when it is a PNG', async () => {
    const { agency, travel } = await tripInSaoPaulo();
    const stored = await server.app.storage.put('logos', pngBytes(20, 10), 'png');
    await server.app.db.update(agencies).set({ logo: stored.key }).where(eq(agencies.id, agency.id));
    const data = Buffer.from(await (await getPdf(agency, travel.id)).arrayBuffer());
    expect(data.toString('latin1')).toMatch(/\/Subtype \/Image/);
  });
});

describe('trip PDF: tenant isolation', () => {
  it("another agency cannot get the trip's PDF (404), and a login is needed", async () => {
    const { travel } = await tripInSaoPaulo();
    const other = await factories(server.app).agency();
    const res = await getPdf(other, travel.id);
    expect(res.status).toBe(404);
    expect((await fetch(`${server.baseUrl}/api/v1/travels/${travel.id}/pdf`)).status).toBe(401);
  });
});
