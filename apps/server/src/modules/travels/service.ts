import { count, eq, gte, ilike, isNull, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  DEFAULT_TRAVEL_SORT,
  addDays,
  inZone,
  zonedMidnight,
  type TravelCreate,
  type TravelCreateResponse,
  type TravelDetail,
  type TravelListItem,
  type TravelListQuery,
  type TravelUpdate,
} from '@rumo/core';
import { checklistTasks, customers, trails, travelers, travels, users } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import type { Page } from '../../http/paging.ts';
import { containsPattern } from '../../lib/like.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { tagFor } from '../../platform/cache/read-cache.ts';
import { actor, inTransaction, type Context } from '../../platform/context/context.ts';
import { scoped } from '../../platform/context/scoped.ts';
import { trailsOfTravel } from '../trails/service.ts';

/** Travellers on the trip; the customer counts as one when no traveller rows exist. */
const amountOfPeople = (ctx: Context) =>
  sql<number>`(select greatest(count(*), 1)::int from ${travelers} where ${travelers.travel_id} = ${travels.id} and ${scoped(ctx).sameAgency(travelers, travels)})`;

/** Local departure time of the trip's first flight. */
const firstFlight = sql<string | null>`(select ${trails.details} ->> 'departure_at' from ${trails}
  where ${trails.travel_id} = ${travels.id} and ${trails.type} = 'flight'
  order by ${trails.starts_at} asc nulls last, ${trails.position} asc, ${trails.id} asc limit 1)`;

/** The trip's live checklist tasks as [{id, checked}]. */
const checkList = (ctx: Context) => sql<{ id: number; checked: boolean }[] | string>`(select coalesce(json_agg(json_build_object('id', ${checklistTasks.id}, 'checked', ${checklistTasks.checked}) order by ${checklistTasks.scheduled_to}, ${checklistTasks.id}), '[]'::json)
  from ${checklistTasks} where ${checklistTasks.travel_id} = ${travels.id} and ${scoped(ctx).sameAgency(checklistTasks, travels)} and ${checklistTasks.deleted_at} is null)`;

/**
 * Every list item in one query: the customer and the creator joined, people, first flight and
 * checklist as correlated aggregates (each uses an index on travel_id), never a query per row.
 */
function selectItems(ctx: Context) {
  return ctx.db
    .select({
      id: travels.id,
      name: travels.name,
      going: travels.going,
      back: travels.back,
      customer_id: travels.customer_id,
      screenplay: travels.screenplay,
      created_at: travels.created_at,
      last_access: travels.last_access,
      customer_first_name: customers.first_name,
      customer_last_name: customers.last_name,
      customer_picture: customers.picture,
      user_id: users.id,
      user_first_name: users.first_name,
      user_last_name: users.last_name,
      amount_of_people: amountOfPeople(ctx),
      flight: firstFlight,
      check_list: checkList(ctx),
    })
    .from(travels)
    .innerJoin(customers, eq(customers.id, travels.customer_id))
    .leftJoin(users, eq(users.id, travels.created_by));
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

function toItem(ctx: Context, row: ItemRow): TravelListItem {
  const checks = typeof row.check_list === 'string' ? JSON.parse(row.check_list) : row.check_list;
  return {
    id: row.id,
    name: row.name,
    going: row.going,
    back: row.back,
    amount_of_people: Number(row.amount_of_people),
    customer: {
      id: row.customer_id,
      first_name: row.customer_first_name,
      last_name: row.customer_last_name,
      picture: ctx.deps.fileUrls.url(row.customer_picture),
    },
    flight: row.flight ?? null,
    check_list: (checks ?? []).map((c: { id: number; checked: boolean }) => ({ id: Number(c.id), checked: Boolean(c.checked) })),
    user: row.user_id === null ? null : { id: row.user_id, first_name: row.user_first_name!, last_name: row.user_last_name! },
    last_access: row.last_access,
  };
}

const lower = (column: AnyColumn) => sql`lower(${column})`;
const sortable = (ctx: Context): Record<NonNullable<TravelListQuery['sortBy']>, (SQL | AnyColumn)[]> => ({
  going: [travels.going],
  back: [travels.back],
  name: [lower(travels.name)],
  first_name: [lower(customers.first_name), lower(customers.last_name)],
  last_name: [lower(customers.last_name), lower(customers.first_name)],
  created_by: [lower(users.first_name), lower(users.last_name)],
  amount_of_people: [amountOfPeople(ctx)],
  last_access: [travels.last_access],
  created_at: [travels.created_at],
});

/** sortBy/sortOrder, or Django's ordering ("-going"); default: the date the list is about (type). */
function orderOf(ctx: Context, query: TravelListQuery): SQL[] {
  const SORTABLE = sortable(ctx);
  let column: keyof typeof SORTABLE = query.type ?? DEFAULT_TRAVEL_SORT;
  let descending = query.sortOrder === 'desc';
  if (query.sortBy) column = query.sortBy;
  else if (query.ordering && query.ordering.replace(/^-/, '') in SORTABLE) {
    column = query.ordering.replace(/^-/, '') as keyof typeof SORTABLE;
    descending = query.ordering.startsWith('-');
  }
  const direction = descending ? sql`desc nulls last` : sql`asc nulls last`;
  return [...SORTABLE[column].map((expr) => sql`${expr} ${direction}`), sql`${travels.id} asc`];
}

export interface ListScope {
  /** 'my' trips: created by this user. */
  createdBy?: number;
}

/**
 * GET /travels/, /travels/all and /travels/all-customer. start..end are whole days in the agency's
 * zone, both included, applied to the date named by type (going by default).
 */
export async function listTravels(ctx: Context, scope: ListScope, query: TravelListQuery): Promise<Page<TravelListItem>> {
  const conditions: SQL[] = [];
  if (scope.createdBy !== undefined) conditions.push(eq(travels.created_by, scope.createdBy));
  if (query.customer_id) conditions.push(eq(travels.customer_id, query.customer_id));
  const dateColumn = query.type === 'back' ? travels.back : travels.going;
  if (query.start) conditions.push(gte(dateColumn, zonedMidnight(query.start, ctx.timeZone)));
  if (query.end) conditions.push(lt(dateColumn, zonedMidnight(addDays(query.end, 1), ctx.timeZone)));
  if (query.search) {
    const like = containsPattern(query.search);
    conditions.push(or(ilike(travels.name, like), ilike(customers.first_name, like), ilike(customers.last_name, like))!);
  }
  const where = scoped(ctx).where(travels, ...conditions);
  // Every trip has its customer: the count needs the join only when the search looks at names.
  const counted = ctx.db.select({ n: count() }).from(travels);
  const [rows, [total]] = await Promise.all([
    selectItems(ctx)
      .where(where)
      .orderBy(...orderOf(ctx, query))
      .limit(query.limit)
      .offset(query.offset),
    (query.search ? counted.innerJoin(customers, eq(customers.id, travels.customer_id)) : counted).where(where),
  ]);
  return { count: total?.n ?? 0, results: rows.map((row) => toItem(ctx, row)) };
}

/** The trip with its itinerary (trails by time), travellers count, customer and cities. */
async function travelDetail(ctx: Context, id: number): Promise<TravelDetail> {
  const [[row], itinerary] = await Promise.all([
    selectItems(ctx)
      .where(scoped(ctx).where(travels, eq(travels.id, id)))
      .limit(1),
    trailsOfTravel(ctx, id),
  ]);
  if (!row) throw notFound();
  return { ...toItem(ctx, row), customer_id: row.customer_id, screenplay: row.screenplay, created_at: row.created_at, trails: itinerary };
}

/** Read-cache tags of the answers that show a trip's last access: the trip lists and one trip (its id). */
export const TRAVEL_LISTS_TAG = 'travel-lists';
export const TRAVEL_TAG = 'travel::id';

/** A trip opened again within this long keeps its last access: no write on every open. */
const LAST_ACCESS_RESOLUTION_MS = 60_000;

/** GET /travels/{id}: opening a trip records its last access (to the minute). */
export async function openTravel(ctx: Context, id: number): Promise<TravelDetail> {
  const touched = await ctx.db
    .update(travels)
    // last_access is not an edit of the trip: updated_at stays
    .set({ last_access: ctx.now, updated_at: sql`${travels.updated_at}` })
    .where(
      scoped(ctx).where(
        travels,
        eq(travels.id, id),
        or(isNull(travels.last_access), lt(travels.last_access, new Date(ctx.now.getTime() - LAST_ACCESS_RESOLUTION_MS)))!,
      ),
    )
    .returning({ id: travels.id });
  // A read that wrote: the answers showing last access (the trip lists and this trip) go at once,
  // here; the agency's other answers stay, and other processes see it within the cache's TTL.
  if (touched.length) ctx.deps.readCache.touched(ctx.agencyId, [TRAVEL_LISTS_TAG, tagFor(TRAVEL_TAG, id)]);
  // another agency's trip, or none, is a 404 from the read
  return travelDetail(ctx, id);
}

/**
 * POST /travels/. The customer must be one of the agency's (else 404, like any row of another
 * agency) and becomes the trip's first traveller.
 */
export async function createTravel(ctx: Context, input: TravelCreate): Promise<TravelCreateResponse> {
  await scoped(ctx).customers.require(input.customer_id);
  return inTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const [row] = await tx.db
      .insert(travels)
      .values(
        scope.row({
          customer_id: input.customer_id,
          name: input.name,
          // a bare date is noon on the agency's clock
          going: inZone(input.going, tx.timeZone),
          back: inZone(input.back, tx.timeZone),
          screenplay: input.screenplay,
          created_by: actor(tx),
        }),
      )
      .returning({ id: travels.id, customer_id: travels.customer_id, name: travels.name });
    await tx.db.insert(travelers).values(scope.row({ travel_id: row!.id, customer_id: input.customer_id }));
    await recordAudit(tx, { action: 'create', entity: 'travel', entityId: row!.id });
    return row!;
  });
}

/**
 * PUT /travels/. A single date is checked against the stored other one. A new customer takes the
 * old customer's place among the travellers.
 */
export async function updateTravel(ctx: Context, input: TravelUpdate): Promise<TravelDetail> {
  const current = await scoped(ctx).travels.find(input.id);
  const placed = { going: input.going && inZone(input.going, ctx.timeZone), back: input.back && inZone(input.back, ctx.timeZone) };
  const going = placed.going ?? current.going;
  const back = placed.back ?? current.back;
  if (back.getTime() < going.getTime()) throw fieldError('back', 'validation.endBeforeStart');
  const newCustomer = input.customer_id !== undefined && input.customer_id !== current.customer_id ? input.customer_id : null;
  if (newCustomer !== null) await scoped(ctx).customers.require(newCustomer);
  await inTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    await tx.db
      .update(travels)
      .set({ name: input.name, customer_id: input.customer_id, going: placed.going, back: placed.back, screenplay: input.screenplay })
      .where(scope.where(travels, eq(travels.id, current.id)));
    if (newCustomer !== null) {
      const onTrip = await tx.db
        .select({ id: travelers.id })
        .from(travelers)
        .where(scope.where(travelers, eq(travelers.travel_id, current.id), eq(travelers.customer_id, newCustomer)));
      const oldRow = scope.where(travelers, eq(travelers.travel_id, current.id), eq(travelers.customer_id, current.customer_id));
      if (onTrip.length) await tx.db.delete(travelers).where(oldRow);
      else await tx.db.update(travelers).set({ customer_id: newCustomer }).where(oldRow);
    }
    await recordAudit(tx, { action: 'update', entity: 'travel', entityId: current.id });
  });
  return travelDetail(ctx, current.id);
}

/** DELETE /travels/{id}?customer_id=: with customer_id, the trip must also be that customer's. */
export async function removeTravel(ctx: Context, id: number, customerId: number | undefined): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const [deleted] = await tx.db
      .delete(travels)
      .where(scoped(tx).where(travels, eq(travels.id, id), customerId !== undefined ? eq(travels.customer_id, customerId) : undefined))
      .returning({ id: travels.id, name: travels.name, customer_id: travels.customer_id });
    if (!deleted) throw notFound();
    await recordAudit(tx, { action: 'delete', entity: 'travel', entityId: id, details: { name: deleted.name, customer_id: deleted.customer_id } });
  });
}
