import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support.ts';

const flights = (page: Page) => page.getByRole('region', { name: /^(Voos|Vuelos|Flights) \(/ }).getByRole('listitem');

test.describe('PNR decoder (public, no login)', () => {
  test('decodes the Amadeus example into a timeline with times, cities and status meanings', async ({ page }) => {
    await page.goto('/decodificador-pnr');
    await expect(page.getByRole('heading', { level: 1, name: 'Decodificador PNR' })).toBeVisible();
    await expect(page.getByText('Cole uma reserva para começar')).toBeVisible();
    await expectAccessible(page);

    const call = page.waitForRequest('**/api/v1/public/pnra');
    await page.getByRole('button', { name: 'Amadeus' }).click();
    const request = await call;
    expect(request.headers().authorization).toBeUndefined();
    expect(request.postDataJSON().text).toContain('LA8084');

    await expect(page.getByTestId('pnr-locator')).toHaveText('K7MZ4Q');
    await expect(page.getByText('OLIVEIRA/ANA MRS', { exact: true })).toBeVisible();
    await expect(flights(page)).toHaveCount(3);

    const first = flights(page).nth(0);
    await expect(first.getByRole('heading', { name: /LA 8084 · LATAM/ })).toBeVisible();
    await expect(first).toContainText('seg., 18 de jan. de 2027');
    await expect(first).toContainText('23:35');
    await expect(first).toContainText('GRU São Paulo');
    await expect(first).toContainText('14:25');
    await expect(first).toContainText('LHR Londres');
    await expect(first).toContainText('Aeroporto Londres Heathrow');
    await expect(first).toContainText('Chega no dia seguinte');
    await expect(first).toContainText('11 h 50 min');
    await expect(first).toContainText('Terminal 3');
    await expect(first).toContainText('Terminal 4');
    await expect(first).toContainText('HK');
    await expect(first).toContainText('Confirmado');
    await expect(flights(page).nth(2)).toContainText('Operado por DELTA AIR LINES');
    await expect(page.getByRole('heading', { name: 'Outros serviços' })).toBeVisible();
    await expect(page.getByText('Trecho sem informação (ARNK)')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '3 voos encontrados.' })).toBeAttached();
    await expectAccessible(page);
  });

  test('copies the itinerary as text in the current language', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/decodificador-pnr');
    await page.getByRole('button', { name: 'Amadeus' }).click();
    await expect(flights(page)).toHaveCount(3);

    await page.getByRole('button', { name: 'Copiar como texto' }).click();
    await expect(page.getByText('Itinerário copiado para a área de transferência.')).toBeVisible();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toContain('Localizador: K7MZ4Q');
    expect(text).toContain('Passageiros: OLIVEIRA/ANA MRS, OLIVEIRA/PEDRO MR');
    expect(text).toContain('1. Voo LA 8084 (LATAM Airlines Chile) - seg., 18 de jan. de 2027 - Confirmado');
    expect(text).toContain('São Paulo (GRU) 23:35 -> Londres (LHR) 14:25 (+1)');
    expect(text).toContain('Classe Y · Duração 11 h 50 min · Terminal 3 / 4 · Aeronave 789');
    expect(text).toContain('Outros serviços:\n- 4  ARNK');
  });

  test('shows waitlist meanings, other services and the unread lines collapsed', async ({ page }) => {
    await page.goto('/decodificador-pnr');
    await page.getByRole('button', { name: 'Sabre' }).click();
    await expect(flights(page)).toHaveCount(4);
    await expect(flights(page).nth(2)).toContainText('HL');
    await expect(flights(page).nth(2)).toContainText('Lista de espera');
    await expect(flights(page).nth(1)).toContainText('Conexão em Recife (REC): 1 h 35 min');
    await expect(page.getByText('3 OTH YY 16DEC GK1 FEN/POUSADA MAR DE DENTRO 4 NOITES', { exact: true })).toBeVisible();

    const toggle = page.getByRole('button', { name: '1 linha não lida' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('6 G31601Y 16DEC 3 REC', { exact: true })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('6 G31601Y 16DEC 3 REC', { exact: true })).toBeVisible();
    await expect(page.getByText('Parece um trecho aéreo, mas não pôde ser lido.')).toBeVisible();
    await expectAccessible(page);
  });

  test('decodes pasted text with Ctrl+Enter, asks for text when empty and says when nothing was found', async ({
    page,
  }) => {
    await page.goto('/decodificador-pnr');
    await page.getByRole('button', { name: 'Decodificar' }).click();
    await expect(page.getByText('Este campo é obrigatório')).toBeVisible();

    const box = page.getByRole('textbox', { name: 'Texto da reserva' });
    await box.fill(
      [
        'Código da reserva: VTR8QP',
        'Ida — 8 de março de 2027',
        'Voo TP 82',
        'São Paulo (GRU) 16:55 → Lisboa (LIS) 06:35 (+1)',
        'Aeronave: Airbus A330-900',
      ].join('\n'),
    );
    await box.press('Control+Enter');
    await expect(flights(page)).toHaveCount(1);
    await expect(flights(page).first()).toContainText('TP 82');
    await expect(flights(page).first()).toContainText('16:55');
    await expect(flights(page).first()).toContainText('Aeronave Airbus A330-900');

    await box.fill('bom dia, tudo bem? segue a reserva amanhã');
    await page.getByRole('button', { name: 'Decodificar' }).click();
    await expect(page.getByRole('heading', { name: 'Nenhum voo encontrado' })).toBeVisible();
    await expectAccessible(page);
  });

  test('shows the server detail when the decoder is rate limited', async ({ page }) => {
    await page.route('**/api/v1/public/pnra', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ detail: 'Muitas requisições. Tente novamente em 42 segundos.' }),
      }),
    );
    await page.goto('/decodificador-pnr');
    await page.getByRole('button', { name: 'Sabre' }).click();
    await expect(page.getByText('Muitas requisições. Tente novamente em 42 segundos.')).toBeVisible();
    await expect(page.getByText('Cole uma reserva para começar')).toBeVisible();
  });

  test('speaks Spanish after switching the language', async ({ page }) => {
    await page.goto('/decodificador-pnr');
    await page.getByRole('button', { name: /Idioma/ }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.getByText('Pegue una reserva para empezar')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Texto de la reserva' })).toBeVisible();

    await page.getByRole('button', { name: 'Sabre' }).click();
    await expect(page.getByRole('heading', { name: 'Vuelos (4)' })).toBeVisible();
    await expect(flights(page).first()).toContainText('Salida');
    await expect(flights(page).first()).toContainText('Llegada');
    await expect(flights(page).first()).toContainText('sáb, 12 dic 2026');
    await expect(page.getByRole('button', { name: '1 línea no leída' })).toBeVisible();
    await expect(page.getByText('Pasajeros')).toBeVisible();
    await expectAccessible(page);
  });

  test('fits a phone screen @phone', async ({ page }) => {
    await page.goto('/decodificador-pnr');
    await page.getByRole('button', { name: 'Amadeus' }).click();
    await expect(flights(page)).toHaveCount(3);
    await expect(flights(page).first()).toContainText('23:35');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
