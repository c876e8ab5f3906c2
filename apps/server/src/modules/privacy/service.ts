import crypto from 'node:crypto';
import { and, asc, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_DELETION_BUSINESS_DAYS, translate, type AgencyExport, type DeletionRequest, type Locale } from '@rumo/core';
import { agencies, auditLog, customers, dependents, documents, travels, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { addBusinessDays, dateInZone } from '../../lib/business-days.ts';
import { audit } from '../../platform/audit/audit.ts';
import { scoped } from '../../platform/context/scoped.ts';
import { agencyStorageKeys, buildAgencyZip } from './export.ts';

export const EXPORT_JOB = 'privacy-agency-export';
export const DELETION_JOB = 'privacy-agency-deletion';
export const DELETION_SWEEP_JOB = 'privacy-agency-deletion-sweep';
/** How long the e-mailed download link of an export works. */
export const EXPORT_LINK_HOURS = 72;
/** The deletion runs at this local time on its day. */
const DELETION_HOUR = '03:00:00';

export interface ExportJob {
  agencyId: number;
  exportId: string;
  userId: number;
  locale: Locale;
}
export interface DeletionJob {
  agencyId: number;
}

// ---------- export of all the agency's data ----------

/**
 * The export's life is written to the audit log (entity 'agency_export', entity_id = export id):
 * 'export_requested', then 'export_ready' (with the storage key) or 'export_failed'. The audit log
 * is where exports of personal data must be recorded anyway, so no other table is needed.
 */
export async function requestExport(app: FastifyInstance, request: FastifyRequest, agencyId: number, userId: number): Promise<AgencyExport> {
  const exportId = crypto.randomUUID();
  await audit(app, request, { agencyId, userId, action: 'export_requested', entity: 'agency_export', entityId: exportId });
  await app.jobs.send<ExportJob>(EXPORT_JOB, { agencyId, exportId, userId, locale: request.locale as Locale });
  return getExport(app, request.locale as Locale, agencyId, exportId);
}

async function exportEntries(app: FastifyInstance, agencyId: number, exportId: string) {
  return app.db
    .select({ action: auditLog.action, details: auditLog.details, created_at: auditLog.created_at })
    .from(auditLog)
    .where(and(eq(auditLog.agency_id, agencyId), eq(auditLog.entity, 'agency_export'), eq(auditLog.entity_id, exportId)))
    .orderBy(asc(auditLog.id));
}

export async function getExport(app: FastifyInstance, locale: Locale, agencyId: number, exportId: string): Promise<AgencyExport> {
  const entries = await exportEntries(app, agencyId, exportId);
  const requested = entries.find((e) => e.action === 'export_requested');
  if (!requested) throw notFound();
  const done = entries.find((e) => e.action === 'export_ready') ?? entries.find((e) => e.action === 'export_failed');
  const key = done?.action === 'export_ready' ? String(done.details?.file_key ?? '') : '';
  const status = !done ? 'pending' : done.action === 'export_ready' ? 'ready' : 'failed';
  return {
    id: exportId,
    status,
    requested_at: requested.created_at,
    finished_at: done?.created_at ?? null,
    url: key ? app.fileUrls.url(key, EXPORT_LINK_HOURS * 3600) : null,
    size: key ? Number(done?.details?.size ?? 0) : null,
    detail: translate(locale, status === 'pending' ? 'privacy.exportStarted' : status === 'ready' ? 'privacy.exportReady' : 'privacy.exportFailed'),
  };
}

/** The job: builds the zip, stores it, records it and e-mails the owner who asked. Safe to re-run. */
export async function runExport(app: FastifyInstance, job: ExportJob): Promise<void> {
  const entries = await exportEntries(app, job.agencyId, job.exportId);
  if (!entries.some((e) => e.action === 'export_requested') || entries.some((e) => e.action === 'export_ready')) return;
  let stored: { key: string; size: number };
  try {
    const zip = await buildAgencyZip(app, job.agencyId, job.locale);
    stored = await app.storage.put(`exports/${job.agencyId}`, zip, 'zip');
  } catch (error) {
    app.log.error({ err: error, exportId: job.exportId }, 'agency export failed');
    await audit(app, null, { agencyId: job.agencyId, userId: job.userId, action: 'export_failed', entity: 'agency_export', entityId: job.exportId });
    return;
  }
  await audit(app, null, {
    agencyId: job.agencyId,
    userId: job.userId,
    action: 'export_ready',
    entity: 'agency_export',
    entityId: job.exportId,
    details: { file_key: stored.key, size: stored.size },
  });
  const [row] = await app.db
    .select({ email: users.email, first_name: users.first_name, locale: users.locale, agency: agencies.name })
    .from(users)
    .innerJoin(agencies, eq(agencies.id, users.agency_id))
    .where(and(eq(users.id, job.userId), eq(users.agency_id, job.agencyId)))
    .limit(1);
  if (!row) return;
  const locale = (row.locale as Locale | null) ?? job.locale;
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const link = `${app.config.publicUrl}${app.fileUrls.url(stored.key, EXPORT_LINK_HOURS * 3600)}`;
  await app.mailer
    .send({
      to: row.email,
      subject: t('privacy.exportReadySubject'),
      text: `${t('privacy.exportReadyBody', { name: row.first_name, agency: row.agency, hours: EXPORT_LINK_HOURS, link })}\n\n${t('mail.signature')}`,
    })
    .catch((error: unknown) => app.log.error({ err: error }, 'export e-mail failed'));
}

// ---------- account deletion ----------

/** The day the deletion runs: ACCOUNT_DELETION_BUSINESS_DAYS business days after the request's day in the agency's zone. */
export function deletionDate(requestedAt: Date, timeZone: string): string {
  return addBusinessDays(dateInZone(requestedAt, timeZone), ACCOUNT_DELETION_BUSINESS_DAYS);
}

/** The instant the deletion job starts: 03:00 in São Paulo (-03:00) on the deletion day. */
const deletionInstant = (date: string) => new Date(`${date}T${DELETION_HOUR}-03:00`);

function deletionAnswer(locale: Locale, requestedAt: Date | null, timeZone: string, key: 'privacy.deletionScheduled' | 'privacy.deletionCanceled' | 'privacy.deletionNotRequested'): DeletionRequest {
  const date = requestedAt ? deletionDate(requestedAt, timeZone) : null;
  const shown = date ? date.split('-').reverse().join('/') : '';
  return {
    deletion_requested_at: requestedAt,
    deletion_date: date,
    business_days: ACCOUNT_DELETION_BUSINESS_DAYS,
    detail: translate(locale, key, { date: shown }),
  };
}

export async function getDeletionRequest(app: FastifyInstance, locale: Locale, agencyId: number): Promise<DeletionRequest> {
  const [agency] = await app.db
    .select({ requested: agencies.deletion_requested_at, timezone: agencies.timezone })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  if (!agency) throw notFound();
  return deletionAnswer(locale, agency.requested, agency.timezone, agency.requested ? 'privacy.deletionScheduled' : 'privacy.deletionNotRequested');
}

/** POST /agencies/accounts/delete-request (owner): schedules the deletion 30 business days ahead. */
export async function requestDeletion(app: FastifyInstance, request: FastifyRequest, agencyId: number, userId: number): Promise<DeletionRequest> {
  const now = new Date();
  const [agency] = await app.db
    .update(agencies)
    .set({ deletion_requested_at: now })
    .where(and(eq(agencies.id, agencyId), isNull(agencies.deletion_requested_at)))
    .returning({ requested: agencies.deletion_requested_at, timezone: agencies.timezone });
  if (!agency) throw new AppError(409, { key: 'privacy.deletionAlreadyRequested' });
  const date = deletionDate(now, agency.timezone);
  await app.jobs.send<DeletionJob>(DELETION_JOB, { agencyId }, { startAfter: deletionInstant(date) });
  await audit(app, request, { agencyId, userId, action: 'deletion_requested', entity: 'agency', entityId: agencyId, details: { deletion_date: date } });
  return deletionAnswer(request.locale as Locale, now, agency.timezone, 'privacy.deletionScheduled');
}

/** DELETE /agencies/accounts/delete-request (owner): cancels until the day; the job finds nothing to do. */
export async function cancelDeletion(app: FastifyInstance, request: FastifyRequest, agencyId: number, userId: number): Promise<DeletionRequest> {
  const [agency] = await app.db
    .update(agencies)
    .set({ deletion_requested_at: null })
    .where(and(eq(agencies.id, agencyId), isNotNull(agencies.deletion_requested_at)))
    .returning({ timezone: agencies.timezone });
  if (!agency) throw new AppError(404, { key: 'privacy.deletionNotRequested' });
  await audit(app, request, { agencyId, userId, action: 'deletion_canceled', entity: 'agency', entityId: agencyId });
  return deletionAnswer(request.locale as Locale, null, agency.timezone, 'privacy.deletionCanceled');
}

/**
 * The deletion job: when the agency still asks for deletion and its day has come, deletes the
 * stored files, then the agency row (every table cascades from it). Re-running is harmless: a
 * deleted agency, a canceled request or an earlier day does nothing.
 */
export async function runDeletion(app: FastifyInstance, job: DeletionJob, now = new Date()): Promise<'deleted' | 'skipped'> {
  const [agency] = await app.db
    .select({ requested: agencies.deletion_requested_at, timezone: agencies.timezone })
    .from(agencies)
    .where(eq(agencies.id, job.agencyId));
  if (!agency?.requested) return 'skipped';
  if (dateInZone(now, agency.timezone) < deletionDate(agency.requested, agency.timezone)) return 'skipped';
  const keys = await agencyStorageKeys(app, job.agencyId);
  // exports of the agency are files too; their keys are in its audit log
  const exports = await app.db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.agency_id, job.agencyId), eq(auditLog.entity, 'agency_export'), eq(auditLog.action, 'export_ready')));
  for (const entry of exports) if (typeof entry.details?.file_key === 'string') keys.push(entry.details.file_key);
  for (const key of keys) await app.storage.delete(key).catch((error: unknown) => app.log.warn({ err: error, key }, 'file deletion failed'));
  const deleted = await app.db
    .delete(agencies)
    .where(and(eq(agencies.id, job.agencyId), isNotNull(agencies.deletion_requested_at)))
    .returning({ id: agencies.id });
  if (!deleted.length) return 'skipped';
  // the agency's own log went with it; this entry keeps only the fact and the id
  await audit(app, null, { agencyId: null, userId: null, action: 'agency_deleted', entity: 'agency', entityId: job.agencyId, details: { files: keys.length } });
  return 'deleted';
}

/** Daily safety net: every agency whose deletion day has passed, in case its job was lost. */
export async function sweepDeletions(app: FastifyInstance): Promise<void> {
  const due = await app.db.select({ id: agencies.id }).from(agencies).where(isNotNull(agencies.deletion_requested_at));
  for (const agency of due) await runDeletion(app, { agencyId: agency.id });
}

// ---------- one client's personal data ----------

/** Audit entries about a customer: on the customer itself or naming it in their details. */
function customerAuditFilter(agencyId: number, customerId: number) {
  return and(
    eq(auditLog.agency_id, agencyId),
    or(
      and(eq(auditLog.entity, 'customer'), eq(auditLog.entity_id, String(customerId))),
      sql`${auditLog.details}->>'customer_id' = ${String(customerId)}`,
    ),
  );
}

/** GET /customers/{id}/personal-data: everything held about one client, as JSON. */
export async function customerPersonalData(app: FastifyInstance, request: FastifyRequest, agencyId: number, userId: number, customerId: number) {
  const [customer] = await app.db
    .select()
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.agency_id, agencyId)));
  if (!customer) throw notFound();
  const [deps, docs, trips, entries] = await Promise.all([
    app.db.select().from(dependents).where(and(eq(dependents.agency_id, agencyId), eq(dependents.customer_id, customerId))).orderBy(asc(dependents.id)),
    app.db.select().from(documents).where(and(eq(documents.agency_id, agencyId), eq(documents.customer_id, customerId))).orderBy(asc(documents.id)),
    app.db.select().from(travels).where(and(eq(travels.agency_id, agencyId), eq(travels.customer_id, customerId))).orderBy(asc(travels.going)),
    app.db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        entity: auditLog.entity,
        entity_id: auditLog.entity_id,
        details: auditLog.details,
        created_at: auditLog.created_at,
        user_id: auditLog.user_id,
      })
      .from(auditLog)
      .where(customerAuditFilter(agencyId, customerId))
      .orderBy(desc(auditLog.id))
      .limit(5000),
  ]);
  await audit(app, request, { agencyId, userId, action: 'export', entity: 'customer', entityId: customerId, details: { customer_id: customerId, kind: 'personal_data' } });
  return {
    exported_at: new Date(),
    customer: { ...customer, picture_url: app.fileUrls.url(customer.picture) },
    dependents: deps.map((d) => ({ ...d, picture_url: app.fileUrls.url(d.picture) })),
    documents: docs.map((d) => ({ ...d, file_url: app.fileUrls.url(d.file_key) })),
    travels: trips,
    audit_log: entries,
  };
}

/** The name an erased client keeps, in the product's language (spec: 'Cliente removido'). */
export const ERASED_FIRST_NAME = 'Cliente';
export const ERASED_LAST_NAME = 'removido';

/**
 * POST /customers/{id}/erase: anonymises the client. Names become 'Cliente removido'; contact,
 * CPF, address, notes, picture and other personal fields are cleared; documents (and their files)
 * and dependents are deleted. The trips stay, with their itinerary and financial history, because
 * accounting and tax law require the agency to keep its sales records (LGPD art. 16, I): they no
 * longer point to an identifiable person.
 */
export async function eraseCustomer(app: FastifyInstance, request: FastifyRequest, agencyId: number, userId: number, customerId: number) {
  await scoped({ db: app.db, agencyId }).customers.require(customerId);
  const result = await app.db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ picture: customers.picture })
      .from(customers)
      .where(and(eq(customers.id, customerId), eq(customers.agency_id, agencyId)))
      .for('update');
    if (!customer) throw notFound();
    const deletedDocs = await tx
      .delete(documents)
      .where(and(eq(documents.agency_id, agencyId), eq(documents.customer_id, customerId)))
      .returning({ key: documents.file_key });
    const deletedDeps = await tx
      .delete(dependents)
      .where(and(eq(dependents.agency_id, agencyId), eq(dependents.customer_id, customerId)))
      .returning({ id: dependents.id, key: dependents.picture });
    await tx
      .update(customers)
      .set({
        first_name: ERASED_FIRST_NAME,
        last_name: ERASED_LAST_NAME,
        email: null,
        phone: null,
        birth_date: null,
        cpf: null,
        gender: null,
        nationality: null,
        address: null,
        picture: null,
        personality_tags: [],
        loyalty_programs: [],
        mileage: null,
        notes: null,
        updated_at: new Date(),
      })
      .where(and(eq(customers.id, customerId), eq(customers.agency_id, agencyId)));
    return { customer, deletedDocs, deletedDeps };
  });
  const keys = [result.customer.picture, ...result.deletedDocs.map((d) => d.key), ...result.deletedDeps.map((d) => d.key)].filter(
    (key): key is string => !!key,
  );
  for (const key of keys) await app.storage.delete(key).catch(() => {});
  await audit(app, request, {
    agencyId,
    userId,
    action: 'erase',
    entity: 'customer',
    entityId: customerId,
    details: { customer_id: customerId, documents: result.deletedDocs.length, dependents: result.deletedDeps.length },
  });
  return {
    detail: translate(request.locale, 'privacy.customerErased'),
    documents_deleted: result.deletedDocs.length,
    dependents_deleted: result.deletedDeps.length,
  };
}

