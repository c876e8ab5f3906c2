import { VOUCHER_MAX_BYTES, VOUCHER_MAX_FILES, type MessageKey } from '@rumo/core';

/** Declared types the browser accepts for a voucher; the server judges the content again. */
export const VOUCHER_ACCEPT: Record<string, string[]> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
  'application/pdf': ['.pdf'],
};

/** First bytes of each accepted type: a renamed file does not pass for a PDF or an image. */
const SIGNATURES: Record<string, (head: Uint8Array) => boolean> = {
  'image/png': (h) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => h[i] === b),
  'image/jpeg': (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff,
  'image/gif': (h) => String.fromCharCode(...h.slice(0, 4)) === 'GIF8',
  'image/webp': (h) => String.fromCharCode(...h.slice(0, 4)) === 'RIFF' && String.fromCharCode(...h.slice(8, 12)) === 'WEBP',
  'application/pdf': (h) => String.fromCharCode(...h.slice(0, 5)) === '%PDF-',
};

/** The declared type, or the one the extension gives when the browser declares none. */
function declaredType(file: File): string | null {
  if (file.type) return file.type in SIGNATURES ? file.type : null;
  const name = file.name.toLowerCase();
  return Object.entries(VOUCHER_ACCEPT).find(([, extensions]) => extensions.some((e) => name.endsWith(e)))?.[0] ?? null;
}

/**
 * Checks one voucher file before it is sent (spec 5): images or PDF by declared type and first
 * bytes, at most 10 MB. Gives the message key to show, or null when the file may go.
 */
export async function checkVoucherFile(file: File): Promise<MessageKey | null> {
  const type = declaredType(file);
  if (!type) return 'validation.voucherFileType';
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (!SIGNATURES[type]!(head)) return 'validation.voucherFileType';
  if (file.size > VOUCHER_MAX_BYTES) return 'validation.voucherTooLarge';
  return null;
}

export { VOUCHER_MAX_BYTES, VOUCHER_MAX_FILES };
