import { dateSpans } from './dates.ts';
import { label, matchesIn, type TextLine } from './text-lines.ts';

export type DateField = 'birth_date' | 'issue_date' | 'expiry_date';
type DateLabel = DateField | 'first_licence';

const any = (...alternatives: string[]) => new RegExp(alternatives.join('|'), 'g');

/**
 * The date labels of passports, RG, CIN and CNH (pt, es, en), matched on plain lines. A place of
 * birth or of issue is no date label; a CNH's first licence date is, so that the dates of its row
 * still line up with their labels.
 */
const DATE_LABELS: [DateLabel, RegExp][] = [
  [
    'birth_date',
    any(`(?<!LOCAL\\s*DE\\s*)${label('NASCIMENTO')}`, `\\b${label('NASC')}\\b`, `(?<!PLACE\\s*OF\\s*)${label('BIRTH')}`, label('NACIMIENTO')),
  ],
  [
    'issue_date',
    any(
      `(?<!LOCAL\\s*(DE\\s*)?)(${label('EXPEDICAO')}|${label('EMISSAO')})`,
      `(?<!PLACE\\s*OF\\s*)\\b${label('ISSUE')}\\b`,
      label('EXPEDICION'),
      `${label('EMISION')}\\b`,
    ),
  ],
  [
    'expiry_date',
    any(label('VALIDADE'), label('VALIDO ATE'), label('EXPIR'), label('VENCIMIENTO'), `\\b${label('VENC')}\\b`, label('VALID UNTIL')),
  ],
  ['first_licence', any(`\\b1\\s*[AO]?\\s*${label('HABILITACAO')}`, label('PRIMEIRA HABILITACAO'))],
];

interface Found {
  kind: DateLabel;
  start: number;
  end: number;
}

/** The date labels of a line in reading order; the same label twice in a row ('Validade / Date of expiry') counts once. */
function labelsIn(plain: string): Found[] {
  const found: Found[] = [];
  for (const [kind, pattern] of DATE_LABELS) for (const m of matchesIn(plain, pattern)) found.push({ kind, ...m });
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const distinct: Found[] = [];
  for (const f of found) {
    const last = distinct.at(-1);
    if (last && f.start < last.end) continue; // inside the previous label
    if (last && last.kind === f.kind) {
      last.end = f.end;
      continue;
    }
    distinct.push(f);
  }
  return distinct;
}

/**
 * Printed dates matched to their labels. A date on the label's line belongs to the last label
 * before it; labels left without a date take the dates of the next line (or the one after) when
 * there are as many dates as labels, in order, as in a card's row of columns. Anything less clear is
 * left unread. The first reading of each field wins.
 */
export function labelledDates(lines: readonly TextLine[]): Partial<Record<DateField, string>> {
  const read: Partial<Record<DateLabel, string>> = {};
  const put = (kind: DateLabel, iso: string) => {
    read[kind] ??= iso;
  };
  for (let i = 0; i < lines.length; i++) {
    const labels = labelsIn(lines[i]!.plain);
    if (labels.length === 0) continue;
    const dates = dateSpans(lines[i]!.plain).filter((d) => d.index >= labels[0]!.end);
    const lastLabel = labels.at(-1)!;
    const pending: Found[] = [];
    if (dates.length === labels.length && dates[0]!.index >= lastLabel.end) {
      // 'DATA EMISSAO VALIDADE 18/02/2023 17/02/2033'
      labels.forEach((l, n) => put(l.kind, dates[n]!.iso));
      continue;
    }
    for (const l of labels) {
      const next = labels[labels.indexOf(l) + 1];
      const own = dates.find((d) => d.index >= l.end && (!next || d.index < next.start));
      if (own) put(l.kind, own.iso);
      else if (!dates.some((d) => d.index >= l.end)) pending.push(l);
    }
    if (pending.length === 0) continue;
    for (const below of lines.slice(i + 1, i + 3)) {
      if (labelsIn(below.plain).length > 0) break;
      const values = dateSpans(below.plain);
      if (values.length === 0) continue;
      if (values.length === pending.length) pending.forEach((l, n) => put(l.kind, values[n]!.iso));
      break;
    }
  }
  return { birth_date: read.birth_date, issue_date: read.issue_date, expiry_date: read.expiry_date };
}

/**
 * Drops dates that cannot be right: a birth in the future or before 1900, an issue in the future or
 * before the birth, an expiry before the issue.
 */
export function plausibleDates(dates: Partial<Record<DateField, string>>, today = new Date()): Partial<Record<DateField, string>> {
  const now = today.toISOString().slice(0, 10);
  const out = { ...dates };
  if (out.birth_date && (out.birth_date > now || out.birth_date < '1900-01-01')) delete out.birth_date;
  if (out.issue_date && (out.issue_date > now || (out.birth_date && out.issue_date < out.birth_date))) delete out.issue_date;
  if (out.expiry_date && out.issue_date && out.expiry_date < out.issue_date) delete out.expiry_date;
  return out;
}
