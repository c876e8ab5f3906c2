import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CNH_FIXTURE, cnhTextPdf } from '../apps/server/test/brazil-id-fixtures.ts';
import { authHeaders, createCustomer, newOwner, signIn } from './support.ts';

/**
 * Issue 16 point 8: a CNH-e PDF chosen in the document dialog is read by the server (its text
 * layer, no OCR) and the dialog suggests the document's fields and shows the holder's data read.
 */
async function readCnh(page: Page, customerId: number) {
  await page.goto(`/clientes/${customerId}`);
  await page.getByRole('tab', { name: 'Documentos' }).click();
  await page.getByRole('button', { name: 'Adicionar documento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo documento' });
  await dialog.getByRole('combobox', { name: 'Tipo de documento' }).click();
  await page.getByRole('option', { name: 'CNH', exact: true }).click();
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'cnh-e.pdf', mimeType: 'application/pdf', buffer: await cnhTextPdf() });
  await dialog.getByRole('button', { name: 'Ler com IA' }).click();
  await expect(dialog.getByText('Confira os dados antes de salvar')).toBeVisible({ timeout: 60_000 });
  return dialog;
}

for (const size of ['desktop', 'phone'] as const) {
  test(`a CNH-e PDF fills the document form and shows the holder's data read${size === 'phone' ? ' @phone' : ''}`, async ({
    page,
    request,
  }) => {
    // the PDF worker loads pdf.js on the server: a few seconds, more on a busy machine
    test.setTimeout(180_000);
    const owner = await newOwner(request, 'Leitor');
    const customer = await createCustomer(request, await authHeaders(request, owner), 'João Pedro');
    await signIn(page, owner);
    const dialog = await readCnh(page, customer.id);

    // the document's own fields: CNH registration number, dates and Brazil
    await expect(dialog.getByLabel(/^Número/)).toHaveValue(CNH_FIXTURE.registration);
    await expect(dialog.getByLabel('Emissão')).toHaveValue('18/02/2023');
    await expect(dialog.getByLabel('Validade')).toHaveValue('17/02/2033');
    await expect(dialog.getByRole('combobox', { name: 'País emissor' })).toHaveValue('Brasil');
    await expect(dialog.locator('[data-ai-hint=number]')).toHaveText('lido pela IA · 80%');

    // the holder's data beside the record, and the issuing body the record has no field for
    await expect(dialog.getByRole('cell', { name: 'Nome completo' })).toBeVisible();
    await expect(dialog.getByRole('cell', { name: /JOÃO PEDRO OLIVEIRA LIMA/ })).toBeVisible();
    // recorded as 'João Pedro Souza': the agent sees the difference
    await expect(dialog.getByText('diferente do cadastro')).toBeVisible();
    await expect(dialog.getByRole('cell', { name: /271\.845\.906-94/ })).toBeVisible();
    await expect(dialog.getByRole('cell', { name: /05\/11\/1979/ })).toBeVisible();
    await expect(dialog.locator('[data-ai-noted]')).toContainText('Órgão emissor:');
    await expect(dialog.locator('[data-ai-noted]')).toContainText('DETRAN-MG');
    // the dialog as read, its file area included
    const axe = await new AxeBuilder({ page })
      .include('[role=dialog]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // the agent saves what was suggested
    await dialog.getByRole('button', { name: 'Salvar documento' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(CNH_FIXTURE.registration)).toBeVisible();
  });
}
