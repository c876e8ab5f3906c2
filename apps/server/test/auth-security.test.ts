import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginThrottles } from '../src/db/schema/index.ts';
import { createPasswordToken, normaliseEmail } from '../src/modules/auth/service.ts';
import { throttleKey } from '../src/modules/auth/throttle.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { factories } from './factories.ts';
import { startSmtpCapture, type SmtpCapture } from './smtp.ts';

let server: TestServer;
let smtp: SmtpCapture;
let seq = 0;
/** A client address of its own per test, forwarded by the (trusted) proxy in front of the server. */
const clientAddress = () => `198.51.100.${(seq++ % 250) + 1}`;
const unknownEmail = () => `ninguem-${Date.now()}-${seq++}@nada.test`;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({
    SMTP_URL: smtp.url,
    TRUST_PROXY: '127.0.0.1',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

type Errors = Record<string, string[]>;
const signIn = (email: string, password: string, from: string, lang?: string) =>
  server.api<Errors & { token?: string; detail?: string }>('/api/v1/auth/signin', {
    method: 'POST',
    body: { email, password },
    headers: { 'x-forwarded-for': from },
    lang,
  });

/** Median of a few timed calls, known and unknown interleaved so load on the machine hits both alike. */
async function medians(known: () => Promise<unknown>, unknown: () => Promise<unknown>, rounds = 9) {
  const times = { known: [] as number[], unknown: [] as number[] };
  const time = async (call: () => Promise<unknown>) => {
    const started = performance.now();
    await call();
    return performance.now() - started;
  };
  await known();
  await unknown();
  for (let i = 0; i < rounds; i++) {
    times.known.push(await time(known));
    times.unknown.push(await time(unknown));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return { known: median(times.known), unknown: median(times.unknown) };
}
const ratio = ({ known, unknown }: { known: number; unknown: number }) =>
  Math.max(known, unknown) / Math.min(known, unknown);

describe('sign-in throttle', () => {
  it("a stranger's wrong passwords slow down only the stranger: the owner elsewhere still signs in", async () => {
    const { owner } = await factories(server.app).agency();
    const stranger = clientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await signIn(owner.email, `errada-${i}-xx`, stranger)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    const fromHome = await signIn(owner.email, owner.password, clientAddress());
    expect(fromHome.status).toBe(200);
    expect(fromHome.body.token).toBeTruthy();
  });

  it('answers a known and an unknown e-mail alike, attempt after attempt, status and body', async () => {
    const { owner } = await factories(server.app).agency();
    const missing = unknownEmail();
    const from = clientAddress();
    for (let i = 0; i < 7; i++) {
      const known = await signIn(owner.email, `errada-${i}-xx`, from, 'es');
      const unknown = await signIn(missing, `errada-${i}-xx`, from, 'es');
      expect({ status: unknown.status, body: unknown.body }).toEqual({
        status: known.status,
        body: known.body,
      });
    }
    const last = await signIn(owner.email, 'errada-xx', from, 'es');
    expect(last.body).toEqual({ detail: 'Demasiados intentos de acceso. Inténtelo de nuevo en 1 min.' });
  });

  it('grows the delay with each failure after the fifth and refuses even the right password meanwhile', async () => {
    const { owner } = await factories(server.app).agency();
    const from = clientAddress();
    const key = throttleKey(normaliseEmail(owner.email), from);
    const expireLock = () =>
      server.app.db
        .update(loginThrottles)
        .set({ locked_until: new Date(Date.now() - 1000) })
        .where(eq(loginThrottles.key, key));
    for (let i = 0; i < 5; i++) expect((await signIn(owner.email, 'errada-123', from)).status).toBe(400);
    const locked = await signIn(owner.email, owner.password, from);
    expect(locked.status).toBe(429);
    expect(locked.body.detail).toBe('Muitas tentativas de acesso. Tente novamente em 1 min.');
    await expireLock();
    expect((await signIn(owner.email, 'errada-123', from)).status).toBe(400);
    expect((await signIn(owner.email, owner.password, from)).body.detail).toBe(
      'Muitas tentativas de acesso. Tente novamente em 2 min.',
    );
    await expireLock();
    expect((await signIn(owner.email, 'errada-123', from)).status).toBe(400);
    expect((await signIn(owner.email, owner.password, from)).body.detail).toBe(
      'Muitas tentativas de acesso. Tente novamente em 4 min.',
    );
    await expireLock();
    // once the wait is over the right password works and the count starts again
    expect((await signIn(owner.email, owner.password, from)).status).toBe(200);
    expect((await signIn(owner.email, 'errada-123', from)).status).toBe(400);
  });

  it('takes about the same time for a known and an unknown e-mail', async () => {
    const { owner } = await factories(server.app).agency();
    const missing = unknownEmail();
    const times = await medians(
      () => signIn(owner.email, 'errada-123', clientAddress()),
      () => signIn(missing, 'errada-123', clientAddress()),
    );
    expect(ratio(times), JSON.stringify(times)).toBeLessThan(2);
  });
});

describe('signup and recovery with a known or an unknown e-mail', () => {
  const signup = (email: string) =>
    server.api<Errors>('/api/v1/agencies/accounts/signup', {
      method: 'POST',
      body: { first_name: 'Paula', last_name: 'Dias', email, password: 'uma-senha-forte' },
      headers: { 'x-forwarded-for': clientAddress() },
    });

  it('signup takes about the same time for a taken e-mail (its field error) as for a new one', async () => {
    const { owner } = await factories(server.app).agency();
    const taken = await signup(owner.email);
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ email: ['Já existe uma conta com este e-mail.'] });
    const times = await medians(
      () => signup(owner.email),
      () => signup(unknownEmail()),
    );
    expect(ratio(times), JSON.stringify(times)).toBeLessThan(2);
  });

  it('recovery answers the same, in about the same time, and mails only the account', async () => {
    const { owner } = await factories(server.app).agency();
    const recover = (email: string) =>
      server.api<{ detail: string }>('/api/v1/auth/recovery-password', {
        method: 'POST',
        body: { email },
        headers: { 'x-forwarded-for': clientAddress() },
      });
    const known = await recover(owner.email);
    const unknown = await recover(unknownEmail());
    expect({ status: unknown.status, body: unknown.body }).toEqual({
      status: known.status,
      body: known.body,
    });
    expect((await smtp.waitFor(owner.email)).subject).toBe('Crie uma nova senha no Rumo');
    const times = await medians(
      () => recover(owner.email),
      () => recover(unknownEmail()),
    );
    expect(ratio(times), JSON.stringify(times)).toBeLessThan(2);
  });
});

describe('changing the sign-in e-mail', () => {
  const put = (token: string, body: Record<string, unknown>, lang?: string) =>
    server.api<Errors & { user?: { email: string } }>('/api/v1/agencies/accounts/user', {
      method: 'PUT',
      token,
      body,
      lang,
    });

  it('needs the current password: missing or wrong, a field error in the request language and nothing changes', async () => {
    const { owner } = await factories(server.app).agency();
    const target = unknownEmail();
    expect((await put(owner.token, { email: target })).body).toEqual({
      current_password: ['Informe sua senha atual para alterar o e-mail.'],
    });
    expect((await put(owner.token, { email: target }, 'en')).body).toEqual({
      current_password: ['Enter your current password to change the e-mail.'],
    });
    const wrong = await put(owner.token, { email: target, current_password: 'errada-123' }, 'es');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ current_password: ['Contraseña actual incorrecta.'] });
    const info = await server.api<{ user: { email: string } }>('/api/v1/agencies/accounts/info', {
      token: owner.token,
    });
    expect(info.body.user.email).toBe(owner.email);
    // other fields, and the same e-mail, need no password
    expect((await put(owner.token, { first_name: 'Outra', email: owner.email.toUpperCase() })).status).toBe(
      200,
    );
  });

  it('with the password it changes, the old address gets a notice and old reset links die', async () => {
    const { owner } = await factories(server.app).agency();
    const link = await createPasswordToken(server.app, owner.id, 3_600_000);
    const target = unknownEmail();
    const ok = await put(owner.token, { email: target, current_password: owner.password });
    expect(ok.status).toBe(200);
    expect(ok.body.user?.email).toBe(target);
    const notice = await smtp.waitFor(owner.email);
    expect(notice.subject).toBe('O e-mail da sua conta no Rumo foi alterado');
    expect(notice.text).toContain(target);
    const reset = await server.api<Errors>('/api/v1/auth/reset-password', {
      method: 'POST',
      body: { token: link, password: 'nova-senha-segura' },
    });
    expect(reset.body).toEqual({ token: ['Link inválido ou expirado. Solicite um novo.'] });
    expect((await signIn(target, owner.password, clientAddress())).status).toBe(200);
  });
});

describe('reset links die with the password', () => {
  const reset = (token: string, password: string) =>
    server.api<Errors>('/api/v1/auth/reset-password', { method: 'POST', body: { token, password } });

  it('using the newer of two links ends the older one', async () => {
    const { owner } = await factories(server.app).agency();
    const older = await createPasswordToken(server.app, owner.id, 3_600_000);
    const newer = await createPasswordToken(server.app, owner.id, 3_600_000);
    expect((await reset(newer, 'nova-senha-segura')).status).toBe(200);
    const stale = await reset(older, 'senha-do-atacante');
    expect(stale.status).toBe(400);
    expect(stale.body).toEqual({ token: ['Link inválido ou expirado. Solicite um novo.'] });
    expect((await signIn(owner.email, 'nova-senha-segura', clientAddress())).status).toBe(200);
  });

  it('changing the password in the account ends every outstanding link and tells the account', async () => {
    const { owner } = await factories(server.app).agency();
    const link = await createPasswordToken(server.app, owner.id, 3_600_000);
    const changed = await server.api('/api/v1/auth/change-password', {
      method: 'PUT',
      token: owner.token,
      body: { old_password: owner.password, new_password: 'nova-senha-123' },
    });
    expect(changed.status).toBe(200);
    expect((await reset(link, 'senha-do-atacante')).status).toBe(400);
    expect((await smtp.waitFor(owner.email)).subject).toBe('A senha da sua conta no Rumo foi alterada');
  });
});
