// @ts-check
/**
 * Reads page 1 of a PDF in a worker thread (see pdf.ts): its text runs when it has a text layer,
 * else the page rendered to a PNG. Plain JavaScript because a worker thread does not inherit the
 * TypeScript loader. pdf.js, its worker, standard fonts, CMaps and WebAssembly all come from
 * node_modules; nothing is fetched.
 */
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const root = path.dirname(require.resolve('pdfjs-dist/package.json'));
const folder = (name) => path.join(root, name) + path.sep;

/** @type {{ data: Uint8Array, maxPages: number, maxPagePoints: number, renderLongSide: number, maxScale: number, minTextChars: number, maxStreamBytes: number, maxInflatedBytes: number }} */
const job = workerData;

/** @param {string} code */
function fail(code) {
  parentPort?.postMessage({ error: code });
}

/**
 * pdf.js decodes streams into ArrayBuffers, which the worker's heap limit does not count: a small
 * PDF whose streams inflate to gigabytes (nested FlateDecode multiplies) would take the machine's
 * memory. Every Flate stream is inflated here first, through each Flate filter of its chain, with
 * native zlib and an output cap per stream and in total; past either the PDF is refused.
 * @returns {boolean} true when within the limits
 */
function inflatedWithinLimits() {
  const bytes = Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength);
  const text = bytes.toString('latin1');
  let total = 0;
  for (const m of text.matchAll(/(?<!end)stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const dictionary = text.slice(Math.max(0, m.index - 1024), m.index);
    const filters = /\/Filter\s*(\[[^\]]*\]|\/\w+)[^]*$/.exec(dictionary.slice(dictionary.lastIndexOf('obj')))?.[1] ?? '';
    const flates = (filters.match(/\/(FlateDecode|Fl)\b/g) ?? []).length;
    if (flates === 0) continue;
    const end = text.indexOf('endstream', start);
    if (end < 0) continue;
    let chunk = bytes.subarray(start, end);
    for (let n = 0; n < flates; n++) {
      const cap = Math.min(job.maxStreamBytes, job.maxInflatedBytes - total);
      if (cap < 1) return false;
      try {
        chunk = zlib.inflateSync(chunk, { maxOutputLength: cap, finishFlush: zlib.constants.Z_SYNC_FLUSH });
      } catch (error) {
        if (error?.code === 'ERR_BUFFER_TOO_LARGE') return false;
        break; // corrupt data: pdf.js decides what it makes of it
      }
      total += chunk.length;
    }
  }
  return true;
}

async function main() {
  if (!inflatedWithinLimits()) return fail('pdf_too_large');
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  pdfjs.GlobalWorkerOptions.workerSrc = pathToFileURL(path.join(root, 'legacy', 'build', 'pdf.worker.mjs')).href;
  let pdf;
  try {
    pdf = await pdfjs.getDocument({
      data: job.data,
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
      standardFontDataUrl: folder('standard_fonts'),
      cMapUrl: folder('cmaps'),
      cMapPacked: true,
      wasmUrl: folder('wasm'),
      verbosity: 0,
      // no network or sandboxed scripts: the document is bytes only
      stopAtErrors: false,
    }).promise;
  } catch {
    // corrupt, truncated or password-protected
    return fail('pdf_invalid');
  }
  try {
    if (pdf.numPages < 1) return fail('pdf_invalid');
    if (pdf.numPages > job.maxPages) return fail('pdf_too_large');
    const page = await pdf.getPage(1);
    const base = page.getViewport({ scale: 1 });
    if (base.width > job.maxPagePoints || base.height > job.maxPagePoints || base.width < 1 || base.height < 1)
      return fail('pdf_too_large');

    const content = await page.getTextContent();
    const runs = [];
    let chars = 0;
    for (const item of content.items) {
      if (!('str' in item) || !item.str.trim()) continue;
      chars += item.str.replace(/\s/g, '').length;
      runs.push({ text: item.str, x: item.transform[4], y: item.transform[5] });
    }
    if (chars >= job.minTextChars) return parentPort?.postMessage({ runs });

    // no text layer (a scan or a picture in a PDF): render at a bounded size for OCR
    const scale = Math.min(job.maxScale, job.renderLongSide / Math.max(base.width, base.height));
    const viewport = page.getViewport({ scale });
    const { canvas, context } = pdf.canvasFactory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas, canvasContext: context, viewport }).promise;
    const png = canvas.toBuffer('image/png');
    parentPort?.postMessage({ png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength) });
  } catch {
    fail('pdf_invalid');
  } finally {
    await pdf.destroy();
  }
}

main().catch(() => fail('pdf_invalid'));
