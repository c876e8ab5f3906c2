import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from './factories.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { startSmtpCapture, type SmtpCapture } from './smtp.ts';

/** POST /support/contact: the support form e-mails the team with the agency, the user and the page. */
let server: TestServer;
let smtp: SmtpCapture;
const SUPPORT = 'ajuda@rumo.test';

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url, SUPPORT_EMAIL: SUPPORT });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const contact = (token: string | undefined, body: unknown) => server.api<Record<string, unknown>>('/api/v1/support/contact', { method: 'POST', token, body });

describe('support contact', () => {
  it('e-mails the support address with the agency, the user and the page, reply-to the user', async () => {
    const agency = await factories(server.app).agency({ status: 'paid', plan: 'equipe', name: `Agência Suporte ${Date.now()}` });
    const staff = await factories(server.app).user(agency.id, 'staff');
    const subject = `Erro ao salvar cliente ${Date.now()}`;
    const res = await contact(staff.token, { subject, message: 'Ao salvar o cliente aparece um erro.', page: '/clientes/42' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.detail).toMatch(/Mensagem enviada/);

    const mail = await waitForSubject(subject);
    expect(mail.to).toContain(SUPPORT);
    expect(mail.replyTo?.toLowerCase()).toContain(staff.email);
    expect(mail.text).toContain('Ao salvar o cliente aparece um erro.');
    expect(mail.text).toContain(agency.name);
    expect(mail.text).toContain(`id ${agency.id}`);
    expect(mail.text).toContain('paid');
    expect(mail.text).toContain('equipe');
    expect(mail.text).toContain(staff.email);
    expect(mail.text).toContain('staff');
    expect(mail.text).toContain('Colaborador');
    expect(mail.text).toContain('/clientes/42');
  });

  it('validates the form and needs a login', async () => {
    const agency = await factories(server.app).agency();
    const res = await contact(agency.owner.token, { subject: '', message: '' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ subject: ['Este campo é obrigatório'], message: ['Este campo é obrigatório'] });
    expect((await contact(undefined, { subject: 'a', message: 'b', page: '/' })).status).toBe(401);
  });

  it('allows 5 messages per hour per user', async () => {
    const agency = await factories(server.app).agency();
    const colleague = await factories(server.app).user(agency.id, 'staff');
    for (let i = 0; i < 5; i++) expect((await contact(agency.owner.token, { subject: `Limite ${i}`, message: 'x', page: '/' })).status).toBe(201);
    const sixth = await contact(agency.owner.token, { subject: 'Limite 6', message: 'x', page: '/' });
    expect(sixth.status).toBe(429);
    expect(String(sixth.body.detail)).toMatch(/Tente novamente em \d+ segundos/);
    // per user: a colleague can still write
    expect((await contact(colleague.token, { subject: 'Outro usuário', message: 'x', page: '/' })).status).toBe(201);
  });

  it('describes only the sender’s own agency', async () => {
    const a = await factories(server.app).agency({ name: `Agência A ${Date.now()}` });
    const b = await factories(server.app).agency({ name: `Agência B ${Date.now()}` });
    const subject = `Isolamento ${Date.now()}`;
    expect((await contact(b.owner.token, { subject, message: 'x', page: '/home' })).status).toBe(201);
    const mail = await waitForSubject(subject);
    expect(mail.text).toContain(b.name);
    expect(mail.text).not.toContain(a.name);
    expect(mail.text).not.toContain(a.owner.email);
  });
});

async function waitForSubject(subject: string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const found = smtp.messages.find((m) => m.subject?.includes(subject));
    if (found) return { to: JSON.stringify(found.to), replyTo: found.replyTo?.text, text: found.text ?? '' };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no e-mail with subject ${subject}`);
}
