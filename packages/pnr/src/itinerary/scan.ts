import { lookupAirline } from '../data.ts';
import { monthFromWord } from '../months.ts';
import { clockTime, gdsTime } from '../time.ts';
import { isValidDate } from '../year.ts';
import { columnCells, flightCell } from './columns.ts';
import { findPlaces } from './places.ts';

/*
 * The tokeniser: everything an itinerary is made of, found line by line with its position.
 * Texts are upper case without accents; `raw` keeps the case to tell codes from words.
 */

export type Role = 'plain' | 'dep' | 'arr' | 'other' | 'boarding';

/** `i` is the token's index in reading order, set once the text is scanned. */
export type Token = { i: number } & (
  | { kind: 'flight'; line: number; col: number; airline: string | null; flight: string }
  | { kind: 'place'; line: number; col: number; codes: string[] }
  | { kind: 'date'; line: number; col: number; day: number; month: number; year: number | null; role: Role }
  | { kind: 'time'; line: number; col: number; hhmm: string; mark: number | null; role: Role }
);

const FLIGHT_WORD =
  /(?<![A-Z])(?:N(?:O|[\u00ba\u00b0])\.?\s*(?:DE\s+|DO\s+)?VUELO|NUMERO\s+D[OE]\s+VUELO|NUMERO\s+DO\s+VOO|FLIGHT\s+(?:NUMBER|NO\.?)|VOOS?|VUELOS?|VOL|FLIGHT|FLT|UCUS)(?![A-Z])\s*(?:N(?:O|[\u00ba\u00b0])\.?|#|:|-)?\s*(?:([A-Z]{2}|[A-Z]\d|\d[A-Z])\s?-?\s?)?(\d{1,4})(?![\d:/.]|,\d|H\d)/g;
const BARE_FLIGHT = /(?<![A-Z0-9/.-])([A-Z]{2}|[A-Z]\d|\d[A-Z])\s?-?\s?(\d{1,4})(?![\d:/.%A-Z]|,\d|H\d|\s?(?:KG|X|PC|MM|CM)\b)/g;
// Two-letter words of pt / es / en that are also airline codes.
const NOT_AIRLINES = new Set(['DE', 'DO', 'DA', 'NO', 'NA', 'EM', 'AS', 'OS', 'AO', 'UM', 'EL', 'EN', 'IN', 'ON', 'AT', 'TO', 'OR', 'BY', 'UP', 'AN', 'SE', 'YA', 'SI', 'MI', 'TU', 'US', 'IT', 'IS', 'OF', 'ID']);

const AIRCRAFT_WORD = /(?:AIRBUS|BOEING|EMBRAER|ATR|BOMBARDIER|AERONAVE|AIRCRAFT|EQUIPAMENTO|EQUIPMENT|AVION|EQUIPO)\W{0,3}$/;

const OTHER_DATE =
  /(?:EMISSAO|EMITID[OA]|EMISION|ISSUED?|COMPRA|PURCHASE|NASCIMENTO|NACIMIENTO|BIRTH|VALIDADE|VALID|EXPIR|VENCIMENTO|PAGAMENTO|PAGO|PAYMENT|RESERVA FEITA|RESERVADO EM|BOOKED ON|BOOKING DATE|FECHA DE RESERVA|DATA DA RESERVA|DATA DE RESERVA|CRIAD[OA]|CREATED|LIMITE|DEADLINE|ENVIAD[OA]|SENT|DATE OF|FECHA DE LA COMPRA|REALIZAD[OA]|GERAD[OA]|GENERATED|IMPRESS|PRINTED)[^\n]{0,30}$/;
const ARR_LABEL = /(?:CHEGADA|CHEGA|LLEGADA|LLEGA|ARRIVAL|ARRIVES?|ARRIVING|DESEMBARQUE|DESTINO|DESTINATION|ATTERRISSAGE|ARRIVEE)\b[^\n]{0,25}$/;
const DEP_LABEL = /(?:PARTIDA|SAIDA|SALIDA|SALE|DEPARTURE|DEPARTS?|DEPARTING|DECOLAGEM|ORIGEM|ORIGEN|ORIGIN|DEPART)\b[^\n]{0,25}$/;
const BOARDING = /(?:EMBARQUE|BOARDING|ABORDAJE|CHECK-?IN|PORTAO|PUERTA|GATE|APRESENTACAO|PRESENTACION)[^\n]{0,14}$/;
const DURATION =
  /(?:DURACAO|DURACION|DURATION|TEMPO DE VOO|TIEMPO DE VUELO|FLIGHT TIME|ESCALA|CONEXAO|CONEXION|LAYOVER|CONNECTION|TRAVEL TIME|ESPERA|STOP)[^\n]{0,14}$/;

const TIME = /(?<![\d:.,/])(\d{1,2})\s?(?::|H)\s?(\d{2})(?!\d)(?!\s?MIN)(?!M(?![A-Z]))(?:\s*(A\.?\s?M\.?|P\.?\s?M\.?)(?![A-Z]))?(?:\s*HRS?\b)?/g;
const GDS_TIME = /(?<![\d:./A-Z])(\d{3,4})([APNM])?(?![\d:./])/g;
const MARK = /^\s*\(?\s*([+-])\s?(\d)\b/;

interface DateHit {
  col: number;
  end: number;
  day: number;
  month: number;
  year: number | null;
}

const DATE_PATTERNS: { re: RegExp; read: (m: RegExpExecArray) => Omit<DateHit, 'col' | 'end'> | null }[] = [
  {
    re: /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/g,
    read: (m) => ({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }),
  },
  {
    re: /(?<![\d:.,]|\dH)(\d{1,2})[/.](\d{1,2})(?:[/.](\d{4}|\d{2}))?(?![\d/:]|\.\d|H\d)/g,
    read: (m) => (m[3] || !m[0].includes('.') ? { day: Number(m[1]), month: Number(m[2]), year: m[3] ? fullYear(m[3]) : null } : null),
  },
  {
    re: /(?<![\d:])(\d{1,2})(?:\s*(?:DE\s+)?|-|\s*\/\s*)([A-Z]{3,10})\.?(?:(?:,?\s*(?:DE\s+|DEL\s+)?|-|\s*\/\s*)((?:19|20)\d{2})(?!\d)|(\d{2})(?![\d:]))?/g,
    read: (m) => {
      const month = monthFromWord(m[2]);
      if (!month) return null;
      return { day: Number(m[1]), month, year: m[3] ? Number(m[3]) : m[4] ? 2000 + Number(m[4]) : null };
    },
  },
  {
    re: /(?<![A-Z])([A-Z]{3,9})\.?\s+(\d{1,2})(?:ST|ND|RD|TH)?(?![\d:])(?:,?\s+((?:19|20)\d{2})(?!\d))?/g,
    read: (m) => {
      const month = monthFromWord(m[1]);
      return month ? { day: Number(m[2]), month, year: m[3] ? Number(m[3]) : null } : null;
    },
  },
];

function fullYear(y: string): number {
  return y.length === 2 ? 2000 + Number(y) : Number(y);
}

function findDates(t: string): DateHit[] {
  const out: DateHit[] = [];
  for (const { re, read } of DATE_PATTERNS) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(t)) !== null) {
      const d = read(m);
      const end = m.index + m[0].length;
      if (!d || !isValidDate(d.year ?? 2000, d.month, d.day)) continue;
      if (d.year !== null && (d.year < 1990 || d.year > 2100)) continue;
      if (out.some((o) => m!.index < o.end && end > o.col)) continue;
      out.push({ col: m.index, end, ...d });
    }
  }
  return out;
}

/** The label of a value: text before it on its line, or a short label line above it. */
function labelOf(before: string, prevLine: string): string {
  if (before.trim() !== '') return before;
  return prevLine.trim().length <= 30 && !/\d/.test(prevLine) ? prevLine : '';
}

function roleOf(before: string, prevLine: string): Role {
  const ctx = labelOf(before, prevLine);
  if (OTHER_DATE.test(ctx)) return 'other';
  if (ARR_LABEL.test(ctx)) return 'arr';
  if (DEP_LABEL.test(ctx)) return 'dep';
  return 'plain';
}

export interface Scan {
  tokens: Token[];
  /** Airline codes named by name in the whole text ("LATAM", "Azul"), with counts. */
  brands: Map<string, number>;
  /** Lines that name one airline and little else ("LATAM", "Cia: GOL"): a heading for the flight below. */
  brandLines: { line: number; code: string }[];
}

/** Tokens of every line in reading order. */
export interface BrandHit {
  code: string;
  col: number;
  end: number;
}

const BRAND_FLIGHT = /^\s*-?\s*(\d{1,4})(?![\d:/.,]|\s?(?:H\s?\d|MIN|KG))/;

export function scan(text: string[], raw: string[], brandsIn: (t: string, raw: string) => BrandHit[]): Scan {
  const caps = !raw.some((r) => /[a-z]/.test(r));
  const tokens: Token[] = [];
  const brands = new Map<string, number>();
  const brandLines: { line: number; code: string }[] = [];
  const cells = columnCells(text);
  for (let line = 0; line < text.length; line++) {
    const t = text[line];
    const r = raw[line];
    if (!t.trim()) continue;
    const cell = cells[line];
    // A table cell's label is its column heading; otherwise a short line above can be one.
    const prev = cell ? cell.heading : line > 0 ? text[line - 1] : '';
    const found: Token[] = [];
    const flightCols: [number, number][] = [];
    let m: RegExpExecArray | null;
    // "Aeroméxico 524", "Delta 423": the airline's name stands for its code.
    const brandHits = brandsIn(t, r);
    if (brandHits.length && brandHits.every((b) => b.code === brandHits[0].code)) {
      const rest = brandHits.reduceRight((acc, b) => acc.slice(0, b.col) + acc.slice(b.end), t);
      if (rest.replace(/[^A-Z0-9]/g, '').length <= 12 && !/OPERAD|OPERATED|\d/.test(rest)) brandLines.push({ line, code: brandHits[0].code });
    }
    for (const b of brandHits) {
      brands.set(b.code, (brands.get(b.code) ?? 0) + 1);
      const n = BRAND_FLIGHT.exec(t.slice(b.end));
      if (n) {
        found.push({ i: 0, kind: 'flight', line, col: b.col, airline: b.code, flight: n[1] });
        flightCols.push([b.col, b.end + n[0].length]);
      }
    }
    FLIGHT_WORD.lastIndex = 0;
    while ((m = FLIGHT_WORD.exec(t)) !== null) {
      const start = m.index;
      if (flightCols.some(([x, y]) => start < y && start + m![0].length > x)) continue;
      const code = m[1] && lookupAirline(m[1]) && /[A-Z]/.test(m[1]) ? m[1] : null;
      if (m[1] && !code) continue;
      found.push({ i: 0, kind: 'flight', line, col: m.index, airline: code, flight: m[2] });
      flightCols.push([m.index, m.index + m[0].length]);
    }
    BARE_FLIGHT.lastIndex = 0;
    while ((m = BARE_FLIGHT.exec(t)) !== null) {
      const start = m.index;
      if (flightCols.some(([a, b]) => start < b && start + m![0].length > a)) continue;
      const code = m[1];
      if (!/[A-Z]/.test(code) || !lookupAirline(code) || NOT_AIRLINES.has(code)) continue;
      if (raw[line].slice(start, start + 2) !== code) continue;
      // Aircraft types: "Airbus A330-200", "Boeing 737", "E195".
      if (AIRCRAFT_WORD.test(t.slice(0, start)) || (/^[ABE]\d$/.test(code) && /^[ABE]\d{3}$/.test(m[0]))) continue;
      if (/(?:^|[^A-Z])(?:[A-Z]{3,9})\.?\s*$/.test(t.slice(0, start)) && /^(?:19|20)\d\d$/.test(m[2])) continue;
      found.push({ i: 0, kind: 'flight', line, col: start, airline: code, flight: m[2] });
      flightCols.push([start, start + m[0].length]);
    }

    // A bare number under a "Voo" column heading.
    if (cell?.kind === 'flight' && !flightCols.length) {
      const fc = flightCell(t);
      if (fc) {
        const col = t.search(/\S/);
        const code = fc.airline && /[A-Z]/.test(fc.airline) && lookupAirline(fc.airline) ? fc.airline : null;
        found.push({ i: 0, kind: 'flight', line, col, airline: code, flight: fc.flight });
        flightCols.push([col, t.trimEnd().length]);
      }
    }

    const dates = findDates(t);
    for (const d of dates) {
      found.push({ i: 0, kind: 'date', line, col: d.col, day: d.day, month: d.month, year: d.year, role: roleOf(t.slice(0, d.col), prev) });
    }
    const busy = (a: number, b: number) =>
      dates.some((d) => a < d.end && b > d.col) || flightCols.some(([x, y]) => a < y && b > x);

    let timeCount = 0;
    TIME.lastIndex = 0;
    while ((m = TIME.exec(t)) !== null) {
      const before = t.slice(Math.max(0, m.index - 40), m.index);
      const ctx = labelOf(before, prev);
      if (DURATION.test(ctx)) continue;
      const hhmm = clockTime(m[1], m[2], m[3]);
      if (!hhmm || busy(m.index, m.index + m[0].length)) continue;
      const end = m.index + m[0].length;
      const mark = MARK.exec(t.slice(end, end + 10));
      const role: Role = ARR_LABEL.test(ctx)
        ? 'arr'
        : DEP_LABEL.test(ctx.slice(-16))
          ? 'dep'
          : BOARDING.test(ctx)
            ? 'boarding'
            : DEP_LABEL.test(ctx)
              ? 'dep'
              : 'plain';
      found.push({ i: 0, kind: 'time', line, col: m.index, hhmm, mark: mark ? Number(mark[2]) * (mark[1] === '-' ? -1 : 1) : null, role });
      timeCount++;
    }

    const places = findPlaces(t, r, caps);
    for (const p of places) {
      // "KLM" on a line of its own is the airline, not an airport.
      if (brandHits.some((b) => p.col < b.end && p.end > b.col)) continue;
      found.push({ i: 0, kind: 'place', line, col: p.col, codes: p.codes });
    }

    // GDS-like notes: "LA3456 15APR GRULIS 0705 2140" — four-digit times only on a line that has a flight and a route.
    if (!timeCount && flightCols.length && places.length >= 2) {
      GDS_TIME.lastIndex = 0;
      // From the first airport on: a time may follow each airport ("GRU 0705 POA 0830").
      const after = places[0].end;
      while ((m = GDS_TIME.exec(t)) !== null) {
        if (m.index < after || busy(m.index, m.index + m[0].length)) continue;
        const hhmm = gdsTime(m[1], m[2]);
        if (!hhmm) continue;
        const end = m.index + m[0].length;
        const mark = /^([+-])(\d)|^(#)/.exec(t.slice(end, end + 2));
        found.push({
          i: 0,
          kind: 'time',
          line,
          col: m.index,
          hhmm,
          mark: mark ? (mark[3] ? 1 : Number(mark[2]) * (mark[1] === '-' ? -1 : 1)) : null,
          role: 'plain',
        });
      }
    }
    found.sort((a, b) => a.col - b.col);
    for (const t of found) {
      t.i = tokens.length;
      tokens.push(t);
    }
  }
  return { tokens, brands, brandLines };
}
