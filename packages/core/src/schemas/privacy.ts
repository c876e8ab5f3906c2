import { z } from 'zod';

import { dateSchema, idSchema, instantSchema, paged, paginationQuerySchema, queryOptional, requiredText, textSchema, idQuerySchema } from './common.ts';
import { documentExtractionResponseSchema } from './documents.ts';
import { EXTRACTION_FIELDS } from '../enums.ts';

// ---------- document extraction (POST /customers/{id}/agent/documents/) ----------


/**
 * The extraction's answer: the fields of documentExtractionResponseSchema (first_name = given
 * names, last_name = surname, gender = sex as 'female' | 'male' | 'not_informed'), plus the RG
 * number, the full name and issuing body of Brazilian IDs, a 0..1 confidence per read field and the
 * raw MRZ lines. Nothing is saved.
 */
export const documentExtractionResultSchema = documentExtractionResponseSchema.extend({
  rg: z.string().nullable(),
  /** The holder's name as one line (RG, CIN, CNH print it so); first_name / last_name stay null then. */
  full_name: z.string().nullable(),
  /** SSP/SP, DETRAN-SP: shown to the agent; the document record has no field for it. */
  issuing_body: z.string().nullable(),
  confidences: z.partialRecord(z.enum(EXTRACTION_FIELDS), z.number().min(0).max(1)),
  /** The machine-readable zone as read, lines joined by "\n"; null when none was found. */
  mrz: z.string().nullable(),
});
export type DocumentExtractionResult = z.infer<typeof documentExtractionResultSchema>;

// ---------- support (POST /support/contact) ----------

export const supportContactSchema = z.object({
  subject: requiredText(200),
  message: requiredText(5000),
  /** The path of the screen the user was on, e.g. "/clientes/12". */
  page: textSchema().trim().max(500).default(''),
});
export type SupportContact = z.infer<typeof supportContactSchema>;
export type SupportContactInput = z.input<typeof supportContactSchema>;

// ---------- agency data export (LGPD) ----------

export const EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export const exportIdParamSchema = z.object({ id: z.uuid() });

/** POST /agencies/accounts/export (202) and GET /agencies/accounts/export/{id}. */
export const agencyExportSchema = z.object({
  id: z.uuid(),
  status: z.enum(EXPORT_STATUSES),
  requested_at: instantSchema,
  finished_at: instantSchema.nullable(),
  /** Signed download URL of the zip, when ready. */
  url: z.string().nullable(),
  size: z.number().int().nullable(),
  detail: z.string().optional(),
});
export type AgencyExport = z.infer<typeof agencyExportSchema>;

// ---------- account deletion ----------

/** POST (201) and DELETE /agencies/accounts/delete-request. */
export const deletionRequestSchema = z.object({
  deletion_requested_at: instantSchema.nullable(),
  /** The calendar day the deletion runs: 30 business days after the request (Brazilian holidays skipped). */
  deletion_date: dateSchema.nullable(),
  business_days: z.number().int(),
  detail: z.string(),
});
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;

// ---------- one client's personal data ----------

/** POST /customers/{id}/erase */
export const customerEraseResponseSchema = z.object({
  detail: z.string(),
  documents_deleted: z.number().int(),
  dependents_deleted: z.number().int(),
});
export type CustomerEraseResponse = z.infer<typeof customerEraseResponseSchema>;

/** GET /customers/{id}/personal-data: a JSON export of one client (loosely typed: rows as stored). */
export const customerPersonalDataSchema = z.object({
  exported_at: instantSchema,
  customer: z.record(z.string(), z.unknown()),
  dependents: z.array(z.record(z.string(), z.unknown())),
  documents: z.array(z.record(z.string(), z.unknown()).and(z.object({ file_url: z.string().nullable() }))),
  travels: z.array(z.record(z.string(), z.unknown())),
  audit_log: z.array(z.record(z.string(), z.unknown())),
});
export type CustomerPersonalData = z.infer<typeof customerPersonalDataSchema>;

// ---------- audit log (GET /agencies/accounts/audit-log) ----------

export const auditLogQuerySchema = paginationQuerySchema.extend({
  entity: queryOptional(textSchema().trim().max(64)),
  action: queryOptional(textSchema().trim().max(64)),
  user_id: queryOptional(idQuerySchema),
  /** yyyy-mm-dd, inclusive, in the agency's zone. */
  date_from: queryOptional(dateSchema),
  date_to: queryOptional(dateSchema),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
export type AuditLogQueryInput = z.input<typeof auditLogQuerySchema>;

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  created_at: instantSchema,
  user: z.object({ id: idSchema, first_name: z.string(), last_name: z.string(), email: z.string() }).nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;
export const auditLogResponseSchema = paged(auditLogEntrySchema);


