import { isAirport, lookupAirline, lookupAirport } from '../data.ts';
import { WEEKDAY_ABBRS } from '../months.ts';
import { AIRLINE_NAMES } from './airline-names.ts';
import { AIRPORT_WORDS, CITY_AIRPORT_WORDS, CITY_NAMES, METRO_CODES } from './place-names.ts';
import { DATA_AIRPORTS, DATA_CITIES } from './data-names.ts';

/** A code's airports: itself, or a metropolitan code's several (settled like a city name). */
const airportsOf = (code: string): string[] =>
  Object.hasOwn(METRO_CODES, code) ? METRO_CODES[code] : [code];

/** A place named in the text: an IATA code, or a name that can mean one or more airports. */
export interface PlaceHit {
  col: number;
  end: number;
  codes: string[];
  /** A town known only from the data's city names: kept only where the line reads as a route. */
  weak?: boolean;
}

// Weekdays and months of pt / es / en that are also airports' codes (VIE Vienna, SUN Sun Valley).
const CALENDAR_WORDS = new Set(
  'SAT SUN MON TUE WED THU FRI SEG TER QUA QUI SEX SAB DOM LUN MAR MIE JUE VIE ABR MAI JUN JUL AGO SET OUT NOV DEZ DIC ENE FEB FEV APR MAY AUG SEP OCT DEC JAN'.split(
    ' ',
  ),
);
// Upper-case words that are also airport codes but, in an e-mail, almost always mean something else.
const NOT_CODES = new Set([
  ...CALENDAR_WORDS,
  ...(
    'THE AND FOR YOU VOO PNR CPF USD BRL EUR ARS COP MXN CLP PEN UYU TAX REF NAO SIM DIA SEU SUA POR UMA DOS DAS ' +
    'MAS NOS CIA LTD SAS SRL VIP APP WEB PDF FAQ ATM GDS ADT CHD INF ONE TWO ALL NEW OUT BAG MIN HRS ETA ETD STD ' +
    'STA TKT NUM MRS TEL FAX CEP RUA AVE VIA PAX FLT DEP ARR DUR EQP CLS ECO EXE BUS PRE VAL IVA IOF DOC NRO SSR ' +
    'OSI RMK FOP TIL ZIP USA UAE BRA ARG COL PER CHL URY ESP PRT ITA GMT UTC HRS KGS PCS TOT SUB NET ' +
    // A ticket's "not valid before / after" columns.
    'NVA NVB ' +
    'SAO RIO BUE IDA FIM SOL LUZ PAZ REI MAE PAI LOC REC NOT MAX CAN YES ANY ARE HAS HER HIS HOW ITS OUR SHE WHO WHY GET PAY USE SEE DAY END AIR CAB WAY ' +
    // Spanish and Portuguese words before a date or a time ("llegada 05:45 del 13/02", "a las 08:30").
    'DEL LAS LOS UNA CON SIN MAS HAY ESE ESA SUS LES ATE PRA SEM TEM FAZ ' +
    // "Doing business as" in an operator's name: "OPERATED BY REPUBLIC AIRWAYS DBA DELTA CONNECTION".
    'DBA ' +
    // "DOB 14 Apr 1986": a traveller's date of birth.
    'DOB ' +
    // Identity documents and messages: "Llevá tu DNI", "por mail, SMS y la app".
    'DNI SMS ' +
    // Chile's and Peru's SKY Airline by its name: "SKY H2 233", "código de reserva SKY: TWQ9LD".
    'SKY ' +
    // A transfer's vehicle and a change mark: "TR-01 (van)", "Changes are marked [CHG]".
    'VAN CHG ' +
    // Portuguese "leaves" before a clock: "ADIS ABEBA ADD   SAI 23H10  CHEGA 17H30" (Siem Reap's code).
    'SAI'
  ).split(' '),
]);
// Such words that name their airport only joined by a dash or an arrow to another code: the calendar's
// ("TP 1269 VIE-LIS") and a verb's ("REP-SAI"), never a range of days ("LUN-VIE") or a label ("SAI 08H10").
const JOINED_ONLY = new Set([...CALENDAR_WORDS, 'SAI']);
const REC_TOO = new Set(['REC', 'FOR', 'MAR', 'SAT', 'SUN', 'MAY', 'CAN', 'SIN', 'DEL', 'LOS', 'THE']);
// Spanish and English words too, so in an all-capitals text ("SALIDA 10:30 DEL AEROPUERTO") only
// an arrow or a dash beside them makes them Delhi, Lagos or Teresina.
const ARROW_ONLY_IN_CAPS = new Set(['DEL', 'LOS', 'THE']);

const WEEKDAY_ABBR = new RegExp(`^(?:${WEEKDAY_ABBRS})$`);
// A date's end: "12SEP26", "13 SEP 2026", "13/09", "13.09.26".
const DATE_BEFORE = /(?:\d{1,2}\s?[A-Z]{3}\s?(?:\d{2}|\d{4})?|\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?)\s*$/;
// The date's column after a wide gap: "   Wednesday 11 February 2026", "   11FEB".
const DATE_COLUMN_AFTER = new RegExp(
  String.raw`^\s{3,}(?:(?:${WEEKDAY_ABBRS})[A-Z]*,?\s+)?\d{1,2}[\s/.-]*[A-Z]{3}`,
);
const CODE_IN_PARENS = /\(\s*([A-Z]{3})\s*\)/g;
// Not an aircraft type or a reference: "CRJ-1000", "TRF-2231" (a transfer's voucher).
const BARE_CODE = /(?<![A-Z0-9])([A-Z]{3})(?![A-Z0-9]|-\d{3})/g;
// Aircraft families named with their model ("CRJ-1000", "ERJ 145", "ATR 72-600", "DH8-400"): a type,
// not the airport of the same letters.
const AIRCRAFT_TYPE = /^(?:CRJ|ERJ|ATR|DH8|DHC|ARJ|SSJ)$/;
const MODEL_AFTER = /^[-\s]?\d{2,4}(?!\d)/;
const PAIR = /(?<![A-Z0-9])([A-Z]{3})([A-Z]{3})(?![A-Z0-9])/g;
// A "GRULIS" pair is a route only on a line that also has a designator, a GDS date or a time: in
// capitals, names such as MARINA (MAR + INA) or MARCOS (MAR + COS) are two codes too.
const PAIR_LINE =
  /(?<![A-Z0-9])(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\s?\d{1,4}(?!\d)|\d{1,2}(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)|\d{1,2}[:H]\d{2}|(?<!\d)\d{3,4}[APNM]?(?!\d)/;

// Six-letter words of itineraries in capitals that split into two airport codes ("FLIGHT" = FLI + GHT).
const PAIR_WORDS = new Set(
  'FLIGHT RETURN TRAVEL TICKET NUMBER STATUS ARRIVE DEPART VUELOS CIDADE ESCALA DIRETO DIRECT SEGURO HOTELS TRECHO TRAMOS SALIDA LLEGAN CHEGAM PARTIU VOLTAR REGRESO RETORNO OUTBND INBOUND BOOKED CABINS CHANGE CAMBIO TARIFA PRECIO TOTALS GROUND'.split(
    ' ',
  ),
);
// Where a GDS route sits: after a date ("15APR GRULIS") or a designator and class, before a time
// or a status ("GRULIS 0705", "GRULIS HK1").
const PAIR_BEFORE =
  /(?:\d{1,2}(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)(?:\d{2})?\s*(?:[1-7]|[A-Z]{2})?|(?:^|[^A-Z0-9])(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\s?\d{1,4}\s*[A-Z]?)\s*\*?$/;
const PAIR_AFTER = /^\*?\s*(?:\d{3,4}|[A-Z]{2}\d|[-\u2013\u2014/|])/;

// A city's terminal, then its clock, an arrow to the other end, or nothing more: "Lisbon T1  12:15",
// "09:55 Lisbon T1 -> São Paulo GRU T3", "... -> Madrid T4".
const TERMINAL_THEN_CLOCK = /^T\s?\d[A-Z]?(?:\s+\d{1,2}[:H]\d{2}|\s*(?:->|\u2192)|\s*$)/;

/** True when a name at [col, end) sits like a table cell or a route end, not inside a sentence. */
function cellLike(t: string, col: number, end: number): boolean {
  if (/(?:^|\s\s)$/.test(t.slice(0, col)) && /^(?:\s\s|$)/.test(t.slice(end))) return true;
  // A column of its own after a wide gap, then its airport ("...Guarulhos      Recife, Guararapes").
  if (/\s{3,}$/.test(t.slice(0, col)) && /^,\s*[A-Z]/.test(t.slice(end))) return true;
  const before = t.slice(0, col).trimEnd();
  const after = t.slice(end).trimStart();
  const okBefore =
    before === '' ||
    /[:(\-\u2013\u2014\u2192>|/,*\u2022\u00b7]$/.test(before) ||
    // After a flight number or a date: "AV 9335 Cartagena 12:30", "21/09 Bogotá".
    /(?:^|\s)(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\s?-?\s?\d{1,4}$|(?:^|\s)\d{1,2}\/\d{1,2}(?:\/\d{2,4})?$/.test(
      before,
    ) ||
    // After a date written with its month's name and year: "LA 537  16 feb 2026  Brasília 9:50 p. m.".
    /(?:^|\s)\d{1,2}\s+[A-Z]{3,9}\.?\s+(?:19|20)\d{2}$/.test(before) ||
    // After a ticket's "22ENE" / "10JUN25" date column.
    /(?:^|\s)\d{1,2}[A-Z]{3}(?:\d{2})?$/.test(before) ||
    /(?:^|\s)(?:DE|DESDE|PARA|A|TO|FROM|ORIGEM|DESTINO|ORIGEN|ORIGIN|DESTINATION|SAIDA|SALIDA|CHEGADA|LLEGADA|PARTIDA|DEPARTURE|ARRIVAL|SAI|SALE|CHEGA|LLEGA|PARTE|DEPARTS|ARRIVES|LEAVES|LANDS|EM|EN|IN|AT|\d{1,2}[:H]\d{2}(?:\s?[AP]\.?\s?M\.?)?(?:\s*\(?[+-]\d\)?)?)$/.test(
      before,
    );
  const okAfter =
    after === '' ||
    // The date's column after a gap: "BA346  London Heathrow (T5) to Nice   Wednesday 11 February 2026".
    DATE_COLUMN_AFTER.test(t.slice(end)) ||
    /^[(\-\u2013\u2014\u2192>|/,:*\u2022\u00b7]/.test(after) ||
    /^(?:(?:AS|A LAS|AT|A)\s+)?\d{1,2}[:H]\d{2}/.test(after) ||
    /^(?:TO|PARA|A|HACIA|AEROPORTO|AEROPUERTO|AIRPORT|INTL|INTERNATIONAL|INTERNACIONAL|TERMINAL)\b/.test(
      after,
    ) ||
    TERMINAL_THEN_CLOCK.test(after);
  return okBefore && okAfter;
}

// Every name's leading words ("ADDIS", "ADDIS ABABA", ...): a longer name is tried only past a prefix of one.
const PREFIXES = new Set<string>();
for (const k of [...Object.keys(CITY_NAMES), ...DATA_CITIES.keys(), ...DATA_AIRPORTS.keys()]) {
  const w = k.split(' ');
  for (let n = 1; n <= w.length; n++) PREFIXES.add(w.slice(0, n).join(' '));
}

/**
 * Where a name comes from: the hand-written list, an airport's full name in the data (a place
 * wherever it is written), or a city of the data (only where it sits like a table cell or route end).
 */
type NameSource = 'list' | 'airport' | 'city';

// Every name once, the hand-written list first, then the data's airport names, then its cities.
const NAMES = new Map<string, { codes: string[]; source: NameSource }>();
for (const [key, codes] of DATA_CITIES) NAMES.set(key, { codes, source: 'city' });
for (const [key, code] of DATA_AIRPORTS) NAMES.set(key, { codes: [code], source: 'airport' });
for (const [key, codes] of Object.entries(CITY_NAMES)) NAMES.set(key, { codes, source: 'list' });

function spacesOnly(t: string, from: number, to: number): boolean {
  if (from >= to) return false;
  for (let k = from; k < to; k++) if (t.charCodeAt(k) !== 32 && t[k] !== '\t') return false;
  return true;
}

function nameAt(
  t: string,
  words: { w: string; col: number; end: number }[],
  i: number,
): { key: string; n: number; codes: string[]; source: NameSource } | null {
  if (!PREFIXES.has(words[i].w)) return null;
  let found: { key: string; n: number; codes: string[]; source: NameSource } | null = null;
  let key = '';
  for (let n = 1; n <= words.length - i; n++) {
    // One name's words stand apart by spaces only: "LA7878 · Lima" is no "La Lima".
    if (n > 1 && !spacesOnly(t, words[i + n - 2].end, words[i + n - 1].col)) break;
    key = n === 1 ? words[i].w : `${key} ${words[i + n - 1].w}`;
    if (!PREFIXES.has(key)) break;
    const named = NAMES.get(key);
    if (named) found = { key, n, ...named };
  }
  return found;
}

// A word cut by a hyphen at the end of its cell, its rest wrapped to the next line in the same cell,
// as a PDF table copied as text prints a long city's name ("SAN CARLOS DE BARI-   BUENOS AIRES" /
// "LOCHE                 AEROPARQUE J. NEWBERY").
const CUT_WORD = /(?<![A-Z.'])([A-Z]{2,})-(?=\s{2,}|$)/g;
// The cell's words before the cut one, set apart by single spaces.
const CELL_START = /(?:\S+ )*$/;

interface CutWord {
  col: number;
  end: number;
  place: PlaceHit | null;
  rest: [number, number];
}

/**
 * The words of `t` cut at their cell's end with their rest at the same column of `below` (`rest`,
 * its span there): each with the place the whole word names (with the cell's words before it: "SAN
 * CARLOS DE BARI-" / "LOCHE" is Bariloche), or none when the whole word names no place and the rest
 * starts no place's name nor is a code (then "BARI" alone is no Bari either; "LISBOA-" / "PORTO" may
 * be a route, and is left).
 */
function cutWords(t: string, below: string): CutWord[] {
  const out: CutWord[] = [];
  CUT_WORD.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = CUT_WORD.exec(t)) !== null) {
    const end = m.index + m[1].length;
    const start = CELL_START.exec(t.slice(0, m.index))!.index;
    if (start > 0 && below[start - 1] !== ' ') continue;
    const rest = /^[A-Z]+(?![A-Z0-9])/.exec(below.slice(start))?.[0];
    if (!rest) continue;
    const cell = t.slice(start, end) + rest;
    const words: { w: string; col: number; end: number }[] = [];
    const wordRe = /[A-Z][A-Z.']*/g;
    let w: RegExpExecArray | null;
    while ((w = wordRe.exec(cell)) !== null)
      words.push({ w: w[0].replace(/\.$/, ''), col: w.index, end: w.index + w[0].length });
    let place: PlaceHit | null = null;
    for (let i = 0; i < words.length && !place; i++) {
      const found = nameAt(cell, words, i);
      if (found && words[i + found.n - 1].end === cell.length && found.codes.length)
        place = {
          col: start + words[i].col,
          end: end + 1,
          codes: [...found.codes],
          ...(found.source === 'city' ? { weak: true } : {}),
        };
    }
    if (place || !(PREFIXES.has(rest) || (rest.length === 3 && isAirport(rest))))
      out.push({ col: m.index, end, place, rest: [start, start + rest.length] });
  }
  return out;
}

const MAIL_OR_LINK = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)+|(?:HTTPS?:\/\/|WWW\.)[^\s<>"]+/g;

/**
 * Places in one line: `line` is upper case without accents, `raw` the same line as written (same
 * length) to tell a code "GRU" from the word "gru". `caps` says the whole text is upper case.
 */
export function findPlaces(
  line: string,
  raw: string,
  caps: boolean,
  besideClock = false,
  below = '',
  above = '',
): PlaceHit[] {
  // An e-mail address or a link names no place ("CLAUDIA.ARQ@EMAIL.COM", "WWW.VOEAZUL.COM.BR/REC"):
  // blanked, the line keeps its length.
  let t = line.replace(MAIL_OR_LINK, (s) => ' '.repeat(s.length));
  // The rest of a word cut on the line above is no word of its own ("CAMPINAS VIRACO-" / "POS" is no
  // Port of Spain): blanked too.
  if (above)
    for (const { rest } of cutWords(above, t))
      t = t.slice(0, rest[0]) + ' '.repeat(rest[1] - rest[0]) + t.slice(rest[1]);
  const hits: PlaceHit[] = [];
  // A word cut at its cell's end is read whole or not at all: "BARI-" / "LOCHE" is no Bari.
  const cut = below ? cutWords(t, below) : [];
  for (const c of cut) if (c.place) hits.push(c.place);
  // City names not taken as places where they stand, for a code of theirs printed after the
  // airport's name ("MANILA NINOY AQUINO MNL").
  const cities: { col: number; end: number; codes: string[] }[] = [];
  const taken = (col: number, end: number) => hits.some((h) => col < h.end && end > h.col);
  let m: RegExpExecArray | null;
  CODE_IN_PARENS.lastIndex = 0;
  while ((m = CODE_IN_PARENS.exec(t)) !== null) {
    // "(Fri)" after a date is a weekday, not Fribourg: such words count as codes in capitals only.
    // So is "(SAT)" in capitals right after a date: "12SEP26 (SAT) 13:00".
    if (WEEKDAY_ABBR.test(m[1]) && DATE_BEFORE.test(t.slice(Math.max(0, m.index - 12), m.index))) continue;
    if (isAirport(m[1]) && (!NOT_CODES.has(m[1]) || raw.slice(m.index, m.index + m[0].length) === m[0]))
      hits.push({ col: m.index, end: m.index + m[0].length, codes: airportsOf(m[1]) });
  }
  // Names, longest first at each word; "São Paulo - Guarulhos" and "Rio (Santos Dumont)" become one place.
  const words: { w: string; col: number; end: number }[] = [];
  const wordRe = /[A-Z][A-Z.']*/g;
  while ((m = wordRe.exec(t)) !== null)
    words.push({ w: m[0].replace(/\.$/, ''), col: m.index, end: m.index + m[0].length });
  for (let i = 0; i < words.length; i++) {
    const found = nameAt(t, words, i);
    if (!found) continue;
    const col = words[i].col;
    let end = words[i + found.n - 1].end;
    let codes = found.codes;
    let narrowedBy = false;
    i += found.n - 1;
    if (taken(col, end) || !codes.length) continue;
    if (cut.some((c) => col < c.end && end > c.col)) continue;
    // A qualifier right after the city: an airport name, or a code in parentheses.
    const rest = t.slice(end);
    const q = /^\s*(?:[-\u2013\u2014,/]|\()?\s*/.exec(rest);
    if (q && i + 1 < words.length) {
      const next = nameAt(t, words, i + 1);
      if (next && AIRPORT_WORDS.has(next.key) && words[i + 1].col === end + q[0].length) {
        const narrowed = next.codes;
        codes = narrowed;
        narrowedBy = true;
        end = words[i + next.n].end;
        i += next.n;
        const close = /^\s*\)/.exec(t.slice(end));
        if (close) end += close[0].length;
      } else if (
        Object.hasOwn(CITY_AIRPORT_WORDS, words[i + 1].w) &&
        words[i + 1].col === end + q[0].length &&
        CITY_AIRPORT_WORDS[words[i + 1].w].every((c) => codes.includes(c))
      ) {
        // "NEW YORK-KENNEDY": a word naming one of the city's airports only right after the city.
        codes = CITY_AIRPORT_WORDS[words[i + 1].w];
        narrowedBy = true;
        end = words[i + 1].end;
        i++;
        const close = /^\s*\)/.exec(t.slice(end));
        if (close) end += close[0].length;
      }
    }
    const code = hits.find((h) => h.col >= end && h.col <= end + 3 && /^[\s(]*$/.test(t.slice(end, h.col)));
    if (code) {
      code.col = col;
      continue;
    }
    // A city then one of its own airports' codes, in capitals ("SAO PAULO GRU", "LISBON LIS"): that airport.
    const own = /^\s+([A-Z]{3})(?![A-Z0-9])/.exec(t.slice(end));
    if (own && codes.includes(own[1]) && raw.slice(end, end + own[0].length) === own[0]) {
      hits.push({ col, end: end + own[0].length, codes: [own[1]] });
      i++;
      continue;
    }
    const airportName = AIRPORT_WORDS.has(found.key) || found.source === 'airport';
    // The end of a route joined to its start by an arrow or a bare dash, a sentence going on after it
    // ("checked in for LH507 Sao Paulo-Frankfurt today", "P5 7181 Santa Marta → Bogotá sáb 3 ene").
    // (A spaced dash may as well set off a clause: "Bogotá - Cartagena fue reprogramado".)
    const routeEnd = hits.some(
      (h) => h.end <= col && /^(?:[-\u2013]|\s*(?:\u2192|->)\s*)$/.test(t.slice(h.end, col)),
    );
    if (!cellLike(t, col, end) && !airportName && !narrowedBy && !routeEnd) {
      cities.push({ col, end, codes });
      continue;
    }
    const weak = found.source === 'city' && !narrowedBy;
    // A town known only from the data: not a label ("Salida: 13:25"), a surname ("PEREIRA/JOAO") or
    // a name on a line naming a person, nor the airport's name after its city ("Addis Ababa, Bole").
    if (weak && (/^\s*[:/]/.test(t.slice(end)) || NAME_LINE.test(t))) continue;
    if (weak && hits.some((h) => h.end <= col && /^\s*[-–—,/]\s*$/.test(t.slice(h.end, col)) && !h.weak))
      continue;
    // "Denpasar-Bali": two such towns of two countries joined by a bare hyphen are one place's name (a
    // city and its island or region), either of the two; the airports named elsewhere settle which.
    const joined = weak ? hits.find((h) => h.weak && h.end === col - 1 && t[h.end] === '-') : undefined;
    if (joined && !joined.codes.some((a) => codes.some((b) => sameCountry(a, b)))) {
      joined.end = end;
      joined.codes = [...new Set([...joined.codes, ...codes])];
      continue;
    }
    hits.push({ col, end, codes: [...codes], weak });
  }
  // Bare codes "GRU", and GDS-style pairs "GRULIS", written in capitals.
  PAIR.lastIndex = 0;
  if (PAIR_LINE.test(t))
    while ((m = PAIR.exec(t)) !== null) {
      if (!isAirport(m[1]) || !isAirport(m[2]) || raw.slice(m.index, m.index + 6) !== m[0]) continue;
      if (PAIR_WORDS.has(m[0])) continue;
      if (taken(m.index, m.index + 6)) continue;
      if (!PAIR_BEFORE.test(t.slice(0, m.index)) && !PAIR_AFTER.test(t.slice(m.index + 6))) continue;
      hits.push(
        { col: m.index, end: m.index + 3, codes: airportsOf(m[1]) },
        { col: m.index + 3, end: m.index + 6, codes: airportsOf(m[2]) },
      );
    }
  BARE_CODE.lastIndex = 0;
  while ((m = BARE_CODE.exec(t)) !== null) {
    const code = m[1];
    if (!isAirport(code) || raw.slice(m.index, m.index + 3) !== code) continue;
    if (taken(m.index, m.index + 3)) continue;
    if (AIRCRAFT_TYPE.test(code) && MODEL_AFTER.test(t.slice(m.index + 3))) continue;
    if (
      NOT_CODES.has(code) &&
      !(REC_TOO.has(code) && routeContext(t, m.index)) &&
      !(
        (JOINED_ONLY.has(code) && joinedToCode(t, raw, m.index)) ||
        (CALENDAR_WORDS.has(code) && arrowThenClock(t, m.index))
      )
    )
      continue;
    if (NOT_CODES.has(code) && caps && ARROW_ONLY_IN_CAPS.has(code) && !besideArrow(t, m.index)) continue;
    // In an all-capitals text every word is upper case: a code must look like part of a route.
    const city = cities.find(
      (c) =>
        c.codes.includes(code) &&
        c.end < m!.index &&
        m!.index - c.end <= 32 &&
        /^[A-Z .'-]+$/.test(t.slice(c.end, m!.index)),
    );
    if (city) {
      hits.push({ col: city.col, end: m.index + 3, codes: [code] });
      continue;
    }
    if (caps && !routeContext(t, m.index)) continue;
    if (!caps && (NAME_LINE.test(t) || besideCapitals(t, raw, m.index, hits))) continue;
    hits.push({ col: m.index, end: m.index + 3, codes: airportsOf(code) });
  }
  hits.sort((a, b) => a.col - b.col);
  if (!hits.some((h) => h.weak)) return hits;
  // A table flattened one cell a line: a town alone on its line, under or over a clock ("Arrive" /
  // "13:15" / "Edinburgh"), is that end.
  if (besideClock && hits.length === 1 && hits[0].col === t.search(/\S/) && !t.slice(hits[0].end).trim())
    return hits;
  return anchored(t, hits);
}

function sameCountry(a: string, b: string): boolean {
  const x = lookupAirport(a)?.country;
  return !!x && x === lookupAirport(b)?.country;
}

const CLOCK = /\d{1,2}[:H]\d{2}/;
const ROUTE_JOIN = /^\s*(?:[-–—→>/]|TO|PARA|A|HACIA)\s*$/;

/**
 * Towns known only from the data stand on a line that reads as a schedule or route: one with a
 * clock time, another place, or two such towns joined as a route ("Singapore - Hong Kong").
 */
function anchored(t: string, hits: PlaceHit[]): PlaceHit[] {
  if (CLOCK.test(t) || hits.some((h) => !h.weak)) return hits;
  const kept = hits.filter((h, i) => {
    const prev = hits[i - 1];
    const next = hits[i + 1];
    return (
      (prev && ROUTE_JOIN.test(t.slice(prev.end, h.col))) ||
      (next && ROUTE_JOIN.test(t.slice(h.end, next.col)))
    );
  });
  return kept;
}

// A line naming a person: its capitals are a name ("Passageiro: ANA SILVA", "Olá, BOB"), not airports.
const NAME_LINE =
  /^\W*(?:PASSAGEIR[OA]S?|PASAJER[OA]S?|PASSENGERS?|NOME|NOMBRE|NAME|TRAVELL?ERS?|VIAJANTES?|VIAJER[OA]S?|CLIENTE|TITULAR|OLA|HOLA|HELLO|HI|DEAR|PREZAD[OA]|ESTIMAD[OA]|QUERID[OA])(?![A-Z])/;
// Capital words a code may stand beside without being a name: route labels, airport words, airlines.
const NOT_NAME_WORDS = new Set([
  ...'DE DESDE PARA A TO FROM ORIGEM DESTINO ORIGEN ORIGIN DESTINATION SAIDA SALIDA CHEGADA LLEGADA PARTIDA DEPARTURE ARRIVAL DEPARTS ARRIVES EM EN IN AT VIA Y E AND TERMINAL AEROPORTO AEROPUERTO AIRPORT INTL VOO VUELO FLIGHT AM PM HRS HS'.split(
    ' ',
  ),
  ...AIRLINE_NAMES.flatMap(([name]) => name.split(' ')),
]);

/**
 * In a mixed-case text, a code written beside another word in capitals that is no code, no place
 * already found, no route word and no airline ("ANA SILVA", "Mr BOB SMITH") is part of a name.
 */
function besideCapitals(t: string, raw: string, col: number, hits: PlaceHit[]): boolean {
  const from = Math.max(0, col - 30);
  // A whole word: "10OCT  JFK" has a date before the code, not the word OCT.
  const b = /(?<![A-Z0-9])([A-Z]{2,})\s+$/.exec(t.slice(from, col));
  const a = /^\s+([A-Z]{2,})(?![A-Z])/.exec(t.slice(col + 3, col + 33));
  const words: [string, number][] = [];
  if (b) words.push([b[1], from + b.index]);
  if (a) words.push([a[1], col + 3 + a[0].length - a[1].length]);
  return words.some(
    ([w, at]) =>
      raw.slice(at, at + w.length) === w &&
      !(w.length === 3 && isAirport(w)) &&
      // An airline's designator before its number ("GRU-MAD IB 266"): a flight, not a name.
      !(w.length === 2 && lookupAirline(w) && /^\s?-?\s?\d{1,4}(?!\d)/.test(t.slice(at + 2, at + 9))) &&
      !NOT_NAME_WORDS.has(w) &&
      !hits.some((h) => at < h.end && at + w.length > h.col),
  );
}

// "VIE-LIS", "GRU → VIE": a code joined by a dash or an arrow to another code.
const CODE_JOINED_BEFORE = /(?<![A-Z0-9])([A-Z]{3})\s?[-\u2013\u2014\u2192>]\s?$/;
const CODE_JOINED_AFTER = /^\s?[-\u2013\u2014\u2192>]\s?([A-Z]{3})(?![A-Z0-9])/;

/**
 * A weekday's or a month's name that is also a code ("VIE", Spanish for Friday, and Vienna) joined by
 * a dash or an arrow to a code that is no such word, both in capitals: a route's end ("TP 1269
 * VIE-LIS"), not a range of days ("LUN-VIE").
 */
function joinedToCode(t: string, raw: string, col: number): boolean {
  const before = CODE_JOINED_BEFORE.exec(t.slice(Math.max(0, col - 6), col));
  const after = CODE_JOINED_AFTER.exec(t.slice(col + 3, col + 9));
  const other = (code: string | undefined, at: number) =>
    !!code && !NOT_CODES.has(code) && isAirport(code) && raw.slice(at, at + 3) === code;
  return (
    other(before?.[1], Math.max(0, col - 6) + (before?.index ?? 0)) ||
    other(after?.[1], col + 3 + (after ? after[0].length - 3 : 0))
  );
}

/**
 * A route's end written between an arrow and its clock ("PDL 12:10 -> TER 12:50"): a code, not a
 * weekday (no day is reached by an arrow and told a clock time before its date).
 */
function arrowThenClock(t: string, col: number): boolean {
  return (
    /(?:->|\u2192)\s*$/.test(t.slice(Math.max(0, col - 4), col)) && /^\s+\d{1,2}:\d{2}/.test(t.slice(col + 3))
  );
}

function besideArrow(t: string, col: number): boolean {
  return (
    /[-\u2013\u2014\u2192>/|]\s*$/.test(t.slice(Math.max(0, col - 4), col)) ||
    /^\s*[-\u2013\u2014\u2192>/|]/.test(t.slice(col + 3, col + 7))
  );
}

/** A code next to a time, an arrow or dash, another code, or alone on its line. */
function routeContext(t: string, col: number): boolean {
  const before = t.slice(Math.max(0, col - 6), col);
  // Columns may stand apart by many spaces: "MNL     23:35".
  const after = t.slice(col + 3, col + 24);
  if (t.trim().length === 3) return true;
  // A line of codes alone, in columns ("GRU                REC"): a route.
  if (/^\s*[A-Z]{3}(?:\s+[A-Z]{3})+\s*$/.test(t)) return true;
  return (
    /(?:[-\u2013\u2014\u2192>/|]\s*|\d{2}\s+)$/.test(before) ||
    // After a clock with its AM / PM: "6:44 AM  DEL".
    /\d[:H]\d{2}\s*[AP]\.?\s?M\.?\s+$/.test(t.slice(Math.max(0, col - 14), col)) ||
    /^\s*(?:[-\u2013\u2014\u2192>/|]|\d{1,2}[:H]\d{2}|\d{4}\b)/.test(after) ||
    /^\s+[A-Z]{3}(?![A-Z])/.test(after) ||
    /(?:^|\s)[A-Z]{3}\s+$/.test(before)
  );
}
