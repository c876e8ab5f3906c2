import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { findCpf, findRg } from './brazil.ts';
import { datesInText } from './dates.ts';
import { findMrz, mrzExtraction } from './mrz.ts';
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

/** Printed dates next to their labels (pt, es, en), for documents without an MRZ. */
function labelledDates(text: string) {
  const lines = text.split(/\r?\n/);
  const find = (label: RegExp) => {
    for (let i = 0; i < lines.length; i++) {
      if (!label.test(lines[i]!)) continue;
      const date = datesInText(lines[i]!)[0] ?? datesInText(lines[i + 1] ?? '')[0];
      if (date) return date;
    }
    return null;
  };
  return {
    birth_date: find(/nascimento|birth|nacimiento/i),
    issue_date: find(/emiss[aã]o|expedi[cç][aã]o|issue|expedici[oó]n/i),
    expiry_date: find(/validade|expir|vencimiento|venc\.|valid until/i),
  };
}

/** What plain OCR text gives without an MRZ: CPF (check digits validated), RG and labelled dates. */
function textExtraction(text: string): Extraction {
  const fields: Extraction['fields'] = {};
  const cpf = findCpf(text);
  if (cpf) fields.cpf = { value: cpf, confidence: 0.9 };
  const rg = findRg(text);
  if (rg) fields.rg = { value: rg, confidence: 0.6 };
  for (const [name, value] of Object.entries(labelledDates(text)))
    if (value) fields[name as 'birth_date'] = { value, confidence: 0.5 };
  const values = Object.values(fields);
  const confidence = values.length ? values.reduce((sum, f) => sum + f.confidence, 0) / values.length : 0;
  return { fields, mrz: null, confidence: Math.round(confidence * 100) / 100, source: 'ocr' };
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
    if (input.mime === 'application/pdf') throw new DocumentUnreadable('PDF rendering is not available offline');
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
    if (!mrz || mrz.checks.valid < mrz.checks.total) {
      // second pass restricted to the MRZ alphabet: fewer confusions in the machine-readable lines
      await ocr.setParameters({ tessedit_char_whitelist: MRZ_ALPHABET });
      try {
        const second = findMrz((await ocr.recognize(input.data)).data.text);
        if (second && (!mrz || second.score > mrz.score)) mrz = second;
      } finally {
        await ocr.setParameters({ tessedit_char_whitelist: '' });
      }
    }
    const fromText = textExtraction(text);
    if (!mrz) {
      if (Object.keys(fromText.fields).length === 0) throw new DocumentUnreadable('no document data found');
      return fromText;
    }
    const fromMrz = mrzExtraction(mrz);
    // the printed issue date, CPF and RG complete the MRZ, which has none of them
    for (const name of ['issue_date', 'cpf', 'rg'] as const) if (!fromMrz.fields[name] && fromText.fields[name]) fromMrz.fields[name] = fromText.fields[name];
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
