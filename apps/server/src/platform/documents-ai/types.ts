import type { DocumentType, ExtractionField as ExtractedField } from '@rumo/core';

/** The fields an engine can read from a document, every one optional: core's one list. */
export { EXTRACTION_FIELDS as EXTRACTED_FIELDS, type ExtractionField as ExtractedField } from '@rumo/core';

export interface ReadField {
  value: string;
  /** 0..1 */
  confidence: number;
}

export interface Extraction {
  fields: Partial<Record<ExtractedField, ReadField>>;
  /** The machine-readable zone as read (lines joined by "\n"), when one was found. */
  mrz: string | null;
  /** 0..1 for the whole reading: 1 when every MRZ check digit passes. */
  confidence: number;
  /** pdf_text: read from a PDF's text layer, without OCR. */
  source: 'mrz' | 'ocr' | 'llm' | 'pdf_text';
}

export interface ExtractionInput {
  data: Buffer;
  /** Real type by content: image/png, image/jpeg or application/pdf. */
  mime: string;
  documentType: DocumentType;
}

/** An engine either reads something or throws DocumentUnreadable. */
export interface ExtractionEngine {
  extract(input: ExtractionInput): Promise<Extraction>;
  close(): Promise<void>;
}

/** Why a PDF was refused, each with its own message: corrupt or encrypted, or past the limits. */
export type UnreadableCode = 'pdf_invalid' | 'pdf_too_large';

/** Nothing could be read (blank page, corrupt file, unsupported content, engine failure). */
export class DocumentUnreadable extends Error {
  readonly code: UnreadableCode | null;
  constructor(reason: string, options?: { cause?: unknown; code?: UnreadableCode }) {
    super(reason, options);
    this.name = 'DocumentUnreadable';
    this.code = options?.code ?? null;
  }
}
