import { eq, sql } from 'drizzle-orm';
import { formatDateBR, STANDARD_CHECKLIST_TASKS, translate, zonedParts, type ChecklistSendEmail, type Locale } from '@rumo/core';
import { users } from '../../db/schema/index.ts';
import { fieldError } from '../../http/errors.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import type { Context, Deps } from '../../platform/context/context.ts';
import { scoped } from '../../platform/context/scoped.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { findTrip, openTasksOf, type TripRef } from './tasks.ts';

/** Checklist e-mails: the notification to a task's responsible person, sent now or retried by a job. */

/** Retries a notification e-mail the SMTP server refused at request time. */
export const CHECKLIST_MAIL_JOB = 'checklist-mail';

export type Translator = (key: string, params?: Record<string, string | number>) => string;
export const translator =
  (locale: Locale): Translator =>
  (key, params) =>
    translate(locale, key, params);

/** "dd/mm/yyyy HH:MM" on the agency's clock (the seconds of 23:59:00 add nothing to a reader). */
export function shortDateTime(date: Date, zone: string): string {
  const { date: day, time } = zonedParts(date, zone);
  return `${formatDateBR(day)} ${time.slice(0, 5)}`;
}

const tripLink = (deps: Deps, trip: { id: number; customer_id: number } | null) =>
  trip ? `${deps.config.publicUrl}/viagem/${trip.customer_id}/${trip.id}` : `${deps.config.publicUrl}/`;

/** Sends now; when the SMTP server refuses, the job queue retries it later. */
export async function deliver(ctx: Context, message: MailMessage) {
  try {
    await ctx.deps.mailer.send(message);
  } catch (error) {
    ctx.deps.log.warn({ err: error, to: message.to }, 'checklist e-mail failed; queued for retry');
    await ctx.deps.jobs.send(CHECKLIST_MAIL_JOB, message);
  }
}

/**
 * The standard-checklist notification: the trip, its open tasks for the person and the deadline;
 * without a trip (or tasks), the static list of the five standard tasks.
 */
export function notificationMail(
  ctx: Context,
  recipient: { email: string; first_name: string },
  trip: TripRef | null,
  tasks: { name: string; scheduled_to: Date }[],
): MailMessage {
  const t = translator(ctx.locale);
  const when = (date: Date) => shortDateTime(date, ctx.timeZone);
  const lines: string[] = [];
  if (trip && tasks.length) {
    const deadline = tasks.reduce((max, task) => (task.scheduled_to > max ? task.scheduled_to : max), tasks[0]!.scheduled_to);
    lines.push(
      t('checklist.notifyIntroTrip', {
        name: recipient.first_name,
        trip: trip.name,
        customer: `${trip.customer_first_name} ${trip.customer_last_name}`.trim(),
        deadline: when(deadline),
      }),
      '',
      ...tasks.map((task) => t('checklist.taskLineDue', { task: task.name, date: when(task.scheduled_to) })),
    );
  } else {
    lines.push(
      t('checklist.notifyIntro', { name: recipient.first_name }),
      '',
      ...STANDARD_CHECKLIST_TASKS.map((key) => t('checklist.taskLine', { task: t(`standardTasks.${key}`) })),
    );
  }
  lines.push('', t('checklist.notifyOutro', { link: tripLink(ctx.deps, trip) }), '', t('mail.signature'));
  return {
    to: recipient.email,
    subject: trip ? t('checklist.notifySubjectTrip', { trip: trip.name }) : t('checklist.notifySubject'),
    text: lines.join('\n'),
  };
}

/**
 * POST /travels/checklist/send-email: e-mails the standard-checklist notification to the
 * responsible person. The recipient must be an active person of the agency (the web sends the
 * responsible agent's address), so the call cannot mail arbitrary addresses.
 */
export async function sendChecklistEmail(ctx: Context, input: ChecklistSendEmail) {
  const [recipient] = await ctx.db
    .select({ id: users.id, email: users.email, first_name: users.first_name })
    .from(users)
    .where(scoped(ctx).where(users, eq(users.is_active, true), sql`lower(${users.email}) = ${input.recipient_email}`))
    .limit(1);
  if (!recipient) throw fieldError('recipient_email', 'validation.agentNotFound');
  const trip = input.travel_id ? await findTrip(ctx, input.travel_id) : null;
  const tasks = trip ? await openTasksOf(ctx, trip.id, recipient.id) : [];
  await deliver(ctx, notificationMail(ctx, recipient, trip, tasks));
  await recordAudit(ctx, { action: 'notify', entity: 'checklist', entityId: trip?.id, details: { to: recipient.id } });
  return { detail: translate(ctx.locale, 'checklist.notificationSent', { email: recipient.email }) };
}
