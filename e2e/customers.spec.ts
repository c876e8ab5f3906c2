import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authHeaders, expectAccessible, ownAgency, signIn } from './support.ts';

/** This file's own agency: its customers are the only ones on the list. */
const owner = ownAgency('Clara');

/** Letters only (the search also matches phone digits): customers of a test carry it in the last name. */
const uniqueTag = () =>
  `Tag${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/** A valid Brazilian mobile number no other run uses: '119' + 8 digits. */
const uniqueMobile = () => `119${String(60_000_000 + Math.floor(Math.random() * 39_999_999))}`;

/** A real 1x1 PNG; `padTo` appends bytes after IEND to make it as large as wanted. */
function pngBuffer(padTo = 0): Buffer {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  return padTo > png.length ? Buffer.concat([png, Buffer.alloc(padTo - png.length, 0)]) : png;
}

const pdfBuffer = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );

/** Customers made through the API, so each test starts from its own rows. */
async function createCustomers(
  request: APIRequestContext,
  rows: Record<string, unknown>[],
): Promise<number[]> {
  const headers = await authHeaders(request, await owner(request));
  const ids: number[] = [];
  for (const row of rows) {
    const response = await request.post('/api/v1/customers/', { headers, data: row });
    expect(response.status(), await response.text()).toBe(201);
    ids.push(((await response.json()) as { id: number }).id);
  }
  return ids;
}

/** "+55 11 9xxxx xxxx", how the list writes a mobile number of `uniqueMobile`. */
const shownMobile = (mobile: string) => `+55 ${mobile.slice(0, 2)} ${mobile.slice(2, 7)} ${mobile.slice(7)}`;

const tableRows = (page: Page) => page.getByRole('table').locator('tbody tr');

async function searchList(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Buscar clientes' }).fill(text);
}

test.describe('customers: list, profile, dependents, documents, import and export', () => {
  test('searches after the debounce, pages by 5, changes the page size and sorts', async ({
    page,
    request,
  }) => {
    const tag = uniqueTag();
    await createCustomers(
      request,
      ['Alice', 'Bruna', 'Caio', 'Dora', 'Enzo', 'Flora'].map((first_name) => ({
        first_name,
        last_name: tag,
      })),
    );
    await signIn(page, await owner(request));
    await page.goto('/clientes');
    await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
    await expect(tableRows(page).first()).toBeVisible();
    await expectAccessible(page);

    await searchList(page, tag);
    await expect(page.getByText('6 clientes')).toBeVisible();
    await expect(tableRows(page)).toHaveCount(5);
    await page.getByRole('button', { name: 'Página 2' }).click();
    await expect(tableRows(page)).toHaveCount(1);

    await page.getByRole('combobox', { name: 'Clientes por página' }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await expect(tableRows(page)).toHaveCount(6);

    const name = page.getByRole('button', { name: /^Nome/ });
    await name.click();
    await expect(tableRows(page).first()).toContainText(`Alice ${tag}`);
    await name.click();
    await expect(page.getByRole('columnheader', { name: /Nome/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(tableRows(page).first()).toContainText(`Flora ${tag}`);

    await searchList(page, `${tag}-nobody`);
    await expect(page.getByText('Nenhum cliente encontrado')).toBeVisible();
  });

  test('creates a client from "Novo cliente" and shows the duplicate-phone message under the phone', async ({
    page,
    request,
  }) => {
    const tag = uniqueTag();
    const taken = uniqueMobile();
    await createCustomers(request, [{ first_name: 'Otávio', last_name: tag, phone: `+55${taken}` }]);
    await signIn(page, await owner(request));
    await page.goto('/clientes');
    await page.getByRole('button', { name: 'Novo cliente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo cliente' });
    await dialog.getByRole('button', { name: 'Cadastrar cliente' }).click();
    await expect(dialog.getByText('Este campo é obrigatório').first()).toBeVisible();

    await dialog.getByLabel(/^Nome/).fill('Helena');
    await dialog.getByLabel('Sobrenome').fill(tag);
    await dialog.getByLabel('Data de nascimento').pressSequentially('15031990');
    await expect(dialog.getByLabel('Data de nascimento')).toHaveValue('15/03/1990');
    const cpf = dialog.getByLabel('CPF');
    await cpf.pressSequentially('52998224725');
    await expect(cpf).toHaveValue('529.982.247-25');
    await dialog.getByRole('textbox', { name: 'Telefone', exact: true }).pressSequentially(uniqueMobile());
    await dialog.getByLabel('E-mail').fill(`helena.${tag.toLowerCase()}@example.com`);
    await dialog.getByRole('button', { name: 'Cadastrar cliente' }).click();

    await expect(page).toHaveURL(/\/clientes\/\d+$/);
    await expect(page.getByRole('heading', { name: `Helena ${tag}`, level: 1 })).toBeVisible();
    await expect(page.getByText('Cliente cadastrado.')).toBeVisible();

    // Otávio's number, typed without the country code: the server's message shows under the field.
    await page.goto('/clientes');
    await page.getByRole('button', { name: 'Novo cliente' }).click();
    const again = page.getByRole('dialog', { name: 'Novo cliente' });
    await again.getByLabel(/^Nome/).fill('Outra');
    await again.getByLabel('Sobrenome').fill(tag);
    await again.getByRole('textbox', { name: 'Telefone', exact: true }).pressSequentially(taken);
    await again.getByRole('button', { name: 'Cadastrar cliente' }).click();
    await expect(
      again.getByText(
        'Este número de telefone já está cadastrado com outro cliente. Para mais informações, por favor contate o suporte',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/clientes$/);
  });

  test('edits the profile in the Dados tab and sees the header change', async ({ page, request }) => {
    const tag = uniqueTag();
    const [id] = await createCustomers(request, [{ first_name: 'Igor', last_name: tag }]);
    await signIn(page, await owner(request));
    await page.goto(`/clientes/${id}`);
    await expect(page.getByRole('heading', { name: `Igor ${tag}`, level: 1 })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel(/^Nome/).fill('Ígor');
    await page.getByRole('combobox', { name: 'Tags de personalidade' }).fill('praia');
    await page.getByRole('combobox', { name: 'Tags de personalidade' }).press('Enter');
    await page.getByLabel('Viagens por ano').fill('4');
    await page.getByLabel('Última viagem').pressSequentially('10012025');
    await page.getByRole('button', { name: 'Adicionar programa' }).click();
    await page.getByLabel(/^Programa/).fill('Smiles');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();

    await expect(page.getByText('Dados do cliente salvos.')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Ígor ${tag}`, level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Viagens por ano')).toHaveValue('4');
    await expect(page.getByLabel('Última viagem')).toHaveValue('10/01/2025');
    await expect(page.getByLabel(/^Programa/)).toHaveValue('Smiles');
  });

  test('adds a dependent with a degree from the degree options', async ({ page, request }) => {
    const tag = uniqueTag();
    const [id] = await createCustomers(request, [{ first_name: 'Júlia', last_name: tag }]);
    await signIn(page, await owner(request));
    await page.goto(`/clientes/${id}`);
    await page.getByRole('tab', { name: 'Dependentes' }).click();
    await expect(page.getByText('Nenhum dependente')).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar dependente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo dependente' });
    await dialog.getByLabel(/^Nome/).fill('Pedro');
    await dialog.getByLabel('Sobrenome').fill(tag);
    await dialog.getByRole('combobox', { name: 'Grau de parentesco' }).click();
    await expect(page.getByRole('option')).toHaveCount(15);
    await page.getByRole('option', { name: 'cônjuge' }).click();
    await dialog.getByLabel('Data de nascimento').pressSequentially('02021988');
    await dialog.getByRole('button', { name: 'Salvar dependente' }).click();

    await expect(page.getByText('Dependente adicionado.')).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: `Pedro ${tag}` });
    await expect(card).toContainText('cônjuge');
    await expect(card).toContainText('02/02/1988');
  });

  test('uploads a document, lists it with its file, and refuses a file over 5 MB', async ({
    page,
    request,
  }) => {
    const tag = uniqueTag();
    const [id] = await createCustomers(request, [{ first_name: 'Karina', last_name: tag }]);
    await signIn(page, await owner(request));
    await page.goto(`/clientes/${id}`);
    await page.getByRole('tab', { name: 'Documentos' }).click();
    await expect(page.getByText('Nenhum documento')).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar documento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo documento' });

    await dialog.getByRole('button', { name: 'Salvar documento' }).click();
    await expect(dialog.getByText('Por favor, selecione um arquivo de documento.')).toBeVisible();

    await dialog.getByRole('combobox', { name: 'Tipo de documento' }).click();
    await page.getByRole('option', { name: 'Passaporte' }).click();
    await dialog.getByLabel(/^Número/).fill('FX123456');
    await dialog.getByLabel('Validade').pressSequentially('01012035');

    const input = dialog.locator('input[type=file]');
    await input.setInputFiles({
      name: 'grande.png',
      mimeType: 'image/png',
      buffer: pngBuffer(5 * 1024 * 1024 + 1),
    });
    await expect(dialog.getByText('O arquivo é muito grande (máx 5MB).')).toBeVisible();
    await input.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('texto') });
    await expect(dialog.getByText('Formato de arquivo inválido')).toBeVisible();

    await input.setInputFiles({ name: 'passaporte.pdf', mimeType: 'application/pdf', buffer: pdfBuffer() });
    await expect(dialog.getByText('passaporte.pdf')).toBeVisible();
    await dialog.getByRole('button', { name: 'Salvar documento' }).click();

    await expect(page.getByText('Documento adicionado.')).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: 'FX123456' });
    await expect(card).toContainText('Passaporte');
    await expect(card).toContainText('Válido até 01/01/2035');
    const open = card.getByRole('link', { name: 'Abrir Passaporte FX123456 em nova aba' });
    await expect(open).toHaveAttribute('target', '_blank');
    const file = await request.get((await open.getAttribute('href'))!);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
    await expectAccessible(page);
  });

  test('imports a CSV: the good row comes in, the bad one is listed with its error', async ({ page, request }) => {
    const tag = uniqueTag();
    const csv = ['Nome;Sobrenome;E-mail', `Lia;${tag};lia.${tag.toLowerCase()}@example.com`, `;${tag};`].join(
      '\r\n',
    );
    await signIn(page, await owner(request));
    await page.goto('/clientes');
    await page.getByRole('button', { name: 'Importar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar clientes' });
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'clientes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await expect(dialog.getByText('clientes.csv')).toBeVisible();
    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();

    await expect(dialog.getByText('Linhas com erro')).toBeVisible();
    await expect(dialog.getByText('Clientes criados').locator('..')).toContainText('1');
    await expect(dialog.getByText('Linhas ignoradas').locator('..')).toContainText('1');
    const errorRow = dialog.getByRole('table').locator('tbody tr');
    await expect(errorRow).toHaveCount(1);
    await expect(errorRow).toContainText('3');
    await expect(errorRow).toContainText('Nome');
    await expect(errorRow).toContainText('Este campo é obrigatório');
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Concluir' }).click();
    await searchList(page, tag);
    await expect(page.getByText('1 cliente', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: `Lia ${tag}` })).toBeVisible();
  });

  test('exports the list as .xlsx through an authenticated download', async ({ page, request }) => {
    const tag = uniqueTag();
    await createCustomers(request, [{ first_name: 'Paulo', last_name: tag }]);
    await signIn(page, await owner(request));
    await page.goto('/clientes');
    await expect(tableRows(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Exportar' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Planilha Excel (.xlsx)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^clientes-.*\.xlsx$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  test('deletes the selected clients after a confirmation', async ({ page, request }) => {
    const tag = uniqueTag();
    await createCustomers(request, [
      { first_name: 'Marta', last_name: tag },
      { first_name: 'Nico', last_name: tag },
    ]);
    await signIn(page, await owner(request));
    await page.goto('/clientes');
    await searchList(page, tag);
    await expect(tableRows(page)).toHaveCount(2);
    await page.getByRole('checkbox', { name: 'Selecionar todos os clientes da página' }).check();
    await expect(page.getByText('2 clientes selecionados')).toBeVisible();
    await page.getByRole('button', { name: 'Excluir selecionados' }).click();

    const confirm = page.getByRole('dialog', { name: 'Confirmar exclusão' });
    await expect(confirm).toContainText('os 2 clientes selecionados');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(tableRows(page)).toHaveCount(2);

    await page.getByRole('button', { name: 'Excluir selecionados' }).click();
    await page
      .getByRole('dialog', { name: 'Confirmar exclusão' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect(page.getByText('2 clientes excluídos.')).toBeVisible();
    await expect(page.getByText('Nenhum cliente encontrado')).toBeVisible();
  });

  test('@phone lists clients as cards at 375 px and opens the details without sideways scrolling', async ({
    page,
    request,
  }) => {
    const tag = uniqueTag();
    const mobile = uniqueMobile();
    const [id] = await createCustomers(request, [{ first_name: 'Ana', last_name: tag, phone: `+55${mobile}` }]);
    const dependent = await request.post('/api/v1/customers/dependents', {
      headers: await authHeaders(request, await owner(request)),
      data: { customer_id: id, first_name: 'Lucas', last_name: tag, degree: 'filho', birth_date: '2015-06-18' },
    });
    expect(dependent.status(), await dependent.text()).toBe(201);
    await signIn(page, await owner(request));
    await page.goto('/clientes');
    await expect(page.getByRole('table')).toHaveCount(0);
    await searchList(page, tag);
    const ana = page.getByRole('listitem').filter({ hasText: `Ana ${tag}` });
    await expect(ana).toContainText(shownMobile(mobile));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);

    await ana.getByRole('link', { name: `Ana ${tag}` }).click();
    await expect(page.getByRole('heading', { name: `Ana ${tag}`, level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: 'Dependentes' }).click();
    await expect(page.getByText(`Lucas ${tag}`)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
  });
});
