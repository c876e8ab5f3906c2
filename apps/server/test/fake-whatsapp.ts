import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestServer } from './harness.ts';

/**
 * A local stand-in for the WhatsApp Cloud API (Graph API), over real HTTP: POST /{version}/{number id}/messages
 * records what was sent and answers a wamid; GET /{version}/{number id} describes a number. Each
 * number answers only the tokens given for it, like Meta. The recipient 5511900000000 is refused
 * (code 131047, as Meta refuses text outside the 24 h window).
 */
export interface FakeWhatsAppMessage {
  phoneNumberId: string;
  authorization: string | undefined;
  body: {
    messaging_product: string;
    to: string;
    type: string;
    text?: { body: string };
    template?: {
      name: string;
      language: { code: string };
      components: { type: string; parameters: { type: string; parameter_name: string; text: string }[] }[];
    };
    biz_opaque_callback_data?: string;
  };
  id: string;
}

export interface FakeWhatsApp {
  url: string;
  messages: FakeWhatsAppMessage[];
  /** A number Meta knows, with the tokens that may use it. */
  addNumber(phoneNumberId: string, displayPhone: string, tokens: string[]): void;
  close(): Promise<void>;
}

/** port 0: any free port. GET /_messages lists what was sent (for the browser tests, which run it apart). */
export async function startFakeWhatsApp(port = 0): Promise<FakeWhatsApp> {
  const numbers = new Map<string, { displayPhone: string; tokens: string[] }>();
  const messages: FakeWhatsAppMessage[] = [];
  const run = crypto.randomBytes(3).toString('hex');
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://graph.test');
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (req.method === 'GET' && url.pathname === '/_messages') return send(200, messages);
      const match = /^\/v\d+\.\d+\/(\d+)(\/messages)?$/.exec(url.pathname);
      const number = match ? numbers.get(match[1]!) : undefined;
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!match || !number || !number.tokens.includes(token))
        return send(400, {
          error: { message: 'Unsupported request: object does not exist or missing permissions', code: 100 },
        });
      if (req.method === 'GET' && !match[2])
        return send(200, {
          id: match[1],
          display_phone_number: number.displayPhone,
          verified_name: 'Agência',
        });
      if (req.method !== 'POST' || !match[2]) return send(404, { error: { message: 'not found' } });
      const body = JSON.parse(raw) as FakeWhatsAppMessage['body'];
      if (body.to === '5511900000000')
        return send(400, { error: { message: 'Re-engagement message', code: 131047 } });
      const id = `wamid.${run}.${messages.length + 1}`;
      messages.push({ phoneNumberId: match[1]!, authorization: req.headers.authorization, body, id });
      send(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}`,
    messages,
    addNumber: (phoneNumberId, displayPhone, tokens) => numbers.set(phoneNumberId, { displayPhone, tokens }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Meta's status webhook body for one message. */
export function statusWebhook(
  phoneNumberId: string,
  status: { id: string; status: string; reference?: string; error?: { code: number; title: string } },
) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550000000', phone_number_id: phoneNumberId },
              statuses: [
                {
                  id: status.id,
                  status: status.status,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  recipient_id: '5521998765432',
                  ...(status.reference ? { biz_opaque_callback_data: status.reference } : {}),
                  ...(status.error ? { errors: [status.error] } : {}),
                },
              ],
            },
          },
        ],
      },
    ],
  };
}

/** Posts a body to the server's WhatsApp webhook, signed with the app secret as Meta signs it (or not). */
export function postWhatsappWebhook(server: TestServer, body: unknown, appSecret: string | null) {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = {};
  if (appSecret)
    headers['x-hub-signature-256'] =
      `sha256=${crypto.createHmac('sha256', appSecret).update(payload).digest('hex')}`;
  return server.api<{ received: boolean; updated: number } & Record<string, unknown>>(
    '/api/v1/whatsapp/webhook',
    { method: 'POST', body: payload, headers },
  );
}
