import { Worker } from 'node:worker_threads';
import { pdfTextLines, type PdfTextRun } from '@rumo/core';
import { DocumentUnreadable } from './types.ts';

/**
 * The bounds of reading a PDF. A document is one or two pages; 20 allows a scanned bundle. A page
 * of 2000 points (70 cm) is far beyond A3. The render is at most 2400 pixels on its long side
 * (about 5.8 megapixels, 23 MB of RGBA), enough for OCR of a card-sized page at 6x.
 */
export const PDF_LIMITS = {
  maxPages: 20,
  maxPagePoints: 2000,
  renderLongSide: 2400,
  maxScale: 6,
  /** Fewer printable characters than this on page 1 is no text layer (a scan with a stray word). */
  minTextChars: 40,
  timeoutMs: 20_000,
  /** Decoded size of one Flate stream (a 4000 x 5000 RGB scan is 60 MB) and of all of them. */
  maxStreamBytes: 64 * 1024 * 1024,
  maxInflatedBytes: 160 * 1024 * 1024,
  /** The worker's JavaScript heap: a decompression bomb ends the worker, not the server. */
  heapMb: 256,
};

export type PdfPage = { text: string } | { png: Buffer };

type WorkerAnswer = { runs: PdfTextRun[] } | { png: Uint8Array } | { error: 'pdf_invalid' | 'pdf_too_large' };

/**
 * Page 1 of a PDF, in a worker thread with a heap limit and a time limit: its text (lines joined
 * by "\n") when it has a text layer, else the page rendered to PNG for OCR. Throws
 * DocumentUnreadable with code pdf_invalid (corrupt, encrypted, crashed) or pdf_too_large (too
 * many pages, a huge page, over the time or memory limit).
 */
export function readPdfFirstPage(data: Buffer, limits = PDF_LIMITS): Promise<PdfPage> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pdf-worker.mjs', import.meta.url), {
      workerData: { ...limits, data: new Uint8Array(data) },
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const refuse = (code: 'pdf_invalid' | 'pdf_too_large', cause?: unknown) =>
      finish(() => reject(new DocumentUnreadable(`PDF: ${code}`, { cause, code })));
    const timer = setTimeout(() => refuse('pdf_too_large', new Error('PDF reading timed out')), limits.timeoutMs);

    worker.on('message', (answer: WorkerAnswer) => {
      if ('error' in answer) return refuse(answer.error);
      if ('runs' in answer) return finish(() => resolve({ text: pdfTextLines(answer.runs).join('\n') }));
      finish(() => resolve({ png: Buffer.from(answer.png) }));
    });
    worker.on('error', (error: NodeJS.ErrnoException) =>
      refuse(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'pdf_too_large' : 'pdf_invalid', error),
    );
    worker.on('exit', () => refuse('pdf_invalid', new Error('the PDF worker ended without an answer')));
  });
}
