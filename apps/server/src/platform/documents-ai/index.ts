import path from 'node:path';
import type { Config } from '../../config.ts';
import { createOcrEngine } from './ocr.ts';
import { readPdfFirstPage } from './pdf.ts';
import { readDocumentText } from './text.ts';
import { createVisionEngine } from './vision.ts';
import { DocumentUnreadable, type ExtractionEngine } from './types.ts';

export * from './types.ts';
export { PDF_LIMITS } from './pdf.ts';

/**
 * PDFs (CNH-e, the digital RG and CIN, scans saved as PDF) before any engine: a text layer on page 1
 * is read as text, without OCR; a page without one is rendered to PNG for the engine.
 */
export function withPdfReading(engine: ExtractionEngine, readPdf = readPdfFirstPage): ExtractionEngine {
  // one PDF at a time: each worker may use its whole heap limit
  let queue: Promise<unknown> = Promise.resolve();
  return {
    async extract(input) {
      if (input.mime !== 'application/pdf') return engine.extract(input);
      const reading = queue.then(() => readPdf(input.data));
      queue = reading.catch(() => undefined);
      const page = await reading;
      if ('png' in page) return engine.extract({ ...input, data: page.png, mime: 'image/png' });
      const extraction = readDocumentText(page.text, input.documentType, 'pdf_text');
      if (Object.keys(extraction.fields).length === 0) throw new DocumentUnreadable('no document data in the PDF text');
      return extraction;
    },
    close: () => engine.close(),
  };
}

/**
 * Reads customer documents: a vision model when DOCUMENT_AI_URL is set, otherwise offline OCR
 * (tesseract.js with local language data) plus the MRZ and the fields of RG, CIN and CNH. PDFs are
 * read from their text layer or rendered first. Nothing is downloaded at run time.
 */
export function createDocumentsAi(config: Pick<Config, 'documentAi' | 'dataDir'>): ExtractionEngine {
  if (config.documentAi.url)
    return withPdfReading(createVisionEngine({ url: config.documentAi.url, model: config.documentAi.model, key: config.documentAi.key }));
  return withPdfReading(createOcrEngine({ languageFolder: path.join(config.dataDir, 'tessdata') }));
}
