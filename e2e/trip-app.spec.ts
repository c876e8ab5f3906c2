import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authHeaders, createCustomer, expectAccessible, newOwner, ownAgency } from './support.ts';

const owner = ownAgency('Tereza');

const DAY_MS = 86_400_000;
const dayFromToday = (n: number) => new Date(Date.now() - 3 * 3_600_000 + n * DAY_MS).toISOString().slice(0, 10);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Screenshots for review only when asked (E2E_SHOTS=dir). */
const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: false });
};

/** A trip of the file's own agency 12 days ahead with a flight (terminal, locator), a hotel with a voucher, and its share link path. */
async function sharedTrip(request: APIRequestContext): Promise<{ path: string; name: string; agency: string }> {
  const agency = await owner(request);
  const headers = await authHeaders(request, agency);
  const customer = await createCustomer(request, headers);
  const name = `Lisboa ${Date.now().toString(36)}`;
  const travel = await request.post('/api/v1/travels/', {
    headers,
    data: { name, customer_id: customer.id, going: `${dayFromToday(12)}T12:00:00-03:00`, back: `${dayFromToday(20)}T12:00:00-03:00`, screenplay: ['Lisboa'] },
  });
  expect(travel.status()).toBe(201);
  const travelId = ((await travel.json()) as { id: number }).id;
  const trail = async (data: Record<string, unknown>) => {
    const response = await request.post('/api/v1/travels/trail', { headers, data: { travel_id: travelId, currency: 'BRL', ...data } });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  await trail({
    type: 'flight', airline: 'TAP', flight_number: 'TP 88', locator: 'XYZ123', terminal: '3', departure_city: 'São Paulo (GRU)',
    arrival_city: 'Lisboa (LIS)', departure_at: `${dayFromToday(12)} 22:05`, arrival_at: `${dayFromToday(13)} 11:40`,
  });
  const hotel = await trail({ type: 'hotel', hotel: 'Pestana Palace', address: 'Rua Jau 54, Lisboa', check_in: dayFromToday(13), check_out: dayFromToday(17), nights: 4, reservation_code: 'RES-77' });
  const voucher = await request.post('/api/v1/travels/voucher', {
    headers,
    multipart: { trail_id: String(hotel), file: { name: 'reserva-pestana.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(voucher.status()).toBe(201);
  const share = await request.post('/api/v1/travels/share', { headers, data: { travel_id: travelId } });
  expect(share.status()).toBe(201);
  return { path: new URL(((await share.json()) as { url: string }).url).pathname, name, agency: agency.agencyName };
}

async function expectTrip(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Faltam 12 dias para a viagem')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pestana Palace' })).toBeVisible();
}

for (const size of ['@phone', 'desktop'] as const) {
  test(`${size === '@phone' ? '@phone ' : ''}the traveller's trip page: the agency first, the trip day by day, a calendar file, and it opens offline`, async ({ page, request, context }) => {
    const trip = await sharedTrip(request);
    await page.goto(trip.path);
    await expectTrip(page, trip.name);

    // the agency, not Rumo
    const contact = page.getByRole('navigation', { name: 'Contato da agência' });
    await expect(page.getByText(trip.agency)).toBeVisible();
    await expect(contact.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/5511987654321\?text=/);
    await expect(contact.getByRole('link', { name: /^Ligar/ })).toHaveAttribute('href', 'tel:+5511987654321');
    await expect(page.getByText('+55 11 98765 4321')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Entrar' })).toHaveCount(0);
    expect(await page.locator('body').innerText()).not.toMatch(/\bRumo\b/);

    // compact cards: times, flight codes, hotel dates, map and voucher links
    await expect(page.getByRole('heading', { name: 'São Paulo (GRU) → Lisboa (LIS)' })).toBeVisible();
    await expect(page.getByText(/^22:05 → 11:40 · /)).toBeVisible();
    for (const fact of ['TAP TP 88', '3', 'XYZ123', 'RES-77', '4 noites']) await expect(page.locator('.fact dd', { hasText: fact }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Abrir no mapa: Rua Jau 54, Lisboa' })).toHaveAttribute('href', /google\.com\/maps\/search\/\?api=1&query=Rua%20Jau%2054/);
    await expect(page.getByRole('link', { name: 'Baixar reserva-pestana.png' })).toHaveAttribute('href', /\/api\/v1\/files\//);
    await expect(page.getByRole('heading', { name: 'Documentos para levar' })).toBeVisible();
    await expect(page.getByText(/^Passaporte válido até pelo menos \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

    // add to my calendar
    const calendar = await request.get(`${trip.path.replace('/viagem-compartilhada/', '/api/v1/public/travels/share/')}/calendar.ics`);
    expect(calendar.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect((await calendar.text()).match(/BEGIN:VEVENT/g)).toHaveLength(2);
    await expect(page.getByRole('link', { name: 'Adicionar à minha agenda' })).toHaveAttribute('href', /\/calendar\.ics$/);

    if (size === '@phone') expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await expect(page.getByText('Disponível sem internet neste aparelho')).toBeVisible();
    await shot(page, `trip-app-${size === '@phone' ? 375 : 1280}`);

    // offline: the same trip from the worker's copy
    await context.setOffline(true);
    await page.reload();
    await expectTrip(page, trip.name);
    await expect(page.getByText('Sem internet: mostrando a última versão salva.')).toBeVisible();
    const href = (await page.getByRole('link', { name: 'Baixar reserva-pestana.png' }).getAttribute('href')) ?? '';
    const voucher = await page.evaluate(async (url) => (await fetch(url)).status, href);
    expect(voucher).toBe(200);
    await expectAccessible(page);
    await context.setOffline(false);
  });
}

test('the offline copy stays bounded: the last five trips opened, an older version of the worker\'s caches deleted', async ({ page, request, context }) => {
  test.setTimeout(180_000); // six trips opened one after the other
  const agency = await newOwner(request, 'Cecília');
  const headers = await authHeaders(request, agency);
  const customer = await createCustomer(request, headers);
  const paths: string[] = [];
  for (let n = 0; n < 6; n++) {
    const travel = await request.post('/api/v1/travels/', {
      headers,
      data: { name: `Viagem ${n + 1}`, customer_id: customer.id, going: `${dayFromToday(10 + n)}T12:00:00-03:00`, back: `${dayFromToday(20 + n)}T12:00:00-03:00`, screenplay: ['Lisboa'] },
    });
    expect(travel.status()).toBe(201);
    const share = await request.post('/api/v1/travels/share', { headers, data: { travel_id: ((await travel.json()) as { id: number }).id } });
    expect(share.status()).toBe(201);
    paths.push(new URL(((await share.json()) as { url: string }).url).pathname);
  }
  const token = (path: string) => path.split('/').pop()!;
  const cacheNames = () => page.evaluate(() => caches.keys());

  // what an earlier worker left behind
  await page.goto('/decodificador-pnr');
  await page.evaluate(async () => (await caches.open('rumo-trip-v1')).put('/viagem-compartilhada/antiga', new Response('old')));

  for (const [n, path] of paths.entries()) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: `Viagem ${n + 1}` })).toBeVisible();
    await expect(page.getByText('Disponível sem internet neste aparelho')).toBeVisible();
  }
  const names = await cacheNames();
  expect(names).not.toContain('rumo-trip-v1');
  expect(names.filter((name) => name.startsWith('rumo-trip-v2-trip-')).sort()).toEqual(paths.slice(1).map((path) => `rumo-trip-v2-trip-${token(path)}`).sort());
  expect(names).toContain('rumo-trip-v2-assets');

  // offline, a kept trip opens; the one dropped does not
  await context.setOffline(true);
  await page.goto(paths[1]!);
  await expect(page.getByRole('heading', { level: 1, name: 'Viagem 2' })).toBeVisible();
  await expect(page.goto(paths[0]!)).rejects.toThrow();
  await context.setOffline(false);
});
