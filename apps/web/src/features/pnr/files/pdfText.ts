import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import { pdfTextLines } from '@rumo/core';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Pages read at most: e-tickets are short, and a huge PDF must not hang the tab. */
const MAX_PAGES = 20;

/**
 * The text of a PDF e-ticket, line by line: pdf.js gives positioned runs of text, which
 * pdfTextLines joins by baseline.
 */
export async function pdfToText(bytes: ArrayBuffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pages: string[] = [];
  try {
    for (let n = 1; n <= Math.min(pdf.numPages, MAX_PAGES); n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const runs = content.items
        .filter((item): item is TextItem => 'str' in item)
        .map((run) => ({ text: run.str, x: run.transform[4], y: run.transform[5] }));
      const lines = pdfTextLines(runs);
      pages.push(lines.join('\n'));
    }
  } finally {
    await pdf.destroy();
  }
  return pages.join('\n\n');
}
