import { expect, test } from '@playwright/test';
import { expectAccessible } from './support.ts';

test.describe('public pages', () => {
  test('serves the login page in Portuguese and switches to Spanish', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Entrar no Rumo' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expectAccessible(page);

    await page.getByRole('button', { name: /Idioma/ }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { name: 'Entrar en Rumo' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await page.evaluate(() => localStorage.getItem('rumo.locale'))).toBe('es');
    // the choice survives a reload
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Entrar en Rumo' })).toBeVisible();
  });

  test('shows the not-found page for unknown routes', async ({ page }) => {
    await page.goto('/rota/que/nao/existe');
    await expect(page.getByText('A página não existe ou está offline.')).toBeVisible();
    await expectAccessible(page);
  });

  test('terms of use state every commitment of the spec', async ({ page }) => {
    await page.goto('/termos-de-uso');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    expect(text).toMatch(/10 dias/);
    expect(text).toMatch(/90 dias/);
    expect(text).toMatch(/30 dias úteis/);
    expect(text).toMatch(/72 ?h/);
    expect(text).toMatch(/renova/i);
    await expectAccessible(page);
  });

  test('privacy policy is public and accessible', async ({ page }) => {
    await page.goto('/politica-de-privacidade');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main')).toContainText('LGPD');
    await expectAccessible(page);
  });

  test('the PNR decoder needs no login', async ({ page }) => {
    await page.goto('/decodificador-pnr');
    await expect(page).toHaveURL(/decodificador-pnr/);
    await expect(page.getByRole('heading', { name: 'Decodificador PNR' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a protected route without a token goes to login', async ({ page }) => {
    await page.goto('/clientes');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { name: 'Entrar no Rumo' })).toBeVisible();
  });
});
