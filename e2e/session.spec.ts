import { expect, test } from '@playwright/test';
import { expectAccessible, newOwner, ownAgency, signIn } from './support.ts';

/** This file's own agency; the test that signs out makes another, as signing out ends every session. */
const owner = ownAgency('Nina');

test.describe('session and navigation', () => {
  test('rejects a wrong password with the server message', async ({ page, request }) => {
    const { email } = await owner(request);
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('E-mail ou senha inválidos.')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('signs in, shows the trial banner, navigates the protected screens and signs out', async ({ page, request }) => {
    await signIn(page, await newOwner(request, 'Marina'));
    await expect(page.getByText(/Faltam \d+ dias para terminar seu teste/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Viagens', level: 1 })).toBeVisible();
    await expectAccessible(page);

    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await nav.getByRole('link', { name: 'Clientes' }).click();
    await expect(page).toHaveURL(/\/clientes$/);
    await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
    await expectAccessible(page);

    await nav.getByRole('link', { name: 'Colaboradores' }).click();
    await expect(page.getByRole('heading', { name: 'Colaboradores', level: 1 })).toBeVisible();

    for (const [item, heading] of [
      ['Minha conta', 'Minha conta'],
      ['Pagamentos', 'Pagamentos'],
      ['Suporte', 'Suporte'],
    ]) {
      await page.getByRole('button', { name: /Menu do usuário/ }).click();
      await page.getByRole('menuitem', { name: item }).click();
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expectAccessible(page);
    }

    await page.getByRole('button', { name: 'Tarefas', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Tarefas' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login/);
    // the sign-in page is its own light page: wait for it to have loaded before navigating again
    await expect(page.getByRole('heading', { name: 'Entrar no Rumo', level: 1 })).toBeVisible();
    // the token is gone: protected pages send back to login
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
  });

  test('login while signed in goes home', async ({ page, request }) => {
    await signIn(page, await owner(request));
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the phone layout opens the navigation from a menu button @phone', async ({ page, request }) => {
    await signIn(page, await owner(request));
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('link', { name: 'Clientes' }).click();
    await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
