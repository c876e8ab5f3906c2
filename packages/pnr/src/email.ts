import { isAirport, lookupAirline } from './data.ts';
import type { Line } from './lines.ts';
import { deaccent, monthFromWord } from './months.ts';
import { clockTime } from './time.ts';
import type { RawSegment } from './types.ts';
import { dayDiff, isValidDate } from './year.ts';

/*
 * Airline and agency e-mail confirmations in pt / es / en, e.g.
 *   "Voo LA 3456 · 10 de março · São Paulo (GRU) 08:15 → Lisboa (LIS) 21:40"
 *   "Vuelo AR1234 12 ene Buenos Aires (AEP) 07:00 - Córdoba (COR) 08:25"
 *   "Flight UA 861, Mon, Mar 10 2025, SFO 10:40 PM → GRU 3:55 PM +1"
 * A flight marker ("Voo", "Vuelo", "Flight", "Vol") anchors each segment; the airports, times and
 * date are read from the text around it.
 */

const FLIGHT_MARK =
  /(?<![A-Z])(?:VOO|VUELO|VOL|FLIGHT|FLT)(?![A-Z])(?:\s*(?:NUMBER|NUMERO|NO\.?|N[\u00ba\u00b0]\.?|#))?\s*:?\s*([A-Z]{2}|[A-Z]\d|\d[A-Z])\s?-?\s?(\d{1,4})(?![0-9])/g;

const ARROW = String.raw`(?:\u2192|->|=>|\u2013|\u2014|-|>|/)`;
const AIRPORT_IN_PARENS = /\(([A-Z]{3})\)/y;
const AIRPORT_BARE = new RegExp(
  String.raw`(?<![A-Z0-9])([A-Z]{3})(?=\s*(?:\d{1,2}[:H.]\d{2}|${ARROW}\s*[A-Z]{3}(?![A-Z])))|(?<=${ARROW}\s{0,3})([A-Z]{3})(?=\s*(?:[\d(\n,;.]|$))`,
  'y',
);
const TIME = /(?<![\d:])(\d{1,2})(?::|H)(\d{2})(?![\d])(?!\s*MIN)\s*(A\.?\s?M\.?|P\.?\s?M\.?)?/g;
const DAY_MARK = /^\s*\(?\s*([+-])\s?(\d)\b/;
const NEXT_DAY = /DIA SEGUINTE|DIA SIGUIENTE|NEXT DAY/;
const DURATION_WORDS =
  /(?:DURACAO|DURACION|DURATION|TEMPO DE VOO|TIEMPO DE VUELO|FLIGHT TIME|ESCALA|CONEXAO|CONEXION|LAYOVER|TRAVEL TIME)[^\n]{0,12}$/;

interface FoundDate {
  index: number;
  day: number;
  month: number;
  year: number | null;
}

const DATE_PATTERNS: { re: RegExp; read: (m: RegExpExecArray) => Omit<FoundDate, 'index'> | null }[] = [
  {
    re: /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/g,
    read: (m) => ({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }),
  },
  {
    re: /(?<![\d:])(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?(?![\d/])/g,
    read: (m) => ({ day: Number(m[1]), month: Number(m[2]), year: m[3] ? fullYear(m[3]) : null }),
  },
  {
    re: /(?<![\d:])(\d{1,2})(?:\s*(?:DE\s+)?|-)([A-Z]{3,10})\.?(?:,?\s*(?:DE\s+)?-?(\d{4})(?!\d))?/g,
    read: (m) => {
      const month = monthFromWord(m[2]);
      return month ? { day: Number(m[1]), month, year: m[3] ? Number(m[3]) : null } : null;
    },
  },
  {
    re: /(?<![A-Z])([A-Z]{3,9})\.?\s+(\d{1,2})(?:ST|ND|RD|TH)?(?![\d:])(?:,?\s+(\d{4})(?!\d))?/g,
    read: (m) => {
      const month = monthFromWord(m[1]);
      return month ? { day: Number(m[2]), month, year: m[3] ? Number(m[3]) : null } : null;
    },
  },
];

function lineEnd(t: string, from: number): number {
  const i = t.indexOf('\n', from);
  return i === -1 ? t.length : i;
}

function fullYear(y: string): number {
  return y.length === 2 ? 2000 + Number(y) : Number(y);
}

function findDates(t: string): FoundDate[] {
  const out: FoundDate[] = [];
  for (const { re, read } of DATE_PATTERNS) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(t)) !== null) {
      const d = read(m);
      if (d && isValidDate(d.year ?? 2000, d.month, d.day) && !out.some((o) => overlaps(o.index, m!.index))) {
        out.push({ index: m.index, ...d });
      }
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

function overlaps(a: number, b: number): boolean {
  return Math.abs(a - b) < 3;
}

function findAirports(t: string): { code: string; index: number }[] {
  const out: { code: string; index: number; parens: boolean }[] = [];
  for (let i = 0; i < t.length && out.length < 6; i++) {
    const c = t.charCodeAt(i);
    if (c !== 40 && (c < 65 || c > 90)) continue; // "(" or A-Z
    AIRPORT_IN_PARENS.lastIndex = i;
    AIRPORT_BARE.lastIndex = i;
    const m = AIRPORT_IN_PARENS.exec(t) ?? AIRPORT_BARE.exec(t);
    if (!m) continue;
    const code = m[1] ?? m[2];
    if (isAirport(code) && out[out.length - 1]?.code !== code)
      out.push({ code, index: i, parens: m[0][0] === '(' });
    i += m[0].length - 1;
  }
  const inParens = out.filter((a) => a.parens);
  return inParens.length >= 2 ? inParens : out;
}

function findTimes(t: string): { hhmm: string; end: number }[] {
  const out: { hhmm: string; end: number }[] = [];
  TIME.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = TIME.exec(t)) !== null && out.length < 4) {
    if (DURATION_WORDS.test(t.slice(Math.max(0, m.index - 40), m.index))) continue;
    const hhmm = clockTime(m[1], m[2], m[3]);
    if (hhmm) out.push({ hhmm, end: m.index + m[0].length });
  }
  return out;
}

function after(t: string, re: RegExp, max = 40): string | null {
  const m = re.exec(t);
  if (!m) return null;
  const v = m[1].split(/\s{2,}|\s[|\u00b7\u2022,;]\s?|\n/)[0].trim();
  return v ? v.slice(0, max) : null;
}

/** Segment read from one flight's stretch of text, or null if airports are missing. */
function readBlock(
  t: string,
  rawT: string,
  airline: string,
  flight: string,
  carriedDate: FoundDate | null,
  line: number,
): RawSegment | null {
  const airports = findAirports(t);
  if (airports.length < 2) return null;
  const times = findTimes(t);
  const allDates = findDates(t);
  // A date below the schedule line is usually the header of the next flight.
  const scheduleEnd = lineEnd(t, times[1]?.end ?? airports[1].index);
  const dates = allDates.filter((d) => d.index < scheduleEnd);
  const date = dates[0] ?? carriedDate ?? allDates[0];
  if (!date) return null;
  const dep = times[0]?.hhmm ?? null;
  const arr = times[1]?.hhmm ?? null;
  let offset: number | null = arr ? 0 : null;
  if (times[1]) {
    const mark = DAY_MARK.exec(t.slice(times[1].end, times[1].end + 12));
    if (mark) offset = Number(mark[2]) * (mark[1] === '-' ? -1 : 1);
    else if (NEXT_DAY.test(t)) offset = 1;
    else if (dates.length >= 2) {
      const d = dayDiff(dates[0].day, dates[0].month, dates[1].day, dates[1].month);
      if (d >= -1 && d <= 3) offset = d;
    }
  }
  let terminalDep: string | null = null;
  let terminalArr: string | null = null;
  const termRe = /TERMINAL\s*:?\s*([A-Z0-9]{1,3})(?![A-Z0-9])/g;
  let tm: RegExpExecArray | null;
  while ((tm = termRe.exec(t)) !== null) {
    if (tm.index > airports[1].index) terminalArr ??= tm[1];
    else terminalDep ??= tm[1];
  }
  const cls =
    /(?:CLASSE|CLASE|CLASS|CABINE|CABINA|CABIN)\b[^\n(]{0,24}\(([A-Z])\)|(?:CLASSE|CLASE|CLASS)\s*:\s*([A-Z])(?![A-Z])/.exec(
      t,
    );
  const status = /CANCELAD|CANCELLED|CANCELED/.test(t) ? 'HX' : /CONFIRMAD|CONFIRMED/.test(t) ? 'HK' : null;
  return {
    airline,
    flight: flight.replace(/^0+(?=\d)/, ''),
    class: cls ? (cls[1] ?? cls[2]) : null,
    from: airports[0].code,
    to: airports[1].code,
    day: date.day,
    month: date.month,
    year: date.year,
    dep,
    arr: dep ? arr : null,
    arr_day_offset: dep && arr ? offset : null,
    status,
    operated_by: after(rawT, /(?:operad[oa] por|operated by)\s*:?\s*([^\n]+)/i),
    equipment: after(
      rawT,
      /(?:aeronave|avi[o\u00f3]n|equipamento|equipo|aircraft|equipment)\s*:?\s*([a-z0-9][^\n]+)/i,
      30,
    ),
    terminal_dep: terminalDep,
    terminal_arr: terminalArr,
    line,
  };
}

interface Marker {
  lineIdx: number;
  col: number;
  airline: string;
  flight: string;
}

// Without "Voo"/"Flight" words: a known airline code and number, e.g. "LA 3456 GRU 08:15 -> LIS 21:40".
const BARE_FLIGHT = /(?<![A-Z0-9])([A-Z]{2}|[A-Z]\d|\d[A-Z])\s?(\d{1,4})(?![0-9:H])/g;

function findMarkers(text: string[]): Marker[] {
  const markers: Marker[] = [];
  text.forEach((t, lineIdx) => {
    FLIGHT_MARK.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = FLIGHT_MARK.exec(t)) !== null && markers.length < 500) {
      if (/[A-Z]/.test(m[1])) markers.push({ lineIdx, col: m.index, airline: m[1], flight: m[2] });
    }
  });
  if (markers.length) return markers;
  text.forEach((t, lineIdx) => {
    const near = text.slice(lineIdx, lineIdx + 3).join('\n');
    if (findAirports(near).length < 2) return;
    BARE_FLIGHT.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = BARE_FLIGHT.exec(t)) !== null && markers.length < 500) {
      if (/[A-Z]/.test(m[1]) && lookupAirline(m[1])) {
        markers.push({ lineIdx, col: m.index, airline: m[1], flight: m[2] });
        break;
      }
    }
  });
  return markers;
}

/** Segments from an e-mail style text; empty when there is no recognisable flight. */
export function readEmail(lines: Line[]): RawSegment[] {
  const text = lines.map((l) => deaccent(l.up));
  // Same text in its original case where the character positions agree, for carrier and aircraft names.
  const rawText = lines.map((l, i) =>
    l.raw.normalize('NFC').length === text[i].length ? l.raw.normalize('NFC') : text[i],
  );
  const markers = findMarkers(text);
  if (!markers.length) return [];

  // Layout: details after each "Voo XX 123" (usual) or before it (some airline templates).
  const first = markers[0];
  const before =
    text.slice(Math.max(0, first.lineIdx - 4), first.lineIdx).join('\n') +
    '\n' +
    text[first.lineIdx].slice(0, first.col);
  const last = markers[markers.length - 1];
  const tail =
    text[last.lineIdx].slice(last.col) + '\n' + text.slice(last.lineIdx + 1, last.lineIdx + 10).join('\n');
  const backwards = findAirports(before).length >= 2 && findAirports(tail).length < 2;

  const cut = (
    src: string[],
    fromLine: number,
    fromCol: number,
    toLine: number,
    toCol: number | null,
  ): string => {
    if (fromLine === toLine) return src[fromLine].slice(fromCol, toCol ?? undefined);
    const parts = [src[fromLine].slice(fromCol), ...src.slice(fromLine + 1, toLine)];
    if (toLine < src.length) parts.push(src[toLine].slice(0, toCol ?? undefined));
    return parts.join('\n');
  };

  const out: RawSegment[] = [];
  let carried: FoundDate | null = null;
  let consumedTo = 0;
  for (let k = 0; k < markers.length; k++) {
    const mk = markers[k];
    const next = markers[k + 1];
    let range: [number, number, number, number, number | null];
    if (backwards) {
      const startLine = Math.max(consumedTo, mk.lineIdx - 6);
      range = [startLine, 0, mk.lineIdx, 0, null];
      consumedTo = mk.lineIdx + 1;
    } else {
      const endLine = next ? next.lineIdx : Math.min(text.length, mk.lineIdx + 12);
      range = [mk.lineIdx, mk.col, endLine, 0, next ? next.col : 0];
      // A date written just before the flight (a section header such as "Ida - 10 de marco").
      const prevLine = k > 0 ? markers[k - 1].lineIdx + 1 : 0;
      const prevText =
        text.slice(Math.max(prevLine, mk.lineIdx - 3), mk.lineIdx).join('\n') +
        '\n' +
        text[mk.lineIdx].slice(0, mk.col);
      const prevDates = findDates(prevText);
      if (prevDates.length) carried = prevDates[prevDates.length - 1];
      consumedTo = endLine;
    }
    const [fl, fc, tl, , tc] = range;
    const block = cut(text, fl, fc, tl, backwards ? null : tc);
    const rawBlock = cut(rawText, fl, fc, tl, backwards ? null : tc);
    const seg = readBlock(block, rawBlock, mk.airline, mk.flight, carried, lines[mk.lineIdx].no);
    if (seg) {
      out.push(seg);
      carried = { index: 0, day: seg.day, month: seg.month, year: seg.year };
    }
  }
  return out;
}
