import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { NEW_OWNER_PASSWORD, expectAccessible, newOwner, uniqueEmail } from './support.ts';

/*
 * The operator area (issue 15). The operator is made the way a real installation makes one:
 * `npm run operator -- grant EMAIL` against the e2e server's database (in memory, reached through
 * the server's local channel in DATA_DIR, as playwright.config.ts starts it).
 */

const run = promisify(execFile);
const BLOCKED = 'Seu acesso foi bloqueado. Por favor, entre em contato com o suporte para mais informações.';

/** A user without an agency (signup step 1 only), then made an operator by the command line. */
async function newOperator(request: APIRequestContext) {
  const email = uniqueEmail('operador');
  const signup = await request.post('/api/v1/agencies/accounts/signup', {
    data: { first_name: 'Olga', last_name: 'Operadora', email, password: NEW_OWNER_PASSWORD },
  });
  expect(signup.status()).toBe(201);
  const { stdout } = await run('node', ['--import', 'tsx', 'apps/server/src/operator.ts', 'grant', email], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: 'memory://',
      DATA_DIR: 'data/e2e',
      LOG_LEVEL: 'silent',
    },
  });
  expect(stdout).toContain(`${email} is now an operator.`);
  return { email, password: NEW_OWNER_PASSWORD };
}

async function signInAt(page: Page, credentials: { email: string; password: string }, landing: RegExp) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(credentials.email);
  await page.getByLabel('Senha', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(landing);
}

async function openSession(
  browser: Browser,
  credentials: { email: string; password: string },
  landing: RegExp,
) {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await signInAt(page, credentials, landing);
  return { context, page };
}

/** Shows only the given agency in the operator's list. */
async function findAgency(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Buscar agência' }).fill(name);
  await expect(page.getByText('1 agência', { exact: true })).toBeVisible();
  return page.locator('[data-agency]').filter({ hasText: name });
}

test.describe('operator area', () => {
  test('the operator blocks an agency whose open session lands on the blocked page, then unblocks it', async ({
    browser,
    request,
  }) => {
    // Two sessions, three screens and three confirmed actions: longer than one screen's test.
    test.slow();
    const owner = await newOwner(request, 'Helena');
    const operatorLogin = await newOperator(request);

    // The owner is using Rumo.
    const ownerSession = await openSession(browser, owner, /\/$/);
    const ownerPage = ownerSession.page;
    // An owner is no operator: no link, and /operador goes home.
    await expect(ownerPage.getByRole('link', { name: 'Operação' })).toHaveCount(0);
    await ownerPage.goto('/operador');
    await expect(ownerPage).toHaveURL(/\/$/);

    // The operator has no agency of their own and lands in the operator area.
    const { context, page } = await openSession(browser, operatorLogin, /\/operador$/);
    await expect(page.getByRole('heading', { name: 'Operação do Rumo', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Operação' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Clientes' })).toHaveCount(0);

    const row = await findAgency(page, owner.agencyName);
    await expect(row.getByText('Em teste')).toBeVisible();
    await expect(row.getByText(owner.email)).toBeVisible();
    await expect(row.getByText('R$ 0,00')).toBeVisible();
    await expectAccessible(page);

    // Block, confirmed in a dialog; cancelling first changes nothing.
    await row.getByRole('button', { name: `Ações para ${owner.agencyName}` }).click();
    await page.getByRole('menuitem', { name: 'Bloquear' }).click();
    let dialog = page.getByRole('dialog', { name: `Bloquear ${owner.agencyName}?` });
    await expect(dialog.getByText(/página de acesso bloqueado/)).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Em teste')).toBeVisible();

    await row.getByRole('button', { name: `Ações para ${owner.agencyName}` }).click();
    await page.getByRole('menuitem', { name: 'Bloquear' }).click();
    dialog = page.getByRole('dialog', { name: `Bloquear ${owner.agencyName}?` });
    await dialog.getByRole('button', { name: 'Sim, bloquear' }).click();
    await expect(page.getByText(`${owner.agencyName} foi bloqueada.`)).toBeVisible();
    await expect(row.getByText('Bloqueado')).toBeVisible();

    // The owner's next action is refused by the server and lands on the blocked page.
    await ownerPage
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Clientes' })
      .click();
    await expect(ownerPage).toHaveURL(/\/cadastro\/bloqueado$/);
    await expect(ownerPage.getByText(BLOCKED)).toBeVisible();

    // The detail: people and the status history with the block.
    await row.getByRole('link', { name: owner.agencyName }).click();
    await expect(page).toHaveURL(/\/operador\/\d+$/);
    await expect(page.getByRole('heading', { name: owner.agencyName, level: 1 })).toBeVisible();
    const people = page.getByRole('region', { name: 'Pessoas' });
    await expect(
      people
        .getByRole('row', { name: new RegExp(owner.email) })
        .getByRole('cell', { name: 'Dono', exact: true }),
    ).toBeVisible();
    const history = page.getByRole('region', { name: 'Histórico da situação' });
    await expect(history.getByText(/Bloqueada por operador · Em teste → Bloqueado · por web/)).toBeVisible();
    await expectAccessible(page);

    // Unblock from the detail: the agency is back in its trial.
    await page.getByRole('button', { name: `Ações para ${owner.agencyName}` }).click();
    await page.getByRole('menuitem', { name: 'Desbloquear' }).click();
    dialog = page.getByRole('dialog', { name: `Desbloquear ${owner.agencyName}?` });
    await dialog.getByRole('button', { name: 'Sim, desbloquear' }).click();
    await expect(page.getByText(`${owner.agencyName} foi desbloqueada.`)).toBeVisible();
    await expect(history.getByText(/Desbloqueada por operador · Bloqueado → Em teste/)).toBeVisible();

    // Unblocked, the owner works again.
    await ownerPage.goto('/clientes');
    await expect(ownerPage).toHaveURL(/\/clientes$/);
    await expect(ownerPage.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();

    // Extend the trial by 5 days, with a bad value refused first.
    await page.getByRole('button', { name: `Ações para ${owner.agencyName}` }).click();
    await page.getByRole('menuitem', { name: 'Estender teste' }).click();
    dialog = page.getByRole('dialog', { name: `Estender o teste de ${owner.agencyName}` });
    await dialog.getByLabel('Dias a mais').fill('0');
    await dialog.getByRole('button', { name: 'Estender' }).click();
    await expect(dialog.getByText('Valor inválido.')).toBeVisible();
    await dialog.getByLabel('Dias a mais').fill('5');
    await dialog.getByRole('button', { name: 'Estender' }).click();
    await expect(
      page.getByText(new RegExp(`Teste de ${owner.agencyName} estendido até \\d{2}/\\d{2}/\\d{4}\\.`)),
    ).toBeVisible();
    await expect(history.getByText(/Teste estendido por operador · \+5 dias/)).toBeVisible();

    await context.close();
    await ownerSession.context.close();
  });

  test('the agency list fits a phone @phone', async ({ page, request }) => {
    const owner = await newOwner(request, 'Iara');
    await signInAt(page, await newOperator(request), /\/operador$/);
    const card = await findAgency(page, owner.agencyName);
    await expect(card.getByText('Em teste')).toBeVisible();
    await expect(card.getByRole('button', { name: `Ações para ${owner.agencyName}` })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('operator-phone.png'), fullPage: true });
  });
});
