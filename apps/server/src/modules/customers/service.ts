import { and, asc, count, eq, gte, ilike, inArray, like, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  CustomerAutocompleteQuery,
  CustomerCreate,
  CustomerExportQuery,
  CustomerListQuery,
  CustomerUpdate,
  Gender,
} from '@rumo/core';
import { CUSTOMER_SORT_COLUMNS } from '@rumo/core';
import { customerSearchText, customers, dependents, documents, travels, users } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { pageOf } from '../../http/paging.ts';
import { normalizePhone } from '../../lib/phone.ts';
import { audit } from '../../platform/audit/audit.ts';
import { saveDataUrl } from '../../platform/storage/uploads.ts';
import { IMAGE_RULES } from '../account/service.ts';

/** The digits of a term typed as a phone or CPF ("(11) 99123", "123.456"); none for words with digits in them. */
function phoneLikeDigits(term: string): string {
  return /^[\d\s().+\-/]+$/.test(term) ? term.replace(/\D/g, '') : '';
}

export const PHONE_UNIQUE_INDEX = 'customers_agency_phone_unique';

export const phoneDuplicate = () => fieldError('phone', 'validation.phoneDuplicate');

/**
 * True for PostgreSQL's unique violation (23505) on `constraint`, whether the driver's error
 * comes bare (PGlite, pg) or wrapped by drizzle (DrizzleQueryError.cause).
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return e.constraint === constraint || (typeof e.message === 'string' && e.message.includes(constraint));
  }
  return false;
}

/** Escapes %, _ and \ for a LIKE pattern. */
export const escapeLike = (value: string) => value.replace(/[%_\\]/g, (c) => `\\${c}`);

/**
 * Search over name (first, last and full), e-mail, phone and CPF: one contains-match on their
 * joined text, which the trigram index answers; typed digits of a phone or CPF ("(11) 9876")
 * also match as bare digits.
 */
export function customerSearch(term: string): SQL {
  const text = customerSearchText(customers);
  const conditions: SQL[] = [sql`${text} like ${`%${escapeLike(term.toLowerCase())}%`}`];
  const digits = phoneLikeDigits(term);
  if (digits.length >= 3) conditions.push(sql`${text} like ${`%${digits}%`}`);
  return or(...conditions)!;
}

const SORTABLE: Record<(typeof CUSTOMER_SORT_COLUMNS)[number], AnyColumn> = {
  first_name: customers.first_name,
  last_name: customers.last_name,
  email: customers.email,
  phone: customers.phone,
  created_at: customers.created_at,
  last_trip: customers.last_trip,
};

/** Order of /customers/all and the export: sortBy+sortOrder, else `ordering` ("-created_at"), else by name. */
export function customerOrder(query: Pick<CustomerListQuery, 'sortBy' | 'sortOrder' | 'ordering'>): SQL[] {
  let column: string = query.sortBy ?? 'first_name';
  let descending = query.sortOrder === 'desc';
  if (!query.sortBy && query.ordering) {
    descending = query.ordering.startsWith('-');
    column = query.ordering.replace(/^-/, '');
    if (!(column in SORTABLE)) throw fieldError('ordering', 'validation.invalidChoice');
  }
  const expr = SORTABLE[column as keyof typeof SORTABLE];
  const primary = descending ? sql`${expr} desc nulls last` : sql`${expr} asc nulls last`;
  return [primary, asc(customers.last_name), asc(customers.id)];
}

/** The customer's earliest trip that has not ended yet, joined laterally (one query per list). */
function nextTripOf(app: FastifyInstance) {
  return app.db
    .select({ id: travels.id, name: travels.name, going: travels.going, back: travels.back })
    .from(travels)
    .where(
      and(
        eq(travels.agency_id, customers.agency_id),
        eq(travels.customer_id, customers.id),
        gte(travels.back, sql`now()`),
      ),
    )
    .orderBy(asc(travels.going), asc(travels.id))
    .limit(1)
    .as('next_trip');
}

/** customers + creator + trip count + next trip, in one statement. */
function selectCustomers(app: FastifyInstance) {
  const nextTrip = nextTripOf(app);
  return app.db
    .select({
      customer: customers,
      creator: { id: users.id, first_name: users.first_name, last_name: users.last_name },
      trips_count: sql<number>`(select count(*)::int from ${travels} where ${travels.agency_id} = ${customers.agency_id} and ${travels.customer_id} = ${customers.id})`.mapWith(Number),
      next_trip: { id: nextTrip.id, name: nextTrip.name, going: nextTrip.going, back: nextTrip.back },
    })
    .from(customers)
    .leftJoin(users, eq(users.id, customers.created_by))
    .leftJoinLateral(nextTrip, sql`true`);
}

type CustomerRow = Awaited<ReturnType<ReturnType<typeof selectCustomers>['execute']>>[number];

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export function toCustomer(app: FastifyInstance, row: CustomerRow) {
  const c = row.customer;
  return {
    id: c.id,
    first_name: c.first_name,
    last_name: c.last_name,
    email: c.email,
    phone: c.phone,
    birth_date: c.birth_date,
    cpf: c.cpf,
    gender: (c.gender as Gender | null) ?? null,
    nationality: c.nationality,
    address: c.address ?? null,
    picture: app.fileUrls.url(c.picture),
    personality_tags: c.personality_tags ?? [],
    trips_per_year: c.trips_per_year,
    last_trip: c.last_trip,
    loyalty_programs: c.loyalty_programs ?? [],
    mileage: c.mileage,
    notes: c.notes,
    created_by: row.creator?.id ? row.creator : null,
    created_at: c.created_at,
    trips_count: row.trips_count ?? 0,
    next_trip: row.next_trip?.id
      ? { id: row.next_trip.id, name: row.next_trip.name, going: asDate(row.next_trip.going), back: asDate(row.next_trip.back) }
      : null,
  };
}
export type CustomerOut = ReturnType<typeof toCustomer>;

export function customerFilters(agencyId: number, search: string | undefined): SQL {
  const filters: SQL[] = [eq(customers.agency_id, agencyId)];
  if (search) filters.push(customerSearch(search));
  return and(...filters)!;
}

/** GET /customers/all: paged, searchable, sortable by the schema's allow-list. */
export async function listCustomers(app: FastifyInstance, request: FastifyRequest, agencyId: number, query: CustomerListQuery) {
  const where = customerFilters(agencyId, query.search);
  const [rows, [total]] = await Promise.all([
    selectCustomers(app)
      .where(where)
      .orderBy(...customerOrder(query))
      .limit(query.limit)
      .offset(query.offset),
    app.db.select({ n: count() }).from(customers).where(where),
  ]);
  return pageOf(request, query.limit, query.offset, total?.n ?? 0, rows.map((row) => toCustomer(app, row)));
}

/** Every customer matching the list's search and sort (the export); capped to keep memory bounded. */
export const EXPORT_MAX_ROWS = 50_000;
export async function allCustomers(app: FastifyInstance, agencyId: number, query: Omit<CustomerExportQuery, 'format'>) {
  const rows = await selectCustomers(app)
    .where(customerFilters(agencyId, query.search))
    .orderBy(...customerOrder(query))
    .limit(EXPORT_MAX_ROWS);
  return rows.map((row) => toCustomer(app, row));
}

/** GET /customers/?query=: quick matches for the autocomplete (prefix of the name, e-mail, digits). */
export async function autocompleteCustomers(app: FastifyInstance, agencyId: number, query: CustomerAutocompleteQuery) {
  const term = query.query.trim();
  if (!term) return [];
  const prefix = `${escapeLike(term.toLowerCase())}%`;
  const conditions: SQL[] = [
    sql`lower(${customers.first_name} || ' ' || ${customers.last_name}) like ${prefix}`,
    ilike(customers.last_name, prefix),
    ilike(customers.email, prefix),
  ];
  const digits = phoneLikeDigits(term);
  if (digits.length >= 3) conditions.push(like(customers.phone, `%${digits}%`), like(customers.cpf, `${digits}%`));
  const rows = await app.db
    .select({
      id: customers.id,
      first_name: customers.first_name,
      last_name: customers.last_name,
      email: customers.email,
      phone: customers.phone,
      picture: customers.picture,
    })
    .from(customers)
    .where(and(eq(customers.agency_id, agencyId), or(...conditions)))
    .orderBy(asc(customers.first_name), asc(customers.last_name), asc(customers.id))
    .limit(20);
  return rows.map((row) => ({ ...row, picture: app.fileUrls.url(row.picture) }));
}

export async function getCustomer(app: FastifyInstance, agencyId: number, id: number): Promise<CustomerOut> {
  const [row] = await selectCustomers(app)
    .where(and(eq(customers.id, id), eq(customers.agency_id, agencyId)))
    .limit(1);
  if (!row) throw notFound();
  return toCustomer(app, row);
}

/** 404 unless the customer exists in this agency. */
export async function assertCustomer(app: FastifyInstance, agencyId: number, id: number): Promise<void> {
  const [row] = await app.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.agency_id, agencyId)))
    .limit(1);
  if (!row) throw notFound();
}

/** The phone rule: one customer per number in an agency (numbers are stored as E.164). */
async function assertPhoneFree(app: FastifyInstance, agencyId: number, phone: string, exceptId?: number) {
  const filters = [eq(customers.agency_id, agencyId), eq(customers.phone, phone)];
  if (exceptId) filters.push(ne(customers.id, exceptId));
  const [taken] = await app.db.select({ id: customers.id }).from(customers).where(and(...filters)).limit(1);
  if (taken) throw phoneDuplicate();
}

/** Runs a write that may hit the phone's unique index (a race past the check): 400, never 500. */
async function withPhoneRule<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, PHONE_UNIQUE_INDEX)) throw phoneDuplicate();
    throw error;
  }
}

async function removeFiles(app: FastifyInstance, keys: (string | null | undefined)[]) {
  await Promise.allSettled(keys.filter((key): key is string => !!key).map((key) => app.storage.delete(key)));
}

/** Field names given in an update, for the audit log (never the values: personal data). */
const changedFields = (input: object) =>
  Object.entries(input)
    .filter(([key, value]) => key !== 'id' && value !== undefined)
    .map(([key]) => key);

export async function createCustomer(app: FastifyInstance, request: FastifyRequest, agencyId: number, userId: number, input: CustomerCreate) {
  const phone = input.phone ? normalizePhone(input.phone) : null;
  if (phone) await assertPhoneFree(app, agencyId, phone);
  const picture = input.picture ? (await saveDataUrl(app.storage, input.picture, 'customers', 'picture', IMAGE_RULES)).key : null;
  let created: { id: number } | undefined;
  try {
    [created] = await withPhoneRule(() =>
      app.db
        .insert(customers)
        .values({
          agency_id: agencyId,
          first_name: input.first_name,
          last_name: input.last_name,
          email: input.email ?? null,
          phone,
          birth_date: input.birth_date ?? null,
          cpf: input.cpf ?? null,
          gender: input.gender ?? null,
          nationality: input.nationality ?? null,
          address: input.address ?? null,
          picture,
          personality_tags: input.personality_tags ?? [],
          trips_per_year: input.trips_per_year ?? null,
          last_trip: input.last_trip ?? null,
          loyalty_programs: input.loyalty_programs ?? [],
          mileage: input.mileage ?? null,
          notes: input.notes ?? null,
          created_by: userId,
        })
        .returning({ id: customers.id }),
    );
  } catch (error) {
    await removeFiles(app, [picture]);
    throw error;
  }
  await audit(app, request, { agencyId, userId, action: 'create', entity: 'customer', entityId: created!.id });
  return getCustomer(app, agencyId, created!.id);
}

export async function updateCustomer(app: FastifyInstance, request: FastifyRequest, agencyId: number, userId: number, input: CustomerUpdate) {
  const [current] = await app.db
    .select({ id: customers.id, picture: customers.picture })
    .from(customers)
    .where(and(eq(customers.id, input.id), eq(customers.agency_id, agencyId)))
    .limit(1);
  if (!current) throw notFound();
  const phone = input.phone === undefined ? undefined : input.phone === null ? null : normalizePhone(input.phone);
  if (phone) await assertPhoneFree(app, agencyId, phone, current.id);
  const picture =
    input.picture === undefined
      ? undefined
      : input.picture === null
        ? null
        : (await saveDataUrl(app.storage, input.picture, 'customers', 'picture', IMAGE_RULES)).key;
  await withPhoneRule(() =>
    app.db
      .update(customers)
      .set({
        first_name: input.first_name,
        last_name: input.last_name,
        email: input.email,
        phone,
        birth_date: input.birth_date,
        cpf: input.cpf,
        gender: input.gender,
        nationality: input.nationality,
        address: input.address,
        picture,
        personality_tags: input.personality_tags,
        trips_per_year: input.trips_per_year,
        last_trip: input.last_trip,
        loyalty_programs: input.loyalty_programs,
        mileage: input.mileage,
        notes: input.notes,
        updated_at: new Date(),
      })
      .where(and(eq(customers.id, current.id), eq(customers.agency_id, agencyId))),
  ).catch(async (error) => {
    if (picture) await removeFiles(app, [picture]);
    throw error;
  });
  if (picture !== undefined && current.picture && current.picture !== picture) await removeFiles(app, [current.picture]);
  await audit(app, request, {
    agencyId,
    userId,
    action: 'update',
    entity: 'customer',
    entityId: current.id,
    details: { fields: changedFields(input) },
  });
  return getCustomer(app, agencyId, current.id);
}

/**
 * Deletes customers of the agency (ids of other agencies are ignored). Dependents, documents and
 * trips go with them (foreign keys cascade); their stored files are removed afterwards.
 */
async function deleteCustomers(app: FastifyInstance, agencyId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const mine = and(eq(customers.agency_id, agencyId), inArray(customers.id, ids));
  const { deleted, files } = await app.db.transaction(async (tx) => {
    const [docFiles, depPictures] = await Promise.all([
      tx
        .select({ key: documents.file_key })
        .from(documents)
        .where(and(eq(documents.agency_id, agencyId), inArray(documents.customer_id, ids))),
      tx
        .select({ key: dependents.picture })
        .from(dependents)
        .where(and(eq(dependents.agency_id, agencyId), inArray(dependents.customer_id, ids))),
    ]);
    const rows = await tx.delete(customers).where(mine).returning({ id: customers.id, picture: customers.picture });
    return {
      deleted: rows,
      files: [...rows.map((r) => r.picture), ...docFiles.map((r) => r.key), ...depPictures.map((r) => r.key)],
    };
  });
  await removeFiles(app, files);
  return deleted.map((row) => row.id);
}

export async function deleteCustomer(app: FastifyInstance, request: FastifyRequest, agencyId: number, userId: number, id: number) {
  const [deleted] = await deleteCustomers(app, agencyId, [id]);
  if (!deleted) throw notFound();
  await audit(app, request, { agencyId, userId, action: 'delete', entity: 'customer', entityId: id });
}

export async function bulkDeleteCustomers(app: FastifyInstance, request: FastifyRequest, agencyId: number, userId: number, ids: number[]) {
  const deleted = await deleteCustomers(app, agencyId, [...new Set(ids)]);
  if (deleted.length > 0)
    await audit(app, request, { agencyId, userId, action: 'delete', entity: 'customer', details: { ids: deleted } });
  return { deleted: deleted.length };
}
