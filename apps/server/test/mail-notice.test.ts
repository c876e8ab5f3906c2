import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { factories } from './factories.ts';

/** E-mail known to arrive: health and account info say when mail only lands in the outbox (issue 15). */
let outboxOnly: TestServer;
let withSmtp: TestServer;

beforeAll(async () => {
  outboxOnly = await startTestServer();
  withSmtp = await startTestServer({ SMTP_URL: 'smtp://127.0.0.1:2525' });
  // The notice is for production; a production build of the app takes far longer to start here.
  outboxOnly.config.env = 'production';
  withSmtp.config.env = 'production';
});
afterAll(async () => {
  await outboxOnly?.close();
  await withSmtp?.close();
});

describe('mail configuration notice', () => {
  it('health reports mail as outbox-only without SMTP_URL, smtp with it', async () => {
    expect((await outboxOnly.api<{ mail: string }>('/api/v1/health')).body.mail).toBe('outbox-only');
    expect((await withSmtp.api<{ mail: string }>('/api/v1/health')).body.mail).toBe('smtp');
  });

  it('account info tells the web app to show the owner the banner until e-mail is configured', async () => {
    const a = await factories(outboxOnly.app).agency();
    const on = await outboxOnly.api<{ system: { mail_outbox_only: boolean; payments_configured: boolean } }>('/api/v1/agencies/accounts/info', { token: a.owner.token });
    expect(on.body.system).toEqual({ mail_outbox_only: true, payments_configured: false });
    const b = await factories(withSmtp.app).agency();
    const off = await withSmtp.api<{ system: { mail_outbox_only: boolean } }>('/api/v1/agencies/accounts/info', { token: b.owner.token });
    expect(off.body.system.mail_outbox_only).toBe(false);
  });
});
