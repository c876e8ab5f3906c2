import { z } from 'zod';
import { keyError, optionalField, textSchema } from './common.ts';

/**
 * PUT /agencies/accounts/whatsapp (the owner): the agency's own WhatsApp Cloud API sender.
 * phone_number_id: the number's id in Meta's WhatsApp Manager (digits); null/'' goes back to the
 * server's sender. access_token: missing keeps the stored one, null/'' removes it (the server's
 * token is used then). The server asks Meta about the number before keeping it.
 */
export const whatsappSenderUpdateSchema = z.object({
  phone_number_id: optionalField(
    textSchema()
      .trim()
      .regex(/^\d{5,32}$/, keyError('whatsappSender.phoneNumberIdInvalid')),
  ),
  access_token: optionalField(
    textSchema()
      .trim()
      .regex(/^[A-Za-z0-9_\-.|]{20,1024}$/, keyError('whatsappSender.tokenInvalid')),
  ).optional(),
});
export type WhatsappSenderUpdate = z.infer<typeof whatsappSenderUpdateSchema>;
export type WhatsappSenderUpdateInput = z.input<typeof whatsappSenderUpdateSchema>;

/** Which sender the agency's WhatsApp alerts use: its own, the server's, or none (click-to-chat). */
export const WHATSAPP_SENDER_SOURCES = ['agency', 'server', 'click_to_chat'] as const;

/** GET /agencies/accounts/whatsapp: the sender settings, the token never shown. */
export const whatsappSenderSchema = z.object({
  phone_number_id: z.string().nullable(),
  /** The number as Meta shows it (e.g. "+55 11 98765-4321"), read when it was checked. */
  display_phone: z.string().nullable(),
  has_own_token: z.boolean(),
  /** The server has a token of its own (WHATSAPP_TOKEN), so a number id alone is enough. */
  server_token: z.boolean(),
  source: z.enum(WHATSAPP_SENDER_SOURCES),
});
export type WhatsappSender = z.infer<typeof whatsappSenderSchema>;
