import { and, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ALERT_DELIVERY_STATUSES, type AlertDeliveryStatus } from '@rumo/core';
import { agencies, alerts } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import type { BaseContext } from '../../platform/context/context.ts';

/**
 * The parts of Meta's webhook we read (entry[].changes[].value.statuses[]); anything else in it,
 * or a status we do not know (e.g. 'deleted'), is ignored.
 */
const statusSchema = z.object({
  id: z.string().min(1).max(200),
  status: z.string(),
  timestamp: z.coerce.number().optional(),
  biz_opaque_callback_data: z.string().max(512).optional(),
  errors: z
    .array(
      z
        .object({ code: z.number().optional(), title: z.string().optional(), message: z.string().optional() })
        .loose(),
    )
    .optional(),
});
const payloadSchema = z
  .object({
    entry: z.array(
      z
        .object({
          changes: z.array(
            z
              .object({
                value: z
                  .object({
                    metadata: z.object({ phone_number_id: z.string() }).loose().optional(),
                    statuses: z.array(z.unknown()).optional(),
                  })
                  .loose(),
              })
              .loose(),
          ),
        })
        .loose(),
    ),
  })
  .loose();

export type WhatsappStatus = z.infer<typeof statusSchema> & { phoneNumberId: string | null };

/** The statuses of a webhook's body; a body of another shape has none. */
export function statusesOf(body: unknown): WhatsappStatus[] {
  const parsed = payloadSchema.safeParse(body);
  if (!parsed.success) return [];
  return parsed.data.entry.flatMap((entry) =>
    entry.changes.flatMap((change) =>
      (change.value.statuses ?? []).flatMap((raw) => {
        const status = statusSchema.safeParse(raw);
        return status.success
          ? [{ ...status.data, phoneNumberId: change.value.metadata?.phone_number_id ?? null }]
          : [];
      }),
    ),
  );
}

const RANK: Record<AlertDeliveryStatus, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };
const rankOf = sql`coalesce(case ${alerts.delivery_status} when 'sent' then 1 when 'delivered' then 2 when 'read' then 3 when 'failed' then 4 end, 0)`;
const isKnown = (status: string): status is AlertDeliveryStatus =>
  (ALERT_DELIVERY_STATUSES as readonly string[]).includes(status);

/**
 * The alert a status speaks of, whichever agency's: Meta's webhook names the message (its wamid, or
 * our reference in biz_opaque_callback_data, which arrives before we know the wamid), not the agency.
 * It counts only when it came through the number the agency sends from.
 */
async function unscopedAlertOfStatus(base: BaseContext, status: WhatsappStatus) {
  const [row] = await base.db
    .select({
      id: alerts.id,
      agency_id: alerts.agency_id,
      phone_number_id: agencies.whatsapp_phone_number_id,
      token: agencies.whatsapp_token,
    })
    .from(alerts)
    .innerJoin(agencies, eq(agencies.id, alerts.agency_id))
    .where(
      and(
        eq(alerts.channel, 'whatsapp'),
        or(
          eq(alerts.provider_message_id, status.id),
          status.biz_opaque_callback_data
            ? eq(alerts.delivery_key, status.biz_opaque_callback_data)
            : undefined,
        ),
      ),
    )
    .limit(1);
  if (!row) return null;
  const sender = base.deps.whatsapp.senderFor({
    whatsapp_phone_number_id: row.phone_number_id,
    whatsapp_token: row.token,
  });
  if (status.phoneNumberId && sender && sender.phoneNumberId !== status.phoneNumberId) return null;
  return { id: row.id, agencyId: row.agency_id };
}

/**
 * Records what Meta says of sent messages. Idempotent and in order: a status only moves an alert
 * forward (sent, delivered, read; failed), so a repeated or late webhook changes nothing. A failed
 * message makes the alert failed with Meta's reason, so the agent sees it and can send it again.
 * Answers how many alerts changed.
 */
export async function applyWhatsappStatuses(base: BaseContext, statuses: WhatsappStatus[]): Promise<number> {
  let changed = 0;
  for (const status of statuses) {
    if (!isKnown(status.status)) continue;
    const alert = await unscopedAlertOfStatus(base, status);
    if (!alert) continue;
    const at =
      status.timestamp && Number.isFinite(status.timestamp) ? new Date(status.timestamp * 1000) : new Date();
    const failure = status.errors?.[0];
    const error =
      status.status === 'failed'
        ? `WhatsApp${failure?.code != null ? ` ${failure.code}` : ''}: ${failure?.title ?? failure?.message ?? 'failed'}`.slice(
            0,
            500,
          )
        : null;
    const next: AlertDeliveryStatus = status.status;
    // the status and, for a failure, its audit row commit together
    const updated = await base.db.transaction(async (tx) => {
      const rows = await tx
        .update(alerts)
        .set({
          delivery_status: next,
          delivery_status_at: Number.isNaN(at.getTime()) ? new Date() : at,
          ...(error ? { status: 'failed' as const, error } : {}),
        })
        .where(and(eq(alerts.id, alert.id), sql`${rankOf} < ${RANK[next]}`))
        .returning({ id: alerts.id });
      if (rows.length && error)
        await recordAudit(
          { db: tx, agencyId: alert.agencyId, userId: null, ip: base.ip },
          { entity: 'alert', entityId: alert.id, action: 'delivery_failed', details: { error } },
        );
      return rows.length;
    });
    changed += updated;
  }
  return changed;
}
