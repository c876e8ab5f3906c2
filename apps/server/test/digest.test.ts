import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { agencies, checklistTasks, customers, travels, users } from '../src/db/schema/index.ts';
import { sendTaskDigest } from '../src/modules/checklist/digest.ts';
import { factories } from './factories.ts';
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

/** 07:00 in São Paulo (-03:00) on 15/06/2030, when the cron job runs. */
const NOW = new Date('2030-06-15T07:00:00-03:00');
const at = (local: string) => new Date(`${local}-03:00`);

async function agencyWithTrip() {
  const make = factories(server.app);
  const agency = await make.agency();
  const [customer] = await server.app.db.insert(customers).values({ agency_id: agency.id, first_name: 'Rui', last_name: 'Costa' }).returning();
  const [trip] = await server.app.db
    .insert(travels)
    .values({ agency_id: agency.id, customer_id: customer!.id, name: 'Patagônia', going: at('2030-07-01T12:00:00'), back: at('2030-07-09T12:00:00'), screenplay: [] })
    .returning();
  return { agency, make, trip: trip! };
}

async function task(agencyId: number, userId: number, name: string, scheduled: string, extra: Partial<typeof checklistTasks.$inferInsert> = {}) {
  await server.app.db.insert(checklistTasks).values({ agency_id: agencyId, user_id: userId, name, scheduled_to: at(scheduled), ...extra });
}

const mailsTo = (email: string) => smtp.messages.filter((m) => [m.to].flat().some((a) => a?.value.some((v) => v.address === email)));

it('e-mails each responsible person their overdue, today and tomorrow open tasks, once, in their language', async () => {
  const { agency, make, trip } = await agencyWithTrip();
  const ana = await make.user(agency.id, 'staff');
  const bia = await make.user(agency.id, 'staff');
  const caio = await make.user(agency.id, 'staff');
  await server.app.db.update(users).set({ locale: 'es' }).where(eq(users.id, bia.id));

  await task(agency.id, ana.id, 'Cobrar sinal', '2030-06-10T18:00:00', { travel_id: trip.id });
  await task(agency.id, ana.id, 'Enviar roteiro', '2030-06-15T23:59:00');
  await task(agency.id, ana.id, 'Emitir seguro', '2030-06-16T23:59:00', { travel_id: trip.id });
  await task(agency.id, ana.id, 'Depois de amanhã', '2030-06-17T00:00:00');
  await task(agency.id, ana.id, 'Já feita', '2030-06-14T10:00:00', { checked: true });
  await task(agency.id, ana.id, 'Apagada', '2030-06-14T10:00:00', { deleted_at: new Date() });
  await task(agency.id, bia.id, 'Reservar jantar', '2030-06-16T20:00:00');
  await task(agency.id, caio.id, 'Só semana que vem', '2030-06-22T10:00:00');

  const result = await sendTaskDigest(server.app, NOW, { agencyId: agency.id });
  expect(result).toEqual({ emails: 2 });

  const [mail, ...more] = mailsTo(ana.email);
  expect(more).toHaveLength(0);
  expect(mail!.subject).toBe('Suas tarefas no Rumo: 3 pendentes');
  const text = mail!.text!;
  expect(text).toContain('Atrasadas (1)\n- 10/06/2030 18:00 · Cobrar sinal (viagem Patagônia)');
  expect(text).toContain('Para hoje (1)\n- 15/06/2030 23:59 · Enviar roteiro');
  expect(text).toContain('Para amanhã (1)\n- 16/06/2030 23:59 · Emitir seguro (viagem Patagônia)');
  expect(text).toContain('https://rumo.example/');
  for (const absent of ['Depois de amanhã', 'Já feita', 'Apagada']) expect(text).not.toContain(absent);

  const [spanish] = mailsTo(bia.email);
  expect(spanish!.subject).toBe('Sus tareas en Rumo: 1 pendiente');
  expect(spanish!.text).toContain('Para mañana (1)\n- 16/06/2030 20:00 · Reservar jantar');
  expect(mailsTo(caio.email)).toHaveLength(0);
});

it('sends nothing when nobody has tasks due, and leaves out removed people', async () => {
  const { agency, make } = await agencyWithTrip();
  const gone = await make.user(agency.id, 'staff');
  await task(agency.id, gone.id, 'De quem saiu', '2030-06-14T10:00:00');
  await server.app.db.update(users).set({ is_active: false }).where(eq(users.id, gone.id));
  await task(agency.id, agency.owner.id, 'Longe', '2030-12-01T10:00:00');
  const before = smtp.messages.length;
  expect(await sendTaskDigest(server.app, NOW, { agencyId: agency.id })).toEqual({ emails: 0 });
  expect(smtp.messages.length).toBe(before);
});

it("mails only each agency's own people about their own tasks", async () => {
  const a = await agencyWithTrip();
  const b = await agencyWithTrip();
  const bStaff = await b.make.user(b.agency.id, 'staff');
  await task(a.agency.id, a.agency.owner.id, 'Tarefa da agência A', '2030-06-16T10:00:00');
  await task(b.agency.id, bStaff.id, 'Tarefa da agência B', '2030-06-16T10:00:00');
  expect(await sendTaskDigest(server.app, NOW, { agencyId: a.agency.id })).toEqual({ emails: 1 });
  expect(mailsTo(bStaff.email)).toHaveLength(0);
  expect(mailsTo(a.agency.owner.email)[0]!.text).not.toContain('agência B');
});

it("reads today and tomorrow on the clock of the person's agency (Rio Branco, -05:00)", async () => {
  const { agency, make } = await agencyWithTrip();
  await server.app.db.update(agencies).set({ timezone: 'America/Rio_Branco' }).where(eq(agencies.id, agency.id));
  const rui = await make.user(agency.id, 'staff');
  // NOW is 05:00 of 15/06 in Rio Branco: 16/06 ends at 17/06 05:00 UTC
  await server.app.db.insert(checklistTasks).values([
    { agency_id: agency.id, user_id: rui.id, name: 'Fim de amanhã', scheduled_to: new Date('2030-06-16T23:59:00-05:00') },
    { agency_id: agency.id, user_id: rui.id, name: 'Depois de amanhã', scheduled_to: new Date('2030-06-17T00:30:00-05:00') },
  ]);
  expect(await sendTaskDigest(server.app, NOW, { agencyId: agency.id })).toEqual({ emails: 1 });
  const text = mailsTo(rui.email)[0]!.text!;
  expect(text).toContain('Para amanhã (1)\n- 16/06/2030 23:59 · Fim de amanhã');
  expect(text).not.toContain('Depois de amanhã');
});
