import { and, count, eq, gte, ilike, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DEFAULT_TRAVEL_SORT,
  TRIP_TZ_OFFSET,
  type TravelCreate,
  type TravelCreateResponse,
  type TravelDetail,
  type TravelListItem,
  type TravelListQuery,
  type TravelUpdate,
} from '@rumo/core';
import { checklistTasks, customers, trails, travelers, travels, users } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { pageOf } from '../../http/paging.ts';
import { audit } from '../../platform/audit/audit.ts';
import { trailsOfTravel } from '../trails/service.ts';

const DAY_MS = 86_400_000;

/** Travellers on the trip; the customer counts as one when no traveller rows exist. */
const amountOfPeople = sql<number>`(select greatest(count(*), 1)::int from ${travelers} where ${travelers.travel_id} = ${travels.id} and ${travelers.agency_id} = ${travels.agency_id})`;

/** Local departure time of the trip's first flight. */
const firstFlight = sql<string | null>`(select ${trails.details} ->> 'departure_at' from ${trails}
  where ${trails.travel_id} = ${travels.id} and ${trails.type} = 'flight'
  order by ${trails.starts_at} asc nulls last, ${trails.position} asc, ${trails.id} asc limit 1)`;

/** The trip's live checklist tasks as [{id, checked}]. */
const checkList = sql<{ id: number; checked: boolean }[] | string>`(select coalesce(json_agg(json_build_object('id', ${checklistTasks.id}, 'checked', ${checklistTasks.checked}) order by ${checklistTasks.scheduled_to}, ${checklistTasks.id}), '[]'::json)
  from ${checklistTasks} where ${checklistTasks.travel_id} = ${travels.id} and ${checklistTasks.agency_id} = ${travels.agency_id} and ${checklistTasks.deleted_at} is null)`;

/**
 * Every list item in one query: the customer and the creator joined, people, first flight and
 * checklist as correlated aggregates (each uses an index on travel_id), never a query per row.
 */
function selectItems(app: FastifyInstance) {
  return app.db
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
      amount_of_people: amountOfPeople,
      flight: firstFlight,
      check_list: checkList,
    })
    .from(travels)
    .innerJoin(customers, eq(customers.id, travels.customer_id))
    .leftJoin(users, eq(users.id, travels.created_by));
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

function toItem(app: FastifyInstance, row: ItemRow): TravelListItem {
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
      picture: app.fileUrls.url(row.customer_picture),
    },
    flight: row.flight ?? null,
    check_list: (checks ?? []).map((c: { id: number; checked: boolean }) => ({ id: Number(c.id), checked: Boolean(c.checked) })),
    user: row.user_id === null ? null : { id: row.user_id, first_name: row.user_first_name!, last_name: row.user_last_name! },
    last_access: row.last_access,
  };
}

const lower = (column: AnyColumn) => sql`lower(${column})`;
const SORTABLE: Record<NonNullable<TravelListQuery['sortBy']>, (SQL | AnyColumn)[]> = {
  going: [travels.going],
  back: [travels.back],
  name: [lower(travels.name)],
  first_name: [lower(customers.first_name), lower(customers.last_name)],
  last_name: [lower(customers.last_name), lower(customers.first_name)],
  created_by: [lower(users.first_name), lower(users.last_name)],
  amount_of_people: [amountOfPeople],
  last_access: [travels.last_access],
  created_at: [travels.created_at],
};

/** sortBy/sortOrder, or Django's ordering ("-going"); default: the date the list is about (type). */
function orderOf(query: TravelListQuery): SQL[] {
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

/** Midnight of a calendar day in the trip zone. */
const tripMidnight = (date: string) => new Date(`${date}T00:00:00${TRIP_TZ_OFFSET}`);

export interface ListScope {
  agencyId: number;
  /** 'my' trips: created by this user. */
  createdBy?: number;
}

/**
 * GET /travels/, /travels/all and /travels/all-customer. start..end are whole days in the trip
 * zone, both included, applied to the date named by type (going by default).
 */
export async function listTravels(app: FastifyInstance, request: FastifyRequest, scope: ListScope, query: TravelListQuery) {
  const filters: SQL[] = [eq(travels.agency_id, scope.agencyId)];
  if (scope.createdBy !== undefined) filters.push(eq(travels.created_by, scope.createdBy));
  if (query.customer_id) filters.push(eq(travels.customer_id, query.customer_id));
  const dateColumn = query.type === 'back' ? travels.back : travels.going;
  if (query.start) filters.push(gte(dateColumn, tripMidnight(query.start)));
  if (query.end) filters.push(lt(dateColumn, new Date(tripMidnight(query.end).getTime() + DAY_MS)));
  if (query.search) {
    const like = `%${query.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(travels.name, like), ilike(customers.first_name, like), ilike(customers.last_name, like))!);
  }
  const where = and(...filters);
  // Every trip has its customer: the count needs the join only when the search looks at names.
  const counted = app.db.select({ n: count() }).from(travels);
  const [rows, [total]] = await Promise.all([
    selectItems(app)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.limit)
      .offset(query.offset),
    (query.search ? counted.innerJoin(customers, eq(customers.id, travels.customer_id)) : counted).where(where),
  ]);
  return pageOf(request, query.limit, query.offset, total?.n ?? 0, rows.map((row) => toItem(app, row)));
}

async function requireCustomer(app: FastifyInstance, agencyId: number, customerId: number) {
  const [customer] = await app.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.agency_id, agencyId)))
    .limit(1);
  if (!customer) throw notFound();
}

async function findTravel(app: FastifyInstance, agencyId: number, id: number) {
  const [travel] = await app.db
    .select()
    .from(travels)
    .where(and(eq(travels.id, id), eq(travels.agency_id, agencyId)))
    .limit(1);
  if (!travel) throw notFound();
  return travel;
}

/** The trip with its itinerary (trails by time), travellers count, customer and cities. */
async function travelDetail(app: FastifyInstance, agencyId: number, id: number): Promise<TravelDetail> {
  const [[row], itinerary] = await Promise.all([
    selectItems(app)
      .where(and(eq(travels.id, id), eq(travels.agency_id, agencyId)))
      .limit(1),
    trailsOfTravel(app, agencyId, id),
  ]);
  if (!row) throw notFound();
  return { ...toItem(app, row), customer_id: row.customer_id, screenplay: row.screenplay, created_at: row.created_at, trails: itinerary };
}

/** GET /travels/{id}: opening a trip records its last access. */
export async function openTravel(app: FastifyInstance, agencyId: number, id: number): Promise<TravelDetail> {
  const touched = await app.db
    .update(travels)
    // last_access is not an edit of the trip: updated_at stays
    .set({ last_access: new Date(), updated_at: sql`${travels.updated_at}` })
    .where(and(eq(travels.id, id), eq(travels.agency_id, agencyId)))
    .returning({ id: travels.id });
  if (!touched.length) throw notFound();
  return travelDetail(app, agencyId, id);
}

/**
 * POST /travels/. The customer must be one of the agency's (else 404, like any row of another
 * agency) and becomes the trip's first traveller.
 */
export async function createTravel(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: { agencyId: number; userId: number },
  input: TravelCreate,
): Promise<TravelCreateResponse> {
  await requireCustomer(app, auth.agencyId, input.customer_id);
  const travel = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(travels)
      .values({
        agency_id: auth.agencyId,
        customer_id: input.customer_id,
        name: input.name,
        going: input.going,
        back: input.back,
        screenplay: input.screenplay,
        created_by: auth.userId,
      })
      .returning({ id: travels.id, customer_id: travels.customer_id, name: travels.name });
    await tx.insert(travelers).values({ agency_id: auth.agencyId, travel_id: row!.id, customer_id: input.customer_id });
    return row!;
  });
  await audit(app, request, { agencyId: auth.agencyId, userId: auth.userId, action: 'create', entity: 'travel', entityId: travel.id });
  return travel;
}

/**
 * PUT /travels/. A single date is checked against the stored other one. A new customer takes the
 * old customer's place among the travellers.
 */
export async function updateTravel(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: { agencyId: number; userId: number },
  input: TravelUpdate,
): Promise<TravelDetail> {
  const current = await findTravel(app, auth.agencyId, input.id);
  const going = input.going ?? current.going;
  const back = input.back ?? current.back;
  if (back.getTime() < going.getTime()) throw fieldError('back', 'validation.endBeforeStart');
  const newCustomer = input.customer_id !== undefined && input.customer_id !== current.customer_id ? input.customer_id : null;
  if (newCustomer !== null) await requireCustomer(app, auth.agencyId, newCustomer);
  await app.db.transaction(async (tx) => {
    await tx
      .update(travels)
      .set({ name: input.name, customer_id: input.customer_id, going: input.going, back: input.back, screenplay: input.screenplay })
      .where(and(eq(travels.id, current.id), eq(travels.agency_id, auth.agencyId)));
    if (newCustomer === null) return;
    const onTrip = await tx
      .select({ id: travelers.id })
      .from(travelers)
      .where(and(eq(travelers.travel_id, current.id), eq(travelers.customer_id, newCustomer)));
    const oldRow = and(eq(travelers.travel_id, current.id), eq(travelers.customer_id, current.customer_id));
    if (onTrip.length) await tx.delete(travelers).where(oldRow);
    else await tx.update(travelers).set({ customer_id: newCustomer }).where(oldRow);
  });
  await audit(app, request, { agencyId: auth.agencyId, userId: auth.userId, action: 'update', entity: 'travel', entityId: current.id });
  return travelDetail(app, auth.agencyId, current.id);
}

/** DELETE /travels/{id}?customer_id=: with customer_id, the trip must also be that customer's. */
export async function removeTravel(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: { agencyId: number; userId: number },
  id: number,
  customerId: number | undefined,
): Promise<void> {
  const filters = [eq(travels.id, id), eq(travels.agency_id, auth.agencyId)];
  if (customerId !== undefined) filters.push(eq(travels.customer_id, customerId));
  const deleted = await app.db
    .delete(travels)
    .where(and(...filters))
    .returning({ id: travels.id, name: travels.name, customer_id: travels.customer_id });
  if (!deleted.length) throw notFound();
  await audit(app, request, {
    agencyId: auth.agencyId,
    userId: auth.userId,
    action: 'delete',
    entity: 'travel',
    entityId: id,
    details: { name: deleted[0]!.name, customer_id: deleted[0]!.customer_id },
  });
}
