import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Pages read at most: e-tickets are short, and a huge PDF must not hang the tab. */
const MAX_PAGES = 20;

/**
 * The text of a PDF e-ticket, line by line: pdf.js gives positioned runs of text; runs on the same
 * baseline join into one line (cells two spaces apart), lines go top to bottom.
 */
export async function pdfToText(bytes: ArrayBuffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pages: string[] = [];
  try {
    for (let n = 1; n <= Math.min(pdf.numPages, MAX_PAGES); n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const rows = new Map<number, { x: number; text: string }[]>();
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const run = item as TextItem;
        if (!run.str.trim()) continue;
        const y = Math.round(run.transform[5] / 2) * 2;
        const row = rows.get(y) ?? [];
        row.push({ x: run.transform[4], text: run.str });
        rows.set(y, row);
      }
      const lines = [...rows.entries()]
        .sort((a, b) => b[0] - a[0])
        .map(([, row]) =>
          row
            .sort((a, b) => a.x - b.x)
            .map((r) => r.text.trim())
            .join('  '),
        );
      pages.push(lines.join('\n'));
    }
  } finally {
    await pdf.destroy();
  }
  return pages.join('\n\n');
}
