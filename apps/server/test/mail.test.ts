import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/platform/mail/mailer.ts';
import { startSmtpCapture, type SmtpCapture } from './smtp.ts';

let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp?.close());

describe('mailer', () => {
  it('delivers through SMTP when SMTP_URL is set', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Rumo <nao-responda@rumo.app>', outboxDir: '/nonexistent' });
    await mailer.send({ to: 'cliente@exemplo.test', subject: 'Sua viagem', text: 'Boa viagem!' });
    const mail = await smtp.waitFor('cliente@exemplo.test');
    expect(mail.subject).toBe('Sua viagem');
    expect(mail.text?.trim()).toBe('Boa viagem!');
    expect(mail.from?.text).toContain('nao-responda@rumo.app');
    mailer.close();
  });

  it('writes .eml files to the outbox when no SMTP server is configured', async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-outbox-'));
    const mailer = createMailer({ smtpUrl: null, from: 'Rumo <nao-responda@rumo.app>', outboxDir });
    await mailer.send({ to: 'dono@agencia.test', subject: 'Olá', text: 'Teste de saída' });
    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(outboxDir, files[0]!), 'utf8');
    expect(eml).toContain('To: dono@agencia.test');
    expect(eml).toContain('Subject: =?UTF-8?Q?Ol=C3=A1?=');
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });
});
