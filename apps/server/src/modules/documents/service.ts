import path from 'node:path';
import { and, asc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIMES,
  type Degree,
  type DocumentCreate,
  type DocumentType,
  type DocumentUpdate,
} from '@rumo/core';
import { dependents, documents, travelers, travels } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { actor, inTransaction, type Context } from '../../platform/context/context.ts';
import { checkFileContent, saveDataUrl, type UploadRules } from '../../platform/storage/uploads.ts';
import { scoped } from '../../platform/context/scoped.ts';

/** Document scans: png, jpeg or pdf by content, at most 5 MB. */
export const DOCUMENT_RULES: UploadRules = {
  mimes: DOCUMENT_MIMES,
  maxBytes: DOCUMENT_MAX_BYTES,
  typeError: 'validation.imageFormat',
  sizeError: 'validation.documentTooLarge',
};

/** Months of validity a document must keep after the return of the holder's next trip. */
export const TRIP_VALIDITY_MONTHS = 6;

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
};

/**
 * The holder's next trip (not ended yet): for the customer's own documents any trip of the
 * customer; for a dependent's document the trips of the customer the dependent travels on.
 */
function nextTripOfDocument(ctx: Context) {
  return ctx.db
    .select({ id: travels.id, name: travels.name, going: travels.going, back: travels.back })
    .from(travels)
    .where(
      and(
        scoped(ctx).sameAgency(travels, documents),
        eq(travels.customer_id, documents.customer_id),
        gte(travels.back, sql`now()`),
        or(
          isNull(documents.dependent_id),
          sql`exists (select 1 from ${travelers} where ${travelers.travel_id} = ${travels.id} and ${travelers.dependent_id} = ${documents.dependent_id})`,
        ),
      ),
    )
    .orderBy(asc(travels.going), asc(travels.id))
    .limit(1)
    .as('doc_next_trip');
}

/** Documents with their dependent, next trip and the six-month flag, computed in one statement. */
function selectDocuments(ctx: Context) {
  const nextTrip = nextTripOfDocument(ctx);
  return ctx.db
    .select({
      document: documents,
      dependent: {
        id: dependents.id,
        first_name: dependents.first_name,
        last_name: dependents.last_name,
        degree: dependents.degree,
      },
      next_trip: { id: nextTrip.id, name: nextTrip.name, going: nextTrip.going, back: nextTrip.back },
      expires_before_trip_window:
        sql<boolean>`coalesce(${documents.expiry_date} < ((${nextTrip.back} at time zone ${ctx.timeZone})::date + make_interval(months => ${TRIP_VALIDITY_MONTHS})), false)`.mapWith(
          (value: unknown) => value === true || value === 't' || value === 'true',
        ),
    })
    .from(documents)
    .leftJoin(dependents, eq(dependents.id, documents.dependent_id))
    .leftJoinLateral(nextTrip, sql`true`);
}

type DocumentRow = Awaited<ReturnType<ReturnType<typeof selectDocuments>['execute']>>[number];

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function toDocument(ctx: Context, row: DocumentRow) {
  const d = row.document;
  return {
    id: d.id,
    customer_id: d.customer_id,
    dependent_id: d.dependent_id,
    document_type: d.document_type as DocumentType,
    number: d.number,
    issue_date: d.issue_date,
    expiry_date: d.expiry_date,
    issuing_country: d.issuing_country,
    file: d.file_key
      ? {
          url: ctx.deps.fileUrls.url(d.file_key)!,
          file_name: d.file_name ?? path.basename(d.file_key),
          mime: d.mime ?? 'application/octet-stream',
          size: d.size ?? 0,
        }
      : null,
    created_at: d.created_at,
    dependent: row.dependent?.id ? { ...row.dependent, degree: row.dependent.degree as Degree } : null,
    next_trip: row.next_trip?.id
      ? {
          id: row.next_trip.id,
          name: row.next_trip.name,
          going: asDate(row.next_trip.going),
          back: asDate(row.next_trip.back),
        }
      : null,
    expires_before_trip_window: row.expires_before_trip_window === true,
  };
}

/** GET /customers/documents/shared/{customer id}: the customer's documents, then each dependent's. */
export async function listDocuments(ctx: Context, customerId: number) {
  await scoped(ctx).customers.require(customerId);
  const rows = await selectDocuments(ctx)
    .where(scoped(ctx).where(documents, eq(documents.customer_id, customerId)))
    .orderBy(
      sql`${documents.dependent_id} is not null`,
      asc(dependents.first_name),
      asc(dependents.id),
      asc(documents.document_type),
      asc(documents.id),
    );
  return rows.map((row) => toDocument(ctx, row));
}

async function getDocument(ctx: Context, id: number) {
  const [row] = await selectDocuments(ctx)
    .where(scoped(ctx).where(documents, eq(documents.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return toDocument(ctx, row);
}

/** A dependent given on a document must be one of the document's customer's dependents. */
async function assertDependentOf(ctx: Context, customerId: number, dependentId: number) {
  const [row] = await ctx.db
    .select({ customer_id: dependents.customer_id })
    .from(dependents)
    .where(scoped(ctx).where(dependents, eq(dependents.id, dependentId)))
    .limit(1);
  if (!row) throw notFound();
  if (row.customer_id !== customerId) throw fieldError('dependent_id', 'validation.invalidChoice');
}

interface StoredDocumentFile {
  file_key: string;
  file_name: string;
  mime: string;
  size: number;
}

/** A safe display name: the base name without control characters or path parts. */
function cleanFileName(name: string | undefined, fallback: string, mime: string): string {
  // eslint-disable-next-line no-control-regex
  const base = path.basename((name ?? '').replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 200);
  return base || `${fallback}.${EXTENSIONS[mime] ?? 'bin'}`;
}

/** Stores a document file from a multipart part or a data URL, after checking its content. */
async function storeFile(
  ctx: Context,
  source: { upload: UploadedFile } | { dataUrl: string },
  fallbackName: string,
): Promise<StoredDocumentFile> {
  if ('upload' in source) {
    const { data, filename } = source.upload;
    if (data.length === 0) throw fieldError('file', 'validation.fileInvalid');
    const mime = await checkFileContent(data, 'file', DOCUMENT_RULES);
    const stored = await ctx.deps.storage.put('documents', data, EXTENSIONS[mime] ?? 'bin');
    return {
      file_key: stored.key,
      file_name: cleanFileName(filename, fallbackName, mime),
      mime,
      size: stored.size,
    };
  }
  const saved = await saveDataUrl(ctx.deps.storage, source.dataUrl, 'documents', 'file', DOCUMENT_RULES);
  const declared = /;name=([^;,]*)/i.exec(source.dataUrl.slice(0, 512))?.[1];
  let name: string | undefined;
  try {
    name = declared ? decodeURIComponent(declared) : undefined;
  } catch {
    name = undefined;
  }
  return {
    file_key: saved.key,
    file_name: cleanFileName(name, fallbackName, saved.mime),
    mime: saved.mime,
    size: saved.size,
  };
}

function fileSource(upload: UploadedFile | undefined, dataUrl: string | null | undefined) {
  if (upload) return { upload };
  if (dataUrl) return { dataUrl };
  return null;
}

const fallbackName = (type: string, number: string) =>
  `${type}-${number}`.replace(/[^\w.-]+/g, '_').slice(0, 100);

/** POST /customers/documents: JSON with the file as a data URL, or multipart with a file part "file". */
export async function createDocument(ctx: Context, input: DocumentCreate, upload?: UploadedFile) {
  await scoped(ctx).customers.require(input.customer_id);
  if (input.dependent_id) await assertDependentOf(ctx, input.customer_id, input.dependent_id);
  const source = fileSource(upload, input.file);
  const file = source ? await storeFile(ctx, source, fallbackName(input.document_type, input.number)) : null;
  const row = await inTransaction(ctx, async (tx) => {
    const [created] = await tx.db
      .insert(documents)
      .values(
        scoped(tx).row({
          customer_id: input.customer_id,
          dependent_id: input.dependent_id ?? null,
          document_type: input.document_type,
          number: input.number,
          issue_date: input.issue_date ?? null,
          expiry_date: input.expiry_date ?? null,
          issuing_country: input.issuing_country ?? null,
          ...(file ?? {}),
          created_by: actor(tx),
        }),
      )
      .returning({ id: documents.id });
    await recordAudit(tx, {
      action: 'create',
      entity: 'document',
      entityId: created!.id,
      details: {
        customer_id: input.customer_id,
        dependent_id: input.dependent_id ?? null,
        document_type: input.document_type,
      },
    });
    return created!;
  });
  return getDocument(ctx, row.id);
}

/** PUT /customers/documents/{id}: the fields to change; a new file (multipart or data URL) replaces the old one, null removes it. */
export async function updateDocument(ctx: Context, id: number, input: DocumentUpdate, upload?: UploadedFile) {
  const [current] = await ctx.db
    .select()
    .from(documents)
    .where(scoped(ctx).where(documents, eq(documents.id, id)))
    .limit(1);
  if (!current) throw notFound();
  if (input.dependent_id) await assertDependentOf(ctx, current.customer_id, input.dependent_id);
  const issue = input.issue_date === undefined ? current.issue_date : input.issue_date;
  const expiry = input.expiry_date === undefined ? current.expiry_date : input.expiry_date;
  if (issue && expiry && expiry < issue) throw fieldError('expiry_date', 'validation.endBeforeStart');

  const source = fileSource(upload, input.file);
  const file = source
    ? await storeFile(
        ctx,
        source,
        fallbackName(input.document_type ?? current.document_type, input.number ?? current.number),
      )
    : input.file === null
      ? { file_key: null, file_name: null, mime: null, size: null }
      : undefined;
  const fields = Object.entries(input)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
  if (upload) fields.push('file');
  await inTransaction(ctx, async (tx) => {
    await tx.db
      .update(documents)
      .set({
        dependent_id: input.dependent_id,
        document_type: input.document_type,
        number: input.number,
        issue_date: input.issue_date,
        expiry_date: input.expiry_date,
        issuing_country: input.issuing_country,
        ...(file ?? {}),
        updated_at: new Date(),
      })
      .where(scoped(tx).where(documents, eq(documents.id, current.id)));
    await recordAudit(tx, {
      action: 'update',
      entity: 'document',
      entityId: current.id,
      details: { fields: [...new Set(fields)] },
    });
  });
  if (file && current.file_key && current.file_key !== file.file_key)
    await ctx.deps.storage.delete(current.file_key).catch(() => {});
  return getDocument(ctx, current.id);
}

export async function deleteDocument(ctx: Context, id: number) {
  const deleted = await inTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .delete(documents)
      .where(scoped(tx).where(documents, eq(documents.id, id)))
      .returning({ id: documents.id, file_key: documents.file_key, customer_id: documents.customer_id });
    if (!row) throw notFound();
    await recordAudit(tx, {
      action: 'delete',
      entity: 'document',
      entityId: id,
      details: { customer_id: row.customer_id },
    });
    return row;
  });
  if (deleted.file_key) await ctx.deps.storage.delete(deleted.file_key).catch(() => {});
}
