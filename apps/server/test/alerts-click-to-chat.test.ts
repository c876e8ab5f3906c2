import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert } from '@rumo/core';
import { startTestServer, type TestServer } from './harness.ts';
import { factories } from './factories.ts';
import { startSmtpCapture, type SmtpCapture } from './smtp.ts';
import { alerts, checklistTasks, customers, travels } from '../src/db/schema/index.ts';
import { waitFor } from './wait.ts';

// No WHATSAPP_* settings: WhatsApp alerts go by click-to-chat.
let server: TestServer;
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url });
  await server.app.jobs.startWorkers({ pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});


describe('WhatsApp by click-to-chat (no Cloud API configured)', () => {
  it('accepts the alert with a wa.me link holding the message, and at the sending time gives the agent a task and an e-mail with it', async () => {
    const agency = await factories(server.app).agency();
    const [customer] = await server.app.db.insert(customers).values({ agency_id: agency.id, first_name: 'Leo', last_name: 'Reis', phone: '+5511987650000' }).returning();
    const [trip] = await server.app.db
      .insert(travels)
      .values({ agency_id: agency.id, customer_id: customer!.id, name: 'Chile & Atacama', going: new Date('2030-05-01T15:00:00Z'), back: new Date('2030-05-05T15:00:00Z'), screenplay: [] })
      .returning();
    const created = await server.api<Alert>('/api/v1/travels/alert', {
      method: 'POST',
      token: agency.owner.token,
      body: { travel_id: trip!.id, kind: 'custom', message: 'Olá, {{customer}}! Check-in aberto: {{trip}}?', channel: 'whatsapp', send_now: true },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const text = 'Olá, Leo! Check-in aberto: Chile & Atacama?';
    expect(created.body.message).toBe(text);
    expect(created.body.whatsapp_url).toBe(`https://wa.me/5511987650000?text=${encodeURIComponent(text)}`);
    expect(new URL(created.body.whatsapp_url!).searchParams.get('text')).toBe(text);

    const mail = await smtp.waitFor(agency.owner.email);
    expect(mail.subject).toBe('Hora de enviar o WhatsApp para Leo (Chile & Atacama)');
    expect(mail.text).toContain(created.body.whatsapp_url!);
    expect(mail.text).toContain(text);
    const [task] = await waitFor(() =>
      server.app.db.select().from(checklistTasks).where(and(eq(checklistTasks.agency_id, agency.id), eq(checklistTasks.travel_id, trip!.id))).then((rows) => (rows.length ? rows : null)),
    );
    expect(task).toMatchObject({ user_id: agency.owner.id, name: 'Enviar WhatsApp para Leo (Chile & Atacama)', checked: false });
    const row = await waitFor(() => server.app.db.select().from(alerts).where(eq(alerts.id, created.body.id)).then(([r]) => (r?.status === 'sent' ? r : null)));
    expect(row.sent_at).toBeInstanceOf(Date);

    const list = await server.api<Alert[]>(`/api/v1/travels/alert/all/${trip!.id}`, { token: agency.owner.token });
    expect(list.body[0]!.whatsapp_url).toBe(created.body.whatsapp_url);
  });
});
