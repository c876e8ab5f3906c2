import crypto from 'node:crypto';
import { asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  PCR_REMINDER_HOURS,
  alertTemplateText,
  alertValues,
  emailSchema,
  fillAlertText,
  inZone,
  isLocale,
  renderAlert,
  timeZoneOr,
  translate,
  whatsappChatUrl,
  type Alert,
  type AlertChannel,
  type AlertCreate,
  type AlertKind,
  type AlertUpdate,
  type Locale,
} from '@rumo/core';
import { agencies, alerts, customers, travels, users } from '../../db/schema/index.ts';
import { handOffWhatsapp } from './click-to-chat.ts';
import { agencyMessaging, type AgencyMessaging } from './agency-messaging.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.ts';
import { contextFor, inTransaction, actor, type Context, type Deps } from '../../platform/context/context.ts';
import type { Db } from '../../db/client.ts';
import { crashPoint } from '../../platform/faults/crash.ts';
import { scoped } from '../../platform/context/scoped.ts';

/** Sends one alert (now or at its startAfter); pg-boss retries a failed delivery. */
export const ALERT_SEND_JOB = 'alert-send';
export interface AlertJobData {
  alert_id: number;
  /** Language of what goes to the agent (click-to-chat task and e-mail): the one of who scheduled it. */
  locale: Locale;
}
/** A scheduled time this far in the past still counts as "now" (clock skew, slow forms). */
const PAST_TOLERANCE_MS = 60_000;

type AlertRow = typeof alerts.$inferSelect;

/** customerPhone: for the click-to-chat link of WhatsApp alerts when the agency has no Cloud API sender. */
const toAlert = (ctx: Context, agency: AgencyMessaging, row: AlertRow, customerPhone: string | null): Alert => ({
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
    row.channel === 'whatsapp' && !ctx.deps.whatsapp.senderFor(agency) && customerPhone ? whatsappChatUrl(customerPhone, row.message) : null,
  delivery_status: row.delivery_status,
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
 * The text sent: the one given, or the kind's predefined message in the client's language (the
 * agency's); the placeholders {{customer}}, {{trip}} and {{date}} (the return date for 'return',
 * else the going date, a day on the agency's clock) are filled in either way.
 */
function composeMessage(ctx: Context, agency: AgencyMessaging, kind: AlertKind, message: string | undefined, trip: TripContext): string {
  let text = message?.trim() ?? '';
  if (!text) {
    if (kind === 'custom') throw fieldError('message', 'validation.required');
    text = alertTemplateText(agency.locale, kind);
  }
  const values = alertValues(kind, { customer: trip.customer_first_name, trip: trip.name, going: trip.going, back: trip.back, agency: agency.name }, ctx.timeZone);
  return fillAlertText(text, values);
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
  ctx: Pick<Context, 'now' | 'timeZone'>,
): Date {
  const now = ctx.now.getTime();
  if (input.send_now) return new Date(now);
  if (input.scheduled_at) {
    // "dd/mm/yyyy HH:MM:SS" is the agency's clock; an ISO instant keeps its offset
    const scheduled = inZone(input.scheduled_at, ctx.timeZone);
    if (scheduled.getTime() < now - PAST_TOLERANCE_MS) throw fieldError('scheduled_at', 'alerts.scheduledInPast');
    return scheduled;
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
async function enqueue(ctx: Context, alertId: number, at: Date, entry: AuditEntry) {
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
  const agency = await agencyMessaging(ctx);
  const message = composeMessage(ctx, agency, input.kind, input.message, trip);
  const at = sendingTime(input, input.kind, trip, null, ctx);
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
  return toAlert(ctx, agency, await findAlert(ctx, row!.id), trip.customer_phone);
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
  const agency = await agencyMessaging(ctx);
  const message =
    input.message !== undefined || kind !== current.kind ? composeMessage(ctx, agency, kind, input.message, trip) : current.message;
  const at = sendingTime(input, kind, trip, input.scheduled_at === null ? null : current.scheduled_at, ctx);

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
      delivery_status: null,
      delivery_status_at: null,
      // other words or another channel make another message, with a key of its own
      ...(message !== current.message || channel !== current.channel ? { delivery_key: null, delivery_started_at: null } : {}),
    })
    .where(scoped(ctx).where(alerts, eq(alerts.id, current.id)));
  await enqueue(ctx, current.id, at, { action: 'update', entity: 'alert', entityId: current.id });
  return toAlert(ctx, agency, await findAlert(ctx, current.id), trip.customer_phone);
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
  const agency = await agencyMessaging(ctx);
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
  return rows.map((row) => toAlert(ctx, agency, row, trip.customer_phone));
}

/** The idempotency key of an alert's message: an RFC 5322 Message-ID, also the WhatsApp client reference. */
function deliveryKey(ctx: Context, alertId: number): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(ctx.deps.config.mail.from)?.[1] ?? 'rumo.app';
  return `<alert-${alertId}.${crypto.randomBytes(8).toString('hex')}@${domain}>`;
}

/**
 * The alert a job names, with what its message needs, and a context of its agency (no user: the
 * job acts; the audit rows name the person who scheduled it). Unscoped on purpose: the job carries
 * only the alert id, and the alert row names its agency.
 */
async function unscopedDelivery(app: Deps & { db: Db }, alertId: number) {
  const [row] = await app.db
    .select({
      alert: alerts,
      trip_name: travels.name,
      customer_email: customers.email,
      customer_phone: customers.phone,
      customer_first_name: customers.first_name,
      agency_name: agencies.name,
      agency_locale: agencies.locale,
      agency_phone_number_id: agencies.whatsapp_phone_number_id,
      agency_token: agencies.whatsapp_token,
      going: travels.going,
      back: travels.back,
      time_zone: agencies.timezone,
      creator_email: users.email,
    })
    .from(alerts)
    .innerJoin(travels, eq(travels.id, alerts.travel_id))
    .innerJoin(customers, eq(customers.id, travels.customer_id))
    .innerJoin(agencies, eq(agencies.id, alerts.agency_id))
    .leftJoin(users, eq(users.id, alerts.created_by))
    .where(eq(alerts.id, alertId))
    .limit(1);
  if (!row) return null;
  const ctx = await contextFor(app, row.alert.agency_id, { userId: row.alert.created_by, timeZone: timeZoneOr(row.time_zone) });
  return { ...row, ctx };
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
 * A failure marks the alert failed and rethrows, so pg-boss retries it with the same key. Each
 * status change commits with its audit row.
 */
export async function deliverAlert(app: Deps & { db: Db }, data: AlertJobData, job: { id: string }) {
  const row = await unscopedDelivery(app, data.alert_id);
  if (!row) return;
  const { alert, ctx } = row;
  if (alert.deleted_at || (alert.status !== 'scheduled' && alert.status !== 'failed')) return;
  if (alert.job_id && alert.job_id !== job.id) return;

  const locale: Locale = isLocale(data.locale) ? data.locale : 'pt';
  const entry = { entity: 'alert', entityId: alert.id };
  const thisAlert = (...conditions: SQL[]) => scoped(ctx).where(alerts, eq(alerts.id, alert.id), ...conditions);
  crashPoint(app, 'before-record');
  const [attempt] = await ctx.db
    .update(alerts)
    .set({
      delivery_key: sql`coalesce(${alerts.delivery_key}, ${deliveryKey(ctx, alert.id)})`,
      delivery_started_at: new Date(),
      delivery_attempts: sql`${alerts.delivery_attempts} + 1`,
    })
    .where(thisAlert(inArray(alerts.status, ['scheduled', 'failed'])))
    .returning({ key: alerts.delivery_key, attempts: alerts.delivery_attempts });
  if (!attempt?.key) return;
  if (alert.delivery_started_at)
    app.log.warn({ alertId: alert.id, key: attempt.key, attempt: attempt.attempts }, 'resending an alert whose earlier attempt may have gone out, same idempotency key');
  crashPoint(app, 'after-record');

  const sender = app.whatsapp.senderFor({ whatsapp_phone_number_id: row.agency_phone_number_id, whatsapp_token: row.agency_token });
  let providerId: string | null = null;
  try {
    if (alert.channel === 'email') {
      if (!row.customer_email) throw new Error('the client has no e-mail');
      await app.mailer.send({
        to: row.customer_email,
        subject: translate(row.agency_locale, 'alerts.emailSubject', { agency: row.agency_name, trip: row.trip_name }),
        text: `${alert.message}\n\n${row.agency_name}`,
        messageId: attempt.key,
        ...(row.creator_email ? { replyTo: row.creator_email } : {}),
      });
    } else if (!row.customer_phone) {
      throw new Error('the client has no phone number');
    } else if (!sender) {
      await handOffWhatsapp(ctx, { alert, locale, phone: row.customer_phone, customer: row.customer_first_name, trip: row.trip_name, agentEmail: row.creator_email });
    } else {
      // an approved template at any time: free text reaches the client only inside the 24 h window
      const values = alertValues(alert.kind, { customer: row.customer_first_name, trip: row.trip_name, going: row.going, back: row.back, agency: row.agency_name }, ctx.timeZone);
      const { template } = renderAlert({ kind: alert.kind, message: alert.message, locale: row.agency_locale, values, delivery: 'whatsapp_template', templatePrefix: app.whatsapp.templatePrefix });
      providerId = (await app.whatsapp.send(sender, row.customer_phone, { type: 'template', template: template! }, attempt.key)).id;
    }
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    await inTransaction(ctx, async (tx) => {
      await tx.db.update(alerts).set({ status: 'failed', error: message }).where(thisAlert());
      await recordAudit(tx, { ...entry, action: 'send_failed', details: { channel: alert.channel, error: message, job_id: job.id } });
    });
    throw error;
  }
  crashPoint(app, 'after-send');
  const mode = alert.channel === 'whatsapp' && !sender ? 'click_to_chat' : 'api';
  // a 'failed' status webhook may have come in before this line: the alert stays failed
  const failedAlready = sql`${alerts.delivery_status} = 'failed'`;
  await inTransaction(ctx, async (tx) => {
    await tx.db
      .update(alerts)
      .set({
        status: sql`case when ${failedAlready} then 'failed' else 'sent' end`,
        sent_at: new Date(),
        error: sql`case when ${failedAlready} then ${alerts.error} else null end`,
        provider_message_id: providerId,
      })
      .where(thisAlert());
    await recordAudit(tx, { ...entry, action: 'send', details: { channel: alert.channel, mode, job_id: job.id, key: attempt.key } });
  });
  crashPoint(app, 'after-mark-sent');
}
