import path from 'node:path';
import type { Config } from '../../config.ts';
import { createOcrEngine } from './ocr.ts';
import { createVisionEngine } from './vision.ts';
import type { ExtractionEngine } from './types.ts';

export * from './types.ts';

/**
 * Reads customer documents: a vision model when DOCUMENT_AI_URL is set, otherwise offline OCR
 * (tesseract.js with local language data) plus the MRZ and Brazilian CPF/RG patterns.
 * Nothing is downloaded at run time.
 */
export function createDocumentsAi(config: Pick<Config, 'documentAi' | 'dataDir'>): ExtractionEngine {
  if (config.documentAi.url)
    return createVisionEngine({ url: config.documentAi.url, model: config.documentAi.model, key: config.documentAi.key });
  return createOcrEngine({ languageFolder: path.join(config.dataDir, 'tessdata') });
}
