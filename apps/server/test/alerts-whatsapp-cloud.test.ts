import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { alertSchema, whatsappSenderSchema } from '@rumo/core';
import { agencies, alerts, customers, travels } from '../src/db/schema/index.ts';
import { factories, type TestUser } from './factories.ts';
import { postWhatsappWebhook, startFakeWhatsApp, statusWebhook, type FakeWhatsApp } from './fake-whatsapp.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { waitFor } from './wait.ts';

/** WhatsApp through the Cloud API: approved templates, each agency's own sender, delivery statuses. */
let server: TestServer;
let meta: FakeWhatsApp;
const APP_SECRET = 'segredo-do-app-meta';
const SERVER_NUMBER = '1000000001';
const AGENCY_NUMBER = '2000000002';
const AGENCY_TOKEN = 'EAAG-token-da-agencia-0123456789';

beforeAll(async () => {
  meta = await startFakeWhatsApp();
  meta.addNumber(SERVER_NUMBER, '+55 11 3000-0001', ['token-do-servidor-0123456789']);
  meta.addNumber(AGENCY_NUMBER, '+55 21 99999-0002', [AGENCY_TOKEN]);
  server = await startTestServer({
    WHATSAPP_TOKEN: 'token-do-servidor-0123456789',
    WHATSAPP_PHONE_NUMBER_ID: SERVER_NUMBER,
    WHATSAPP_API_URL: meta.url,
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: 'verifica-rumo',
  });
  await server.app.jobs.startWorkers({ pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await server?.close();
  await meta?.close();
});

type Alert = z.input<typeof alertSchema>;
type Sender = z.input<typeof whatsappSenderSchema>;
type Errors = Record<string, string[]>;


let phoneSeq = 0;
/** An agency (in a language), its client with a WhatsApp number of its own, and a trip. */
async function agencyWithTrip(locale: 'pt' | 'es' | 'en' = 'pt') {
  const agency = await factories(server.app).agency({
    name: `Agência Sol ${Math.random().toString(36).slice(2, 6)}`,
  });
  await server.app.db.update(agencies).set({ locale }).where(eq(agencies.id, agency.id));
  const phone = `+55219${String(80_000_000 + ++phoneSeq * 7 + Math.floor(Math.random() * 1000) * 1000).slice(0, 8)}`;
  const [customer] = await server.app.db
    .insert(customers)
    .values({ agency_id: agency.id, first_name: 'Marina', last_name: 'Souza', phone })
    .returning();
  const [trip] = await server.app.db
    .insert(travels)
    .values({
      agency_id: agency.id,
      customer_id: customer!.id,
      name: 'Carnaval em Salvador',
      going: new Date('2030-05-01T12:00:00-03:00'),
      back: new Date('2030-05-10T12:00:00-03:00'),
      screenplay: [],
    })
    .returning();
  return { agency, owner: agency.owner, trip: trip!, to: phone.replace(/\D/g, '') };
}

const post = (user: TestUser, body: Record<string, unknown>) =>
  server.api<Alert & Errors>('/api/v1/travels/alert', { method: 'POST', token: user.token, body });
const list = async (user: TestUser, tripId: number) =>
  (await server.api<Alert[]>(`/api/v1/travels/alert/all/${tripId}`, { token: user.token })).body;
const sentTo = (to: string) => waitFor(() => meta.messages.find((m) => m.body.to === to));
const putSender = (user: TestUser, body: Record<string, unknown>) =>
  server.api<Sender & Errors>('/api/v1/agencies/accounts/whatsapp', {
    method: 'PUT',
    token: user.token,
    body,
  });

describe('approved templates', () => {
  it("sends a scheduled alert as the kind's template in the client's language, with named parameters, from the server's number", async () => {
    const { owner, trip, to } = await agencyWithTrip('es');
    const created = await post(owner, {
      travel_id: trip.id,
      kind: 'travel_tomorrow',
      channel: 'whatsapp',
      scheduled_at: new Date(Date.now() + 1500).toISOString(),
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(
      '¡Hola, Marina! Mañana, 01/05/2030, comienza su viaje Carnaval em Salvador. Revise documentos, pasajes y vouchers. ¡Buen viaje!',
    );
    expect(created.body.whatsapp_url).toBeNull();
    const message = await sentTo(to);
    expect(message.phoneNumberId).toBe(SERVER_NUMBER);
    expect(message.authorization).toBe('Bearer token-do-servidor-0123456789');
    expect(message.body).toMatchObject({
      messaging_product: 'whatsapp',
      type: 'template',
      template: {
        name: 'rumo_travel_tomorrow',
        language: { code: 'es' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', parameter_name: 'customer', text: 'Marina' },
              { type: 'text', parameter_name: 'date', text: '01/05/2030' },
              { type: 'text', parameter_name: 'trip', text: 'Carnaval em Salvador' },
            ],
          },
        ],
      },
    });
    expect(message.body.text).toBeUndefined();
    const row = await waitFor(async () => (await list(owner, trip.id)).find((a) => a.status === 'sent'));
    expect(row.delivery_status).toBeNull();
    const [stored] = await server.app.db.select().from(alerts).where(eq(alerts.id, created.body.id));
    expect(message.body.biz_opaque_callback_data).toBe(stored!.delivery_key);
    expect(stored!.provider_message_id).toBe(message.id);
  });

  it("carries the agent's own words, sent now, in the message template", async () => {
    const { owner, trip, to } = await agencyWithTrip('pt');
    await post(owner, {
      travel_id: trip.id,
      kind: 'custom',
      channel: 'whatsapp',
      send_now: true,
      message: 'Oi {{customer}}!\nSeu seguro da {{trip}} foi emitido.',
    });
    const message = await sentTo(to);
    expect(message.body.template).toEqual({
      name: 'rumo_message',
      language: { code: 'pt_BR' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', parameter_name: 'agency', text: expect.stringMatching(/^Agência Sol /) },
            {
              type: 'text',
              parameter_name: 'message',
              text: 'Oi Marina! Seu seguro da Carnaval em Salvador foi emitido.',
            },
          ],
        },
      ],
    });
  });
});

describe("the agency's own sender (Minha conta)", () => {
  it("is checked with Meta, kept without showing the token, and used for the agency's alerts", async () => {
    const { owner, trip, to } = await agencyWithTrip();
    const before = await server.api<Sender>('/api/v1/agencies/accounts/whatsapp', { token: owner.token });
    expect(before.body).toEqual({
      phone_number_id: null,
      display_phone: null,
      has_own_token: false,
      server_token: true,
      source: 'server',
    });

    const unknown = await putSender(owner, { phone_number_id: '3000000003', access_token: AGENCY_TOKEN });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      phone_number_id: [
        'A Meta não reconheceu este número com este token. Confira o identificador e o token.',
      ],
    });
    const malformed = await putSender(owner, { phone_number_id: '+55 21 9999', access_token: 'curto' });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body).sort()).toEqual(['access_token', 'phone_number_id']);
    // the server's token cannot reach the agency's number: its own is needed
    expect((await putSender(owner, { phone_number_id: AGENCY_NUMBER })).body).toEqual({
      phone_number_id: [
        'A Meta não reconheceu este número com este token. Confira o identificador e o token.',
      ],
    });

    const saved = await putSender(owner, { phone_number_id: AGENCY_NUMBER, access_token: AGENCY_TOKEN });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      phone_number_id: AGENCY_NUMBER,
      display_phone: '+55 21 99999-0002',
      has_own_token: true,
      server_token: true,
      source: 'agency',
    });
    expect(
      JSON.stringify((await server.api('/api/v1/agencies/accounts/whatsapp', { token: owner.token })).body),
    ).not.toContain(AGENCY_TOKEN);

    await post(owner, { travel_id: trip.id, kind: 'tips', channel: 'whatsapp', send_now: true });
    const message = await sentTo(to);
    expect(message.phoneNumberId).toBe(AGENCY_NUMBER);
    expect(message.authorization).toBe(`Bearer ${AGENCY_TOKEN}`);

    // back to the server's number
    expect((await putSender(owner, { phone_number_id: null })).body).toMatchObject({
      phone_number_id: null,
      has_own_token: false,
      source: 'server',
    });
  });

  it("is the owner's alone, and one agency never sees or changes another's", async () => {
    const a = await agencyWithTrip();
    const b = await agencyWithTrip();
    await putSender(a.owner, { phone_number_id: AGENCY_NUMBER, access_token: AGENCY_TOKEN });
    const staff = await factories(server.app).user(a.agency.id, 'staff');
    expect((await server.api('/api/v1/agencies/accounts/whatsapp', { token: staff.token })).status).toBe(403);
    expect((await putSender(staff, { phone_number_id: null })).status).toBe(403);
    expect(
      (await server.api<Sender>('/api/v1/agencies/accounts/whatsapp', { token: b.owner.token })).body
        .phone_number_id,
    ).toBeNull();
    await putSender(b.owner, { phone_number_id: null });
    expect(
      (await server.api<Sender>('/api/v1/agencies/accounts/whatsapp', { token: a.owner.token })).body
        .phone_number_id,
    ).toBe(AGENCY_NUMBER);
  });
});

describe('delivery status webhook', () => {
  it('answers the subscription check only with the verify token', async () => {
    const ok = await server.api<string>(
      '/api/v1/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=verifica-rumo&hub.challenge=1158201444',
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toBe(1158201444);
    expect(
      (await server.api('/api/v1/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=outro&hub.challenge=1'))
        .status,
    ).toBe(403);
    expect(
      (
        await server.api(
          '/api/v1/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=verifica-rumo&hub.challenge=%3Cscript%3E',
        )
      ).status,
    ).toBe(400);
  });

  it('accepts only bodies signed with the app secret, and never fails on a strange one', async () => {
    const body = statusWebhook(SERVER_NUMBER, { id: 'wamid.nenhum', status: 'delivered' });
    expect((await postWhatsappWebhook(server, body, null)).status).toBe(401);
    expect((await postWhatsappWebhook(server, body, 'outro-segredo')).status).toBe(401);
    expect((await postWhatsappWebhook(server, body, APP_SECRET)).body).toEqual({
      received: true,
      updated: 0,
    });
    expect((await postWhatsappWebhook(server, 'não é json', APP_SECRET)).status).toBe(400);
    for (const odd of [
      {},
      { entry: 'x' },
      { entry: [{ changes: [{ value: { statuses: [{ id: 5 }, null, 'x'] } }] }] },
      [],
    ])
      expect((await postWhatsappWebhook(server, odd, APP_SECRET)).status).toBe(200);
  });

  it('moves the alert to delivered and read, once, in order, and shows a failure with its reason', async () => {
    const { owner, trip, to } = await agencyWithTrip();
    const created = await post(owner, {
      travel_id: trip.id,
      kind: 'tips',
      channel: 'whatsapp',
      send_now: true,
    });
    const message = await sentTo(to);
    await waitFor(async () => (await list(owner, trip.id))[0]?.status === 'sent');
    const status = (s: string) =>
      postWhatsappWebhook(server, statusWebhook(SERVER_NUMBER, { id: message.id, status: s }), APP_SECRET);

    expect((await status('delivered')).body.updated).toBe(1);
    expect((await list(owner, trip.id))[0]).toMatchObject({ status: 'sent', delivery_status: 'delivered' });
    expect((await status('read')).body.updated).toBe(1);
    // Meta retries and reorders: a repeated or late status changes nothing
    expect((await status('read')).body.updated).toBe(0);
    expect((await status('delivered')).body.updated).toBe(0);
    expect((await list(owner, trip.id))[0]).toMatchObject({ id: created.body.id, delivery_status: 'read' });

    // matched by our reference before the wamid is known, and a failure with its reason
    const other = await agencyWithTrip();
    const second = await post(other.owner, {
      travel_id: other.trip.id,
      kind: 'tips',
      channel: 'whatsapp',
      send_now: true,
    });
    await sentTo(other.to);
    const [row] = await server.app.db.select().from(alerts).where(eq(alerts.id, second.body.id));
    const failed = await postWhatsappWebhook(
      server,
      statusWebhook(SERVER_NUMBER, {
        id: 'wamid.desconhecido',
        status: 'failed',
        reference: row!.delivery_key!,
        error: { code: 131026, title: 'Message undeliverable' },
      }),
      APP_SECRET,
    );
    expect(failed.body.updated).toBe(1);
    expect((await list(other.owner, other.trip.id))[0]).toMatchObject({
      status: 'failed',
      delivery_status: 'failed',
      error: 'WhatsApp 131026: Message undeliverable',
    });
  });

  it("ignores a status about one agency's message arriving through another number", async () => {
    const { owner, trip, to } = await agencyWithTrip();
    await post(owner, { travel_id: trip.id, kind: 'tips', channel: 'whatsapp', send_now: true });
    const message = await sentTo(to);
    const foreign = await postWhatsappWebhook(
      server,
      statusWebhook(AGENCY_NUMBER, { id: message.id, status: 'read' }),
      APP_SECRET,
    );
    expect(foreign.body.updated).toBe(0);
  });
});
