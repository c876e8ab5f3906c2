import { and, asc, eq, isNull, lt, notInArray, type SQL } from 'drizzle-orm';
import { addDays, emailSchema, isLocale, timeZoneOr, todayIn, zonedMidnight } from '@rumo/core';
import type { Db } from '../../db/client.ts';
import { agencies, checklistTasks, travels, users } from '../../db/schema/index.ts';
import type { Deps } from '../../platform/context/context.ts';
import { shortDateTime, translator } from './mail.ts';

/** The daily digest of open tasks, per responsible person, on the clock of each person's agency. */

export const TASK_DIGEST_JOB = 'checklist-digest';
export const TASK_DIGEST_CRON = '0 7 * * *';
export const TASK_DIGEST_TZ = 'America/Sao_Paulo';
/** Lines per section of the digest before "… and N more". */
const DIGEST_SECTION_MAX = 30;
/** Agencies whose people get no digest: their access is over. */
const SILENT_AGENCY_STATUSES = ['canceled', 'blocked'] as const;
/** Wide enough for "before the end of tomorrow" in any zone: each person's own bound is applied after. */
const LOOKAHEAD_MS = 3 * 86_400_000;

/**
 * Every agency's open tasks due before the day after tomorrow (roughly), with their person and
 * agency zone. Unscoped on purpose: the cron job serves all agencies at once (or the one given).
 */
function unscopedOpenTasks(db: Db, now: Date, agencyId: number | undefined) {
  const filters: SQL[] = [
    isNull(checklistTasks.deleted_at),
    eq(checklistTasks.checked, false),
    lt(checklistTasks.scheduled_to, new Date(now.getTime() + LOOKAHEAD_MS)),
    eq(users.is_active, true),
    eq(users.agency_id, checklistTasks.agency_id),
    notInArray(agencies.status, [...SILENT_AGENCY_STATUSES]),
  ];
  if (agencyId) filters.push(eq(checklistTasks.agency_id, agencyId));
  return db
    .select({
      name: checklistTasks.name,
      scheduled_to: checklistTasks.scheduled_to,
      user_id: users.id,
      first_name: users.first_name,
      email: users.email,
      locale: users.locale,
      time_zone: agencies.timezone,
      travel_name: travels.name,
    })
    .from(checklistTasks)
    .innerJoin(users, eq(users.id, checklistTasks.user_id))
    .innerJoin(agencies, eq(agencies.id, checklistTasks.agency_id))
    .leftJoin(travels, eq(travels.id, checklistTasks.travel_id))
    .where(and(...filters))
    .orderBy(asc(users.id), asc(checklistTasks.scheduled_to), asc(checklistTasks.id));
}

/**
 * The daily digest: one e-mail per responsible person with their open tasks that are overdue, due
 * later today or due tomorrow on their agency's clock; nobody with no such task gets an e-mail.
 * Runs from the cron job at 07:00 America/Sao_Paulo; `agencyId` limits it to one agency.
 */
export async function sendTaskDigest(app: Deps & { db: Db }, now: Date, options: { agencyId?: number } = {}): Promise<{ emails: number }> {
  const rows = await unscopedOpenTasks(app.db, now, options.agencyId);

  const byPerson = new Map<number, typeof rows>();
  for (const row of rows) {
    const list = byPerson.get(row.user_id) ?? [];
    list.push(row);
    byPerson.set(row.user_id, list);
  }

  let emails = 0;
  for (const all of byPerson.values()) {
    const person = all[0]!;
    if (!emailSchema.safeParse(person.email).success) continue;
    const zone = timeZoneOr(person.time_zone);
    const today = todayIn(zone, now);
    const tomorrow = zonedMidnight(addDays(today, 1), zone);
    const dayAfter = zonedMidnight(addDays(today, 2), zone);
    const tasks = all.filter((task) => task.scheduled_to < dayAfter);
    if (!tasks.length) continue;
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
        const date = shortDateTime(task.scheduled_to, zone);
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
