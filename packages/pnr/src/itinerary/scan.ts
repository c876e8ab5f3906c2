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

/** `unsure`: a numeric date whose day and month order the text does not settle (04/05 in English). */
export type Role = 'plain' | 'dep' | 'arr' | 'other' | 'boarding' | 'unsure';

/** `i` is the token's index in reading order, set once the text is scanned. */
export type Token = { i: number } & (
  | { kind: 'flight'; line: number; col: number; airline: string | null; flight: string }
  | { kind: 'place'; line: number; col: number; codes: string[]; role: Role; journey?: boolean }
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
const LEAD_LABEL =
  /^\W*(?:(CHEGADA|LLEGADA|ARRIVAL|ARRIVES?|ARRIVING|ARR|DESTINO|DESTINATION)|(?:SAIDA|SALIDA|PARTIDA|DEPARTURE|DEPARTS?|DEPARTING|DEP|ORIGEM|ORIGEN|ORIGIN))(?![A-Z])/;
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
  unsure?: boolean;
}

/** How the text writes numeric dates: day first (pt / es, most of the world), month first (US), or unknown. */
export type DateOrder = 'dmy' | 'mdy' | 'unsure';

const NUMERIC_DATE = /(?<![\d:.,]|\dH)(\d{1,2})[/.](\d{1,2})(?:[/.](\d{4}|\d{2}))?(?![\d/:]|\.\d|H\d)/g;
const EN_WORDS = /(?<![A-Z])(?:THE|YOUR|FLIGHT|DEPARTURE|ARRIVAL|DEPARTS|ARRIVES|BOOKING|CONFIRMATION|PASSENGER|TRAVELER|RECORD LOCATOR|TRIP|FROM|AND|WITH)(?![A-Z])/g;
const PT_ES_WORDS = /(?<![A-Z])(?:VOO|VUELO|SAIDA|SALIDA|PARTIDA|CHEGADA|LLEGADA|RESERVA|PASSAGEIRO|PASAJERO|VIAGEM|VIAJE|DE|DA|DO|DEL|EL|LOS|PARA|SUA|SU|CON|COM)(?![A-Z])/g;

/**
 * Day-month order of the text's numeric dates: a first part above 12 means day first, a second
 * part above 12 month first. With no such date, an English text from a US source stays unsure:
 * 04/05 could be either, and reading it wrong would invent a flight.
 */
export function dateOrder(text: string[]): DateOrder {
  let dmy = false;
  let mdy = false;
  let en = 0;
  let other = 0;
  for (const t of text) {
    NUMERIC_DATE.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = NUMERIC_DATE.exec(t)) !== null) {
      if (!m[3] && m[0].includes('.')) continue;
      const a = Number(m[1]);
      const b = Number(m[2]);
      if (a > 12 && b >= 1 && b <= 12) dmy = true;
      else if (b > 12 && b <= 31 && a >= 1 && a <= 12) mdy = true;
    }
    en += t.match(EN_WORDS)?.length ?? 0;
    other += t.match(PT_ES_WORDS)?.length ?? 0;
  }
  if (dmy !== mdy) return dmy ? 'dmy' : 'mdy';
  if (dmy && mdy) return 'unsure';
  // English from a US carrier or agency writes month first; other English e-mails (LATAM, Copa,
  // TAP...) day first. Only the first case is left unsure.
  const english = en >= 2 && en > 2 * other;
  return english && text.some((t) => US_SOURCE.test(t)) ? 'unsure' : 'dmy';
}

const US_SOURCE =
  /(?<![A-Z0-9])(?:(?:AA|UA|DL|B6|WN|AS|NK|F9|HA)\s?\d{1,4}(?!\d)|AMERICAN AIRLINES|UNITED AIRLINES|DELTA AIR|JETBLUE|SOUTHWEST|ALASKA AIRLINES|SPIRIT AIRLINES|FRONTIER AIRLINES|HAWAIIAN AIRLINES|EXPEDIA|ORBITZ|PRICELINE|TRAVELOCITY|KAYAK)/;

type DateRead = Omit<DateHit, 'col' | 'end'>;

function numericDate(m: RegExpExecArray, order: DateOrder): DateRead | null {
  if (!m[3] && m[0].includes('.')) return null;
  const a = Number(m[1]);
  const b = Number(m[2]);
  const year = m[3] ? fullYear(m[3]) : null;
  if (order === 'mdy') return { day: b, month: a, year };
  if (order === 'unsure' && a !== b && a <= 12 && b <= 12) return { day: a, month: b, year, unsure: true };
  return { day: a, month: b, year };
}

const DATE_PATTERNS: { re: RegExp; read: (m: RegExpExecArray, order: DateOrder) => DateRead | null }[] = [
  {
    re: /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/g,
    read: (m) => ({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }),
  },
  { re: NUMERIC_DATE, read: numericDate },
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

function findDates(t: string, order: DateOrder): DateHit[] {
  const out: DateHit[] = [];
  for (const { re, read } of DATE_PATTERNS) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(t)) !== null) {
      const d = read(m, order);
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

// A flight no longer flown: the old schedule of a change, a cancelled or removed leg.
const STALE =
  /(?<![A-Z])(?:ANTERIOR|ORIGINAL|PREVIOUS|ANTIG[OU]A?|OLD|CANCELAD[OA]S?|CANCELLED|CANCELED|REMOVID[OA]S?|REMOVED|ELIMINAD[OA]S?|SUBSTITUID[OA]S?|REPLACED)(?![A-Z])/;
const NOT_STALE = /MENSAGEM ORIGINAL|MENSAJE ORIGINAL|ORIGINAL MESSAGE|NAO (?:FOI|SERA)|NO (?:HA SIDO|FUE|SERA)|NOT BEEN|(?:POLITICA|POLICY|REGRAS?|CONDIC|TAXA|FEE|MULTA)/;
const FRESH = /(?<![A-Z])(?:NOV[OA]S?|NUEV[OA]S?|NEW|ATUALIZAD[OA]S?|ACTUALIZAD[OA]S?|UPDATED|REVISED|CONFIRMAD[OA]S?|CONFIRMED)(?![A-Z])/;
// Sections that are not flights: what follows a hotel or car heading is not a flight's detail.
const NOT_AIR =
  /^\W*(?:HOTEL|HOSPEDAGEM|HOSPEDAJE|ALOJAMIENTO|ACCOMMODATION|LODGING|CARRO|ALUGUEL DE CARRO|LOCACAO DE|ALQUILER DE|CAR RENTAL|RENTAL CAR|TRASLADOS?|TRANSFERS?|SEGURO|INSURANCE|PASSEIOS?|TOURS?|EXCURS|TREM|TREN|TRAIN|ONIBUS|BUS)(?![A-Z])/;
const AIR_HEADING =
  /(?<![A-Z])(?:VOOS?|VUELOS?|FLIGHTS?|IDA|VOLTA|REGRESO|RETORNO|OUTBOUND|RETURN|INBOUND|TRECHOS?|TRAMOS?|AEREOS?|ITINERARIO|ITINERARY)(?![A-Z])/;

// "São Paulo (GRU) → Porto (OPO) · 1 conexão": a journey's ends, not one flight's.
const VIA = /(?<![A-Z])(?:[1-9]\s*(?:CONEXA?O|CONEXOES|CONEXION(?:ES)?|CONNECTIONS?|ESCALAS?|PARADAS?|STOPS?|PARADAS?)|COM CONEXAO|CON ESCALA|CON CONEXION|VIA [A-Z]{3})(?![A-Z])/;
const OPERATED = /OPERAD[OA]\s+POR|OPERATED\s+BY|OPERE PAR|EXPLOITE/;

const BRAND_FLIGHT = /^\s*-?\s*(\d{1,4})(?![\d:/.]|,\d|\s?(?:H\s?\d|MIN|KG))/;

export function scan(text: string[], raw: string[], brandsIn: (t: string, raw: string) => BrandHit[]): Scan {
  const caps = !raw.some((r) => /[a-z]/.test(r));
  const tokens: Token[] = [];
  const brands = new Map<string, number>();
  const brandLines: { line: number; code: string }[] = [];
  const cells = columnCells(text);
  const order = dateOrder(text);
  let staleBlock = false;
  let notAir = false;
  for (let line = 0; line < text.length; line++) {
    const t = text[line];
    const r = raw[line];
    if (!t.trim()) {
      staleBlock = false;
      continue;
    }
    const staleLine = STALE.test(t) && !NOT_STALE.test(t) && !FRESH.test(t);
    // "Voo cancelado:" / "Horário anterior" as a heading: the lines below it, up to a blank line.
    if (staleLine && t.trim().length <= 40 && !/\d/.test(t)) staleBlock = true;
    else if (FRESH.test(t) && t.trim().length <= 40) staleBlock = false;
    if (NOT_AIR.test(t)) notAir = true;
    else if (notAir && AIR_HEADING.test(t)) notAir = false;
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

    const dates = findDates(t, order);
    for (const d of dates) {
      const role = d.unsure ? 'unsure' : roleOf(t.slice(0, d.col), prev);
      found.push({ i: 0, kind: 'date', line, col: d.col, day: d.day, month: d.month, year: d.year, role });
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
      // "Chegada: 11:35 Lisboa (LIS)": a labelled place says which end of the flight it is; a label
      // leading the line ("Arrival  Tue 16 Apr 2024  11:35  Lisbon") names its first place only.
      const label = labelOf(t.slice(Math.max(0, p.col - 40), p.col), prev);
      const lead = p === places.find((q) => !brandHits.some((b) => q.col < b.end && q.end > b.col)) ? LEAD_LABEL.exec(t) : null;
      const role: Role = lead
        ? lead[1]
          ? 'arr'
          : 'dep'
        : ARR_LABEL.test(label)
          ? 'arr'
          : DEP_LABEL.test(label)
            ? 'dep'
            : 'plain';
      found.push({ i: 0, kind: 'place', line, col: p.col, codes: p.codes, role });
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
    // "Operado por LATAM (LA 8065)": the operating carrier's number is not another flight.
    // ("KL 6358 operado por Air France" keeps KL 6358, printed before the words.)
    const op = OPERATED.exec(t);
    if (op) for (let k = found.length - 1; k >= 0; k--) if (found[k].kind === 'flight' && found[k].col > op.index) found.splice(k, 1);
    const placeCount = found.filter((x) => x.kind === 'place').length;
    if (placeCount >= 2 && [t, text[line + 1] ?? '', text[line + 2] ?? ''].some((x) => VIA.test(x)))
      for (const x of found) if (x.kind === 'place') x.journey = true;
    if (notAir && found.some((x) => x.kind === 'flight')) notAir = false;
    if (staleLine || staleBlock || notAir) continue;
    found.sort((a, b) => a.col - b.col);
    for (const t of found) {
      t.i = tokens.length;
      tokens.push(t);
    }
  }
  return { tokens, brands, brandLines };
}
