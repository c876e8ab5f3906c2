import { asc, inArray } from 'drizzle-orm';
import {
  CHECKLIST_DEADLINE_TIME,
  emailSchema,
  STANDARD_CHECKLIST_TASKS,
  zonedInstant,
  type StandardChecklistCreate,
  type StandardChecklistResponse,
} from '@rumo/core';
import { checklistTasks } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { actor, inTransaction, type Context } from '../../platform/context/context.ts';
import { scoped } from '../../platform/context/scoped.ts';
import { deliver, notificationMail, translator } from './mail.ts';
import { findAgent, findTrip, selectTasks, toTask } from './tasks.ts';

/**
 * POST /travels/check-list/standard: the five standard tasks of a trip at 23:59:00 on the agency's
 * clock of the final date, in one transaction with its audit row, named in the request language;
 * then the notification e-mail to the responsible person when their address is valid.
 */
export async function createStandardChecklist(ctx: Context, input: StandardChecklistCreate): Promise<StandardChecklistResponse> {
  const [trip, agent] = await Promise.all([findTrip(ctx, input.travel_id), findAgent(ctx, input.user_id)]);
  const t = translator(ctx.locale);
  const deadline = zonedInstant(input.final_date, CHECKLIST_DEADLINE_TIME, ctx.timeZone);
  const notified = emailSchema.safeParse(agent.email).success;
  const ids = await inTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const rows = await tx.db
      .insert(checklistTasks)
      .values(
        STANDARD_CHECKLIST_TASKS.map((key) =>
          scope.row({
            travel_id: trip.id,
            user_id: agent.id,
            name: t(`standardTasks.${key}`),
            scheduled_to: deadline,
            created_by: actor(tx),
          }),
        ),
      )
      .returning({ id: checklistTasks.id });
    await recordAudit(tx, { action: 'create', entity: 'standard_checklist', entityId: trip.id, details: { user_id: agent.id, notified } });
    return rows.map((row) => row.id);
  });
  const rows = await selectTasks(ctx)
    .where(scoped(ctx).where(checklistTasks, inArray(checklistTasks.id, ids)))
    .orderBy(asc(checklistTasks.id));
  const tasks = rows.map((row) => toTask(ctx, row));
  // the rows' instants, not the answer's wire clock: the mail reads them on the agency's clock itself
  if (notified) await deliver(ctx, notificationMail(ctx, agent, trip, rows));
  const detail = t(notified ? 'checklist.serviceResultNotified' : 'checklist.serviceResultNoEmail', { count: tasks.length });
  return { created: tasks.length, notified, detail, tasks };
}
