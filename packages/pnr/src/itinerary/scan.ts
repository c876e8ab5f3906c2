import { isAirport, lookupAirline } from '../data.ts';
import { CHAT_STAMP, messageBody } from '../lines.ts';
import { locatorSpan } from '../locator.ts';
import { monthFromWord, WEEKDAY_ABBRS } from '../months.ts';
import { clockTime, gdsTime } from '../time.ts';
import { isValidDate } from '../year.ts';
import { columnCells, flightCell, GDS_CLOCK_CELL, headingOf } from './columns.ts';
import {
  CLOCK_MOVED,
  CLOCK_NOW_WAS,
  CLOCK_WAS_NOW,
  correctClock,
  correctClockLines,
  correctDate,
  correctNumber,
  correctPlace,
  DENIES,
  type NamedFlight,
} from './corrections.ts';
import { findPlaces } from './places.ts';
import { unpadded } from '../flight-number.ts';

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
  | {
      kind: 'date';
      line: number;
      col: number;
      day: number;
      month: number;
      year: number | null;
      role: Role;
      weekday?: number | null;
      /** Printed after a leg's label ("Regreso: 29 de noviembre"): a heading for the flights below. */
      heading?: boolean;
    }
  | {
      kind: 'time';
      line: number;
      col: number;
      hhmm: string;
      mark: number | null;
      role: Role;
      /** The mark comes from words ("no dia seguinte"), not a printed "+1". */
      told?: boolean;
    }
);

const FLIGHT_WORD =
  /(?<![A-Z])(?:N(?:O|[\u00ba\u00b0])\.?\s*(?:DE\s+|DO\s+)?VUELO|NUMERO\s+D[OE]\s+VUELO|NUMERO\s+DO\s+VOO|FLIGHT\s+(?:NUMBER|NO\.?)|VOOS?|VUELOS?|VOL|FLIGHT|FLT|UCUS)(?![A-Z])\s*(?:N(?:O|[\u00ba\u00b0])\.?|#|:|-)?\s*(?:([A-Z]{2}|[A-Z]\d|\d[A-Z])\s?-?\s?)?(0?\d{1,4})(?![\d:/.]|,\d|H\d|(?<=(?<!\d)\d{1,2})\s*(?:OF|DE)\s*\d{1,2}(?![\d/.:]))/g;
// Not a reference's group followed by another ("Pedido VM-2025-0611874").
const BARE_FLIGHT =
  /(?<![A-Z0-9/.-])([A-Z]{2}|[A-Z]\d|\d[A-Z])\s?-?\s?(0?\d{1,4})(?![\d:/.%A-Z]|,\d|-\d{3}|H\d|\s?(?:KG|X|PC|MM|CM)\b)/g;
// Two-letter words of pt / es / en that are also airline codes.
const NOT_AIRLINES = new Set([
  'DE',
  'DO',
  'DA',
  'NO',
  'NA',
  'EM',
  'AS',
  'OS',
  'AO',
  'UM',
  'EL',
  'EN',
  'IN',
  'ON',
  'AT',
  'TO',
  'OR',
  'BY',
  'UP',
  'AN',
  'SE',
  'YA',
  'SI',
  'MI',
  'TU',
  'US',
  'IT',
  'IS',
  'OF',
  'ID',
  // Cost centre ("CC 3012 - Jurídico", "CC 2210-SALES"), cédula de ciudadanía, conta corrente: far more
  // often than the flights of Air Atlanta Icelandic, a charter carrier.
  'CC',
]);

const AIRCRAFT_WORD =
  /(?:AIRBUS|BOEING|EMBRAER|ATR|BOMBARDIER|AERONAVE|AIRCRAFT|EQUIPAMENTO|EQUIPMENT|AVION|EQUIPO)\W{0,3}$/;

const OTHER_DATE =
  /(?:EMISSAO|EMITID[OA]|EMISION|ISSUED?|COMPRA|PURCHASE|NASCIMENTO|NACIMIENTO|BIRTH|VALIDADE|VALID|EXPIR|VENCIMENTO|PAGAMENTO|PAGO|PAYMENT|RESERVA FEITA|RESERVADO EM|RESERVASTE|RESERVOU|COMPRASTE|COMPROU|YOU BOOKED|BOOKED ON|BOOKING DATE|FECHA DE (?:LA )?RESERVA|(?:FECHA|DIA) DEL? CANJE|DATA D[OE] RESGATE|RESGATAD[OA] EM|REDEMPTION DATE|REDEEMED ON|DATA DA RESERVA|DATA DE RESERVA|CRIAD[OA]|CREATED|LIMITE|DEADLINE|DATA DE ENTREGA|FECHA DE ENTREGA|DUE DATE|DUE|PRAZO|PLAZO|ENVIAD[OA]|SENT|DATE OF|FECHA DE LA COMPRA|REALIZAD[OA]|GERAD[OA]|GENERATED|IMPRESS|PRINTED|APROVAD[OA]|APPROVED|APROBAD[OA]|AUTORIZAD[OA]|AUTHORIZED)[^\n]{0,30}$|(?:APROVAD[OA]|APPROVED|APROBAD[OA]) (?:POR|BY)[^\n]{0,50}$/;
// "(arr Mon 06/10 06:15)": the abbreviation too.
const ARR_LABEL =
  /(?:CHEGADA|CHEGA|LLEGADA|LLEGA|ARRIVAL|ARRIVES?|ARRIVING|DESEMBARQUE|DESTINO|DESTINATION|ATTERRISSAGE|ARRIVEE|(?<![A-Z])ARR)\b[^\n]{0,25}$/;
const DEP_LABEL =
  /(?:PARTIDA|SAIDA|SALIDA|SALE|DEPARTURE|DEPARTS?|DEPARTING|DECOLAGEM|ORIGEM|ORIGEN|ORIGIN|DEPART)\b[^\n]{0,25}$/;
const LEAD_LABEL =
  /^\W*(?:(CHEGADA|LLEGADA|ARRIVAL|ARRIVES?|ARRIVING|ARR|DESTINO|DESTINATION)|(?:SAIDA|SALIDA|PARTIDA|DEPARTURE|DEPARTS?|DEPARTING|DEP|ORIGEM|ORIGEN|ORIGIN))(?![A-Z])/;
// A place right after "to" / "para" is where the flight goes, after "from" / "saindo de" where it
// leaves: "your flight to Lisbon (LIS) from São Paulo (GRU)" names the destination first.
const TO_BEFORE =
  /(?<![A-Z])(?:TO|PARA(?:\s+[OA])?|HACIA|RUMO A|CON DESTINO A|COM DESTINO A|BOUND FOR)\s*:?\s*$/;
const FROM_BEFORE = /(?<![A-Z])(?:FROM|DESDE|(?:SAINDO|SALIENDO|PARTINDO|PROCEDENTE)\s+D[EOA]L?)\s*:?\s*$/;
// A "From / To" column: both ends in one cell, in reading order.
const BOTH_ENDS_HEADING = /^(?:DE|FROM|ORIGEM|ORIGEN|ORIGIN)\s*\/\s*(?:PARA|TO|A|DESTINO|DESTINATION)\s*:?$/;
// A "De" column of a table: the origin ("De" alone in a sentence is not a label).
const FROM_HEADING = /^(?:DE|DESDE|FROM|ORIGEM|ORIGEN|ORIGIN)\s*:?$/;
const BOARDING =
  /(?:EMBARQUE|BOARDING|ABORDAJE|CHECK-?IN|PORTAO|PUERTA|GATE|APRESENTACAO|PRESENTACION)[^\n]{0,14}$/;
// "Gate B14", "Portão C32": a gate's number, shaped like airline B1's flight 4.
const GATE_LABEL = /(?<![A-Z])(?:GATE|PORTAO|PUERTA)(?:\s+DE\s+EMBARQUE)?\s*(?:#|:)?\s*$/;
const DURATION =
  /(?:DURACAO|DURACION|DURATION|TEMPO DE VOO|TIEMPO DE VUELO|FLIGHT TIME|ESCALA|CONEXAO|CONEXION|LAYOVER|CONNECTION|TRAVEL TIME|ESPERA|STOP)[^\n]{0,14}$/;

// "7:05 PM", and "7:05p" / "11:40a" with the letter attached (US itineraries).
// "07:05", "7h05", "7:05 PM", "7.05 pm" (a dot only with its AM / PM: "7.05" alone is a price).
// "07:05", "7h05", "7.05 pm", "ore 07.20", and a ticket's "1415 hrs".
const TIME =
  /(?<![\d:.,/])(\d{1,2})\s?(?::|H|\.(?=\d{2}\s*[AP]\.?\s?M\.?(?![A-Z]))|(?<=(?<![\d:.,/])[0-2]\d)(?=[0-5]\d\s*HRS?\b)|(?<=(?<![A-Z])ORE\s{1,2}\d{1,2})\.(?=\d{2}(?!\d)))\s?(\d{2})(?!\d)(?!\s?MIN)(?!M(?![A-Z]))(?:\s*(A\.?\s?M\.?|P\.?\s?M\.?)(?![A-Z])|(?<=:\d\d)([AP])(?![A-Z]))?(?:\s*HRS?\b)?/g;
const GDS_TIME = /(?<![\d:./A-Z])(\d{3,4})([APNM])?(?![\d:./])/g;
/** "0600/0705", departure and arrival written as a pair, as two clocks (same length, same columns). */
const clockPairs = (t: string) => t.replace(/(?<![\d/])(\d{4})\/(\d{4})(?![\d/])/g, '$1 $2');
// "+1", "(+1)"; not the dash of a range "10:00pm - 6:32am".
const MARK = /^\s*\(?\s*([+-])\s?(\d)(?![\d:.H])\b/;
// "e no dia seguinte LA 2011 ... 06:05", "the next day at 06:05": the clock after it is a day on, as "+1".
const NEXT_DAY = /\b(?:(?:DIA|MANHA) SEGUINTE|(?:DIA|MANANA) SIGUIENTE|(?:NEXT|FOLLOWING) (?:DAY|MORNING))\b/;

// "hoje", "amanhã", "tomorrow", "mañana" (not "de la mañana", the morning): a day counted from the writing.
const RELATIVE_DAY =
  /(?<![A-Z])(?:HOJE|AMANHA|ONTEM|HOY|(?<!(?:LA|DE|ESTA|CADA)\s)MANANA|AYER|TODAY|TONIGHT|TOMORROW|YESTERDAY)(?![A-Z])/;

interface DateHit {
  col: number;
  end: number;
  day: number;
  month: number;
  year: number | null;
  unsure?: boolean;
  /** The weekday printed before a date with no year ("sáb., 15 de março"), 0 = Sunday. */
  weekday?: number | null;
  /** A day read from the line's date before it ("lunes 14" after "domingo 13 de diciembre"). */
  later?: boolean;
}

/** How the text writes numeric dates: day first (pt / es, most of the world), month first (US), or unknown. */
export type DateOrder = 'dmy' | 'mdy' | 'unsure';

const NUMERIC_DATE =
  /(?<![\d:.,]|\dH)(\d{1,2})[/.](\d{1,2})(?:[/.](\d{4}|\d{2}))?(?![\d/]|:(?!\s|$)|\.\d|H\d)/g;
const EN_WORDS =
  /(?<![A-Z])(?:THE|YOUR|FLIGHT|DEPARTURE|ARRIVAL|DEPARTS|ARRIVES|BOOKING|CONFIRMATION|PASSENGER|TRAVELER|RECORD LOCATOR|TRIP|FROM|AND|WITH)(?![A-Z])/g;
const PT_ES_WORDS =
  /(?<![A-Z])(?:VOO|VUELO|SAIDA|SALIDA|PARTIDA|CHEGADA|LLEGADA|RESERVA|PASSAGEIRO|PASAJERO|VIAGEM|VIAJE|DE|DA|DO|DEL|EL|LOS|PARA|SUA|SU|CON|COM)(?![A-Z])/g;

// "call Summit 24/7 for rebooking", "24/7 support": all hours of every day, no day and month; it
// says nothing of how the text writes its dates (a US mail's "01/16/2027" stays month first).
const ROUND_THE_CLOCK = /^24\/7(?![\d/]|\.\d)/;

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
      if (ROUND_THE_CLOCK.test(t.slice(m.index))) continue;
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
  // English is written both ways (US month first; LATAM, Copa or TAP in English often day first), and
  // which carrier or agency sent it proves nothing: with no date settling it, English stays unsure.
  const english = en >= 2 && en >= other;
  return english ? 'unsure' : 'dmy';
}

const WEEKDAYS: Record<string, number> = {};
for (const [n, words] of [
  [0, 'SUN SUNDAY DOM DOMINGO'],
  [1, 'MON MONDAY SEG SEGUNDA LUN LUNES'],
  [2, 'TUE TUES TUESDAY TER TERCA MAR MARTES'],
  [3, 'WED WEDNESDAY QUA QUARTA MIE MIERCOLES'],
  [4, 'THU THUR THURS THURSDAY QUI QUINTA JUE JUEVES'],
  [5, 'FRI FRIDAY SEX SEXTA VIE VIERNES'],
  [6, 'SAT SATURDAY SAB SABADO'],
] as const)
  for (const w of words.split(' ')) WEEKDAYS[w] = n;
// A weekday named in words, with no date beside it ("this Saturday", "Wed night", "el jueves"); short
// English names only as written in prose ("Sat", not a code's "SAT"), not before a name ("Sun Country").
const WEEKDAY_WORD =
  /(?<![A-Za-z\u00C0-\u024F])(?:(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|domingo|lunes|martes|mi[e\u00e9]rcoles|jueves|viernes|s[a\u00e1]bado|(?:segunda|ter[c\u00e7]a|quarta|quinta|sexta)-feira)|(Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun))\.?(?![A-Za-z\u00C0-\u024F-])/i;
// Not one day: "every Saturday", "todos los sábados", "next Saturday" (this week's or the next?),
// "Mon-Fri", a day past ("last Sunday").
const WEEKDAY_NOT_ONE =
  /(?:every|each|cada|todos\s+los|todas\s+as|todos\s+os|next|last|past|on\s+the|ultimo|[u\u00fa]ltimo|passad[oa]|pasado)\s+$/i;

const DAY_ARTICLE = /(?<![A-Za-z])(?:el|este|ese|o|no|na|neste|nesta|dia|del|do|da)\s+$/i;
const ARRIVAL_WORD =
  /(?<![A-Za-z])(?:arr|arrives?|arriving|arrival|lands?|landing|llega|llegada|chega|chegada)(?![A-Za-z])/i;

/**
 * The weekday a flight's line tells its day by, named before its first clock and with no date
 * ("HA 4 HNL-LAX Sat dep 1:50pm"), 0 = Sunday; null when none, or not one day.
 */
function weekdayOnly(r: string): number | null {
  const clock = r.search(/\d{1,2}(?::|[hH]|\.(?=\d\d))\d\d/);
  const m = WEEKDAY_WORD.exec(r);
  if (!m || (clock >= 0 && m.index > clock)) return null;
  if (m[2] && m[2] === m[2].toUpperCase()) return null;
  if (m[2] && /^\s+[A-Z]/.test(r.slice(m.index + m[0].length))) return null;
  // Spanish and Portuguese write the day in small letters ("el jueves"); "Santo Domingo" is a place.
  const romance = m[1] && !/day$/i.test(m[1]);
  if (romance && !/^[a-z]/.test(m[1]) && !DAY_ARTICLE.test(r.slice(0, m.index))) return null;
  if (WEEKDAY_NOT_ONE.test(r.slice(0, m.index))) return null;
  const after = r.slice(m.index + m[0].length);
  if (/^\s*(?:-|\u2013|to|a|al|ate|hasta)\s*[A-Za-z]/i.test(after)) return null;
  // "arr 0855 Sat 13": a weekday with its day of the month, or one the flight lands on, is no leaving day.
  if (/^,?\s*\d{1,2}(?![\d:]|[.hH]\d)/.test(after) || ARRIVAL_WORD.test(r.slice(0, m.index))) return null;
  const word = m[0]
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\.$/, '')
    .replace(/-FEIRA$/i, '')
    .toUpperCase();
  return WEEKDAYS[word] ?? WEEKDAYS[word.slice(0, 3)] ?? null;
}

/** A date's weekday: from its year when known, else the one printed with it (0 = Sunday); null when neither. */
function weekdayOf(d: {
  day: number;
  month: number;
  year: number | null;
  weekday?: number | null;
}): number | null {
  return d.year !== null ? new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() : (d.weekday ?? null);
}

/** The last date read above that a flight may carry, with its weekday when known; null when none. */
function lastDayAbove(
  tokens: Token[],
): { day: number; month: number; year: number | null; weekday: number } | null {
  for (let k = tokens.length - 1; k >= 0; k--) {
    const x = tokens[k];
    if (x.kind !== 'date') continue;
    if (x.role === 'other' || x.role === 'unsure') return null;
    const weekday = weekdayOf(x);
    return weekday === null ? null : { day: x.day, month: x.month, year: x.year, weekday };
  }
  return null;
}

/** A day and month `n` days on; null when a yearless February's end makes it unsure. */
function shiftedDay(
  d: { day: number; month: number; year: number | null },
  n: number,
): { day: number; month: number; year: number | null } | null {
  if (d.year === null && d.month === 2 && d.day + n > 28) return null;
  const t = new Date(Date.UTC(d.year ?? 2001, d.month - 1, d.day + n));
  const year = d.year === null ? null : t.getUTCFullYear();
  return { day: t.getUTCDate(), month: t.getUTCMonth() + 1, year };
}

const WEEKDAY_BEFORE = /(?<![A-Z])([A-Z]{3,9})\.?(?:-FEIRA)?,?\s*$/;

/** The weekday printed just before a date ("Thu 04/05/2024"), 0 = Sunday; null when none. */
function weekdayBefore(t: string, col: number): number | null {
  const w = WEEKDAY_BEFORE.exec(t.slice(Math.max(0, col - 16), col));
  return w ? (WEEKDAYS[w[1]] ?? null) : null;
}

/** `length`: how much of the match the date is, when less than all of it. */
type DateRead = Omit<DateHit, 'col' | 'end'> & { length?: number };

// "ida 17.09", "volta sáb 20.09": a day and month with a dot, read as a date only after a leg's label or a weekday.
const DOT_DATE_BEFORE = /(?<![A-Z])(?:IDA|VOLTA|VUELTA|REGRESO|RETORNO)\s*:?\s*$/;

function numericDate(m: RegExpExecArray, order: DateOrder, t: string): DateRead | null {
  // "17.09" alone may be a price or a score.
  if (
    !m[3] &&
    m[0].includes('.') &&
    weekdayBefore(t, m.index) === null &&
    !DOT_DATE_BEFORE.test(t.slice(Math.max(0, m.index - 12), m.index))
  )
    return null;
  const a = Number(m[1]);
  const b = Number(m[2]);
  const year = m[3] ? fullYear(m[3]) : null;
  if (order === 'mdy') return { day: b, month: a, year };
  if (order === 'unsure' && a !== b && a <= 12 && b <= 12) {
    // A weekday beside the date settles it when only one reading falls on that day.
    const wd = year === null ? null : weekdayBefore(t, m.index);
    if (wd !== null) {
      const dmyFits = new Date(Date.UTC(year!, b - 1, a)).getUTCDay() === wd;
      const mdyFits = new Date(Date.UTC(year!, a - 1, b)).getUTCDay() === wd;
      if (dmyFits !== mdyFits) return dmyFits ? { day: a, month: b, year } : { day: b, month: a, year };
    }
    return { day: a, month: b, year, unsure: true };
  }
  // "Sat 01/16/2027" in a text whose other dates disagree on the order: a part above 12 is the day.
  if (order === 'unsure' && a <= 12 && b > 12 && b <= 31) return { day: b, month: a, year };
  return { day: a, month: b, year };
}

const DATE_PATTERNS: {
  re: RegExp;
  read: (m: RegExpExecArray, order: DateOrder, t: string) => DateRead | null;
}[] = [
  {
    re: /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/g,
    read: (m) => ({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }),
  },
  { re: NUMERIC_DATE, read: numericDate },
  // "25-10-2024": dashes only with a four-digit year (not a phone number or a range)...
  { re: /(?<![\d-])(\d{1,2})-(\d{1,2})-((?:19|20)\d{2})(?![\d-])/g, read: numericDate },
  // ... or a two-digit one after a weekday ("lun 15-04-24").
  {
    re: new RegExp(
      String.raw`(?<=(?<![A-Z])(?:${WEEKDAY_ABBRS})[A-Z]*\.?,?\s{1,3})(\d{1,2})-(\d{1,2})-(\d{2})(?![\d-])`,
      'g',
    ),
    read: numericDate,
  },
  {
    // Not the end of a designator: "V06  mar., 7 de abril" is flight V0 6 on a Tuesday, not 6 March.
    // Nor a flight's number: "Flight 28  Nov 18, 2024" is not 28 November.
    re: /(?<![\d:A-Z])(?<!(?:FLIGHT|VOO|VUELO|VOL)\s{1,3})(\d{1,2})(?:\.?\s*(?:DE\s+)?|-|\s*\/\s*)([A-Z]{3,10})\.?(?:(?:,?\s*(?:DE\s+|DEL\s+)?|-|\s*\/\s*)((?:19|20)\d{2})(?!\d)|(\d{2})(?![\d:]))?/g,
    read: (m, _order, t) => {
      const month = monthFromWord(m[2]);
      if (!month) return null;
      // "Sun, August 17  MAR 14:10": a code with its clock after a day, not 17 March ("15MAR 1410" is).
      const spaced = /^\d{1,2}\s/.test(m[0]);
      const clockAfter = /^\s*\d{1,2}[:H.]\d{2}/.test(t.slice(m.index + m[0].length));
      // ("Tue 3 Mar  22:45" with its weekday is a date.)
      if (
        spaced &&
        !m[3] &&
        !m[4] &&
        m[2].length === 3 &&
        isAirport(m[2]) &&
        clockAfter &&
        weekdayBefore(t, m.index) === null
      )
        return null;
      // "11NOV 2045  2115": a ticket's date, then its departure and arrival clocks, not the year 2045.
      // So is "21abr  1930" with one clock: no flight flies in 1930.
      const after = t.slice(m.index + m[0].length);
      // "LUANDA 4 DE FEVEREIRO (LAD)", "Aeroporto 2 de Julho (SSA)": an airport named after a day,
      // its code right after the name ("12 Oct (SUN)" is a weekday).
      const code = /^\s*\(([A-Z]{3})\)/.exec(after)?.[1];
      if (!m[3] && !m[4] && code && isAirport(code) && WEEKDAYS[code] === undefined) return null;
      if (
        m[3] &&
        !spaced &&
        /^\d{1,2}[A-Z]{3}\s+\d{4}$/.test(m[0]) &&
        (/^\s+\d{3,4}(?:[+-]\d)?(?!\d)/.test(after) || (Number(m[3]) < 1990 && Number(m[3].slice(2)) < 60))
      ) {
        const compact = /^\d{1,2}[A-Z]{3}/.exec(m[0])![0];
        return { day: Number(m[1]), month, year: null, length: compact.length };
      }
      return { day: Number(m[1]), month, year: m[3] ? Number(m[3]) : m[4] ? 2000 + Number(m[4]) : null };
    },
  },
  {
    // Not "MAR 13h34" (Maracaibo at 13:34): a day is not followed by the minutes of a clock.
    re: /(?<![A-Z])([A-Z]{3,9})\.?\s+(\d{1,2})(?:ST|ND|RD|TH)?(?!\d|:\d|H\d\d)(?:,?\s+((?:19|20)\d{2})(?!\d))?/g,
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
      const read1 = read(m, order, t);
      const end = m.index + (read1?.length ?? m[0].length);
      const d = read1 && { day: read1.day, month: read1.month, year: read1.year, unsure: read1.unsure };
      if (!d || !isValidDate(d.year ?? 2000, d.month, d.day)) continue;
      if (d.year !== null && (d.year < 1990 || d.year > 2100)) continue;
      const clash = out.findIndex((o) => m!.index < o.end && end > o.col);
      // "AV 1  Oct 3, 2025": the whole date with its year wins over "1 Oct" made of a flight's number.
      if (
        clash >= 0 &&
        !(
          d.year !== null &&
          out[clash].year === null &&
          out.every((o, i) => i === clash || !(m!.index < o.end && end > o.col))
        )
      )
        continue;
      if (clash >= 0) out.splice(clash, 1);
      out.push({ col: m.index, end, ...d, weekday: d.year === null ? weekdayBefore(t, m.index) : null });
    }
  }
  return [...out, ...laterDays(t, out)];
}

// A weekday and a day of the month, with no month: "(salida el lunes 14 a la 01:20)".
const WEEKDAY_DAY = /(?<![A-Z])([A-Z]{3,9})\.?,?\s+(\d{1,2})(?![\d:./A-Z])/g;

/**
 * "Domingo 13 de diciembre (salida el lunes 14 a la 01:20)": a weekday and a day printed after a
 * date of the line, falling a day or two after it on that weekday, is that later day (a departure
 * after midnight under the evening's date).
 */
function laterDays(t: string, dates: DateHit[]): DateHit[] {
  const out: DateHit[] = [];
  for (const m of t.matchAll(WEEKDAY_DAY)) {
    const wd = WEEKDAYS[m[1]];
    // "MAR 14" is March.
    if (wd === undefined || m[1] === 'MAR') continue;
    const end = m.index + m[0].length;
    const col = end - m[2].length;
    if (dates.some((o) => m.index < o.end && end > o.col)) continue;
    const prev = dates.filter((o) => o.end <= m.index && !o.unsure).pop();
    if (!prev || (prev.year === null && prev.month === 2)) continue;
    const prevWd = weekdayOf(prev);
    if (prevWd == null) continue;
    for (const n of [1, 2]) {
      const when = new Date(Date.UTC(prev.year ?? 2001, prev.month - 1, prev.day + n));
      if (when.getUTCDate() !== Number(m[2]) || (prevWd + n) % 7 !== wd) continue;
      const year = prev.year === null ? null : when.getUTCFullYear();
      out.push({
        col,
        end,
        day: when.getUTCDate(),
        month: when.getUTCMonth() + 1,
        year,
        weekday: year === null ? wd : null,
        later: true,
      });
    }
  }
  return out;
}

/** Each run of text on a line set apart by two spaces or more, with the column it starts at. */
function spacedChunks(t: string): { col: number; text: string }[] {
  return [...t.matchAll(/\S+(?: \S+)*/g)].map((m) => ({ col: m.index, text: m[0] }));
}

/**
 * A row of values under a row of column headings, each value starting where its heading does (a
 * boarding pass's "GATE  BOARDING  GROUP  SEAT" / "B14  7:25 AM  3  18C"): the heading over each
 * value, by column. Empty when the line is no such row.
 */
function headingsAbove(text: string[], line: number): { col: number; heading: string }[] {
  const above = line > 0 ? text[line - 1] : '';
  if (/\d/.test(above)) return [];
  const heads = spacedChunks(above);
  const cells = spacedChunks(text[line]);
  if (heads.length < 2 || cells.length < 2 || heads.filter((h) => headingOf(h.text)).length < 2) return [];
  const out = cells.map((c) => ({
    col: c.col,
    heading: heads.find((h) => Math.abs(h.col - c.col) <= 1)?.text,
  }));
  return out.every((c) => c.heading) ? (out as { col: number; heading: string }[]) : [];
}

/** The label of a value: text before it on its line, or a short label line above it. */
function labelOf(before: string, prevLine: string): string {
  if (before.trim() !== '') return before;
  // A table's heading row naming both ends ("Trecho  Voo  Data  Saída  Chegada", "Origem  Destino",
  // "Depart  Arrive") labels its columns, not the first value of the row under it.
  if (ARR_LABEL.test(prevLine) && DEP_LABEL.test(prevLine)) return '';
  return prevLine.trim().length <= 30 && !/\d/.test(prevLine) ? prevLine : '';
}

// "(actualizado 14/07 12:40)", "itinerary sheet v3 (updated 24/09 by Júlia)": when a note was last
// edited, opening its own cell, bracket or line.
const UPDATE_STAMP =
  /(?:^|[(\-\u2013\u2014|\t]|\s{2})\s*(?:ULTIMA\s+)?(?:ATUALIZAD[OA]|ACTUALIZAD[OA]|UPDATED|ATUALIZACAO|ACTUALIZACION|REVISAO|REVISION|LAST UPDATED?)(?:\s+(?:EM|EL|ON))?\s*:?\s*$/;

// "avísanos si hay cualquier diferencia antes del 20/03", "pagar até antes do dia 10/05", "no later than
// 12/04", "offers until 24 May": a deadline for the reader, no flight's day.
const DEADLINE =
  /(?<![A-Z])(?:ANTES\s+D(?:E|O|A|EL)(?:\s+DIA)?|A\s+MAS\s+TARDAR(?:\s+EL)?|NO\s+LATER\s+THAN|UNTIL)\s*$/;

// An arrival's schedule line: its label opening the line ("Llegada 07:45h ...", "Arrive: 6:10 AM ..."),
// then its clock; no departure's label after them.
const ARRIVAL_OPENS = /^\W*(?:CHEGADA|LLEGADA|ARRIVAL|ARRIVES?|ARRIVING|ARR)(?![A-Z])/;
const A_CLOCK = new RegExp(TIME.source);
const DEP_WORD =
  /(?<![A-Z])(?:PARTIDA|SAIDA|SALIDA|SALE|DEPARTURE|DEPARTS?|DEPARTING|DEP|DECOLAGEM)(?![A-Z])/;

/** True when `before` (a line up to a date) is an arrival's schedule line: label, then clock, no departure word. */
function arrivalLine(before: string): boolean {
  const lead = ARRIVAL_OPENS.exec(before);
  if (!lead) return false;
  const rest = before.slice(lead[0].length);
  return A_CLOCK.test(rest) && !DEP_WORD.test(rest);
}

/**
 * True when a date closes the line continuing an arrival's schedule line ("ARRIVE  SAO PAULO BR (GRU)
 * 6:10 AM" / "TERMINAL 3      MONDAY 16 NOV"): the line has the arrival's details before the date, and no
 * clock or label of its own; `after`, the rest of the line, is empty.
 */
function underArrival(before: string, after: string, above: string): boolean {
  return (
    before.trim() !== '' &&
    after.trim() === '' &&
    !A_CLOCK.test(before) &&
    !ARR_LABEL.test(before) &&
    !DEP_WORD.test(before) &&
    arrivalLine(above)
  );
}

/**
 * A label of another date that a flight follows before the date ("Emitido: IB6841 MAD-EZE viernes
 * 02/10"): the label is the flight's status, and the date is the flight's.
 */
function otherDateLabel(ctx: string): boolean {
  const m = OTHER_DATE.exec(ctx);
  return !!m && !namedFlights(ctx.slice(m.index)).length;
}

function roleOf(before: string, prevLine: string): Role {
  const ctx = labelOf(before, prevLine);
  if (otherDateLabel(ctx) || UPDATE_STAMP.test(before) || DEADLINE.test(before)) return 'other';
  if (ARR_LABEL.test(ctx)) return 'arr';
  if (DEP_LABEL.test(ctx)) return 'dep';
  return 'plain';
}

// Flights a change took away: cancelled, replaced or the original ones (not a history of flights flown).
const REPLACED_WORD =
  /(?<![A-Z])(?:ORIGINA(?:L|IS|LES)|ANTERIOR(?:ES)?|PREVIOUS|OLD|ANTIG[OU]S?|CANCELAD[OA]S?|CANCELLED|CANCELED|ANULAD[OA]S?|SUBSTITUID[OA]S?|SUSTITUID[OA]S?|SUPERSEDED|REEMPLAZAD[OA]S?|REPLACED)(?![A-Z])/;
const TRIP_WORD = /(?<![A-Z])(?:TRIPS?|VIAGE(?:M|NS)|VIAJES?|RESERVAS?|BOOKINGS?|RESERVATIONS?)(?![A-Z])/;

// A travel request's own legs ("SEGMENTOS SOLICITADOS (preenchidos pelo viajante)", "REQUESTED FLIGHTS")
// and the booking made on it ("RESERVAS EFETUADAS PELA AGÊNCIA", "BOOKED SEGMENTS"): where a text holds
// both, the request is what was asked for, not what was booked.
const REQUEST_HEAD =
  /(?<![A-Z])(?:(?:SEGMENTOS?|TRECHOS?|VOOS?|TRAMOS?|VUELOS?|SEGMENTS?|FLIGHTS?|ITINERARIO|ITINERARY|VIAGEM|VIAJE|TRIP)\s+(?:SOLICITAD[OA]S?|PEDID[OA]S?|REQUERID[OA]S?|REQUESTED)|(?:REQUESTED|SOLICITED)\s+(?:SEGMENTS?|FLIGHTS?|ITINERARY|TRIP))(?![A-Z])/;
const BOOKED_HEAD =
  /(?<![A-Z])(?:(?:RESERVAS?|SEGMENTOS?|TRECHOS?|VOOS?|TRAMOS?|VUELOS?|SEGMENTS?|FLIGHTS?|ITINERARIO|ITINERARY)\s+(?:EFETUAD[OA]S?|EFECTUAD[OA]S?|REALIZAD[OA]S?|RESERVAD[OA]S?|EMITID[OA]S?|CONFIRMAD[OA]S?|BOOKED|TICKETED|CONFIRMED)|(?:BOOKED|TICKETED|CONFIRMED)\s+(?:SEGMENTS?|FLIGHTS?|ITINERARY|TRIP|RESERVATIONS?))(?![A-Z])/;

/** A line in capitals, an aside in parentheses apart, with no digit: "ORIGINAL TRIP (cancelled)". */
function capsHeading(raw: string): boolean {
  const bare = raw.replace(/\([^()]*\)/g, '').trim();
  return bare.length <= 60 && !/\d/.test(bare) && /\p{Lu}{3}/u.test(bare) && !/\p{Ll}/u.test(bare);
}

/** A heading that starts another section: in capitals, new ("Seus novos voos") or naming flights. */
function sectionHead(t: string, raw: string, fresh: boolean): boolean {
  if (/\d/.test(t) || STALE.test(t) || t.replace(/\([^()]*\)/g, '').trim().length > 60) return false;
  return capsHeading(raw) || fresh || AIR_HEADING.test(t);
}

export interface Scan {
  tokens: Token[];
  /** Airline codes named by name in the whole text ("LATAM", "Azul"), with counts. */
  brands: Map<string, number>;
  /** Airlines named only as the operating carrier ("Operado por GOL"), with counts. */
  operators: Map<string, number>;
  /** Lines that name one airline and little else ("LATAM", "Cia: GOL"): a heading for the flight below. */
  /** `labelled`: "Companhia aérea: GOL", which may close the flight above as well as head the one below. */
  brandLines: { line: number; code: string; labelled: boolean }[];
  /** Every airline named by name, by line, except the operating carrier after "operated by". */
  brandHits: { line: number; code: string; labelled: boolean }[];
  /** Lines saying a flight is cancelled or not operated ("Estado: Cancelado"). */
  cancelLines: number[];
  /** Flights a cancel line names by number ("(o LA 3302 das 18:00 foi cancelado)"), by line. */
  cancelledNumbers: Map<number, string[]>;
  /** Flights a sentence says were flown ("outbound AF 457 / AF 7703 FLOWN"), as "AF457": history wherever printed. */
  flownFlights: Set<string>;
  /** For each line, its row in a flattened table (columns.ts), or null. */
  rows: (number | null)[];
  /** Rows that are their table's only one. */
  loneRows: Set<number>;
  /** In a chat export, for each line the line its message starts on (stamp or author line); else null. */
  messages: (number | null)[];
  /** For each line, how many forward or reply marks ("---------- Forwarded message ---------") stand above it. */
  mails: number[];
}

/** Tokens of every line in reading order. */
export interface BrandHit {
  code: string;
  col: number;
  end: number;
}

// A flight no longer flown: the old schedule of a change ("(salía 01:10)", "was leaving at 7"), a
// cancelled or removed leg ("was XX'd by Loganair": a reservation system's XX status, cancelled).
const STALE =
  /(?<![A-Z])(?:NAO UTILIZAD[OA]S?|NO UTILIZAD[OA]S?|NOT USED|UNUSED|XX['\u2019]?D|ANTERIOR|ORIGINAL|PREVIOUS|ANTIG[OU]A?|OLD|CANCELAD[OA]S?|ANULAD[OA]S?|VOIDED|CANCELLED|CANCELED|CANCELEI|CANCELOU|SALIA|SALIAN|WAS LEAVING|WAS DEPARTING|CANCELAMOS|CANCELE|DESCARTAD[OA]S?|DECLINED|REJECTED|RECHAZAD[OA]S?|RECUSAD[OA]S?|DROPPED|REMOVID[OA]S?|REMOVED|ELIMINAD[OA]S?|SUBSTITUID[OA]S?|SUSTITUID[OA]S?|SUPERSEDED|REEMPLAZAD[OA]S?|REPLACED|NAO QUIS|NAO QUISERAM|NAO QUER|NO QUISO|NO QUISIERON|NO QUIERE|RECUSOU|REJEITOU|RECHAZO|DID NOT WANT|DIDN'?T WANT|TURNED DOWN|(?:VOOS?|VUELOS?|TRECHOS?|TRAMOS?)\s+(?:JA\s+|YA\s+)?(?:REALIZAD[OA]S?|VOAD[OA]S?|VOLAD[OA]S?)|(?:JA|YA)\s+REALIZAD[OA]S?|NAO VALEM? MAIS|YA NO VALEN?|NO LONGER VALID)(?![A-Z])/;
// A coupon already spent: exchanged for a new ticket ("1 BA0247 04FEB26 GRU LHR 16:40 EXCH") or
// flown ("ZP1202 ... USADO/FLOWN", "TP82 ... VOADO"): its line is history, not a flight to take.
const SPENT = /(?<![A-Z])(?:EXCH|EXCHANGED|CANJEAD[OA]|FLOWN|FLWN|VOAD[OA]|VOLAD[OA])(?![A-Z])/;
// A coupon's status cell saying it was exchanged for another ticket or refunded ("AF 7703  28MAI  NCE -
// CDG  11:20    TROCADO", "GOL 1920 ... 06:35  498,90    REEMBOLSADO – evento adiado"): not flown.
const SPENT_CELL = /(?:\s{2,}|\|\s*)(?:TROCAD[OA]S?|REEMBOLSAD[OA]S?|REFUNDED)(?![A-Z])/;
// A spreadsheet's status cell saying the row is a quote ("COTAÇÃO<tab>18/07/2026<tab>LA8173 ...", "| Quoted |"):
// a fare looked up, not booked. The word fills its cell: the row's first, before the day, or one set
// apart by a column's gap or a bar (a pasted row's tabs reach the reader as single spaces).
const QUOTE_CELL =
  /^\s*\|?\s*(?:COTACAO|COTADO|COTIZACION|COTIZADO|QUOTE|QUOTED|ORCAMENTO|PRESUPUESTO)\s*\|?\s+\d{1,2}\/\d{1,2}|(?:\s{2}|\|)\s*(?:COTACAO|COTADO|COTIZACION|COTIZADO|QUOTE|QUOTED|ORCAMENTO|PRESUPUESTO)\s*(?:\s{2}|\||$)/;
// The same row's status cell saying it was issued ("EMITIDO<tab>11/07/2026<tab>LA8170 ..."): the row's
// state, not the label of an issue date.
const ISSUED_CELL = /^\s*\|?\s*(?:EMITID[OA]S?|ISSUED|TICKETED)\s*\|?\s*$/;
// A heading over a whole earlier itinerary: "YOUR ORIGINAL ITINERARY (no longer valid)", "Voos anteriores".
const OLD_PLAN_HEAD =
  /(?<![A-Z])(?:(?:ITINERARIO|ITINERARY|VOOS?|VUELOS?|FLIGHTS?|HORARIOS?|RESERVA)\s+(?:ORIGINA(?:L|IS|LES)|ANTERIOR(?:ES)?|ANTIG[OU]S?|PREVIOS?)|(?:ORIGINAL|PREVIOUS|OLD|FORMER|ANTIG[OU]S?)\s+(?:ITINERARY|ITINERARIO|FLIGHTS?|SCHEDULE|BOOKING|VOOS?|VUELOS?)|NO LONGER VALID|NAO VALEM? MAIS|YA NO VALEN?)(?![A-Z])/;
// "Ele não é nosso", "NO es nuestro", "(his own booking, not ours)": someone else's booking, told only
// so the agent knows of it.
// "booked by their UK agency, not us", "not booked through us", "comprada por outra agência"; so is one
// another traveller bought on their own ("ella compró su pasaje por su cuenta", "booked it on her own").
const NOT_OURS =
  /(?<![A-Z])(?:POR SU (?:PROPIA )?CUENTA|POR CUENTA PROPIA|POR CONTA PROPRIA|POR CONTA (?:DELE|DELA|DELES|DELAS)|ON (?:HIS|HER|THEIR) OWN|(?:BOOKED|ISSUED|TICKETED|RESERVED|BOUGHT|RESERVAD[OA]|EMITID[OA]|COMPRAD[OA]) (?:BY|THROUGH|WITH|POR|PELA|PELO|CON|COM) (?:THEIR|HIS|HER|ANOTHER|OUTRA|OTRA) (?:OWN )?(?:[A-Z]{2,3} )?(?:AGENCY|TRAVEL AGENCY|TMC|AGENCIA)|NOT (?:BOOKED |ISSUED )?(?:BY|THROUGH|WITH) US|NAO (?:E|FOI) COM A GENTE|NAO (?:E|FOI) CONOSCO|NO (?:ES|FUE) CON NOSOTROS|NAO (?:E|SAO) NOSS[OA]S?|NO (?:ES|SON) NUESTR[OA]S?|NOT OURS|(?:ISN'?T|AREN'?T) OURS|NOT OUR (?:BOOKINGS?|RESERVATIONS?|CLIENTS?|PASSENGERS?|TICKETS?)|(?:NAO (?:E|SAO) D[EO]ST[EA]|NO (?:ES|SON) DE EST[EA]|NOT (?:PART OF|FROM|FOR|IN) THIS|NOT PART OF (?:YOUR|THE)|NAO FAZ PARTE D[AO] (?:SUA |SEU |DEST[AE] )?|NO (?:ES|FORMA) PARTE DE (?:SU |EST[AE] |LA |EL ))\s*(?:PROCESSO|EXPEDIENTE|CLIENTE|RESERVA|VIAGEM|VIAJE|PEDIDO|BOOKING|FILE|CLIENT|TRIP|CASE|CASO|PAX|RESERVATION|ITINERARY|ITINERARIO|ROTEIRO)|COLAD[OA]S?\s+(?:AQUI\s+)?POR\s+ENGANO|PEGAD[OA]S?\s+(?:AQUI\s+)?POR\s+(?:ERROR|EQUIVOCACION)|PASTED\s+(?:HERE\s+|IN\s+)?BY\s+MISTAKE)(?![A-Z])/;
// "also unrelated, while I have you: ...", "aproveitando o grupo: o Sr. Nogueira ...", "Otro cliente: ...":
// a message opening on another matter than the trip (another client's, in an agency's staff chat).
const OTHER_MATTER =
  /^\W*(?:(?:ALSO|AND|BUT|OH|AH|PS|E|Y|MAS|PERO)\W+)?(?:UNRELATED|ON ANOTHER NOTE|(?:DIFFERENT|ANOTHER|OTHER) (?:CLIENT|CUSTOMER|SUBJECT|TOPIC|MATTER)|CHANGING (?:THE )?SUBJECTS?|OFF[- ]TOPIC|MUDANDO DE ASSUNTO|FORA DO ASSUNTO|(?:OUTRO|OTRO) (?:ASSUNTO|ASUNTO|TEMA|CLIENTE)|CAMBIANDO DE TEMA|FUERA DE TEMA|APROVEITANDO (?:O GRUPO|A CONVERSA)|APROVECHANDO (?:EL GRUPO|LA CONVERSACION))(?![A-Z])/;
// Other people than the travellers, and their own booking, named in one paragraph with its code.
const OTHER_PEOPLE =
  /(?<![A-Z])(?:AMIG[OA]S|FRIENDS|COLEGAS|COLLEAGUES|VIZINH[OA]S|VECIN[OA]S|NEIGHBOU?RS|OUTRA FAMILIA|OTRA FAMILIA|THE OTHER FAMILY)(?![A-Z])/;
const THEIR_BOOKING =
  /(?<![A-Z])(?:(?:A |LA )?RESERVA (?:DELES|DELAS|DE ELLOS|DE ELLAS)|THEIR (?:OWN )?(?:BOOKING|RESERVATION|TICKETS?)|SU PROPIA RESERVA)(?![A-Z])/;
const OWN_CODE =
  /(?<![A-Z])(?:LOCALIZADOR|PNR|RECORD LOCATOR|BOOKING (?:REF(?:ERENCE)?|CODE))\s*:?\s*[A-Z0-9]{6}(?![A-Z0-9])/;
const ITEM_START = /^\s*(?:[-\u2022*>]|\d{1,2}[.)])\s/;
// An offer the client refused ("cliente RECUSOU", "declined"): what it heads was never booked.
const REFUSED =
  /(?<![A-Z])(?:RECUSOU|RECUSAD[OA]S?|REJEITOU|REJEITAD[OA]S?|RECHAZO|RECHAZAD[OA]S?|DECLINED|REJECTED|TURNED DOWN|NAO QUIS|NAO QUISERAM|NO QUISO|NO QUISIERON|DID NOT WANT|DIDN'?T WANT|DESCARTAD[OA]S?)(?![A-Z])/;
// A row of a schedule whose own words say it holds no seat yet ("AR 1263 ... 10:15 13:25 LISTA ESPERA
// pedido de 6 pax - NO confirmado", "LA 3891 16:40 22:05 - AGUARDANDO só reservado"): a request, not a
// flight the traveller takes.
const UNCONFIRMED =
  /(?<![A-Z])(?:LISTA (?:DE )?ESPERA|AGUARDANDO|AGUARDA (?:APROVACAO|AUTORIZACAO)|(?:PENDING|AWAITING) APPROVAL|PENDIENTE DE (?:APROBACION|AUTORIZACION)|WAIT ?LIST(?:ED)?|(?:NAO|NO|NOT) CONFIRMAD[OA]S?|NOT CONFIRMED|UNCONFIRMED|SIN CONFIRMAR)(?![A-Z])/;
// "Status: Confirmed (cleared from waitlist)", "saiu da lista de espera": a waitlist the flight left, its
// seat now held.
const WAITLIST_CLEARED =
  /(?<![A-Z])(?:(?:CLEARED|RELEASED|CONFIRMED)\s+(?:FROM|OFF)\s+(?:THE\s+)?WAIT ?-?LIST(?:ED)?|(?:SAIU|SAIRAM|LIBERAD[OA]S?|CONFIRMAD[OA]S?)\s+(?:DA|NA)\s+LISTA\s+DE\s+ESPERA|(?:SALIO|SALIERON|LIBERAD[OA]S?|CONFIRMAD[OA]S?)\s+(?:DE|EN)\s+LA\s+LISTA\s+DE\s+ESPERA)(?![A-Z])/g;
const waitlistLeft = (t: string) =>
  t.includes('ESPERA') || t.includes('LIST') ? t.replace(WAITLIST_CLEARED, ' ') : t;
// "só cotação, NÃO reservei", "cotação que não rolou:", "não usar", "NÃO VALE MAIS": flights quoted or
// set aside, not booked; on a line without a clock, the lines under it up to a blank line too.
const SET_ASIDE =
  /(?<![A-Z])(?:(?:SO|APENAS|SOMENTE|SOLO|ONLY|JUST)\s+(?:UMA\s+|UNA\s+|A\s+)?(?:COTACAO|COTIZACION|QUOTE)|COTAC(?:AO|OES)\s+QUE\s+NAO|COTIZACION(?:ES)?\s+QUE\s+NO|NAO RESERVEI|NAO TEM RESERVA|NO HAY RESERVA|NAO USAR|NO USAR|DO NOT USE|NAO VALE MAIS|YA NO VALE|NO LONGER VALID)(?![A-Z])/;
// A flight-status notice for a flight someone follows ("Azul | Acompanhamento de voo", "Você está
// acompanhando este voo"): its flight's status, not a booking; up to the next message.
const TRACKING =
  /(?<![A-Z])(?:ACOMPANHAMENTO DE VOO|ACOMPANHANDO (?:ESTE|O) VOO|SEGUIMIENTO DE VUELO|SIGUIENDO (?:ESTE|EL) VUELO|(?:YOU ARE|YOU'?RE) (?:TRACKING|FOLLOWING) (?:THIS|THE) FLIGHT|FLIGHT TRACKER)(?![A-Z])/;
const FORWARD_MARK =
  /(?:FORWARDED MESSAGE|ORIGINAL MESSAGE|MENSAGEM ENCAMINHADA|MENSAGEM ORIGINAL|MENSAJE REENVIADO|MENSAJE ORIGINAL)/;
// "Exemplo de tarifa: voo G3 1200, ... 09/09/2025 às 06:15, R$ 399": a fare's example, no booking.
const EXAMPLE_LEAD = /^\W*(?:(?:POR|FOR)\s+)?(?:EXEMPLOS?|EJEMPLOS?|EXAMPLES?)(?![A-Z])/;
// A train, bus or ferry leg on its line ("Renfe AV 3063 · Madrid (MAD) → Barcelona (BCN)"): no flight.
const GROUND =
  /(?<![A-Z])(?:TREM|TREN|TRAIN|COMBOIO|RENFE|AVLO|OUIGO|IRYO|PERURAIL|INCA RAIL|ALFA PENDULAR|EUROSTAR|SNCF|TGV|TRENITALIA|AMTRAK|DEUTSCHE BAHN|ONIBUS|AUTOBUS|BUQUEBUS|FERRY|CATAMARAN)(?![A-Z])/;

// A row of a GDS availability display ("1   LA3280  J4 Y9 B9 M9 H9 K9 L9 /GRU 2 POA    0600    0740"):
// a flight and the seats left in each booking class, offered to choose from, not booked.
// Fewer classes left ("4 JA  740 Y9 H9   SCLGRU 2250  0245#1") when the city pair and a clock follow.
// Sabre prints its line number against the carrier ("1G3 2002 Y9 B9 M9 H7  CGHSDU  700A").
const AVAILABILITY =
  /(?:(?<![A-Z0-9])|^\s*\d{1,2})(?:[A-Z][A-Z0-9]|[0-9][A-Z])\s{0,3}\d{1,4}\s+(?:(?:[A-Z]\d\s+){3,}|(?:[A-Z]\d\s+){2}[A-Z]{6}\s+\d{4}(?!\d))/;

// "Lamentamos informar que o voo abaixo foi CANCELADO por motivos operacionais:": a sentence closed by a
// colon saying the flights under it were cancelled (not one saying they replace the cancelled ones).
// So does a heading that opens with the words: "Flights cancelled by Aerolíneas Argentinas as of 16:00 ART:".
const CANCELLED_BELOW =
  /^(?!.*(?:SUBSTITU|REPLAC|REEMPLAZ|EM VEZ|INSTEAD|EN LUGAR|NO LUGAR))(?:.*(?<![A-Z])(?:ABAIXO|A SEGUIR|BELOW|FOLLOWING|SIGUIENTES?|A CONTINUACION)(?![A-Z]).*(?<![A-Z])(?:CANCELAD[OA]S?|CANCELLED|CANCELED|ANULAD[OA]S?)(?![A-Z])|\W*(?:FLIGHTS|VOOS|VUELOS)\s+(?:CANCELLED|CANCELED|CANCELAD[OA]S|ANULAD[OA]S)(?![A-Z])|\W*(?:CANCELLED|CANCELED)\s+FLIGHTS(?![A-Z]))/;
// "(voo LA3418 cancelado da malha de maio)": the number named right before the word is not flown.
// "G3 1135 de 27/09 foi retirado do Santos Dumont": the day between, and a flight taken off the schedule.
// So is a day of the month alone: "G3 1607 on the 18th cancelled", "AD 4410 do dia 21 cancelado".
const NAMED_CANCELLED =
  /(?<![A-Z0-9])([A-Z][A-Z0-9]|[0-9][A-Z])\s?(\d{1,4})\s+(?:(?:DE|DO|DEL|OF|ON)\s+(?:(?:DIA\s+)?\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|(?:DIA\s+|THE\s+)\d{1,2}(?:ST|ND|RD|TH)?)\s+)?(?:FOI\s+|WAS\s+|FUE\s+|IS\s+|ESTA\s+)?(CANCELAD[OA]|CANCELLED|CANCELED|ANULAD[OA]|RETIRAD[OA]|REMOVID[OA]|REMOVED)(?![A-Z])/g;
// "ANULADO tramo de vuelta I2 3937 del 10/07", "CANCELADO o A3 364 de 14/09 e emitido A3 360", "we
// cancelled the return flight BA 2490": the word first, then only the leg's own words (an article,
// "flight", "return") before the number that is not flown (only that one: a flight after another word is not).
const CANCELLED_NAMED =
  /(?<![A-Z])(?:CANCELAD[OA]S?|CANCELLED|CANCELED|ANULAD[OA]S?|CANCELEI|CANCELAMOS|CANCELOU|CANCELARAM|CANCELARON|ANULEI|ANULAMOS|ANULARON|ANULE)\s*[:\u2013\u2014-]?\s+(?:(?:O|A|EL|LA|THE|TRAMO|TRECHO|VOO|VUELO|FLIGHT|LEG|SEGMENTO|SEGMENT|DE|DA|DO|DEL|OF|IDA|VOLTA|VUELTA|REGRESO|RETORNO|RETURN|OUTBOUND|INBOUND)\s+){0,4}([A-Z][A-Z0-9]|[0-9][A-Z])\s?(\d{1,4})(?![\d:/.H])/g;
// "não foi", "no": a denial right before the word.
const NOT_BEFORE =
  /(?<![A-Z])(?:NAO|NO|NOT|NUNCA|NEVER)\s+(?:(?:FOI|WAS|FUE|HA SIDO|HAS BEEN|SE|TE|LO|LA|WE|I)\s+)*$/;
// "dep 1415", "arr 1622", "sai 0735": a departure's or an arrival's label, then four digits of a clock.
const LABELLED_GDS_TIME =
  /(?<![A-Z])(?:(DEP|DEPS|DEPARTS?|SAI|SALE)|ARR|ARRIVES?|CHEGA|LLEGA)\.?\s?:?\s?(\d{4})(?![\d:./-]|\s?(?:KG|MIN)\b)/g;
// A flight's number with no airline before it: not part of a longer number, a clock, a date or a price.
const BARE_NUMBER = /(?<![\dA-Z:/.,-]|\$\s?)\d{3,4}(?![\d:/.,-]|\s?(?:H\d|KG|MIN))/g;
// "foi cancelado por readequação da malha": a line going on with the sentence above, its verb first.
const CANCELLED_GOES_ON =
  /^\W*(?:FOI|FORAM|WAS|WERE|HAS BEEN|HAVE BEEN|FUE|FUERON|HA SIDO|HAN SIDO)\s+(?:CANCELAD[OA]S?|CANCELLED|CANCELED|ANULAD[OA]S?)(?![A-Z])/;
// "2) RESERVA DE LUCÍA - localizador T4MW9X - CANCELADA": a booking whose status closes its heading.
// So does a hold never bought: "FLIGHT  Washington (DCA) to Boston (BOS) - RESERVATION EXPIRED", and
// a leg already flown: "Trecho 1 — UTILIZADO", and an item never issued: "ITEM 2 - Passagem (volta) ·
// STATUS: NÃO EMITIDO ✖" (a mark may close it).
const CANCELLED_HEAD =
  /[-\u2013\u2014:(|]\s*(?:(?:RESERVATION|BOOKING|HOLD|RESERVA)\s+)?(?:CANCELAD[OA]S?|CANCELLED|CANCELED|ANULAD[OA]S?|EXPIRED|EXPIRAD[OA]S?|UTILIZAD[OA]S?|VOAD[OA]S?|FLOWN|(?:NAO|NO|NOT)\s+(?:EMITID[OA]S?|ISSUED|TICKETED))(?:[\s)!.\u00d7\u2715-\u2718\u274c\u274e]|\ufe0f)*$/;
// "Regreso: 29 de noviembre": a leg's label before its day.
const LEG_LABEL =
  /^\W*(?:IDA|VOLTA|VUELTA|REGRESO|RETORNO|OUTBOUND|RETURN|INBOUND|DEPARTURE|SALIDA|PARTIDA)\s*(?:[-:\u2013\u2014\u00b7]\s*)?(?:[A-Z]{3,13}(?:-FEIRA)?\.?,?\s*)?$/;
// Lines naming a flight for something else than its schedule: check-in, baggage, seats, meals, and
// the ground services timed by it ("Transfer LIS T1 → Hotel ... driver tracks TP 82", "recogida
// 08:00, nº de vuelo en la reserva: IB6827").
const MENTION_LINE =
  /(?<![A-Z])(?:CHECK-?IN|BAGGAGE|BAGAGEM|BAGAGENS|EQUIPAJE|SEATS?|ASSENTOS?|ASIENTOS?|MEALS?|REFEICAO|UPGRADE|TRANSFERS?|TRASLADOS?|TRANSLADOS?|DRIVERS?|CHOFER(?:ES)?|CHAUFFEURS?|MOTORISTAS?|RECOGIDA|PICK-?UP|RETIRADA)(?![A-Z])/;
// "mudou de", "changed from": the clock after it is the old one.
const CHANGED_FROM =
  /(?<![A-Z])(?:MUDOU|MUDA|ALTEROU|ALTERADO|PASSOU|CAMBIO|CAMBIADO|PASO|CHANGED|MOVED|ADIANTOU|ATRASOU|ADELANTO|ATRASO)\s+(?:(?:O|EL|THE|SEU|SU|YOUR)\s+)?(?:(?:HORARIO|HORA|TIME|DEPARTURE|SAIDA|SALIDA)\s+)?(?:DE|DAS|DO|FROM)\s*$/;
// "Tenho duas opções:": the lines below it are offers.
const OPTIONS_INTRO = /(?<![A-Z])(?:OPCOES|OPCIONES|OPTIONS|ALTERNATIVAS|ALTERNATIVES)(?![A-Z])[^:]*:\s*$/;
// A quote's options ("Opção A:", "Opción 2 –", "Option B"): only the one the text says was chosen is booked.
// Also abbreviated: "Opc 2:", "Opt. B".
const OPTION_HEAD = /^\W*(?:OPCAO|OPCION|OPTION|ALTERNATIVA|OPC\.?|OPT\.?)\s*([A-D1-4])(?![A-Z0-9])/;
// "A) UA 1436 ...", "B) WN 3310 ...": options by letter alone (numbered lines are a trip's legs).
const LETTER_HEAD = /^\W*([A-D])\)\s/;
// "Let's do A please", "Vamos de B!": a letter chosen alone, at the end of its phrase ("prefiro a da
// GOL" is an article, not option A).
const CHOSE_VERB = String.raw`(?:LET['\u2019]?S DO|LET['\u2019]?S GO WITH|GO WITH|WE['\u2019]?LL TAKE|I['\u2019]?LL TAKE|PREFIRO|PREFIERO|I PREFER|WE PREFER|VAMOS DE|VAMOS COM|VAMOS CON|FICO COM|FICAMOS COM|ME QUEDO CON|NOS QUEDAMOS CON|ESCOLHO|ELIJO|PODE EMITIR|PUEDES EMITIR|PODE SER|PUEDE SER|PLEASE BOOK|BOOK|(?:(?:LOS|LAS|LES|LO|LA|TE)\s+)?(?:PONGO|PUSE|PUSIMOS|PONEMOS|DEJO|DEJE|DEJAMOS)\s+EN|(?:(?:ELES|ELAS|OS|AS)\s+)?(?:COLOQUEI|COLOCAMOS|DEIXEI|DEIXAMOS|BOTEI)(?:\s+(?:ELES|ELAS))?\s+(?:NA|NO|EM)|(?:PUT|BOOKED)\s+(?:THEM|HIM|HER|YOU)\s+(?:ON|IN))`;
const choseLabel = (labels: string) =>
  new RegExp(
    String.raw`(?<![A-Z])${CHOSE_VERB}\s+(?:A |LA |O |THE )?(?:OPCAO |OPCION |OPTION )?\(?(${labels})(?=\s*(?:[.!,;)]|$|PLEASE|POR FAVOR|PLS|PFV))`,
  );
const CHOSE_LETTER = choseLabel('[A-D]');
// "Pode ser a 2.", "vamos com a 2": an option headed "Opção 2" chosen by its number alone.
const CHOSE_NUMBER = choseLabel('[1-4]');
const CHOSEN =
  /(?<![A-Z])(?:ESCOLHID[OA]|ELEGID[OA]|CHOSEN|SELECTED|SELECIONAD[OA]|SELECCIONAD[OA]|RESERVAD[OA]|BOOKED|FECHAD[OA]|EMITID[OA]|CONFIRMAD[OA])(?![A-Z])/;
// "Opção 2 – não selecionada", "not chosen": the word that would choose it, denied.
const NOT_CHOSEN =
  /(?<![A-Z])(?:NAO|NO|NOT)\s+(?:FOI\s+|FUE\s+|WAS\s+)?(?:ESCOLHID|ELEGID|CHOSEN|SELECTED|SELECIONAD|SELECCIONAD|RESERVAD|BOOKED|FECHAD|EMITID|CONFIRMAD)/;
const CHOSE_OPTION =
  /(?<![A-Z])(?:ESCOLHEU|ESCOLHEMOS|ESCOLHO|FECHOU|FECHAMOS|FECHAR|OPTOU|ELIGIO|ELEGIMOS|ELIJO|OPTO|CHOSE|WENT WITH|GO WITH|PICKED|BOOKED|BOOKING|RESERVAMOS|EMITIMOS|EMITIR|EMITE|PODE EMITIR|FICAMOS COM|FICO COM|VAMOS DE|VAMOS COM|VAMOS CON|NOS QUEDAMOS CON|ME QUEDO CON)(?![A-Z])[^\n]{0,20}?(?:OPCAO|OPCION|OPTION)\s*([A-D1-4])(?![A-Z0-9])|(?<![A-Z])(?:OPCAO|OPCION|OPTION)\s*([A-D1-4]),?\s+(?:PLEASE|POR FAVOR|PFV|PLS)(?![A-Z])/;

// "Prefiro a da GOL", "vamos de LATAM", "me quedo con la de Copa", "let's go with Delta".
const CHOSE_AIRLINE =
  /(?<![A-Z])(?:PREFIRO|PREFIERO|I PREFER|WE PREFER|ESCOLHO|ESCOLHEMOS|ELIJO|VAMOS DE|VAMOS COM|VAMOS CON|FICO COM|FICAMOS COM|ME QUEDO CON|NOS QUEDAMOS CON|GO WITH|GOING WITH|LET'?S DO|I'?LL TAKE|WE'?LL TAKE|PODE EMITIR|PUEDES EMITIR|PLEASE BOOK)(?![A-Z])/;

/**
 * Lines of a quote whose options are headed by airline ("LATAM: LA 3300 ...", "GOL: G3 1024 ...")
 * that were not the one chosen ("Prefiro a da GOL"). Empty when the text lists no such options or
 * chooses none of them: then nothing is known to be unbooked.
 */
function airlineOptionsNotChosen(
  text: string[],
  raw: string[],
  brandsIn: (t: string, raw: string) => BrandHit[],
): Set<number> {
  const heads: { line: number; code: string }[] = [];
  let chosen: string | null = null;
  text.forEach((t, line) => {
    const skip = t.length - messageBody(t).length;
    const body = t.slice(skip);
    const hits = brandsIn(body, raw[line].slice(skip));
    const first = hits[0];
    // "LATAM: LA 3300 …", "o da Gol: G3 1702 …", "el de Copa - CM 376 …".
    const lead = /^\W*(?:(?:O|A|EL|LA|THE)\s+(?:DA|DO|DE|DEL)?\s*)?/.exec(body)![0].length;
    if (
      first &&
      first.col <= lead + 2 &&
      /^\s*[:\-\u2013]/.test(body.slice(first.end)) &&
      /\d{3,4}/.test(body)
    )
      heads.push({ line, code: first.code });
    const verb = CHOSE_AIRLINE.exec(body);
    if (verb && !body.includes('?')) {
      const after = body.slice(verb.index);
      const named = brandsIn(after, raw[line].slice(skip + verb.index));
      if (named.length && named.every((n) => n.code === named[0].code)) chosen = named[0].code;
    }
  });
  const codes = new Set(heads.map((h) => h.code));
  if (codes.size < 2 || !chosen || !codes.has(chosen)) return new Set();
  return new Set(heads.filter((h) => h.code !== chosen).map((h) => h.line));
}

/** Options headed by number ("Opção 1", "Opção 2"), two at least, read so far. */
const numbered = (heads: Set<string>) => [...heads].filter((h) => /\d/.test(h)).length >= 2;

/** The label of the option a quote says was chosen; null when it lists no options or says none. */
function chosenOption(text: string[]): { options: boolean; letters: boolean; chosen: string | null } {
  const heads = new Set<string>();
  const letters = new Set<string>();
  let chosen: string | null = null;
  for (const line of text) {
    const t = messageBody(line);
    const lh = LETTER_HEAD.exec(t);
    if (lh) letters.add(lh[1]);
    const h = OPTION_HEAD.exec(t);
    if (h) {
      heads.add(h[1]);
      if (CHOSEN.test(t) && !STALE.test(t) && !NOT_CHOSEN.test(t)) chosen = h[1];
    }
    // "Vamos de opção 1 ou 2?" asks; it does not choose.
    const c =
      CHOSE_OPTION.exec(t) ??
      (letters.size >= 2 ? CHOSE_LETTER.exec(t) : null) ??
      (numbered(heads) ? CHOSE_NUMBER.exec(t) : null);
    if (c && !t.includes('?')) chosen = c[1] ?? c[2];
  }
  return { options: heads.size >= 2 || letters.size >= 2, letters: letters.size >= 2, chosen };
}

// A log's entry stamp: "sáb 15/11 08:31 - PAULO XIMENES", "22/09/2025 11:40 | Joana (agente) | ...",
// "10/11/2025 09:02 · SISTEMA · MAIL AEROLÍNEA", a CRM's "Nota – 26/02/2026 11:05 – Priscila M.".
// (Not a schedule: "15/04/2024  07:05 - 08:10", "15/04 07:05 - LA 3300 GRU-SDU".)
const LOG_STAMP =
  /^\W*(?:(?:[A-Z]{3,9}\.?,?|(?:NOTA|NOTE|OBS|COMENTARIO|COMMENT|REGISTRO|ENTRY|ENTRADA|ATUALIZACAO|ACTUALIZACION|UPDATE)\s*[-\u2013\u2014|\u00b7:])\s+)?\d{1,2}\/\d{1,2}(?:\/\d{2,4})?,?\s+\d{1,2}[:H]\d{2}\s*[-\u2013|\u00b7]\s+(?=[A-Z])/;
const logStamp = (t: string, r: string) => LOG_STAMP.test(t) && !bareFlight(t, r);
const ALONE_NUMBER = /^\s*(?:VUELO|VOO|FLIGHT|VOL)\s+\d{1,4}\s*$/;
// "Era LA 3091 dia 30/11 ...", "Was UA 845 ...": a message telling the flight a change replaced.
const WAS_FLIGHT =
  /^\W*(?:ERA|ERAN|WAS|ANTES ERA|ANTES ERAN|BEFORE IT WAS)\s+(?:O |EL |THE )?(?:VOO |VUELO |FLIGHT )?[A-Z0-9]{2}\s?\d{1,4}\b/;
// "Antes" / "Agora", "Was:" / "Now:": a changed flight printed before and after the change.
// So does a heading saying what the trip was: "Anteriormente tu regreso era:", "Seu voo de volta era:",
// and Azul's "Como era" / "Como ficou" ("how it was" / "how it is now").
// So does a leg's label closed by the word: "Return - before" / "Return - after", "Volta (antes):".
const STALE_LEAD =
  /^\W*(?:ANTES|WAS|BEFORE|ANTERIORMENTE|PREVIOUSLY|ORIGINALMENTE|ORIGINALLY|COMO (?:ERA|ERAN|ESTAVA|ESTAVAM|ESTABA|ESTABAN))\s*(?::|$)|^\W*(?:IDA|VOLTA|VUELTA|REGRESO|RETORNO|OUTBOUND|RETURN|INBOUND)\s*[-\u2013\u2014:(]\s*(?:ANTES|BEFORE)\s*\)?\s*:?\s*$|^\W*(?:ANTERIORMENTE|PREVIOUSLY|ORIGINALMENTE|ORIGINALLY)(?![A-Z])[^\d:]{0,40}:\s*$|^[^\d:]{0,40}(?<![A-Z])(?:ERA|ERAN)\s*:\s*$/;
// "... e coloquei vocês no", "y los pasé al", "and rebooked you on": a rebooking, after what it replaced.
const REBOOKED_ON =
  /(?:,|(?<![A-Z])(?:E|Y|AND))\s+(?:(?:JA|YA|WE|I|HAVE|VOCES?|OS? SENHOR(?:ES)?|AS? SENHORAS?|ELES|ELAS)\s+)*(?:(?:COLOQUEI|COLOCAMOS|REMARQUEI|REMARCAMOS|PASSEI|PASSAMOS|TROQUEI|TROCAMOS|MUDEI|MUDAMOS|REACOMODEI|REACOMODAMOS|EMITI|EMITIMOS)|(?:FOI|FORAM)\s+(?:COLOCAD|REMARCAD|REACOMODAD|TRANSFERID)[OA]S?|(?:(?:LOS|LAS|LES|TE|LO|LA)\s+)?(?:PUSE|PUSIMOS|PASE|PASAMOS|CAMBIE|CAMBIAMOS|REUBIQUE|REUBICAMOS|EMITI|EMITIMOS)|(?:PUT|MOVED|REBOOKED|PLACED|SWITCHED|TRANSFERRED)\s+(?:YOU|THEM|HIM|HER))(?![A-Z])/;
// "Alterado para:", "Changed to:": the flight printed just above is the one changed, no longer flown.
const CHANGED_LEAD =
  /^\W*(?:(?:FOI |WAS |HA SIDO |FUE )?(?:ALTERAD[OA]|MUDAD[OA]|REMARCAD[OA]|REPROGRAMAD[OA]|CAMBIAD[OA]|MODIFICAD[OA]|CHANGED|MOVED|REBOOKED|RESCHEDULED)\s+(?:PARA|A|TO|ON)|MUDOU PARA|CAMBIO A)\s*(?::|$)/;
// "Don't book it.", "Não reservar esse.", "No lo reserves": a line of its own telling not to book.
const DONT_BOOK =
  /^\W*(?:(?:PLEASE|POR FAVOR|PFV|PLS)[\s,]+)?(?:(?:DON['\u2019]?T|DO NOT|NAO|NO)\s+(?:LO\s+|LA\s+)?(?:BOOK|RESERVAR|RESERVE|RESERVES|EMITIR|EMITA|EMITAS|ISSUE)(?:\s+(?:IT|THAT|THIS|THEM|ONE|ISSO|ESSE|ESSA|ESO|ESE|ESA|NADA|NOTHING))?)\W*$/;
// "NOVO ITINERÁRIO (o que vale):", "Lo que vale:": a heading saying the flights under it are the ones
// that count; the flights read above it were the booking before.
const CURRENT_HEAD =
  /(?<![A-Z])(?:O QUE VALE|LO QUE VALE|EL QUE VALE|WHAT COUNTS|THE ONE THAT COUNTS)\W*:\s*$/;
// Its aside too: "DEPOIS (emitido)", "Now (confirmed):".
const FRESH_LEAD =
  /^\W*(?:AGORA|AHORA|NOW|DEPOIS|DESPUES|AFTER|ACTUALMENTE|ATUALMENTE|COMO (?:FICOU|FICA|FICARAM|QUEDO|QUEDA|QUEDARON))\s*(?:\(([^()]{1,30})\)\s*)?(?::|$)/;
// A leg's own status saying it will not be flown (a waitlisted leg holds no seat yet).
const CANCEL_STATUS =
  /(?<![A-Z])(?:CANCELAD[OA]S?|CANCELLED|CANCELED|ANULAD[OA]S?|NAO OPERAD[OA]|NO OPERAD[OA]|NOT OPERATING|NOT OPERATED|UNABLE|LISTA DE ESPERA|WAITLIST(?:ED)?|WAIT LIST(?:ED)?)(?![A-Z])/;
// A request's status saying it holds no seat yet: "(não confirmado)", "Standby request".
const HELD_NOT =
  /(?<![A-Z])(?:(?:NAO|NO|NOT) CONFIRMAD[OA]S?|NOT CONFIRMED|UNCONFIRMED|SIN CONFIRMAR|STAND-?BY(?: REQUEST| LIST)?)(?![A-Z])/;
// A coupon already flown ("Trecho 1 — UTILIZADO", "Status: voado", "FLOWN"): history, not a flight to take.
const FLOWN = /(?<![A-Z])(?:UTILIZAD[OA]|VOAD[OA]|VOLAD[OA]|FLOWN|USED)(?![A-Z])/;
const MILES = /(?<![A-Z])(?:PONTOS|PUNTOS|POINTS|MILHAS|MILLAS|MILES|AVIOS|CREDITO|CREDIT|VOUCHER)(?![A-Z])/;
// A list of flights, then the word that they were flown: "AF 457 / AF 7703 FLOWN", "G3 1234 e G3 1235 já voados".
const NAMED_FLOWN =
  /((?:(?<![A-Z0-9])[A-Z][A-Z0-9]\s?\d{1,4}\s*(?:\/|,|&|\+|\bE\b|\bY\b|\bAND\b)\s*)*(?<![A-Z0-9])[A-Z][A-Z0-9]\s?\d{1,4})\s+(?:(?:WAS|WERE|ALREADY|FOI|FORAM|JA|FUE|FUERON|YA)\s+)*(?:FLOWN|VOAD[OA]S?|VOLAD[OA]S?|UTILIZAD[OA]S?)(?![A-Z])/g;

function flownStatus(t: string): boolean {
  if (!FLOWN.test(t) || MILES.test(t)) return false;
  return (
    STATUS_LABEL.test(t) ||
    /[-\u2013\u2014:|\u00b7]\s*(?:UTILIZAD[OA]|VOAD[OA]|VOLAD[OA]|FLOWN|USED)\W*$/.test(t) ||
    /^\W*[A-Z]+\W*$/.test(t)
  );
}
// A table row's status cell saying the leg holds no seat: "| HL (espera) |", "| Waitlisted |".
const STATUS_CELL =
  /^\s*(?:(?:HL|HX|UN|UC|US|UU|WL|XX)\d?\s*)?(?:\(?\s*(?:EN\s+)?(?:ESPERA|LISTA DE ESPERA|WAITLIST(?:ED)?|CANCELAD[OA]|CANCELLED|CANCELED)\s*\)?)\s*$/;
// A GDS-like row retyped in a note, its status code after the clocks: "UX 6101 28ABR MAD PMI 0730 0850  XX".
// ("NO", "UN" and "US" are words too: only with their count, "UN1".)
const ROW_STATUS = /\d{3,4}\s+(?:(?:XX|HX|XK|XL|UC|UU|WK|WL)\d?|(?:UN|NO|US)\d)(?![A-Z0-9])/;
const STATUS_LABEL = /(?<![A-Z])(?:ESTADO|STATUS|SITUACAO|SITUACION)(?![A-Z])/;
// "Status: MISSED", "Estado: no show": a leg the traveller did not board, no seat on it any more.
const MISSED_STATUS =
  /(?<![A-Z])(?:ESTADO|STATUS|SITUACAO|SITUACION)\s*:?\s*(?:MISSED|NO[- ]?SHOW|NAO EMBARCOU|NO EMBARCO|NO SE PRESENTO)(?![A-Z])/;
// A status legend's entry: "RF=REEMBOLSADO/REFUNDED", "XX = CANCELADO".
const LEGEND_ENTRY = /(?<![A-Z0-9])([A-Z]{2})\s?=\s?([A-Z]+(?:\/[A-Z]+)?)/g;
const UNFLOWN_MEANING =
  /^(?:CANCELAD[OA]S?|CANCELLED|CANCELED|ANULAD[OA]S?|VOID|VOIDED|REEMBOLSAD[OA]S?|REFUNDED|NAO OPERAD[OA])$/;

/**
 * Status codes that a legend of the text defines as refunded, cancelled or void ("ST: OK=CONFIRMADO
 * RF=REEMBOLSADO/REFUNDED VD=ANULADO", two entries at least): a row with that code is not flown.
 */
function unflownLegendCodes(text: string[]): Set<string> {
  const codes = new Set<string>();
  for (const t of text) {
    const entries = [...t.matchAll(LEGEND_ENTRY)];
    if (entries.length < 2) continue;
    for (const e of entries) if (e[2].split('/').some((w) => UNFLOWN_MEANING.test(w))) codes.add(e[1]);
  }
  return codes;
}
// "Rechazo la solicitud de Sofía", "I declined Tom's request", "recusei o pedido da Ana": a traveller's
// request turned down by the one who approves it, naming the traveller.
const REQUEST_REJECTED =
  /(?<![A-Z])(?:(?:RECHAZO|RECHAZAMOS|RECHACE|RECUSEI|RECUSAMOS|NEGUEI|NEGAMOS|REPROVEI|REPROVAMOS|REJECTED|DECLINED|DENIED|REJECT|DECLINE|DENY)\s+(?:LA\s+|EL\s+|A\s+|O\s+|THE\s+)?(?:SOLICITUD|SOLICITACAO|PEDIDO|REQUEST|RESERVA|BOOKING)\s+(?:DE|DA|DO|DEL|OF|FOR)\s+([A-Z]{3,})|(?:REJECTED|DECLINED|DENIED|REJECT|DECLINE|DENY)\s+([A-Z]{3,})['\u2019]S\s+(?:REQUEST|BOOKING))(?![A-Z])/;

/**
 * The lines of travellers' blocks whose request a later line turns down by the traveller's name
 * ("Sofía Medina - PENDING APPROVAL" / her two flights, then "Rechazo la solicitud de Sofía"): the
 * block's heading opens with the name, a dash or a colon after it; its lines run to a blank line.
 */
function rejectedRequests(text: string[]): Set<number> {
  const out = new Set<number>();
  text.forEach((t, line) => {
    const m = REQUEST_REJECTED.exec(t);
    const name = m?.[1] ?? m?.[2];
    if (!name) return;
    const head = new RegExp(String.raw`^\W*${name}(?:\s+[A-Z]+){0,3}\s*[-\u2013\u2014:]`);
    for (let k = 0; k < line; k++) {
      if (!head.test(text[k]) || /\d[:H]\d\d/.test(text[k]) || designatorsIn(text[k]).length) continue;
      for (let j = k + 1; j < line && text[j].trim(); j++) out.add(j);
    }
  });
  return out;
}

// Lines about something other than the flight's own schedule (check-in opening, fare rules,
// payment, customer service): their dates and times are not the flight's.
const OTHER_HEAD =
  /(?<![A-Z])(?:CHECK-?\s?IN|ATE|HASTA|UNTIL|ANTES DE|BEFORE|OPENS?|ABRE[MN]?|REMARCA\w*|ALTERA\w*|CAMBIOS?|CHANGES?|CANCELAMENTO|CANCELACION|CANCELLATION|REEMBOLSO|REFUNDS?|PAGAMENTO|PAGO|PAYMENT|ATENDIMENTO|ATENCION|CUSTOMER|CENTRAL|PRAZO|PLAZO|VALID[OA]?|CHEGUE|LLEGUE|APRESENTE(?:-SE)?|PRESENTESE|PRESENTE-SE|(?:AO|NO|AL|EN EL|AT THE|TO THE)\s+(?:AEROPORTO|AEROPUERTO|AIRPORT))(?![A-Z])/;
// Airlines that print their ICAO code before the number, and their IATA codes.
const ICAO_CODES: Record<string, string> = {
  EZY: 'U2',
  EJU: 'EC',
  EZS: 'DS',
  RYR: 'FR',
  WZZ: 'W6',
  VLG: 'VY',
};
const ICAO_FLIGHT = /(?<![A-Z0-9])(EZY|EJU|EZS|RYR|WZZ|VLG)\s?(\d{1,4})(?![\d:/.])/g;
// The label of a company's account code: a cost centre, a project, an employee or an order number.
const ACCOUNT_LABEL =
  /(?<![A-Z])(?:COST\s+CENT(?:ER|RE)|CENTROS?\s+DE\s+(?:CUSTOS?|COSTOS?)|PROJECT|PROJETO|PROYECTO|EMPLOYEE(?:\s+(?:ID|NO\.?|NUMBER))?|MATRICULA|PURCHASE\s+ORDER|ORDEM\s+DE\s+(?:COMPRA|SERVICO)|ORDEN\s+DE\s+(?:COMPRA|SERVICIO))(?:\s+(?:CODE|CODIGO|NO\.?|N[O\u00ba\u00b0]\.?|NUMBER|NUMERO))?\s*[:#-]?\s*$/;
// A frequent flyer programme's column heading ("Aerolíneas Plus", "Frequent Flyer", "LATAM Pass").
const LOYALTY_HEADING =
  /(?<![A-Z])(?:FREQUENT\s+FL[YI]ER|VIAJERO\s+FRECUENTE|PASSAGEIRO\s+FREQUENTE|FIDELIDADE|FIDELIZACION|LOYALTY|PLUS|MILEAGEPLUS|LATAM\s+PASS|SMILES|LIFEMILES|MILES|MILLAS|MILHAS|AADVANTAGE|FLYING\s+BLUE|TUDOAZUL|AVIOS|PONTOS|PUNTOS|POINTS)(?![A-Z])/;

/**
 * A value under a frequent flyer programme's heading, both starting at one column ("Nro. de Pasaje
 * Aerolíneas Plus" / "044 2371 905812   AR 7721 8830"): a member's number, not a flight. The line
 * above is a row of short headings, not a sentence ("his miles account is locked" / "LA 3921 ...").
 */
function underLoyaltyHeading(above: string, col: number): boolean {
  if (/\d/.test(above)) return false;
  const heads = spacedChunks(above);
  return (
    heads.length >= 2 &&
    heads.some((h) => Math.abs(h.col - col) <= 1 && h.text.length <= 30 && LOYALTY_HEADING.test(h.text))
  );
}

// Segment statuses of a reservation system ("HK1" confirmed, "TK1" changed, "HX1" cancelled).
const GDS_STATUS = /^(?:HK|HL|HX|HN|HS|KK|KL|TK|TL|UC|UN|US|UU|NO|SS|NN|GK|DK|RR|WK|WL|XX|PN|NS|LL)$/;
// An address or a footer ("Calle 26 # 59-15, Bogotá, Colombia · © 2024", "P.O. Box 20706 | Atlanta",
// "Av. Paulista 1000, São Paulo"): its city is where the company is, not where a flight goes.
const ADDRESS =
  /(?<![A-Z])(?:CALLE|CARRERA|RUA|AVENIDA|AVDA|AV\.(?=\s+[A-Z])|ALAMEDA|PRACA|PLAZA|STREET|ROAD|BLVD|BOULEVARD|CEP|ZIP|C\.P\.|CNPJ|NIT|RUC|RFC|CUIT|COPYRIGHT|P\.?\s?O\.?\s?BOX|CAIXA POSTAL|APARTADO POSTAL|CASILLA POSTAL|TODOS OS DIREITOS|TODOS LOS DERECHOS|ALL RIGHTS)(?![A-Z])|\u00a9|\(C\)\s*(?:19|20)\d\d/;
// Flights offered, not booked: "Também há lugares nestes voos", "Other flights", promotions.
const OFFER =
  /(?<![A-Z])(?:ALTERNATIV\w*|OUTR[OA]S? (?:VOOS?|OPCOES|HORARIOS?)|OTR[OA]S? (?:VUELOS?|OPCIONES|HORARIOS?)|OTHER (?:FLIGHTS?|OPTIONS)|PREFERE OUTRO|PREFIERE OTRO|PREFER ANOTHER|TAMBEM HA|TAMBIEN HAY|SUGEST\w*|SUGGEST\w*|RECOMEND\w*|RECOMMEND\w*|OFERTAS?|OFFERS?|PROMOC\w*|PROMOTIONS?|(?:VOOS?|VUELOS?|FLIGHTS?) SIMILAR\w*|SIMILAR FLIGHTS?|NO RESERVAD[OA]S|NAO RESERVAD[OA]S|NOT BOOKED|PODRIAN INTERESAR\w*|PODEM INTERESSAR|MIGHT (?:ALSO )?LIKE|MAY (?:ALSO )?LIKE)(?![A-Z])/;
// "VOLTA: dia 15/01, AD 4295 IOS 16h30 > VCP - NÃO EMITIDA", "só cotação", "cotei G3 1790 GRU-NAT",
// "ela perguntou se tinha voo SDU-BSB das 06h00 (LA3720)": a leg quoted or asked about, not booked.
// "(United UA 2047, 7:05 AM) - you said no, so nothing booked for that", "nada foi reservado".
const NOT_BOOKED =
  /(?<![A-Z])(?:NOTHING (?:WAS\s+|IS\s+)?BOOKED|NADA (?:FOI\s+|FUE\s+)?(?:RESERVADO|EMITIDO)|COTEI|COTAMOS|COTICE|COTIZAMOS|PERGUNTOU SE (?:TINHA|TEM|HAVIA|HA)|PREGUNTO SI (?:HABIA|HAY|TENIA)|ASKED (?:IF|WHETHER) THERE (?:WAS|IS|WERE)|(?:NAO|NO|NOT)\s+(?:FOI\s+|FUE\s+|WAS\s+|YET\s+|AINDA\s+|TODAVIA\s+)?(?:EMITID[OA]S?|ISSUED|TICKETED)|(?:SO|SOLO|APENAS|SOMENTE|JUST|ONLY)\s+(?:A\s+|UMA\s+|UNA\s+)?(?:COTACAO|COTIZACION|QUOTE|ORCAMENTO|PRESUPUESTO))(?![A-Z])/;
// "... Cotei dia 02/11:", "We quoted:": the last sentence of a line says the agent quoted what follows.
const QUOTED_BELOW =
  /(?<![A-Z])(?:COTEI|COTAMOS|COTICE|COTIZAMOS|ORCEI|(?:I|WE)\s+(?:ALSO\s+)?QUOTED)(?![A-Z])[^.!?]*:\s*$/;
// "I also offered Southwest WN 1534 ... but he prefers to stay on United", "ofereci o AD 4410 ..., mas
// ela preferiu": a flight the agent offered and the client passed over, in the agent's own words.
const OFFERED_BUT =
  /(?<![A-Z])(?:I\s+(?:ALSO\s+|HAD\s+|HAVE\s+)?OFFERED|(?:TAMBEM\s+|TAMBIEN\s+)?(?:LHE\s+|LE\s+|LES\s+)?(?:OFERECI|OFRECI))(?![A-Z]).*(?<![A-Z])(?:BUT|MAS|PERO)(?![A-Z])/;
// "achei G3 1820 ... Só me confirma que eu seguro", "shall I book it?": a flight offered, awaiting the
// client's word before anything is held or issued.
const AWAITS_YES =
  /(?<![A-Z])(?:(?:ME\s+)?CONFIRMA\s+(?:QUE|PRA|PARA)\s+(?:EU\s+)?(?:SEGURO|RESERVO|EMITO|BLOQUEIO)|QUER QUE EU (?:EMITA|RESERVE|SEGURE|BLOQUEIE)|POSSO (?:EMITIR|RESERVAR|SEGURAR|BLOQUEAR)\s*\?|QUIERES QUE (?:LO |LOS |TE )?(?:RESERVE|EMITA|BLOQUEE)|(?:LO |LOS )?(?:RESERVO|EMITO)\s*\?|SHALL I (?:BOOK|HOLD|ISSUE|TICKET)|(?:DO YOU )?WANT ME TO (?:BOOK|HOLD|ISSUE|TICKET))(?![A-Z])/;
// A refund asked for or made, on a line naming the flight: "Reembolso ... del WJ 3173 pedido", "refund
// for LA 3300 requested", "estorno do G3 1420 solicitado".
const REFUND_ASKED =
  /(?<![A-Z])(?:REEMBOLSO|REFUND|ESTORNO)(?![A-Z]).*(?<![A-Z])(?:PEDID[OA]|SOLICITAD[OA]|REQUESTED|PROCESSED|PROCESSAD[OA]|APROVAD[OA]|APROBAD[OA]|APPROVED|ISSUED|EMITID[OA])(?![A-Z])|(?<![A-Z])(?:PEDI|SOLICITEI|SOLICITE|REQUESTED|PROCESSED|ISSUED)\s+(?:O\s+|EL\s+|THE\s+|A\s+)?(?:REEMBOLSO|REFUND|ESTORNO)(?![A-Z])/;

// "AR 1693 emitido, código AR: PZLQWM", "LA 3300 issued": a flight offered above is now held.
const ISSUED_NOW = /(?<![A-Z])(?:EMITID[OA]S?|ISSUED|TICKETED|CONFIRMAD[OA]S?|CONFIRMED)(?![A-Z])/;
const NOT_ISSUED =
  /(?<![A-Z])(?:NAO|NO|NOT|AINDA NAO|TODAVIA NO|NOT YET)\s+(?:FOI\s+|FUE\s+|WAS\s+|BEEN\s+)?(?:EMITID|ISSUED|TICKETED|CONFIRM)/;

// "... não reservado ainda", unless about a seat, a bag or a room ("Assento: não reservado").
// Also in the passive: "ese no se reservó", "não foi reservado", "no fue reservado", and as a state:
// "plan B es el AR 1870 del lunes. No está reservado, sólo anotado", "não estão reservados".
const NOT_RESERVED =
  /(?<![A-Z])(?:NAO|NO|NOT)\s+(?:YET\s+|AINDA\s+|TODAVIA\s+|FOI\s+|FUE\s+|SE\s+|ESTA\s+|ESTAN\s+|ESTAO\s+)?(?:RESERVAD[OA]S?|BOOKED|RESERVO|RESERVARON)(?![A-Z])/;
const EXTRAS =
  /(?<![A-Z])(?:ASSENTOS?|SEATS?|ASIENTOS?|BAGAG\w*|BAGGAGE|EQUIPAJE|MALAS?|HOTEL|QUARTO|ROOM|HABITACION|TRANSFERS?|TRASLADOS?|CARRO|CAR|COCHE|SEGURO|INSURANCE|UPGRADE|REFEIC\w*|MEALS?|COMIDA)(?![A-Z])/;
// "Best option" heading a price alert's or a search's fares: offered, not booked, up to a blank line.
const BEST_FARE_HEAD =
  /^\W*(?:BEST|CHEAPEST|MELHOR(?:ES)?|MEJOR(?:ES)?|MAIS BARAT[OA]S?|MAS BARAT[OA]S?)\s+(?:OPTIONS?|OPCAO|OPCOES|OPCION(?:ES)?|FARES?|TARIFAS?|DEALS?|PRICES?|PRECOS?|PRECIOS?)\W*$/;
// "LOWEST LOGICAL FARE (LLF) AT TIME OF BOOKING", "Menor tarifa disponível": a travel policy's benchmark
// heading the flights it priced, compared with the booking, never booked themselves; up to a blank line.
const BENCHMARK_FARE_HEAD =
  /^\W*(?:LOWEST\s+(?:LOGICAL|AVAILABLE|COMPLIANT|IN-POLICY)\s+FARES?|LLF|(?:MENOR(?:ES)?|MAS BAJAS?)\s+TARIFAS?\s+(?:LOGICAS?|DISPONIVE(?:L|IS)|DISPONIBLES?|DE REFERENCIA|DA POLITICA|DE LA POLITICA)|TARIFAS?\s+(?:MAS\s+BAJAS?|DE REFERENCIA)|(?:REFERENCE|BENCHMARK|POLICY)\s+FARES?)(?![A-Z])[^\d:]*:?\s*$/;
// "Voo da Dra. Mônica (só informativo):", "Her flights, for information only:": a heading over flights the
// text tells of only so the reader knows of them (someone else's, handled elsewhere).
const INFO_ONLY_HEAD =
  /(?<![A-Z])(?:(?:SO|APENAS|SOMENTE|MERAMENTE|SOLO|SOLAMENTE|PURAMENTE)\s+(?:PARA\s+|PRA\s+)?(?:INFORMATIV[OA]S?|INFORMACAO|INFORMACION|CONHECIMENTO|CONOCIMIENTO)|(?:FOR\s+(?:YOUR\s+)?)?INFO(?:RMATION)?\s+ONLY|FYI\s+ONLY)(?![A-Z])[^:]*:\s*$/;
// "$688   LATAM · LA 8110 + LA 2478 via Lima   GRU 6:10 AM → CUN 3:45 PM": a fare search's or a price
// alert's row, its price first, then the flights it would buy: offered, not booked.
const PRICE_LEAD =
  /^\W*(?:R\$|US\$|U\$S|CA\$|AU\$|MX\$|\$|\u20ac|\u00a3|(?:USD|BRL|EUR|GBP|MXN|ARS|CLP|COP|PEN)\s?)\s?\d[\d.,]*\s+(?=[^\d\s])/;
// "Opção sugerida: Voo 1704 - Natal (NAT) 23:50 ...": a flight offered in the line's lead, not booked.
const SUGGESTED_LEAD =
  /(?<![A-Z])(?:SUGERID[OA]S?|SUGEST\w*|SUGERENCIA\w*|SUGGEST\w*|ALTERNATIV\w*|RECOMENDAD[OA]S?|RECOMMENDED)(?![A-Z])/;
// "Menor tarifa lógica disponível: LATAM 3265 - partida 05:50", "Lowest logical fare: UA 514 ...": the
// fare a policy check compares the booking with, a flight not chosen.
const LOWEST_FARE_LEAD =
  /(?<![A-Z])(?:MENOR(?:ES)?\s+TARIFAS?|TARIFAS?\s+MAIS\s+BARATAS?|TARIFAS?\s+MAS\s+BAJAS?|LOWEST(?:\s+LOGICAL)?\s+FARES?|CHEAPEST\s+FARES?)(?![A-Z])[^:\d]{0,40}[:\-\u2013]/;
const MAIL_HEADER =
  /^\W*(?:ENVIADO|ENVIADA|SENT|DATE|FECHA)\s*:.*(?:\d:\d\d|@)|^\W*DATA\s*:[^:]*(?:19|20)\d\d,?\s*(?:AS\s*)?\d{1,2}:\d\d\s*$|(?:ESCREVEU|WROTE|ESCRIBIO)\s*:?\s*$|<[^>\s]+@[^>\s]+>/;
// "Companhia aérea: LATAM", "Airline: Copa": the carrier of the flight above or below.
const AIRLINE_LABEL =
  /^\W*(?:COMPANHIA(?: AEREA)?|CIA\.?(?: AEREA)?|AEROLINEA|LINEA AEREA|AIRLINE|CARRIER|EMPRESA)\s*:?\s*$/;
const NOT_STALE =
  /MENSAGEM ORIGINAL|MENSAJE ORIGINAL|ORIGINAL MESSAGE|NAO (?:FOI|SERA)|NO (?:HA SIDO|FUE|SERA)|NOT BEEN|(?:POLITICA|POLICY|REGRAS?|CONDIC|TAXA|FEE|MULTA)/;
// "Nova York", "New Orleans", "Nueva Delhi": a place's name, not a new schedule.
const FRESH =
  /(?<![A-Z])(?:NOV[OA]S?|NUEV[OA]S?|NEW|ATUALIZAD[OA]S?|ACTUALIZAD[OA]S?|UPDATED|REVISED|CONFIRMAD[OA]S?|CONFIRMED)(?![A-Z])(?!\s+(?:YORK|ORLEANS|DELHI|JERSEY|ZEALAND|ZELANDIA|ZELANDA|CALEDONIA|HAVEN|IGUACU|FRIBURGO|SCOTIA|MEXICO|HAMPSHIRE)(?![A-Z]))/;
// Sections that are not flights: what follows a hotel or car heading is not a flight's detail.
// ("Transfer in Doha  4h 25m" is a connection between two flights, not a car.)
const NOT_AIR =
  /^\W*(?:HOTEL|HOSPEDAGEM|HOSPEDAJE|ALOJAMIENTO|ACCOMMODATION|LODGING|CARRO|ALUGUEL DE CARRO|LOCACAO DE|ALQUILER DE|CAR RENTAL|RENTAL CAR|TRASLADOS?|TRANSFERS?(?!\s+(?:IN|AT)\s)|SEGURO|INSURANCE|PASSEIOS?|TOURS?|EXCURS|TREM|TREN|TRAIN|ONIBUS|BUS)(?![A-Z])/;
const AIR_HEADING =
  /(?<![A-Z])(?:VOOS?|VUELOS?|FLIGHTS?|IDA|VOLTA|VUELTA|REGRESO|RETORNO|OUTBOUND|RETURN|INBOUND|TRECHOS?|TRAMOS?|AEREOS?|ITINERARIO|ITINERARY)(?![A-Z])/;

const LAYOVER_BEFORE =
  /(?<![A-Z])(?:(?:TEMPO\s+DE\s+)?CONEXAO|(?:TIEMPO\s+DE\s+)?CONEXION|(?:ESCALA|PARADA)(?:\s+TECNICA)?|LAYOVER|CONNECTION(?:\s+TIME)?|CONNECTING\s+TIME|TRANSFER\s+TIME|STOPOVER|(?:TECHNICAL|FUEL)\s+STOP|TROCA DE AVIAO|CAMBIO DE AVION|CHANGE (?:OF )?PLANES?)\s+(?:EM|EN|IN|NO|NA|AT)\s+$/;
// ... with the wait after the airport ("· espera de 1h35", ": 1h 57m", "2:05 de espera").
const LAYOVER_WAIT = /\d\s*H(?:\s*\d|\b)|\d:\d\d|ESPERA|WAIT|MIN/;
// "São Paulo (GRU) → Porto (OPO) · 1 conexão": a journey's ends, not one flight's.
const VIA =
  /(?<![A-Z])(?:[1-9]\s*(?:CONEXA?O|CONEXOES|CONEXION(?:ES)?|CONNECTIONS?|ESCALAS?|PARADAS?|STOPS?|PARADAS?)|COM CONEXAO|CON ESCALA|CON CONEXION|VIA [A-Z]{3})(?![A-Z])/;
const OPERATED =
  /OPERAD[OA]\s+(?:POR|PEL[OA])|OPERATED\s+BY|OPERATING\s+(?:CARRIER|AIRLINE)|(?<![A-Z])(?:CIA\.?\s+|COMPANHIA\s+|AEROLINEA\s+)?OPERADORA(?![A-Z])|OPERE PAR|EXPLOITE/;
const AM_PM_ALONE = /^\s*(A\.?\s?M\.?|P\.?\s?M\.?)\s*$/;
const HAS_AM_PM = /\d\s*[AP]\.?\s?M\.?(?![A-Z])|^\s*[AP]\.?\s?M\.?\s*$|:\d\d[AP](?![A-Z])/g;
// A clock past noon or in the midnight hour with no AM / PM: the text counts 24 hours.
const TWENTY_FOUR = /(?<![\d:.,/])(?:1[3-9]|2[0-3]|00)\s?[:H]\s?[0-5]\d(?!\d)(?!\s*[AP]\.?\s?M\.?(?![A-Z]))/;
const COLON_TIME = /(?<!\d)\d{1,2}:\d{2}(?!\d)/;
const COLON_TIMES = new RegExp(COLON_TIME.source, 'g');
// "9h50" is a length, not a clock time, beside these words ("Direto · 9h50", "8h55 de viagem").
const DURATION_AFTER =
  /^\s*(?:DE\s+(?:VIAGEM|VOO|DURACAO|VUELO|VIAJE|DURACION)|TOTAL|DURATION|OF FLIGHT|FLIGHT TIME|EM VOO|EN VUELO)(?![A-Z])/;
// "às 21h10", "at 7h05": a clock time even in a text that writes others as 21:10.
// So is one after a day ("sáb 03/01 9h20"), an arrow, or a verb of leaving or landing and the place
// ("chega Fortaleza 12h50", "→ Viracopos 17h05"), or after a day and the flight's number
// ("GRU-REC 14/05 LA3264 08h30").
const CLOCK_BEFORE =
  /(?:(?<![A-Z])(?:AS|A LAS|AT)|(?:(?<![A-Z])(?:SAI|SALE|PARTE|DEPARTS?|LEAVES|CHEGA|LLEGA|ARRIVES?|SAIDA|SALIDA|PARTIDA|CHEGADA|LLEGADA)|\u2192|->)(?:\s+[A-Z]{3,}){0,3}|(?<![\d/])\d{1,2}\/\d{1,2}(?:\/\d{2,4})?,?(?:\s+(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\s?\d{1,4})?)\s*$/;
// "16h10 hora de Manaus", "08h20 (local)": a clock of a place, never a length.
const CLOCK_AFTER = /^\s*\(?\s*(?:HORA|HORARIO|LOCAL|LOCAL TIME)(?![A-Z])/;
const DURATION_BEFORE =
  /(?:DIRETO|DIRECTO|DIRECT|NONSTOP|NON-STOP|SEM ESCALAS|SIN ESCALAS|SEM PARADAS|TOTAL)\W{0,4}$/;

// Not "KLM8MD" (a booking code): the number ends the word.
const BRAND_FLIGHT = /^\s*-?\s*(\d{1,4})(?![\d:/.A-Z]|,\d|\s?(?:H\s?\d|MIN|KG))/;
// US carriers' short names, as booking tools print them before the number ("United 1425").
const SHORT_BRANDS: Record<string, string> = {
  UNITED: 'UA',
  AMERICAN: 'AA',
  ALASKA: 'AS',
  SOUTHWEST: 'WN',
  JETBLUE: 'B6',
  SPIRIT: 'NK',
  FRONTIER: 'F9',
  HAWAIIAN: 'HA',
  ALLEGIANT: 'G4',
};
const SHORT_BRAND_FLIGHT = new RegExp(
  String.raw`(?<![A-Z])(${Object.keys(SHORT_BRANDS).join('|')})\s(\d{1,4})(?![\d:/.A-Z]|,\d|\s?(?:H\s?\d|MIN|KG|AM|PM|A\.M|P\.M)(?![A-Z]))`,
  'g',
);

// A hyphen ending a cell: a word cut there may go on in the line below.
const CUT_CELL_END = /[A-Z]-(?:\s{2}|$)/;

/**
 * False when no line can give a clock time: every flight the grouping fills needs one, so such a
 * text yields no segment and its full scan can be skipped. Each test here is looser than the
 * scan's own (a time pattern anywhere; a GDS "0705" only on a line that may hold a flight and two
 * places, or after its label, "dep 0705"), never stricter, so a text this turns away would have been read as nothing anyway.
 */
export function mayHoldTime(
  text: string[],
  raw: string[],
  brandsIn: (t: string, raw: string) => BrandHit[],
): boolean {
  let caps: boolean | null = null;
  for (let line = 0; line < text.length; line++) {
    const t = text[line];
    TIME.lastIndex = 0;
    if (TIME.test(t)) return true;
    GDS_TIME.lastIndex = 0;
    if (!GDS_TIME.test(clockPairs(t))) continue;
    const r = raw[line];
    FLIGHT_WORD.lastIndex = 0;
    const flight =
      bareFlight(t, r) ||
      FLIGHT_WORD.test(t) ||
      flightCell(t) !== null ||
      brandsIn(t, r).some((b) => BRAND_FLIGHT.test(t.slice(b.end)));
    if (!flight) continue;
    if (t.match(LABELLED_GDS_TIME)) return true;
    caps ??= !raw.some((x) => /[a-z]/.test(x));
    // A ticket receipt's row may print the arrival on the line under it. A word cut at its cell's end
    // is read both ways, alone and whole with the line below ("BARI-" / "LOCHE"), as the looser.
    const places = findPlaces(t, r, caps);
    if (CUT_CELL_END.test(t)) places.push(...findPlaces(t, r, caps, false, text[line + 1] ?? ''));
    places.sort((a, b) => a.end - b.end);
    if (!places.length) continue;
    if (places.length < 2 && !findPlaces(text[line + 1] ?? '', raw[line + 1] ?? '', caps).length) continue;
    // As the scan reads them: a valid time after the first airport.
    GDS_TIME.lastIndex = 0;
    let m: RegExpExecArray | null;
    const gt = clockPairs(t);
    while ((m = GDS_TIME.exec(gt)) !== null) if (m.index >= places[0].end && gdsTime(m[1], m[2])) return true;
  }
  return false;
}

/** A bare designator ("LA 3456") passing the scan's own tests on the code. */
function bareFlight(t: string, r: string): boolean {
  BARE_FLIGHT.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = BARE_FLIGHT.exec(t)) !== null) {
    const code = m[1];
    if (
      /[A-Z]/.test(code) &&
      !NOT_AIRLINES.has(code) &&
      lookupAirline(code) &&
      r.slice(m.index, m.index + 2) === code
    )
      return true;
  }
  return false;
}

function codesharePairs(t: string, found: Token[]): void {
  const flights = found
    .filter((x): x is Extract<Token, { kind: 'flight' }> => x.kind === 'flight')
    .sort((a, b) => a.col - b.col);
  const drop = new Set<Token>();
  for (let k = 1; k < flights.length; k++) {
    const a = flights[k - 1];
    const b = flights[k];
    if (!a.airline || !b.airline || a.airline === b.airline) continue;
    const aEnd = t.indexOf(a.flight, a.col) + a.flight.length;
    const between = t.slice(aEnd, b.col);
    const bEnd = t.indexOf(b.flight, b.col) + b.flight.length;
    if (/^\s*\(\s*$/.test(between) && /^\s*\)/.test(t.slice(bEnd))) drop.add(b);
    else if (/^\s*\/\s*$/.test(between)) drop.add(a).add(b);
  }
  for (let k = found.length - 1; k >= 0; k--) if (drop.has(found[k])) found.splice(k, 1);
}

/**
 * A clock right after a date of the flight's own ("Fri 05 Dec 2025 21:35"), every other date of the
 * line printed after it past a column's gap ("        Not valid before 05DEC"): a PDF's second column,
 * whose dates say nothing of the first column's clock.
 */
function ownColumn(
  t: string,
  dates: { col: number; end: number }[],
  otherCols: number[],
  start: number,
  end: number,
): boolean {
  const own = dates.filter((d) => d.end <= start && !otherCols.includes(d.col)).pop();
  if (!own || !/^[\s,]*(?:AS|A LAS|AT|-)?\s*$/.test(t.slice(own.end, start))) return false;
  return otherCols.every((c) => c > end && /\s{4,}/.test(t.slice(end, c)));
}

// "Página 1/2", "pág. 2/2", or a PDF's footer ending its pages "Recibo de pagamento - ZQ8NTB - 1/2".
const PAGE_COUNT = /(?<![\d/.-])(\d{1,2})\s?\/\s?(\d{1,2})\s*$/;
const PAGE_LEAD = /^\s*(\d{1,2})\s?\/\s?(\d{1,2})(?=\s{2,}\S)/;
const PAGE_LABEL = /(?<![A-Z])(?:PAGINA|PAG\.?|PAGE|PG\.?|FOLHA|HOJA)\s*$/;

/**
 * Page counters ("1/2" closing or opening a PDF page's footer) by line, at their column: a label says so,
 * or the same footer printed again with another page's number over the same count. No date.
 */
function pageCounters(text: string[]): Map<number, number> {
  const out = new Map<number, number>();
  const byFooter = new Map<string, { line: number; col: number; page: string }[]>();
  text.forEach((t, line) => {
    // "1/2          latam.com": the counter opening the footer, its text after it.
    const lead = PAGE_LEAD.exec(t);
    if (lead && Number(lead[1]) <= Number(lead[2]) && Number(lead[1]) > 0) {
      const key = `${t.slice(lead[0].length).trim()}/${lead[2]}`;
      byFooter.set(key, [
        ...(byFooter.get(key) ?? []),
        { line, col: lead.index + lead[0].indexOf(lead[1]), page: lead[1] },
      ]);
      return;
    }
    const m = PAGE_COUNT.exec(t);
    if (!m || Number(m[1]) > Number(m[2]) || Number(m[1]) === 0) return;
    const head = t.slice(0, m.index);
    if (PAGE_LABEL.test(head)) out.set(line, m.index);
    else if (head.trim()) {
      const key = `${head.trim()}/${m[2]}`;
      byFooter.set(key, [...(byFooter.get(key) ?? []), { line, col: m.index, page: m[1] }]);
    }
  });
  for (const seen of byFooter.values())
    if (new Set(seen.map((s) => s.page)).size > 1) for (const s of seen) out.set(s.line, s.col);
  return out;
}

/** The line's label (text before its first digit, or a short label line above it) is about something else. */
function aboutOther(text: string[], line: number): boolean {
  const t = text[line];
  const digitAt = t.search(/\d/);
  const head = digitAt < 0 ? t : t.slice(0, digitAt);
  return OTHER_HEAD.test(
    (head.trim() ? head : labelOf('', line > 0 ? text[line - 1] : '')).replace(UNCHANGED, ' '),
  );
}
// "REGRESO sin cambios — 20/09 CM 252 ...", "Volta (sem alteração)": the flights stand as they were,
// no word about a change's rules.
const UNCHANGED =
  /(?<![A-Z])(?:SIN (?:CAMBIOS?|ALTERACION(?:ES)?|MODIFICACION(?:ES)?)|SEM (?:ALTERACO?(?:AO|ES)|MUDANCAS?|MODIFICACO?(?:AO|ES))|NO CHANGES?|WITHOUT CHANGES?|UNCHANGED)(?![A-Z])/g;

/** Two mentions that may be one airport: a city and its code, or the code twice. */
const sameAirport = (a: { codes: string[] }, b: { codes: string[] }) =>
  a.codes.every((c) => b.codes.includes(c)) || b.codes.every((c) => a.codes.includes(c));

/**
 * "São Paulo → Cape Town" over three flights: a route line (two places and nothing else read) with
 * several flight numbers under it before the next such line heads a journey, not one flight.
 */
function markJourneyHeadings(tokens: Token[]): void {
  // Tokens come in line order: one pass finds lines of exactly two places, another counts flights.
  const routeLines: number[] = [];
  for (let k = 0; k < tokens.length;) {
    let e = k;
    while (e < tokens.length && tokens[e].line === tokens[k].line) e++;
    // Not one airport named twice ("Para: Porto Alegre (POA) - Salgado Filho"): a flight's end.
    if (
      e - k === 2 &&
      tokens[k].kind === 'place' &&
      tokens[k + 1].kind === 'place' &&
      !sameAirport(
        tokens[k] as Extract<Token, { kind: 'place' }>,
        tokens[k + 1] as Extract<Token, { kind: 'place' }>,
      )
    )
      routeLines.push(k);
    k = e;
  }
  routeLines.forEach((k, r) => {
    // "Vuelo: UX058" / "Fecha: ..." / "Ruta: GRU - MAD": a flight's own route, printed under its number
    // before any clock of it, is no journey's heading.
    let above = k - 1;
    while (above >= 0 && tokens[above].kind === 'date' && tokens[k].line - tokens[above].line <= 3) above--;
    if (above >= 0 && tokens[above].kind === 'flight' && tokens[k].line - tokens[above].line <= 3) return;
    const until = r + 1 < routeLines.length ? routeLines[r + 1] : tokens.length;
    // Only numbers with a clock near them: a gate range ("B32-B48") or a postcode ("UB7 0GB") in the
    // footer below the last flight's route is no flight of a journey.
    const clocked = (j: number) => {
      const line = tokens[j].line;
      for (let x = j - 1; x >= 0 && tokens[x].line >= line - 3; x--)
        if (tokens[x].kind === 'time') return true;
      for (let x = j + 1; x < tokens.length && tokens[x].line <= line + 3; x++)
        if (tokens[x].kind === 'time') return true;
      return false;
    };
    // A flight leaving on its own line from where the route ends is the way back, no leg of it
    // ("MIA → GRU" over "AA 929" and, further down, "AA 930, Sun Oct 4, GRU 10:05 PM to MIA").
    const end = (tokens[k + 1] as Extract<Token, { kind: 'place' }>).codes;
    const back = (j: number) => {
      for (let x = j + 1; x < tokens.length && tokens[x].line === tokens[j].line; x++) {
        const t = tokens[x];
        if (t.kind === 'place') return t.codes.every((c) => end.includes(c));
      }
      return false;
    };
    let flights = 0;
    for (let j = k + 2; j < until && flights < 2; j++)
      if (tokens[j].kind === 'flight' && clocked(j) && !back(j)) flights++;
    if (flights >= 2) {
      (tokens[k] as Extract<Token, { kind: 'place' }>).journey = true;
      (tokens[k + 1] as Extract<Token, { kind: 'place' }>).journey = true;
    }
  });
}

/** A line's two places when it holds one flight number, two places and two clocks at least. */
function legPlaces(on: Token[] | undefined): Extract<Token, { kind: 'place' }>[] | null {
  if (!on) return null;
  const places = on.filter((t): t is Extract<Token, { kind: 'place' }> => t.kind === 'place');
  const flights = on.filter((t) => t.kind === 'flight').length;
  const clocks = on.filter((t) => t.kind === 'time').length;
  return flights === 1 && places.length === 2 && clocks >= 2 ? places : null;
}

/**
 * "AV 9327  Medellín (MDE) 3:10 p.m. -> Bogotá (BOG) 4:05 p.m." / "AV 26  Bogotá (BOG) 7:55 p.m. ->
 * Madrid (MAD) ..." / "Tiempo total: 14 h 35 min (1 escala)": legs printed one a line, each with its
 * own number and clocks, the second leaving where the first lands, are the journey's flights; the
 * stop counted under them is the journey's. (`lines`: route lines a stop count below marked as a
 * journey's ends; a stop count on the line itself keeps it one.)
 */
function unmarkLegsOverVia(tokens: Token[], lines: Set<number>): void {
  if (!lines.size) return;
  const byLine = new Map<number, Token[]>();
  for (const t of tokens)
    if (lines.has(t.line) || lines.has(t.line - 1) || lines.has(t.line + 1)) {
      const on = byLine.get(t.line);
      if (on) on.push(t);
      else byLine.set(t.line, [t]);
    }
  const chained = (a: number, b: number) => {
    const first = legPlaces(byLine.get(a));
    const second = legPlaces(byLine.get(b));
    return !!first && !!second && sameAirport(first[1], second[0]);
  };
  const clear = new Set([...lines].filter((l) => chained(l - 1, l) || chained(l, l + 1)));
  for (const t of tokens) if (t.kind === 'place' && clear.has(t.line)) t.journey = false;
}

// A chat author line: a name with no digits, then the clock the message was sent at.
const AUTHOR_LINE = /^([^\d]{3,60}?)\s+\d{1,2}:\d{2}(?:\s?[AP]\.?\s?M\.?)?\s*$/;
const DAY_CLOCK = /^\d{1,2}\/\d{1,2}(?:\/\d{2,4})?,?\s+\d{1,2}:\d{2}(?:\s?[AP]\.?\s?M\.?)?$/;
const NAME_ALONE = /^[A-Z][^\d:|]{1,40}\s[^\d:|]{2,40}$/;
// Telegram's copy: "Patrícia Rumo, [15.09.2025 16:02]", the message on the lines below.
const STAMPED_AUTHOR = /^[^\d[\]]{2,60}?,?\s*\[\d{1,2}[./]\d{1,2}[./]\d{2,4},?\s+\d{1,2}:\d{2}(?::\d{2})?\]$/;

/**
 * Lines that open a chat message: the same author name and a clock, on two lines or more. The
 * caller also treats the line right above one of them (a day heading) as when messages were sent.
 */
function authorLines(text: string[], raw: string[]): Set<number> {
  const byName = new Map<string, number[]>();
  const stamped: number[] = [];
  text.forEach((t, line) => {
    if (STAMPED_AUTHOR.test(t.trim())) stamped.push(line);
    // Teams' copy: the author's name on a line, then "18/09 17:42" on the next.
    if (line > 0 && DAY_CLOCK.test(t.trim()) && NAME_ALONE.test(text[line - 1].trim())) stamped.push(line);
    const m = AUTHOR_LINE.exec(t.trim());
    if (!m) return;
    const name = m[1];
    // A person's name: two words at least, no label ("Partida 07:05"), no place ("Recife 06:40").
    if (name.trim().split(/\s+/).length < 2 || /:\s*$/.test(name)) return;
    if (DEP_LABEL.test(name) || ARR_LABEL.test(name) || BOARDING.test(name) || DURATION.test(name)) return;
    // The raw case matters: "CUN Cancún  18:05" printed twice is an airport's code, not an author.
    const r = raw[line].length === t.length ? raw[line].trim().slice(0, name.length) : name;
    if (findPlaces(name, r, false).length) return;
    byName.set(name, [...(byName.get(name) ?? []), line]);
  });
  const out = new Set<number>(stamped.length >= 2 ? stamped : []);
  for (const lines of byName.values()) if (lines.length >= 2) for (const l of lines) out.add(l);
  return out;
}

// "ya no había cupo en el CM 486", "não havia mais lugar": no seat left on it either.
const NO_SEATS =
  /(?<![A-Z])(?:LOTAD[OA]|ESGOTAD[OA]|LLENO|SOLD OUT|(?:IT'?S|IS|WAS|ESTA|ESTAVA|ESTABA) FULL|FULLY BOOKED|SEM LUGAR(?:ES)?|SIN LUGAR(?:ES)?|NO SEATS|NO AVAILABILITY|SEM DISPONIBILIDADE|SIN DISPONIBILIDAD|NAO TEM MAIS LUGAR|NO HAY LUGAR|SIN CUPOS?|(?:NO|NAO)\s+(?:HAY|HABIA|QUEDAN?|QUEDABAN?|TIENE|TENIA|HAVIA|TINHA|TEM|HA)\s+(?:MAS\s+|MAIS\s+)?(?:CUPOS?|LUGAR(?:ES)?|ASIENTOS?|ASSENTOS?|VAGAS?))(?![A-Z])/;
// ", por lo que la acomodamos en el CM 490", ", so we moved her to ...": what follows is the way out.
const SO_CLAUSE =
  /,?\s+(?:POR LO QUE|ASI QUE|POR ESO|POR ELLO|DE MODO QUE|ENTONCES|POR ISSO|ENTAO|PORTANTO|SO|THEREFORE|INSTEAD)(?![A-Z])/;

/** Spans of a line's sentences saying their flight has no seat ("... but it's full."), up to a "so". */
function fullClauses(t: string): [number, number][] {
  if (!NO_SEATS.test(t)) return [];
  const out: [number, number][] = [];
  const re = /[^.;!?]+[.;!?]?/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(t)) !== null) {
    if (!m[0]) break;
    const full = NO_SEATS.exec(m[0]);
    if (!full) continue;
    const so = SO_CLAUSE.exec(m[0].slice(full.index));
    out.push([m.index, m.index + (so ? full.index + so.index : m[0].length)]);
  }
  return out;
}

const LONE_CLOCK = /^\s*\d{1,2}[:H]\d{2}\s*(?:HS?|HRS?)?\s*$/;

/**
 * "Salida" / "05:40" / "07:15": two clocks under one departure or arrival label of a table flattened
 * one cell a line, the columns of a change ("De" / "Para") or of two legs. Which is this flight's the
 * text does not say by itself, so neither is read.
 */
function clockPairsUnderLabel(text: string[]): Set<number> {
  const out = new Set<number>();
  for (let line = 0; line + 2 < text.length; line++) {
    const label = text[line].trim();
    if (label.length > 20 || !(DEP_LABEL.test(label) || ARR_LABEL.test(label))) continue;
    const a = text[line + 1];
    const b = text[line + 2];
    if (LONE_CLOCK.test(a) && LONE_CLOCK.test(b) && a.trim() !== b.trim()) out.add(line + 1).add(line + 2);
  }
  return out;
}

// A spreadsheet's airline column ("Cia", "Companhia aérea", "Airline").
const AIRLINE_HEADING =
  /^(?:CIA\.?(?: AEREA)?|COMPANHIA(?: AEREA)?|AEROLINEA|LINEA AEREA|AIRLINE|CARRIER|CARRIER CODE)$/;

/**
 * Rows of a spreadsheet pasted as text with ";" between its cells (an Excel export: "Centro de
 * custo;Viajante;Trecho;Cia;Voo;Data;..."), under a heading row naming a flight column: each row's
 * flight is that column's number, with the airline column's code or name ("LA;3517"), and no other cell's
 * ("CC 4410 Comercial" is a cost centre, not airline CC's flight 4410). By line: the row's flight, or
 * null when its flight cell holds none.
 */
function sheetRowFlights(
  text: string[],
  raw: string[],
  brandsIn: (t: string, raw: string) => BrandHit[],
): Map<number, { col: number; end: number; airline: string | null; flight: string } | null> {
  const out = new Map<number, { col: number; end: number; airline: string | null; flight: string } | null>();
  let head: { width: number; flight: number; airline: number } | null = null;
  text.forEach((t, line) => {
    const cells = t.split(';');
    if (cells.length < 4) {
      head = null;
      return;
    }
    const names = cells.map((c) => c.trim().replace(/:$/, ''));
    const flight = names.findIndex((c) => headingOf(c) === 'flight');
    if (flight >= 0) {
      head = {
        width: cells.length,
        flight,
        airline: names.findIndex((c) => AIRLINE_HEADING.test(c)),
      };
      return;
    }
    if (!head || cells.length !== head.width) {
      head = null;
      return;
    }
    const starts: number[] = [];
    cells.reduce((at, c) => (starts.push(at), at + c.length + 1), 0);
    const cell = flightCell(cells[head.flight].trim());
    if (!cell) {
      out.set(line, null);
      return;
    }
    let airline =
      cell.airline && /[A-Z]/.test(cell.airline) && lookupAirline(cell.airline) ? cell.airline : null;
    if (cell.airline && !airline) {
      out.set(line, null);
      return;
    }
    const at = head.airline >= 0 && !cell.airline ? head.airline : head.flight;
    if (!cell.airline && head.airline >= 0) {
      const value = cells[head.airline].trim();
      const code = /^([A-Z]{2}|[A-Z]\d|\d[A-Z])$/.exec(value)?.[1];
      const from = starts[head.airline];
      const named = brandsIn(cells[head.airline], raw[line].slice(from, from + cells[head.airline].length));
      if (code && lookupAirline(code)) airline = code;
      else if (named.length && named.every((b) => b.code === named[0].code)) airline = named[0].code;
    }
    const col = starts[at] + (cells[at].length - cells[at].trimStart().length);
    out.set(line, {
      col,
      end: starts[head.flight] + cells[head.flight].trimEnd().length,
      airline,
      flight: cell.flight,
    });
  });
  return out;
}

// "... 14:40 (mesmo dia 20/03) ou LA 3556", "... 9:10 or AA 102": the next flight is offered instead
// of the one before it (only punctuation between the last figure and the word).
const ALTERNATIVE_BETWEEN =
  /^[\s),;.\-\u2013\u2014]*(?:OU|O|U|OR)\s+(?:(?:O|EL|THE)\s+)?(?:(?:VOO|VUELO|FLIGHT)\s+)?$/;
// "Cliente escolheu o LA 3310", "se quedó con el AR 1404", "chose UA 845": the flight taken of those offered.
const CHOSE_WORD =
  /(?<![A-Z])(?:ESCOLH|OPT|ELEG|ELIG|ELIJ|CHOSE|PICKED|WENT WITH|FIC|PREFER|PREFIR|QUED|DECID)/;
const CHOSE_FLIGHT =
  /(?<![A-Z])(?:ESCOLHEU|ESCOLHERAM|ESCOLHEMOS|ESCOLHI|ESCOLHO|OPTOU|OPTARAM|OPTAMOS|ELIGIO|ELIGIERON|ELEGIMOS|ELEGI|ELIJO|CHOSE|PICKED|WENT WITH|FICOU COM|FICARAM COM|FICAMOS COM|FICO COM|PREFERIU|PREFIRIO|SE QUEDO CON|ME QUEDO CON|NOS QUEDAMOS CON|DECIDIU PELO|SE DECIDIO POR|DECIDED ON)(?![A-Z])[^.;!?\d]{0,25}$/;

/** Flights a line says were chosen ("escolheu o LA 3310"), by airline and number; none in a question. */
function choicesIn(t: string): string[] {
  if (t.includes('?') || !CHOSE_WORD.test(t)) return [];
  return designatorsIn(t)
    .filter(
      (f) => f[1] && lookupAirline(f[1]) && CHOSE_FLIGHT.test(t.slice(Math.max(0, f.index! - 40), f.index)),
    )
    .map((f) => f[1] + unpadded(f[2]));
}

/**
 * Flights of one line offered as alternatives ("Ofereceram: LA 3310 GRU 11:20 - REC 14:40 ou LA 3556
 * GRU 16:45 - REC 20:05"), each with its own clock: the span of the line each one's details take.
 */
function alternativeSpans(t: string, found: Token[]): { from: number; to: number; key: string }[] {
  const flights = found
    .filter((x): x is Extract<Token, { kind: 'flight' }> => x.kind === 'flight')
    .sort((a, b) => a.col - b.col);
  const out: { from: number; to: number; key: string }[] = [];
  for (let k = 1; k < flights.length; k++) {
    const between = t.slice(flights[k - 1].col, flights[k].col);
    const lastFigure = between.search(/\d[^\d]*$/);
    if (lastFigure < 0 || !ALTERNATIVE_BETWEEN.test(between.slice(lastFigure + 1))) continue;
    for (const j of [k - 1, k]) {
      const f = flights[j];
      const to = flights[j + 1]?.col ?? t.length;
      if (out.some((o) => o.from === f.col)) continue;
      out.push({ from: f.col, to, key: (f.airline ?? '') + unpadded(f.flight) });
    }
  }
  // Each offered with its own schedule: a clock of its own in its span.
  const clocked = (o: { from: number; to: number }) =>
    found.some((x) => x.kind === 'time' && x.col >= o.from && x.col < o.to);
  return out.every(clocked) ? out : [];
}

/** Every designator-shaped match of a line: bare ("LA 3300") and after a flight word ("Voo 3300"). */
function designatorsIn(t: string): RegExpMatchArray[] {
  // matchAll starts where the shared pattern's last search stopped (a loop left early): from the start.
  const [bare, word] = [BARE_FLIGHT.lastIndex, FLIGHT_WORD.lastIndex];
  BARE_FLIGHT.lastIndex = FLIGHT_WORD.lastIndex = 0;
  const found = [...t.matchAll(BARE_FLIGHT), ...t.matchAll(FLIGHT_WORD)];
  [BARE_FLIGHT.lastIndex, FLIGHT_WORD.lastIndex] = [bare, word];
  return found;
}

// "... | GOL G3 1786 MAO-BVB 15/07 14:20 - selecionada": the option a row of quotes marks as taken.
const SELECTED_MARK =
  /(?<![A-Z])(?:SELECIONAD[OA]|SELECCIONAD[OA]|SELECTED|ESCOLHID[OA]|ELEGID[OA]|CHOSEN)(?![A-Z])/;

/**
 * A row of quotes, its options set apart by bars ("Azul AD 4512 BSB-MAO 13/07 07:55 | LATAM LA 3725
 * BSB-MAO 13/07 09:10 - selecionada"), one of them marked as taken: the spans of the others.
 */
function unselectedOptions(t: string): [number, number][] {
  if (!t.includes('|') || !SELECTED_MARK.test(t)) return [];
  const parts: [number, number][] = [];
  let at = 0;
  for (const cell of t.split('|')) {
    parts.push([at, at + cell.length]);
    at += cell.length + 1;
  }
  const named = parts.filter(([a, b]) => namedFlights(t.slice(a, b)).length > 0);
  const taken = named.filter(([a, b]) => {
    const cell = t.slice(a, b);
    return SELECTED_MARK.test(cell) && !NOT_CHOSEN.test(cell);
  });
  return named.length >= 2 && taken.length === 1 ? named.filter((p) => p !== taken[0]) : [];
}

/** The line with the options a row of quotes does not take blanked out. */
function withoutUnselected(t: string): string {
  let kept = t;
  for (const [a, b] of unselectedOptions(t)) kept = kept.slice(0, a) + ' '.repeat(b - a) + kept.slice(b);
  return kept;
}

/** The numbers a cancel word names after it ("ANULADO tramo de vuelta I2 3937"), unless it is denied. */
function cancelledNamedAfter(t: string): string[] {
  // Not asked ("cancelamos o LA 3300?").
  if (t.includes('?')) return [];
  return [...t.matchAll(CANCELLED_NAMED)]
    .filter((c) => lookupAirline(c[1]) && !NOT_AIRLINES.has(c[1]) && !NOT_BEFORE.test(t.slice(0, c.index)))
    .map((c) => unpadded(c[2]));
}

/** Flights a line names by a known airline's code and number ("o G3 1652 sai 19:50, não 18:50"). */
function namedFlights(t: string): NamedFlight[] {
  return designatorsIn(t)
    .filter((f) => f[1] && lookupAirline(f[1]))
    .map((f) => ({ airline: f[1], flight: unpadded(f[2]) }));
}

/**
 * For each flight a line names as issued ("AR 1693 emitido, código AR: PZLQWM"), the last such line,
 * keyed "AR1693": an offer above it ("Encontré AR 1693 ... ¿Lo reservo?") was taken.
 */
function lastIssuedLines(text: string[]): Map<string, number> {
  const out = new Map<string, number>();
  text.forEach((u, k) => {
    if (!ISSUED_NOW.test(u) || NOT_ISSUED.test(u)) return;
    for (const g of namedFlights(u)) out.set(g.airline + g.flight, k);
  });
  return out;
}

/** The flights line `line` offers are each named as issued further down. */
function issuedAfter(issued: Map<string, number>, t: string, line: number): boolean {
  const offered = namedFlights(t);
  return offered.length > 0 && offered.every((f) => (issued.get(f.airline + f.flight) ?? -1) > line);
}

/** Removes the last flight read and everything read from its line on: a schedule since replaced. */
function lastFlightLine(tokens: Token[]): number {
  for (let k = tokens.length - 1; k >= 0; k--) if (tokens[k].kind === 'flight') return tokens[k].line;
  return -1;
}

function dropLastFlight(tokens: Token[]): void {
  let k = tokens.length - 1;
  while (k >= 0 && tokens[k].kind !== 'flight') k--;
  if (k < 0) return;
  const line = tokens[k].line;
  while (tokens.length && tokens[tokens.length - 1].line >= line) tokens.pop();
}

export function scan(text: string[], raw: string[], brandsIn: (t: string, raw: string) => BrandHit[]): Scan {
  const caps = !raw.some((r) => /[a-z]/.test(r));
  const tokens: Token[] = [];
  const brands = new Map<string, number>();
  const operators = new Map<string, number>();
  const brandLines: { line: number; code: string; labelled: boolean }[] = [];
  const cells = columnCells(text);
  const sheetFlights = sheetRowFlights(text, raw, brandsIn);
  // Flights the text says were chosen, and those read so far as offered alternatives.
  const chosenFlights = new Set(text.flatMap((t) => choicesIn(t)));
  const offeredFlights = new Set<string>();
  const order = dateOrder(text);
  const brandHitsAll: { line: number; code: string; labelled: boolean }[] = [];
  const cancelLines: number[] = [];
  const cancelledNumbers = new Map<number, string[]>();
  const flownFlights = new Set<string>();
  // The numbers of the flights the text names by airline and number, looked up only when needed.
  let numbers: Set<string> | null = null;
  const flightNumbers = () =>
    (numbers ??= new Set(text.flatMap((t) => namedFlights(t).map((f) => f.flight))));
  // A text that writes "7:05 PM" somewhere: a bare "7:05" in it is morning or evening, unknown. Marks
  // in forwarded mails' headers ("Enviado: ... 9:14 a. m.") say how a mail client writes its clock,
  // not the itinerary: they count only in a text that writes no "14:30"s, as one mark alone does.
  let bodyMarks = 0;
  let headerMarks = 0;
  const authors = authorLines(text, raw);
  // Flight numbers printed alone on their lines ("Vuelo 3574"), two at least.
  const numbersAlone = text.filter((t) => ALONE_NUMBER.test(t) && /\d{2}/.test(t)).length >= 2;
  // Two entries or more stamped so: when each was written, not a flight's day or clock.
  const logStamps = text.filter((t, line) => logStamp(t, raw[line])).length >= 2;
  // Paragraphs (runs of lines between blank lines) that write a clock with AM / PM.
  const paragraph: number[] = [];
  const markedParagraphs = new Set<number>();
  for (let line = 0, p = 0; line < text.length; line++) {
    if (!text[line].trim()) p++;
    paragraph.push(p);
    // A chat's author lines ("Mariana Téllez 09:13 a. m.") and stamps say how the chat app writes its
    // clock, not how the messages do.
    if (authors.has(line) || (authors.size && AUTHOR_LINE.test(text[line].trim()))) continue;
    const t = text[line].slice(CHAT_STAMP.exec(text[line])?.[0].length ?? 0);
    const n = t.match(HAS_AM_PM)?.length ?? 0;
    if (MAIL_HEADER.test(t)) headerMarks += n;
    else bodyMarks += n;
    if (n) markedParagraphs.add(p);
  }
  const counts24 = text.some((t) => TWENTY_FOUR.test(t));
  const twelveHourText = bodyMarks >= 2 || (bodyMarks + headerMarks >= 1 && !counts24);
  // A text that also writes "23:35": its paragraphs with no AM / PM in them (the itinerary, above a
  // notification that says "departs at 11:35 PM") count 24 hours.
  const twelveHour = (line: number) => twelveHourText && (!counts24 || markedParagraphs.has(paragraph[line]));
  // A text whose clock times are "07:05": an "11h40" in it is a duration. Not the clocks of an issue
  // date, a mail header or opening hours ("Emitido em 20/03/2024 às 10:15"): they say nothing of
  // how the itinerary writes its own.
  // Nor a chat's stamps and author lines: the app's clock.
  // Nor a clock after a due or issue date's label ("vencimento 20/11/2025 18:00").
  const colonClock = text.some((t, line) => {
    if (authors.has(line) || MAIL_HEADER.test(t) || aboutOther(text, line)) return false;
    const body = t.slice(CHAT_STAMP.exec(t)?.[0].length ?? 0);
    return [...body.matchAll(COLON_TIMES)].some((m) => !OTHER_DATE.test(body.slice(0, m.index)));
  });
  const pageCounts = pageCounters(text);
  // Lines saying the booking they tell of is not the agency's: not about a hotel or the like before it.
  const notOurs = new Set(
    text.flatMap((t, line) => {
      const m = NOT_OURS.exec(t);
      if (!m) return [];
      const lead =
        t
          .slice(0, m.index)
          .split(/[.!?;]\s/)
          .pop() ?? '';
      return EXTRAS.test(lead) ? [] : [line];
    }),
  );
  // ... and the lines of one note with it: the line above or below, in the same item.
  // A note that names its own flight ("G3 1954 ... Não é nosso") is about that flight alone.
  const aboutNeighbour = (l: number) => notOurs.has(l) && !designatorsIn(text[l]).length;
  // A heading saying so ("NÃO É DESTE PROCESSO (colado por engano) — cliente Heitor:"): the lines
  // under it, up to a blank line or a rule, are another booking's.
  const othersBelow = new Set<number>();
  for (const l of notOurs) {
    if (!(/:\s*$/.test(text[l]) || capsHeading(raw[l])) || designatorsIn(text[l]).length) continue;
    for (let k = l + 1; k < text.length && text[k].trim() && /[A-Z0-9]/.test(text[k]); k++)
      othersBelow.add(k);
  }
  // A paragraph about other people's own booking, with its code: "Sobre os seus amigos Carvalho
  // (localizador HMWZTE) ...: a reserva deles ... segue LA 3142".
  const othersParagraphs = new Set<number>();
  const paragraphText = new Map<number, string>();
  text.forEach((t, line) =>
    paragraphText.set(paragraph[line], `${paragraphText.get(paragraph[line]) ?? ''} ${t}`),
  );
  for (const [p, t] of paragraphText)
    if (OTHER_PEOPLE.test(t) && THEIR_BOOKING.test(t) && OWN_CODE.test(t)) othersParagraphs.add(p);
  const someoneElses = (line: number) =>
    othersParagraphs.has(paragraph[line]) ||
    notOurs.has(line) ||
    othersBelow.has(line) ||
    (aboutNeighbour(line + 1) && !ITEM_START.test(text[line + 1])) ||
    (aboutNeighbour(line - 1) && !!text[line].trim() && !ITEM_START.test(text[line]));
  let staleBlock = false;
  // The block open is an offer's ("Caso não concorde, responda ALTERAR para ver outras opções"): it
  // ends with its chat message.
  let offerBlock = false;
  // The stale heading just read has nothing under it yet: a blank line after it does not end its block
  // ("YOUR ORIGINAL ITINERARY (no longer valid)", a blank line, then the old flights).
  let staleHeadAlone = false;
  // The tokens of the last line read as stale ("Antes: IB6585 sale 4:20 p. m."), for the line after it.
  let staleRead: { line: number; found: Token[] } | null = null;
  // Under a sentence saying the flight below was cancelled: its heading read, then its paragraph.
  let cancelBelow: 'heading' | 'block' | null = null;
  const cancelBelowNumbers: string[] = [];
  // A section of old flights under a heading in capitals naming them ("ORIGINAL TRIP (cancelled)",
  // "VOOS CANCELADOS"): its flight blocks, blank lines between, up to the next heading or message.
  let staleSection = false;
  // The last heading over a booking made on a request: a request's heading above it heads no booking.
  let lastBookedHead = -1;
  text.forEach((u, k) => {
    if (BOOKED_HEAD.test(u) && capsHeading(raw[k])) lastBookedHead = k;
  });
  const quote = chosenOption(text);
  const unchosenAirlines = airlineOptionsNotChosen(text, raw, brandsIn);
  const twoClocks = clockPairsUnderLabel(text);
  const unflownCodes = unflownLegendCodes(text);
  // Travellers' blocks whose request was turned down further on.
  const rejected = rejectedRequests(text);
  const issuedLines = lastIssuedLines(text);
  // Flights whose own schedule line says they hold no seat ("LH 500 FRA-GIG 26/06 22:10 -> lista de
  // espera, NÃO confirmado"), as "LH500".
  const unconfirmedFlights = new Set(
    text.flatMap((t) =>
      UNCONFIRMED.test(waitlistLeft(t)) && /\d[:H]\d\d/.test(t)
        ? namedFlights(t).map((f) => f.airline + f.flight)
        : [],
    ),
  );
  // A flight's row carrying such a code as a word of its own ("V0 3110  Y  09AUG  1200  RF  23K").
  const legendUnflown = (t: string) =>
    unflownCodes.size > 0 &&
    !t.match(LEGEND_ENTRY) &&
    designatorsIn(t).length > 0 &&
    [...unflownCodes].some((c) => new RegExp(`(?<![A-Z0-9=/])${c}(?![A-Z0-9=/])`).test(t));
  // Inside an option of a quote that is not the chosen one: its flights were offered, not booked.
  let offered = false;
  let optionList = false;
  // The line of the last "... seguem as opções:".
  let introLine = -1;
  let notAir = false;
  let tracked = false;
  // Inside a message that opened on another matter (OTHER_MATTER): up to a blank line or the next message.
  let otherMatter = false;
  // Airlines named on an "operated by" line with no flight number: the next line's number is theirs.
  let operatorCodes: string[] = [];
  // Route lines a stop count on the lines below marked as a journey's ends.
  const viaBelow = new Set<number>();
  for (let line = 0; line < text.length; line++) {
    const t = text[line];
    const r = raw[line];
    if (!t.trim()) {
      if (!staleHeadAlone && !staleSection) staleBlock = false;
      offerBlock = false;
      // A blank line ends the paragraph under "o voo abaixo foi CANCELADO ...:" (not the one before it).
      if (cancelBelow === 'block') cancelBelow = null;
      offered = false;
      optionList = false;
      // "Operado por Iberia", a blank line, then "IB3012": the next flight's block, not the operator's number.
      operatorCodes = [];
      otherMatter = false;
      continue;
    }
    // A chat message's own lead: "10/12/26, 4:26 p. m. - Ana: Antes: ..." is led by "Antes:".
    const body = messageBody(t);
    const freshLead = FRESH_LEAD.exec(body);
    const fresh = FRESH.test(t) || (!!freshLead && !STALE.test(freshLead[1] ?? ''));
    if (CHAT_STAMP.test(t) || MAIL_HEADER.test(t) || FORWARD_MARK.test(t)) tracked = false;
    if (TRACKING.test(t)) tracked = true;
    if (
      staleSection &&
      (CHAT_STAMP.test(t) ||
        MAIL_HEADER.test(t) ||
        FORWARD_MARK.test(t) ||
        (line > 0 && !text[line - 1].trim() && sectionHead(t, r, fresh)))
    ) {
      staleSection = false;
      staleBlock = false;
    }
    // A request's legs, a booking made on it below: up to the next heading.
    if (REQUEST_HEAD.test(t) && capsHeading(r) && line < lastBookedHead) {
      staleSection = true;
      staleBlock = true;
    }
    if (offerBlock && (CHAT_STAMP.test(t) || authors.has(line))) staleBlock = offerBlock = false;
    // An offer of other flights: it and the lines below it, up to a blank line, are not the booking.
    if ((OFFER.test(t) || SET_ASIDE.test(t)) && !/\d[:H]\d\d/.test(t) && t.trim().length <= 90) {
      offerBlock = !staleBlock && OFFER.test(t);
      staleBlock = true;
    }
    if (BEST_FARE_HEAD.test(t) || (BENCHMARK_FARE_HEAD.test(t) && t.trim().length <= 90)) staleBlock = true;
    if (INFO_ONLY_HEAD.test(t) && !/\d/.test(t) && t.trim().length <= 90) staleBlock = true;
    if (CHAT_STAMP.test(t) || authors.has(line)) otherMatter = false;
    if (OTHER_MATTER.test(body)) otherMatter = true;
    // Its flights, days and clocks are another trip's: nothing of it is read.
    if (otherMatter) continue;
    const option = quote.options
      ? (OPTION_HEAD.exec(body) ?? (quote.letters ? LETTER_HEAD.exec(body) : null))
      : null;
    // "Tenho duas opções de realocação:" then "1) ..." / "2) ...": offers, up to a blank line or the next message.
    // A chat's "... seguem as opções:" with the list in the next message ("1) G3 1622 ..."): the list goes on.
    // (Options by label, "A) ..." / "Opção 2", are settled by the choice the chat makes.)
    const listGoesOn =
      !option && line === introLine + 1 && /^\s*(?:[*_]\s*)?(?:\d|[A-D])[).]\s|^\s*[-\u2022]\s/.test(body);
    if (optionList && (body !== t || option) && !listGoesOn) optionList = false;
    if (option) offered = option[1] !== quote.chosen;
    // "Opção 2 (não selecionada - mais barata)": an option its own heading says was not taken is an
    // offer, up to a blank line, even when no other option is headed alike.
    else if (OPTION_HEAD.test(body) && NOT_CHOSEN.test(body)) offered = true;
    // A new chat message, or one saying which option was taken, ends the option above it.
    else if (quote.options && (CHOSE_OPTION.test(t) || CHOSE_LETTER.test(t) || body !== t)) offered = false;
    // "Cancelei o voo das 08:40 e coloquei vocês no G3 1730 ...": what was cancelled is named before
    // the rebooking; the flight after it is the new one.
    const rebook = REBOOKED_ON.exec(t);
    const cut = rebook && STALE.test(t.slice(0, rebook.index)) ? rebook.index : 0;
    // "VUELOS ORIGINALES (ya no son válidos)": a heading over the flights before a change, in the plural too.
    const staleLine =
      ((STALE.test(t.slice(cut)) ||
        STALE_LEAD.test(body) ||
        SET_ASIDE.test(t) ||
        OLD_PLAN_HEAD.test(t) ||
        WAS_FLIGHT.test(body)) &&
        !NOT_STALE.test(t) &&
        !fresh) ||
      NOT_BOOKED.test(t) ||
      OFFERED_BUT.test(t) ||
      (AWAITS_YES.test(t) && !issuedAfter(issuedLines, t, line)) ||
      SUGGESTED_LEAD.test(t.slice(0, Math.max(0, t.search(/\d/)))) ||
      LOWEST_FARE_LEAD.test(t.slice(0, Math.max(0, t.search(/\d/)))) ||
      (NOT_RESERVED.test(t) && !EXTRAS.test(t));
    // "Voo cancelado:" / "Horário anterior" as a heading: the lines below it, up to a blank line.
    // A longer heading in capitals or closed by a colon: "YOUR PREVIOUS ITINERARY (no longer valid)".
    // An aside in parentheses does not lengthen it ("!!! ANTIGO - NÃO USAR !!!  (era antes da troca)").
    const bare = t.replace(/\([^()]*\)/g, '').trim();
    // So is a sentence closed by a colon saying what follows is no longer valid ("Para registro, os
    // trechos abaixo do bilhete antigo foram TROCADOS e não valem mais:").
    const heading =
      bare.length <= 40 ||
      (bare.length <= 60 && (/^[^a-z]*[A-Z][^a-z]{20}/.test(r.trim()) || /:\s*$/.test(t))) ||
      (bare.length <= 140 && /:\s*$/.test(t) && OLD_PLAN_HEAD.test(t));
    staleHeadAlone = false;
    // Such a heading after a blank line opens its own section: it is no status of the flight above.
    let sectionOpens = false;
    // "Itinerario original emitido 02/07:": an old plan's heading may print the day it was issued.
    const datedOldPlan =
      OLD_PLAN_HEAD.test(t) && /:\s*$/.test(t) && !/\d\s?[:H]\s?\d\d/.test(t) && !designatorsIn(t).length;
    // Nor does a number in its aside ("Itinerario anterior (billete 114-2198870031, CANJEADO)"): no
    // flight nor clock, the old ticket's.
    const numberedAside =
      OLD_PLAN_HEAD.test(bare) && !/\d/.test(bare) && !/\d\s?[:H]\s?\d\d/.test(t) && !designatorsIn(t).length;
    if (staleLine && heading && (!/\d/.test(t) || datedOldPlan || numberedAside)) {
      staleBlock = true;
      staleHeadAlone = OLD_PLAN_HEAD.test(t);
      staleSection = capsHeading(r) && (AIR_HEADING.test(t) || TRIP_WORD.test(t)) && REPLACED_WORD.test(t);
      sectionOpens = staleSection && line > 0 && !text[line - 1].trim();
    }
    // "1) Cotação TURKISH (enviada 27/07, cliente RECUSOU):": a quote refused, heading its lines.
    else if (
      staleLine &&
      REFUSED.test(t) &&
      /:\s*$/.test(t) &&
      !/\d[:H]\d\d/.test(t) &&
      !namedFlights(t).length
    )
      staleBlock = true;
    // "Cliente perguntou se dava pra voltar direto. Cotei dia 02/11:": the agent's quote closing its
    // line heads the flights under it, up to a blank line.
    else if (QUOTED_BELOW.test(t) && !/\d[:H]\d\d/.test(t) && !namedFlights(t).length) staleBlock = true;
    // "2) RESERVA DE LUCÍA - localizador T4MW9X - CANCELADA": a booking whose status closes its heading.
    else if (CANCELLED_HEAD.test(t) && !/\d{1,2}[:H]\d{2}/.test(t)) staleBlock = true;
    // "LISTA DE ESPERA (não confirmado)" heading a flight: no seat held yet. So is a request's heading
    // whose status sits in an aside ("Solicitação de voo mais cedo (lista de espera)", "STANDBY REQUEST
    // (not confirmed)").
    else if (
      (CANCEL_STATUS.test(t) || HELD_NOT.test(t)) &&
      (t.trim().length <= 40 || bare.length <= 40) &&
      !/\d/.test(t) &&
      !NOT_STALE.test(t)
    )
      staleBlock = true;
    else if (fresh && t.trim().length <= 40) staleBlock = false;
    // The lines of the paragraph under "o voo abaixo foi CANCELADO ...:" are that flight's status.
    // Only the flights that paragraph names: its lines before them say nothing of other flights.
    if (cancelBelow === 'heading') cancelBelow = 'block';
    if (cancelBelow === 'block')
      cancelBelowNumbers.push(
        ...designatorsIn(t)
          .filter((f) => f[1] && lookupAirline(f[1]))
          .map((f) => unpadded(f[2])),
      );
    else cancelBelowNumbers.length = 0;
    if (cancelBelow === 'block' && cancelBelowNumbers.length) {
      cancelLines.push(line);
      cancelledNumbers.set(line, [...cancelBelowNumbers]);
    } else if (
      !sectionOpens &&
      ((CANCEL_STATUS.test(waitlistLeft(t)) &&
        !NOT_STALE.test(t) &&
        (t.trim().length <= 40 || STATUS_LABEL.test(t))) ||
        flownStatus(t) ||
        (ROW_STATUS.test(t) && designatorsIn(t).length > 0) ||
        MISSED_STATUS.test(t) ||
        t.split(/\||\t/).some((c) => STATUS_CELL.test(c)) ||
        legendUnflown(t))
    ) {
      cancelLines.push(line);
      const named = designatorsIn(t)
        .filter((f) => !f[1] || lookupAirline(f[1]))
        .map((f) => unpadded(f[2]));
      // "o 1211 das 18:20 foi cancelado": a number alone that the text names elsewhere as a flight's.
      if (!named.length)
        for (const n of t.matchAll(BARE_NUMBER))
          if (flightNumbers().has(unpadded(n[0]))) named.push(unpadded(n[0]));
      if (named.length) cancelledNumbers.set(line, named);
    }
    // "o voo G3 1840 de 05/12, Fortaleza (FOR) 07:15 para Congonhas (CGH)," / "foi cancelado por ...": the
    // sentence goes on from the line above, and the flights it names there are the ones cancelled.
    else if (
      CANCELLED_GOES_ON.test(t) &&
      line > 0 &&
      !/[.!?:]\s*$/.test(text[line - 1]) &&
      namedFlights(text[line - 1]).length
    ) {
      cancelLines.push(line);
      cancelledNumbers.set(
        line,
        namedFlights(text[line - 1]).map((f) => f.flight),
      );
    }
    // "(voo LA3418 cancelado da malha de maio)" on a longer line: that number, named right before the word.
    else {
      const named = [...t.matchAll(NAMED_CANCELLED)]
        .filter(
          (c) =>
            lookupAirline(c[1]) &&
            !/(?:NAO|NO|NOT)\s+(?:FOI\s+|WAS\s+|FUE\s+)?$/.test(
              t.slice(0, c.index + c[0].length - c[3].length),
            ),
        )
        .map((c) => unpadded(c[2]));
      named.push(...cancelledNamedAfter(t));
      // "Reembolso JetSMART del WJ 3173 pedido": a flight refunded is not flown.
      if (!named.length && REFUND_ASKED.test(t) && !/\d\s?[:H]\s?\d\d/.test(t))
        named.push(...namedFlights(t).map((f) => f.flight));
      if (named.length) cancelledNumbers.set(line, named);
    }
    for (const m of t.matchAll(NAMED_FLOWN))
      if (!MILES.test(t)) for (const f of namedFlights(m[1])) flownFlights.add(f.airline + f.flight);
    if (CANCELLED_BELOW.test(t) && /:\s*$/.test(t) && !designatorsIn(t).length) cancelBelow = 'heading';
    if (CHANGED_LEAD.test(t)) dropLastFlight(tokens);
    // "KL792 GRU-AMS 21APR 15:50 has seats but she said no KLM." then "Don't book it.": the flight of
    // the line right above was not to be booked.
    if (DONT_BOOK.test(body) && lastFlightLine(tokens) === line - 1) dropLastFlight(tokens);
    if (CURRENT_HEAD.test(t) && !/\d[:H]\d\d/.test(t) && !namedFlights(t).length) tokens.length = 0;
    const otherLine = aboutOther(text, line);
    if (NOT_AIR.test(t)) notAir = true;
    // A hotel's or a tour's lines end with their chat message: the next message is about something else.
    else if (notAir && (AIR_HEADING.test(t) || body !== t)) notAir = false;
    const cell = cells[line];
    // A table cell's label is its column heading; otherwise a short line above can be one.
    const prev = cell ? cell.heading : line > 0 ? text[line - 1] : '';
    const columnHeads = headingsAbove(text, line);
    const headingAt = (col: number) => columnHeads.find((h) => h.col === col)?.heading;
    const found: Token[] = [];
    const flightCols: [number, number][] = [];
    let m: RegExpExecArray | null;
    // "Aeroméxico 524", "Delta 423": the airline's name stands for its code.
    const brandHits = brandsIn(t, r);
    if (brandHits.length && brandHits.every((b) => b.code === brandHits[0].code)) {
      // "Companhia aérea: Copa Airlines" is a heading like "Copa Airlines": the label is not other text.
      const first = Math.min(...brandHits.map((b) => b.col));
      const labelEnd = AIRLINE_LABEL.test(t.slice(0, first)) ? first : 0;
      const rest = brandHits
        .reduceRight((acc, b) => acc.slice(0, b.col) + acc.slice(b.end), t)
        .slice(labelEnd);
      if (rest.replace(/[^A-Z0-9]/g, '').length <= 12 && !/OPERAD|OPERATED|\d/.test(rest))
        brandLines.push({ line, code: brandHits[0].code, labelled: labelEnd > 0 });
    }
    const op = OPERATED.exec(t);
    for (const b of brandHits) {
      // The operating carrier ("Operado por Avianca") is the text's airline only when it names no other.
      const counts = !op || b.col < op.index ? brands : operators;
      counts.set(b.code, (counts.get(b.code) ?? 0) + 1);
      if (!op || b.col < op.index)
        brandHitsAll.push({ line, code: b.code, labelled: AIRLINE_LABEL.test(t.slice(0, b.col)) });
      const n = BRAND_FLIGHT.exec(t.slice(b.end));
      if (n) {
        found.push({ i: 0, kind: 'flight', line, col: b.col, airline: b.code, flight: n[1] });
        flightCols.push([b.col, b.end + n[0].length]);
      }
    }
    // "United 1425", "Alaska 318": a US carrier's short name, a word of its own elsewhere ("United
    // States"), stands for the airline only right before a number.
    SHORT_BRAND_FLIGHT.lastIndex = 0;
    const shortBrandCols: [number, number][] = [];
    while ((m = SHORT_BRAND_FLIGHT.exec(t)) !== null) {
      const start = m.index;
      if (flightCols.some(([x, y]) => start < y && start + m![0].length > x)) continue;
      if (r[start] !== m[1][0]) continue;
      found.push({ i: 0, kind: 'flight', line, col: start, airline: SHORT_BRANDS[m[1]], flight: m[2] });
      flightCols.push([start, start + m[0].length]);
      shortBrandCols.push([start, start + m[1].length]);
    }
    FLIGHT_WORD.lastIndex = 0;
    while ((m = FLIGHT_WORD.exec(t)) !== null) {
      const start = m.index;
      if (flightCols.some(([x, y]) => start < y && start + m![0].length > x)) continue;
      let code = m[1] && lookupAirline(m[1]) && /[A-Z]/.test(m[1]) ? m[1] : null;
      if (m[1] && !code) continue;
      // "Vuelo 1 · Dom 7 dic", "Flight 2:": one digit with no airline is a leg's count, not its number;
      // alone on its line where other lines print "Vuelo 3574" so, it is a number ("Vuelo 8").
      if (!m[1] && m[2].length === 1 && !(numbersAlone && ALONE_NUMBER.test(t))) continue;
      // "Voo 1650 - GOL", "Vuelo 456 (Avianca)": the airline named right after the number.
      const end = m.index + m[0].length;
      const named = code
        ? null
        : brandHits.find((b) => b.col >= end && /^[\s\-\u2013\u2014(|\u00b7,]*$/.test(t.slice(end, b.col)));
      if (named) code = named.code;
      found.push({ i: 0, kind: 'flight', line, col: m.index, airline: code, flight: m[2] });
      flightCols.push([m.index, m.index + m[0].length]);
    }
    BARE_FLIGHT.lastIndex = 0;
    // "Código de reserva: KL4512": a record locator, not KLM's flight 4512.
    const locator = locatorSpan(t, line > 0 ? text[line - 1] : '');
    while ((m = BARE_FLIGHT.exec(t)) !== null) {
      const start = m.index;
      if (flightCols.some(([a, b]) => start < b && start + m![0].length > a)) continue;
      if (locator && start < locator[1] && start + m[0].length > locator[0]) continue;
      // "Cost center: CC 4410", "Proyecto: PR 2210": an account's code under its label, not a flight.
      if (ACCOUNT_LABEL.test(t.slice(0, start))) continue;
      if (line > 0 && underLoyaltyHeading(text[line - 1], start)) continue;
      const code = m[1];
      if (!/[A-Z]/.test(code) || !lookupAirline(code) || NOT_AIRLINES.has(code)) continue;
      if (raw[line].slice(start, start + 2) !== code) continue;
      // A gate's number, after its label or in a column known to be other than the flight's ("GATE" /
      // "B14"; not under "FLIGHT NUMBER", a heading columns.ts does not know).
      const heading = headingAt(start);
      const kind = heading ? headingOf(heading) : null;
      if (GATE_LABEL.test(t.slice(0, start)) || (kind && kind !== 'flight')) continue;
      // "6:06 PM  23JUN": a clock's AM / PM, not Canaryfly's or Aeroméxico's flight.
      if ((code === 'PM' || code === 'AM') && /\d[:.]\d{2}\s*$/.test(t.slice(0, start))) continue;
      // "7H05" in capitals is a clock time, not airline 7H's flight 5.
      if (/^\dH\d{2}$/.test(m[0])) continue;
      // "TR-01 (van)", "Sala MR-02": a label's item, its count written with a zero, not a flight.
      if (/^[A-Z0-9]{2}-0\d$/.test(m[0])) continue;
      // "Auditoria 1T26", "Q3 forecast 3Q25": a quarter (trimestre) and its year, not Hitit's flight 26.
      if (/^[1-4][TQ]\d{2}$/.test(m[0])) continue;
      // "GRUSDU HK1": a segment's status and seat count after its route; "SSR DOCS AD HK1" after a
      // service request's airline.
      const codeBefore = /(?<![A-Z0-9])([A-Z0-9]{2})\s*$/.exec(t.slice(0, start));
      if (
        GDS_STATUS.test(code) &&
        m[2].length <= 2 &&
        (/[A-Z]{3}\s*$/.test(t.slice(0, start)) || (codeBefore && lookupAirline(codeBefore[1])))
      )
        continue;
      // Aircraft types: "Airbus A330-200", "Boeing 737", "E195".
      if (AIRCRAFT_WORD.test(t.slice(0, start)) || (/^[ABE]\d$/.test(code) && /^[ABE]\d{3}$/.test(m[0])))
        continue;
      // "Agosto AA 2025": a month's name and a year, not a flight ("Ida G3 1917", "seguinte LA 2011" are).
      // A month with its day before it is a whole date, the flight after it ("qua 22/abr  G3 2054").
      const before = /(\d{1,2}\s?[/.-]?\s?)?([A-Z]{3,9})\.?\s*$/.exec(t.slice(0, start));
      if (before && !before[1] && monthFromWord(before[2]) !== null && /^(?:19|20)\d\d$/.test(m[2])) continue;
      found.push({ i: 0, kind: 'flight', line, col: start, airline: code, flight: m[2] });
      flightCols.push([start, start + m[0].length]);
    }
    // Low-cost carriers print their ICAO code: "EZY8283" is easyJet's U2 8283, "RYR 1234" Ryanair's FR.
    ICAO_FLIGHT.lastIndex = 0;
    while ((m = ICAO_FLIGHT.exec(t)) !== null) {
      const start = m.index;
      if (flightCols.some(([a, b]) => start < b && start + m![0].length > a)) continue;
      if (locator && start < locator[1] && start + m[0].length > locator[0]) continue;
      if (raw[line].slice(start, start + 3) !== m[1]) continue;
      found.push({ i: 0, kind: 'flight', line, col: start, airline: ICAO_CODES[m[1]], flight: m[2] });
      flightCols.push([start, start + m[0].length]);
    }

    // A spreadsheet's row: its flight is the one of its airline and flight columns, nothing else.
    const sheet = sheetFlights.get(line);
    if (sheet !== undefined) {
      for (let k = found.length - 1; k >= 0; k--) if (found[k].kind === 'flight') found.splice(k, 1);
      flightCols.length = 0;
      if (sheet) {
        found.push({
          i: 0,
          kind: 'flight',
          line,
          col: sheet.col,
          airline: sheet.airline,
          flight: sheet.flight,
        });
        flightCols.push([sheet.col, sheet.end]);
      }
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

    // "2350" under a ticket receipt's "Departure" column: the GDS's four-digit clock.
    const gdsCell = cell?.kind === 'time' ? GDS_CLOCK_CELL.exec(t.trim()) : null;
    const gdsClock = gdsCell ? gdsTime(gdsCell[1], gdsCell[2]) : null;
    if (gdsClock && cell)
      found.push({
        i: 0,
        kind: 'time',
        line,
        col: t.search(/\S/),
        hhmm: gdsClock,
        mark: null,
        role: ARR_LABEL.test(cell.heading) ? 'arr' : BOARDING.test(cell.heading) ? 'boarding' : 'dep',
      });

    // Two airlines' numbers for one flight: "LA 8180 (AA 6214)" is LA 8180 sold under a partner's
    // number too; "AA 7725 / G3 1186" does not say which one is the flight, so neither is read.
    codesharePairs(t, found);

    // "AA 7  mar., 8 de julio de 2025": a day made of a flight's number and a weekday ("7 MAR") is no
    // date beside the line's own.
    const dates = findDates(t, order).filter(
      (d, _, all) =>
        d.col !== pageCounts.get(line) &&
        !(
          d.year === null &&
          all.some((o) => o !== d) &&
          flightCols.some(([x, y]) => d.col >= x && d.col < y)
        ),
    );
    // A forwarded message's header ("Sent: ...", "Em 20 de mar. de 2024 às 10:15, LATAM <...> escreveu:").
    const mailHeader = MAIL_HEADER.test(t);
    // "[14/05/2024 10:12] Carla:": when a chat message was sent, not a flight's day or clock; so is a
    // Teams author line ("Mariana Téllez (Almundo) 09:12 a. m.") and the day heading above one (a
    // short line with no clock: the line above an author line is as often a message's last one).
    const dayHeading = authors.has(line + 1) && t.trim().length <= 40 && !/\d{1,2}[:H]\d{2}/.test(t);
    const stampEnd =
      authors.has(line) || dayHeading
        ? t.length
        : Math.max(
            CHAT_STAMP.exec(t)?.[0].length ?? 0,
            logStamps && logStamp(t, r) ? LOG_STAMP.exec(t)![0].length : 0,
          );
    let otherDate = false;
    // Where the other dates sit ("Fri 05 Dec 2025 21:35        Not valid before 05DEC"): a clock after
    // the flight's own date, with a column's gap before them, is that date's, not theirs.
    const otherCols: number[] = [];
    for (const d of dates) {
      // A row opening with its issued status cell, its one date and a flight: the date is the flight's.
      const issuedCell = dates.length === 1 && flightCols.length > 0 && ISSUED_CELL.test(t.slice(0, d.col));
      let role: Role = d.unsure ? 'unsure' : issuedCell ? 'plain' : roleOf(t.slice(0, d.col), prev);
      // "... cambio de horario: AR1404 12JAN AEP-MDZ": the day printed right after a number is its flight's.
      const afterNumber = flightCols.some(([, y]) => y <= d.col && /^\s{0,2}$/.test(t.slice(y, d.col)));
      if ((otherLine || mailHeader) && role === 'plain' && !(otherLine && !mailHeader && afterNumber))
        role = 'other';
      if (role === 'other') {
        otherDate = true;
        otherCols.push(d.col);
      }
      if (d.col < stampEnd) role = 'other';
      // Its label ("salida el lunes 14") is the heading's aside: the date still heads the flight below,
      // not the schedule above it.
      if (d.later && role === 'dep') role = 'plain';
      // "06 a 14/02/2026", "10 to 14 Oct": the end of a trip's range of days, no flight's day.
      if (/(?<![\w/.:])\d{1,2}\s+(?:A|AL|AO|TO|ATE|HASTA|UNTIL)\s+$/.test(t.slice(0, d.col))) role = 'other';
      // "06:40 (+1, dom 03/08)": the day a next-day arrival lands on.
      if (role === 'plain' && /\(\s*\+\s?\d\s*,?\s*(?:[A-Z]{3,9}\.?,?\s*)?$/.test(t.slice(0, d.col)))
        role = 'arr';
      // "Llegada 07:45h EZE Buenos Aires - Ministro Pistarini (mié. 06/05/2026)": a day closing the
      // arrival's own schedule line, however far from its label, is the day it lands.
      if (role === 'plain' && arrivalLine(t.slice(0, d.col))) role = 'arr';
      if (
        role === 'plain' &&
        line > 0 &&
        !flightCols.length &&
        underArrival(t.slice(0, d.col), t.slice(d.end), text[line - 1])
      )
        role = 'arr';
      found.push({
        i: 0,
        kind: 'date',
        line,
        col: d.col,
        day: d.day,
        month: d.month,
        year: d.year,
        role,
        weekday: d.weekday,
        ...(LEG_LABEL.test(t.slice(0, d.col)) ? { heading: true } : {}),
      });
    }
    // "pegar a LATAM LA 8061 MCO-GRU amanhã às 19h10": a day said from when the text was written, which
    // it does not print; no date of another line is the flight's, so its day is left unknown.
    const relative = !dates.length && flightCols.length ? RELATIVE_DAY.exec(t) : null;
    if (relative)
      found.push({
        i: 0,
        kind: 'date',
        line,
        col: relative.index,
        day: 1,
        month: 1,
        year: null,
        role: 'unsure',
        weekday: null,
      });
    // "FJ 910 SYD-NAN this Saturday, dep 9:35am" under a chat's "Wednesday, 25 November": a flight's
    // day told by its weekday alone is the next such day after the date above, not that date.
    const byWeekday = !dates.length && !relative && flightCols.length ? weekdayOnly(r) : null;
    const dayAbove = byWeekday !== null ? lastDayAbove(tokens) : null;
    if (byWeekday !== null && dayAbove && dayAbove.weekday !== byWeekday) {
      const next = shiftedDay(dayAbove, (byWeekday - dayAbove.weekday + 7) % 7);
      if (next)
        found.push({
          i: 0,
          kind: 'date',
          line,
          col: 0,
          ...next,
          role: 'plain',
          weekday: next.year === null ? byWeekday : null,
        });
    }
    const busy = (a: number, b: number) =>
      dates.some((d) => a < d.end && b > d.col) || flightCols.some(([x, y]) => a < y && b > x);

    // "antes 07:10 / 09:05  ->  ahora 08:25 / 10:20": every clock between the two words is the old schedule.
    const was = /(?<![A-Z])(?:ANTES|BEFORE|WAS|ERA|PREVIOUSLY|ANTERIOR)(?![A-Z])/.exec(t);
    const now = was && /(?<![A-Z])(?:AHORA|AGORA|NOW)(?![A-Z])/.exec(t.slice(was.index));
    const oldClocks: [number, number] | null = was && now ? [was.index, was.index + now.index] : null;
    let timeCount = 0;
    // Clocks in a sentence ended before the line's first flight ("saiu 17:35. Remarcado: LA 4602 ...").
    let closedClocks = 0;
    let lastClockEnd = stampEnd;
    TIME.lastIndex = 0;
    while ((m = TIME.exec(t)) !== null) {
      // "Horário anterior: 19:40   Novo horário: 20:15": the clock after a stale label is the old one.
      const own = t.slice(lastClockEnd, m.index);
      const since = lastClockEnd;
      // "mudou de 07h05 pra 08h20", "changed from 7:05 to 8:20": the first clock is the old one.
      const changedFrom =
        CHANGED_FROM.test(own) &&
        /^\s*(?:PRA|PARA|P\/|A LAS|A|TO|->|\u2192)\s*\d/.test(t.slice(m.index + m[0].length));
      // "saída 22h10 (antes era 21h15)": the clock after "antes era" / "was" is the old one.
      const wasClock =
        /(?<![A-Z])(?:ANTES ERA|ANTES ERAN|ERA|WAS|PREVIOUSLY|ORIGINALMENTE|ORIGINALLY)\s*$/.test(own);
      const stale =
        m.index < stampEnd ||
        (STALE.test(own) && !FRESH.test(own)) ||
        changedFrom ||
        wasClock ||
        (oldClocks !== null && m.index > oldClocks[0] && m.index < oldClocks[1]);
      const before = t.slice(Math.max(0, m.index - 40), m.index);
      const ctx = headingAt(m.index) ?? labelOf(before, prev);
      if (DURATION.test(ctx)) continue;
      const end = m.index + m[0].length;
      const hSep = !m[0].includes(':') && !/^\d{4}\s*HRS?$/.test(m[0]);
      if (
        hSep &&
        !(m[3] ?? m[4]) &&
        ((colonClock &&
          !CLOCK_BEFORE.test(t.slice(0, m.index)) &&
          !/^\s*(?:\u2192|->)/.test(t.slice(end)) &&
          !CLOCK_AFTER.test(t.slice(end))) ||
          DURATION_AFTER.test(t.slice(end)) ||
          DURATION_BEFORE.test(t.slice(0, m.index)))
      )
        continue;
      // "7:05" with its "PM" in the next cell of a flattened table.
      const ampm =
        m[3] ??
        m[4] ??
        (t.slice(end).trim() === '' ? AM_PM_ALONE.exec(text[line + 1] ?? '')?.[1] : undefined);
      const hhmm = clockTime(m[1], m[2], ampm);
      if (!hhmm || busy(m.index, end)) continue;
      lastClockEnd = end;
      const mark = MARK.exec(t.slice(end, end + 10));
      const told = NEXT_DAY.exec(own);
      const nextDay =
        !mark && told !== null && !dates.some((d) => d.col >= since + told.index && d.col < m!.index);
      let role: Role = ARR_LABEL.test(ctx)
        ? 'arr'
        : DEP_LABEL.test(ctx.slice(-16))
          ? 'dep'
          : BOARDING.test(ctx)
            ? 'boarding'
            : DEP_LABEL.test(ctx)
              ? 'dep'
              : 'plain';
      // The time of an issue, payment or e-mail date ("Emitido em 20/03/2024 10:15") is not a flight's.
      if (stale) role = 'other';
      else if (
        (otherLine || (otherDate && !ownColumn(t, dates, otherCols, m.index, end)) || mailHeader) &&
        (role === 'plain' || role === 'boarding')
      )
        role = 'other';
      else if (twelveHour(line) && !ampm && Number(m[1]) >= 1 && Number(m[1]) <= 12) role = 'unsure';
      if (twoClocks.has(line)) role = 'unsure';
      found.push({
        i: 0,
        kind: 'time',
        line,
        col: m.index,
        hhmm,
        mark: mark ? Number(mark[2]) * (mark[1] === '-' ? -1 : 1) : nextDay ? 1 : null,
        ...(nextDay ? { told: true } : {}),
        role,
      });
      timeCount++;
      const firstFlight = Math.min(...flightCols.map(([x]) => x));
      if (m.index < firstFlight && /[.!?]\s/.test(t.slice(end, firstFlight))) closedClocks++;
    }

    const clockNear = [text[line - 1], text[line + 1]].some(
      (n) => n !== undefined && /^\W*\d{1,2}[:H]\d{2}/.test(n),
    );
    const places = findPlaces(t, r, caps, clockNear, text[line + 1] ?? '', text[line - 1] ?? '');
    // "AD2875  REC-FEN  04/07  13:15 - 14:30  (taxa ambiental TPA paga na ilha)": a remark in parentheses
    // after the line's whole schedule, its route and clocks, names no end of the flight.
    const clocks = found.filter((x) => x.kind === 'time').map((x) => x.col);
    const inRemark = (p: { col: number }) => {
      const open = t.lastIndexOf('(', p.col);
      return (
        open >= 0 &&
        !t.slice(open, p.col).includes(')') &&
        /[A-Z]{2,}\s+$/.test(t.slice(open + 1, p.col)) &&
        clocks.some((c) => c < open) &&
        !clocks.some((c) => c > open) &&
        places.filter((q) => q.end <= open).length >= 2
      );
    };
    for (const p of places) {
      // "KLM" on a line of its own is the airline, not an airport.
      if (brandHits.some((b) => p.col < b.end && p.end > b.col)) continue;
      // "UNITED 128": the carrier's short name before its number, not the route UNI-TED.
      if (shortBrandCols.some(([x, y]) => p.col < y && p.end > x)) continue;
      // "Operated by Air France (HOP!)": a bare code in the operator's name, on a line with no clock, is
      // a brand, not an airport.
      if (op && p.col > op.index && !timeCount && /^[A-Z]{3}$/.test(t.slice(p.col, p.end))) continue;
      // "07 DEZ 2025 (DOM)": the weekday closing a date, not Dominica's airport.
      if (
        WEEKDAYS[t.slice(p.col, p.end).replace(/[^A-Z]/g, '')] !== undefined &&
        dates.some((d) => d.end <= p.col && /^[\s(,.\-\u2013]*$/.test(t.slice(d.end, p.col))) &&
        /^\.?\s*(?:\)|,|$)/.test(t.slice(p.end))
      )
        continue;
      // "Chegada: 11:35 Lisboa (LIS)": a labelled place says which end of the flight it is; a label
      // leading the line ("Arrival  Tue 16 Apr 2024  11:35  Lisbon") names its first place only.
      // A flight number after an earlier place starts a new flight's labels: "chega LIS 11h00;
      // depois TP 21 LIS 16h25" leaves the second LIS unlabelled.
      const flightBefore = flightCols.filter(([, y]) => y <= p.col).pop();
      const newFlight = flightBefore && places.some((q) => q.end <= flightBefore[0]) ? flightBefore[1] : 0;
      const label = labelOf(t.slice(Math.max(0, p.col - 40, newFlight), p.col), prev);
      const lead =
        p === places.find((q) => !brandHits.some((b) => q.col < b.end && q.end > b.col))
          ? LEAD_LABEL.exec(t)
          : null;
      const role: Role =
        cell?.kind === 'place' && FROM_HEADING.test(cell.heading)
          ? 'dep'
          : cell?.kind === 'place' && BOTH_ENDS_HEADING.test(cell.heading)
            ? 'plain'
            : lead
              ? lead[1]
                ? 'arr'
                : 'dep'
              : TO_BEFORE.test(label)
                ? 'arr'
                : FROM_BEFORE.test(label)
                  ? 'dep'
                  : ARR_LABEL.test(label)
                    ? 'arr'
                    : DEP_LABEL.test(label)
                      ? 'dep'
                      : 'plain';
      // "Conexão em Lima (LIM) · espera de 1h35", "Layover in Panama City": a stop, not an end of the flight.
      // "Escala em Salvador (SSA)" with nothing after it is a stop too.
      const after = t.slice(p.end);
      const stop =
        LAYOVER_BEFORE.test(t.slice(Math.max(0, p.col - 30), p.col)) &&
        (LAYOVER_WAIT.test(after) || !/\d/.test(after));
      found.push({
        i: 0,
        kind: 'place',
        line,
        col: p.col,
        codes: p.codes,
        role: stop || inRemark(p) || ADDRESS.test(t) ? 'other' : role,
      });
    }
    // "ZRH-VIE  10/09": the word before the date is Vienna's code, read as a place, no weekday (viernes).
    for (const x of found)
      if (
        x.kind === 'date' &&
        x.weekday != null &&
        places.some((p) => p.end <= x.col && /^[\s.,]*$/.test(t.slice(p.end, x.col)))
      )
        x.weekday = null;

    // GDS-like notes: "LA3456 15APR GRULIS 0705 2140" — four-digit times only on a line that has a flight and a route.
    if (timeCount === closedClocks && flightCols.length && places.length >= 2) {
      GDS_TIME.lastIndex = 0;
      // From the first airport on: a time may follow each airport ("GRU 0705 POA 0830").
      const after = places[0].end;
      const gt = clockPairs(t);
      while ((m = GDS_TIME.exec(gt)) !== null) {
        if (m.index < after || busy(m.index, m.index + m[0].length)) continue;
        const hhmm = gdsTime(m[1], m[2]);
        if (!hhmm) continue;
        const end = m.index + m[0].length;
        const mark = /^([+-])(\d)|^(#)/.exec(gt.slice(end, end + 2));
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
    // "a) DL 1571 dep 1415 arr 1622": four-digit clocks after their own short labels, on a flight's
    // line whose route is printed elsewhere (the line above, the request it answers).
    else if (timeCount === closedClocks && flightCols.length)
      for (const c of t.matchAll(LABELLED_GDS_TIME)) {
        const at = c.index + c[0].length - c[2].length;
        const hhmm = gdsTime(c[2], undefined);
        if (!hhmm || busy(at, at + 4)) continue;
        found.push({ i: 0, kind: 'time', line, col: at, hhmm, mark: null, role: c[1] ? 'dep' : 'arr' });
      }
    // "Operado por LATAM (LA 8065)": the operating carrier's number is not another flight.
    // ("KL 6358 operado por Air France" keeps KL 6358, printed before the words.)
    const pending = operatorCodes;
    operatorCodes = [];
    // Only a number standing alone there: a line with its own schedule is the next flight.
    // Nor one under its own label ("Vuelo: AV9684"): the field layout's next block.
    if (
      pending.length &&
      !found.some((x) => x.kind === 'time' || x.kind === 'place') &&
      !/^\W*(?:VOO|VUELO|FLIGHT|VOL)\s*(?:N[O\u00ba\u00b0]\.?\s*)?:/.test(t)
    )
      for (let k = found.length - 1; k >= 0; k--) {
        const f = found[k];
        if (f.kind === 'flight' && f.airline && pending.includes(f.airline)) found.splice(k, 1);
      }
    if (op) {
      let numbered = false;
      for (let k = found.length - 1; k >= 0; k--)
        if (found[k].kind === 'flight' && found[k].col > op.index) {
          found.splice(k, 1);
          numbered = true;
        }
      // "Operated by: Iberia" and, on the next line, "IB 3166": that number is the operator's.
      if (!numbered) operatorCodes = brandHits.filter((b) => b.col > op.index).map((b) => b.code);
    }
    // The options a row of quotes does not take: gone, with their words ("via MAO").
    const unselected = unselectedOptions(t);
    for (let k = found.length - 1; k >= 0; k--)
      if (unselected.some(([a, b]) => found[k].col >= a && found[k].col < b)) found.splice(k, 1);
    // The stop told on a line below ("1 escala en Lima") makes a journey's ends only of two airports:
    // "11:20 LIM Lima, Aeropuerto Jorge Chávez" names one airport twice, a connection's end.
    const linePlaces = found.filter((x): x is Extract<Token, { kind: 'place' }> => x.kind === 'place');
    const twoAirports = linePlaces.some((x) => !sameAirport(x, linePlaces[0]));
    if (
      linePlaces.length >= 2 &&
      (VIA.test(withoutUnselected(t)) ||
        (twoAirports &&
          [text[line + 1] ?? '', text[line + 2] ?? ''].some((x) => VIA.test(withoutUnselected(x)))))
    ) {
      for (const x of found) if (x.kind === 'place') x.journey = true;
      if (!VIA.test(withoutUnselected(t))) viaBelow.add(line);
    }
    // "Ida: 10/05 · Volta: 14/05", "15/04/2024 - 20/04/2024": a trip's dates, not one flight's heading.
    if (
      !found.some((x) => x.kind === 'flight' || x.kind === 'time') &&
      found.filter((x) => x.kind === 'date').length >= 2
    )
      for (const x of found) if (x.kind === 'date' && x.role !== 'unsure') x.role = 'other';
    // A flight's line after a hotel's or a car's lines reopens the flights, unless the line itself opens
    // such a section ("Traslado  Luck  12/03  13:00  TR-4471"): a code there is the service's voucher.
    if (notAir && found.some((x) => x.kind === 'flight') && !NOT_AIR.test(t)) notAir = false;
    // A day heading of its own ("Thursday, January 22, 2026") opens the next day, past a hotel's lines.
    const dayHead = /^\W*([A-Z]+)/.exec(t)?.[1] ?? '';
    if (
      notAir &&
      found.length === 1 &&
      found[0].kind === 'date' &&
      !t.includes(':') &&
      t.trim().length <= 40 &&
      (WEEKDAYS[dayHead] !== undefined ||
        monthFromWord(dayHead) !== null ||
        /^\W*(?:(?:DIA|DAY)\s+)?\d/.test(t))
    )
      notAir = false;
    // A tour's numbered day with its date and no clock ("Día 3 — lun 20/10 — Buenos Aires / El
    // Calafate") opens that day too, whatever places it names.
    if (
      notAir &&
      /^\W*(?:DIA|DAY)\s+\d{1,2}(?!\d)/.test(t) &&
      found.some((x) => x.kind === 'date') &&
      !found.some((x) => x.kind === 'flight' || x.kind === 'time')
    )
      notAir = false;
    // So does a day's heading that opens with its date and names the day's route, with no clock ("11/10
    // (domingo) – PUERTO IGUAZÚ → BUENOS AIRES"): the flight below is that day's, not the last one read.
    if (
      notAir &&
      t.trim().length <= 60 &&
      !t.includes(':') &&
      found.some((x) => x.kind === 'date' && x.col === t.search(/[A-Z0-9]/)) &&
      found.some((x) => x.kind === 'place') &&
      !found.some((x) => x.kind === 'flight' || x.kind === 'time')
    )
      notAir = false;
    // "ops, é dia 14 não 13": the date printed above was wrong; this line is no flight's. A clock or an
    // airport is corrected only for the flight the line names, and only a line denying something can.
    // "AC 406 de 01/05: era 17:00 ..., agora sai 16:15 ... (4h35 até o AC 90)": the flight named before
    // the moved clock is the one it corrects.
    const wasNow = CLOCK_WAS_NOW.exec(t) ?? CLOCK_NOW_WAS.exec(t);
    // "AR1404 12JAN AEP-MDZ" / "antes 07:10 / 09:05 -> ahora 08:25 / 10:20": the line above names it.
    const namedFirst = wasNow ? namedFlights(t.slice(0, wasNow.index)) : [];
    const before = wasNow && !namedFirst.length ? namedFlights(text[line - 1] ?? '') : namedFirst;
    const named = before.length
      ? before
      : DENIES.test(t) || CLOCK_MOVED.test(t) || wasNow
        ? namedFlights(t)
        : [];
    if (
      correctDate(tokens, t, line) ||
      correctNumber(tokens, t) ||
      (named.length > 0 && (correctClock(tokens, t, named) || correctPlace(tokens, t, r, caps, named))) ||
      (fresh && staleRead?.line === line - 1 && correctClockLines(tokens, staleRead.found, found))
    )
      continue;
    if (staleLine) staleRead = { line, found: [...found] };
    const listed = optionList;
    if (OPTIONS_INTRO.test(body)) {
      optionList = true;
      introLine = line;
    }
    if (cut)
      for (let k = found.length - 1; k >= 0; k--)
        if (found[k].col < cut && (found[k].kind === 'flight' || found[k].kind === 'time'))
          found.splice(k, 1);
    if (
      staleLine ||
      staleBlock ||
      notAir ||
      offered ||
      listed ||
      tracked ||
      EXAMPLE_LEAD.test(body) ||
      (PRICE_LEAD.test(body) && found.some((x) => x.kind === 'flight')) ||
      unchosenAirlines.has(line) ||
      GROUND.test(t) ||
      AVAILABILITY.test(t) ||
      (someoneElses(line) && found.some((x) => x.kind === 'flight')) ||
      rejected.has(line) ||
      ((SPENT.test(t) || SPENT_CELL.test(t) || QUOTE_CELL.test(t)) &&
        found.some((x) => x.kind === 'flight')) ||
      (UNCONFIRMED.test(waitlistLeft(t)) &&
        found.some((x) => x.kind === 'flight') &&
        found.some((x) => x.kind === 'time'))
    )
      continue;
    // "wants AA 906 on 12/18 but it's full": a flight with no seat to be had, up to the sentence's end.
    for (const c of fullClauses(t)) {
      for (let k = found.length - 1; k >= 0; k--)
        if (found[k].col >= c[0] && found[k].col < c[1]) found.splice(k, 1);
    }
    // Flights offered as alternatives on one line: only the one the text says was chosen is booked.
    // With none chosen, nothing of the line is (its date, "volta 13/03: G3 1709 ... ou LA 3561 ...",
    // heads no other flight).
    const alternatives = alternativeSpans(t, found);
    for (const o of alternatives) offeredFlights.add(o.key);
    if (alternatives.length && !alternatives.some((o) => chosenFlights.has(o.key))) found.length = 0;
    // A date printed in an offer not taken ("G3 1191 ... (dia 18/05) ou AD 4417 ...") is the day of both.
    for (const o of alternatives) {
      if (chosenFlights.has(o.key)) continue;
      for (let k = found.length - 1; k >= 0; k--)
        if (found[k].col >= o.from && found[k].col < o.to && found[k].kind !== 'date') found.splice(k, 1);
    }
    // "Cliente escolheu o LA 3310 das 11:20": the choice names a flight offered above, whose schedule
    // was read there; its sentence starts no block of its own.
    for (const f of found.filter((x): x is Extract<Token, { kind: 'flight' }> => x.kind === 'flight')) {
      const key = (f.airline ?? '') + unpadded(f.flight);
      if (!offeredFlights.has(key) || !choicesIn(t).includes(key) || !found.includes(f)) continue;
      const stop = t.slice(f.col).search(/[.;!?](?:\s|$)/);
      const end = stop < 0 ? t.length : f.col + stop;
      for (let k = found.length - 1; k >= 0; k--)
        if (found[k].col >= f.col && found[k].col < end) found.splice(k, 1);
    }
    // "LA 800 check-in closes at 18:40", "Baggage: QF 28 / LA 800": a flight read above, named again
    // on a line about something else, starts no block of its own. A line printing the flight's route
    // and clock before the word is its schedule ("KL792 GRU-AMS 21APR 15:50 has seats").
    const mention = MENTION_LINE.exec(t);
    const scheduleFirst =
      !!mention &&
      found.filter((x) => x.kind === 'place' && x.col < mention.index).length >= 2 &&
      found.some((x) => x.kind === 'time' && x.col < mention.index);
    if (otherLine || (mention && !scheduleFirst))
      for (let k = found.length - 1; k >= 0; k--) {
        const f = found[k];
        if (
          f.kind === 'flight' &&
          tokens.some(
            (x) =>
              x.kind === 'flight' && x.airline === f.airline && unpadded(x.flight) === unpadded(f.flight),
          )
        )
          found.splice(k, 1);
      }
    // Such a flight named again on a line with no clock of its own ("se o LH 500 liberar, a volta passa a
    // ser VIE-FRA-GIG") is the same request, no schedule to read from the lines around.
    if (!found.some((x) => x.kind === 'time'))
      for (let k = found.length - 1; k >= 0; k--) {
        const f = found[k];
        if (f.kind === 'flight' && unconfirmedFlights.has((f.airline ?? '') + unpadded(f.flight)))
          found.splice(k, 1);
      }
    // "check-in for BA 248 opens ... (from 15:55 tomorrow)": a day counted from the writing was read for
    // the line's flight; with that flight gone, it is no one's day.
    if (relative && !found.some((x) => x.kind === 'flight')) {
      const k = found.findIndex((x) => x.kind === 'date' && x.col === relative.index && x.role === 'unsure');
      if (k >= 0) found.splice(k, 1);
    }
    found.sort((a, b) => a.col - b.col);
    for (const t of found) {
      t.i = tokens.length;
      tokens.push(t);
    }
  }
  markJourneyHeadings(tokens);
  unmarkLegsOverVia(tokens, viaBelow);
  return {
    tokens,
    brands,
    operators,
    brandLines,
    brandHits: brandHitsAll,
    cancelLines,
    cancelledNumbers,
    flownFlights,
    rows: cells.map((c) => c?.row ?? null),
    loneRows: new Set(cells.flatMap((c) => (c?.lone ? [c.row] : []))),
    messages: messageStarts(text, authors),
    mails: mailParts(text, logStamps ? (line) => logStamp(text[line], raw[line]) : () => false),
  };
}

// A forward's or a reply's mark alone on its line: "---------- Forwarded message ---------",
// "-----Original Message-----", "Begin forwarded message:".
const MAIL_MARK =
  /^\W*(?:BEGIN\s+)?(?:FORWARDED MESSAGE|ORIGINAL MESSAGE|MENSAGEM ENCAMINHADA|MENSAGEM ORIGINAL|MENSAJE REENVIADO|MENSAJE ORIGINAL)\W*$/;

/**
 * For each line, the number of mail marks at or above it: the mail of a thread it belongs to. A log's
 * entry stamps ("02/09/2026 11:20 · Joana · Ligação") part it too: each entry is a note of its own, and
 * a flight named in one takes no place, day or clock from another (a newer entry's reminder about a
 * flight is no schedule for the airport an older entry names).
 */
function mailParts(text: string[], entryStamp: (line: number) => boolean): number[] {
  let n = 0;
  return text.map((t, line) => (MAIL_MARK.test(t) || entryStamp(line) ? ++n : n));
}

/** For each line of a chat export (two stamped or author lines at least), its message's first line. */
function messageStarts(text: string[], authors: Set<number>): (number | null)[] {
  const starts = text.map((t, line) => authors.has(line) || CHAT_STAMP.test(t));
  if (starts.filter(Boolean).length < 2) return text.map(() => null);
  let current: number | null = null;
  return starts.map((start, line) => {
    if (start) current = line;
    return current;
  });
}
