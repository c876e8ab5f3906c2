import type { WhatsappTemplate } from '@rumo/core';
import type { Config } from '../../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    whatsapp: WhatsApp;
  }
}

/** Who sends: a Cloud API phone number id and a token allowed to send from it. */
export interface WhatsAppSender {
  phoneNumberId: string;
  token: string;
}

/** A free-form text (only inside WhatsApp's 24 h window) or an approved template (any time). */
export type WhatsAppMessage =
  { type: 'text'; body: string } | { type: 'template'; template: WhatsappTemplate };

/** Sends WhatsApp messages to clients through the Cloud API, from the server's or an agency's number. */
export interface WhatsApp {
  /** The server's own sender (WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID); null without them. */
  readonly serverSender: WhatsAppSender | null;
  /** The server's token: enough for an agency that brings only its number id. */
  readonly serverToken: string | null;
  /** Start of the templates' names (WHATSAPP_TEMPLATE_PREFIX). */
  readonly templatePrefix: string;
  /** The agency's own number (with its token, else the server's), else the server's sender; null: click-to-chat. */
  senderFor(agency: {
    whatsapp_phone_number_id: string | null;
    whatsapp_token: string | null;
  }): WhatsAppSender | null;
  /**
   * Sends to an E.164 number ("+5511987654321"); resolves with the provider's message id.
   * `reference`, our idempotency key, travels as biz_opaque_callback_data and comes back in
   * Meta's status webhooks.
   */
  send(
    sender: WhatsAppSender,
    to: string,
    message: WhatsAppMessage,
    reference?: string,
  ): Promise<{ id: string }>;
  /** Asks Meta about a sender's number: its display form; WhatsAppRejected when Meta refuses id or token. */
  describeNumber(sender: WhatsAppSender): Promise<{ displayPhone: string | null }>;
}

export class WhatsAppError extends Error {}
/** Meta answered 4xx about the sender itself (unknown id, token without access). */
export class WhatsAppRejected extends WhatsAppError {}

const TIMEOUT_MS = 15_000;

interface GraphAnswer {
  messages?: { id?: string }[];
  display_phone_number?: string;
  error?: { message?: string; code?: number };
}

/**
 * The WhatsApp Cloud API (Meta Graph API): POST {base}/{version}/{phone_number_id}/messages with a
 * bearer token. A free-form text reaches the client only inside WhatsApp's 24 h customer-service
 * window; outside it Meta answers an error (e.g. code 131047); templates go any time.
 */
export function createWhatsApp(config: Config['whatsapp']): WhatsApp {
  const base = `${config.apiUrl}/${config.apiVersion}`;

  async function graph(
    sender: WhatsAppSender,
    path: string,
    init: { method: 'GET' | 'POST'; body?: unknown },
  ) {
    const response = await fetch(`${base}/${encodeURIComponent(sender.phoneNumberId)}${path}`, {
      method: init.method,
      headers: {
        authorization: `Bearer ${sender.token}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    let payload: GraphAnswer = {};
    try {
      payload = text ? (JSON.parse(text) as GraphAnswer) : {};
    } catch {
      // not JSON: reported below with the status
    }
    if (!response.ok) {
      const detail = payload.error?.message ?? text.slice(0, 200);
      const code = payload.error?.code != null ? ` (code ${payload.error.code})` : '';
      const message = `WhatsApp API ${response.status}${code}: ${detail}`;
      throw response.status >= 400 && response.status < 500
        ? new WhatsAppRejected(message)
        : new WhatsAppError(message);
    }
    return payload;
  }

  const serverToken = config.token;
  return {
    serverSender:
      config.token && config.phoneNumberId
        ? { token: config.token, phoneNumberId: config.phoneNumberId }
        : null,
    serverToken,
    templatePrefix: config.templatePrefix,
    senderFor(agency) {
      if (agency.whatsapp_phone_number_id) {
        const token = agency.whatsapp_token ?? serverToken;
        return token ? { phoneNumberId: agency.whatsapp_phone_number_id, token } : null;
      }
      return this.serverSender;
    },
    async send(sender, to, message, reference) {
      const digits = to.replace(/\D/g, '');
      if (digits.length < 8) throw new WhatsAppError(`invalid WhatsApp number: ${to}`);
      const content =
        message.type === 'text'
          ? { type: 'text', text: { preview_url: false, body: message.body } }
          : {
              type: 'template',
              template: {
                name: message.template.name,
                language: { code: message.template.language },
                components: [
                  {
                    type: 'body',
                    parameters: message.template.parameters.map((p) => ({
                      type: 'text',
                      parameter_name: p.name,
                      text: p.value,
                    })),
                  },
                ],
              },
            };
      const payload = await graph(sender, '/messages', {
        method: 'POST',
        body: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: digits,
          ...content,
          ...(reference ? { biz_opaque_callback_data: reference } : {}),
        },
      });
      const id = payload.messages?.[0]?.id;
      if (!id) throw new WhatsAppError('WhatsApp API answered without a message id');
      return { id };
    },
    async describeNumber(sender) {
      const payload = await graph(sender, '?fields=display_phone_number,verified_name', { method: 'GET' });
      return { displayPhone: payload.display_phone_number ?? null };
    },
  };
}
