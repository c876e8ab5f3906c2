import crypto from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { authHeaders, expectAccessible, newOwner, signIn, type Owner } from './support.ts';
import { E2E_WHATSAPP, fakeWhatsappPort } from './whatsapp-settings.ts';

const DAY_MS = 86_400_000;
const dayFromToday = (n: number) =>
  new Date(Date.now() - 3 * 3_600_000 + n * DAY_MS).toISOString().slice(0, 10);
const br = (ymd: string) => ymd.split('-').reverse().join('/');
const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const PHONE = '+5511991234567';
/** What the fake Cloud API recorded of a sent message. */
type FakeMessage = { id: string; body: { to: string; template?: { name: string } } };

/** A fresh agency (its clients spoken to in `locale`), a client with a WhatsApp number, and a trip. */
async function agencyWithTrip(request: APIRequestContext, locale: 'pt' | 'es' | 'en') {
  const owner = await newOwner(request, 'Lia');
  const headers = await authHeaders(request, owner);
  expect(
    (await request.put('/api/v1/agencies/accounts/agency', { headers, data: { locale } })).status(),
  ).toBe(200);
  const customer = await request.post('/api/v1/customers/', {
    headers,
    data: { first_name: 'Ana', last_name: 'Souza', phone: PHONE },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const customerId = ((await customer.json()) as { id: number }).id;
  const name = unique('Lisboa');
  const trip = await request.post('/api/v1/travels/', {
    headers,
    data: {
      name,
      customer_id: customerId,
      going: `${dayFromToday(40)}T12:00:00-03:00`,
      back: `${dayFromToday(45)}T12:00:00-03:00`,
      screenplay: ['Lisboa'],
    },
  });
  expect(trip.status()).toBe(201);
  return { owner, headers, trip: (await trip.json()) as { id: number; customer_id: number; name: string } };
}

async function segment(scope: Locator, name: string) {
  const radio = scope.getByRole('radio', { name, exact: true });
  await scope.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
  await expect(radio).toBeChecked();
}

async function openAlerts(page: Page, owner: Owner, trip: { id: number; customer_id: number; name: string }) {
  await signIn(page, owner);
  await page.goto(`/viagem/${trip.customer_id}/${trip.id}`);
  // the first visit loads the trip screen's chunks: slow on a busy machine
  await expect(page.getByRole('heading', { level: 1, name: trip.name })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('tab', { name: 'Alertas' }).click();
}

/** Meta's status webhook for a message, signed with the app secret. */
async function reportStatus(request: APIRequestContext, messageId: string, status: string) {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1',
        changes: [
          {
            field: 'messages',
            value: {
              metadata: { phone_number_id: E2E_WHATSAPP.phoneNumberId },
              statuses: [{ id: messageId, status, timestamp: String(Math.floor(Date.now() / 1000)) }],
            },
          },
        ],
      },
    ],
  });
  const signature = `sha256=${crypto.createHmac('sha256', E2E_WHATSAPP.appSecret).update(body).digest('hex')}`;
  const response = await request.post('/api/v1/whatsapp/webhook', {
    data: body,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
  });
  expect(response.status()).toBe(200);
}

// each test signs up an agency and sends through the job queue: more than the default 90 s on a busy machine
test.describe.configure({ timeout: 360_000 });

test.describe('the alert composer and WhatsApp', () => {
  test("shows the message the client will read, in the client's language, as the agent types; click-to-chat without a number", async ({
    page,
    request,
  }) => {
    const { owner, trip } = await agencyWithTrip(request, 'es');
    await openAlerts(page, owner, trip);
    await page.getByRole('button', { name: 'Novo alerta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo alerta' });
    await dialog.getByRole('combobox', { name: 'Mensagem predefinida' }).click();
    await page.getByRole('option', { name: 'Dicas' }).click();
    const text = dialog.getByRole('textbox', { name: 'Texto da mensagem' });
    await expect(text).toHaveValue(
      /^¡Hola, \{\{customer\}\}! Preparamos algunos consejos para su viaje \{\{trip\}\} del \{\{date\}\}/,
    );
    const preview = dialog.getByRole('region', { name: 'O cliente lerá (Español)' });
    await expect(preview.getByTestId('alert-preview')).toHaveText(
      `¡Hola, Ana! Preparamos algunos consejos para su viaje ${trip.name} del ${br(dayFromToday(40))}: revise el clima, el tipo de enchufe del destino y la moneda local.`,
    );

    await text.fill('Ana: {{customer}} / {{trip}} / {{date}}');
    await expect(preview.getByTestId('alert-preview')).toHaveText(
      `Ana: Ana / ${trip.name} / ${br(dayFromToday(40))}`,
    );
    await text.press('End');
    await text.press('!');
    await expect(preview.getByTestId('alert-preview')).toHaveText(
      `Ana: Ana / ${trip.name} / ${br(dayFromToday(40))}!`,
    );

    await segment(dialog, 'WhatsApp');
    await expect(preview).toContainText(
      'No horário do envio, você recebe o link do WhatsApp com este texto.',
    );
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Enviar agora' }).click();
    await expect(dialog).toBeHidden();
    const chat = page.getByRole('link', { name: /^Abrir no WhatsApp: mensagem de / });
    await expect(chat).toHaveAttribute(
      'href',
      `https://wa.me/5511991234567?text=${encodeURIComponent(`Ana: Ana / ${trip.name} / ${br(dayFromToday(40))}!`)}`,
    );
    await expectAccessible(page);
  });

  test("with the agency's own number: a template in the preview, then sent, delivered and read in the list", async ({
    page,
    request,
  }) => {
    const { owner, trip } = await agencyWithTrip(request, 'pt');
    await signIn(page, owner);
    await page.goto('/minha-conta');
    const section = page.getByRole('region', { name: 'WhatsApp da agência' });
    await expect(section.getByTestId('whatsapp-source')).toContainText('link do WhatsApp com a mensagem pronta', {
      timeout: 60_000,
    });
    await section.getByRole('textbox', { name: 'Identificador do número (Phone number ID)' }).fill('12345');
    await section.getByRole('button', { name: 'Salvar número do WhatsApp' }).click();
    await expect(
      section.getByText(
        'A Meta não reconheceu este número com este token. Confira o identificador e o token.',
      ),
    ).toBeVisible();
    await section
      .getByRole('textbox', { name: 'Identificador do número (Phone number ID)' })
      .fill(E2E_WHATSAPP.phoneNumberId);
    await section.getByRole('button', { name: 'Salvar número do WhatsApp' }).click();
    await expect(section.getByTestId('whatsapp-source')).toContainText(
      `Os alertas saem pelo número da agência ${E2E_WHATSAPP.displayPhone}.`,
    );
    await expectAccessible(page);

    await page.goto(`/viagem/${trip.customer_id}/${trip.id}`);
    await page.getByRole('tab', { name: 'Alertas' }).click();
    await page.getByRole('button', { name: 'Novo alerta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo alerta' });
    await segment(dialog, 'WhatsApp');
    const preview = dialog.getByRole('region', { name: 'O cliente lerá (Português)' });
    await expect(preview).toContainText('Vai como modelo aprovado do WhatsApp');
    await expect(preview.getByTestId('alert-preview')).toHaveText(
      new RegExp(`^Olá, Ana! O check-in online da sua viagem ${trip.name} já está disponível`),
    );
    await dialog
      .getByRole('textbox', { name: 'Texto da mensagem' })
      .fill('Seu voucher chegou,\n{{customer}}.');
    await expect(preview.getByTestId('alert-preview')).toHaveText(
      `Olá! Mensagem da agência ${owner.agencyName}:\n\nSeu voucher chegou, Ana.\n\nPara responder, escreva aqui.`,
    );
    await dialog.getByRole('button', { name: 'Enviar agora' }).click();
    await expect(dialog).toBeHidden();

    const item = page.getByRole('listitem').filter({ hasText: 'Check-in online' });
    await expect(item.getByTestId('alert-status')).toHaveText('Enviado');
    await expect(item.getByRole('link', { name: /Abrir no WhatsApp/ })).toHaveCount(0);
    const fake = `http://127.0.0.1:${fakeWhatsappPort(Number(process.env.E2E_PORT ?? 3100))}/_messages`;
    let sent: FakeMessage | undefined;
    await expect
      .poll(
        async () =>
          (sent = ((await (await request.get(fake)).json()) as FakeMessage[]).find(
            (m) => m.body.to === '5511991234567' && m.body.template?.name === 'rumo_message',
          )),
      )
      .toBeTruthy();
    await reportStatus(request, sent!.id, 'delivered');
    await page.reload();
    await page.getByRole('tab', { name: 'Alertas' }).click();
    await expect(item.getByTestId('alert-status')).toHaveText('Entregue');
    await reportStatus(request, sent!.id, 'read');
    await page.reload();
    await page.getByRole('tab', { name: 'Alertas' }).click();
    await expect(item.getByTestId('alert-status')).toHaveText('Lido');
    await expectAccessible(page);
  });
});

test('@phone the composer preview and the click-to-chat link at 375 px', async ({ page, request }) => {
  const { owner, trip } = await agencyWithTrip(request, 'en');
  await openAlerts(page, owner, trip);
  await page.getByRole('button', { name: 'Novo alerta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo alerta' });
  const preview = dialog.getByRole('region', { name: 'O cliente lerá (English)' });
  await expect(preview.getByTestId('alert-preview')).toHaveText(
    new RegExp(`^Hello, Ana! Online check-in for your trip ${trip.name} is now open`),
  );
  const box = await preview.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await segment(dialog, 'WhatsApp');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Enviar agora' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: /^Abrir no WhatsApp: mensagem de / })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/5511991234567\?text=Hello%2C%20Ana!/,
  );
  await expectAccessible(page);
});
