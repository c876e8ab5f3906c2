import type { Line } from './lines.ts';

const WORDS = new Set([
  'PHONES',
  'REMARK',
  'NOTICE',
  'TICKET',
  'RECORD',
  'FILED',
  'ITINER',
  'CANCEL',
  'FLIGHT',
]);

const LABEL =
  '(?:RECORD LOCATOR|LOCALIZADOR(?: [A-Z0-9]{2,12})?|BOOKING (?:REFERENCE|CODE|REF)|RESERVATION (?:CODE|NUMBER)|CONFIRMATION (?:CODE|NUMBER)|CODIGO DA RESERVA|CODIGO DE RESERVA(?:CION)?|CODIGO DE LA RESERVA|CODIGO DE CONFIRMACAO|CODIGO DE CONFIRMACION(?: DE [A-Z]{2,12})?|(?:[A-Z]{2,12} )?CONFIRMATION CODE|PNR(?: [A-Z0-9]{2})?)';

const LOCATOR_PATTERNS: RegExp[] = [
  // Amadeus header: "RP/SJC1S212D/SJC1S212D   AA/GS   9SEP17/0358Z   QDDWB6"
  /^RP\/\S+.*\s([A-Z0-9]{6})\s*$/,
  // Sabre received-from stamp: "6IIF.Y2CG*A41 0357/10JUN16 WAISCS H"
  /^[A-Z0-9]{3,4}\.[A-Z0-9]{3,8}(?:\*[A-Z0-9]{2,4})? \d{4}\/\d{2}[A-Z]{3}\d{2} ([A-Z0-9]{6})\b/,
  // Apollo / Galileo header: "WC6FVO/WS QSBIV VTL9WS  AG 99999992 08MAR"
  /^([A-Z0-9]{6})\/[A-Z0-9]{2} +\S+ .*\bAG\b/,
  // Labelled, as in e-mails.
  new RegExp(String.raw`${LABEL}\s*(?:NO\.?|N[O\u00ba\u00b0]\.?)?\s*[:#-]?\s*([A-Z0-9]{6})(?![A-Z0-9])`),
];

/** The locator a GDS display's own header prints (Amadeus "RP/...", Sabre's stamp, Galileo), or null. */
export function headerLocator(up: string): string | null {
  for (const re of LOCATOR_PATTERNS.slice(0, 3)) {
    const m = re.exec(up.trim());
    if (m && /[A-Z]/.test(m[1])) return m[1];
  }
  return null;
}

const LABEL_LINE = new RegExp(String.raw`^${LABEL}\s*:?$`);
const LABELLED_CODE = LOCATOR_PATTERNS[3];

/**
 * Where a labelled record locator sits in an upper-case line ("Código de reserva: KL4512", or the
 * code alone under a label line): [start, end), or null. Such a code is never a flight number.
 */
export function locatorSpan(line: string, prevLine: string): [number, number] | null {
  const m = LABELLED_CODE.exec(line);
  if (m) {
    const end = m.index + m[0].length;
    return [end - 6, end];
  }
  const t = line.trim();
  if (/^[A-Z0-9]{6}$/.test(t) && LABEL_LINE.test(prevLine.trim())) {
    const start = line.indexOf(t);
    return [start, start + 6];
  }
  return null;
}

/** Record locator from headers, footers, labels or a bare 6-character line near the top. */
export function readLocator(lines: Line[], deaccented: (s: string) => string): string | null {
  const ups = lines.map((l) => deaccented(l.up).trim());
  for (const re of LOCATOR_PATTERNS) {
    for (const up of ups) {
      const m = re.exec(up);
      if (m && /[A-Z]/.test(m[1])) return m[1];
    }
  }
  // A label on its own line, the code on the next ("Código de reserva" / "QKZ7TR").
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!LABEL_LINE.test(ups[i])) continue;
    const next = lines[i + 1].up.trim();
    if (/^[A-Z0-9]{6}$/.test(next) && /[A-Z]/.test(next) && /\d/.test(next)) return next;
  }
  // A locator on its own line at the top, as Sabre prints after filing ("*XFWPDS", "HRARTM").
  for (const l of lines.slice(0, 3)) {
    const t = l.up
      .trim()
      .replace(/^\*/, '')
      .replace(/[^A-Z0-9]+$/, '');
    if (/^[A-Z0-9]{6}$/.test(t) && /[A-Z]/.test(t) && !WORDS.has(t)) return t;
  }
  return null;
}
