import { z } from 'zod';
import { DEGREES, DOCUMENT_TYPES } from '../enums.ts';
import {
  choiceOf,
  dateSchema,
  endBeforeStartAt,
  fileInfoSchema,
  idSchema,
  instantSchema,
  optionalField,
  optionalText,
  requiredText,
} from './common.ts';
import { documentUploadSchema, pictureField } from './files.ts';
import { tripRefSchema } from './customers.ts';

const documentFields = {
  customer_id: idSchema,
  /** Set when the document belongs to one of the customer's dependents. */
  dependent_id: idSchema.nullish(),
  document_type: choiceOf(DOCUMENT_TYPES),
  number: requiredText(100),
  issue_date: optionalField(dateSchema),
  expiry_date: optionalField(dateSchema),
  /** Country name or ISO code, as written on the document. */
  issuing_country: optionalText(100),
  /**
   * The scan as a data URL (png, jpeg or pdf, at most 5 MB); null or '' removes it; missing, or the
   * stored file echoed back by the form (its URL or file object), keeps it.
   */
  file: z
    .preprocess(
      ((value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? undefined : value)) as (
        value: string | null | { url: string } | undefined,
      ) => unknown,
      pictureField(documentUploadSchema),
    )
    .optional(),
};

function expiryNotBeforeIssue(value: { issue_date?: string | null; expiry_date?: string | null }): boolean {
  return !value.issue_date || !value.expiry_date || value.expiry_date >= value.issue_date;
}
const expiryRule = endBeforeStartAt('expiry_date');

/** POST /customers/documents (JSON with the file as a data URL). */
export const documentCreateSchema = z.object(documentFields).refine(expiryNotBeforeIssue, expiryRule);
export type DocumentCreate = z.infer<typeof documentCreateSchema>;
export type DocumentCreateInput = z.input<typeof documentCreateSchema>;

/**
 * PUT /customers/documents/{id}: the fields to change. When the web sends multipart (a file
 * object), the server reads the text fields into this schema and the file part separately.
 */
export const documentUpdateSchema = z
  .object(documentFields)
  .omit({ customer_id: true })
  .partial()
  .refine(expiryNotBeforeIssue, expiryRule);
export type DocumentUpdate = z.infer<typeof documentUpdateSchema>;
export type DocumentUpdateInput = z.input<typeof documentUpdateSchema>;

/** One document; GET /customers/documents/shared/{customer id} answers the customer's and dependents' documents. */
export const documentSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  dependent_id: z.number().int().nullable(),
  document_type: z.enum(DOCUMENT_TYPES),
  number: z.string(),
  issue_date: z.iso.date().nullable(),
  expiry_date: z.iso.date().nullable(),
  issuing_country: z.string().nullable(),
  file: fileInfoSchema.nullable(),
  created_at: instantSchema,
  /** The dependent the document belongs to; null for the customer's own documents. */
  dependent: z
    .object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), degree: z.enum(DEGREES) })
    .nullable(),
  /**
   * The next trip of the document's holder: the customer's earliest trip not yet ended, or for a
   * dependent's document the earliest such trip the dependent travels on.
   */
  next_trip: tripRefSchema.nullable(),
  /**
   * True when the document has an expiry date before six months after the return of next_trip
   * (the six-month validity rule); false without a next trip or without an expiry date.
   */
  expires_before_trip_window: z.boolean(),
});
export type CustomerDocument = z.infer<typeof documentSchema>;
export const documentListResponseSchema = z.array(documentSchema);

/** POST /customers/{id}/agent/documents/: AI extraction from a scan. */
export const documentExtractionSchema = z.object({
  file: documentUploadSchema,
  document_type: choiceOf(DOCUMENT_TYPES),
});
export type DocumentExtraction = z.infer<typeof documentExtractionSchema>;
export type DocumentExtractionInput = z.input<typeof documentExtractionSchema>;

/**
 * What the extraction found, every field null when unread. The web pre-fills the document form
 * (and the customer's data when empty) with it; nothing is saved by the extraction itself.
 */
export const documentExtractionResponseSchema = z.object({
  document_type: z.enum(DOCUMENT_TYPES),
  number: z.string().nullable(),
  issue_date: z.iso.date().nullable(),
  expiry_date: z.iso.date().nullable(),
  issuing_country: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  birth_date: z.iso.date().nullable(),
  nationality: z.string().nullable(),
  gender: z.string().nullable(),
  cpf: z.string().nullable(),
  /** 0..1, how sure the extractor is (MRZ check digits passing gives 1). */
  confidence: z.number().min(0).max(1),
  /** Which extractor answered: 'mrz', 'ocr', 'llm', or 'pdf_text' (a PDF's own text, no OCR). */
  source: z.string(),
});
export type DocumentExtractionResponse = z.infer<typeof documentExtractionResponseSchema>;
