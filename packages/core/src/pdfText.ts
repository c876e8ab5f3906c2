/** A run of text on a PDF page as pdf.js gives it: the string and its baseline origin in points. */
export interface PdfTextRun {
  text: string;
  x: number;
  y: number;
}

/**
 * A PDF page's text runs as lines: runs on the same baseline (within 2 points) join into one line,
 * cells two spaces apart, left to right; lines go top to bottom. Used by the browser (e-tickets)
 * and the server (documents) alike.
 */
export function pdfTextLines(runs: readonly PdfTextRun[]): string[] {
  const rows = new Map<number, { x: number; text: string }[]>();
  for (const run of runs) {
    if (!run.text.trim()) continue;
    const y = Math.round(run.y / 2) * 2;
    const row = rows.get(y) ?? [];
    row.push({ x: run.x, text: run.text });
    rows.set(y, row);
  }
  return [...rows.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([, row]) =>
      row
        .sort((a, b) => a.x - b.x)
        .map((r) => r.text.trim())
        .join('  '),
    );
}
