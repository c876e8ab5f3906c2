import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { agencyWithAna, br, createStaff, createTask as createTaskOf, createTrip as createTripOf, dayFromToday, unique } from './agencyData.ts';
import { expectAccessible, madeOnce, ownAgency, signIn } from './support.ts';

const STANDARD_TASKS = [
  'Verificar vacinas exigidas',
  'Verificar necessidade de visto',
  'Conferir documentos do viajante',
  'Reservar assentos',
  'Oferecer seguro viagem',
];

/** This file's own agency: its owner Marina Teste, the client Ana Ribeiro and the agent Rafael Lima. */
const owner = ownAgency('Marina');
const agency = madeOnce(async (request) => {
  const marina = await owner(request);
  const { headers, ana } = await agencyWithAna(request, marina);
  return { headers, ana, rafael: await createStaff(request, headers, marina) };
});

/** A trip of Ana made through the API, for the tests that change one. */
async function createTrip(request: APIRequestContext, name: string) {
  const { headers, ana } = await agency(request);
  return createTripOf(request, headers, ana.id, { name });
}

/** A task of the owner on a trip, through the API. */
async function createTask(request: APIRequestContext, body: { name: string; travel_id: number; scheduled_to: string }, checked = false) {
  await createTaskOf(request, (await agency(request)).headers, body, checked);
}

/** Picks an option of a segmented control (its radio input is visually hidden under the label). */
async function segment(scope: Page | Locator, name: string) {
  const radio = scope.getByRole('radio', { name, exact: true });
  const id = await radio.getAttribute('id');
  await scope.locator(`label[for="${id}"]`).click();
  await expect(radio).toBeChecked();
}

async function openTrip(page: Page, trip: { id: number; customer_id: number; name: string }, tab: string) {
  await page.goto(`/viagem/${trip.customer_id}/${trip.id}`);
  await expect(page.getByRole('heading', { level: 1, name: trip.name })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
}

test.describe('trip tasks: the task modal, the checklist tab and the standard checklist', () => {
  test('the task modal lists tasks with the trip name cut to 15 characters and saves a toggle at once', async ({ page, request }) => {
    const trip = await createTrip(request, unique('Tarefas do modal'));
    const taskName = unique('Conferir passaportes');
    await createTask(request, { name: taskName, travel_id: trip.id, scheduled_to: '02/01/2020 10:00:00' });
    const other = await createTrip(request, unique('Férias em Lisboa'));
    await createTask(request, { name: unique('Verificar passaporte'), travel_id: other.id, scheduled_to: `${br(dayFromToday(1))} 23:59:00` });
    await signIn(page, await owner(request));

    await page.getByRole('button', { name: 'Tarefas' }).click();
    const modal = page.getByRole('dialog', { name: 'Tarefas' });
    const row = modal.getByRole('row').filter({ hasText: taskName });
    await expect(row).toBeVisible();
    await expect(row.getByRole('link', { name: `${trip.name.slice(0, 15)}…`, exact: true })).toHaveAttribute('href', `/viagem/${trip.customer_id}/${trip.id}`);
    await expect(row).toContainText('02/01/2020 10:00');
    await expect(row.getByText('Atrasada')).toBeVisible();
    await expect(row).toHaveAttribute('data-overdue', 'true');
    // another trip's open task is there too
    await expect(modal.getByRole('link', { name: `${other.name.slice(0, 15)}…`, exact: true })).toBeVisible();
    await expectAccessible(page);

    // overdue filter keeps it, the saved toggle moves it to the done ones
    await segment(modal, 'Atrasadas');
    await expect(row).toBeVisible();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/travels/check-list') && r.request().method() === 'PUT');
    await row.getByRole('checkbox', { name: `Concluída: ${taskName}` }).click();
    expect((await saved).status()).toBe(200);

    await page.reload();
    await page.getByRole('button', { name: 'Tarefas' }).click();
    await expect(modal.getByRole('row').filter({ hasText: taskName })).toHaveCount(0);
    await segment(modal, 'Concluídas');
    await expect(modal.getByRole('checkbox', { name: `Concluída: ${taskName}` })).toBeChecked();
    await segment(modal, 'Minhas');
    await expect(modal.getByRole('checkbox', { name: `Concluída: ${taskName}` })).toBeChecked();
  });

  test('a failed toggle is rolled back with a danger snackbar', async ({ page, request }) => {
    const trip = await createTrip(request, unique('Toggle falho'));
    const taskName = unique('Emitir seguro');
    await createTask(request, { name: taskName, travel_id: trip.id, scheduled_to: `${br(dayFromToday(20))} 09:00:00` });
    await signIn(page, await owner(request));
    await openTrip(page, trip, 'Checklist');
    await page.route('**/api/v1/travels/check-list', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, json: { detail: 'Falha simulada.' } }) : route.continue(),
    );
    const box = page.getByRole('checkbox', { name: `Concluída: ${taskName}` });
    await box.click();
    await expect(page.getByText('Não foi possível salvar a tarefa: Falha simulada.')).toBeVisible();
    await expect(box).not.toBeChecked();
  });

  test('creates, deletes and restores a task in the trip checklist tab', async ({ page, request }) => {
    const trip = await createTrip(request, unique('Checklist e2e'));
    await signIn(page, await owner(request));
    await openTrip(page, trip, 'Checklist');
    await expect(page.getByText('Nenhuma tarefa nesta viagem')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Nova tarefa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova tarefa' });
    await expect(dialog.getByText(trip.name)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Tarefa' }).fill('Emitir seguro viagem');
    await dialog.getByRole('button', { name: 'Criar tarefa' }).click();
    await expect(dialog.getByText('A data é obrigatória')).toBeVisible();
    await expect(dialog.getByText('A hora é obrigatória')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Data' }).pressSequentially('15032031');
    await expect(dialog.getByRole('textbox', { name: 'Data' })).toHaveValue('15/03/2031');
    await dialog.getByRole('textbox', { name: 'Hora' }).pressSequentially('1830');
    await expect(dialog.getByRole('textbox', { name: 'Hora' })).toHaveValue('18:30');
    await expectAccessible(page);
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/v1/travels/check-list') && r.method() === 'POST');
    await dialog.getByRole('button', { name: 'Criar tarefa' }).click();
    expect((await posted).postDataJSON()).toMatchObject({ name: 'Emitir seguro viagem', travel_id: trip.id, scheduled_to: '15/03/2031 18:30:00' });
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: 'Emitir seguro viagem' });
    await expect(row).toContainText('15/03/2031 18:30');
    await expect(row).toContainText('Marina Teste');

    await row.getByRole('button', { name: 'Excluir Emitir seguro viagem' }).click();
    await page.getByRole('dialog', { name: 'Confirmar exclusão' }).getByRole('button', { name: 'Excluir' }).click();
    await expect(row).toHaveCount(0);
    await segment(page, 'Lixeira');
    await page.getByRole('button', { name: 'Restaurar Emitir seguro viagem' }).click();
    await expect(page.getByText('Tarefa restaurada.')).toBeVisible();
    await segment(page, 'Tarefas');
    await expect(page.getByRole('row').filter({ hasText: 'Emitir seguro viagem' })).toBeVisible();
  });

  test('"Sim" to the standard checklist asks for the agent and the final date, then creates the five tasks', async ({ page, request }) => {
    // the whole trip form, then the checklist step: longer than the default 30 s on a busy machine
    test.setTimeout(120_000);
    const name = unique('Padrão e2e');
    const { rafael } = await agency(request);
    await signIn(page, await owner(request));
    await page.getByRole('button', { name: 'Adicionar viagem' }).first().click();
    const tripForm = page.getByRole('dialog', { name: 'Nova viagem' });
    await tripForm.getByLabel('Nome da viagem').fill(name);
    await tripForm.getByRole('textbox', { name: 'Cliente' }).fill('Ana');
    await page.getByRole('option', { name: /Ana Ribeiro/ }).click();
    const today = new Date(`${dayFromToday(0)}T12:00:00Z`);
    const month = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' }).format(today);
    const year = today.getUTCFullYear();
    await tripForm.getByRole('button', { name: 'Período da viagem' }).click();
    await page.getByRole('button', { name: `10 ${month} ${year}`, exact: true }).click();
    await page.getByRole('button', { name: `14 ${month} ${year}`, exact: true }).click();
    await tripForm.getByRole('textbox', { name: 'Adicionar cidade' }).fill('Lisb');
    await page.getByRole('option', { name: /^Lisboa/ }).click();
    await tripForm.getByRole('button', { name: 'Criar viagem' }).click();

    await page.getByRole('dialog', { name: 'Criar Checklist Padrão?' }).getByRole('button', { name: 'Sim' }).click();
    const step = page.getByRole('dialog', { name: 'Checklist padrão' });
    await step.getByRole('button', { name: 'Criar checklist' }).click();
    await expect(step.getByText('Selecione um agente responsável.')).toBeVisible();
    await expect(step.getByText('Informe uma data final.')).toBeVisible();
    await step.getByRole('textbox', { name: 'Data final' }).fill('31/02/2031');
    await step.getByRole('button', { name: 'Criar checklist' }).click();
    await expect(step.getByText('Formato de data inválido.')).toBeVisible();
    await expectAccessible(page);

    await step.getByRole('combobox', { name: 'Agente responsável' }).click();
    await page.getByRole('option', { name: 'Rafael Lima' }).click();
    await step.getByRole('textbox', { name: 'Data final' }).fill('2031-04-20');
    const emailSent = page.waitForRequest((r) => r.url().endsWith('/api/v1/travels/checklist/send-email'));
    await step.getByRole('button', { name: 'Criar checklist' }).click();
    expect((await emailSent).postDataJSON()).toMatchObject({ recipient_email: rafael.email });
    await expect(page.getByText('Checklist padrão configurado e notificação enviada!')).toBeVisible();
    await expect(page).toHaveURL(/\/viagem\/\d+\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.getByRole('tab', { name: 'Checklist' }).click();
    for (const task of STANDARD_TASKS) {
      const row = page.getByRole('row').filter({ hasText: task });
      await expect(row).toContainText('20/04/2031 23:59');
      await expect(row).toContainText('Rafael Lima');
    }
  });
});

test.describe('client alerts of a trip', () => {
  test('an e-mail alert sent now shows with its status; WhatsApp without setup gives a click-to-chat link', async ({ page, request }) => {
    const trip = await createTrip(request, unique('Alertas e2e'));
    await signIn(page, await owner(request));
    await openTrip(page, trip, 'Alertas');
    await expect(page.getByText('Nenhum alerta nesta viagem')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Novo alerta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo alerta' });
    await dialog.getByRole('combobox', { name: 'Mensagem predefinida' }).click();
    await page.getByRole('option', { name: 'Validade do passaporte' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Texto da mensagem' })).toHaveValue(/\{\{customer\}\}/);
    await expect(dialog.getByTestId('alert-preview')).toContainText(`Olá, Ana! Confira a validade do seu passaporte antes da viagem ${trip.name} em ${br(dayFromToday(40))}`);

    await segment(dialog, 'WhatsApp');
    await dialog.getByRole('button', { name: 'Enviar agora' }).click();
    await expect(dialog).toBeHidden();
    const chat = page.getByRole('link', { name: /^Abrir no WhatsApp: mensagem de / });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/5511991234567\?text=./);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Novo alerta' }).click();
    await dialog.getByRole('combobox', { name: 'Mensagem predefinida' }).click();
    await page.getByRole('option', { name: 'Validade do passaporte' }).click();
    await segment(dialog, 'E-mail');
    await dialog.getByRole('button', { name: 'Enviar agora' }).click();
    await expect(dialog).toBeHidden();
    const item = page.getByRole('listitem').filter({ hasText: 'Validade do passaporte' }).filter({ hasText: 'E-mail' });
    await expect(item).toBeVisible();
    await expect(item).toHaveAttribute('data-status', /scheduled|sent/);
    await expect(item.getByText(/^(Agendado|Enviado)$/)).toBeVisible();
    await expect(item).toContainText('E-mail');
  });

  test('schedules an alert, reschedules it and cancels it into the canceled view', async ({ page, request }) => {
    const trip = await createTrip(request, unique('Agenda alerta'));
    await signIn(page, await owner(request));
    await openTrip(page, trip, 'Alertas');
    await page.getByRole('button', { name: 'Novo alerta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo alerta' });
    // by keyboard: a click at the switch's coordinates can land elsewhere while the dialog is still opening
    const sendNow = dialog.getByRole('switch', { name: 'Enviar agora' });
    await expect(sendNow).toBeChecked();
    await sendNow.focus();
    await page.keyboard.press('Space');
    await expect(sendNow).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Criar alerta' }).click();
    await expect(dialog.getByText('A data é obrigatória')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Data de envio' }).fill(br(dayFromToday(10)));
    await dialog.getByRole('textbox', { name: 'Hora de envio' }).fill('09:30');
    await dialog.getByRole('button', { name: 'Criar alerta' }).click();
    await expect(dialog).toBeHidden();
    const item = page.getByRole('listitem').filter({ hasText: 'Check-in online' });
    await expect(item).toContainText(`Agendado para ${br(dayFromToday(10))} 09:30`);

    await item.getByRole('button', { name: 'Editar alerta Check-in online' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar alerta' });
    await edit.getByRole('textbox', { name: 'Hora de envio' }).fill('10:45');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(item).toContainText(`Agendado para ${br(dayFromToday(10))} 10:45`);

    await item.getByRole('button', { name: 'Cancelar alerta Check-in online' }).click();
    await page.getByRole('dialog', { name: 'Cancelar alerta' }).getByRole('button', { name: 'Cancelar alerta' }).click();
    await expect(page.getByText('Alerta cancelado.')).toBeVisible();
    await expect(page.getByText('Nenhum alerta nesta viagem')).toBeVisible();
    await segment(page, 'Cancelados');
    await expect(page.getByRole('listitem').filter({ hasText: 'Check-in online' }).getByText('Cancelado')).toBeVisible();
  });
});

test('@phone the task modal fills the screen and the checklist tab scrolls its table', async ({ page, request }) => {
  const trip = await createTrip(request, unique('Fone tarefas'));
  // done already: the trip header's pending-task line is another screen's concern
  await createTask(request, { name: 'Reservar transfer', travel_id: trip.id, scheduled_to: `${br(dayFromToday(5))} 08:00:00` }, true);
  // an open task elsewhere, so the modal has a table to show
  const other = await createTrip(request, unique('Fone outra'));
  await createTask(request, { name: 'Emitir seguro', travel_id: other.id, scheduled_to: `${br(dayFromToday(6))} 08:00:00` });
  await signIn(page, await owner(request));
  await page.getByRole('button', { name: 'Tarefas' }).click();
  const modal = page.getByRole('dialog', { name: 'Tarefas' });
  await expect(modal.getByRole('button', { name: 'Nova tarefa' })).toBeVisible();
  await expect(modal.getByRole('table')).toBeVisible();
  await expectAccessible(page);
  await modal.getByRole('button', { name: 'Fechar' }).first().click();

  await openTrip(page, trip, 'Checklist');
  await expect(page.getByRole('checkbox', { name: 'Concluída: Reservar transfer' })).toBeChecked();
  await expectAccessible(page);
});
