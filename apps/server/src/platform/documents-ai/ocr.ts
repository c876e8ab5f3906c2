import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { findMrz, mrzExtraction } from './mrz.ts';
import { readDocumentText } from './text.ts';
import type { DocumentType } from '@rumo/core';
import { DocumentUnreadable, type Extraction, type ExtractionEngine, type ExtractionInput } from './types.ts';

const require = createRequire(import.meta.url);

/** Languages read from the @tesseract.js-data packages that are installed; eng is required. */
const LANGUAGES = ['por', 'eng'] as const;
const MRZ_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

/**
 * The LSTM ("best_int") traineddata of each installed language, linked into one local folder:
 * tesseract.js takes one langPath, and without a local langPath it downloads from a CDN.
 */
export function prepareLanguageFolder(folder: string): string[] {
  fs.mkdirSync(folder, { recursive: true });
  const found: string[] = [];
  for (const lang of LANGUAGES) {
    let source: string;
    try {
      source = path.join(path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)), '4.0.0_best_int', `${lang}.traineddata.gz`);
    } catch {
      continue;
    }
    if (!fs.existsSync(source)) continue;
    const target = path.join(folder, `${lang}.traineddata.gz`);
    if (!fs.existsSync(target)) {
      try {
        fs.symlinkSync(source, target);
      } catch {
        fs.copyFileSync(source, target);
      }
    }
    found.push(lang);
  }
  if (!found.includes('eng')) throw new Error('@tesseract.js-data/eng is not installed');
  return found;
}

/**
 * Whether the second pass (MRZ alphabet only) is worth its seconds: not for an RG or CNH front
 * already read from its labels, whose text shows no filler run of an MRZ.
 */
function mightHaveMrz(text: string, documentType: DocumentType, fromText: Extraction): boolean {
  if (/<{2}/.test(text) || documentType === 'passport' || documentType === 'visa') return true;
  return Object.keys(fromText.fields).length < 3;
}

/** How long one document may take, both passes: a 40-megapixel scan reads in well under this. */
export const OCR_TIMEOUT_MS = 60_000;

class OcrTimeout extends Error {}

/**
 * Offline engine: tesseract.js (WebAssembly) with local language data. One worker (a Node worker
 * thread, so the event loop keeps serving), created on the first document and reused; documents
 * are read one at a time (the worker's parameters change between the two passes). A document
 * that takes longer than the timeout ends the worker, which frees its memory; the next document
 * starts a new one.
 */
export function createOcrEngine(options: { languageFolder: string; timeoutMs?: number }): ExtractionEngine {
  const timeoutMs = options.timeoutMs ?? OCR_TIMEOUT_MS;
  let worker: Promise<Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  function getWorker(): Promise<Worker> {
    return (worker ??= (async () => {
      const languages = prepareLanguageFolder(options.languageFolder);
      return createWorker(languages, OEM.LSTM_ONLY, {
        langPath: options.languageFolder,
        cacheMethod: 'none',
        gzip: true,
        // without a handler tesseract.js rethrows a failed job (e.g. a corrupt image) as an uncaught
        // exception; the job's own promise rejects anyway and the caller answers the error
        errorHandler: () => {},
      });
    })().catch((error: unknown) => {
      worker = null;
      throw error;
    }));
  }

  /** Ends the worker; with `only`, just when it is still that one (a timed-out read may fail late). */
  async function dropWorker(only?: Promise<Worker>) {
    if (only && worker !== only) return;
    const current = worker;
    worker = null;
    if (current) await current.then((w) => w.terminate()).catch(() => {});
  }

  async function read(input: ExtractionInput): Promise<Extraction> {
    // PDFs arrive here already rendered (withPdfReading)
    if (!input.mime.startsWith('image/')) throw new DocumentUnreadable(`cannot OCR ${input.mime}`);
    const pending = getWorker();
    const ocr = await pending;
    let text: string;
    try {
      await ocr.setParameters({ tessedit_char_whitelist: '', tessedit_pageseg_mode: PSM.AUTO });
      text = (await ocr.recognize(input.data)).data.text;
    } catch (error) {
      // a corrupt image can leave the worker unusable: start a new one next time
      await dropWorker(pending);
      throw new DocumentUnreadable('OCR failed', { cause: error });
    }
    let mrz = findMrz(text);
    const fromText = readDocumentText(text, input.documentType);
    if ((!mrz && mightHaveMrz(text, input.documentType, fromText)) || (mrz && mrz.checks.valid < mrz.checks.total)) {
      // second pass restricted to the MRZ alphabet: fewer confusions in the machine-readable lines
      await ocr.setParameters({ tessedit_char_whitelist: MRZ_ALPHABET });
      try {
        const second = findMrz((await ocr.recognize(input.data)).data.text);
        if (second && (!mrz || second.score > mrz.score)) mrz = second;
      } finally {
        await ocr.setParameters({ tessedit_char_whitelist: '' });
      }
    }
    if (!mrz) {
      if (Object.keys(fromText.fields).length === 0) throw new DocumentUnreadable('no document data found');
      return fromText;
    }
    const fromMrz = mrzExtraction(mrz);
    // the printed issue date, CPF, RG, name and issuing body complete the MRZ, which has none of them
    for (const name of ['issue_date', 'cpf', 'rg', 'full_name', 'issuing_body'] as const)
      if (!fromMrz.fields[name] && fromText.fields[name]) fromMrz.fields[name] = fromText.fields[name];
    return fromMrz;
  }

  async function readWithin(input: ExtractionInput): Promise<Extraction> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OcrTimeout()), timeoutMs);
    });
    try {
      return await Promise.race([read(input), timeout]);
    } catch (error) {
      if (!(error instanceof OcrTimeout)) throw error;
      await dropWorker();
      throw new DocumentUnreadable('OCR timed out', { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    extract(input) {
      const run = queue.then(() => readWithin(input));
      queue = run.catch(() => undefined);
      return run;
    },
    async close() {
      await queue.catch(() => undefined);
      await dropWorker();
    },
  };
}
