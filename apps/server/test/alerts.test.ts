import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { alertSchema } from '@rumo/core';
import { alerts, auditLog, checklistTasks, customers, travels } from '../src/db/schema/index.ts';
import { factories, type TestUser } from './factories.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { startSmtpCapture, type SmtpCapture } from './smtp.ts';
import { startFakeWhatsApp, type FakeWhatsApp } from './fake-whatsapp.ts';
import { waitFor } from './wait.ts';

/**
 * The only test file whose server runs job workers (alerts and the digest job): on PostgreSQL the
 * test files run in parallel on one database, and a second worker process would take these jobs.
 */
let server: TestServer;
let smtp: SmtpCapture;
let whatsapp: FakeWhatsApp;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  whatsapp = await startFakeWhatsApp();
  whatsapp.addNumber('1234567890', '+55 11 3000-0000', ['token-de-teste']);
  server = await startTestServer({
    SMTP_URL: smtp.url,
    WHATSAPP_TOKEN: 'token-de-teste',
    WHATSAPP_PHONE_NUMBER_ID: '1234567890',
    WHATSAPP_API_URL: whatsapp.url,
  });
  await server.app.jobs.startWorkers({ pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
  await whatsapp?.close();
});

type Errors = Record<string, string[]>;
/** The wire shape: instants as ISO strings. */
type Alert = z.input<typeof alertSchema>;


/** An agency, its client (with e-mail and phone unless told otherwise) and a trip, straight in the database. */
async function agencyWithTrip(options: { email?: string | null; phone?: string | null; going?: Date; name?: string } = {}) {
  const agency = await factories(server.app).agency();
  const suffix = Math.random().toString(36).slice(2, 8);
  const [customer] = await server.app.db
    .insert(customers)
    .values({
      agency_id: agency.id,
      first_name: 'Marina',
      last_name: 'Souza',
      email: options.email === undefined ? `marina-${suffix}@cliente.test` : options.email,
      phone: options.phone === undefined ? '+5511987654321' : options.phone,
    })
    .returning();
  const going = options.going ?? new Date('2030-05-01T12:00:00-03:00');
  const [trip] = await server.app.db
    .insert(travels)
    .values({
      agency_id: agency.id,
      customer_id: customer!.id,
      name: options.name ?? `Cruzeiro ${suffix}`,
      going,
      back: new Date(going.getTime() + 9 * 86_400_000),
      screenplay: [],
    })
    .returning();
  return { agency, owner: agency.owner, customer: customer!, trip: trip! };
}

function post(user: TestUser, body: Record<string, unknown>, target: TestServer = server, lang?: string) {
  return target.api<Alert & Errors>('/api/v1/travels/alert', { method: 'POST', token: user.token, body, lang });
}
const alertRow = async (id: number) => (await server.app.db.select().from(alerts).where(eq(alerts.id, id)))[0]!;

describe('alerts sent now', () => {
  it('e-mails the client the predefined message of the kind, then shows the alert as sent', async () => {
    const { agency, owner, customer, trip } = await agencyWithTrip({ name: 'Fiordes da Noruega' });
    const created = await post(owner, { travel_id: trip.id, kind: 'vaccination', message: '', channel: 'email', send_now: true });
    expect(created.status).toBe(201);
    const text =
      'Olá, Marina! Sua viagem Fiordes da Noruega começa em 01/05/2030. Confira as vacinas exigidas para o destino e leve o seu certificado internacional de vacinação.';
    expect(created.body).toMatchObject({ travel_id: trip.id, kind: 'vaccination', channel: 'email', status: 'scheduled', message: text, error: null });

    const mail = await smtp.waitFor(customer.email!);
    expect(mail.subject).toBe(`${agency.name}: aviso sobre a sua viagem Fiordes da Noruega`);
    expect(mail.text).toContain(text);
    expect(mail.replyTo?.text).toContain(owner.email);

    const sent = await waitFor(async () => {
      const list = await server.api<Alert[]>(`/api/v1/travels/alert/all/${trip.id}`, { token: owner.token });
      return list.body.find((a) => a.id === created.body.id && a.status === 'sent');
    });
    expect(sent.sent_at).not.toBeNull();
    const audits = await server.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'alert'), eq(auditLog.entity_id, String(created.body.id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'send']);
  });

  it("keeps a message the agent wrote, filling {{customer}}, {{trip}} and {{date}}, and writes a predefined one in the client's language (the agency's), whatever the agent's", async () => {
    const { owner, trip } = await agencyWithTrip({ name: 'Tour pela Itália' });
    const own = await post(owner, { travel_id: trip.id, kind: 'tips', message: 'Oi {{customer}}, leve guarda-chuva para {{trip}} ({{date}})!', send_now: true });
    expect(own.body.message).toBe('Oi Marina, leve guarda-chuva para Tour pela Itália (01/05/2030)!');
    const portuguese = await post(owner, { travel_id: trip.id, kind: 'return', send_now: true }, server, 'es');
    expect(portuguese.body.message).toContain('Seu retorno da viagem Tour pela Itália é em 10/05/2030');
    const setLocale = (locale: string) => server.api('/api/v1/agencies/accounts/agency', { method: 'PUT', token: owner.token, body: { locale } });
    expect((await setLocale('es')).status).toBe(200);
    expect((await setLocale('fr')).status).toBe(400);
    const back = await post(owner, { travel_id: trip.id, kind: 'return', send_now: true }, server, 'pt-BR');
    expect(back.body.message).toBe('¡Hola, Marina! Su regreso del viaje Tour pela Itália es el 10/05/2030. Revise el horario del vuelo y ¡buen viaje de vuelta!');
    await setLocale('en');
    const english = await post(owner, { travel_id: trip.id, kind: 'passport_validity', send_now: true });
    expect(english.body.message).toContain('Please check your passport expiry date before your trip Tour pela Itália on 01/05/2030');
  });

  it('refuses what cannot be sent: no client e-mail, a custom alert without text, no time, a time in the past', async () => {
    const { owner, trip } = await agencyWithTrip({ email: null });
    const noEmail = await post(owner, { travel_id: trip.id, kind: 'tips', channel: 'email', send_now: true });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body).toEqual({ channel: ['O cliente desta viagem não tem e-mail cadastrado; cadastre um e-mail ou use outro canal.'] });

    const ok = await agencyWithTrip();
    const custom = await post(ok.owner, { travel_id: ok.trip.id, kind: 'custom', message: '  ', send_now: true });
    expect(custom.body).toEqual({ message: ['Este campo é obrigatório'] });
    const noTime = await post(ok.owner, { travel_id: ok.trip.id, kind: 'tips' });
    expect(noTime.body).toEqual({ scheduled_at: ['A data é obrigatória'] });
    const badTime = await post(ok.owner, { travel_id: ok.trip.id, kind: 'tips', scheduled_at: '2030-13-01' });
    expect(badTime.body).toEqual({ scheduled_at: ['Formato de data inválido.'] });
    const past = await post(ok.owner, { travel_id: ok.trip.id, kind: 'tips', scheduled_at: '01/01/2020 10:00:00' });
    expect(past.body).toEqual({ scheduled_at: ['A data de envio precisa estar no futuro.'] });
    const wrongKind = await post(ok.owner, { travel_id: ok.trip.id, kind: 'birthday', send_now: true });
    expect(wrongKind.body).toEqual({ kind: ['Escolha uma opção válida.'] });
    const rows = await server.app.db.select().from(alerts).where(eq(alerts.travel_id, ok.trip.id));
    expect(rows).toHaveLength(0);
  });
});

describe('scheduled alerts', () => {
  it('sends a scheduled alert at its time and never sends a canceled one', async () => {
    const { owner, customer, trip } = await agencyWithTrip();
    const startedAt = Date.now();
    const canceled = await post(owner, { travel_id: trip.id, kind: 'custom', message: 'CANCELADO', scheduled_at: new Date(startedAt + 2_000).toISOString() });
    const kept = await post(owner, { travel_id: trip.id, kind: 'custom', message: 'AGENDADO', scheduled_at: new Date(startedAt + 2_500).toISOString() });
    expect(kept.status).toBe(201);
    expect(kept.body.scheduled_at).toBe(new Date(startedAt + 2_500).toISOString());
    expect((await alertRow(kept.body.id)).job_id).toBeTruthy();

    const cancel = await server.api(`/api/v1/travels/alert/${canceled.body.id}`, { method: 'DELETE', token: owner.token });
    expect(cancel.status).toBe(204);

    const mail = await smtp.waitFor(customer.email!);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(2_000);
    expect(mail.text).toContain('AGENDADO');
    await waitFor(async () => (await alertRow(kept.body.id)).status === 'sent');
    // the canceled one was due half a second before the one that arrived
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(smtp.messages.filter((m) => m.text?.includes('CANCELADO'))).toHaveLength(0);

    const all = await server.api<Alert[]>(`/api/v1/travels/alert/all/${trip.id}`, { token: owner.token });
    expect(all.body.map((a) => [a.message, a.status])).toEqual([
      ['CANCELADO', 'canceled'],
      ['AGENDADO', 'sent'],
    ]);
    const trash = await server.api<Alert[]>(`/api/v1/travels/alert/${trip.id}/del`, { token: owner.token });
    expect(trash.body.map((a) => a.id)).toEqual([canceled.body.id]);
    expect((await server.api(`/api/v1/travels/alert/${canceled.body.id}`, { method: 'DELETE', token: owner.token })).status).toBe(204);
    const sentAgain = await server.api<{ detail: string }>(`/api/v1/travels/alert/${kept.body.id}`, { method: 'DELETE', token: owner.token });
    expect(sentAgain.status).toBe(409);
    expect(sentAgain.body.detail).toBe('Este alerta já foi enviado e não pode mais ser alterado.');
  });

  it('reschedules and edits an alert not sent yet: the old job is cancelled, the new one sends the new text', async () => {
    const { owner, customer, trip } = await agencyWithTrip();
    const created = await post(owner, { travel_id: trip.id, kind: 'online_checkin', scheduled_at: '01/04/2030 09:00:00' });
    expect(created.body.scheduled_at).toBe('2030-04-01T12:00:00.000Z');
    const oldJob = (await alertRow(created.body.id)).job_id;

    const soon = new Date(Date.now() + 1_500).toISOString();
    const moved = await server.api<Alert>('/api/v1/travels/alert', { method: 'PUT', token: owner.token, body: { id: created.body.id, message: 'Check-in aberto, {{customer}}!', scheduled_at: soon } });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ message: 'Check-in aberto, Marina!', scheduled_at: soon, status: 'scheduled' });
    expect((await alertRow(created.body.id)).job_id).not.toBe(oldJob);

    const mail = await smtp.waitFor(customer.email!);
    expect(mail.text).toContain('Check-in aberto, Marina!');
    await waitFor(async () => (await alertRow(created.body.id)).status === 'sent');
    const late = await server.api('/api/v1/travels/alert', { method: 'PUT', token: owner.token, body: { id: created.body.id, message: 'tarde' } });
    expect(late.status).toBe(409);
  });

  it('brings a canceled alert back with PUT and a new time', async () => {
    const { owner, customer, trip } = await agencyWithTrip();
    const created = await post(owner, { travel_id: trip.id, kind: 'custom', message: 'VOLTOU', scheduled_at: '01/04/2030 09:00:00' });
    await server.api(`/api/v1/travels/alert/${created.body.id}`, { method: 'DELETE', token: owner.token });
    expect((await alertRow(created.body.id)).status).toBe('canceled');
    const back = await server.api<Alert>('/api/v1/travels/alert', { method: 'PUT', token: owner.token, body: { id: created.body.id, send_now: true } });
    expect(back.body.status).toBe('scheduled');
    expect((await smtp.waitFor(customer.email!)).text).toContain('VOLTOU');
  });

  it('schedules a PCR test reminder without a time 72 h before the trip, mentioning the 72 h', async () => {
    const going = new Date('2030-08-20T12:00:00-03:00');
    const { owner, trip } = await agencyWithTrip({ going });
    const pcr = await post(owner, { travel_id: trip.id, kind: 'pcr_test' });
    expect(pcr.status).toBe(201);
    expect(pcr.body.scheduled_at).toBe(new Date(going.getTime() - 72 * 3_600_000).toISOString());
    expect(pcr.body.message).toContain('72 h');
    expect(pcr.body.message).toContain('20/08/2030');
    await server.api(`/api/v1/travels/alert/${pcr.body.id}`, { method: 'DELETE', token: owner.token });
  });
});

describe('WhatsApp alerts', () => {
  it('sends through the WhatsApp Cloud API with the bearer token', async () => {
    const { owner, trip } = await agencyWithTrip({ phone: '+5521998765432', name: 'Carnaval em Salvador' });
    const created = await post(owner, { travel_id: trip.id, kind: 'travel_tomorrow', channel: 'whatsapp', send_now: true });
    expect(created.status).toBe(201);
    const request = await waitFor(() => whatsapp.messages.find((r) => r.body.to === '5521998765432'));
    expect(request.phoneNumberId).toBe('1234567890');
    expect(request.authorization).toBe('Bearer token-de-teste');
    // an approved template, never free text (refused outside the 24 h window)
    expect(request.body).toMatchObject({ messaging_product: 'whatsapp', type: 'template', template: { name: 'rumo_travel_tomorrow' } });
    expect(request.body.template!.components[0]!.parameters).toContainEqual({ type: 'text', parameter_name: 'trip', text: 'Carnaval em Salvador' });
    await waitFor(async () => (await alertRow(created.body.id)).status === 'sent');
  });

  it('records a refused message as failed with the error', async () => {
    const { owner, trip } = await agencyWithTrip({ phone: '+5511900000000' });
    const created = await post(owner, { travel_id: trip.id, kind: 'tips', channel: 'whatsapp', send_now: true });
    const failed = await waitFor(async () => {
      const list = await server.api<Alert[]>(`/api/v1/travels/alert/all/${trip.id}`, { token: owner.token });
      return list.body.find((a) => a.id === created.body.id && a.status === 'failed');
    });
    expect(failed.error).toContain('131047');
    const audits = await server.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'alert'), eq(auditLog.entity_id, String(created.body.id))));
    expect(audits.some((a) => a.action === 'send_failed')).toBe(true);
    // stop the retries
    await server.api(`/api/v1/travels/alert/${created.body.id}`, { method: 'DELETE', token: owner.token });
  });

  it('answers 400 when the client has no phone for WhatsApp', async () => {
    const noPhone = await agencyWithTrip({ phone: null });
    const missing = await post(noPhone.owner, { travel_id: noPhone.trip.id, kind: 'tips', channel: 'whatsapp', send_now: true });
    expect(missing.body).toEqual({ channel: ['O cliente desta viagem não tem telefone cadastrado para WhatsApp.'] });
  });
});

describe('tenant isolation', () => {
  it('lets another agency neither see nor change the alerts of a trip', async () => {
    const a = await agencyWithTrip();
    const b = await agencyWithTrip();
    const created = await post(a.owner, { travel_id: a.trip.id, kind: 'custom', message: 'Só da A', scheduled_at: '01/04/2030 09:00:00' });
    const intruder = b.owner;

    expect((await post(intruder, { travel_id: a.trip.id, kind: 'tips', send_now: true })).status).toBe(404);
    expect((await server.api('/api/v1/travels/alert', { method: 'PUT', token: intruder.token, body: { id: created.body.id, message: 'invadido', send_now: true } })).status).toBe(404);
    expect((await server.api(`/api/v1/travels/alert/${created.body.id}`, { method: 'DELETE', token: intruder.token })).status).toBe(404);
    expect((await server.api(`/api/v1/travels/alert/all/${a.trip.id}`, { token: intruder.token })).status).toBe(404);
    expect((await server.api(`/api/v1/travels/alert/${a.trip.id}/del`, { token: intruder.token })).status).toBe(404);
    const own = await server.api<Alert[]>(`/api/v1/travels/alert/all/${b.trip.id}`, { token: intruder.token });
    expect(own.body).toEqual([]);

    const row = await alertRow(created.body.id);
    expect(row).toMatchObject({ message: 'Só da A', status: 'scheduled' });
    expect(row.scheduled_at!.toISOString()).toBe('2030-04-01T12:00:00.000Z');
    await server.api(`/api/v1/travels/alert/${created.body.id}`, { method: 'DELETE', token: a.owner.token });
  });
});

describe('daily task digest job', () => {
  it('runs through the real job queue and e-mails the open tasks', async () => {
    const { agency } = await agencyWithTrip();
    const staff = await factories(server.app).user(agency.id, 'staff');
    const tomorrow = new Date(Date.now() + 86_400_000);
    await server.app.db.insert(checklistTasks).values({ agency_id: agency.id, user_id: staff.id, name: 'Confirmar transfer', scheduled_to: tomorrow });
    await server.app.jobs.send('checklist-digest', { agencyId: agency.id });
    const mail = await smtp.waitFor(staff.email);
    expect(mail.subject).toBe('Suas tarefas no Rumo: 1 pendente');
    expect(mail.text).toContain('Confirmar transfer');
  });
});
