import { and, asc, count, eq, gte, ilike, inArray, like, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
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
import type { Page } from '../../http/paging.ts';
import { escapeLike } from '../../lib/like.ts';
import { normalizePhone } from '../../lib/phone.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { actor, inTransaction, type Context } from '../../platform/context/context.ts';
import { scoped, type Unstamped } from '../../platform/context/scoped.ts';
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
function nextTripOf(ctx: Context) {
  return ctx.db
    .select({ id: travels.id, name: travels.name, going: travels.going, back: travels.back })
    .from(travels)
    .where(and(scoped(ctx).sameAgency(travels, customers), eq(travels.customer_id, customers.id), gte(travels.back, sql`now()`)))
    .orderBy(asc(travels.going), asc(travels.id))
    .limit(1)
    .as('next_trip');
}

/** customers + creator + trip count + next trip, in one statement. */
function selectCustomers(ctx: Context) {
  const nextTrip = nextTripOf(ctx);
  return ctx.db
    .select({
      customer: customers,
      creator: { id: users.id, first_name: users.first_name, last_name: users.last_name },
      trips_count: sql<number>`(select count(*)::int from ${travels} where ${scoped(ctx).sameAgency(travels, customers)} and ${travels.customer_id} = ${customers.id})`.mapWith(Number),
      next_trip: { id: nextTrip.id, name: nextTrip.name, going: nextTrip.going, back: nextTrip.back },
    })
    .from(customers)
    .leftJoin(users, eq(users.id, customers.created_by))
    .leftJoinLateral(nextTrip, sql`true`);
}

type CustomerRow = Awaited<ReturnType<ReturnType<typeof selectCustomers>['execute']>>[number];

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export function toCustomer(ctx: Context, row: CustomerRow) {
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
    picture: ctx.deps.fileUrls.url(c.picture),
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

export function customerFilters(ctx: Context, search: string | undefined): SQL {
  return scoped(ctx).where(customers, search ? customerSearch(search) : undefined);
}

/** GET /customers/all: paged, searchable, sortable by the schema's allow-list. */
export async function listCustomers(ctx: Context, query: CustomerListQuery): Promise<Page<CustomerOut>> {
  const where = customerFilters(ctx, query.search);
  const [rows, [total]] = await Promise.all([
    selectCustomers(ctx)
      .where(where)
      .orderBy(...customerOrder(query))
      .limit(query.limit)
      .offset(query.offset),
    ctx.db.select({ n: count() }).from(customers).where(where),
  ]);
  return { count: total?.n ?? 0, results: rows.map((row) => toCustomer(ctx, row)) };
}

/** Every customer matching the list's search and sort (the export); capped to keep memory bounded. */
export const EXPORT_MAX_ROWS = 50_000;
export async function allCustomers(ctx: Context, query: Omit<CustomerExportQuery, 'format'>) {
  const rows = await selectCustomers(ctx)
    .where(customerFilters(ctx, query.search))
    .orderBy(...customerOrder(query))
    .limit(EXPORT_MAX_ROWS);
  return rows.map((row) => toCustomer(ctx, row));
}

/** GET /customers/?query=: quick matches for the autocomplete (prefix of the name, e-mail, digits). */
export async function autocompleteCustomers(ctx: Context, query: CustomerAutocompleteQuery) {
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
  const rows = await ctx.db
    .select({
      id: customers.id,
      first_name: customers.first_name,
      last_name: customers.last_name,
      email: customers.email,
      phone: customers.phone,
      picture: customers.picture,
    })
    .from(customers)
    .where(scoped(ctx).where(customers, or(...conditions)))
    .orderBy(asc(customers.first_name), asc(customers.last_name), asc(customers.id))
    .limit(20);
  return rows.map((row) => ({ ...row, picture: ctx.deps.fileUrls.url(row.picture) }));
}

export async function getCustomer(ctx: Context, id: number): Promise<CustomerOut> {
  const [row] = await selectCustomers(ctx)
    .where(scoped(ctx).where(customers, eq(customers.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return toCustomer(ctx, row);
}

/** The phone rule: one customer per number in an agency (numbers are stored as E.164). */
async function assertPhoneFree(ctx: Context, phone: string, exceptId?: number) {
  const [taken] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(scoped(ctx).where(customers, eq(customers.phone, phone), exceptId ? ne(customers.id, exceptId) : undefined))
    .limit(1);
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

async function removeFiles(ctx: Context, keys: (string | null | undefined)[]) {
  await Promise.allSettled(keys.filter((key): key is string => !!key).map((key) => ctx.deps.storage.delete(key)));
}

/** Field names given in an update, for the audit log (never the values: personal data). */
const changedFields = (input: object) =>
  Object.entries(input)
    .filter(([key, value]) => key !== 'id' && value !== undefined)
    .map(([key]) => key);

/**
 * The columns of a new customer from a validated create input: the one mapping that both
 * POST /customers/ and the spreadsheet import use (the caller stamps the agency with scoped(ctx).row).
 */
export function customerValues(
  input: CustomerCreate,
  extras: { phone: string | null; picture: string | null; createdBy: number | null },
): Unstamped<typeof customers.$inferInsert> {
  return {
    first_name: input.first_name,
    last_name: input.last_name,
    email: input.email ?? null,
    phone: extras.phone,
    birth_date: input.birth_date ?? null,
    cpf: input.cpf ?? null,
    gender: input.gender ?? null,
    nationality: input.nationality ?? null,
    address: input.address ?? null,
    picture: extras.picture,
    personality_tags: input.personality_tags ?? [],
    trips_per_year: input.trips_per_year ?? null,
    last_trip: input.last_trip ?? null,
    loyalty_programs: input.loyalty_programs ?? [],
    mileage: input.mileage ?? null,
    notes: input.notes ?? null,
    created_by: extras.createdBy,
  };
}

export async function createCustomer(ctx: Context, input: CustomerCreate): Promise<CustomerOut> {
  const phone = input.phone ? normalizePhone(input.phone) : null;
  if (phone) await assertPhoneFree(ctx, phone);
  const picture = input.picture ? (await saveDataUrl(ctx.deps.storage, input.picture, 'customers', 'picture', IMAGE_RULES)).key : null;
  let created: { id: number } | undefined;
  try {
    created = await withPhoneRule(() =>
      inTransaction(ctx, async (tx) => {
        const [row] = await tx.db
          .insert(customers)
          .values(scoped(tx).row(customerValues(input, { phone, picture, createdBy: actor(tx) })))
          .returning({ id: customers.id });
        await recordAudit(tx, { action: 'create', entity: 'customer', entityId: row!.id });
        return row!;
      }),
    );
  } catch (error) {
    await removeFiles(ctx, [picture]);
    throw error;
  }
  return getCustomer(ctx, created.id);
}

export async function updateCustomer(ctx: Context, input: CustomerUpdate): Promise<CustomerOut> {
  const [current] = await ctx.db
    .select({ id: customers.id, picture: customers.picture })
    .from(customers)
    .where(scoped(ctx).where(customers, eq(customers.id, input.id)))
    .limit(1);
  if (!current) throw notFound();
  const phone = input.phone === undefined ? undefined : input.phone === null ? null : normalizePhone(input.phone);
  if (phone) await assertPhoneFree(ctx, phone, current.id);
  const picture =
    input.picture === undefined
      ? undefined
      : input.picture === null
        ? null
        : (await saveDataUrl(ctx.deps.storage, input.picture, 'customers', 'picture', IMAGE_RULES)).key;
  await withPhoneRule(() =>
    inTransaction(ctx, async (tx) => {
      await tx.db
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
        .where(scoped(tx).where(customers, eq(customers.id, current.id)));
      await recordAudit(tx, { action: 'update', entity: 'customer', entityId: current.id, details: { fields: changedFields(input) } });
    }),
  ).catch(async (error) => {
    if (picture) await removeFiles(ctx, [picture]);
    throw error;
  });
  if (picture !== undefined && current.picture && current.picture !== picture) await removeFiles(ctx, [current.picture]);
  return getCustomer(ctx, current.id);
}

/**
 * Deletes customers of the agency (ids of other agencies are ignored) and records it in the same
 * transaction. Dependents, documents and trips go with them (foreign keys cascade); their stored
 * files are removed afterwards.
 */
async function deleteCustomers(ctx: Context, ids: number[], audit: (tx: Context, deleted: number[]) => Promise<void>): Promise<number[]> {
  if (ids.length === 0) return [];
  const { deleted, files } = await inTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const [docFiles, depPictures] = await Promise.all([
      tx.db.select({ key: documents.file_key }).from(documents).where(scope.where(documents, inArray(documents.customer_id, ids))),
      tx.db.select({ key: dependents.picture }).from(dependents).where(scope.where(dependents, inArray(dependents.customer_id, ids))),
    ]);
    const rows = await tx.db
      .delete(customers)
      .where(scope.where(customers, inArray(customers.id, ids)))
      .returning({ id: customers.id, picture: customers.picture });
    await audit(
      tx,
      rows.map((row) => row.id),
    );
    return {
      deleted: rows,
      files: [...rows.map((r) => r.picture), ...docFiles.map((r) => r.key), ...depPictures.map((r) => r.key)],
    };
  });
  await removeFiles(ctx, files);
  return deleted.map((row) => row.id);
}

export async function deleteCustomer(ctx: Context, id: number): Promise<void> {
  const [deleted] = await deleteCustomers(ctx, [id], async (tx, ids) => {
    if (ids.length === 0) throw notFound();
    await recordAudit(tx, { action: 'delete', entity: 'customer', entityId: id });
  });
  if (!deleted) throw notFound();
}

export async function bulkDeleteCustomers(ctx: Context, ids: number[]) {
  const deleted = await deleteCustomers(ctx, [...new Set(ids)], async (tx, done) => {
    if (done.length > 0) await recordAudit(tx, { action: 'delete', entity: 'customer', details: { ids: done } });
  });
  return { deleted: deleted.length };
}
