import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinancialReport, TravelPayment } from '@rumo/core';
import { startTestServer, type TestServer } from './harness.ts';
import { factories, itineraryFactories, tripFactories, type TestAgency } from './factories.ts';
import { auditLog, travelFinancials, travelPayments } from '../src/db/schema/index.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Errors = Record<string, string[]>;

/**
 * A trip with items in BRL, USD, EUR, CHF and GBP. Expected values are worked out by hand:
 *   BRL  0.10 + 0.20 = 0.30 exactly (no float drift)
 *   USD  1000.00 x 5.4321 = 5432.10;  0.01 x 5.4321 = 0.054321 -> 0.05;  0.03 x 5.4321 = 0.162963 -> 0.16
 *   EUR  333.33 x 5.9012 = 1967.046996 -> 1967.05;  400.00 x 5.9012 = 2360.48
 *   CHF  1.00 x 0.125 = 0.125 -> 0.13 (half-up, not half-even);  3.00 x 0.125 = 0.375 -> 0.38
 *   GBP  no rate: listed as missing, left out of every BRL total
 */
async function tripWithMoney() {
  const agency = await factories(server.app).agency();
  const customer = await tripFactories(server.app).customer(agency.id, { first_name: 'Marina', last_name: 'Souza' });
  const travel = await tripFactories(server.app).travel(agency.id, customer.id, { name: 'Europa 2030' });
  const item = itineraryFactories(server.app).trail;
  const a = await item(agency.id, travel.id, { type: 'activity', details: { name: 'City tour', starts_at: '2030-05-02T09:00:00' }, investment: '0.10', sale_price: '0.30', payment_method: 'pix' });
  const b = await item(agency.id, travel.id, { type: 'restaurant', details: { name: 'Jantar', starts_at: '2030-05-02T20:00:00' }, investment: '0.20' });
  const c = await item(agency.id, travel.id, { type: 'hotel', currency: 'USD', details: { hotel: 'Hotel Lisboa', check_in: '2030-05-03', check_out: '2030-05-06' }, investment: '1000.00', sale_price: '1200.00', payment_method: 'cartão' });
  const d = await item(agency.id, travel.id, { type: 'flight', currency: 'USD', details: { airline: 'TAP', flight_number: 'TP88', departure_city: 'GRU', arrival_city: 'LIS', departure_at: '2030-05-01T22:00:00' }, investment: '0.01', sale_price: '0.03' });
  const e = await item(agency.id, travel.id, { type: 'car', currency: 'EUR', details: { rental_company: 'Hertz', model: 'Golf', pickup_at: '2030-05-07T10:00:00' }, investment: '333.33', sale_price: '400.00' });
  const f = await item(agency.id, travel.id, { type: 'other', currency: 'CHF', details: { name: 'Taxa', starts_at: '2030-05-08T10:00:00' }, investment: '1.00', sale_price: '3.00' });
  const g = await item(agency.id, travel.id, { type: 'shield', currency: 'GBP', details: { insurer: 'Assist', policy_number: 'P-1', start_date: '2030-05-09' }, investment: '100.00', sale_price: '150.00' });
  return { agency, customer, travel, trails: { a, b, c, d, e, f, g } };
}

const put = (agency: TestAgency, body: unknown) =>
  server.api<FinancialReport & Errors>('/api/v1/travels/financial', { method: 'PUT', token: agency.owner.token, body });
const report = (agency: TestAgency, travelId: number) => server.api<FinancialReport>(`/api/v1/travels/financial/${travelId}`, { token: agency.owner.token });
async function pay(agency: TestAgency, body: Record<string, unknown>) {
  const res = await server.api<TravelPayment & Errors>('/api/v1/travels/financial/payment', { method: 'POST', token: agency.owner.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function fullSetup() {
  const setup = await tripWithMoney();
  const { agency, travel } = setup;
  const saved = await put(agency, { travel_id: travel.id, exchange_rates: { usd: '5.4321', EUR: '5.9012', CHF: '0.125', BRL: '2' }, commission: '150.00', notes: 'Comissão do operador' });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await pay(agency, { travel_id: travel.id, direction: 'in', amount: '5000.00', currency: 'BRL', paid_at: '2030-01-10', method: 'pix' });
  await pay(agency, { travel_id: travel.id, direction: 'in', amount: '100.00', currency: 'USD', paid_at: '2030-01-11' });
  await pay(agency, { travel_id: travel.id, direction: 'in', amount: '50.00', currency: 'GBP', paid_at: '2030-01-12' });
  await pay(agency, { travel_id: travel.id, direction: 'out', amount: '600.00', currency: 'USD', paid_at: '2030-01-13', trail_id: setup.trails.c.id });
  await pay(agency, { travel_id: travel.id, direction: 'out', amount: '333.33', currency: 'EUR', paid_at: '2030-01-14', trail_id: setup.trails.e.id });
  await pay(agency, { travel_id: travel.id, direction: 'out', amount: '0.10', currency: 'BRL', paid_at: '2030-01-15' });
  return setup;
}

describe('financial report (GET /travels/financial/{id})', () => {
  it('converts every item with the trip rates, exactly, and rounds half-up to the cent', async () => {
    const { agency, travel, trails } = await fullSetup();
    const res = await report(agency, travel.id);
    expect(res.status).toBe(200);
    const r = res.body;
    expect(r.travel).toMatchObject({ id: travel.id, name: 'Europa 2030', customer: { first_name: 'Marina', last_name: 'Souza' } });
    expect(r.currency).toBe('BRL');
    // keys upper-cased, BRL dropped (always 1)
    expect(r.exchange_rates).toEqual({ CHF: '0.125', EUR: '5.9012', USD: '5.4321' });
    expect(r.commission).toBe('150.00');
    expect(r.notes).toBe('Comissão do operador');

    const byId = Object.fromEntries(r.items.map((i) => [i.trail_id, i]));
    expect(byId[trails.a.id]).toMatchObject({ type: 'activity', description: 'City tour', date: '2030-05-02', payment_method: 'pix', currency: 'BRL', investment: '0.10', sale_price: '0.30', markup: '0.20', rate: '1', rate_missing: false, investment_brl: '0.10', sale_price_brl: '0.30', markup_brl: '0.20' });
    expect(byId[trails.b.id]).toMatchObject({ investment: '0.20', sale_price: null, markup: null, investment_brl: '0.20', sale_price_brl: null, markup_brl: null });
    expect(byId[trails.c.id]).toMatchObject({ description: 'Hotel Lisboa', payment_method: 'cartão', currency: 'USD', markup: '200.00', rate: '5.4321', investment_brl: '5432.10', sale_price_brl: '6518.52', markup_brl: '1086.42' });
    expect(byId[trails.d.id]).toMatchObject({ description: 'TAP TP88 · GRU → LIS', investment_brl: '0.05', sale_price_brl: '0.16', markup: '0.02', markup_brl: '0.11' });
    expect(byId[trails.e.id]).toMatchObject({ currency: 'EUR', investment_brl: '1967.05', sale_price_brl: '2360.48', markup: '66.67', markup_brl: '393.43' });
    expect(byId[trails.f.id]).toMatchObject({ currency: 'CHF', rate: '0.125', investment_brl: '0.13', sale_price_brl: '0.38', markup_brl: '0.25' });
    expect(byId[trails.g.id]).toMatchObject({ currency: 'GBP', rate: null, rate_missing: true, investment: '100.00', markup: '50.00', investment_brl: null, sale_price_brl: null, markup_brl: null });
    // itinerary order
    expect(r.items.map((i) => i.trail_id)).toEqual([trails.d.id, trails.a.id, trails.b.id, trails.c.id, trails.e.id, trails.f.id, trails.g.id]);
  });

  it('sums per currency and in BRL, with payments in and out, dues, margin and the missing rate', async () => {
    const { agency, travel } = await fullSetup();
    const r = (await report(agency, travel.id)).body;
    expect(r.missing_rates).toEqual(['GBP']);
    expect(r.currencies.map((c) => c.currency)).toEqual(['BRL', 'CHF', 'EUR', 'GBP', 'USD']);
    const cur = Object.fromEntries(r.currencies.map((c) => [c.currency, c]));
    expect(cur.BRL).toEqual({
      currency: 'BRL', rate: '1', rate_missing: false,
      investment: '0.30', sale: '0.30', markup: '0.00', received: '5000.00', paid: '0.10', supplier_due: '0.20',
      investment_brl: '0.30', sale_brl: '0.30', markup_brl: '0.00', received_brl: '5000.00', paid_brl: '0.10', supplier_due_brl: '0.20',
    });
    expect(cur.USD).toMatchObject({
      investment: '1000.01', sale: '1200.03', markup: '200.02', received: '100.00', paid: '600.00', supplier_due: '400.01',
      investment_brl: '5432.15', sale_brl: '6518.68', received_brl: '543.21', paid_brl: '3259.26', supplier_due_brl: '2172.89',
    });
    expect(cur.EUR).toMatchObject({ investment: '333.33', paid: '333.33', supplier_due: '0.00', paid_brl: '1967.05', supplier_due_brl: '0.00' });
    expect(cur.GBP).toMatchObject({ rate: null, rate_missing: true, investment: '100.00', sale: '150.00', received: '50.00', investment_brl: null, received_brl: null });

    expect(r.totals).toEqual({
      investment: '7399.63', // 0.30 + 5432.15 + 1967.05 + 0.13 (GBP left out)
      items_sale: '8879.84', // 0.30 + 6518.68 + 2360.48 + 0.38
      sale: '8879.84',
      markup: '1480.21',
      commission: '150.00',
      margin: '1630.21',
      margin_percent: '18.36', // 1630.21 / 8879.84 = 18.3585...%
      received: '5543.21', // 5000.00 + 100 USD x 5.4321 (50 GBP left out)
      client_due: '3336.63',
      paid: '5226.41', // 3259.26 + 1967.05 + 0.10
      supplier_due: '2173.22',
      balance: '316.80',
    });
    const gbp = r.payments.find((p) => p.currency === 'GBP')!;
    expect(gbp.amount_brl).toBeNull();
    expect(r.payments.map((p) => [p.direction, p.amount, p.amount_brl])).toEqual([
      ['in', '5000.00', '5000.00'],
      ['in', '100.00', '543.21'],
      ['in', '50.00', null],
      ['out', '600.00', '3259.26'],
      ['out', '333.33', '1967.05'],
      ['out', '0.10', '0.10'],
    ]);
  });

  it('uses the package price as the client total, and includes a currency once its rate is typed', async () => {
    const { agency, travel } = await fullSetup();
    const withPackage = await put(agency, { travel_id: travel.id, sale_price: '9000.00' });
    expect(withPackage.status).toBe(200);
    // exchange_rates and commission were not sent: unchanged
    expect(withPackage.body.exchange_rates).toEqual({ CHF: '0.125', EUR: '5.9012', USD: '5.4321' });
    expect(withPackage.body.totals).toMatchObject({ items_sale: '8879.84', sale: '9000.00', markup: '1600.37', margin: '1750.37', margin_percent: '19.45', client_due: '3456.79' });

    const withGbp = await put(agency, { travel_id: travel.id, sale_price: null, exchange_rates: { USD: '5.4321', EUR: '5.9012', CHF: '0.125', GBP: '6.800001' } });
    expect(withGbp.body.sale_price).toBeNull();
    expect(withGbp.body.missing_rates).toEqual([]);
    // 100.00 x 6.800001 = 680.0001 -> 680.00; 150.00 x 6.800001 = 1020.00015 -> 1020.00; 50.00 -> 340.00005 -> 340.00
    expect(withGbp.body.currencies.find((c) => c.currency === 'GBP')).toMatchObject({ rate: '6.800001', investment_brl: '680.00', sale_brl: '1020.00', received_brl: '340.00' });
    expect(withGbp.body.totals).toMatchObject({ investment: '8079.63', items_sale: '9899.84', received: '5883.21' });
  });

  it('answers an empty report for a trip without items or settings', async () => {
    const agency = await factories(server.app).agency();
    const customer = await tripFactories(server.app).customer(agency.id);
    const travel = await tripFactories(server.app).travel(agency.id, customer.id);
    const r = (await report(agency, travel.id)).body;
    expect(r).toMatchObject({ items: [], payments: [], currencies: [], missing_rates: [], exchange_rates: {}, sale_price: null, commission: null, updated_at: null });
    expect(r.totals).toMatchObject({ investment: '0.00', sale: '0.00', margin: '0.00', margin_percent: null, balance: '0.00' });
  });
});

describe('financial settings and payments', () => {
  it('validates rates, amounts and the item of a payment', async () => {
    const { agency, travel } = await tripWithMoney();
    const zero = await put(agency, { travel_id: travel.id, exchange_rates: { USD: '0' } });
    expect(zero.status).toBe(400);
    const text = await put(agency, { travel_id: travel.id, exchange_rates: { USD: '5,43' } });
    expect(text.status).toBe(400);
    const tooPrecise = await put(agency, { travel_id: travel.id, exchange_rates: { USD: '5.1234567' } });
    expect(tooPrecise.status).toBe(400);
    const badCode = await put(agency, { travel_id: travel.id, exchange_rates: { DOLLAR: '5' } });
    expect(badCode.status).toBe(400);
    const float = await put(agency, { travel_id: travel.id, commission: 10.5 });
    expect(float.status).toBe(400);

    const send = (body: Record<string, unknown>) =>
      server.api<Errors>('/api/v1/travels/financial/payment', { method: 'POST', token: agency.owner.token, body: { travel_id: travel.id, direction: 'in', amount: '10.00', paid_at: '2030-01-01', ...body } });
    expect((await send({ amount: '-5.00' })).status).toBe(400);
    expect((await send({ amount: '0' })).status).toBe(400);
    expect((await send({ amount: '1.234' })).status).toBe(400);
    expect((await send({ direction: 'sideways' })).status).toBe(400);
    expect((await send({ paid_at: '2030-02-30' })).status).toBe(400);

    const otherCustomer = await tripFactories(server.app).customer(agency.id);
    const otherTravel = await tripFactories(server.app).travel(agency.id, otherCustomer.id);
    const otherTrail = await itineraryFactories(server.app).trail(agency.id, otherTravel.id);
    const wrongTrail = await send({ direction: 'out', trail_id: otherTrail.id });
    expect(wrongTrail.status).toBe(400);
    expect(wrongTrail.body.trail_id).toEqual(['Escolha uma opção válida.']);
  });

  it('creates and deletes payments (amounts normalised, recorded in the audit log)', async () => {
    const { agency, travel } = await tripWithMoney();
    await put(agency, { travel_id: travel.id, exchange_rates: { USD: '5' } });
    const payment = await pay(agency, { travel_id: travel.id, direction: 'out', amount: '10.5', currency: 'usd', paid_at: '2030-02-01', method: 'transferência', notes: 'sinal' });
    expect(payment).toMatchObject({ travel_id: travel.id, direction: 'out', amount: '10.50', currency: 'USD', amount_brl: '52.50', paid_at: '2030-02-01', method: 'transferência', notes: 'sinal', trail_id: null });
    expect((await report(agency, travel.id)).body.totals.paid).toBe('52.50');

    const del = await server.api(`/api/v1/travels/financial/payment/${payment.id}`, { method: 'DELETE', token: agency.owner.token });
    expect(del.status).toBe(204);
    expect((await report(agency, travel.id)).body.payments).toEqual([]);
    expect((await server.api(`/api/v1/travels/financial/payment/${payment.id}`, { method: 'DELETE', token: agency.owner.token })).status).toBe(404);
    const audit = await server.app.db.select().from(auditLog).where(and(eq(auditLog.agency_id, agency.id), eq(auditLog.entity, 'travel_payment')));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'delete']);
  });
});

describe('financial export (GET /travels/financial/{id}/export)', () => {
  it('is a real xlsx with items, totals and payments as numeric cells', async () => {
    const { agency, travel, trails } = await fullSetup();
    const res = await fetch(`${server.baseUrl}/api/v1/travels/financial/${travel.id}/export`, {
      headers: { authorization: `Bearer ${agency.owner.token}`, 'accept-language': 'pt-BR' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="relatorio-financeiro-europa-2030.xlsx"');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Itens', 'Totais', 'Pagamentos']);

    const items = workbook.getWorksheet('Itens')!;
    expect(items.getRow(1).getCell(3).value).toBe('Descrição');
    expect(items.rowCount).toBe(8);
    const hotelRow = [...Array(7).keys()].map((i) => items.getRow(i + 2)).find((row) => row.getCell(3).value === 'Hotel Lisboa')!;
    expect(hotelRow.getCell(5).value).toBe('USD');
    expect(hotelRow.getCell(6).value).toBe(1000);
    expect(hotelRow.getCell(6).numFmt).toBe('#,##0.00');
    expect(hotelRow.getCell(9).value).toBe(5.4321);
    expect(hotelRow.getCell(10).value).toBe(5432.1);
    expect(hotelRow.getCell(11).value).toBe(6518.52);
    expect(hotelRow.getCell(1).value).toEqual(new Date('2030-05-03T00:00:00Z'));
    const gbpRow = [...Array(7).keys()].map((i) => items.getRow(i + 2)).find((row) => row.getCell(5).value === 'GBP')!;
    expect(gbpRow.getCell(9).value).toBe('câmbio ausente');
    expect(gbpRow.getCell(10).value).toBeNull();
    expect(items.getRow(2).getCell(2).value).toBe('Voo');
    expect(trails.d.id).toBeTruthy();

    const totals = workbook.getWorksheet('Totais')!;
    const label = (text: string) => {
      let found: ExcelJS.Row | undefined;
      totals.eachRow((row) => {
        if (row.getCell(1).value === text) found = row;
      });
      return found!;
    };
    expect(label('Margem (BRL)').getCell(2).value).toBe(1630.21);
    expect(label('Margem (BRL)').getCell(2).numFmt).toBe('#,##0.00');
    expect(label('Margem (%)').getCell(2).value).toBe(18.36);
    expect(label('Custo (BRL)').getCell(2).value).toBe(7399.63);
    expect(label('A receber do cliente (BRL)').getCell(2).value).toBe(3336.63);
    expect(typeof label('Saldo (BRL)').getCell(2).value).toBe('number');
    expect(label('câmbio ausente: GBP')).toBeTruthy();

    const payments = workbook.getWorksheet('Pagamentos')!;
    expect(payments.rowCount).toBe(7);
    expect(payments.getRow(2).getCell(1).value).toEqual(new Date('2030-01-10T00:00:00Z'));
    expect(payments.getRow(2).getCell(2).value).toBe('Recebido do cliente');
    expect(payments.getRow(2).getCell(4).value).toBe(5000);
    expect(payments.getRow(5).getCell(5).value).toBe(3259.26);
  });

  it('speaks the request language', async () => {
    const { agency, travel } = await fullSetup();
    const res = await fetch(`${server.baseUrl}/api/v1/travels/financial/${travel.id}/export`, {
      headers: { authorization: `Bearer ${agency.owner.token}`, 'accept-language': 'es' },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Ítems', 'Totales', 'Pagos']);
  });
});

describe('financial: tenant isolation', () => {
  it("another agency can neither see nor change the trip's financial data (404)", async () => {
    const { agency, travel, trails } = await fullSetup();
    const other = await factories(server.app).agency();
    const token = other.owner.token;
    expect((await server.api(`/api/v1/travels/financial/${travel.id}`, { token })).status).toBe(404);
    expect((await server.api(`/api/v1/travels/financial/${travel.id}/export`, { token })).status).toBe(404);
    const putRes = await server.api('/api/v1/travels/financial', { method: 'PUT', token, body: { travel_id: travel.id, commission: '999999.00', exchange_rates: { USD: '1' } } });
    expect(putRes.status).toBe(404);
    const payRes = await server.api('/api/v1/travels/financial/payment', { method: 'POST', token, body: { travel_id: travel.id, direction: 'in', amount: '1.00', paid_at: '2030-01-01', trail_id: trails.a.id } });
    expect(payRes.status).toBe(404);
    const [payment] = await server.app.db.select().from(travelPayments).where(eq(travelPayments.travel_id, travel.id)).limit(1);
    expect((await server.api(`/api/v1/travels/financial/payment/${payment!.id}`, { method: 'DELETE', token })).status).toBe(404);

    const [settings] = await server.app.db.select().from(travelFinancials).where(eq(travelFinancials.travel_id, travel.id));
    expect(settings).toMatchObject({ commission: '150.00', exchange_rates: { CHF: '0.125', EUR: '5.9012', USD: '5.4321' } });
    expect(await server.app.db.select().from(travelPayments).where(eq(travelPayments.travel_id, travel.id))).toHaveLength(6);
    expect((await report(agency, travel.id)).body.totals.margin).toBe('1630.21');
  });

  it('asks for a login', async () => {
    expect((await server.api('/api/v1/travels/financial/1')).status).toBe(401);
    expect((await server.api('/api/v1/travels/financial/1/export')).status).toBe(401);
    expect((await server.api('/api/v1/travels/financial', { method: 'PUT', body: { travel_id: 1 } })).status).toBe(401);
    expect((await server.api('/api/v1/travels/financial/payment/1', { method: 'DELETE' })).status).toBe(401);
  });
});
