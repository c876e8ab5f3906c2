import crypto from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  PCR_REMINDER_HOURS,
  emailSchema,
  formatDateBR,
  interpolate,
  isLocale,
  translate,
  whatsappChatUrl,
  zonedParts,
  type Alert,
  type AlertChannel,
  type AlertCreate,
  type AlertKind,
  type AlertUpdate,
  type Locale,
} from '@rumo/core';
import { agencies, alerts, customers, travels, users } from '../../db/schema/index.ts';
import { handOffWhatsapp } from './click-to-chat.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import { audit, recordAudit, type ContextAuditEntry } from '../../platform/audit/audit.ts';
import { inTransaction, actor, type Context } from '../../platform/context/context.ts';
import { crashPoint } from '../../platform/faults/crash.ts';
import { scoped } from '../../platform/context/scoped.ts';

/** Sends one alert (now or at its startAfter); pg-boss retries a failed delivery. */
export const ALERT_SEND_JOB = 'alert-send';
export interface AlertJobData {
  alert_id: number;
  /** Language of the e-mail subject: the one of the person who scheduled the alert. */
  locale: Locale;
}
/** A scheduled time this far in the past still counts as "now" (clock skew, slow forms). */
const PAST_TOLERANCE_MS = 60_000;

type AlertRow = typeof alerts.$inferSelect;

/** customerPhone: for the click-to-chat link of WhatsApp alerts when the Cloud API is not set up. */
const toAlert = (ctx: Context, row: AlertRow, customerPhone: string | null): Alert => ({
  id: row.id,
  travel_id: row.travel_id,
  kind: row.kind,
  message: row.message,
  channel: row.channel,
  scheduled_at: row.scheduled_at,
  sent_at: row.sent_at,
  status: row.status,
  error: row.error,
  created_at: row.created_at,
  whatsapp_url:
    row.channel === 'whatsapp' && !ctx.deps.whatsapp.configured && customerPhone ? whatsappChatUrl(customerPhone, row.message) : null,
});

/** The trip with what an alert needs of its customer, or 404 when it is not the agency's. */
const tripContext = (ctx: Context, travelId: number) => scoped(ctx).travels.withCustomer(travelId);
type TripContext = Awaited<ReturnType<typeof tripContext>>;

async function findAlert(ctx: Context, id: number): Promise<AlertRow> {
  const [row] = await ctx.db
    .select()
    .from(alerts)
    .where(scoped(ctx).where(alerts, eq(alerts.id, id), isNull(alerts.deleted_at)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * The text sent: the one given, or the kind's predefined message in the request language; the
 * placeholders {{customer}}, {{trip}} and {{date}} (the return date for 'return', else the going
 * date, a day on the agency's clock) are filled in either way.
 */
function composeMessage(ctx: Context, kind: AlertKind, message: string | undefined, trip: TripContext): string {
  let text = message?.trim() ?? '';
  if (!text) {
    if (kind === 'custom') throw fieldError('message', 'validation.required');
    text = translate(ctx.locale, `alertTemplates.${kind}`);
  }
  return interpolate(text, {
    customer: trip.customer_first_name,
    trip: trip.name,
    date: formatDateBR(zonedParts(kind === 'return' ? trip.back : trip.going, ctx.timeZone).date),
  });
}

/** The channel must be able to reach the client (WhatsApp without the Cloud API goes by click-to-chat). */
function checkChannel(channel: AlertChannel, trip: TripContext) {
  if (channel === 'email') {
    if (!trip.customer_email || !emailSchema.safeParse(trip.customer_email).success)
      throw fieldError('channel', 'alerts.customerEmailMissing');
    return;
  }
  if (!trip.customer_phone) throw fieldError('channel', 'alerts.customerPhoneMissing');
}

/**
 * When to send: now for send_now; else scheduled_at; a pcr_test without one goes
 * PCR_REMINDER_HOURS (72 h) before the trip's going (or now, when that moment has passed).
 */
function sendingTime(
  input: { send_now?: boolean; scheduled_at?: Date | null },
  kind: AlertKind,
  trip: TripContext,
  fallback: Date | null,
  clock: Date,
): Date {
  const now = clock.getTime();
  if (input.send_now) return new Date(now);
  if (input.scheduled_at) {
    if (input.scheduled_at.getTime() < now - PAST_TOLERANCE_MS) throw fieldError('scheduled_at', 'alerts.scheduledInPast');
    return input.scheduled_at;
  }
  const at = fallback ?? (kind === 'pcr_test' ? new Date(trip.going.getTime() - PCR_REMINDER_HOURS * 3_600_000) : null);
  if (!at) throw fieldError('scheduled_at', 'validation.dateRequired');
  return at.getTime() < now ? new Date(now) : at;
}

/**
 * Queues the delivery, then records its job id together with the audit entry of the change, in one
 * transaction: the alert counts as made (or changed) once its delivery is queued. The handler
 * ignores jobs that are not the alert's.
 */
async function enqueue(ctx: Context, alertId: number, at: Date, entry: ContextAuditEntry) {
  const startAfter = at.getTime() > ctx.now.getTime() ? at : undefined;
  const jobId = await ctx.deps.jobs.send<AlertJobData>(ALERT_SEND_JOB, { alert_id: alertId, locale: ctx.locale }, { startAfter });
  await inTransaction(ctx, async (tx) => {
    await tx.db.update(alerts).set({ job_id: jobId }).where(scoped(tx).where(alerts, eq(alerts.id, alertId)));
    await recordAudit(tx, entry);
  });
  return jobId;
}

async function cancelJob(ctx: Context, jobId: string | null) {
  if (!jobId) return;
  try {
    await ctx.deps.jobs.cancel(ALERT_SEND_JOB, jobId);
  } catch (error) {
    // already finished or gone: the handler's checks keep it from sending anyway
    ctx.deps.log.warn({ err: error, jobId }, 'could not cancel alert job');
  }
}

/** POST /travels/alert */
export async function createAlert(ctx: Context, input: AlertCreate) {
  const trip = await tripContext(ctx, input.travel_id);
  checkChannel(input.channel, trip);
  const message = composeMessage(ctx, input.kind, input.message, trip);
  const at = sendingTime(input, input.kind, trip, null, ctx.now);
  const [row] = await ctx.db
    .insert(alerts)
    .values(
      scoped(ctx).row({
        travel_id: trip.id,
        kind: input.kind,
        message,
        channel: input.channel,
        scheduled_at: at,
        status: 'scheduled' as const,
        created_by: actor(ctx),
      }),
    )
    .returning();
  try {
    await enqueue(ctx, row!.id, at, { action: 'create', entity: 'alert', entityId: row!.id, details: { channel: input.channel, kind: input.kind } });
  } catch (error) {
    await ctx.db.delete(alerts).where(scoped(ctx).where(alerts, eq(alerts.id, row!.id)));
    throw error;
  }
  return toAlert(ctx, await findAlert(ctx, row!.id), trip.customer_phone);
}

/**
 * PUT /travels/alert: edits or reschedules an alert not sent yet (scheduled, failed or canceled —
 * a canceled alert comes back this way). The old job is cancelled and a new one queued; without
 * a new time, a past one means "send now".
 */
export async function updateAlert(ctx: Context, input: AlertUpdate) {
  const current = await findAlert(ctx, input.id);
  if (current.status === 'sent') throw new AppError(409, { key: 'alerts.alreadySent' });
  const trip = await tripContext(ctx, current.travel_id);
  const kind = input.kind ?? current.kind;
  const channel = input.channel ?? current.channel;
  checkChannel(channel, trip);
  const message =
    input.message !== undefined || kind !== current.kind ? composeMessage(ctx, kind, input.message, trip) : current.message;
  const at = sendingTime(input, kind, trip, input.scheduled_at === null ? null : current.scheduled_at, ctx.now);

  await cancelJob(ctx, current.job_id);
  await ctx.db
    .update(alerts)
    .set({
      kind,
      message,
      channel,
      scheduled_at: at,
      status: 'scheduled',
      error: null,
      sent_at: null,
      job_id: null,
      // other words or another channel make another message, with a key of its own
      ...(message !== current.message || channel !== current.channel ? { delivery_key: null, delivery_started_at: null } : {}),
    })
    .where(scoped(ctx).where(alerts, eq(alerts.id, current.id)));
  await enqueue(ctx, current.id, at, { action: 'update', entity: 'alert', entityId: current.id });
  return toAlert(ctx, await findAlert(ctx, current.id), trip.customer_phone);
}

/** DELETE /travels/alert/{id}: cancels an alert not sent yet (status canceled, its job cancelled). */
export async function cancelAlert(ctx: Context, id: number) {
  const current = await findAlert(ctx, id);
  if (current.status === 'sent') throw new AppError(409, { key: 'alerts.alreadySent' });
  if (current.status === 'canceled') return;
  await cancelJob(ctx, current.job_id);
  await inTransaction(ctx, async (tx) => {
    await tx.db.update(alerts).set({ status: 'canceled', job_id: null }).where(scoped(tx).where(alerts, eq(alerts.id, current.id)));
    await recordAudit(tx, { action: 'cancel', entity: 'alert', entityId: current.id });
  });
}

/**
 * GET /travels/alert/all/{travel}: the trip's alerts, every status, in sending order;
 * with `canceledOnly`, GET /travels/alert/{travel}/del: the canceled ones (the trip's trash).
 */
export async function listTripAlerts(ctx: Context, travelId: number, canceledOnly = false) {
  const trip = await tripContext(ctx, travelId);
  const rows = await ctx.db
    .select()
    .from(alerts)
    .where(
      scoped(ctx).where(
        alerts,
        eq(alerts.travel_id, travelId),
        isNull(alerts.deleted_at),
        canceledOnly ? eq(alerts.status, 'canceled') : undefined,
      ),
    )
    .orderBy(asc(sql`coalesce(${alerts.scheduled_at}, ${alerts.created_at})`), asc(alerts.id));
  return rows.map((row) => toAlert(ctx, row, trip.customer_phone));
}

/** The idempotency key of an alert's message: an RFC 5322 Message-ID, also the WhatsApp client reference. */
function deliveryKey(app: FastifyInstance, alertId: number): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(app.config.mail.from)?.[1] ?? 'rumo.app';
  return `<alert-${alertId}.${crypto.randomBytes(8).toString('hex')}@${domain}>`;
}

/**
 * The job: delivers the alert unless it was canceled, sent or rescheduled (another job owns it).
 *
 * Exactly one message per alert, whatever step a crash hits: the attempt and its idempotency key
 * are recorded before anything leaves, and 'sent' right after. A job that died mid-send is retried
 * by the queue once it expires; the retry finds the alert still unsent and sends again with the
 * same key, because nothing tells whether the provider got the first one: a crash between the
 * provider's acceptance and our 'sent' leaves two deliveries of one Message-ID, which mailboxes
 * merge, never two different messages and never none (at-least-once, deduplicated by the key).
 * A failure marks the alert failed and rethrows, so pg-boss retries it with the same key.
 */
export async function deliverAlert(app: FastifyInstance, data: AlertJobData, job: { id: string }) {
  const [row] = await app.db
    .select({
      alert: alerts,
      trip_name: travels.name,
      customer_email: customers.email,
      customer_phone: customers.phone,
      customer_first_name: customers.first_name,
      agency_name: agencies.name,
      creator_email: users.email,
    })
    .from(alerts)
    .innerJoin(travels, eq(travels.id, alerts.travel_id))
    .innerJoin(customers, eq(customers.id, travels.customer_id))
    .innerJoin(agencies, eq(agencies.id, alerts.agency_id))
    .leftJoin(users, eq(users.id, alerts.created_by))
    .where(eq(alerts.id, data.alert_id))
    .limit(1);
  if (!row) return;
  const { alert } = row;
  if (alert.deleted_at || (alert.status !== 'scheduled' && alert.status !== 'failed')) return;
  if (alert.job_id && alert.job_id !== job.id) return;

  const locale: Locale = isLocale(data.locale) ? data.locale : 'pt';
  const entry = { agencyId: alert.agency_id, userId: alert.created_by, entity: 'alert', entityId: alert.id };
  crashPoint(app, 'before-record');
  const [attempt] = await app.db
    .update(alerts)
    .set({
      delivery_key: sql`coalesce(${alerts.delivery_key}, ${deliveryKey(app, alert.id)})`,
      delivery_started_at: new Date(),
      delivery_attempts: sql`${alerts.delivery_attempts} + 1`,
    })
    .where(and(eq(alerts.id, alert.id), inArray(alerts.status, ['scheduled', 'failed'])))
    .returning({ key: alerts.delivery_key, attempts: alerts.delivery_attempts });
  if (!attempt?.key) return;
  if (alert.delivery_started_at)
    app.log.warn({ alertId: alert.id, key: attempt.key, attempt: attempt.attempts }, 'resending an alert whose earlier attempt may have gone out, same idempotency key');
  crashPoint(app, 'after-record');

  let providerId: string | null = null;
  try {
    if (alert.channel === 'email') {
      if (!row.customer_email) throw new Error('the client has no e-mail');
      await app.mailer.send({
        to: row.customer_email,
        subject: translate(locale, 'alerts.emailSubject', { agency: row.agency_name, trip: row.trip_name }),
        text: `${alert.message}\n\n${row.agency_name}`,
        messageId: attempt.key,
        ...(row.creator_email ? { replyTo: row.creator_email } : {}),
      });
    } else if (!row.customer_phone) {
      throw new Error('the client has no phone number');
    } else if (!app.whatsapp.configured) {
      await handOffWhatsapp(app, { alert, locale, phone: row.customer_phone, customer: row.customer_first_name, trip: row.trip_name, agentEmail: row.creator_email });
    } else {
      if (!row.customer_phone) throw new Error('the client has no phone number');
      providerId = (await app.whatsapp.sendText(row.customer_phone, alert.message, attempt.key)).id;
    }
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    await app.db.update(alerts).set({ status: 'failed', error: message }).where(eq(alerts.id, alert.id));
    await audit(app, null, { ...entry, action: 'send_failed', details: { channel: alert.channel, error: message, job_id: job.id } });
    throw error;
  }
  crashPoint(app, 'after-send');
  await app.db
    .update(alerts)
    .set({ status: 'sent', sent_at: new Date(), error: null, provider_message_id: providerId })
    .where(eq(alerts.id, alert.id));
  crashPoint(app, 'after-mark-sent');
  const mode = alert.channel === 'whatsapp' && !app.whatsapp.configured ? 'click_to_chat' : 'api';
  await audit(app, null, { ...entry, action: 'send', details: { channel: alert.channel, mode, job_id: job.id, key: attempt.key } });
}
