import PDFDocument from 'pdfkit';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { authHeaders, createCustomer, expectAccessible, ownAgency, signIn } from './support.ts';

const owner = ownAgency('Pietra');

const flights = (page: Page | Locator) => page.getByRole('region', { name: /^(Voos|Vuelos|Flights) \(/ }).getByRole('listitem');
const dropArea = (page: Page | Locator) => page.getByRole('group', { name: /Arraste aqui o e-mail/ });

/** Drops a file on the area the way a browser does: a drop event carrying a DataTransfer. */
async function dropFile(page: Page, target: Locator, name: string, type: string, content: Buffer) {
  const transfer = await page.evaluateHandle(
    ({ name, type, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], name, { type }));
      return data;
    },
    { name, type, base64: content.toString('base64') },
  );
  await target.dispatchEvent('dragenter', { dataTransfer: transfer });
  await target.dispatchEvent('drop', { dataTransfer: transfer });
}

/** A Spanish airline confirmation saved from a mail client: HTML only, quoted-printable, a table per flight. */
const EML_ES = Buffer.from(
  [
    'From: Avianca <noreply@example.com>',
    'To: cliente@example.com',
    'Subject: =?UTF-8?Q?Confirmaci=C3=B3n_de_tu_reserva_QWX7RT?=',
    'Date: Mon, 4 Mar 2024 10:00:00 -0500',
    'MIME-Version: 1.0',
    'Content-Type: text/html; charset=UTF-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    '<html><body><h1>Tu reserva est=C3=A1 confirmada</h1>',
    '<p>C=C3=B3digo de reservaci=C3=B3n: <b>QWX7RT</b></p>',
    '<table><tr><td>Vuelo AV 85</td><td>s=C3=A1b., 15 de junio de 2024</td></tr>',
    '<tr><td>Bogot=C3=A1 (BOG)</td><td>23:55</td></tr>',
    '<tr><td>S=C3=A3o Paulo (GRU)</td><td>07:05 +1</td></tr></table>',
    '</body></html>',
    '',
  ].join('\r\n'),
);

/** An English PDF e-ticket with two flights, drawn as text (as airlines' systems print them). */
function pdfTicket(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(16).text('ELECTRONIC TICKET ITINERARY RECEIPT');
    doc.fontSize(11).moveDown().text('Booking reference: PDF4TK');
    doc.moveDown().text('Flight TP 88   Apr 15, 2024');
    doc.text('Sao Paulo (GRU) 10:05 PM  ->  Lisbon (LIS) 11:35 AM +1');
    doc.moveDown().text('Flight TP 1026   Apr 16, 2024');
    doc.text('Lisbon (LIS) 2:10 PM  ->  Madrid (MAD) 4:35 PM');
    doc.end();
  });
}

const TXT_PT = Buffer.from(
  ['Confirmação da sua viagem', 'Localizador: TXT9PT', 'Voo G3 1002 - 20/05/2024', 'Origem: São Paulo - Congonhas 07:05', 'Destino: Rio de Janeiro (Santos Dumont) 08:10'].join(
    '\n',
  ),
);

test.describe('PNR decoder: dropped files (read in the browser)', () => {
  // The decoder page and the readers are lazy chunks: give a busy machine time for the first load.
  test.describe.configure({ timeout: 90_000 });
  test('reads a dropped .eml with an HTML-only body in Spanish', async ({ page }) => {
    await page.goto('/decodificador-pnr');
    await expect(dropArea(page)).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page);
    const call = page.waitForRequest('**/api/v1/public/pnra');
    await dropFile(page, dropArea(page), 'reserva.eml', 'message/rfc822', EML_ES);
    const request = await call;
    expect(request.headers().authorization).toBeUndefined();
    await expect(page.getByText('Texto lido de reserva.eml.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Texto da reserva' })).toHaveValue(/Vuelo AV 85/);
    await expect(flights(page)).toHaveCount(1);
    await expect(flights(page).nth(0).getByRole('heading', { name: /AV 85/ })).toBeVisible();
    await expect(flights(page).nth(0)).toContainText('23:55');
    await expect(flights(page).nth(0)).toContainText('GRU');
    await expect(page.getByTestId('pnr-locator')).toHaveText('QWX7RT');
  });

  test('reads a dropped PDF e-ticket in English, loading the PDF reader only then', async ({ page }) => {
    // pdf.js starts a worker of about 1 MB on first use: slow on a busy machine.
    test.setTimeout(120_000);
    const pdfReader: string[] = [];
    page.on('request', (r) => {
      if (/pdfText|pdf\.worker/.test(r.url())) pdfReader.push(r.url());
    });
    await page.goto('/decodificador-pnr');
    await expect(dropArea(page)).toBeVisible({ timeout: 30_000 });
    expect(pdfReader).toEqual([]);
    await dropFile(page, dropArea(page), 'eticket.pdf', 'application/pdf', await pdfTicket());
    await expect(flights(page)).toHaveCount(2, { timeout: 90_000 });
    await expect(flights(page).nth(0).getByRole('heading', { name: /TP 88/ })).toBeVisible();
    await expect(flights(page).nth(1).getByRole('heading', { name: /TP 1026/ })).toBeVisible();
    await expect(flights(page).nth(1)).toContainText('MAD');
    expect(pdfReader.length).toBeGreaterThan(0);
  });

  test('reads a chosen .txt in Portuguese and refuses other kinds of file with a clear message', async ({ page }) => {
    await page.goto('/decodificador-pnr');
    await expect(dropArea(page)).toBeVisible({ timeout: 30_000 });
    // Chosen with the button this time, as a keyboard user would.
    const chooser = page.waitForEvent('filechooser');
    await dropArea(page).getByRole('button', { name: 'Escolher arquivo' }).click();
    await (await chooser).setFiles({ name: 'voo.txt', mimeType: 'text/plain', buffer: TXT_PT });
    await expect(flights(page)).toHaveCount(1);
    await expect(flights(page).nth(0)).toContainText('CGH');
    await expect(flights(page).nth(0)).toContainText('SDU');

    await dropFile(page, dropArea(page), 'foto.png', 'image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    await expect(page.getByRole('alert').filter({ hasText: 'Use um e-mail salvo (.eml), um PDF ou um arquivo de texto (.txt).' })).toBeVisible();
    await expectAccessible(page);
  });

  test('imports the flights of a dropped .eml into a trip', async ({ page, request }) => {
    const trip = await createTrip(request);
    await signIn(page, await owner(request));
    await page.goto(`/viagem/${trip.customer_id}/${trip.id}`);
    await page.getByRole('button', { name: 'Importar PNR' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar voos da reserva' });
    await expect(dropArea(dialog)).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page);
    await dropFile(page, dropArea(dialog), 'reserva.eml', 'message/rfc822', EML_ES);
    await expect(dialog.getByRole('checkbox', { name: 'Importar o voo AV 85' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Importar 1 voo' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('1 voo importado para a viagem.')).toBeVisible();
  });

  test('lists two versions of one leg unticked with a note, and imports the one the agent ticks', async ({ page, request }) => {
    const trip = await createTrip(request);
    await signIn(page, await owner(request));
    await page.goto(`/viagem/${trip.customer_id}/${trip.id}`);
    await page.getByRole('button', { name: 'Importar PNR' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar voos da reserva' });
    await dialog
      .getByRole('textbox', { name: 'Texto da reserva' })
      .fill(
        [
          'Opção confirmada pelo cliente? Seguem as duas reservas:',
          'Reserva 1 - localizador ABC123',
          'TP 088  15/06/2024  GRU 22:05 -> LIS 11:40',
          'Reserva 2 - localizador DEF456',
          'LA 8146  15/06/2024  GRU 18:50 -> LIS 08:35',
          'Volta: TP 087  30/06/2024  LIS 11:25 -> GRU 18:40',
        ].join('\n'),
      );
    await dialog.getByRole('button', { name: 'Ler reserva' }).click();
    const tp88 = dialog.getByRole('checkbox', { name: 'Importar o voo TP 88' });
    await expect(tp88).not.toBeChecked();
    await expect(tp88).toBeEnabled();
    await expect(dialog.getByRole('checkbox', { name: 'Importar o voo LA 8146' })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Importar o voo TP 87' })).toBeChecked();
    await expect(dialog.getByText('Há outra versão deste trecho no texto', { exact: false })).toHaveCount(2);
    await expectAccessible(page);
    await tp88.check();
    await dialog.getByRole('button', { name: 'Importar 2 voos' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('2 voos importados para a viagem.')).toBeVisible();
  });
});

async function createTrip(request: APIRequestContext) {
  const headers = await authHeaders(request, await owner(request));
  const customer = await createCustomer(request, headers);
  const response = await request.post('/api/v1/travels/', {
    headers,
    data: {
      name: `Importar e-mail ${Date.now().toString(36)}`,
      customer_id: customer.id,
      going: '2024-06-15T12:00:00-03:00',
      back: '2024-06-30T12:00:00-03:00',
      screenplay: ['São Paulo'],
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; customer_id: number };
}
