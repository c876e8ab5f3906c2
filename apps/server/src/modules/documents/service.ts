import path from 'node:path';
import { and, asc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { audit } from '../../platform/audit/audit.ts';
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

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'application/pdf': 'pdf' };

/**
 * The holder's next trip (not ended yet): for the customer's own documents any trip of the
 * customer; for a dependent's document the trips of the customer the dependent travels on.
 */
function nextTripOfDocument(app: FastifyInstance) {
  return app.db
    .select({ id: travels.id, name: travels.name, going: travels.going, back: travels.back })
    .from(travels)
    .where(
      and(
        eq(travels.agency_id, documents.agency_id),
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
function selectDocuments(app: FastifyInstance) {
  const nextTrip = nextTripOfDocument(app);
  return app.db
    .select({
      document: documents,
      dependent: { id: dependents.id, first_name: dependents.first_name, last_name: dependents.last_name, degree: dependents.degree },
      next_trip: { id: nextTrip.id, name: nextTrip.name, going: nextTrip.going, back: nextTrip.back },
      expires_before_trip_window: sql<boolean>`coalesce(${documents.expiry_date} < ((${nextTrip.back} at time zone interval '-03:00')::date + make_interval(months => ${TRIP_VALIDITY_MONTHS})), false)`.mapWith(
        (value: unknown) => value === true || value === 't' || value === 'true',
      ),
    })
    .from(documents)
    .leftJoin(dependents, eq(dependents.id, documents.dependent_id))
    .leftJoinLateral(nextTrip, sql`true`);
}

type DocumentRow = Awaited<ReturnType<ReturnType<typeof selectDocuments>['execute']>>[number];

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function toDocument(app: FastifyInstance, row: DocumentRow) {
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
      ? { url: app.fileUrls.url(d.file_key)!, file_name: d.file_name ?? path.basename(d.file_key), mime: d.mime ?? 'application/octet-stream', size: d.size ?? 0 }
      : null,
    created_at: d.created_at,
    dependent: row.dependent?.id ? { ...row.dependent, degree: row.dependent.degree as Degree } : null,
    next_trip: row.next_trip?.id
      ? { id: row.next_trip.id, name: row.next_trip.name, going: asDate(row.next_trip.going), back: asDate(row.next_trip.back) }
      : null,
    expires_before_trip_window: row.expires_before_trip_window === true,
  };
}

/** GET /customers/documents/shared/{customer id}: the customer's documents, then each dependent's. */
export async function listDocuments(app: FastifyInstance, agencyId: number, customerId: number) {
  await scoped({ db: app.db, agencyId }).customers.require(customerId);
  const rows = await selectDocuments(app)
    .where(and(eq(documents.agency_id, agencyId), eq(documents.customer_id, customerId)))
    .orderBy(
      sql`${documents.dependent_id} is not null`,
      asc(dependents.first_name),
      asc(dependents.id),
      asc(documents.document_type),
      asc(documents.id),
    );
  return rows.map((row) => toDocument(app, row));
}

async function getDocument(app: FastifyInstance, agencyId: number, id: number) {
  const [row] = await selectDocuments(app)
    .where(and(eq(documents.id, id), eq(documents.agency_id, agencyId)))
    .limit(1);
  if (!row) throw notFound();
  return toDocument(app, row);
}

/** A dependent given on a document must be one of the document's customer's dependents. */
async function assertDependentOf(app: FastifyInstance, agencyId: number, customerId: number, dependentId: number) {
  const [row] = await app.db
    .select({ customer_id: dependents.customer_id })
    .from(dependents)
    .where(and(eq(dependents.id, dependentId), eq(dependents.agency_id, agencyId)))
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
  app: FastifyInstance,
  source: { upload: UploadedFile } | { dataUrl: string },
  fallbackName: string,
): Promise<StoredDocumentFile> {
  if ('upload' in source) {
    const { data, filename } = source.upload;
    if (data.length === 0) throw fieldError('file', 'validation.fileInvalid');
    const mime = await checkFileContent(data, 'file', DOCUMENT_RULES);
    const stored = await app.storage.put('documents', data, EXTENSIONS[mime] ?? 'bin');
    return { file_key: stored.key, file_name: cleanFileName(filename, fallbackName, mime), mime, size: stored.size };
  }
  const saved = await saveDataUrl(app.storage, source.dataUrl, 'documents', 'file', DOCUMENT_RULES);
  const declared = /;name=([^;,]*)/i.exec(source.dataUrl.slice(0, 512))?.[1];
  let name: string | undefined;
  try {
    name = declared ? decodeURIComponent(declared) : undefined;
  } catch {
    name = undefined;
  }
  return { file_key: saved.key, file_name: cleanFileName(name, fallbackName, saved.mime), mime: saved.mime, size: saved.size };
}

function fileSource(upload: UploadedFile | undefined, dataUrl: string | null | undefined) {
  if (upload) return { upload };
  if (dataUrl) return { dataUrl };
  return null;
}

const fallbackName = (type: string, number: string) => `${type}-${number}`.replace(/[^\w.-]+/g, '_').slice(0, 100);

/** POST /customers/documents: JSON with the file as a data URL, or multipart with a file part "file". */
export async function createDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  agencyId: number,
  userId: number,
  input: DocumentCreate,
  upload?: UploadedFile,
) {
  await scoped({ db: app.db, agencyId }).customers.require(input.customer_id);
  if (input.dependent_id) await assertDependentOf(app, agencyId, input.customer_id, input.dependent_id);
  const source = fileSource(upload, input.file);
  const file = source ? await storeFile(app, source, fallbackName(input.document_type, input.number)) : null;
  const [row] = await app.db
    .insert(documents)
    .values({
      agency_id: agencyId,
      customer_id: input.customer_id,
      dependent_id: input.dependent_id ?? null,
      document_type: input.document_type,
      number: input.number,
      issue_date: input.issue_date ?? null,
      expiry_date: input.expiry_date ?? null,
      issuing_country: input.issuing_country ?? null,
      ...(file ?? {}),
      created_by: userId,
    })
    .returning({ id: documents.id });
  await audit(app, request, {
    agencyId,
    userId,
    action: 'create',
    entity: 'document',
    entityId: row!.id,
    details: { customer_id: input.customer_id, dependent_id: input.dependent_id ?? null, document_type: input.document_type },
  });
  return getDocument(app, agencyId, row!.id);
}

/** PUT /customers/documents/{id}: the fields to change; a new file (multipart or data URL) replaces the old one, null removes it. */
export async function updateDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  agencyId: number,
  userId: number,
  id: number,
  input: DocumentUpdate,
  upload?: UploadedFile,
) {
  const [current] = await app.db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.agency_id, agencyId)))
    .limit(1);
  if (!current) throw notFound();
  if (input.dependent_id) await assertDependentOf(app, agencyId, current.customer_id, input.dependent_id);
  const issue = input.issue_date === undefined ? current.issue_date : input.issue_date;
  const expiry = input.expiry_date === undefined ? current.expiry_date : input.expiry_date;
  if (issue && expiry && expiry < issue) throw fieldError('expiry_date', 'validation.endBeforeStart');

  const source = fileSource(upload, input.file);
  const file = source
    ? await storeFile(app, source, fallbackName(input.document_type ?? current.document_type, input.number ?? current.number))
    : input.file === null
      ? { file_key: null, file_name: null, mime: null, size: null }
      : undefined;
  await app.db
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
    .where(and(eq(documents.id, current.id), eq(documents.agency_id, agencyId)));
  if (file && current.file_key && current.file_key !== file.file_key) await app.storage.delete(current.file_key).catch(() => {});
  const fields = Object.entries(input)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
  if (upload) fields.push('file');
  await audit(app, request, { agencyId, userId, action: 'update', entity: 'document', entityId: current.id, details: { fields: [...new Set(fields)] } });
  return getDocument(app, agencyId, current.id);
}

export async function deleteDocument(app: FastifyInstance, request: FastifyRequest, agencyId: number, userId: number, id: number) {
  const [deleted] = await app.db
    .delete(documents)
    .where(and(eq(documents.id, id), eq(documents.agency_id, agencyId)))
    .returning({ id: documents.id, file_key: documents.file_key, customer_id: documents.customer_id });
  if (!deleted) throw notFound();
  if (deleted.file_key) await app.storage.delete(deleted.file_key).catch(() => {});
  await audit(app, request, { agencyId, userId, action: 'delete', entity: 'document', entityId: id, details: { customer_id: deleted.customer_id } });
}
