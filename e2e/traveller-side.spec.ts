import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { authHeaders, createCustomer, expectAccessible, newOwner, signIn, type Owner } from './support.ts';

/** Issue 16 seen from the agency's screens: share links, snackbars and the dashboard, at 375 px and on a desktop. */

// journeys through several screens, each with its own new agency
test.describe.configure({ timeout: 180_000 });

const DAY_MS = 86_400_000;
const dayFromToday = (n: number) => new Date(Date.now() - 3 * 3_600_000 + n * DAY_MS).toISOString().slice(0, 10);

interface AgencyTrip {
  owner: Owner;
  customerId: number;
  travelId: number;
  name: string;
}

/** A new agency (each test its own) with one trip `daysAhead` days from today and a flight on it. */
async function agencyWithTrip(request: APIRequestContext, daysAhead: number): Promise<AgencyTrip> {
  const owner = await newOwner(request, 'Helena');
  const headers = await authHeaders(request, owner);
  const customer = await createCustomer(request, headers);
  const name = `Roma ${Date.now().toString(36)}`;
  const travel = await request.post('/api/v1/travels/', {
    headers,
    data: {
      name,
      customer_id: customer.id,
      going: `${dayFromToday(daysAhead)}T12:00:00-03:00`,
      back: `${dayFromToday(daysAhead + 6)}T12:00:00-03:00`,
      screenplay: ['Roma'],
    },
  });
  expect(travel.status()).toBe(201);
  const travelId = ((await travel.json()) as { id: number }).id;
  const flight = await request.post('/api/v1/travels/trail', {
    headers,
    data: {
      travel_id: travelId, type: 'flight', airline: 'AZ', flight_number: '675', currency: 'BRL',
      departure_city: 'São Paulo (GRU)', arrival_city: 'Roma (FCO)', departure_at: `${dayFromToday(daysAhead)} 18:30`,
    },
  });
  expect(flight.status(), await flight.text()).toBe(201);
  return { owner, customerId: customer.id, travelId, name };
}

async function openVouchers(page: Page, trip: AgencyTrip) {
  await signIn(page, trip.owner);
  await page.goto(`/viagem/${trip.customerId}/${trip.travelId}`);
  // the trip screen is a lazy route: its first load can be slow on a busy machine
  await expect(page.getByRole('heading', { level: 1, name: trip.name })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('tab', { name: 'Vouchers' }).click();
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Fails when a visible snackbar covers any of `controls`. */
async function expectUncovered(toasts: Locator, controls: Locator) {
  const toastBoxes = (await Promise.all((await toasts.all()).map((toast) => toast.boundingBox()))).filter((box): box is Box => !!box);
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    const box = await control.boundingBox();
    const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
    for (const toast of toastBoxes) expect(overlaps(toast, box!), `a snackbar covers "${name}"`).toBe(false);
  }
}

for (const size of ['@phone', 'desktop'] as const) {
  const tag = size === '@phone' ? '@phone ' : '';

  test(`${tag}a share link points at the address the agent is using, and the client opens it`, async ({ page, browser, baseURL }) => {
    const trip = await agencyWithTrip(page.request, 12);
    await openVouchers(page, trip);
    await page.getByRole('button', { name: 'Criar link' }).click();
    const link = page.getByRole('textbox', { name: 'Link de compartilhamento' });
    await expect(link).toHaveValue(new RegExp(`^${baseURL!.replace(/[.]/g, '\\.')}/viagem-compartilhada/[^/]+$`));
    // the section settles (its pressed button and the link's card fade in) before axe reads colours
    await expect(page.getByRole('button', { name: 'Copiar link' })).toBeVisible();
    await expect(page.getByText('Ativo', { exact: true })).toBeVisible();
    // the "link created" snackbar, half faded in, sits over the section on a wide screen: close it first
    const closers = page.locator('.mantine-Notification-closeButton');
    for (const closer of await closers.all()) await closer.click();
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
    await expectAccessible(page);

    const guest = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: page.viewportSize() });
    const client = await guest.newPage();
    await client.goto(await link.inputValue());
    await expect(client.getByRole('heading', { level: 1, name: trip.name })).toBeVisible();
    await expect(client.getByText(trip.owner.agencyName)).toBeVisible();
    await expect(client.getByText('Faltam 12 dias para a viagem')).toBeVisible();
    await guest.close();
  });

  // A fourth snackbar takes the oldest one's place at once (Mantine alone would queue it out of sight).
  test(`${tag}snackbars: three at most, closable, over none of the header's controls nor a dialog's close button`, async ({ page }) => {
    const trip = await agencyWithTrip(page.request, 12);
    await openVouchers(page, trip);
    const toasts = page.locator('.mantine-Notification-root');
    for (let n = 1; n <= 4; n++) {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Baixar PDF da viagem' }).click();
      await download;
      await expect(toasts.filter({ hasText: 'PDF baixado.' })).toHaveCount(Math.min(n, 3));
    }
    await expect(toasts).toHaveCount(3);
    await expectUncovered(toasts, page.getByRole('banner').locator('button, a, [role="combobox"]'));
    await expectAccessible(page);

    // a dialog opened while they show: its close button stays free
    await page.getByRole('button', { name: 'Tarefas' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectUncovered(toasts, dialog.getByRole('button', { name: 'Fechar', exact: true }));
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
    await expect(dialog).toBeHidden();

    // each can be closed by hand: a fresh one (the others may have timed out on a slow machine) is
    // held by the pointer, closed, and gone from the page
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar PDF da viagem' }).click();
    await download;
    const fresh = toasts.filter({ hasText: 'PDF baixado.' }).last();
    await fresh.hover();
    const handle = await fresh.elementHandle();
    await fresh.getByRole('button', { name: 'Fechar notificação' }).click();
    await expect.poll(() => handle!.evaluate((el) => el.isConnected)).toBe(false);
  });

  test(`${tag}the dashboard shows the next departures when the period has none`, async ({ page }) => {
    const trip = await agencyWithTrip(page.request, 40);
    await signIn(page, trip.owner);
    await expect(page.getByRole('status').filter({ hasText: 'Nenhuma partida neste período' })).toBeVisible({ timeout: 60_000 });
    const upcoming = page.getByRole('region', { name: 'Próximas partidas' });
    await expect(upcoming.getByRole('link', { name: trip.name })).toBeVisible();
    await expect(upcoming).toContainText(dayFromToday(40).split('-').reverse().join('/'));
    await expectAccessible(page);
    await upcoming.getByRole('link', { name: trip.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: trip.name })).toBeVisible();
  });
}
