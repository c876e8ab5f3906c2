import type { DocumentType } from '@rumo/core';
import { findCpf, findRg } from './brazil.ts';
import { cnhIssuingBody, rgIssuingBody } from './issuing-body.ts';
import { labelledDates, plausibleDates } from './labelled-dates.ts';
import { label, textLines, type TextLine } from './text-lines.ts';
import type { ExtractedField, ReadField } from './types.ts';

/** rg: the old model; cin: the Carteira de Identidade Nacional (the CPF is its number); cnh: driving licence. */
export type BrazilianId = 'rg' | 'cin' | 'cnh';

/** Which Brazilian ID the text is, by what it prints; else by the type the agent chose. */
export function brazilianIdKind(lines: readonly TextLine[], documentType?: DocumentType): BrazilianId | null {
  const all = lines.map((l) => l.plain).join('\n');
  if (new RegExp(`${label('HABILITACAO')}|DRIVER\\s*LICENSE|\\bDETRAN\\b|\\bCAT\\.?\\s*HAB`).test(all)) return 'cnh';
  if (/IDENTIDADE\s+NACIONAL|REGISTRO\s+GERAL\s*[-–]?\s*CPF|PERSONAL\s+NUMBER/.test(all)) return 'cin';
  if (new RegExp(`REGISTRO\\s*GERAL|CARTEIRA\\s*DE\\s*${label('IDENTIDADE')}|${label('IDENTIFICACAO')}|LEI\\s*N.?\\s*7\\.?116`).test(all)) return 'rg';
  return documentType === 'rg' || documentType === 'cnh' ? documentType : null;
}

/** Words that are labels or headings, never part of a name. */
const NOT_A_NAME =
  /\b(NOME|NAME|SOCIAL|FILIACAO|DATA|NASCIMENTO|CPF|REGISTRO|GERAL|VALIDADE|EMISSAO|EXPEDICAO|NATURALIDADE|DOC|IDENTIDADE|CARTEIRA|REPUBLICA|ASSINATURA|SEXO|NACIONALIDADE|HABILITACAO|CATEGORIA|LOCAL|ORGAO)\b/;

/** A name as printed: letters (accents kept), spaces, apostrophes and hyphens; at least two words. */
function asName(raw: string): string | null {
  const value = raw
    .replace(/^[\s:./|-]+/, '')
    .replace(/[^\p{L}' -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const words = value.split(' ').filter((w) => /\p{L}{2,}/u.test(w));
  if (words.length < 2 || value.replace(/[^\p{L}]/gu, '').length < 5) return null;
  return value.toUpperCase();
}

/** The holder's full name: after 'Nome' / 'Nome e sobrenome' / 'Name', on its line or the next one. */
export function findFullName(lines: readonly TextLine[]): string | null {
  const nameLabel = /\bN[O0]ME(\s*E\s*SOBREN[O0]ME)?\b(\s*\/\s*NAME\b)?|^\s*NAME\b/;
  for (let i = 0; i < lines.length; i++) {
    const { raw, plain } = lines[i]!;
    const at = nameLabel.exec(plain);
    if (!at || /N[O0]ME\s*(SOCIAL|D[OA]\s*(PAI|MAE)|CIVIL\s*ANTERIOR)|SOCIAL\s+NAME/.test(plain)) continue;
    const rest = raw.slice(at.index + at[0].length);
    const sameLine = NOT_A_NAME.test(plainOf(rest)) ? null : asName(rest);
    if (sameLine) return sameLine;
    const next = lines[i + 1];
    if (next && !/\d/.test(next.raw) && !NOT_A_NAME.test(next.plain)) {
      const below = asName(next.raw);
      if (below) return below;
    }
  }
  return null;
}

const plainOf = (value: string) => textLines(value)[0]?.plain ?? '';

/** The part of the text that belongs to a label: its own line after it, and the next line. */
function afterLabel(lines: readonly TextLine[], pattern: RegExp): string[] {
  const found: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const at = pattern.exec(lines[i]!.plain);
    if (!at) continue;
    found.push(lines[i]!.plain.slice(at.index + at[0].length), lines[i + 1]?.plain ?? '');
  }
  return found;
}

/** The CPF after a 'CPF' label first (its check digits right), else the first valid one in the text. */
export function findLabelledCpf(lines: readonly TextLine[]): ReadField | null {
  for (const piece of afterLabel(lines, /\bCPF\b/)) {
    const cpf = findCpf(piece);
    if (cpf) return { value: cpf, confidence: 0.95 };
  }
  const cpf = findCpf(lines.map((l) => l.plain).join('\n'));
  return cpf ? { value: cpf, confidence: 0.85 } : null;
}

/**
 * A CNH's registration number ('5 Nº Registro', 11 digits, 9 on old cards): the first run of 9 to
 * 11 plain digits after the label that is not the CPF.
 */
export function findCnhRegistration(lines: readonly TextLine[], cpf: string | null): string | null {
  const registration = new RegExp(`(?<!\\w)${label('REGISTRO')}(?!\\s*GERAL)\\b`);
  for (const piece of afterLabel(lines, registration)) {
    for (const m of piece.matchAll(/(?<![\d.\-/])\d{9,11}(?![\d.\-/])/g)) {
      if (m[0] !== cpf) return m[0];
    }
  }
  return null;
}

/** The RG printed on a CNH ('Doc. identidade / Órg. emissor / UF'): its first word with digits. */
function rgOnCnh(lines: readonly TextLine[]): string | null {
  for (const piece of afterLabel(lines, new RegExp(`DOC\\.?\\s*${label('IDENTIDADE')}`))) {
    const token = /(?:^|\s)([A-Z]{0,2}[\d][\d.-]{4,14}[\dX])(?=\s|$)/.exec(piece.replace(/^[\s/A-Z.]*UF\b/, ''))?.[1];
    if (token) return token.replace(/[.-]/g, '');
  }
  return null;
}

export type BrazilianIdFields = Partial<Record<ExtractedField, ReadField>>;

/**
 * Name, birth date, CPF, document number, RG, issuing body and dates of an RG, a CIN or a CNH in
 * OCR or PDF text. Only what the text shows: a field without its label or pattern stays unread.
 */
export function readBrazilianId(text: string, kind: BrazilianId, today = new Date()): BrazilianIdFields {
  const lines = textLines(text);
  const fields: BrazilianIdFields = {};
  const put = (name: ExtractedField, value: string | null | undefined, confidence: number) => {
    if (value) fields[name] = { value, confidence };
  };

  put('full_name', findFullName(lines), 0.8);
  const dates = plausibleDates(labelledDates(lines), today);
  put('birth_date', dates.birth_date, 0.85);
  put('issue_date', dates.issue_date, 0.8);
  put('expiry_date', dates.expiry_date, 0.8);
  const cpf = findLabelledCpf(lines);
  if (cpf) fields.cpf = cpf;

  if (kind === 'cnh') {
    put('number', findCnhRegistration(lines, cpf?.value ?? null), 0.8);
    put('rg', rgOnCnh(lines), 0.7);
    const body = cnhIssuingBody(lines);
    if (body) put('issuing_body', body.value, body.confidence);
  } else {
    const rg = kind === 'rg' ? findRg(text) : null;
    put('rg', rg, 0.75);
    // the CIN's number is the holder's CPF
    put('number', kind === 'cin' ? cpf?.value : rg, kind === 'cin' ? (cpf?.confidence ?? 0) : 0.75);
    const body = rgIssuingBody(lines);
    if (body) put('issuing_body', body.value, body.confidence);
  }
  if (lines.some((l) => /\bBRASIL\b|\bBRAZIL\b/.test(l.plain))) put('issuing_country', 'BRA', 0.95);
  return fields;
}
