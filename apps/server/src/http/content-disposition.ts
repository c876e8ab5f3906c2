/**
 * Content-Disposition with any file name: an ASCII fallback for old clients plus the UTF-8 name
 * (RFC 6266 / 5987). A raw "São Paulo.pdf" in a header is not valid and Node refuses to send it.
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '_').trim() || 'arquivo';
  if (ascii === fileName) return `${kind}; filename="${ascii}"`;
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Types the screens show in place (an <img>, the voucher preview's <iframe>); anything else downloads. */
const PREVIEWED = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf']);
export const isPreviewed = (mime: string) => PREVIEWED.has(mime);
