import { asc, count, desc, eq, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import { inZone, shownIn, type ChecklistListQuery, type ChecklistTask, type ChecklistTaskCreate, type ChecklistTaskUpdate } from '@rumo/core';
import { checklistTasks, travels, users } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import type { Page } from '../../http/paging.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { actor, inTransaction, type Context } from '../../platform/context/context.ts';
import { scoped } from '../../platform/context/scoped.ts';

/** Checklist tasks: create, change, trash and restore, and the lists of a trip and of the agency. */

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

/** A task as the API answers it; scheduled_to is written on the agency's clock (core's wall-clock.ts). */
export const toTask = (ctx: Context, row: TaskRow): ChecklistTask => ({
  id: row.id,
  name: row.name,
  user_id: row.user_id,
  travel_id: row.travel_id,
  scheduled_to: shownIn(row.scheduled_to, ctx.timeZone),
  checked: row.checked,
  travel:
    row.travel_id !== null && row.travel_name !== null
      ? { id: row.travel_id, name: row.travel_name, customer_id: row.travel_customer_id! }
      : null,
  user: { id: row.user_id, name: `${row.user_first_name} ${row.user_last_name}`.trim() },
});

/** Tasks with their trip and responsible person in one query (never a query per task). */
export function selectTasks(ctx: Context) {
  return ctx.db
    .select(taskColumns)
    .from(checklistTasks)
    .innerJoin(users, eq(users.id, checklistTasks.user_id))
    .leftJoin(travels, eq(travels.id, checklistTasks.travel_id));
}

async function taskById(ctx: Context, id: number, deleted = false): Promise<TaskRow> {
  const [row] = await selectTasks(ctx)
    .where(
      scoped(ctx).where(
        checklistTasks,
        eq(checklistTasks.id, id),
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
export const findTrip = (ctx: Context, travelId: number): Promise<TripRef> => scoped(ctx).travels.withCustomer(travelId);

/** The responsible person: an active user of the same agency, else 400 under user_id. */
export async function findAgent(ctx: Context, userId: number) {
  const [agent] = await ctx.db
    .select({ id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email })
    .from(users)
    .where(scoped(ctx).where(users, eq(users.id, userId), eq(users.is_active, true)))
    .limit(1);
  if (!agent) throw fieldError('user_id', 'validation.agentNotFound');
  return agent;
}

/** POST /travels/check-list */
export async function createTask(ctx: Context, input: ChecklistTaskCreate) {
  await Promise.all([findAgent(ctx, input.user_id), input.travel_id ? findTrip(ctx, input.travel_id) : null]);
  const [row] = await ctx.db
    .insert(checklistTasks)
    .values(
      scoped(ctx).row({
        travel_id: input.travel_id ?? null,
        user_id: input.user_id,
        name: input.name,
        scheduled_to: inZone(input.scheduled_to, ctx.timeZone),
        created_by: actor(ctx),
      }),
    )
    .returning({ id: checklistTasks.id });
  return toTask(ctx, await taskById(ctx, row!.id));
}

/** PUT /travels/check-list: the toggle ({id, checked}) or an edit of name, person, trip or date. */
export async function updateTask(ctx: Context, input: ChecklistTaskUpdate) {
  const current = await taskById(ctx, input.id);
  await Promise.all([
    input.user_id !== undefined && input.user_id !== current.user_id ? findAgent(ctx, input.user_id) : null,
    input.travel_id ? findTrip(ctx, input.travel_id) : null,
  ]);
  const toggled = input.checked !== undefined && input.checked !== current.checked;
  await ctx.db
    .update(checklistTasks)
    .set({
      name: input.name,
      user_id: input.user_id,
      travel_id: input.travel_id,
      scheduled_to: input.scheduled_to && inZone(input.scheduled_to, ctx.timeZone),
      checked: input.checked,
      checked_at: toggled ? (input.checked ? ctx.now : null) : undefined,
    })
    .where(scoped(ctx).where(checklistTasks, eq(checklistTasks.id, current.id)));
  return toTask(ctx, await taskById(ctx, current.id));
}

/** DELETE /travels/check-list/{id}: soft delete; the task moves to the trip's trash (…/{travel}/del). */
export async function deleteTask(ctx: Context, id: number) {
  const task = await taskById(ctx, id);
  await inTransaction(ctx, async (tx) => {
    await tx.db.update(checklistTasks).set({ deleted_at: tx.now }).where(scoped(tx).where(checklistTasks, eq(checklistTasks.id, task.id)));
    await recordAudit(tx, { action: 'delete', entity: 'checklist_task', entityId: task.id });
  });
}

/** POST /travels/check-list/{id}/restore: brings a deleted task back. */
export async function restoreTask(ctx: Context, id: number) {
  const task = await taskById(ctx, id, true);
  await inTransaction(ctx, async (tx) => {
    await tx.db.update(checklistTasks).set({ deleted_at: null }).where(scoped(tx).where(checklistTasks, eq(checklistTasks.id, task.id)));
    await recordAudit(tx, { action: 'restore', entity: 'checklist_task', entityId: task.id });
  });
  return toTask(ctx, await taskById(ctx, task.id));
}

/**
 * GET /travels/check-list/all/{travel}: the trip's tasks; with `deleted`, GET
 * /travels/check-list/{travel}/del: the trip's deleted tasks (its trash), newest deletion first.
 */
export async function listTripTasks(ctx: Context, travelId: number, deleted = false) {
  await findTrip(ctx, travelId);
  const where = scoped(ctx).where(
    checklistTasks,
    eq(checklistTasks.travel_id, travelId),
    deleted ? isNotNull(checklistTasks.deleted_at) : isNull(checklistTasks.deleted_at),
  );
  const order = deleted
    ? [desc(checklistTasks.deleted_at), desc(checklistTasks.id)]
    : [asc(checklistTasks.scheduled_to), asc(checklistTasks.id)];
  const rows = await selectTasks(ctx).where(where).orderBy(...order);
  return rows.map((row) => toTask(ctx, row));
}

const SORTABLE = {
  scheduled_to: checklistTasks.scheduled_to,
  name: checklistTasks.name,
  checked: checklistTasks.checked,
  created_at: checklistTasks.created_at,
};

/** GET /travels/check-list-all: every live task of the agency for the task list modal, paged. */
export async function listTasks(ctx: Context, query: ChecklistListQuery): Promise<Page<ChecklistTask>> {
  const filters: SQL[] = [isNull(checklistTasks.deleted_at)];
  if (query.mine) filters.push(eq(checklistTasks.user_id, actor(ctx)));
  if (query.user_id) filters.push(eq(checklistTasks.user_id, query.user_id));
  if (query.travel_id) filters.push(eq(checklistTasks.travel_id, query.travel_id));
  if (query.checked !== undefined) filters.push(eq(checklistTasks.checked, query.checked));
  if (query.status === 'open') filters.push(eq(checklistTasks.checked, false));
  if (query.status === 'done') filters.push(eq(checklistTasks.checked, true));
  if (query.status === 'overdue') filters.push(eq(checklistTasks.checked, false), lt(checklistTasks.scheduled_to, ctx.now));
  const where = scoped(ctx).where(checklistTasks, ...filters);

  let column: keyof typeof SORTABLE = query.sortBy ?? 'scheduled_to';
  let descending = query.sortOrder === 'desc';
  if (!query.sortBy && query.ordering && query.ordering.replace(/^-/, '') in SORTABLE) {
    column = query.ordering.replace(/^-/, '') as keyof typeof SORTABLE;
    descending = query.ordering.startsWith('-');
  }
  const [rows, [total]] = await Promise.all([
    selectTasks(ctx)
      .where(where)
      .orderBy(descending ? desc(SORTABLE[column]) : asc(SORTABLE[column]), asc(checklistTasks.id))
      .limit(query.limit)
      .offset(query.offset),
    ctx.db.select({ n: count() }).from(checklistTasks).where(where),
  ]);
  return { count: total?.n ?? 0, results: rows.map((row) => toTask(ctx, row)) };
}

/** The person's open tasks on a trip, soonest first (the notification e-mail lists them). */
export async function openTasksOf(ctx: Context, travelId: number, userId: number) {
  return ctx.db
    .select({ name: checklistTasks.name, scheduled_to: checklistTasks.scheduled_to })
    .from(checklistTasks)
    .where(
      scoped(ctx).where(
        checklistTasks,
        eq(checklistTasks.travel_id, travelId),
        eq(checklistTasks.user_id, userId),
        eq(checklistTasks.checked, false),
        isNull(checklistTasks.deleted_at),
      ),
    )
    .orderBy(asc(checklistTasks.scheduled_to), asc(checklistTasks.id));
}
