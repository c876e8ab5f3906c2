import { isAirport } from '../data.ts';
import { AIRLINE_NAMES } from './airline-names.ts';
import { AIRPORT_WORDS, CITY_NAMES, MAX_NAME_WORDS, METRO_CODES } from './place-names.ts';

/** A code's airports: itself, or a metropolitan code's several (settled like a city name). */
const airportsOf = (code: string): string[] =>
  Object.hasOwn(METRO_CODES, code) ? METRO_CODES[code] : [code];

/** A place named in the text: an IATA code, or a name that can mean one or more airports. */
export interface PlaceHit {
  col: number;
  end: number;
  codes: string[];
}

// Upper-case words that are also airport codes but, in an e-mail, almost always mean something else.
const NOT_CODES = new Set(
  (
    'THE AND FOR YOU VOO PNR CPF USD BRL EUR ARS COP MXN CLP PEN UYU TAX REF NAO SIM DIA SEU SUA POR UMA DOS DAS ' +
    'MAS NOS CIA LTD SAS SRL VIP APP WEB PDF FAQ ATM GDS ADT CHD INF ONE TWO ALL NEW OUT BAG MIN HRS ETA ETD STD ' +
    'STA TKT NUM MRS TEL FAX CEP RUA AVE VIA PAX FLT DEP ARR DUR EQP CLS ECO EXE BUS PRE VAL IVA IOF DOC NRO SSR ' +
    'OSI RMK FOP TIL ZIP USA UAE BRA ARG COL PER CHL URY ESP PRT ITA GMT UTC HRS KGS PCS TOT SUB NET ' +
    'CIA SAT SUN MON TUE WED THU FRI SEG TER QUA QUI SEX SAB DOM LUN MAR MIE JUE VIE ABR MAI JUN JUL AGO SET OUT ' +
    'NOV DEZ DIC ENE FEB FEV APR MAY AUG SEP OCT DEC JAN ' +
    'SAO RIO BUE IDA FIM SOL LUZ PAZ REI MAE PAI LOC REC NOT MAX CAN YES ANY ARE HAS HER HIS HOW ITS OUR SHE WHO WHY GET PAY USE SEE DAY END AIR CAB WAY ' +
    // Spanish and Portuguese words before a date or a time ("llegada 05:45 del 13/02", "a las 08:30").
    'DEL LAS LOS UNA CON SIN MAS HAY ESE ESA SUS LES ATE PRA SEM TEM FAZ'
  ).split(' '),
);
const REC_TOO = new Set(['REC', 'FOR', 'MAR', 'SAT', 'SUN', 'MAY', 'CAN', 'SIN']);

const CODE_IN_PARENS = /\(\s*([A-Z]{3})\s*\)/g;
const BARE_CODE = /(?<![A-Z0-9])([A-Z]{3})(?![A-Z0-9])/g;
const PAIR = /(?<![A-Z0-9])([A-Z]{3})([A-Z]{3})(?![A-Z0-9])/g;
// A "GRULIS" pair is a route only on a line that also has a designator, a GDS date or a time: in
// capitals, names such as MARINA (MAR + INA) or MARCOS (MAR + COS) are two codes too.
const PAIR_LINE =
  /(?<![A-Z0-9])(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\s?\d{1,4}(?!\d)|\d{1,2}(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)|\d{1,2}[:H]\d{2}|(?<!\d)\d{3,4}[APNM]?(?!\d)/;

// Where a GDS route sits: after a date ("15APR GRULIS") or a designator and class, before a time
// or a status ("GRULIS 0705", "GRULIS HK1").
const PAIR_BEFORE =
  /(?:\d{1,2}(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)(?:\d{2})?\s*(?:[1-7]|[A-Z]{2})?|(?:^|[^A-Z0-9])(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\s?\d{1,4}\s*[A-Z]?)\s*\*?$/;
const PAIR_AFTER = /^\*?\s*(?:\d{3,4}|[A-Z]{2}\d|[-\u2013\u2014/|])/;

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
    /(?:^|\s)(?:DE|DESDE|PARA|A|TO|FROM|ORIGEM|DESTINO|ORIGEN|ORIGIN|DESTINATION|SAIDA|SALIDA|CHEGADA|LLEGADA|PARTIDA|DEPARTURE|ARRIVAL|EM|EN|IN|AT|\d{1,2}[:H]\d{2}(?:\s?[AP]\.?\s?M\.?)?(?:\s*\(?[+-]\d\)?)?)$/.test(
      before,
    );
  const okAfter =
    after === '' ||
    /^[(\-\u2013\u2014\u2192>|/,:*\u2022\u00b7]/.test(after) ||
    /^(?:(?:AS|A LAS|AT|A)\s+)?\d{1,2}[:H]\d{2}/.test(after) ||
    /^(?:TO|PARA|A|HACIA|AEROPORTO|AEROPUERTO|AIRPORT|INTL|INTERNATIONAL|INTERNACIONAL|TERMINAL)\b/.test(
      after,
    );
  return okBefore && okAfter;
}

const FIRST_WORDS = new Set(Object.keys(CITY_NAMES).map((k) => k.split(' ')[0]));

function nameAt(
  words: { w: string; col: number; end: number }[],
  i: number,
): { key: string; n: number } | null {
  if (!FIRST_WORDS.has(words[i].w)) return null;
  let found: { key: string; n: number } | null = null;
  let key = '';
  for (let n = 1; n <= Math.min(MAX_NAME_WORDS, words.length - i); n++) {
    key = n === 1 ? words[i].w : `${key} ${words[i + n - 1].w}`;
    if (Object.prototype.hasOwnProperty.call(CITY_NAMES, key)) found = { key, n };
  }
  return found;
}

/**
 * Places in one line: `t` is upper case without accents, `raw` the same line as written (same
 * length) to tell a code "GRU" from the word "gru". `caps` says the whole text is upper case.
 */
export function findPlaces(t: string, raw: string, caps: boolean): PlaceHit[] {
  const hits: PlaceHit[] = [];
  const taken = (col: number, end: number) => hits.some((h) => col < h.end && end > h.col);
  let m: RegExpExecArray | null;
  CODE_IN_PARENS.lastIndex = 0;
  while ((m = CODE_IN_PARENS.exec(t)) !== null) {
    if (isAirport(m[1])) hits.push({ col: m.index, end: m.index + m[0].length, codes: airportsOf(m[1]) });
  }
  // Names, longest first at each word; "São Paulo - Guarulhos" and "Rio (Santos Dumont)" become one place.
  const words: { w: string; col: number; end: number }[] = [];
  const wordRe = /[A-Z][A-Z.']*/g;
  while ((m = wordRe.exec(t)) !== null)
    words.push({ w: m[0].replace(/\.$/, ''), col: m.index, end: m.index + m[0].length });
  for (let i = 0; i < words.length; i++) {
    const found = nameAt(words, i);
    if (!found) continue;
    const col = words[i].col;
    let end = words[i + found.n - 1].end;
    let codes = CITY_NAMES[found.key];
    let narrowedBy = false;
    i += found.n - 1;
    if (taken(col, end) || !codes.length) continue;
    // A qualifier right after the city: an airport name, or a code in parentheses.
    const rest = t.slice(end);
    const q = /^\s*(?:[-\u2013\u2014,/]|\()?\s*/.exec(rest);
    if (q && i + 1 < words.length) {
      const next = nameAt(words, i + 1);
      if (next && AIRPORT_WORDS.has(next.key) && words[i + 1].col === end + q[0].length) {
        const narrowed = CITY_NAMES[next.key];
        codes = narrowed;
        narrowedBy = true;
        end = words[i + next.n].end;
        i += next.n;
        const close = /^\s*\)/.exec(t.slice(end));
        if (close) end += close[0].length;
      }
    }
    const code = hits.find((h) => h.col >= end && h.col <= end + 3 && /^[\s(]*$/.test(t.slice(end, h.col)));
    if (code) {
      code.col = col;
      continue;
    }
    if (!cellLike(t, col, end) && !AIRPORT_WORDS.has(found.key) && !narrowedBy) continue;
    hits.push({ col, end, codes: [...codes] });
  }
  // Bare codes "GRU", and GDS-style pairs "GRULIS", written in capitals.
  PAIR.lastIndex = 0;
  if (PAIR_LINE.test(t))
    while ((m = PAIR.exec(t)) !== null) {
      if (!isAirport(m[1]) || !isAirport(m[2]) || raw.slice(m.index, m.index + 6) !== m[0]) continue;
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
    if (NOT_CODES.has(code) && !(REC_TOO.has(code) && routeContext(t, m.index))) continue;
    // In an all-capitals text every word is upper case: a code must look like part of a route.
    if (caps && !routeContext(t, m.index)) continue;
    if (!caps && (NAME_LINE.test(t) || besideCapitals(t, raw, m.index, hits))) continue;
    hits.push({ col: m.index, end: m.index + 3, codes: airportsOf(code) });
  }
  return hits.sort((a, b) => a.col - b.col);
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
      !NOT_NAME_WORDS.has(w) &&
      !hits.some((h) => at < h.end && at + w.length > h.col),
  );
}

/** A code next to a time, an arrow or dash, another code, or alone on its line. */
function routeContext(t: string, col: number): boolean {
  const before = t.slice(Math.max(0, col - 6), col);
  const after = t.slice(col + 3, col + 10);
  if (t.trim().length === 3) return true;
  // A line of codes alone, in columns ("GRU                REC"): a route.
  if (/^\s*[A-Z]{3}(?:\s+[A-Z]{3})+\s*$/.test(t)) return true;
  return (
    /(?:[-\u2013\u2014\u2192>/|]\s*|\d{2}\s+)$/.test(before) ||
    /^\s*(?:[-\u2013\u2014\u2192>/|]|\d{1,2}[:H]\d{2}|\d{4}\b)/.test(after) ||
    /^\s+[A-Z]{3}(?![A-Z])/.test(after) ||
    /(?:^|\s)[A-Z]{3}\s+$/.test(before)
  );
}
