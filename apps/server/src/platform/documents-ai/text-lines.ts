/**
 * OCR or PDF text as lines to look labels up in. Each line is kept as read (`raw`) and as `plain`:
 * upper case without accents, one character for one, so an index found in `plain` cuts `raw` at the
 * same place ('Data de Emissão' -> 'DATA DE EMISSAO', 'Nº' -> 'NO', '1ª' -> '1A').
 */
export interface TextLine {
  raw: string;
  plain: string;
}

const ORDINALS: Record<string, string> = { 'º': 'O', '°': 'O', 'ª': 'A' };

export function plainText(value: string): string {
  let out = '';
  for (const char of value) {
    const ordinal = ORDINALS[char];
    if (ordinal) {
      out += ordinal;
      continue;
    }
    const upper = (char.normalize('NFD').replace(/[\u0300-\u036f]/g, '') || char).toUpperCase();
    out += upper.length === char.length ? upper : char;
  }
  return out;
}

/** The non-empty lines of the text. */
export function textLines(text: string): TextLine[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+$/, ''))
    .filter((line) => line.trim() !== '')
    .map((raw) => ({ raw, plain: plainText(raw) }));
}

/** Where a pattern (with the g flag) matches in a line: start and end of each match, in order. */
export function matchesIn(line: string, pattern: RegExp): { start: number; end: number }[] {
  return [...line.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/**
 * A label's words as a pattern tolerant of the usual OCR slips in capitals: I read as L, 1 or |,
 * O read as 0, and any run of spaces. 'DATA DE EMISSAO' matches 'DATA  DE EM1SSA0'.
 */
export function label(words: string): string {
  return words
    .split(/\s+/)
    .map((word) => word.replace(/I/g, '[IL1|]').replace(/O/g, '[O0]'))
    .join('\\s*');
}
