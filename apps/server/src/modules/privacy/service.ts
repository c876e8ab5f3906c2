import crypto from 'node:crypto';
import { and, asc, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { ACCOUNT_DELETION_BUSINESS_DAYS, translate, zonedInstant, type AgencyExport, type DeletionRequest, type Locale } from '@rumo/core';
import { agencies, auditLog, customers, dependents, documents, travels, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { addBusinessDays, dateInZone } from '../../lib/business-days.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { actor, assertOwner, contextFor, inTransaction, systemContext, type Context, type Deps } from '../../platform/context/context.ts';
import { scoped } from '../../platform/context/scoped.ts';
import type { Db } from '../../db/client.ts';
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
export async function requestExport(ctx: Context): Promise<AgencyExport> {
  assertOwner(ctx);
  const exportId = crypto.randomUUID();
  await recordAudit(ctx, { action: 'export_requested', entity: 'agency_export', entityId: exportId });
  await ctx.deps.jobs.send<ExportJob>(EXPORT_JOB, { agencyId: ctx.agencyId, exportId, userId: actor(ctx), locale: ctx.locale });
  return getExport(ctx, exportId);
}

async function exportEntries(ctx: Context, exportId: string) {
  return ctx.db
    .select({ action: auditLog.action, details: auditLog.details, created_at: auditLog.created_at })
    .from(auditLog)
    .where(scoped(ctx).where(auditLog, eq(auditLog.entity, 'agency_export'), eq(auditLog.entity_id, exportId)))
    .orderBy(asc(auditLog.id));
}

export async function getExport(ctx: Context, exportId: string): Promise<AgencyExport> {
  assertOwner(ctx);
  const entries = await exportEntries(ctx, exportId);
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
    url: key ? ctx.deps.fileUrls.url(key, EXPORT_LINK_HOURS * 3600) : null,
    size: key ? Number(done?.details?.size ?? 0) : null,
    detail: translate(ctx.locale, status === 'pending' ? 'privacy.exportStarted' : status === 'ready' ? 'privacy.exportReady' : 'privacy.exportFailed'),
  };
}

/** The job: builds the zip, stores it, records it and e-mails the owner who asked. Safe to re-run. */
export async function runExport(app: Deps & { db: Db }, job: ExportJob): Promise<void> {
  const ctx = await contextFor(app, job.agencyId, { userId: job.userId, locale: job.locale });
  const entries = await exportEntries(ctx, job.exportId);
  if (!entries.some((e) => e.action === 'export_requested') || entries.some((e) => e.action === 'export_ready')) return;
  let stored: { key: string; size: number };
  try {
    const zip = await buildAgencyZip(ctx);
    stored = await app.storage.put(`exports/${job.agencyId}`, zip, 'zip');
  } catch (error) {
    app.log.error({ err: error, exportId: job.exportId }, 'agency export failed');
    await recordAudit(ctx, { action: 'export_failed', entity: 'agency_export', entityId: job.exportId });
    return;
  }
  await recordAudit(ctx, {
    action: 'export_ready',
    entity: 'agency_export',
    entityId: job.exportId,
    details: { file_key: stored.key, size: stored.size },
  });
  const data = scoped(ctx);
  const [row] = await ctx.db
    .select({ email: users.email, first_name: users.first_name, locale: users.locale, agency: agencies.name })
    .from(users)
    .innerJoin(agencies, data.agencyRowOf(users))
    .where(data.where(users, eq(users.id, job.userId)))
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

/** The instant the deletion job starts: DELETION_HOUR on the deletion day, on the agency's clock. */
const deletionInstant = (date: string, timeZone: string) => zonedInstant(date, DELETION_HOUR, timeZone);

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

/** The agency's own row: its id is the context's agency. */
const ownAgency = (ctx: Context) => eq(agencies.id, ctx.agencyId);

export async function getDeletionRequest(ctx: Context): Promise<DeletionRequest> {
  assertOwner(ctx);
  const [agency] = await ctx.db.select({ requested: agencies.deletion_requested_at }).from(agencies).where(ownAgency(ctx));
  if (!agency) throw notFound();
  return deletionAnswer(ctx.locale, agency.requested, ctx.timeZone, agency.requested ? 'privacy.deletionScheduled' : 'privacy.deletionNotRequested');
}

/** POST /agencies/accounts/delete-request (owner): schedules the deletion 30 business days ahead. */
export async function requestDeletion(ctx: Context): Promise<DeletionRequest> {
  assertOwner(ctx);
  const date = deletionDate(ctx.now, ctx.timeZone);
  await inTransaction(ctx, async (tx) => {
    const [agency] = await tx.db
      .update(agencies)
      .set({ deletion_requested_at: tx.now })
      .where(and(ownAgency(tx), isNull(agencies.deletion_requested_at)))
      .returning({ id: agencies.id });
    if (!agency) throw new AppError(409, { key: 'privacy.deletionAlreadyRequested' });
    await recordAudit(tx, { action: 'deletion_requested', entity: 'agency', entityId: tx.agencyId, details: { deletion_date: date } });
  });
  await ctx.deps.jobs.send<DeletionJob>(DELETION_JOB, { agencyId: ctx.agencyId }, { startAfter: deletionInstant(date, ctx.timeZone) });
  return deletionAnswer(ctx.locale, ctx.now, ctx.timeZone, 'privacy.deletionScheduled');
}

/** DELETE /agencies/accounts/delete-request (owner): cancels until the day; the job finds nothing to do. */
export async function cancelDeletion(ctx: Context): Promise<DeletionRequest> {
  assertOwner(ctx);
  await inTransaction(ctx, async (tx) => {
    const [agency] = await tx.db
      .update(agencies)
      .set({ deletion_requested_at: null })
      .where(and(ownAgency(tx), isNotNull(agencies.deletion_requested_at)))
      .returning({ id: agencies.id });
    if (!agency) throw new AppError(404, { key: 'privacy.deletionNotRequested' });
    await recordAudit(tx, { action: 'deletion_canceled', entity: 'agency', entityId: tx.agencyId });
  });
  return deletionAnswer(ctx.locale, null, ctx.timeZone, 'privacy.deletionCanceled');
}

/**
 * The deletion job: when the agency still asks for deletion and its day has come, deletes the
 * stored files, then the agency row (every table cascades from it). Re-running is harmless: a
 * deleted agency, a canceled request or an earlier day does nothing.
 */
export async function runDeletion(app: Deps & { db: Db }, job: DeletionJob, now = new Date()): Promise<'deleted' | 'skipped'> {
  const ctx = await contextFor(app, job.agencyId, { now });
  const [agency] = await ctx.db.select({ requested: agencies.deletion_requested_at }).from(agencies).where(ownAgency(ctx));
  if (!agency?.requested) return 'skipped';
  if (dateInZone(now, ctx.timeZone) < deletionDate(agency.requested, ctx.timeZone)) return 'skipped';
  const keys = await agencyStorageKeys(ctx);
  // exports of the agency are files too; their keys are in its audit log
  const exports = await ctx.db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(scoped(ctx).where(auditLog, eq(auditLog.entity, 'agency_export'), eq(auditLog.action, 'export_ready')));
  for (const entry of exports) if (typeof entry.details?.file_key === 'string') keys.push(entry.details.file_key);
  for (const key of keys) await app.storage.delete(key).catch((error: unknown) => app.log.warn({ err: error, key }, 'file deletion failed'));
  const system = systemContext(app, { now });
  const deleted = await inTransaction(system, async (tx) => {
    const rows = await tx.db
      .delete(agencies)
      .where(and(ownAgency(ctx), isNotNull(agencies.deletion_requested_at)))
      .returning({ id: agencies.id });
    // the agency's own log goes with it; this entry, of no agency, keeps only the fact and the id
    if (rows.length) await recordAudit(tx, { action: 'agency_deleted', entity: 'agency', entityId: job.agencyId, details: { files: keys.length } });
    return rows.length;
  });
  return deleted ? 'deleted' : 'skipped';
}

/** Daily safety net: every agency whose deletion day has passed, in case its job was lost. */
export async function sweepDeletions(app: Deps & { db: Db }): Promise<void> {
  const due = await app.db.select({ id: agencies.id }).from(agencies).where(isNotNull(agencies.deletion_requested_at));
  for (const agency of due) await runDeletion(app, { agencyId: agency.id });
}

// ---------- one client's personal data ----------

/** Audit entries about a customer: on the customer itself or naming it in their details. */
function customerAuditFilter(ctx: Context, customerId: number) {
  return scoped(ctx).where(
    auditLog,
    or(
      and(eq(auditLog.entity, 'customer'), eq(auditLog.entity_id, String(customerId))),
      sql`${auditLog.details}->>'customer_id' = ${String(customerId)}`,
    ),
  );
}

/** GET /customers/{id}/personal-data: everything held about one client, as JSON. */
export async function customerPersonalData(ctx: Context, customerId: number) {
  const { where } = scoped(ctx);
  const [customer] = await ctx.db.select().from(customers).where(where(customers, eq(customers.id, customerId)));
  if (!customer) throw notFound();
  const [deps, docs, trips, entries] = await Promise.all([
    ctx.db.select().from(dependents).where(where(dependents, eq(dependents.customer_id, customerId))).orderBy(asc(dependents.id)),
    ctx.db.select().from(documents).where(where(documents, eq(documents.customer_id, customerId))).orderBy(asc(documents.id)),
    ctx.db.select().from(travels).where(where(travels, eq(travels.customer_id, customerId))).orderBy(asc(travels.going)),
    ctx.db
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
      .where(customerAuditFilter(ctx, customerId))
      .orderBy(desc(auditLog.id))
      .limit(5000),
  ]);
  await recordAudit(ctx, { action: 'export', entity: 'customer', entityId: customerId, details: { customer_id: customerId, kind: 'personal_data' } });
  const { fileUrls } = ctx.deps;
  return {
    exported_at: ctx.now,
    customer: { ...customer, picture_url: fileUrls.url(customer.picture) },
    dependents: deps.map((d) => ({ ...d, picture_url: fileUrls.url(d.picture) })),
    documents: docs.map((d) => ({ ...d, file_url: fileUrls.url(d.file_key) })),
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
export async function eraseCustomer(ctx: Context, customerId: number) {
  await scoped(ctx).customers.require(customerId);
  const result = await inTransaction(ctx, async (tx) => {
    const { where } = scoped(tx);
    const [customer] = await tx.db
      .select({ picture: customers.picture })
      .from(customers)
      .where(where(customers, eq(customers.id, customerId)))
      .for('update');
    if (!customer) throw notFound();
    const deletedDocs = await tx.db
      .delete(documents)
      .where(where(documents, eq(documents.customer_id, customerId)))
      .returning({ key: documents.file_key });
    const deletedDeps = await tx.db
      .delete(dependents)
      .where(where(dependents, eq(dependents.customer_id, customerId)))
      .returning({ id: dependents.id, key: dependents.picture });
    await tx.db
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
        updated_at: tx.now,
      })
      .where(where(customers, eq(customers.id, customerId)));
    await recordAudit(tx, {
      action: 'erase',
      entity: 'customer',
      entityId: customerId,
      details: { customer_id: customerId, documents: deletedDocs.length, dependents: deletedDeps.length },
    });
    return { customer, deletedDocs, deletedDeps };
  });
  // the files go once the rows that point at them are gone for good
  const keys = [result.customer.picture, ...result.deletedDocs.map((d) => d.key), ...result.deletedDeps.map((d) => d.key)].filter(
    (key): key is string => !!key,
  );
  for (const key of keys) await ctx.deps.storage.delete(key).catch(() => {});
  return {
    detail: translate(ctx.locale, 'privacy.customerErased'),
    documents_deleted: result.deletedDocs.length,
    dependents_deleted: result.deletedDeps.length,
  };
}
