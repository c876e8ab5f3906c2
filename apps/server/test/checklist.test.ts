import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { checklistTaskSchema, Paged, standardChecklistResponseSchema } from '@rumo/core';
import { agencies, auditLog, checklistTasks, customers, travels } from '../src/db/schema/index.ts';
import { factories, type TestUser } from './factories.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { startSmtpCapture, type SmtpCapture } from './smtp.ts';

let server: TestServer;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://rumo.example' });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

type Errors = Record<string, string[]>;
/** The wire shapes: scheduled_to as "dd/mm/yyyy HH:MM:SS". */
type ChecklistTask = z.input<typeof checklistTaskSchema>;
type StandardChecklistResponse = z.input<typeof standardChecklistResponseSchema>;

/** An agency with a colaborador, a client and a trip (rows straight in the database). */
async function agencyWithTrip(tripName = 'Lua de mel em Lisboa') {
  const make = factories(server.app);
  const agency = await make.agency();
  const staff = await make.user(agency.id, 'staff');
  const [customer] = await server.app.db
    .insert(customers)
    .values({ agency_id: agency.id, first_name: 'Ana', last_name: 'Lima' })
    .returning();
  const [trip] = await server.app.db
    .insert(travels)
    .values({
      agency_id: agency.id,
      customer_id: customer!.id,
      name: tripName,
      going: new Date('2030-05-01T12:00:00-03:00'),
      back: new Date('2030-05-10T12:00:00-03:00'),
      screenplay: ['Lisboa'],
    })
    .returning();
  return { agency, owner: agency.owner, staff, customer: customer!, trip: trip! };
}

function createTask(user: TestUser, body: Record<string, unknown>, lang?: string) {
  return server.api<ChecklistTask & Errors>('/api/v1/travels/check-list', { method: 'POST', token: user.token, body, lang });
}

describe('checklist tasks', () => {
  it('creates a task and answers scheduled_to as dd/mm/yyyy HH:MM:SS in the trip zone (-03:00)', async () => {
    const { owner, staff, trip } = await agencyWithTrip();
    const created = await createTask(owner, { name: 'Emitir seguro', user_id: staff.id, travel_id: trip.id, scheduled_to: '10/03/2030 23:59:00' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Emitir seguro',
      user_id: staff.id,
      travel_id: trip.id,
      scheduled_to: '10/03/2030 23:59:00',
      checked: false,
      travel: { id: trip.id, name: trip.name, customer_id: trip.customer_id },
      user: { id: staff.id },
    });
    expect(created.body.user.name).toMatch(/^Colaborador Teste /);
    const [row] = await server.app.db.select().from(checklistTasks).where(eq(checklistTasks.id, created.body.id));
    expect(row!.scheduled_to.toISOString()).toBe('2030-03-11T02:59:00.000Z');
    expect(row!.created_by).toBe(owner.id);

    const list = await server.api<ChecklistTask[]>(`/api/v1/travels/check-list/all/${trip.id}`, { token: staff.token });
    expect(list.status).toBe(200);
    expect(list.body.map((t) => [t.id, t.scheduled_to])).toEqual([[created.body.id, '10/03/2030 23:59:00']]);
  });

  it('says "Formato de data inválido." for a malformed or impossible scheduled_to, and names the other fields', async () => {
    const { owner, staff, trip } = await agencyWithTrip();
    for (const scheduled_to of ['2030-03-10 23:59:00', '31/02/2030 10:00:00', '10/03/2030 24:00:00', '10/03/2030 10:00']) {
      const res = await createTask(owner, { name: 'x', user_id: staff.id, travel_id: trip.id, scheduled_to });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ scheduled_to: ['Formato de data inválido.'] });
    }
    const missing = await createTask(owner, { name: ' ', travel_id: trip.id, scheduled_to: '' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      name: ['Este campo é obrigatório'],
      user_id: ['Selecione um agente responsável.'],
      scheduled_to: ['A data é obrigatória'],
    });
    const spanish = await createTask(owner, { name: 'x', user_id: staff.id, scheduled_to: '2030-03-10' }, 'es');
    expect(spanish.body.scheduled_to?.[0]).not.toBe('Formato de data inválido.');
  });

  it('checks, unchecks and edits a task, keeping checked_at', async () => {
    const { agency, owner, staff, trip } = await agencyWithTrip();
    const other = await factories(server.app).user(agency.id, 'staff');
    const { body: task } = await createTask(owner, { name: 'Visto', user_id: staff.id, travel_id: trip.id, scheduled_to: '01/04/2030 09:00:00' });

    const checked = await server.api<ChecklistTask>('/api/v1/travels/check-list', { method: 'PUT', token: staff.token, body: { id: task.id, checked: true } });
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ id: task.id, checked: true, name: 'Visto', scheduled_to: '01/04/2030 09:00:00' });
    let [row] = await server.app.db.select().from(checklistTasks).where(eq(checklistTasks.id, task.id));
    expect(row!.checked_at).toBeInstanceOf(Date);

    const unchecked = await server.api<ChecklistTask>('/api/v1/travels/check-list', { method: 'PUT', token: staff.token, body: { id: task.id, checked: false } });
    expect(unchecked.body.checked).toBe(false);
    [row] = await server.app.db.select().from(checklistTasks).where(eq(checklistTasks.id, task.id));
    expect(row!.checked_at).toBeNull();

    const edited = await server.api<ChecklistTask>('/api/v1/travels/check-list', {
      method: 'PUT',
      token: owner.token,
      body: { id: task.id, name: 'Visto americano', user_id: other.id, scheduled_to: '02/04/2030 18:30:00' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Visto americano', user_id: other.id, scheduled_to: '02/04/2030 18:30:00', checked: false });

    const badDate = await server.api<Errors>('/api/v1/travels/check-list', { method: 'PUT', token: owner.token, body: { id: task.id, scheduled_to: '02/04/2030' } });
    expect(badDate.body).toEqual({ scheduled_to: ['Formato de data inválido.'] });
  });

  it('refuses a responsible person or a trip of another agency', async () => {
    const a = await agencyWithTrip();
    const b = await agencyWithTrip();
    const foreignAgent = await createTask(a.owner, { name: 'x', user_id: b.staff.id, travel_id: a.trip.id, scheduled_to: '01/04/2030 09:00:00' });
    expect(foreignAgent.status).toBe(400);
    expect(foreignAgent.body).toEqual({ user_id: ['Agente responsável não encontrado.'] });
    const foreignTrip = await createTask(a.owner, { name: 'x', user_id: a.staff.id, travel_id: b.trip.id, scheduled_to: '01/04/2030 09:00:00' });
    expect(foreignTrip.status).toBe(404);

    const { body: task } = await createTask(a.owner, { name: 'x', user_id: a.staff.id, travel_id: a.trip.id, scheduled_to: '01/04/2030 09:00:00' });
    const moveAway = await server.api<Errors>('/api/v1/travels/check-list', { method: 'PUT', token: a.owner.token, body: { id: task.id, user_id: b.staff.id } });
    expect(moveAway.body).toEqual({ user_id: ['Agente responsável não encontrado.'] });
  });

  it('deletes a task softly: it leaves the trip list, shows in the trip trash (…/del) and can be restored', async () => {
    const { owner, staff, trip } = await agencyWithTrip();
    const { body: keep } = await createTask(owner, { name: 'Fica', user_id: staff.id, travel_id: trip.id, scheduled_to: '01/04/2030 09:00:00' });
    const { body: gone } = await createTask(owner, { name: 'Sai', user_id: staff.id, travel_id: trip.id, scheduled_to: '02/04/2030 09:00:00' });

    const removed = await server.api(`/api/v1/travels/check-list/${gone.id}`, { method: 'DELETE', token: staff.token });
    expect(removed.status).toBe(204);
    const [row] = await server.app.db.select().from(checklistTasks).where(eq(checklistTasks.id, gone.id));
    expect(row!.deleted_at).toBeInstanceOf(Date);

    const live = await server.api<ChecklistTask[]>(`/api/v1/travels/check-list/all/${trip.id}`, { token: owner.token });
    expect(live.body.map((t) => t.id)).toEqual([keep.id]);
    const trash = await server.api<ChecklistTask[]>(`/api/v1/travels/check-list/${trip.id}/del`, { token: owner.token });
    expect(trash.status).toBe(200);
    expect(trash.body.map((t) => [t.id, t.name])).toEqual([[gone.id, 'Sai']]);
    expect((await server.api(`/api/v1/travels/check-list/${gone.id}`, { method: 'DELETE', token: staff.token })).status).toBe(404);
    expect((await server.api('/api/v1/travels/check-list', { method: 'PUT', token: owner.token, body: { id: gone.id, checked: true } })).status).toBe(404);

    const restored = await server.api<ChecklistTask>(`/api/v1/travels/check-list/${gone.id}/restore`, { method: 'POST', token: owner.token });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: gone.id, name: 'Sai' });
    const again = await server.api<ChecklistTask[]>(`/api/v1/travels/check-list/all/${trip.id}`, { token: owner.token });
    expect(again.body.map((t) => t.id)).toEqual([keep.id, gone.id]);
    const audits = await server.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'checklist_task'), eq(auditLog.entity_id, String(gone.id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['delete', 'restore']);
  });
});

describe('task list (GET /travels/check-list-all)', () => {
  it('filters by mine and status open, done, overdue, with the trip name and the person, paged', async () => {
    const { owner, staff, trip } = await agencyWithTrip('Réveillon em Nova York com a família');
    const past = '01/01/2020 10:00:00';
    const future = '01/01/2031 10:00:00';
    const mineOpen = (await createTask(owner, { name: 'Minha aberta', user_id: owner.id, travel_id: trip.id, scheduled_to: future })).body;
    const mineOverdue = (await createTask(owner, { name: 'Minha atrasada', user_id: owner.id, travel_id: trip.id, scheduled_to: past })).body;
    const theirsDone = (await createTask(owner, { name: 'Dele feita', user_id: staff.id, travel_id: trip.id, scheduled_to: past })).body;
    const general = (await createTask(owner, { name: 'Geral', user_id: staff.id, scheduled_to: future })).body;
    await server.api('/api/v1/travels/check-list', { method: 'PUT', token: staff.token, body: { id: theirsDone.id, checked: true } });

    const list = (query: string) => server.api<Paged<ChecklistTask>>(`/api/v1/travels/check-list-all?limit=50${query}`, { token: owner.token });
    const ids = async (query: string) => (await list(query)).body.results.map((t) => t.id);

    const all = await list('');
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(4);
    // scheduled_to ascending by default
    expect(all.body.results.map((t) => t.id)).toEqual([mineOverdue.id, theirsDone.id, mineOpen.id, general.id]);
    const withTrip = all.body.results.find((t) => t.id === mineOpen.id)!;
    expect(withTrip.travel).toEqual({ id: trip.id, name: 'Réveillon em Nova York com a família', customer_id: trip.customer_id });
    expect(withTrip.user.id).toBe(owner.id);
    expect(withTrip.user.name).toMatch(/^Dona Teste /);
    expect(all.body.results.find((t) => t.id === general.id)!.travel).toBeNull();

    expect(await ids('&mine=true')).toEqual([mineOverdue.id, mineOpen.id]);
    expect(await ids('&status=open')).toEqual([mineOverdue.id, mineOpen.id, general.id]);
    expect(await ids('&status=done')).toEqual([theirsDone.id]);
    expect(await ids('&status=overdue')).toEqual([mineOverdue.id]);
    expect(await ids('&mine=true&status=overdue')).toEqual([mineOverdue.id]);
    expect(await ids(`&user_id=${staff.id}`)).toEqual([theirsDone.id, general.id]);
    expect(await ids('&sortBy=name&sortOrder=asc')).toEqual([theirsDone.id, general.id, mineOpen.id, mineOverdue.id]);

    const page = await server.api<Paged<ChecklistTask>>('/api/v1/travels/check-list-all?limit=2&offset=0', { token: owner.token });
    expect(page.body.count).toBe(4);
    expect(page.body.results).toHaveLength(2);
    expect(page.body.next).toContain('offset=2');
    expect(page.body.previous).toBeNull();

    const bad = await server.api<Errors>('/api/v1/travels/check-list-all?status=late', { token: owner.token });
    expect(bad.status).toBe(400);
    expect(bad.body.status).toEqual(['Escolha uma opção válida.']);
  });
});

describe('standard checklist', () => {
  it('creates the five standard tasks at 23:59:00 of the final date and e-mails the responsible person', async () => {
    const { owner, staff, trip } = await agencyWithTrip('Safári na Tanzânia');
    const res = await server.api<StandardChecklistResponse>('/api/v1/travels/check-list/standard', {
      method: 'POST',
      token: owner.token,
      body: { travel_id: trip.id, user_id: staff.id, final_date: '20/04/2030' },
    });
    expect(res.status).toBe(201);
    expect(res.body.detail).toBe('5 tarefas padrão criadas e notificação estática solicitada.');
    expect(res.body).toMatchObject({ created: 5, notified: true });
    expect(res.body.tasks.map((t) => t.name)).toEqual([
      'Verificar vacinas exigidas',
      'Verificar necessidade de visto',
      'Conferir documentos do viajante',
      'Reservar assentos',
      'Oferecer seguro viagem',
    ]);
    for (const task of res.body.tasks) expect(task).toMatchObject({ scheduled_to: '20/04/2030 23:59:00', user_id: staff.id, travel_id: trip.id, checked: false });

    const mail = await smtp.waitFor(staff.email);
    expect(mail.subject).toBe('Checklist da viagem Safári na Tanzânia');
    expect(mail.text).toContain('Safári na Tanzânia');
    expect(mail.text).toContain('Ana Lima');
    expect(mail.text).toContain('até 20/04/2030 23:59');
    for (const name of ['Verificar vacinas exigidas', 'Reservar assentos', 'Oferecer seguro viagem']) expect(mail.text).toContain(`- ${name} (até 20/04/2030 23:59)`);
    expect(mail.text).toContain(`https://rumo.example/viagem/${trip.customer_id}/${trip.id}`);

    const list = await server.api<ChecklistTask[]>(`/api/v1/travels/check-list/all/${trip.id}`, { token: owner.token });
    expect(list.body).toHaveLength(5);
  });

  it.each([
    ['America/Manaus', '2030-04-21T03:59:00.000Z'],
    ['America/Rio_Branco', '2030-04-21T04:59:00.000Z'],
    ['America/Noronha', '2030-04-21T01:59:00.000Z'],
  ])('puts the 23:59 deadline on the clock of an agency in %s, and tasks read and write that clock', async (zone, instant) => {
    const { agency, owner, staff, trip } = await agencyWithTrip();
    await server.app.db.update(agencies).set({ timezone: zone }).where(eq(agencies.id, agency.id));
    const res = await server.api<StandardChecklistResponse>('/api/v1/travels/check-list/standard', {
      method: 'POST',
      token: owner.token,
      body: { travel_id: trip.id, user_id: staff.id, final_date: '20/04/2030' },
    });
    expect(res.status).toBe(201);
    for (const task of res.body.tasks) expect(task.scheduled_to).toBe('20/04/2030 23:59:00');
    const stored = await server.app.db.select({ at: checklistTasks.scheduled_to }).from(checklistTasks).where(eq(checklistTasks.travel_id, trip.id));
    expect(stored.map((row) => row.at.toISOString())).toEqual(Array(5).fill(instant));
    const mail = await smtp.waitFor(staff.email);
    expect(mail.text).toContain('até 20/04/2030 23:59');

    // a task typed at 23:59 is stored at 23:59 of the agency's clock and answered as typed
    const typed = await createTask(owner, { name: 'Ligar', user_id: staff.id, travel_id: trip.id, scheduled_to: '20/04/2030 23:59:00' });
    expect(typed.status).toBe(201);
    expect((typed.body as ChecklistTask).scheduled_to).toBe('20/04/2030 23:59:00');
    const [row] = await server.app.db.select({ at: checklistTasks.scheduled_to }).from(checklistTasks).where(eq(checklistTasks.id, (typed.body as ChecklistTask).id));
    expect(row!.at.toISOString()).toBe(instant);
  });

  it('accepts yyyy-mm-dd, names the tasks in the request language and reports an agent without a valid e-mail', async () => {
    const { agency, owner, trip } = await agencyWithTrip();
    const noMail = await factories(server.app).user(agency.id, 'staff', { email: `sem-email-${trip.id}` });
    const res = await server.api<StandardChecklistResponse>('/api/v1/travels/check-list/standard', {
      method: 'POST',
      token: owner.token,
      lang: 'es',
      body: { travel_id: trip.id, user_id: noMail.id, final_date: '2030-04-21' },
    });
    expect(res.status).toBe(201);
    expect(res.body.notified).toBe(false);
    expect(res.body.detail).toBe('5 tareas estándar creadas. Notificación no solicitada (sin correo válido).');
    expect(res.body.tasks.map((t) => t.name)).toContain('Ofrecer seguro de viaje');
    expect(res.body.tasks.every((t) => t.scheduled_to === '21/04/2030 23:59:00')).toBe(true);

    const pt = await server.api<StandardChecklistResponse>('/api/v1/travels/check-list/standard', {
      method: 'POST',
      token: owner.token,
      body: { travel_id: trip.id, user_id: noMail.id, final_date: '2030-04-21' },
    });
    expect(pt.body.detail).toBe('5 tarefas padrão criadas. Notificação não solicitada (sem email válido).');
  });

  it('uses the spec messages for a missing agent, a missing or malformed date and an unknown agent', async () => {
    const a = await agencyWithTrip();
    const b = await agencyWithTrip();
    const post = (body: Record<string, unknown>) =>
      server.api<Errors>('/api/v1/travels/check-list/standard', { method: 'POST', token: a.owner.token, body });
    expect((await post({ travel_id: a.trip.id })).body).toEqual({
      user_id: ['Selecione um agente responsável.'],
      final_date: ['Informe uma data final.'],
    });
    expect((await post({ travel_id: a.trip.id, user_id: a.staff.id, final_date: '31/02/2030' })).body).toEqual({ final_date: ['Formato de data inválido.'] });
    expect((await post({ travel_id: a.trip.id, user_id: a.staff.id, final_date: '2030/04/20' })).body).toEqual({ final_date: ['Formato de data inválido.'] });
    expect((await post({ travel_id: a.trip.id, user_id: b.staff.id, final_date: '20/04/2030' })).body).toEqual({ user_id: ['Agente responsável não encontrado.'] });
    expect((await post({ travel_id: b.trip.id, user_id: a.staff.id, final_date: '20/04/2030' })).status).toBe(404);
    const rows = await server.app.db.select().from(checklistTasks).where(eq(checklistTasks.travel_id, a.trip.id));
    expect(rows).toHaveLength(0);
  });
});

describe('checklist notification e-mail (POST /travels/checklist/send-email)', () => {
  it('says "Email do destinatário não fornecido." without a recipient', async () => {
    const { owner } = await agencyWithTrip();
    for (const body of [{}, { recipient_email: '' }, { recipient_email: '   ' }, { recipient_email: null }]) {
      const res = await server.api<Errors>('/api/v1/travels/checklist/send-email', { method: 'POST', token: owner.token, body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ recipient_email: ['Email do destinatário não fornecido.'] });
    }
  });

  it('sends the standard-checklist notification to the responsible person, in the request language', async () => {
    const { owner, staff, trip } = await agencyWithTrip('Neve em Bariloche');
    const general = await server.api<{ detail: string }>('/api/v1/travels/checklist/send-email', {
      method: 'POST',
      token: owner.token,
      lang: 'en',
      body: { recipient_email: staff.email.toUpperCase() },
    });
    expect(general.status).toBe(200);
    expect(general.body.detail).toBe(`Checklist notification sent to ${staff.email}.`);
    const first = await smtp.waitFor(staff.email);
    expect(first.subject).toBe('Standard checklist assigned to you');
    expect(first.text).toContain('- Offer travel insurance');
    expect(first.text).toContain('- Check visa requirements');

    await createTask(owner, { name: 'Reservar assentos', user_id: staff.id, travel_id: trip.id, scheduled_to: '20/04/2030 23:59:00' });
    const withTrip = await server.api<{ detail: string }>('/api/v1/travels/checklist/send-email', {
      method: 'POST',
      token: owner.token,
      body: { recipient_email: staff.email, travel_id: trip.id },
    });
    expect(withTrip.status).toBe(200);
    await waitFor(() => smtp.messages.filter((m) => m.subject === 'Checklist da viagem Neve em Bariloche').length === 1);
    const mail = smtp.messages.find((m) => m.subject === 'Checklist da viagem Neve em Bariloche')!;
    expect(mail.text).toContain('- Reservar assentos (até 20/04/2030 23:59)');
  });
});

describe('tenant isolation', () => {
  it('lets another agency neither see nor change the tasks, trips or people of an agency', async () => {
    const a = await agencyWithTrip();
    const b = await agencyWithTrip();
    const { body: task } = await createTask(a.owner, { name: 'Segredo', user_id: a.staff.id, travel_id: a.trip.id, scheduled_to: '01/04/2030 09:00:00' });
    const { body: deleted } = await createTask(a.owner, { name: 'Apagada', user_id: a.staff.id, travel_id: a.trip.id, scheduled_to: '01/04/2030 09:00:00' });
    await server.api(`/api/v1/travels/check-list/${deleted.id}`, { method: 'DELETE', token: a.owner.token });
    const intruder = b.owner.token;

    expect((await server.api('/api/v1/travels/check-list', { method: 'PUT', token: intruder, body: { id: task.id, checked: true, name: 'Mudou' } })).status).toBe(404);
    expect((await server.api(`/api/v1/travels/check-list/${task.id}`, { method: 'DELETE', token: intruder })).status).toBe(404);
    expect((await server.api(`/api/v1/travels/check-list/${deleted.id}/restore`, { method: 'POST', token: intruder })).status).toBe(404);
    expect((await server.api(`/api/v1/travels/check-list/all/${a.trip.id}`, { token: intruder })).status).toBe(404);
    expect((await server.api(`/api/v1/travels/check-list/${a.trip.id}/del`, { token: intruder })).status).toBe(404);
    expect((await createTask(b.owner, { name: 'x', user_id: b.staff.id, travel_id: a.trip.id, scheduled_to: '01/04/2030 09:00:00' })).status).toBe(404);
    const listed = await server.api<Paged<ChecklistTask>>('/api/v1/travels/check-list-all?limit=1000', { token: intruder });
    expect(listed.body.results.map((t) => t.id)).not.toContain(task.id);
    const filtered = await server.api<Paged<ChecklistTask>>(`/api/v1/travels/check-list-all?travel_id=${a.trip.id}`, { token: intruder });
    expect(filtered.body.count).toBe(0);
    const standard = await server.api('/api/v1/travels/check-list/standard', {
      method: 'POST',
      token: intruder,
      body: { travel_id: a.trip.id, user_id: b.staff.id, final_date: '20/04/2030' },
    });
    expect(standard.status).toBe(404);
    const mailToA = await server.api<Errors>('/api/v1/travels/checklist/send-email', { method: 'POST', token: intruder, body: { recipient_email: a.staff.email } });
    expect(mailToA.status).toBe(400);
    expect(mailToA.body).toEqual({ recipient_email: ['Agente responsável não encontrado.'] });
    const mailAboutA = await server.api('/api/v1/travels/checklist/send-email', { method: 'POST', token: intruder, body: { recipient_email: b.staff.email, travel_id: a.trip.id } });
    expect(mailAboutA.status).toBe(404);

    const [row] = await server.app.db.select().from(checklistTasks).where(eq(checklistTasks.id, task.id));
    expect(row).toMatchObject({ name: 'Segredo', checked: false, deleted_at: null });
    const [stillDeleted] = await server.app.db.select().from(checklistTasks).where(eq(checklistTasks.id, deleted.id));
    expect(stillDeleted!.deleted_at).toBeInstanceOf(Date);
  });

  it('needs a token', async () => {
    expect((await server.api('/api/v1/travels/check-list-all')).status).toBe(401);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 10_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
