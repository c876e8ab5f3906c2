import { parseDataUrl, type DocumentExtraction, type DocumentExtractionResult } from '@rumo/core';
import { AppError, fieldError } from '../../http/errors.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import type { Context } from '../../platform/context/context.ts';
import { DocumentUnreadable, PDF_LIMITS, type Extraction, type ExtractionEngine } from '../../platform/documents-ai/index.ts';
import { checkFileContent } from '../../platform/storage/uploads.ts';
import { scoped } from '../../platform/context/scoped.ts';
import { DOCUMENT_RULES } from '../documents/service.ts';

const PDF_MESSAGES = {
  pdf_invalid: 'validation.documentPdfInvalid',
  pdf_too_large: 'validation.documentPdfTooLarge',
} as const;

const processingError = () => new AppError(400, { key: 'validation.documentProcessingError' });

function toResult(documentType: DocumentExtraction['document_type'], extraction: Extraction): DocumentExtractionResult {
  const value = (name: keyof Extraction['fields']) => extraction.fields[name]?.value ?? null;
  const confidences = Object.fromEntries(
    Object.entries(extraction.fields).map(([name, field]) => [name, field.confidence]),
  ) as DocumentExtractionResult['confidences'];
  // a CPF card's number is the CPF; an RG's is the RG number
  const number = value('number') ?? (documentType === 'cpf' ? value('cpf') : documentType === 'rg' ? value('rg') : null);
  return {
    document_type: documentType,
    number,
    issue_date: value('issue_date'),
    expiry_date: value('expiry_date'),
    issuing_country: value('issuing_country'),
    first_name: value('first_name'),
    last_name: value('last_name'),
    birth_date: value('birth_date'),
    nationality: value('nationality'),
    gender: value('gender'),
    cpf: value('cpf'),
    rg: value('rg'),
    full_name: value('full_name'),
    issuing_body: value('issuing_body'),
    confidence: extraction.confidence,
    source: extraction.source,
    confidences,
    mrz: extraction.mrz,
  };
}

/**
 * POST /customers/{id}/agent/documents/: reads the scan and answers the fields; nothing is stored
 * (the agent checks them and saves through the document calls). Any failure to read is the
 * processing-error message, never a 500.
 */
export async function extractDocument(
  ctx: Context,
  engine: ExtractionEngine,
  customerId: number,
  input: DocumentExtraction,
): Promise<DocumentExtractionResult> {
  await scoped(ctx).customers.require(customerId);
  const parsed = parseDataUrl(input.file);
  if (!parsed) throw fieldError('file', 'validation.documentFileRequired');
  if (parsed.size > DOCUMENT_RULES.maxBytes) throw fieldError('file', 'validation.documentTooLarge');
  const data = Buffer.from(parsed.base64, 'base64');
  let mime: string;
  try {
    mime = await checkFileContent(data, 'file', DOCUMENT_RULES);
  } catch (error) {
    // too large (bytes or pixels) keeps its own message; content that is no png/jpeg/pdf cannot be read
    const key = error instanceof AppError ? error.fields?.file?.[0]?.key : undefined;
    if (key === 'validation.documentTooLarge' || key === 'validation.imageTooManyPixels') throw error;
    throw processingError();
  }
  let extraction: Extraction;
  try {
    extraction = await engine.extract({ data, mime, documentType: input.document_type });
  } catch (error) {
    ctx.deps.log.info({ err: error, unreadable: error instanceof DocumentUnreadable }, 'document extraction failed');
    // a PDF that is corrupt or past the limits says so; anything else is the spec's processing error
    if (error instanceof DocumentUnreadable && error.code) throw fieldError('file', PDF_MESSAGES[error.code], { pages: PDF_LIMITS.maxPages });
    throw processingError();
  }
  await recordAudit(ctx, {
    action: 'extract',
    entity: 'document',
    entityId: null,
    details: { customer_id: customerId, document_type: input.document_type, source: extraction.source, fields: Object.keys(extraction.fields) },
  });
  return toResult(input.document_type, extraction);
}
