import { parse, type Details, type ParseResult } from 'mrz';
import { mrzDate } from './dates.ts';
import type { Extraction, ExtractedField, ReadField } from './types.ts';

/**
 * Finds and reads the machine-readable zone of a passport (TD3, 2 lines of 44) or an ID card
 * (TD1, 3 lines of 30) in OCR text. OCR confuses a few characters; the check digits of the MRZ
 * tell which reading is right, so every plausible variant is parsed and the one with the most
 * passing checks wins.
 */

const FORMATS = [
  { name: 'TD3', lines: 2, length: 44, nameLine: 0 },
  { name: 'TD1', lines: 3, length: 30, nameLine: 2 },
] as const;

/** Common OCR confusions of the filler and spacing, then only the MRZ alphabet is kept. */
export function normalizeMrzLine(line: string): string {
  return line
    .toUpperCase()
    .replace(/[«‹〈≺＜]/g, '<')
    .replace(/\s+/g, '')
    .replace(/[^A-Z0-9<]/g, '');
}

/**
 * The filler run at the end of a name line read as K, L, S or C ("<<<LLLKL<L<"): from the first
 * '<' of the trailing run of those letters and '<', everything becomes '<'. A name ending in one of
 * those letters keeps it, because the run is only rewritten from its first '<'.
 */
function repairFiller(line: string): string {
  const tail = /[<KLSC]*$/.exec(line)![0];
  const firstFiller = tail.indexOf('<');
  if (firstFiller < 0 || tail.length < 4) return line;
  const fillers = tail.split('').filter((c) => c === '<').length;
  if (fillers < tail.length / 3) return line;
  return line.slice(0, line.length - tail.length + firstFiller) + '<'.repeat(tail.length - firstFiller);
}

/** Lengths off by one or two: every window of the right length, or padding with filler. */
function variants(line: string, length: number): string[] {
  if (line.length === length) return [line];
  if (line.length < length) return line.length >= length - 2 ? [line + '<'.repeat(length - line.length)] : [];
  if (line.length > length + 3) return [];
  const out: string[] = [];
  for (let start = 0; start + length <= line.length; start++) out.push(line.slice(start, start + length));
  return out;
}

function combinations(options: string[][]): string[][] {
  return options.reduce<string[][]>((acc, choices) => acc.flatMap((prefix) => choices.map((c) => [...prefix, c])), [[]]);
}

interface Candidate {
  lines: string[];
  result: ParseResult;
  score: number;
  checks: { valid: number; total: number };
}

const isCheckDigit = (d: Details) => d.field?.endsWith('CheckDigit') ?? false;

function tryParse(lines: string[]): Candidate | null {
  let result: ParseResult;
  try {
    result = parse(lines, { autocorrect: true });
  } catch {
    return null;
  }
  const checks = result.details.filter(isCheckDigit);
  const valid = checks.filter((d) => d.valid).length;
  const fieldsValid = result.details.filter((d) => d.valid).length;
  return { lines, result, score: valid * 10 + fieldsValid, checks: { valid, total: checks.length } };
}

/** The best MRZ reading in the text, or null when no line group looks like one. */
export function findMrz(text: string): Candidate | null {
  const lines = text
    .split(/\r?\n/)
    .map(normalizeMrzLine)
    .filter((line) => line.length >= 26);
  let best: Candidate | null = null;
  for (const format of FORMATS) {
    for (let i = 0; i + format.lines <= lines.length; i++) {
      const group = lines.slice(i, i + format.lines);
      // an MRZ is mostly filler and digits: a group without any '<' is ordinary text
      if (!group.some((line) => line.includes('<'))) continue;
      const options = group.map((line, index) => variants(index === format.nameLine ? repairFiller(line) : line, format.length));
      if (options.some((o) => o.length === 0)) continue;
      for (const combo of combinations(options).slice(0, 64)) {
        const fixed = combo.map((line, index) => (index === format.nameLine ? repairFiller(line) : line));
        const candidate = tryParse(fixed);
        if (candidate && (!best || candidate.score > best.score)) best = candidate;
      }
    }
  }
  // at least one passing check digit, else it was text that merely looked like an MRZ
  return best && best.checks.valid > 0 ? best : null;
}

const LETTER_FOR_DIGIT: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '8': 'B', '6': 'G' };

/** A state code as printed, for fictional or unknown codes the mrz package refuses (e.g. UTO). */
function rawStateCode(lines: string[], detail: Details | undefined): string | null {
  if (!detail) return null;
  const raw = lines[detail.line]?.slice(detail.start, detail.end) ?? '';
  const letters = raw.replace(/[0-9]/g, (d) => LETTER_FOR_DIGIT[d] ?? d).replace(/<+$/, '');
  return /^[A-Z]{1,3}$/.test(letters) ? letters : null;
}

/** Turns the best MRZ reading into fields with confidences. */
export function mrzExtraction(candidate: Candidate): Extraction {
  const { result, lines } = candidate;
  const detail = (field: string) => result.details.find((d) => d.field === field);
  const checked = (field: string) => detail(`${field}CheckDigit`)?.valid ?? false;
  const composite = detail('compositeCheckDigit')?.valid ?? false;
  const fields: Partial<Record<ExtractedField, ReadField>> = {};
  const put = (name: ExtractedField, value: string | null | undefined, confidence: number) => {
    const clean = value?.trim();
    if (clean) fields[name] = { value: clean, confidence: Math.round(confidence * 100) / 100 };
  };

  // check-digit fields: near certain when the digit passes, doubtful when it does not
  put('number', result.fields.documentNumber ?? result.documentNumber, checked('documentNumber') ? 0.99 : 0.4);
  put('birth_date', mrzDate(result.fields.birthDate, 'birth'), checked('birthDate') ? 0.99 : 0.4);
  put('expiry_date', mrzDate(result.fields.expirationDate, 'expiry'), checked('expirationDate') ? 0.99 : 0.4);
  // names and sex have no check digit: the composite digit passing vouches for the line beside them
  const unprotected = composite ? 0.9 : 0.7;
  put('last_name', result.fields.lastName, unprotected);
  put('first_name', result.fields.firstName, unprotected);
  const sex = result.fields.sex;
  put('gender', sex === 'male' || sex === 'female' ? sex : sex ? 'not_informed' : null, unprotected);
  for (const [field, name] of [
    ['issuingState', 'issuing_country'],
    ['nationality', 'nationality'],
  ] as const) {
    const d = detail(field);
    if (d?.valid && result.fields[field]) put(name, result.fields[field], 0.95);
    else put(name, rawStateCode(lines, d), 0.75);
  }

  const { valid, total } = candidate.checks;
  const confidence = total > 0 && valid === total ? 1 : Math.round((0.5 * valid) / Math.max(total, 1) * 100) / 100 + 0.3;
  return { fields, mrz: lines.join('\n'), confidence: Math.min(1, confidence), source: 'mrz' };
}
