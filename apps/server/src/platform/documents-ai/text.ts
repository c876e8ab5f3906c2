import type { DocumentType } from '@rumo/core';
import { findCpf, findRg } from './brazil.ts';
import { brazilianIdKind, readBrazilianId } from './brazil-id.ts';
import { labelledDates, plausibleDates } from './labelled-dates.ts';
import { textLines } from './text-lines.ts';
import type { Extraction } from './types.ts';

/**
 * What printed text gives without an MRZ (OCR of a picture, or a PDF's text layer). An RG, CIN or
 * CNH is read field by field; any other document gives its CPF (check digits validated), RG number
 * and labelled dates.
 */
export function readDocumentText(
  text: string,
  documentType: DocumentType,
  source: 'ocr' | 'pdf_text' = 'ocr',
  today = new Date(),
): Extraction {
  const lines = textLines(text);
  const kind = brazilianIdKind(lines, documentType);
  let fields: Extraction['fields'];
  if (kind) fields = readBrazilianId(text, kind, today);
  else {
    fields = {};
    const cpf = findCpf(text);
    if (cpf) fields.cpf = { value: cpf, confidence: 0.9 };
    const rg = findRg(text);
    if (rg) fields.rg = { value: rg, confidence: 0.6 };
    for (const [name, value] of Object.entries(plausibleDates(labelledDates(lines), today)))
      if (value) fields[name as 'birth_date'] = { value, confidence: 0.5 };
  }
  const values = Object.values(fields);
  const confidence = values.length ? values.reduce((sum, f) => sum + f.confidence, 0) / values.length : 0;
  return { fields, mrz: null, confidence: Math.round(confidence * 100) / 100, source };
}
