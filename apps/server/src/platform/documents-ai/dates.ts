/** Date helpers for document fields: MRZ YYMMDD and the printed formats of passports and IDs. */

const pad = (n: number) => String(n).padStart(2, '0');

export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return m >= 1 && m <= 12 && d >= 1 && d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/**
 * MRZ YYMMDD to yyyy-mm-dd. Birth dates are in the past (a future 20yy means 19yy); expiry dates
 * are at most ~50 years ahead of today.
 */
export function mrzDate(value: string | null | undefined, kind: 'birth' | 'expiry', today = new Date()): string | null {
  if (!value || !/^\d{6}$/.test(value)) return null;
  const yy = Number(value.slice(0, 2));
  const current = today.getUTCFullYear() % 100;
  const century = kind === 'birth' ? (yy > current ? 1900 : 2000) : yy >= current + 50 ? 1900 : 2000;
  const iso = `${century + yy}-${value.slice(2, 4)}-${value.slice(4, 6)}`;
  return isCalendarDate(iso) ? iso : null;
}

const MONTHS: Record<string, number> = {
  JAN: 1, FEB: 2, FEV: 2, MAR: 3, APR: 4, ABR: 4, MAY: 5, MAI: 5, MAG: 5, JUN: 6, JUL: 7, AUG: 8, AGO: 8,
  SEP: 9, SET: 9, OCT: 10, OUT: 10, NOV: 11, DEC: 12, DEZ: 12, DIC: 12, ENE: 1,
};

/** A date printed in a line, where it starts (for matching dates to the labels before them). */
export interface DateSpan {
  iso: string;
  index: number;
}

/** The dates printed in a line, in reading order: dd/mm/yyyy, dd.mm.yyyy, dd-mm-yyyy, yyyy-mm-dd, "12 AUG 1974" or "12 AGO/AUG 1974". */
export function dateSpans(line: string): DateSpan[] {
  const found: DateSpan[] = [];
  const upper = line.toUpperCase();
  for (const m of upper.matchAll(/\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/g))
    found.push({ iso: `${m[3]}-${pad(Number(m[2]))}-${pad(Number(m[1]))}`, index: m.index });
  for (const m of upper.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g)) found.push({ iso: `${m[1]}-${m[2]}-${m[3]}`, index: m.index });
  for (const m of upper.matchAll(/\b(\d{1,2})\s*([A-Z]{3})(?:\s*\/\s*[A-Z]{3})?\s*(\d{4})\b/g)) {
    const month = MONTHS[m[2]!];
    if (month) found.push({ iso: `${m[3]}-${pad(month)}-${pad(Number(m[1]))}`, index: m.index });
  }
  return found.filter((span) => isCalendarDate(span.iso)).sort((a, b) => a.index - b.index);
}

/** The dates printed in a line, as yyyy-mm-dd. */
export function datesInText(line: string): string[] {
  return dateSpans(line).map((span) => span.iso);
}
