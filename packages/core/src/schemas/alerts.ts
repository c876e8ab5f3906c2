import { z } from 'zod';
import { ALERT_CHANNELS, ALERT_KINDS } from '../enums.ts';
import { choiceOf, idSchema, instantInputSchema, instantSchema, textSchema } from './common.ts';

export const ALERT_STATUSES = ['scheduled', 'sent', 'failed', 'canceled'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];
/** What WhatsApp's status webhook says of a sent message, in the order they can happen. */
export const ALERT_DELIVERY_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type AlertDeliveryStatus = (typeof ALERT_DELIVERY_STATUSES)[number];

const alertFields = {
  travel_id: idSchema,
  kind: choiceOf(ALERT_KINDS),
  /**
   * The text sent to the client; the web pre-fills it from the kind's predefined message. Empty or
   * missing: the server writes the kind's predefined message (alertTemplates) in the request
   * language. {{customer}}, {{trip}} and {{date}} are filled in either way.
   */
  message: textSchema().trim().max(2000).optional(),
  channel: choiceOf(ALERT_CHANNELS).default('email'),
  /** true: send at once; false: send at scheduled_at. */
  send_now: z.boolean().default(false),
  /**
   * ISO instant or "dd/mm/yyyy HH:MM:SS" (trip zone); required unless send_now, except for
   * pcr_test, which defaults to PCR_REMINDER_HOURS (72 h) before the trip's going.
   */
  scheduled_at: instantInputSchema.nullish(),
};

function scheduleRule(
  alert: { send_now?: boolean; scheduled_at?: Date | null; kind?: string },
  ctx: z.RefinementCtx,
): void {
  if (alert.send_now === false && !alert.scheduled_at && alert.kind !== 'pcr_test') {
    ctx.addIssue({ code: 'custom', path: ['scheduled_at'], message: 'validation.dateRequired' });
  }
}

/** POST /travels/alert */
export const alertCreateSchema = z.object(alertFields).superRefine(scheduleRule);
export type AlertCreate = z.infer<typeof alertCreateSchema>;
export type AlertCreateInput = z.input<typeof alertCreateSchema>;

/** PUT /travels/alert: id plus the fields to change; only a scheduled alert can change. */
export const alertUpdateSchema = z
  .object({
    id: idSchema,
    kind: alertFields.kind.optional(),
    message: alertFields.message.optional(),
    channel: choiceOf(ALERT_CHANNELS).optional(),
    send_now: z.boolean().optional(),
    scheduled_at: alertFields.scheduled_at,
  })
  .superRefine((alert, ctx) => {
    if (alert.send_now === false && alert.scheduled_at === null) scheduleRule(alert, ctx);
  });
export type AlertUpdate = z.infer<typeof alertUpdateSchema>;
export type AlertUpdateInput = z.input<typeof alertUpdateSchema>;

/** One alert; GET /travels/alert/all/{travel id} answers a list of them. */
export const alertSchema = z.object({
  id: z.number().int(),
  travel_id: z.number().int(),
  kind: z.enum(ALERT_KINDS),
  message: z.string(),
  channel: z.enum(ALERT_CHANNELS),
  scheduled_at: instantSchema.nullable(),
  sent_at: instantSchema.nullable(),
  status: z.enum(ALERT_STATUSES),
  /** Last delivery error while status is failed; null otherwise. */
  error: z.string().nullable(),
  created_at: instantSchema,
  /**
   * WhatsApp without the Cloud API: a wa.me link with the message filled in, which the responsible
   * agent opens to send it (they also get it by e-mail and as a task at the sending time).
   */
  whatsapp_url: z.string().nullable(),
  /** WhatsApp Cloud API: what Meta last reported of the message (sent, delivered, read, failed); null before. */
  delivery_status: z.enum(ALERT_DELIVERY_STATUSES).nullable(),
});
export type Alert = z.infer<typeof alertSchema>;
export const alertListResponseSchema = z.array(alertSchema);
