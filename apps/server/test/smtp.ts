import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

/** A real SMTP server in the test process that keeps every message it receives. */
export interface SmtpCapture {
  url: string;
  messages: ParsedMail[];
  /** Resolves with the first message to `to` that arrives (or has arrived). */
  waitFor(to: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

const recipients = (mail: ParsedMail) =>
  [mail.to].flat().flatMap((address) => address?.value.map((v) => v.address?.toLowerCase()) ?? []);

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: ParsedMail[] = [];
  const waiters: { to: string; resolve: (mail: ParsedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          for (const waiter of [...waiters]) {
            if (recipients(mail).includes(waiter.to)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(mail);
            }
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(to, timeoutMs = 10_000) {
      const address = to.toLowerCase();
      const found = messages.find((mail) => recipients(mail).includes(address));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no e-mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ to: address, resolve: (mail) => (clearTimeout(timer), resolve(mail)) });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
