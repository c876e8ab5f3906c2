import { expect, test } from '@playwright/test';
import { expectAccessible, newOwner, signIn } from './support.ts';

test.describe('the tutorial walkthrough', () => {
  test('a new agency opens it from the empty home; it plays the real screens step by step and closes by keyboard', async ({
    page,
    request,
  }) => {
    await signIn(page, await newOwner(request, 'Tutorial'));
    await page.getByRole('button', { name: 'Ver tutorial' }).click();
    await expect(page).toHaveURL(/\?tutorial=1$/);
    const dialog = page.getByRole('dialog', { name: 'Conheça o Rumo em seis passos' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Passo 1 de 6')).toBeVisible();
    const picture = dialog.getByRole('img', { name: 'Suas viagens no Painel' });
    await expect(picture).toBeVisible();
    // a real picture, loaded: not a broken placeholder
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(picture).toHaveAttribute('src', '/tutorial/pt/calendar.jpg');

    await dialog.getByRole('button', { name: 'Pausar' }).click();
    await dialog.getByRole('button', { name: 'Próximo' }).click();
    await expect(dialog.getByText('Passo 2 de 6')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Clientes, dependentes e documentos' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('Passo 3 de 6')).toBeVisible();
    await dialog.getByRole('button', { name: 'Ir para o passo 6' }).click();
    await expect(dialog.getByRole('img', { name: 'A viagem no celular do cliente' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Concluir' })).toBeVisible();
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/tutorial/);
  });

  test('the route parameter opens it in the reader’s language, and the user menu links to it', async ({ page, request }) => {
    await signIn(page, await newOwner(request, 'Tutoria'));
    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Ver tutorial' })).toHaveAttribute('href', '/?tutorial=1');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Idioma/ }).click();
    await page.getByRole('menuitem', { name: /Español/ }).click();
    await page.goto('/?tutorial=1');
    const dialog = page.getByRole('dialog', { name: 'Conozca Rumo en seis pasos' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Sus viajes en el Panel' })).toHaveAttribute('src', '/tutorial/es/calendar.jpg');
  });
});
