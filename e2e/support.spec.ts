import { readFile } from 'node:fs/promises';
import { deflateSync, crc32 } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authHeaders, expectAccessible, newOwner, ownAgency, signIn } from './support.ts';

/** This file's own agency, for the tests that do not need an account of their own. */
const owner = ownAgency('Sofia');

const unique = (label: string) =>
  `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** A white PNG of the given size: a real image with nothing to read on it. */
function blankPng(width = 400, height = 260): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 255)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function createCustomer(request: APIRequestContext, row: Record<string, unknown>): Promise<number> {
  const response = await request.post('/api/v1/customers/', { headers: await authHeaders(request, await owner(request)), data: row });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function openNewDocument(page: Page, customerId: number) {
  await page.goto(`/clientes/${customerId}`);
  await page.getByRole('tab', { name: 'Documentos' }).click();
  await page.getByRole('button', { name: 'Adicionar documento' }).click();
  return page.getByRole('dialog', { name: 'Novo documento' });
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.describe('support, AI document reading and privacy (LGPD)', () => {
  test('the help centre finds articles without accents, opens one, and speaks Spanish', async ({ page, request }) => {
    await signIn(page, await owner(request));
    await page.goto('/suporte');
    await expect(page.getByRole('heading', { name: 'Suporte', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /Roteiro e importação de PNR/ })).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'suporte-1280');

    const search = page.getByRole('searchbox', { name: 'Buscar na ajuda' });
    await search.fill('importacao pnr');
    // the title match first, then the decoder that mentions the import in its text
    await expect(page.getByText('2 artigos', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Artigos da ajuda' }).getByRole('button').first(),
    ).toContainText('Roteiro e importação de PNR');
    await page.getByRole('button', { name: /Roteiro e importação de PNR/ }).click();
    await expect(page.getByRole('heading', { name: 'Roteiro e importação de PNR', level: 2 })).toBeVisible();
    await expect(page).toHaveURL(/artigo=itinerary-pnr/);
    await expect(page.getByText(/cole o texto da reserva/)).toBeVisible();
    await page.getByRole('button', { name: 'Voltar para a central de ajuda' }).click();

    // words found only in a body
    await search.fill('LIBERAÇÃO do cartao');
    await expect(page.getByRole('button', { name: /Alertas ao cliente/ })).toBeVisible();
    await search.fill('xyzzy');
    await expect(page.getByText('Nenhum artigo encontrado')).toBeVisible();

    await page.getByRole('button', { name: /Idioma/ }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { name: 'Soporte', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar en la ayuda' }).fill('anonimizar');
    await page.getByRole('button', { name: /Privacidad y LGPD/ }).click();
    await expect(page.getByRole('heading', { name: 'Privacidad y LGPD', level: 2 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Términos de uso/ }).first()).toHaveAttribute(
      'href',
      '/termos-de-uso',
    );
  });

  test('the contact form validates, sends with the page, and shows the rate limit', async ({
    page,
    request,
  }) => {
    await signIn(page, await newOwner(request, 'Lia'));
    await page.goto('/suporte');
    const form = page.getByRole('region', { name: 'Fale com o suporte' });
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(form.getByText('Este campo é obrigatório')).toHaveCount(2);

    await form.getByLabel('Assunto').fill('Dúvida sobre vouchers');
    await form.getByLabel('Mensagem').fill('Como envio cinco vouchers de uma vez?');
    const sent = page.waitForRequest('**/api/v1/support/contact');
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    expect((await sent).postDataJSON()).toEqual({
      subject: 'Dúvida sobre vouchers',
      message: 'Como envio cinco vouchers de uma vez?',
      page: '/suporte',
    });
    await expect(form.getByText('Mensagem enviada! Nossa equipe vai responder no seu e-mail.')).toBeVisible();

    await page.route('**/api/v1/support/contact', (route) =>
      route.fulfill({ status: 429, json: { detail: 'Muitas requisições. Tente novamente em 42 segundos.' } }),
    );
    await form.getByRole('button', { name: 'Enviar outra mensagem' }).click();
    await form.getByLabel('Assunto').fill('Outra');
    await form.getByLabel('Mensagem').fill('Mais uma pergunta');
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(form.getByText('Muitas requisições. Tente novamente em 42 segundos.')).toBeVisible();

    // the terms' commitments lead to the documents
    const commitments = page.getByRole('region', { name: 'Nossos compromissos' });
    await expect(commitments.getByRole('link', { name: 'Reembolso pago em até 90 dias' })).toHaveAttribute(
      'href',
      '/termos-de-uso',
    );
    await expect(
      commitments.getByRole('link', { name: 'Exclusão da conta em até 30 dias úteis' }),
    ).toHaveAttribute('href', '/politica-de-privacidade');
  });

  test('"Ler com IA" asks for a file, then shows the processing error for a blank image', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const id = await createCustomer(request, { first_name: 'Olga', last_name: unique('Ocr') });
    await signIn(page, await owner(request));
    const dialog = await openNewDocument(page, id);

    await dialog.getByRole('button', { name: 'Ler com IA' }).click();
    await expect(dialog.getByText('Por favor, selecione um arquivo de documento.')).toBeVisible();
    await expect(dialog.getByText('Este campo é obrigatório')).toBeVisible();

    await dialog.getByRole('combobox', { name: 'Tipo de documento' }).click();
    await page.getByRole('option', { name: 'Passaporte' }).click();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'branco.png', mimeType: 'image/png', buffer: blankPng() });
    await dialog.getByRole('button', { name: 'Ler com IA' }).click();
    await expect(dialog.getByText('Lendo o documento…').first()).toBeVisible();
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'Ocorreu um erro ao processar o documento.' }),
    ).toBeVisible({
      timeout: 60_000,
    });
    await expect(dialog.getByLabel(/^Número/)).toHaveValue('');
  });

  test('a reading fills the form, marks each field with its confidence and saves nothing by itself', async ({
    page,
    request,
  }) => {
    const id = await createCustomer(request, {
      first_name: 'Anna María',
      last_name: 'Eriksson',
      birth_date: '1974-08-12',
    });
    await page.route('**/api/v1/customers/*/agent/documents/', (route) =>
      route.fulfill({
        json: {
          document_type: 'passport',
          number: 'L898902C3',
          issue_date: null,
          expiry_date: '2032-04-15',
          issuing_country: 'BRA',
          first_name: 'ANNA MARIA',
          last_name: 'ERIKSSON',
          birth_date: '1974-08-12',
          nationality: 'BRA',
          gender: 'female',
          cpf: null,
          rg: null,
          confidence: 0.9,
          source: 'mrz',
          confidences: {
            number: 0.99,
            expiry_date: 0.99,
            issuing_country: 0.75,
            first_name: 0.9,
            last_name: 0.9,
            birth_date: 0.99,
            nationality: 0.95,
            gender: 0.9,
          },
          mrz: null,
        },
      }),
    );
    await signIn(page, await owner(request));
    const dialog = await openNewDocument(page, id);
    await dialog.getByRole('combobox', { name: 'Tipo de documento' }).click();
    await page.getByRole('option', { name: 'Passaporte' }).click();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'passaporte.png', mimeType: 'image/png', buffer: blankPng() });
    const call = page.waitForRequest('**/api/v1/customers/*/agent/documents/');
    await dialog.getByRole('button', { name: 'Ler com IA' }).click();
    const body = (await call).postDataJSON() as { file: string; document_type: string };
    expect(body.document_type).toBe('passport');
    expect(body.file).toMatch(/^data:image\/png;base64,iVBOR/);

    await expect(dialog.getByText('Confira os dados antes de salvar')).toBeVisible();
    await expect(dialog.getByLabel(/^Número/)).toHaveValue('L898902C3');
    await expect(dialog.getByLabel('Validade')).toHaveValue('15/04/2032');
    await expect(dialog.getByRole('combobox', { name: 'País emissor' })).toHaveValue('Brasil');
    await expect(dialog.locator('[data-ai-hint=number]')).toHaveText('lido pela IA · 99%');
    await expect(dialog.locator('[data-ai-hint=issuing_country]')).toHaveText('lido pela IA · 75% · confira');
    // the holder's data beside the record: the name matches without accents and case
    await expect(dialog.getByRole('cell', { name: /ANNA MARIA/ })).toBeVisible();
    await expect(dialog.getByText('diferente do cadastro')).toHaveCount(0);
    await shot(page, 'documento-lido-1280');

    // a changed field loses its mark
    await dialog.getByLabel(/^Número/).fill('L898902C4');
    await expect(dialog.locator('[data-ai-hint=number]')).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByText('Nenhum documento')).toBeVisible();
  });

  test('the owner exports all data, downloads it and finds the export in the audit log', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, await newOwner(request, 'Lia'));
    await page.goto('/minha-conta');
    const section = page.getByRole('region', { name: 'Privacidade e dados' });
    await expect(section).toBeVisible();

    await section.getByRole('button', { name: 'Exportar todos os dados' }).click();
    const link = section.getByRole('link', { name: /Baixar exportação/ });
    await expect(link).toBeVisible({ timeout: 60_000 });
    const zip = await request.get((await link.getAttribute('href'))!);
    expect(zip.status()).toBe(200);
    expect((await zip.body()).subarray(0, 2).toString('latin1')).toBe('PK');
    await expectAccessible(page);
    await section.screenshot({ path: test.info().outputPath('privacidade-1280.png') });

    await section.getByRole('button', { name: 'Abrir registro de auditoria' }).click();
    const log = page.getByRole('dialog', { name: 'Registro de auditoria' });
    await expect(log.getByRole('cell', { name: 'Exportação pedida' })).toBeVisible();
    await expect(log.getByRole('cell', { name: 'Exportação pronta' })).toBeVisible();
    await expect(log.getByRole('cell', { name: 'Lia Teste' }).first()).toBeVisible();
    await log.getByRole('combobox', { name: 'Ação' }).click();
    await page.getByRole('option', { name: 'Exportação pedida' }).click();
    await expect(log.getByText('1 registro', { exact: true })).toBeVisible();
    await expect(log.getByRole('cell', { name: 'Exportação pronta' })).toHaveCount(0);
    await shot(page, 'auditoria-1280');
  });

  test('the owner requests the account deletion with the agency name, then cancels it', async ({
    page,
    request,
  }) => {
    const owner = await newOwner(request, 'Lia');
    await signIn(page, owner);
    await page.goto('/minha-conta');
    const section = page.getByRole('region', { name: 'Privacidade e dados' });
    await expect(section.getByText(/30 dias úteis após o pedido/)).toBeVisible();
    await section.getByRole('button', { name: 'Solicitar exclusão da conta' }).click();

    const dialog = page.getByRole('dialog', { name: 'Excluir a conta da agência?' });
    const confirm = dialog.getByRole('button', { name: 'Solicitar exclusão' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Digite o nome da agência para confirmar').fill('Outra agência');
    await expect(dialog.getByText('O nome digitado não confere.')).toBeVisible();
    await dialog.getByLabel('Digite o nome da agência para confirmar').fill(owner.agencyName);
    await confirm.click();

    await expect(section.getByText(/Exclusão agendada para \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    await expect(page.getByText(/A exclusão da conta foi agendada para/)).toBeVisible();
    await section.getByRole('button', { name: 'Cancelar a exclusão' }).click();
    await expect(page.getByText('O pedido de exclusão da conta foi cancelado.')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Solicitar exclusão da conta' })).toBeVisible();
  });

  test('a client’s personal data downloads as JSON, and the client can be anonymised', async ({
    page,
    request,
  }) => {
    const last = unique('Lgpd');
    const id = await createCustomer(request, {
      first_name: 'Rita',
      last_name: last,
      email: `${last.toLowerCase()}@example.com`,
    });
    await signIn(page, await owner(request));
    await page.goto(`/clientes/${id}`);
    await expect(page.getByRole('heading', { name: `Rita ${last}`, level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Dados pessoais (LGPD)' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Exportar dados do cliente' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`dados-pessoais-cliente-${id}.json`);
    const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
      customer: { first_name: string; email: string };
    };
    expect(data.customer.first_name).toBe('Rita');
    expect(data.customer.email).toBe(`${last.toLowerCase()}@example.com`);

    await page.getByRole('button', { name: 'Dados pessoais (LGPD)' }).click();
    await page.getByRole('menuitem', { name: 'Anonimizar cliente' }).click();
    const dialog = page.getByRole('dialog', { name: `Anonimizar Rita ${last}?` });
    await expect(dialog.getByText(/As viagens e o histórico financeiro ficam/)).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel('Digite o nome do cliente para confirmar').fill(`rita ${last}`);
    await dialog.getByRole('button', { name: 'Anonimizar definitivamente' }).click();

    await expect(page.getByText(/Os dados pessoais do cliente foram removidos/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cliente removido', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: `${last.toLowerCase()}@example.com` })).toHaveCount(0);
  });

  test('support and the privacy section fit a phone @phone', async ({ page, request }) => {
    await signIn(page, await newOwner(request, 'Lia'));
    await page.goto('/suporte');
    await page.getByRole('searchbox', { name: 'Buscar na ajuda' }).fill('voucher');
    await expect(page.getByRole('button', { name: /^Vouchers/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Fale com o suporte' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
    await shot(page, 'suporte-375');

    await page.goto('/minha-conta');
    const section = page.getByRole('region', { name: 'Privacidade e dados' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('button', { name: 'Exportar todos os dados' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await section.screenshot({ path: test.info().outputPath('privacidade-375.png') });
    await section.getByRole('button', { name: 'Abrir registro de auditoria' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Registro de auditoria' }).getByRole('cell').first(),
    ).toBeVisible();
    await shot(page, 'auditoria-375');
  });
});
