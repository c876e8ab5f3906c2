import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { agencyWithAna, createTrail, createTrip as createTripOf, dayFromToday, unique } from './agencyData.ts';
import { expectAccessible, madeOnce, ownAgency, signIn } from './support.ts';

/** This file's own agency and its client Ana Ribeiro. */
const owner = ownAgency('Vera');
const agency = madeOnce(async (request) => agencyWithAna(request, await owner(request)));

/** Screenshots for review only when asked (E2E_SHOTS=dir). */
const SHOTS = process.env.E2E_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** A real 1x1 PNG and a one-page PDF, built here. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n' +
    '4 0 obj<</Length 44>>stream\nBT /F1 18 Tf 40 100 Td (Voucher TAP) Tj ET\nendstream endobj\n' +
    '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

interface Trip {
  id: number;
  customer_id: number;
  name: string;
  flight: number;
  hotel: number;
  headers: Record<string, string>;
}

/** A trip of Ana with a flight in BRL and a hotel in EUR, made through the API. */
async function createTrip(request: APIRequestContext, name = unique('Vouchers e2e')): Promise<Trip> {
  const { headers, ana } = await agency(request);
  const trip = await createTripOf(request, headers, ana.id, { name });
  const flight = await createTrail(request, headers, trip.id, {
    type: 'flight', airline: 'TP', flight_number: '88', departure_city: 'São Paulo (GRU)', arrival_city: 'Lisboa (LIS)',
    departure_at: `${dayFromToday(40)} 22:05`, currency: 'BRL', investment: '2000.00', sale_price: '2500.00', payment_method: 'credit_card',
  });
  const hotel = await createTrail(request, headers, trip.id, {
    type: 'hotel', hotel: 'Hotel Avenida Palace', check_in: dayFromToday(41), check_out: dayFromToday(44),
    currency: 'EUR', investment: '1000.00', sale_price: '1200.00', payment_method: 'pix',
  });
  return { ...trip, flight, hotel, headers };
}

async function openTab(page: Page, trip: Trip, tab: 'Vouchers' | 'Financeiro') {
  await page.goto(`/viagem/${trip.customer_id}/${trip.id}`);
  await expect(page.getByRole('heading', { level: 1, name: trip.name })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
}

async function chooseItem(page: Page, option: RegExp) {
  await page.getByRole('combobox', { name: 'Item do roteiro' }).click();
  await page.getByRole('option', { name: option }).click();
}

test.describe('vouchers, financial report, share link and trip PDF', () => {
  // long journeys through several screens
  test.describe.configure({ timeout: 90_000 });

  test('uploads two vouchers at once with a progress bar each, previews them, rejects bad files and deletes one', async ({ page, request }) => {
    const trip = await createTrip(request);
    await signIn(page, await owner(request));
    await openTab(page, trip, 'Vouchers');
    await expect(page.getByRole('heading', { name: 'Nenhum voucher nesta viagem' })).toBeVisible();
    await expectAccessible(page);

    await chooseItem(page, /Hotel Avenida Palace/);
    const input = page.locator('input[type="file"]');

    // wrong type (declared and by content) and over 10 MB: the exact messages of spec 5
    await input.setInputFiles([{ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('não é voucher') }]);
    const rejected = page.getByRole('alert').filter({ hasText: 'Arquivos recusados' });
    await expect(rejected).toContainText('notas.txt: Tipo de arquivo inválido. Somente imagens ou pdf são permitidos');
    await input.setInputFiles([{ name: 'falso.pdf', mimeType: 'application/pdf', buffer: Buffer.from('isto não é um pdf') }]);
    await expect(rejected).toContainText('falso.pdf: Tipo de arquivo inválido. Somente imagens ou pdf são permitidos');
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    PNG.copy(big);
    await input.setInputFiles([{ name: 'grande.png', mimeType: 'image/png', buffer: big }]);
    await expect(rejected).toContainText('grande.png: Tamanho não pode ser maior que 10MB');
    // more than five at once
    await input.setInputFiles(Array.from({ length: 6 }, (_, i) => ({ name: `v${i}.png`, mimeType: 'image/png', buffer: PNG })));
    await expect(rejected).toContainText('Envie no máximo 5 arquivos por vez.');
    await page.getByRole('button', { name: 'Limpar' }).click();

    await input.setInputFiles([
      { name: 'reserva-hotel.png', mimeType: 'image/png', buffer: PNG },
      { name: 'confirmacao.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);
    await expect(rejected).toHaveCount(0);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/v1/travels/voucher')) posts.push(r.headers()['content-type'] ?? '');
    });
    await page.getByRole('button', { name: 'Enviar 2 arquivos' }).click();
    await expect(page.getByText('Vouchers enviados.')).toBeVisible();
    expect(posts).toHaveLength(2);
    expect(posts.every((type) => type.startsWith('multipart/form-data'))).toBe(true);

    const group = page.getByRole('region', { name: /Hotel Avenida Palace/ });
    await expect(group.getByText('reserva-hotel.png')).toBeVisible();
    await expect(group.getByText('confirmacao.pdf')).toBeVisible();
    await expect(page.getByText('2 arquivos')).toBeVisible();
    const thumbnail = group.getByRole('button', { name: 'Visualizar reserva-hotel.png' }).locator('img');
    await expect(thumbnail).toHaveJSProperty('complete', true);
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await expect(group.getByRole('link', { name: 'Baixar: confirmacao.pdf' })).toHaveAttribute('href', /\/api\/v1\/files\/.+signature=/);

    await group.getByRole('button', { name: 'Visualizar confirmacao.pdf' }).click();
    const preview = page.getByRole('dialog', { name: 'Voucher: confirmacao.pdf' });
    await expect(preview.locator('iframe[title="confirmacao.pdf"]')).toBeVisible();
    await preview.getByRole('button', { name: 'Fechar' }).click();
    await expectAccessible(page);
    await shot(page, 'vouchers-1280');

    await group.getByRole('button', { name: 'Excluir voucher confirmacao.pdf' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar exclusão' });
    await expect(confirm).toContainText('confirmacao.pdf');
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Voucher excluído.')).toBeVisible();
    await expect(group.getByText('confirmacao.pdf')).toHaveCount(0);
    await expect(group.getByText('reserva-hotel.png')).toBeVisible();
  });

  test('the server message shows under a file it refuses', async ({ page, request }) => {
    const trip = await createTrip(request);
    await signIn(page, await owner(request));
    await openTab(page, trip, 'Vouchers');
    await chooseItem(page, /Lisboa \(LIS\)/);
    await page.route('**/api/v1/travels/voucher', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ file: ['Invalid file type for voucher upload.'] }) }),
    );
    await page.locator('input[type="file"]').setInputFiles([{ name: 'bilhete.png', mimeType: 'image/png', buffer: PNG }]);
    await page.getByRole('button', { name: 'Enviar 1 arquivo' }).click();
    await expect(page.getByText('Invalid file type for voucher upload.')).toBeVisible();
    await expect(page.getByText('Falhou')).toBeVisible();
  });

  test('financial tab: missing EUR rate, a rate updates the BRL totals, a payment changes what is still due; print and export', async ({ page, request }) => {
    const trip = await createTrip(request);
    await signIn(page, await owner(request));
    await openTab(page, trip, 'Financeiro');

    await expect(page.getByRole('cell', { name: /Hotel Avenida Palace/ })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'EUR 1.200,00', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: 'R$ 2.500,00' }).first()).toBeVisible();
    await expect(page.getByText('Taxa faltando para EUR: esses valores ficam fora dos totais em reais.')).toBeVisible();
    // without the EUR rate only the flight counts
    await expect(page.getByTestId('total-sale')).toContainText('R$ 2.500,00');
    await expect(page.getByTestId('total-investment')).toContainText('R$ 2.000,00');
    await expectAccessible(page);

    await page.getByLabel('1 EUR em R$').fill('6,1234');
    await page.getByRole('button', { name: 'Salvar câmbio' }).click();
    await expect(page.getByText('Câmbio salvo.')).toBeVisible();
    // 2.500,00 + 1.200,00 x 6,1234 = 9.848,08; cost 2.000,00 + 6.123,40 = 8.123,40
    await expect(page.getByTestId('total-sale')).toContainText('R$ 9.848,08');
    await expect(page.getByTestId('total-investment')).toContainText('R$ 8.123,40');
    await expect(page.getByTestId('total-margin')).toContainText('R$ 1.724,68');
    await expect(page.getByText(/Taxa faltando para EUR/)).toHaveCount(0);
    await expect(page.getByTestId('total-client_due')).toContainText('R$ 9.848,08');

    await page.getByRole('button', { name: 'Adicionar pagamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar pagamento' });
    await dialog.getByRole('button', { name: 'Salvar pagamento' }).click();
    await expect(dialog.getByText('Informe um valor maior que zero.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Valor' }).fill('1.500,50');
    await dialog.getByRole('button', { name: 'Salvar pagamento' }).click();
    await expect(page.getByText('Pagamento registrado.', { exact: true })).toBeVisible();
    await expect(page.getByTestId('total-received')).toContainText('R$ 1.500,50');
    await expect(page.getByTestId('total-client_due')).toContainText('R$ 8.347,58');
    await expect(page.getByRole('cell', { name: 'Recebido do cliente' })).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'financial-1280');

    // export .xlsx: a zip file (PK)
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar .xlsx' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');

    // delete the payment with confirmation
    await page.getByRole('button', { name: 'Excluir pagamento de R$ 1.500,50' }).click();
    await page.getByRole('dialog', { name: 'Confirmar exclusão' }).getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Pagamento excluído.')).toBeVisible();
    await expect(page.getByTestId('total-client_due')).toContainText('R$ 9.848,08');

    // printable report
    await expect(page.getByRole('link', { name: 'Relatório para impressão' })).toHaveAttribute('href', `/viagem/${trip.customer_id}/${trip.id}/relatorio-financeiro`);
    await page.goto(`/viagem/${trip.customer_id}/${trip.id}/relatorio-financeiro`);
    await expect(page.getByRole('heading', { level: 1, name: trip.name })).toBeVisible();
    await expect(page.getByText('Relatório financeiro', { exact: true })).toBeVisible();
    await expect(page.getByText('Ana Ribeiro')).toBeVisible();
    await expect(page.getByText('Câmbio: 1 EUR = R$ 6,1234')).toBeVisible();
    await expect(page.getByTestId('total-sale')).toContainText('R$ 9.848,08');
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expectAccessible(page);
    await shot(page, 'report-1280');
  });

  test('a share link opens the trip without login and without prices; revoked, it answers a friendly page', async ({ page, request, browser }) => {
    const trip = await createTrip(request);
    const voucher = await request.post('/api/v1/travels/voucher', {
      headers: trip.headers,
      multipart: { trail_id: String(trip.flight), file: { name: 'cartao-embarque.pdf', mimeType: 'application/pdf', buffer: PDF } },
    });
    expect(voucher.status(), await voucher.text()).toBe(201);

    await signIn(page, await owner(request));
    await openTab(page, trip, 'Vouchers');
    await page.getByRole('button', { name: 'Criar link' }).click();
    const link = page.getByRole('textbox', { name: 'Link de compartilhamento' });
    await expect(link).toHaveValue(/\/viagem-compartilhada\/.+/);
    await expect(page.getByRole('button', { name: 'Copiar link' })).toBeVisible();
    await expect(page.getByText(/^Válido até \d{2}\/\d{2}\/\d{4}/).first()).toBeVisible();
    await expect(page.getByText('Ativo', { exact: true })).toBeVisible();
    const path = new URL(await link.inputValue()).pathname;

    // the trip PDF, with the token
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar PDF da viagem' }).click();
    const pdf = await readFile((await (await downloading).path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const guest = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const client = await guest.newPage();
    await client.goto(path);
    await expect(client.getByRole('heading', { level: 1, name: trip.name })).toBeVisible();
    await expect(client.getByRole('heading', { name: 'Hotel Avenida Palace' })).toBeVisible();
    await expect(client.getByRole('heading', { name: 'São Paulo (GRU) → Lisboa (LIS)' })).toBeVisible();
    await expect(client.getByRole('link', { name: 'Baixar cartao-embarque.pdf' })).toHaveAttribute('href', /\/api\/v1\/files\//);
    const text = await client.locator('main').innerText();
    expect(text).not.toMatch(/R\$|EUR|1\.200|2\.500|Pix|Cartão de crédito/);
    expect(await client.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('token')).length || null)).toBeNull();
    await expectAccessible(client);
    await shot(client, 'shared-1280');

    await page.getByRole('button', { name: /^Revogar link criado em/ }).click();
    await page.getByRole('dialog', { name: 'Confirmar exclusão' }).getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Link revogado.')).toBeVisible();
    await expect(page.getByText('Revogado', { exact: true })).toBeVisible();
    await client.reload();
    await expect(client.getByRole('heading', { level: 1, name: 'Link indisponível' })).toBeVisible();
    await expect(client.getByRole('alert')).not.toBeEmpty();
    await expectAccessible(client);
    await guest.close();
  });

  test('@phone the vouchers and financial tabs fit a phone', async ({ page, request }) => {
    const trip = await createTrip(request);
    await signIn(page, await owner(request));
    await openTab(page, trip, 'Vouchers');
    await chooseItem(page, /Hotel Avenida Palace/);
    await page.locator('input[type="file"]').setInputFiles([{ name: 'reserva.png', mimeType: 'image/png', buffer: PNG }]);
    await page.getByRole('button', { name: 'Enviar 1 arquivo' }).click();
    await expect(page.getByRole('button', { name: 'Visualizar reserva.png' })).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await shot(page, 'vouchers-375');

    await page.getByRole('tab', { name: 'Financeiro' }).click();
    await expect(page.getByTestId('total-sale')).toContainText('R$ 2.500,00');
    await expect(page.getByText(/Taxa faltando para EUR/)).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await shot(page, 'financial-375');

    await page.goto(`/viagem/${trip.customer_id}/${trip.id}/relatorio-financeiro`);
    await expect(page.getByRole('heading', { level: 1, name: trip.name })).toBeVisible();
    await shot(page, 'report-375');
  });
});
