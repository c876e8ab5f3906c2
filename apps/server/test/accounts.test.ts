import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { factories } from './factories.ts';
import { startSmtpCapture, type SmtpCapture } from './smtp.ts';
import { dataUrl, pngBytes, pngDataUrl } from './images.ts';
import { tamperSignature } from './signed-url.ts';

let server: TestServer;
let smtp: SmtpCapture;
let seq = 0;
const email = () => `pessoa${Date.now()}${seq++}@agencia.test`;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://app.rumo.test' });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

type Info = { user: { pk: number; email: string; picture: string | null }; agency: { id: number; status: string; trial_date: number; logo: string | null } | null };

async function signup(address = email()) {
  const res = await server.api<{ token: string; stripe_customer_id: null }>('/api/v1/agencies/accounts/signup', {
    method: 'POST',
    body: { first_name: 'Paula', last_name: 'Dias', email: address, password: 'uma-senha-forte' },
  });
  expect(res.status).toBe(201);
  return { email: address, token: res.body.token };
}

const profile = { name: 'Dias Viagens', document: '11.222.333/0001-81', phone: '(11) 98765-4321', address: { cep: '01310-100', city: 'São Paulo', state: 'SP' } };

describe('signup', () => {
  it('creates the user in step 1 and the agency with a 10-day trial in step 2', async () => {
    const { token } = await signup();
    const before = await server.api<Info>('/api/v1/agencies/accounts/info', { token });
    expect(before.body.agency).toBeNull();
    const created = await server.api<Info>('/api/v1/agencies/accounts/profile', { method: 'POST', token, body: profile });
    expect(created.status).toBe(201);
    expect(created.body.agency).toMatchObject({ status: 'trial', trial_date: 10 });
    const again = await server.api<{ detail: string }>('/api/v1/agencies/accounts/profile', { method: 'POST', token, body: profile });
    expect(again.status).toBe(409);
  });

  it('refuses an e-mail already in use, whatever its case', async () => {
    const { email: taken } = await signup();
    const res = await server.api<Record<string, string[]>>('/api/v1/agencies/accounts/signup', {
      method: 'POST',
      body: { first_name: 'X', last_name: 'Y', email: taken.toUpperCase(), password: 'outra-senha-123' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: ['Já existe uma conta com este e-mail.'] });
  });

  it('validates the agency profile: CNPJ or CPF check digits and the phone', async () => {
    const { token } = await signup();
    const res = await server.api<Record<string, string[]>>('/api/v1/agencies/accounts/profile', {
      method: 'POST',
      token,
      body: { ...profile, document: '11.222.333/0001-82', phone: '12' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(['document', 'phone']);
    expect(res.body.phone).toEqual(['Insira um telefone válido']);
  });

  it('asks for a password of at least 8 characters', async () => {
    const res = await server.api<Record<string, string[]>>('/api/v1/agencies/accounts/signup', {
      method: 'POST',
      body: { first_name: 'X', last_name: 'Y', email: email(), password: 'curta' },
    });
    expect(res.body.password).toEqual(['A senha deve ter no mínimo 8 caracteres.']);
  });
});

describe('profile picture', () => {
  it('accepts a png up to 1 MB, checked by content, and serves it through a signed URL', async () => {
    const { owner } = await factories(server.app).agency();
    const res = await server.api<Info>('/api/v1/agencies/accounts/user', { method: 'PUT', token: owner.token, body: { picture: pngDataUrl() } });
    expect(res.status).toBe(200);
    const url = res.body.user.picture!;
    expect(url).toMatch(/^\/api\/v1\/files\/pictures\/.+\.png\?expires=\d+&signature=/);
    const file = await fetch(`${server.baseUrl}${url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(pngBytes())).toBe(true);
    const tampered = await fetch(`${server.baseUrl}${tamperSignature(url)}`);
    expect(tampered.status).toBe(404);
  });

  it('rejects a file that only claims to be an image with "Formato de arquivo inválido"', async () => {
    const { owner } = await factories(server.app).agency();
    const fake = dataUrl('image/png', Buffer.from('%PDF-1.4 not an image at all, just text pretending'));
    const res = await server.api<Record<string, string[]>>('/api/v1/agencies/accounts/user', { method: 'PUT', token: owner.token, body: { picture: fake } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ picture: ['Formato de arquivo inválido'] });
    const gif = dataUrl('image/gif', Buffer.from('GIF89a'));
    const res2 = await server.api<Record<string, string[]>>('/api/v1/agencies/accounts/user', { method: 'PUT', token: owner.token, body: { picture: gif } });
    expect(res2.body).toEqual({ picture: ['Formato de arquivo inválido'] });
  });

  it('rejects an image over 1 MB with "Imagem muito grande. Tamanho máximo: 1MB"', async () => {
    const { owner } = await factories(server.app).agency();
    const big = dataUrl('image/png', Buffer.concat([pngBytes(), Buffer.alloc(1024 * 1024)]));
    const res = await server.api<Record<string, string[]>>('/api/v1/agencies/accounts/user', { method: 'PUT', token: owner.token, body: { picture: big } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ picture: ['Imagem muito grande. Tamanho máximo: 1MB'] });
  });
});

describe('password recovery', () => {
  it('e-mails a single-use link and answers the same for unknown e-mails', async () => {
    const { owner } = await factories(server.app).agency();
    const known = await server.api<{ detail: string }>('/api/v1/auth/recovery-password', { method: 'POST', body: { email: owner.email } });
    const unknown = await server.api<{ detail: string }>('/api/v1/auth/recovery-password', { method: 'POST', body: { email: 'ninguem@nada.test' } });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);

    const mail = await smtp.waitFor(owner.email);
    const link = /https:\/\/app\.rumo\.test\/reset-password\?token=([\w-]+)/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);

    const reset = await server.api('/api/v1/auth/reset-password', { method: 'POST', body: { token, password: 'nova-senha-segura' } });
    expect(reset.status).toBe(200);
    // the old session is revoked, the new password works, the link is spent
    expect((await server.api('/api/v1/agencies/accounts/info', { token: owner.token })).status).toBe(401);
    const signin = await server.api('/api/v1/auth/signin', { method: 'POST', body: { email: owner.email, password: 'nova-senha-segura' } });
    expect(signin.status).toBe(200);
    const reuse = await server.api<Record<string, string[]>>('/api/v1/auth/reset-password', { method: 'POST', body: { token, password: 'outra-senha-123' } });
    expect(reuse.status).toBe(400);
    expect(reuse.body).toEqual({ token: ['Link inválido ou expirado. Solicite um novo.'] });
  });
});

describe('change password and throttling', () => {
  it('changes the password with the current one and keeps only the new session', async () => {
    const { owner } = await factories(server.app).agency();
    const wrong = await server.api<Record<string, string[]>>('/api/v1/auth/change-password', {
      method: 'PUT',
      token: owner.token,
      body: { old_password: 'errada-123', new_password: 'nova-senha-123' },
    });
    expect(wrong.body).toEqual({ old_password: ['Senha atual incorreta.'] });
    const ok = await server.api<{ token: string }>('/api/v1/auth/change-password', {
      method: 'PUT',
      token: owner.token,
      body: { old_password: owner.password, new_password: 'nova-senha-123' },
    });
    expect(ok.status).toBe(200);
    expect((await server.api('/api/v1/agencies/accounts/info', { token: owner.token })).status).toBe(401);
    expect((await server.api('/api/v1/agencies/accounts/info', { token: ok.body.token })).status).toBe(200);
  });

  it('makes the client wait after 5 wrong passwords, even for the right one', async () => {
    const { owner } = await factories(server.app).agency();
    for (let i = 0; i < 5; i++) {
      const res = await server.api('/api/v1/auth/signin', { method: 'POST', body: { email: owner.email, password: `errada-${i}-xx` } });
      expect(res.status).toBe(400);
    }
    const locked = await server.api<{ detail: string }>('/api/v1/auth/signin', { method: 'POST', body: { email: owner.email, password: owner.password } });
    expect(locked.status).toBe(429);
    expect(locked.body.detail).toBe('Muitas tentativas de acesso. Tente novamente em 1 min.');
  });
});

describe('agency profile', () => {
  it('lets only the owner change the agency', async () => {
    const make = factories(server.app);
    const agency = await make.agency();
    const staff = await make.user(agency.id, 'staff');
    const denied = await server.api('/api/v1/agencies/accounts/agency', { method: 'PUT', token: staff.token, body: { name: 'Outro nome' } });
    expect(denied.status).toBe(403);
    const ok = await server.api<{ agency: { name: string; phone: string } }>('/api/v1/agencies/accounts/agency', {
      method: 'PUT',
      token: agency.owner.token,
      body: { name: 'Novo Nome Viagens', phone: '+55 21 99876-5432' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.agency).toMatchObject({ name: 'Novo Nome Viagens', phone: '+5521998765432' });
  });

  it('keeps the agency zone the owner picks, and refuses a zone that does not exist, in the request language', async () => {
    const agency = await factories(server.app).agency();
    const put = (timezone: string, lang?: string) =>
      server.api<{ agency: { timezone: string } } & Record<string, string[]>>('/api/v1/agencies/accounts/agency', {
        method: 'PUT',
        token: agency.owner.token,
        body: { timezone },
        lang,
      });
    const manaus = await put('America/Manaus');
    expect(manaus.status).toBe(200);
    expect(manaus.body.agency.timezone).toBe('America/Manaus');
    const wrong = await put('America/Atlantida');
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body)).toEqual(['timezone']);
    const english = await put('Mars/Olympus', 'en');
    expect(english.status).toBe(400);
    expect(english.body.timezone).not.toEqual(wrong.body.timezone);
    const info = await server.api<{ agency: { timezone: string } }>('/api/v1/agencies/accounts/info', { token: agency.owner.token });
    expect(info.body.agency.timezone).toBe('America/Manaus');
  });
});
