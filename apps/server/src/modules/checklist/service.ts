import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CHECKLIST_DEADLINE_TIME,
  STANDARD_CHECKLIST_TASKS,
  emailSchema,
  formatScheduledTo,
  isLocale,
  parseScheduledTo,
  toTripZone,
  translate,
  TRIP_TZ_OFFSET,
  type ChecklistListQuery,
  type ChecklistSendEmail,
  type ChecklistTask,
  type ChecklistTaskCreate,
  type ChecklistTaskUpdate,
  type Locale,
  type StandardChecklistCreate,
  type StandardChecklistResponse,
} from '@rumo/core';
import { agencies, checklistTasks, travels, users } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { pageOf } from '../../http/paging.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { scoped } from '../../platform/context/scoped.ts';

/** Retries a notification e-mail the SMTP server refused at request time. */
export const CHECKLIST_MAIL_JOB = 'checklist-mail';
/** The daily e-mail of open tasks, per responsible person. */
export const TASK_DIGEST_JOB = 'checklist-digest';
export const TASK_DIGEST_CRON = '0 7 * * *';
export const TASK_DIGEST_TZ = 'America/Sao_Paulo';
/** Lines per section of the digest before "… and N more". */
const DIGEST_SECTION_MAX = 30;

const taskColumns = {
  id: checklistTasks.id,
  name: checklistTasks.name,
  user_id: checklistTasks.user_id,
  travel_id: checklistTasks.travel_id,
  scheduled_to: checklistTasks.scheduled_to,
  checked: checklistTasks.checked,
  travel_name: travels.name,
  travel_customer_id: travels.customer_id,
  user_first_name: users.first_name,
  user_last_name: users.last_name,
};
type TaskRow = {
  id: number;
  name: string;
  user_id: number;
  travel_id: number | null;
  scheduled_to: Date;
  checked: boolean;
  travel_name: string | null;
  travel_customer_id: number | null;
  user_first_name: string;
  user_last_name: string;
};

const toTask = (row: TaskRow): ChecklistTask => ({
  id: row.id,
  name: row.name,
  user_id: row.user_id,
  travel_id: row.travel_id,
  scheduled_to: row.scheduled_to,
  checked: row.checked,
  travel:
    row.travel_id !== null && row.travel_name !== null
      ? { id: row.travel_id, name: row.travel_name, customer_id: row.travel_customer_id! }
      : null,
  user: { id: row.user_id, name: `${row.user_first_name} ${row.user_last_name}`.trim() },
});

/** Tasks with their trip and responsible person in one query (never a query per task). */
function selectTasks(app: FastifyInstance) {
  return app.db
    .select(taskColumns)
    .from(checklistTasks)
    .innerJoin(users, eq(users.id, checklistTasks.user_id))
    .leftJoin(travels, eq(travels.id, checklistTasks.travel_id));
}

async function taskById(app: FastifyInstance, agencyId: number, id: number, deleted = false): Promise<TaskRow> {
  const [row] = await selectTasks(app)
    .where(
      and(
        eq(checklistTasks.id, id),
        eq(checklistTasks.agency_id, agencyId),
        deleted ? isNotNull(checklistTasks.deleted_at) : isNull(checklistTasks.deleted_at),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export interface TripRef {
  id: number;
  name: string;
  customer_id: number;
  going: Date;
  back: Date;
  customer_first_name: string;
  customer_last_name: string;
}

/** A trip of the agency, or 404. */
export const findTrip = (app: FastifyInstance, agencyId: number, travelId: number): Promise<TripRef> => scoped({ db: app.db, agencyId }).travels.withCustomer(travelId);

/** The responsible person: an active user of the same agency, else 400 under user_id. */
async function findAgent(app: FastifyInstance, agencyId: number, userId: number) {
  const [agent] = await app.db
    .select({ id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.agency_id, agencyId), eq(users.is_active, true)))
    .limit(1);
  if (!agent) throw fieldError('user_id', 'validation.agentNotFound');
  return agent;
}

/** POST /travels/check-list */
export async function createTask(app: FastifyInstance, agencyId: number, actorId: number, input: ChecklistTaskCreate) {
  await Promise.all([
    findAgent(app, agencyId, input.user_id),
    input.travel_id ? findTrip(app, agencyId, input.travel_id) : null,
  ]);
  const [row] = await app.db
    .insert(checklistTasks)
    .values({
      agency_id: agencyId,
      travel_id: input.travel_id ?? null,
      user_id: input.user_id,
      name: input.name,
      scheduled_to: input.scheduled_to,
      created_by: actorId,
    })
    .returning({ id: checklistTasks.id });
  return toTask(await taskById(app, agencyId, row!.id));
}

/** PUT /travels/check-list: the toggle ({id, checked}) or an edit of name, person, trip or date. */
export async function updateTask(app: FastifyInstance, agencyId: number, input: ChecklistTaskUpdate) {
  const current = await taskById(app, agencyId, input.id);
  await Promise.all([
    input.user_id !== undefined && input.user_id !== current.user_id ? findAgent(app, agencyId, input.user_id) : null,
    input.travel_id ? findTrip(app, agencyId, input.travel_id) : null,
  ]);
  const toggled = input.checked !== undefined && input.checked !== current.checked;
  await app.db
    .update(checklistTasks)
    .set({
      name: input.name,
      user_id: input.user_id,
      travel_id: input.travel_id,
      scheduled_to: input.scheduled_to,
      checked: input.checked,
      checked_at: toggled ? (input.checked ? new Date() : null) : undefined,
    })
    .where(and(eq(checklistTasks.id, current.id), eq(checklistTasks.agency_id, agencyId)));
  return toTask(await taskById(app, agencyId, current.id));
}

/** DELETE /travels/check-list/{id}: soft delete; the task moves to the trip's trash (…/{travel}/del). */
export async function deleteTask(app: FastifyInstance, request: FastifyRequest, agencyId: number, actorId: number, id: number) {
  const task = await taskById(app, agencyId, id);
  await app.db.update(checklistTasks).set({ deleted_at: new Date() }).where(eq(checklistTasks.id, task.id));
  await audit(app, request, { agencyId, userId: actorId, action: 'delete', entity: 'checklist_task', entityId: task.id });
}

/** POST /travels/check-list/{id}/restore: brings a deleted task back. */
export async function restoreTask(app: FastifyInstance, request: FastifyRequest, agencyId: number, actorId: number, id: number) {
  const task = await taskById(app, agencyId, id, true);
  await app.db.update(checklistTasks).set({ deleted_at: null }).where(eq(checklistTasks.id, task.id));
  await audit(app, request, { agencyId, userId: actorId, action: 'restore', entity: 'checklist_task', entityId: task.id });
  return toTask(await taskById(app, agencyId, task.id));
}

/**
 * GET /travels/check-list/all/{travel}: the trip's tasks; with `deleted`, GET
 * /travels/check-list/{travel}/del: the trip's deleted tasks (its trash), newest deletion first.
 */
export async function listTripTasks(app: FastifyInstance, agencyId: number, travelId: number, deleted = false) {
  await findTrip(app, agencyId, travelId);
  const where = and(
    eq(checklistTasks.agency_id, agencyId),
    eq(checklistTasks.travel_id, travelId),
    deleted ? isNotNull(checklistTasks.deleted_at) : isNull(checklistTasks.deleted_at),
  );
  const order = deleted
    ? [desc(checklistTasks.deleted_at), desc(checklistTasks.id)]
    : [asc(checklistTasks.scheduled_to), asc(checklistTasks.id)];
  const rows = await selectTasks(app).where(where).orderBy(...order);
  return rows.map(toTask);
}

const SORTABLE = {
  scheduled_to: checklistTasks.scheduled_to,
  name: checklistTasks.name,
  checked: checklistTasks.checked,
  created_at: checklistTasks.created_at,
};

/** GET /travels/check-list-all: every live task of the agency for the task list modal, paged. */
export async function listTasks(app: FastifyInstance, request: FastifyRequest, agencyId: number, userId: number, query: ChecklistListQuery) {
  const now = new Date();
  const filters: SQL[] = [eq(checklistTasks.agency_id, agencyId), isNull(checklistTasks.deleted_at)];
  if (query.mine) filters.push(eq(checklistTasks.user_id, userId));
  if (query.user_id) filters.push(eq(checklistTasks.user_id, query.user_id));
  if (query.travel_id) filters.push(eq(checklistTasks.travel_id, query.travel_id));
  if (query.checked !== undefined) filters.push(eq(checklistTasks.checked, query.checked));
  if (query.status === 'open') filters.push(eq(checklistTasks.checked, false));
  if (query.status === 'done') filters.push(eq(checklistTasks.checked, true));
  if (query.status === 'overdue') filters.push(eq(checklistTasks.checked, false), lt(checklistTasks.scheduled_to, now));
  const where = and(...filters);

  let column: keyof typeof SORTABLE = query.sortBy ?? 'scheduled_to';
  let descending = query.sortOrder === 'desc';
  if (!query.sortBy && query.ordering && query.ordering.replace(/^-/, '') in SORTABLE) {
    column = query.ordering.replace(/^-/, '') as keyof typeof SORTABLE;
    descending = query.ordering.startsWith('-');
  }
  const [rows, [total]] = await Promise.all([
    selectTasks(app)
      .where(where)
      .orderBy(descending ? desc(SORTABLE[column]) : asc(SORTABLE[column]), asc(checklistTasks.id))
      .limit(query.limit)
      .offset(query.offset),
    app.db.select({ n: count() }).from(checklistTasks).where(where),
  ]);
  return pageOf(request, query.limit, query.offset, total?.n ?? 0, rows.map(toTask));
}

// ---------- e-mails ----------

type Translator = (key: string, params?: Record<string, string | number>) => string;
const translator = (locale: Locale): Translator => (key, params) => translate(locale, key, params);

/** "dd/mm/yyyy HH:MM" in the trip zone (the seconds of 23:59:00 add nothing to a reader). */
const shortDateTime = (date: Date) => formatScheduledTo(date).slice(0, 16);

const tripLink = (app: FastifyInstance, trip: { id: number; customer_id: number } | null) =>
  trip ? `${app.config.publicUrl}/viagem/${trip.customer_id}/${trip.id}` : `${app.config.publicUrl}/`;

/** Sends now; when the SMTP server refuses, the job queue retries it later. */
async function deliver(app: FastifyInstance, message: MailMessage) {
  try {
    await app.mailer.send(message);
  } catch (error) {
    app.log.warn({ err: error, to: message.to }, 'checklist e-mail failed; queued for retry');
    await app.jobs.send(CHECKLIST_MAIL_JOB, message);
  }
}

/**
 * The standard-checklist notification: the trip, its open tasks for the person and the deadline;
 * without a trip (or tasks), the static list of the five standard tasks.
 */
function notificationMail(
  app: FastifyInstance,
  locale: Locale,
  recipient: { email: string; first_name: string },
  trip: TripRef | null,
  tasks: { name: string; scheduled_to: Date }[],
): MailMessage {
  const t = translator(locale);
  const lines: string[] = [];
  if (trip && tasks.length) {
    const deadline = tasks.reduce((max, task) => (task.scheduled_to > max ? task.scheduled_to : max), tasks[0]!.scheduled_to);
    lines.push(
      t('checklist.notifyIntroTrip', {
        name: recipient.first_name,
        trip: trip.name,
        customer: `${trip.customer_first_name} ${trip.customer_last_name}`.trim(),
        deadline: shortDateTime(deadline),
      }),
      '',
      ...tasks.map((task) => t('checklist.taskLineDue', { task: task.name, date: shortDateTime(task.scheduled_to) })),
    );
  } else {
    lines.push(
      t('checklist.notifyIntro', { name: recipient.first_name }),
      '',
      ...STANDARD_CHECKLIST_TASKS.map((key) => t('checklist.taskLine', { task: t(`standardTasks.${key}`) })),
    );
  }
  lines.push('', t('checklist.notifyOutro', { link: tripLink(app, trip) }), '', t('mail.signature'));
  return {
    to: recipient.email,
    subject: trip ? t('checklist.notifySubjectTrip', { trip: trip.name }) : t('checklist.notifySubject'),
    text: lines.join('\n'),
  };
}

async function openTasksOf(app: FastifyInstance, agencyId: number, travelId: number, userId: number) {
  return app.db
    .select({ name: checklistTasks.name, scheduled_to: checklistTasks.scheduled_to })
    .from(checklistTasks)
    .where(
      and(
        eq(checklistTasks.agency_id, agencyId),
        eq(checklistTasks.travel_id, travelId),
        eq(checklistTasks.user_id, userId),
        eq(checklistTasks.checked, false),
        isNull(checklistTasks.deleted_at),
      ),
    )
    .orderBy(asc(checklistTasks.scheduled_to), asc(checklistTasks.id));
}

/**
 * POST /travels/checklist/send-email: e-mails the standard-checklist notification to the
 * responsible person. The recipient must be an active person of the agency (the web sends the
 * responsible agent's address), so the call cannot mail arbitrary addresses.
 */
export async function sendChecklistEmail(app: FastifyInstance, request: FastifyRequest, agencyId: number, actorId: number, input: ChecklistSendEmail) {
  const [recipient] = await app.db
    .select({ id: users.id, email: users.email, first_name: users.first_name })
    .from(users)
    .where(and(eq(users.agency_id, agencyId), eq(users.is_active, true), sql`lower(${users.email}) = ${input.recipient_email}`))
    .limit(1);
  if (!recipient) throw fieldError('recipient_email', 'validation.agentNotFound');
  const trip = input.travel_id ? await findTrip(app, agencyId, input.travel_id) : null;
  const tasks = trip ? await openTasksOf(app, agencyId, trip.id, recipient.id) : [];
  await deliver(app, notificationMail(app, request.locale, recipient, trip, tasks));
  await audit(app, request, { agencyId, userId: actorId, action: 'notify', entity: 'checklist', entityId: trip?.id, details: { to: recipient.id } });
  return { detail: translate(request.locale, 'checklist.notificationSent', { email: recipient.email }) };
}

/**
 * POST /travels/check-list/standard: the five standard tasks of a trip at 23:59:00 (trip zone) of
 * the final date, in one transaction, named in the request language; then the notification e-mail
 * to the responsible person when their address is valid.
 */
export async function createStandardChecklist(
  app: FastifyInstance,
  request: FastifyRequest,
  agencyId: number,
  actorId: number,
  input: StandardChecklistCreate,
): Promise<StandardChecklistResponse> {
  const [trip, agent] = await Promise.all([findTrip(app, agencyId, input.travel_id), findAgent(app, agencyId, input.user_id)]);
  const t = translator(request.locale);
  const [y, m, d] = input.final_date.split('-');
  const deadline = new Date(parseScheduledTo(`${d}/${m}/${y} ${CHECKLIST_DEADLINE_TIME}`)!);
  const ids = await app.db.transaction(async (tx) => {
    const rows = await tx
      .insert(checklistTasks)
      .values(
        STANDARD_CHECKLIST_TASKS.map((key) => ({
          agency_id: agencyId,
          travel_id: trip.id,
          user_id: agent.id,
          name: t(`standardTasks.${key}`),
          scheduled_to: deadline,
          created_by: actorId,
        })),
      )
      .returning({ id: checklistTasks.id });
    return rows.map((row) => row.id);
  });
  const rows = await selectTasks(app)
    .where(and(eq(checklistTasks.agency_id, agencyId), inArray(checklistTasks.id, ids)))
    .orderBy(asc(checklistTasks.id));
  const tasks = rows.map(toTask);

  const notified = emailSchema.safeParse(agent.email).success;
  if (notified) {
    await deliver(app, notificationMail(app, request.locale, agent, trip, tasks));
  }
  await audit(app, request, { agencyId, userId: actorId, action: 'create', entity: 'standard_checklist', entityId: trip.id, details: { user_id: agent.id, notified } });
  const detail = t(notified ? 'checklist.serviceResultNotified' : 'checklist.serviceResultNoEmail', { count: tasks.length });
  return { created: tasks.length, notified, detail, tasks };
}

// ---------- daily digest ----------

/** Midnight (trip zone) of the calendar day `days` after the one `now` falls on. */
function tripMidnight(now: Date, days: number): Date {
  const today = toTripZone(now).date;
  const base = new Date(`${today}T00:00:00${TRIP_TZ_OFFSET}`);
  return new Date(base.getTime() + days * 86_400_000);
}

/** Agencies whose people get no digest: their access is over. */
const SILENT_AGENCY_STATUSES = ['canceled', 'blocked'] as const;

/**
 * The daily digest: one e-mail per responsible person with their open tasks that are overdue, due
 * later today or due tomorrow (trip zone, -03:00); nobody with no such task gets an e-mail.
 * Runs from the cron job at 07:00 America/Sao_Paulo; `agencyId` limits it to one agency.
 */
export async function sendTaskDigest(app: FastifyInstance, now: Date, options: { agencyId?: number } = {}): Promise<{ emails: number }> {
  const tomorrow = tripMidnight(now, 1);
  const dayAfter = tripMidnight(now, 2);
  const filters: SQL[] = [
    isNull(checklistTasks.deleted_at),
    eq(checklistTasks.checked, false),
    lt(checklistTasks.scheduled_to, dayAfter),
    eq(users.is_active, true),
    eq(users.agency_id, checklistTasks.agency_id),
    notInArray(agencies.status, [...SILENT_AGENCY_STATUSES]),
  ];
  if (options.agencyId) filters.push(eq(checklistTasks.agency_id, options.agencyId));
  const rows = await app.db
    .select({
      name: checklistTasks.name,
      scheduled_to: checklistTasks.scheduled_to,
      user_id: users.id,
      first_name: users.first_name,
      email: users.email,
      locale: users.locale,
      travel_name: travels.name,
    })
    .from(checklistTasks)
    .innerJoin(users, eq(users.id, checklistTasks.user_id))
    .innerJoin(agencies, eq(agencies.id, checklistTasks.agency_id))
    .leftJoin(travels, eq(travels.id, checklistTasks.travel_id))
    .where(and(...filters))
    .orderBy(asc(users.id), asc(checklistTasks.scheduled_to), asc(checklistTasks.id));

  const byPerson = new Map<number, typeof rows>();
  for (const row of rows) {
    const list = byPerson.get(row.user_id) ?? [];
    list.push(row);
    byPerson.set(row.user_id, list);
  }

  let emails = 0;
  for (const tasks of byPerson.values()) {
    const person = tasks[0]!;
    if (!emailSchema.safeParse(person.email).success) continue;
    const t = translator(isLocale(person.locale) ? person.locale : 'pt');
    const sections: [string, typeof tasks][] = [
      ['checklist.digestOverdue', tasks.filter((task) => task.scheduled_to < now)],
      ['checklist.digestToday', tasks.filter((task) => task.scheduled_to >= now && task.scheduled_to < tomorrow)],
      ['checklist.digestTomorrow', tasks.filter((task) => task.scheduled_to >= tomorrow)],
    ];
    const lines = [t('checklist.digestIntro', { name: person.first_name })];
    for (const [title, list] of sections) {
      if (!list.length) continue;
      lines.push('', `${t(title)} (${list.length})`);
      for (const task of list.slice(0, DIGEST_SECTION_MAX)) {
        const date = shortDateTime(task.scheduled_to);
        lines.push(
          task.travel_name
            ? t('checklist.digestLineTrip', { date, task: task.name, trip: task.travel_name })
            : t('checklist.digestLine', { date, task: task.name }),
        );
      }
      if (list.length > DIGEST_SECTION_MAX) lines.push(t('checklist.digestMore', { count: list.length - DIGEST_SECTION_MAX }));
    }
    lines.push('', t('checklist.digestOutro', { link: `${app.config.publicUrl}/` }), '', t('mail.signature'));
    try {
      await app.mailer.send({ to: person.email, subject: t('checklist.digestSubject', { count: tasks.length }), text: lines.join('\n') });
      emails += 1;
    } catch (error) {
      // one refused address must not keep the others from their digest
      app.log.error({ err: error, userId: person.user_id }, 'task digest e-mail failed');
    }
  }
  return { emails };
}
