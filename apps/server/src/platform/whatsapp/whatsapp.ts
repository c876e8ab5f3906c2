import type { Config } from '../../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    whatsapp: WhatsApp;
  }
}

/** Sends WhatsApp messages to clients; `configured` is false when the agency has no WhatsApp account set up. */
export interface WhatsApp {
  readonly configured: boolean;
  /**
   * Sends a text message to an E.164 number ("+5511987654321"); resolves with the provider's message
   * id. `reference`, our idempotency key, travels as biz_opaque_callback_data and comes back in
   * Meta's status webhooks.
   */
  sendText(to: string, body: string, reference?: string): Promise<{ id: string }>;
}

export class WhatsAppError extends Error {}

const TIMEOUT_MS = 15_000;

/**
 * The WhatsApp Cloud API (Meta Graph API): POST {base}/{version}/{phone_number_id}/messages with a
 * bearer token. A free-form text reaches the client only inside WhatsApp's 24 h customer-service
 * window; outside it Meta answers an error (e.g. code 131047), which the caller records as the
 * alert's failure.
 */
export function createWhatsApp(config: Config['whatsapp']): WhatsApp {
  const { token, phoneNumberId } = config;
  if (!token || !phoneNumberId) {
    return {
      configured: false,
      sendText: () => Promise.reject(new WhatsAppError('WhatsApp is not configured')),
    };
  }
  const endpoint = `${config.apiUrl}/${config.apiVersion}/${encodeURIComponent(phoneNumberId)}/messages`;
  return {
    configured: true,
    async sendText(to, body, reference) {
      const digits = to.replace(/\D/g, '');
      if (digits.length < 8) throw new WhatsAppError(`invalid WhatsApp number: ${to}`);
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: digits,
          type: 'text',
          text: { preview_url: false, body },
          ...(reference ? { biz_opaque_callback_data: reference } : {}),
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await response.text();
      let payload: { messages?: { id?: string }[]; error?: { message?: string; code?: number } } = {};
      try {
        payload = text ? JSON.parse(text) : {};
      } catch {
        // not JSON: reported below with the status
      }
      if (!response.ok) {
        const detail = payload.error?.message ?? text.slice(0, 200);
        const code = payload.error?.code != null ? ` (code ${payload.error.code})` : '';
        throw new WhatsAppError(`WhatsApp API ${response.status}${code}: ${detail}`);
      }
      const id = payload.messages?.[0]?.id;
      if (!id) throw new WhatsAppError('WhatsApp API answered without a message id');
      return { id };
    },
  };
}
