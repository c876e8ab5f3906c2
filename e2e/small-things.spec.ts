import { expect, test, type Page } from '@playwright/test';
import { authHeaders, createCustomer, expectAccessible, newOwner, signIn } from './support.ts';

/** Issue 16, point 9: the small things a client notices. */

// journeys through several screens, each with its own new agency
test.describe.configure({ timeout: 180_000 });

const DAY_MS = 86_400_000;
const dayFromToday = (n: number) => new Date(Date.now() - 3 * 3_600_000 + n * DAY_MS).toISOString().slice(0, 10);

/** Picks an option of a segmented control (its radio input is visually hidden under the label). */
async function segment(page: Page, name: string) {
  const radio = page.getByRole('radio', { name });
  await page.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
  await expect(radio).toBeChecked();
}

test('the list prints every trip of the filter, not only the page on screen', async ({ page, request }) => {
  test.setTimeout(240_000); // 27 trips made through the API first
  const owner = await newOwner(request, 'Irene');
  const headers = await authHeaders(request, owner);
  const customer = await createCustomer(request, headers);
  for (let n = 1; n <= 27; n++) {
    const travel = await request.post('/api/v1/travels/', {
      headers,
      data: { name: `Viagem ${n}`, customer_id: customer.id, going: `${dayFromToday(n)}T12:00:00-03:00`, back: `${dayFromToday(n + 3)}T12:00:00-03:00`, screenplay: ['Recife'] },
    });
    expect(travel.status()).toBe(201);
  }
  await signIn(page, owner);
  await segment(page, 'Lista');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(25);
  await expect(page.getByText('27 viagens')).toBeVisible();

  // the print dialog itself cannot be driven: record what it would print
  await page.evaluate(() => {
    window.print = () => {
      (window as unknown as { printed: number }).printed = document.querySelectorAll('tbody tr').length;
    };
  });
  await page.getByRole('button', { name: 'Imprimir / PDF' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(27);
  await expect(page.getByRole('button', { name: 'Imprimir / PDF' })).toBeEnabled();
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(rows).toHaveCount(25);
});

test('phone fields show country flags as images, and every dialog title has the same weight', async ({ page, request }) => {
  const owner = await newOwner(request, 'Joana');
  await signIn(page, owner);
  await page.goto('/clientes');
  // a new agency's empty list offers it twice: in the header and in the empty state
  await page.getByRole('button', { name: 'Novo cliente' }).first().click();
  const dialog = page.getByRole('dialog');
  const country = dialog.getByRole('textbox', { name: 'País do telefone' }).or(dialog.getByRole('combobox', { name: 'País do telefone' }));
  await expect(country).toHaveValue('+55');
  const flag = dialog.locator('img[src*="/assets/br"]');
  await expect(flag).toBeVisible();
  await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await country.click();
  const portugal = page.getByRole('option', { name: /Portugal/ });
  await portugal.scrollIntoViewIfNeeded();
  await expect(portugal.locator('img[src*="/assets/pt"]')).toBeVisible();
  await expect.poll(() => portugal.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expectAccessible(page);

  const titleWeight = () => page.locator('.mantine-Modal-title').first().evaluate((el) => getComputedStyle(el).fontWeight);
  const formWeight = await titleWeight();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Tarefas' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await titleWeight()).toBe(formWeight);
  expect(formWeight).toBe('700');
});

test('the financial table has one markup column', async ({ page, request }) => {
  const owner = await newOwner(request, 'Lívia');
  const headers = await authHeaders(request, owner);
  const customer = await createCustomer(request, headers);
  const travel = await request.post('/api/v1/travels/', {
    headers,
    data: { name: 'Recife', customer_id: customer.id, going: `${dayFromToday(30)}T12:00:00-03:00`, back: `${dayFromToday(35)}T12:00:00-03:00`, screenplay: ['Recife'] },
  });
  const travelId = ((await travel.json()) as { id: number }).id;
  const trail = await request.post('/api/v1/travels/trail', {
    headers,
    data: {
      travel_id: travelId, type: 'hotel', hotel: 'Mar Hotel', check_in: dayFromToday(30), check_out: dayFromToday(35),
      currency: 'BRL', investment: '1000.00', sale_price: '1300.00',
    },
  });
  expect(trail.status(), await trail.text()).toBe(201);
  await signIn(page, owner);
  await page.goto(`/viagem/${customer.id}/${travelId}`);
  await page.getByRole('tab', { name: 'Financeiro' }).click();
  const items = page.getByRole('region', { name: 'Itens' });
  await expect(items.getByRole('columnheader', { name: /Markup/ })).toHaveCount(1);
  await expect(items.getByRole('cell', { name: 'R$ 300,00' })).toHaveCount(1);
});
