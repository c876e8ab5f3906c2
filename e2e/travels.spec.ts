import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { agencyWithAna, br, createTask, createTrail, createTrip as createTripOf, dayFromToday, unique } from './agencyData.ts';
import { expectAccessible, madeOnce, ownAgency, signIn } from './support.ts';

const DAY_MS = 86_400_000;
const weekday = (ymd: string) => new Date(`${ymd}T00:00:00Z`).getUTCDay();

/**
 * This file's own agency with two trips around today, as the calendar tests read them: Ana's
 * "Férias em Lisboa e Porto" (in 3 to 12 days, a flight at 22:05, a hotel, an open task) and
 * Carlos's "Patagônia" (from 2 days ago to 6 days on, nothing pending).
 */
const owner = ownAgency('Helena');
const agency = madeOnce(async (request) => {
  const { headers, ana } = await agencyWithAna(request, await owner(request));
  const lisbon = await createTripOf(request, headers, ana.id, {
    name: 'Férias em Lisboa e Porto', going: dayFromToday(3), back: dayFromToday(12), screenplay: ['Lisboa', 'Porto'],
  });
  await createTrail(request, headers, lisbon.id, {
    type: 'flight', airline: 'TP', flight_number: '88', departure_city: 'São Paulo (GRU)', arrival_city: 'Lisboa (LIS)',
    departure_at: `${dayFromToday(3)} 22:05`, arrival_at: `${dayFromToday(4)} 11:40`, currency: 'BRL',
  });
  await createTrail(request, headers, lisbon.id, {
    type: 'hotel', hotel: 'Hotel Avenida Palace', check_in: dayFromToday(4), check_out: dayFromToday(8), currency: 'EUR',
  });
  await createTask(request, headers, { name: 'Verificar passaporte', travel_id: lisbon.id, scheduled_to: `${br(dayFromToday(1))} 23:59:00` });
  const carlos = await request.post('/api/v1/customers/', { headers, data: { first_name: 'Carlos', last_name: 'Mendes' } });
  expect(carlos.status(), await carlos.text()).toBe(201);
  await createTripOf(request, headers, ((await carlos.json()) as { id: number }).id, {
    name: 'Patagônia', going: dayFromToday(-2), back: dayFromToday(6), screenplay: ['El Calafate', 'Ushuaia'],
  });
  return { headers, ana };
});

/** Signs in as this file's owner, once its trips are there. */
async function signInWithTrips(page: Page, request: APIRequestContext) {
  await agency(request);
  await signIn(page, await owner(request));
}

/** A trip of Ana made through the API, for the tests that change one. */
async function createTrip(request: APIRequestContext, name: string, options: { going?: string; back?: string } = {}) {
  const { headers, ana } = await agency(request);
  return createTripOf(request, headers, ana.id, { name, ...options });
}

const lisbonCard = (page: Page) => page.getByRole('link', { name: /Férias em Lisboa e Porto/ });
const patagoniaCard = (page: Page) => page.getByRole('link', { name: /Patagônia/ });

/** Moves the calendar forward until the day is in view (at most one step for this file's trips). */
async function showDay(page: Page, view: 'week' | 'month', ymd: string) {
  const today = dayFromToday(0);
  const sameWindow =
    view === 'month' ? ymd.slice(0, 7) === today.slice(0, 7) : weekday(today) + Math.round((Date.parse(ymd) - Date.parse(today)) / DAY_MS) <= 6;
  if (!sameWindow) await page.getByRole('button', { name: view === 'month' ? 'Próximo mês' : 'Próxima semana' }).click();
}

/** Picks an option of a segmented control (its radio input is visually hidden under the label). */
async function segment(page: Page, name: string) {
  const radio = page.getByRole('radio', { name });
  await page.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
  await expect(radio).toBeChecked();
}

async function chooseOption(page: Page, field: Locator, text: string, option: RegExp | string) {
  await field.fill(text);
  await page.getByRole('option', { name: option }).click();
}

test.describe('trips: home, trip form, trip detail', () => {
  test('the calendar shows the trips in month and week, highlighting the one with an open task', async ({ page, request }) => {
    await signInWithTrips(page, request);
    await expect(page.getByRole('heading', { level: 1, name: 'Viagens' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Painel' })).toBeChecked();

    // month view (default): weekday headers Dom … Sáb and today marked
    await expect(page.getByText('Dom', { exact: true })).toBeVisible();
    await expect(page.getByText('Sáb', { exact: true })).toBeVisible();
    await expect(page.locator('li[aria-current="date"]')).toBeVisible();
    await showDay(page, 'month', dayFromToday(3));
    const lisbon = lisbonCard(page);
    await expect(lisbon).toBeVisible();
    await expect(lisbon).toContainText('Ana Ribeiro');
    await expect(lisbon).toContainText('10 dias');
    await expect(lisbon).toContainText('22:05');
    // the open checklist task highlights the card
    await expect(lisbon.getByRole('img', { name: 'Checklist com tarefas pendentes' })).toBeVisible();
    await expect(lisbon).toHaveAttribute('data-pending', 'true');
    await expectAccessible(page);

    // week view, Sunday to Saturday
    await page.getByRole('button', { name: 'Hoje' }).click();
    await segment(page, 'Semana');
    await expect(page.getByRole('list', { name: /–/ }).getByRole('listitem')).toHaveCount(7);
    if (weekday(dayFromToday(0)) >= 2) {
      const patagonia = patagoniaCard(page);
      await expect(patagonia).toBeVisible();
      await expect(patagonia.getByRole('img', { name: 'Checklist com tarefas pendentes' })).toHaveCount(0);
    }
    await showDay(page, 'week', dayFromToday(3));
    await expect(lisbonCard(page)).toBeVisible();

    // the returns filter asks for the trips by their return date
    const filter = page.getByRole('combobox', { name: 'Mostrar' });
    const backs = page.waitForRequest((r) => r.url().includes('/api/v1/travels/all?') && r.url().includes('type=back'));
    await filter.click();
    await page.getByRole('option', { name: 'Todos os retornos' }).click();
    await backs;
    await expect(filter).toHaveValue('Todos os retornos');
    await filter.click();
    await page.getByRole('option', { name: 'Todas as partidas' }).click();
    await expect(filter).toHaveValue('Todas as partidas');

    await lisbonCard(page).click();
    await expect(page).toHaveURL(/\/viagem\/\d+\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Férias em Lisboa e Porto' })).toBeVisible();
  });

  test('the list sorts by a column through ascending, descending and none, and is remembered', async ({ page, request }) => {
    await signInWithTrips(page, request);
    await segment(page, 'Lista');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Último acesso' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Férias em Lisboa e Porto' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprimir / PDF' })).toBeVisible();
    await expectAccessible(page);

    const header = table.getByRole('columnheader', { name: /^Viagem/ });
    const firstTrip = () => table.getByRole('row').nth(1).getByRole('cell').nth(4).innerText();
    // The table keeps the previous page until the server answers, and other tests of this agency add and
    // delete trips meanwhile: each order is checked against the answer to its own request.
    const sortedBy = async (order: 'asc' | 'desc') => {
      const answer = page.waitForResponse(
        (r) => r.url().includes('/api/v1/travels/all?') && r.url().includes('sortBy=name') && r.url().includes(`sortOrder=${order}`),
      );
      await header.getByRole('button').click();
      const { results } = (await (await answer).json()) as { results: { name: string }[] };
      expect(results.length).toBeGreaterThan(1);
      await expect.poll(firstTrip).toBe(results[0].name);
      return results[0].name;
    };
    await expect(header).toHaveAttribute('aria-sort', 'none');
    const ascending = await sortedBy('asc');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByRole('status').filter({ hasText: /viage/ })).toBeVisible();
    const descending = await sortedBy('desc');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(descending).not.toBe(ascending);
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'none');

    await page.reload();
    await expect(page.getByRole('radio', { name: 'Lista' })).toBeChecked();
    await expect(page.getByRole('table')).toBeVisible();
  });

  test('creates a trip: customer and city autocompletes, dates, city required, then "Não" opens it', async ({ page, request }) => {
    const name = unique('Viagem e2e');
    await signInWithTrips(page, request);
    await page.getByRole('button', { name: 'Adicionar viagem' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nova viagem' });
    await dialog.getByLabel('Nome da viagem').fill(name);
    await chooseOption(page, dialog.getByRole('textbox', { name: 'Cliente' }), 'Ana', /Ana Ribeiro/);
    await expect(dialog.getByRole('textbox', { name: 'Cliente' })).toHaveValue('Ana Ribeiro');

    // without a date range nothing is sent
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/travels/')) posted = true;
    });
    await dialog.getByRole('button', { name: 'Criar viagem' }).click();
    await expect(dialog.getByText('A data é obrigatória')).toBeVisible();
    expect(posted).toBe(false);

    const today = new Date(`${dayFromToday(0)}T12:00:00Z`);
    const month = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' }).format(today);
    const year = today.getUTCFullYear();
    await dialog.getByRole('button', { name: 'Período da viagem' }).click();
    await page.getByRole('button', { name: `10 ${month} ${year}`, exact: true }).click();
    await page.getByRole('button', { name: `14 ${month} ${year}`, exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Período da viagem' })).toContainText('10/');

    await dialog.getByRole('button', { name: 'Criar viagem' }).click();
    await expect(dialog.getByText('Adicione ao menos uma cidade')).toBeVisible();
    expect(posted).toBe(false);

    await chooseOption(page, dialog.getByRole('textbox', { name: 'Adicionar cidade' }), 'Lisb', /^Lisboa/);
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Lisboa' })).toBeVisible();
    await expect(dialog.getByText('Adicione ao menos uma cidade')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Criar viagem' }).click();

    const question = page.getByRole('dialog', { name: 'Criar Checklist Padrão?' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Não' }).click();
    await expect(page).toHaveURL(/\/viagem\/\d+\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ana Ribeiro' })).toHaveAttribute('href', /\/clientes\/\d+$/);
    await expect(page.getByText('5 dias')).toBeVisible();
  });

  test('adds a hotel to the itinerary and sees it in the timeline with its money formatted', async ({ page, request }) => {
    const trip = await createTrip(request, unique('Roteiro e2e'), { going: '2030-05-09', back: '2030-05-16' });
    await signIn(page, await owner(request));
    await page.goto(`/viagem/${trip.customer_id}/${trip.id}`);
    await expect(page.getByRole('heading', { level: 1, name: trip.name })).toBeVisible();
    await expect(page.getByText('Roteiro vazio')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Adicionar item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar item ao roteiro' });
    await dialog.getByRole('combobox', { name: 'Tipo de item' }).click();
    await page.getByRole('option', { name: 'Hospedagem' }).click();
    await dialog.getByRole('combobox', { name: 'Hotel' }).fill('Hotel Avenida Teste');
    await dialog.getByRole('textbox', { name: 'Check-in' }).fill('10/05/2030');
    await dialog.getByRole('textbox', { name: 'Check-out' }).fill('14/05/2030');
    await dialog.getByRole('textbox', { name: 'Tipo de quarto' }).fill('Duplo');
    await dialog.getByRole('textbox', { name: 'Investimento' }).fill('1234,56');
    await dialog.getByRole('button', { name: 'Salvar item' }).click();
    await expect(dialog).toBeHidden();

    const item = page.getByRole('article', { name: /Hospedagem: Hotel Avenida Teste/ });
    await expect(item).toBeVisible();
    await expect(item).toContainText('R$ 1.234,56');
    await expect(item).toContainText('4 noites');
    await expect(item).toContainText('10/05/2030');
    await expect(page.getByRole('heading', { level: 3, name: /10 de maio/ })).toBeVisible();
    await expectAccessible(page);

    // delete with confirmation
    await item.getByRole('button', { name: /Excluir Hospedagem/ }).click();
    await page.getByRole('dialog', { name: 'Confirmar exclusão' }).getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Roteiro vazio')).toBeVisible();
  });

  test('adds a dependent as traveller and removes them with confirmation', async ({ page, request }) => {
    const trip = await createTrip(request, unique('Viajantes e2e'));
    await signIn(page, await owner(request));
    await page.goto(`/viagem/${trip.customer_id}/${trip.id}`);
    await page.getByRole('tab', { name: 'Viajantes' }).click();
    const list = page.getByRole('tabpanel').getByRole('list').first();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Ana Ribeiro');
    await expect(list).toContainText('Cliente titular');
    await expectAccessible(page);

    await page.getByRole('button', { name: /Lucas Ribeiro · filho\(a\)/ }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list).toContainText('Lucas Ribeiro');
    await expect(page.getByText('Todos os dependentes do cliente já estão na viagem.')).toBeVisible();

    await page.getByRole('button', { name: 'Remover Lucas Ribeiro da viagem' }).click();
    await page.getByRole('dialog', { name: 'Confirmar exclusão' }).getByRole('button', { name: 'Excluir' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
  });

  test('deletes a trip from the list after confirming', async ({ page, request }) => {
    const trip = await createTrip(request, unique('Apagar e2e'), { going: '2001-01-02', back: '2001-01-05' });
    await signIn(page, await owner(request));
    await segment(page, 'Lista');
    const row = page.getByRole('row', { name: new RegExp(trip.name) });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Excluir a viagem ${trip.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar exclusão' });
    await expect(confirm).toContainText(trip.name);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Excluir a viagem ${trip.name}` }).click();
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('Viagem excluída.')).toBeVisible();
  });

  test('@phone the week becomes an agenda and a card opens the trip', async ({ page, request }) => {
    await signInWithTrips(page, request);
    await segment(page, 'Semana');
    const agenda = page.getByRole('list', { name: /–/ });
    await expect(agenda.getByRole('listitem')).toHaveCount(7);
    await expect(agenda.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await showDay(page, 'week', dayFromToday(3));
    const lisbon = lisbonCard(page);
    await expect(lisbon).toBeVisible();
    const box = await lisbon.boundingBox();
    expect(box!.width).toBeGreaterThan(250);
    await lisbon.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Férias em Lisboa e Porto' })).toBeVisible();
    await expect(page.getByRole('article', { name: /Hospedagem: Hotel Avenida Palace/ })).toBeVisible();
  });
});
