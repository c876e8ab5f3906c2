import { airportDistanceKm, lookupAirport } from './data.ts';
import type { Line } from './lines.ts';
import { deaccent, monthFromWord } from './months.ts';
import type { RawSegment } from './types.ts';
import { AIRLINE_NAMES } from './itinerary/airline-names.ts';
import { airlinesByKeyword, UNKNOWN_AIRLINE } from './itinerary/airline-data-names.ts';
import { group, type Draft } from './itinerary/group.ts';
import { newSchedule } from './itinerary/before-after.ts';
import { expandTables } from './itinerary/tables.ts';
import { mayHoldTime, scan, type BrandHit, type Token } from './itinerary/scan.ts';
import { toMinutes } from './time.ts';
import { flightMinutes } from './tz.ts';
import { dayDiff, isoDate } from './year.ts';
import { unpadded } from './flight-number.ts';
import { METRO_CODES } from './itinerary/place-names.ts';

/*
 * Airline and agency e-mails, e-tickets and agents' notes in pt / es / en: the general itinerary
 * reader. Tokenise (flights, places, dates, times), group by proximity, settle the carrier and
 * ambiguous cities from the rest of the text, and keep only segments with every field filled.
 */

const BRAND_RES = AIRLINE_NAMES.map(([name, code]) => ({
  code,
  re: new RegExp(String.raw`(?<![A-Z])${name.replace(/ /g, String.raw`\s+`)}(?![A-Z])`, 'g'),
}));

// Any of the names at all: most lines name no airline, and one test settles that.
const ANY_BRAND = new RegExp(
  String.raw`(?<![A-Z])(?:${AIRLINE_NAMES.map(([name]) => name.replace(/ /g, String.raw`\s+`)).join('|')})(?![A-Z])`,
);

const NO_WORD_BRAND =
  /^(?:LATAM|VOEGOL|VOEAZUL|AVIANCA|CONVIASA|LUFTHANSA|JETSMART|FLYBONDI|ARAJET|VOLARIS|PARANAIR|VOEPASS|AEROMEXICO|.+\s(?:AIRLINES?|AIRWAYS|AIR LINES|LINHAS AEREAS|LINEAS AEREAS))$/;

export function brandsIn(t: string, raw: string): BrandHit[] {
  const out: BrandHit[] = [];
  // Names the hand-written list lacks, from the airline data, or an airline it cannot place.
  const byKeyword = airlinesByKeyword(t, raw);
  if (!ANY_BRAND.test(t)) return byKeyword;
  for (const { code, re } of BRAND_RES) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(t)) !== null) {
      // "Azul" and "Gol" are also words: a brand is written with a capital, unless it is no word
      // ("flybondi", "latam") or names itself an airline ("copa airlines").
      if (/[A-Z]/.test(raw[m.index] ?? '') || NO_WORD_BRAND.test(m[0]))
        out.push({ code, col: m.index, end: m.index + m[0].length });
    }
  }
  // One name inside a longer one ("Copa" in "Copa Airlines") is that one mention, not two.
  const names = out.filter(
    (a) => !out.some((b) => b !== a && b.col <= a.col && b.end >= a.end && b.end - b.col > a.end - a.col),
  );
  // The hand-written name wins over the data's reading of the same words ("Copa Airlines"); a longer
  // reading around it ("LATAM Airlines 3271", which the data gives to several airlines) is its whole name.
  for (const a of byKeyword) {
    const within = names.find((b) => b.col >= a.col && b.end < a.end);
    if (within && !names.some((b) => b !== within && b.col < a.end && b.end > a.col)) within.end = a.end;
    else if (!names.some((b) => b.col < a.end && b.end > a.col)) names.push(a);
  }
  return names;
}

export interface EmailRead {
  segments: RawSegment[];
  /** yyyy-mm-dd from the text's own dated lines, to place dates printed without a year. */
  reference: string | null;
}

function normalised(lines: Line[]): { text: string[]; raw: string[] } {
  const text = lines.map((l) => deaccent(l.up));
  // The same text in its own case where the character positions agree, for codes and names.
  const raw = lines.map((l, i) => {
    const r = deaccent(l.raw.normalize('NFC'));
    return r.length === text[i].length ? r : text[i];
  });
  return { text, raw };
}

/** The carrier for "Voo 3456": the one airline the text names, or one named far more than others. */
function pickBrand(brands: Map<string, number>, explicit: Set<string>): string | null {
  const counts = new Map(brands);
  for (const c of explicit) counts.set(c, (counts.get(c) ?? 0) + 1);
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  // The airline named most is one this reader cannot place: the carrier of "Voo 3456" is unknown.
  if (ranked[0]?.[0] === UNKNOWN_AIRLINE) return null;
  if (ranked.length === 1) return ranked[0][0];
  if (ranked.length > 1 && ranked[0][1] >= 3 * ranked[1][1]) return ranked[0][0];
  return null;
}

/** The airline named on its own line just above a flight ("LATAM" / "Voo 3340"), after the previous flight. */
function brandAbove(
  brandLines: { line: number; code: string; labelled: boolean }[],
  line: number,
  floor: number,
): string | null {
  let found: string | null = null;
  for (const b of brandLines) {
    if (b.line > line) break;
    // A labelled line heads the flight only right above its number; further up it may close the flight before.
    if (b.labelled && b.line !== line - 1) continue;
    if (b.line > floor && b.line >= line - 3) found = b.code;
  }
  return found;
}

/**
 * The carrier of "Voo 3340": an airline named within the flight's own lines (or on a labelled
 * "Companhia aérea: LATAM" line just below them), else on a line just above it, else the text's one
 * airline. Two different airlines there leave it unknown.
 */
function carrierOf(
  d: Draft,
  flightLine: number,
  below: number,
  hits: { line: number; code: string; labelled: boolean }[],
  above: string | null,
  brand: string | null,
): string | null {
  const lo = Math.min(d.firstLine, flightLine);
  const own = new Set(
    hits
      .filter(
        (h) =>
          (h.line >= lo && h.line <= d.lastLine) || (h.labelled && h.line > d.lastLine && h.line <= below),
      )
      .map((h) => h.code),
  );
  if (above) own.add(above);
  if (own.size > 1) return null;
  return own.size === 1 ? [...own][0] : brand;
}

/** True when `b` leaves within a day of `a`'s departure day: a connection, not a return. */
function connects(a: Draft, b: Draft): boolean {
  const diff = dayDiff(a.day, a.month, b.day, b.month);
  return diff >= 0 && diff <= 1 + Math.max(0, a.arrDayOffset ?? 0);
}

/**
 * True when `b` leaves from where `a` landed, not from the city's other airport: a change of
 * airport (GRU → CGH, EZE → AEP, CDG → ORY) needs more than three hours, so only a connection of at
 * most three hours with known times settles a city by its neighbour.
 */
function tightConnection(a: Draft, b: Draft): boolean {
  if (!a.arr || a.arrDayOffset === null) return false;
  const landed = dayDiff(a.day, a.month, b.day, b.month) * 1440 - a.arrDayOffset * 1440;
  const gap = landed + toMinutes(b.dep) - toMinutes(a.arr);
  return gap > 0 && gap <= 180;
}

const countryOf = (code: string) => lookupAirport(code)?.country ?? null;

/** Block speeds no airliner leaves: above the fastest tailwind, below a hop's taxiing and climb. */
const MAX_BLOCK_KMH = 1050;
const MIN_BLOCK_KMH = 100;

/**
 * Whether a flight from `from` to `to` can take the time its clocks say: distance over the time
 * between the two local clocks in their zones. Null when a clock, the landing day or a position is missing.
 */
function believable(d: Draft, from: string, to: string): boolean | null {
  if (!d.arr || d.arrDayOffset === null) return null;
  const za = lookupAirport(from)?.tz;
  const zb = lookupAirport(to)?.tz;
  const km = airportDistanceKm(from, to);
  if (!za || !zb || km === null) return null;
  const minutes = flightMinutes(d.year ?? 2001, d.month, d.day, d.dep, za, d.arrDayOffset, d.arr, zb);
  if (minutes === null) return null;
  const hours = minutes / 60;
  if (hours <= 0) return false;
  return km / hours <= MAX_BLOCK_KMH && (km < 300 || km / hours >= MIN_BLOCK_KMH);
}

/**
 * One airport out of a city's several: the one the route or the rest of the text names. Towns of
 * one name in several places ("Santiago": Chile, Compostela, the Dominican Republic, Cuba) are
 * settled by the flight's other end: first by the flight time its clocks allow (Ezeiza 9:45 → 11:55
 * reaches Santiago de Chile, no other), then by being in the other end's country (a domestic hop).
 */
function settle(
  codes: string[],
  neighbour: string | null,
  named: Set<string>,
  otherEnd: string[],
  fits: (code: string, other: string) => boolean | null,
): string | null {
  if (codes.length === 1) return codes[0];
  if (neighbour && codes.includes(neighbour)) return neighbour;
  const inText = codes.filter((c) => named.has(c));
  if (inText.length) return inText.length === 1 ? inText[0] : null;
  if (otherEnd.length !== 1) return null;
  const verdicts = codes.map((c) => fits(c, otherEnd[0]));
  const left = verdicts.every((v) => v !== null) ? codes.filter((_, i) => verdicts[i]) : codes;
  if (left.length <= 1) return left[0] ?? null;
  const home = countryOf(otherEnd[0]);
  const domestic = home ? left.filter((c) => countryOf(c) === home) : [];
  return domestic.length === 1 ? domestic[0] : null;
}

function extras(
  rawLines: string[],
  d: Draft,
  until: number,
): Pick<RawSegment, 'class' | 'status' | 'operated_by' | 'equipment' | 'terminal_dep' | 'terminal_arr'> {
  const block = rawLines.slice(d.firstLine, Math.max(d.lastLine + 1, until)).join('\n');
  const up = deaccent(block.toUpperCase());
  const cls =
    /(?:CLASSE|CLASE|CLASS|CABINE|CABINA|CABIN)\b[^\n(]{0,24}\(([A-Z])\)|(?:CLASSE|CLASE|CLASS)\s*:\s*([A-Z])(?![A-Z])/.exec(
      up,
    );
  const after = (re: RegExp, max = 40) => {
    const m = re.exec(block);
    const v = m?.[1].split(/\s{2,}|\s[|\u00b7\u2022,;]\s?|\n/)[0].trim();
    return v ? v.slice(0, max) : null;
  };
  let terminalDep: string | null = null;
  let terminalArr: string | null = null;
  const termRe = /TERMINAL\s*:?\s*([A-Z0-9]{1,3})(?![A-Z0-9])/g;
  let tm: RegExpExecArray | null;
  let seen = 0;
  while ((tm = termRe.exec(up)) !== null) {
    if (seen++ === 0) terminalDep = tm[1];
    else terminalArr ??= tm[1];
  }
  return {
    class: cls ? (cls[1] ?? cls[2]) : null,
    // A leg whose own status says cancelled was left out already: "cancelado" still in the block is
    // about something else ("a reunião foi cancelada", another flight), so it says nothing here.
    status: /CANCELAD|CANCELLED|CANCELED/.test(up) ? null : /CONFIRMAD|CONFIRMED/.test(up) ? 'HK' : null,
    operated_by: after(/(?:operad[oa] por|operated by)\s*:?\s*([^\n]+)/i),
    equipment: after(
      /(?:aeronave|avi[o\u00f3]n|equipamento|equipo|aircraft|equipment)\s*:?\s*([a-z0-9][^\n]+)/i,
      30,
    ),
    terminal_dep: terminalDep,
    terminal_arr: terminalArr,
  };
}

/** Earliest date printed with its year: the reference for dates printed without one. */
function referenceOf(tokens: Token[]): string | null {
  const days: number[] = [];
  for (const t of tokens) {
    if (t.kind !== 'date' || t.year === null || t.role === 'unsure') continue;
    days.push(Date.UTC(t.year, t.month - 1, t.day));
  }
  // A birth date or an old document date is not when the trip was booked.
  const latest = Math.max(...days);
  let best: number | null = null;
  for (const v of days) if (v >= latest - 400 * 86_400_000 && (best === null || v < best)) best = v;
  if (best === null) return null;
  const d = new Date(best);
  return isoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/**
 * A flight whose date was not printed with it (carried from elsewhere, or taken from a line three
 * or more above) while its twin (same number, same route) is printed with its own date on its own
 * line, on another day: the date it borrowed ("datas pedidas: ida 08/03, volta 16/03" above a
 * quote's lines) is not its day; the twin's is.
 */
function withoutCarriedTwins(drafts: Draft[], tokens: Token[]): Draft[] {
  const meets = (a: string[], b: string[]) => a.some((c) => b.includes(c));
  const gap = (d: Draft) =>
    d.dateIdx < 0 ? Infinity : Math.abs(tokens[d.dateIdx].line - tokens[d.flightIdx].line);
  return drafts.filter(
    (d) =>
      gap(d) < 3 ||
      !drafts.some(
        (e) =>
          gap(e) === 0 &&
          e.flight === d.flight &&
          (e.airline ?? d.airline) === (d.airline ?? e.airline) &&
          (e.day !== d.day || e.month !== d.month) &&
          meets(e.from, d.from) &&
          meets(e.to, d.to),
      ),
  );
}

/**
 * Segments from an e-mail, e-ticket or free-form note; empty when no flight can be filled.
 * `needReference` false: the caller has its reference date, so a text with no clock time (most of
 * a GDS display's leftover lines) is not scanned at all.
 */
export function readEmail(pasted: Line[], needReference = true): EmailRead {
  const pastedText = normalised(pasted);
  // A table's cells hold no clock its row did not: the test on the text as pasted is as loose.
  if (!needReference && !mayHoldTime(pastedText.text, pastedText.raw, brandsIn))
    return { segments: [], reference: null };
  const lines = expandTables(newSchedule(pasted));
  const { text, raw } = lines === pasted ? pastedText : normalised(lines);
  const {
    tokens,
    brands,
    operators,
    brandLines,
    brandHits,
    cancelLines,
    cancelledNumbers,
    flownFlights,
    rows,
    loneRows,
    messages,
    mails,
  } = scan(text, raw, brandsIn);
  const drafts = withoutCarriedTwins(group(tokens, rows, messages, loneRows, mails), tokens);
  const explicit = new Set(tokens.flatMap((t) => (t.kind === 'flight' && t.airline ? [t.airline] : [])));
  // Airlines named as headings of different flights ("Airline: Iberia", "LATAM"): a flight with none
  // of its own may be any of them, however often one is named.
  const headingCodes = new Set(brandLines.map((b) => b.code));
  const brand =
    headingCodes.size > 1 ? null : pickBrand(brands.size || explicit.size ? brands : operators, explicit);

  // Lines holding a flight number, in order, and the airports named by code on each line: looked up
  // per draft, so a long text's many drafts do not each walk every token.
  const flightLines = [...new Set(tokens.flatMap((t) => (t.kind === 'flight' ? [t.line] : [])))].sort(
    (a, b) => a - b,
  );
  const codesByLine: { code: string; owner: number }[][] = lines.map(() => []);
  let owner = -1;
  for (const t of tokens) {
    if (t.kind === 'flight') owner = t.i;
    else if (t.kind === 'place' && t.codes.length === 1) {
      const sameLine = owner >= 0 && tokens[owner].line === t.line;
      codesByLine[t.line]?.push({ code: t.codes[0], owner: sameLine ? owner : -1 });
    }
  }

  const out: RawSegment[] = [];
  // Segments read from "> " quoted lines or below a reply's separator: an earlier message the text
  // above may have changed. Each older message down the chain is one level deeper.
  const level = new Map<RawSegment, number>();
  const replacing = new Set<RawSegment>();
  // In a chat export, the message each segment was read from (its first line).
  const messageOf = new Map<RawSegment, number>();
  const older = olderMessageMarks(text);
  let settledTo: { draft: number; code: string | null } = { draft: -1, code: null };
  // A leg whose own status says cancelled or not operated is not a flight the traveller takes.
  // A cancel line that names other flights' numbers only is about them.
  const ownStatusCancelled = (i: number) => {
    const d = drafts[i];
    const flightLine = tokens[d.flightIdx].line;
    const nextLine = drafts[i + 1] ? tokens[drafts[i + 1].flightIdx].line : Infinity;
    return cancelLines.some(
      (l) =>
        l >= Math.min(d.firstLine, flightLine) &&
        l < Math.min(d.lastLine + 3, nextLine) &&
        !(cancelledNumbers.get(l) ?? [d.flight]).every((n) => n !== d.flight),
    );
  };
  // ... and the same flight on the same day printed elsewhere ("Resumo original da sua compra") is it too.
  const dayKey = (d: (typeof drafts)[number]) => `${d.flight} ${d.day}/${d.month}`;
  const cancelledLegs = new Set(drafts.filter((_, i) => ownStatusCancelled(i)).map(dayKey));
  for (let i = 0; i < drafts.length; i++) {
    const d = drafts[i];
    const flightLine = tokens[d.flightIdx].line;
    const nextLine = drafts[i + 1] ? tokens[drafts[i + 1].flightIdx].line : Infinity;
    if (cancelledLegs.has(dayKey(d))) continue;
    // "(o LA 3302 das 18:00 foi cancelado)" further down: that flight, unless printed again after it.
    // So is one a newer message of a reply chain says was cancelled ("Voos cancelados: G3 1867 e G3
    // 1240" above the quoted issuance that still lists them).
    const depth = messageDepth(older, lines, flightLine);
    if (
      [...cancelledNumbers].some(
        ([l, numbers]) =>
          numbers.includes(d.flight) &&
          ((l > flightLine &&
            !tokens.some((t) => t.kind === 'flight' && t.line > l && unpadded(t.flight) === d.flight)) ||
            (l < flightLine && messageDepth(older, lines, l) < depth)),
      )
    )
      continue;
    let below = Math.min(
      d.lastLine + 3,
      drafts[i + 1] ? Math.max(drafts[i + 1].firstLine, nextLine) - 1 : Infinity,
    );
    // Not past the next flight's number, read or not; "Companhia aérea: GOL" right above it is its heading.
    const nextAny = flightLines[upperBound(flightLines, flightLine)] ?? Infinity;
    below = Math.min(below, nextAny - 1);
    if (below === nextAny - 1) below = nextAny - 2;
    // An airline line above another flight's number (one not read) is that flight's heading.
    const before = flightLines[lowerBound(flightLines, flightLine) - 1] ?? -1;
    const floor = Math.max(drafts[i - 1]?.lastLine ?? -1, before);
    const airline =
      d.airline ??
      carrierOf(d, flightLine, below, brandHits, brandAbove(brandLines, flightLine, floor), brand);
    if (!airline || airline === UNKNOWN_AIRLINE || flownFlights.has(airline + d.flight)) continue;
    // The flight before and after settle a city only as a connection (within a day), not a trip's return.
    const prev = drafts[i - 1];
    const next = drafts[i + 1];
    // The flight before's end as settled ("CIUDAD DE MEXICO" above "TERMINAL 2 (MEX)") counts as well.
    const prevEnd = prev?.to.length === 1 ? prev.to[0] : settledTo.draft === i - 1 ? settledTo.code : null;
    const prevTo = prev && prevEnd && connects(prev, d) && tightConnection(prev, d) ? prevEnd : null;
    const nextFrom =
      next && next.from.length === 1 && connects(d, next) && tightConnection(d, next) ? next.from[0] : null;
    // Airports the flight's own block names by code ("SANTIAGO  BUENOS AIRES" and below it "Buenos
    // Aires (EZE)"), never another flight's: that one may use the city's other airport.
    // Nor the next flight's own lines (its route printed above its number).
    const blockEnd = Math.min(
      d.lastLine + 3,
      next ? tokens[next.flightIdx].line - 1 : Infinity,
      next ? Math.max(d.lastLine, next.firstLine - 1) : Infinity,
    );
    const named = new Set<string>();
    // Not an airport printed after another flight's number on its line ("BA 713 ZRH - LHR, and back
    // LX 347 London"): that flight's end; London there may as well be City airport.
    for (let l = Math.max(0, d.firstLine); l <= blockEnd && l < codesByLine.length; l++)
      for (const { code, owner } of codesByLine[l]) if (owner < 0 || owner === d.flightIdx) named.add(code);
    const from = settle(d.from, prevTo, named, d.to, (c, other) => believable(d, c, other));
    const to = settle(d.to, nextFrom, named, d.from, (c, other) => believable(d, other, c));
    if (!from || !to || sameCity(from, to)) continue;
    settledTo = { draft: i, code: to };
    out.push({
      airline,
      flight: d.flight,
      from,
      to,
      day: d.day,
      month: d.month,
      year: d.year,
      weekday: d.weekday,
      dep: d.dep,
      arr: d.arr,
      arr_day_offset: d.arr ? d.arrDayOffset : null,
      // Class, carrier and aircraft lines often follow the schedule, up to the next flight.
      ...extras(
        raw,
        d,
        Math.min(
          d.lastLine + 4,
          drafts[i + 1] ? Math.max(drafts[i + 1].firstLine, d.lastLine + 1) : Infinity,
        ),
      ),
      line: lines[tokens[d.flightIdx].line]?.no ?? 0,
    });
    const at = tokens[d.flightIdx].line;
    if (depth) level.set(out[out.length - 1], depth);
    if (REPLACING.test(text[at]) || (at > 0 && REPLACING.test(text[at - 1])))
      replacing.add(out[out.length - 1]);
    const message = messages[at];
    if (message !== null && message !== undefined) messageOf.set(out[out.length - 1], message);
  }
  return {
    segments: dedupe(
      withoutMovedDay(
        renumbered(
          lastSaid(
            withoutReplaced(withoutSuperseded(out, level, rebookedDepths(text, lines, older)), replacing),
            messageOf,
            messages,
          ),
        ),
        movedDays(text),
      ),
    ),
    reference: referenceOf(tokens),
  };
}

/**
 * The lines that open an earlier message of the text, one level deeper each: below "-----Mensagem
 * original-----" / "-----Original Message-----", the earlier mails of a reply. So is a second
 * forwarded message under a first: the older mail the newer one replaces. (The first forward mark
 * only wraps the forwarded mail under the forwarder's note.) `text`: upper case, no accents.
 */
export function olderMessageMarks(text: string[]): number[] {
  let first = true;
  return text.flatMap((t, line) => {
    const forward = FORWARD_MARK.test(t) || outlookSeparator(text, line) || bareHeader(text, line);
    const ruled = ruledHeader(text, line);
    const deeper = REPLY_SEPARATOR.test(t) || ruled || (forward && !first);
    if (forward || ruled) first = false;
    return deeper ? [line] : [];
  });
}

/** How many earlier messages down a reply chain line `at` lies: the marks above it, and "> " quoting. */
export function messageDepth(marks: number[], lines: Line[], at: number): number {
  return marks.filter((m) => m < at).length + (/^\s*>/.test(lines[at]?.raw ?? '') ? 1 : 0);
}

const FORWARD_MARK =
  /^\W*(?:-{2,}\s*)?(?:FORWARDED MESSAGE|MENSAGEM ENCAMINHADA|MENSAJE REENVIADO|BEGIN FORWARDED MESSAGE)\b/;
// Outlook's separator: a rule of underscores, then the quoted mail's header ("From:" / "De:").
const UNDERSCORE_RULE = /^\s*_{10,}\s*$/;
const HEADER_FIELD = /^\s*(?:FROM|DE|DA|VON|SENT|ENVIADO|ENVIADA)\s*:/;

function outlookSeparator(text: string[], line: number): boolean {
  if (!UNDERSCORE_RULE.test(text[line])) return false;
  let next = line + 1;
  while (next < text.length && !text[next].trim()) next++;
  return next < text.length && HEADER_FIELD.test(text[next]);
}
/**
 * A rule of dashes and, under it, an earlier mail's whole header ("De:", "Fecha:" within three lines,
 * "Asunto:"): the older message of a thread pasted below the newer one, as "-----Original Message-----".
 */
function ruledHeader(text: string[], line: number): boolean {
  if (!/^\s*[-=]{10,}\s*$/.test(text[line])) return false;
  let next = line + 1;
  while (next < text.length && !text[next].trim()) next++;
  const header = text.slice(next + 1, next + 6);
  return (
    next < text.length &&
    FROM_FIELD.test(text[next]) &&
    header.slice(0, 3).some((t) => SENT_FIELD.test(t)) &&
    header.some((t) => SUBJECT_FIELD.test(t))
  );
}
const FROM_FIELD = /^\s*(?:FROM|DE|VON)\s*:/;
const SUBJECT_FIELD = /^\s*(?:SUBJECT|ASSUNTO|ASUNTO|BETREFF)\s*:/;
const SENT_FIELD = /^\s*(?:SENT|ENVIADO|ENVIADA|DATE|DATA|FECHA|GESENDET)\s*:/;
// A rule or mark that already separates the message under it.
const SEPARATOR_ABOVE =
  /FORWARDED MESSAGE|MENSAGEM ENCAMINHADA|MENSAJE REENVIADO|ORIGINAL MESSAGE|MENSAGEM ORIGINAL|MENSAJE ORIGINAL|^\s*[-_=]{5,}\s*$/;

/**
 * Outlook's quoted mail with no rule above its header: "De: ..." then "Enviado: ..." within three
 * lines and a subject, under text of the newer message (not the paste's own header, nor a header under a mark).
 */
function bareHeader(text: string[], line: number): boolean {
  // Its subject too: an itinerary's "De: Lisboa / Data: 22/05" fields are no mail header.
  const next = text.slice(line + 1, line + 6);
  if (
    !FROM_FIELD.test(text[line]) ||
    !next.slice(0, 3).some((t) => SENT_FIELD.test(t)) ||
    !next.some((t) => SUBJECT_FIELD.test(t))
  )
    return false;
  const above = text.slice(0, line).filter((t) => t.trim());
  if (!above.length) return false;
  return !above.slice(-3).some((t) => SEPARATOR_ABOVE.test(t) || FROM_FIELD.test(t) || SENT_FIELD.test(t));
}
// An aside may follow the words: "---------- Mensaje original (de la agencia, 09/01/2026) ----------".
// So does an earlier mail named for what it was: "-------- Original booking confirmation (3 November 2025) --------".
const REPLY_SEPARATOR =
  /^\s*-{2,}\s*(?:MENSAGEM ORIGINAL|MENSAJE ORIGINAL|ORIGINAL MESSAGE|ORIGINAL (?:BOOKING )?(?:CONFIRMATION|E-?MAIL|BOOKING|RESERVATION)|(?:CONFIRMACAO|CONFIRMACION|RESERVA|E-?MAIL) ORIGINAL)(?:\s*\([^()]{0,60}\))?\s*-{2,}\s*$/;

// "volta agora: G3 1195 ...", "Alterado sem custo" above it: the flight that replaces one printed before.
const REPLACING =
  /(?<![A-Z])(?:AGORA|AHORA|NOW|NOV[OA]|NUEV[OA]|NEW|ALTERAD[OA]|CAMBIAD[OA]|CHANGED|REMARCAD[OA]|REBOOKED|RESCHEDULED)(?![A-Z])/;

/**
 * In a chat, flights on the same route, or the same flight, on the same day: options, a proposal
 * the agent replaced, a time or airport corrected later. The one said in a later message holds;
 * several said in one message, or in messages in a row, with none later are options, and none is
 * known to be booked.
 */
function lastSaid(
  segs: RawSegment[],
  messageOf: Map<RawSegment, number>,
  messages: (number | null)[],
): RawSegment[] {
  const trip = journeys(segs, messageOf);
  // Travellers of a group leave from different places: only the same route between the same cities
  // (GRU or Viracopos for São Paulo, Galeão or Santos Dumont for Rio), or the same flight, rivals.
  // So are a connection and another way between its two ends that day (a direct flight, another
  // connection): "GIG → NAT" beside "SDU → REC / REC → NAT" in one quote.
  const rival = (a: RawSegment, b: RawSegment) =>
    a !== b &&
    a.day === b.day &&
    a.month === b.month &&
    ((sameMetro(a.from, b.from) && sameMetro(a.to, b.to)) ||
      (a.airline === b.airline && a.flight === b.flight) ||
      otherWay(trip.get(a)!, trip.get(b)!)) &&
    (a.flight !== b.flight || a.dep !== b.dep || a.from !== b.from || a.to !== b.to);
  // Messages in a row with nothing said between them ("LATAM: …" then "GOL: …") are one quote.
  const starts = [...new Set(messages.filter((m): m is number => m !== null))];
  const together = (a: number, b: number) => !starts.some((m) => m > Math.min(a, b) && m < Math.max(a, b));
  return segs.filter((s) => {
    const mine = messageOf.get(s);
    if (mine === undefined) return true;
    return !segs.some((o) => {
      const theirs = messageOf.get(o);
      return theirs !== undefined && (theirs >= mine || together(mine, theirs)) && rival(s, o);
    });
  });
}

/** The legs one after another in a message that connect on one day: one way from `from` to `to`. */
interface Journey {
  from: string;
  to: string;
  /** Its flights, "AD4103 AD4466". */
  flights: string;
}

/**
 * Each segment's journey: it and the segments next to it in the same message that land where the
 * next leaves, on the same day ("AD 4103 SDU 10:05 → REC 12:55 / AD 4466 REC 13:50 → NAT 14:35" is one
 * way from SDU to NAT). Linear: only neighbours in the text are joined.
 */
function journeys(segs: RawSegment[], messageOf: Map<RawSegment, number>): Map<RawSegment, Journey> {
  const out = new Map<RawSegment, Journey>();
  const joins = (a: RawSegment, b: RawSegment) =>
    a.to === b.from &&
    a.day === b.day &&
    a.month === b.month &&
    messageOf.get(a) === messageOf.get(b) &&
    (!a.arr || !b.dep || a.arr_day_offset !== 0 || a.arr < b.dep);
  for (let i = 0; i < segs.length;) {
    let j = i;
    while (j + 1 < segs.length && joins(segs[j], segs[j + 1])) j++;
    const legs = segs.slice(i, j + 1);
    const journey = {
      from: legs[0].from,
      to: legs[legs.length - 1].to,
      flights: legs.map((s) => s.airline + s.flight).join(' '),
    };
    for (const s of legs) out.set(s, journey);
    i = j + 1;
  }
  return out;
}

/** Two journeys, one a connection, between the same cities by other flights: two ways to go. */
function otherWay(a: Journey, b: Journey): boolean {
  return (
    a !== b &&
    a.flights !== b.flights &&
    (a.flights.includes(' ') || b.flights.includes(' ')) &&
    sameMetro(a.from, b.from) &&
    sameMetro(a.to, b.to)
  );
}

// A day: "10/04", "10/04/2026", "10ABR", "10 de abril".
const MOVE_DAY = String.raw`(?:(?:O\s+)?DIA\s+|EL\s+|THE\s+)?(\d{1,2})(?:\/(\d{1,2})(?:\/\d{2,4})?|\s?(?:DE\s+)?([A-Z]{3,9})\.?)(?![\d/])`;
// The words saying a flight's day was changed.
const MOVE_VERB = String.raw`(?:PASSOU|PASSA|MUDOU|MUDA|MUDAR|MUDAMOS|MUDEI|ALTERAD[OA]S?|ALTEROU|ALTERAR|ALTERAMOS|ALTEREI|REMARCAD[OA]S?|REMARCOU|REMARQUEI|REMARCAMOS|REMARCAR|TROCOU|TROCAMOS|TROQUEI|TROCAR|ADIAD[OA]S?|ADIOU|ADIAMOS|ADIAR|ANTECIPAD[OA]S?|ANTECIPOU|ANTECIPAR|CAMBIO|CAMBIAD[OA]S?|CAMBIAMOS|CAMBIE|CAMBIAR|PASO|PASA|MOVID[OA]S?|MOVED|MOVE|MOVING|CHANGED|CHANGE|CHANGING|RESCHEDULED|REBOOKED|POSTPONED|PUSHED)`;
// "Ida passou de 10/04 para 17/04", "preciso mudar nossa ida de 10/04 para 17/04", "la vuelta cambió
// del 3/05 al 5/05", "moved from 4/10 to 4/17": a flight's day moved, the old day first.
const DAY_MOVED = new RegExp(
  String.raw`(?<![A-Z])${MOVE_VERB}(?![A-Z])[^\n]{0,40}?(?<![A-Z])(?:DE|DO|DEL|FROM)\s+${MOVE_DAY}\s*(?:PARA|PRA|AL|A|TO|->|\u2192|>)\s*${MOVE_DAY}`,
  'g',
);

// A change's word on a line: "exchanged AA 951 16OCT → AA 951 18OCT", "remarcado G3 1402 10/04 -> 12/04".
const CHANGE_WORD = new RegExp(
  String.raw`(?<![A-Z])(?:${MOVE_VERB}|EXCHANGED|REISSUED|TROCAD[OA]S?|REEMITID[OA]S?|CANJEAD[OA]S?)(?![A-Z])`,
);
// A flight and its old day, an arrow, and its new day (the flight printed again or not): "AA 951 16OCT →
// AA 951 18OCT", "LA 3560 17OCT -> 19OCT".
const FLIGHT_DAY_MOVED = new RegExp(
  String.raw`(?<![A-Z0-9])([A-Z][A-Z0-9]|[0-9][A-Z])\s?(\d{1,4})\s+${MOVE_DAY}\s*(?:PARA|PRA|AL|TO|->|\u2192|>)\s*(?:\1\s?\2\s+)?${MOVE_DAY}`,
  'g',
);

type Move = { from: [number, number]; to: [number, number]; flight?: string };

/** Days a text says a flight moved from and to ("passou de 10/04 para 17/04"), both ways a numeric day reads. */
function movedDays(text: string[]): Move[] {
  const moves: Move[] = [];
  const month = (n: string | undefined, w: string | undefined) => (n ? Number(n) : monthFromWord(w ?? ''));
  const push = (m: RegExpMatchArray, at: number, flight?: string) => {
    const [a, b] = [month(m[at + 1], m[at + 2]), month(m[at + 4], m[at + 5])];
    if (!a || !b) return;
    moves.push({ from: [Number(m[at]), a], to: [Number(m[at + 3]), b], flight });
    // "from 4/10 to 4/17" in a month-first text.
    if (m[at + 1] && m[at + 4]) moves.push({ from: [a, Number(m[at])], to: [b, Number(m[at + 3])], flight });
  };
  for (const t of text) {
    for (const m of t.matchAll(DAY_MOVED)) push(m, 1);
    // On a line saying a change was made, a flight's old day and its new one, that flight's.
    const word = CHANGE_WORD.exec(t);
    if (word)
      for (const m of t.matchAll(FLIGHT_DAY_MOVED))
        if (m.index > word.index) push(m, 3, `${m[1]}${unpadded(m[2])}`);
  }
  return moves;
}

/**
 * A flight on the day a text says it moved from, printed again on the day it moved to (the same
 * number and route): the old booking, quoted before the change.
 */
function withoutMovedDay(segs: RawSegment[], moves: Move[]): RawSegment[] {
  if (!moves.length) return segs;
  return segs.filter(
    (s) =>
      !moves.some(
        (mv) =>
          (!mv.flight || mv.flight === `${s.airline}${s.flight}`) &&
          mv.from[0] === s.day &&
          mv.from[1] === s.month &&
          segs.some(
            (o) =>
              o.airline === s.airline &&
              o.flight === s.flight &&
              o.from === s.from &&
              o.to === s.to &&
              o.day === mv.to[0] &&
              o.month === mv.to[1],
          ),
      ),
  );
}

/**
 * One flight number read again days later on another route ("AF443" printed under the next leg's
 * schedule, read with that leg): a misreading, since a number flies one route (a through flight's
 * legs share a day and an airport). The later reading is dropped.
 */
function renumbered(segs: RawSegment[]): RawSegment[] {
  return segs.filter(
    (s, i) =>
      !segs.some(
        (o, j) =>
          j < i &&
          o.airline === s.airline &&
          o.flight === s.flight &&
          (o.from !== s.from || o.to !== s.to) &&
          Math.abs(dayDiff(o.day, o.month, s.day, s.month)) > 1,
      ),
  );
}

/** A flight on the same route and day as one printed later that says it replaces it: the old one. */
function withoutReplaced(segs: RawSegment[], replacing: Set<RawSegment>): RawSegment[] {
  return segs.filter(
    (s) =>
      !segs.some(
        (o) =>
          o !== s &&
          replacing.has(o) &&
          !replacing.has(s) &&
          o.line > s.line &&
          o.from === s.from &&
          o.to === s.to &&
          o.day === s.day &&
          o.month === s.month &&
          (o.flight !== s.flight || o.dep !== s.dep),
      ),
  );
}

// "Sua remarcação foi concluída", "NOVAS DATAS:", "your booking has been rescheduled": a message telling
// of a rebooking.
const REBOOKING =
  /(?<![A-Z])(?:REMARCACA?O(?:ES)?|REMARCAD[OA]S?|REMARQUEI|REMARCAMOS|NOVAS DATAS|NUEVAS FECHAS|NEW DATES|REBOOKED|REBOOKING|RESCHEDULED|REPROGRAMAD[OA]S?|REPROGRAMACION)(?![A-Z])/;

/** The message depths (as `level` counts them) whose own lines tell of a rebooking. */
function rebookedDepths(text: string[], lines: Line[], older: number[]): Set<number> {
  const out = new Set<number>();
  text.forEach((t, at) => {
    if (REBOOKING.test(t)) out.add(messageDepth(older, lines, at));
  });
  return out;
}

/**
 * A quoted earlier message's flight that a newer message's text changes (the same route on the same
 * day, or the same flight on another day or at another time) is the old schedule. The newest message
 * of a chain may print no flight ("Fwd: Fwd: RE:" with a note on top): then the next one down is the
 * newest, and so on.
 */
function withoutSuperseded(
  segs: RawSegment[],
  level: Map<RawSegment, number>,
  rebooked: Set<number>,
): RawSegment[] {
  const depth = (s: RawSegment) => level.get(s) ?? 0;
  // Within a week: a flight moved across midnight keeps its route, and a rebooking moves it days.
  const sameRouteDay = (a: RawSegment, b: RawSegment) =>
    a.from === b.from && a.to === b.to && Math.abs(dayDiff(a.day, a.month, b.day, b.month)) <= 7;
  const sameFlight = (a: RawSegment, b: RawSegment) => a.airline === b.airline && a.flight === b.flight;
  // The same flight at the same time on another day ("TP 88 12ABR25" quoted, "TP 88 15ABR25" above) was moved.
  const sameDay = (a: RawSegment, b: RawSegment) =>
    a.from === b.from && a.to === b.to && a.day === b.day && a.month === b.month;
  // A newer message's whole itinerary (two flights or more) spans its trip: an older message's flight
  // on a day inside that span was the trip before the change ("agora vamos por Kayseri e não mais
  // Nevşehir": IST-NAV on the 16th quoted under IST-ASR on the 18th).
  const byDepth = new Map<number, RawSegment[]>();
  for (const o of segs) byDepth.set(depth(o), [...(byDepth.get(depth(o)) ?? []), o]);
  const within = (s: RawSegment) =>
    [...byDepth].some(([d, newer]) => {
      if (d >= depth(s) || newer.length < 2) return false;
      const offsets = newer.map((o) => dayDiff(s.day, s.month, o.day, o.month));
      return (
        Math.max(...offsets) >= -1 &&
        Math.min(...offsets) <= 1 &&
        Math.max(...offsets) - Math.min(...offsets) <= 60
      );
    });
  // A newer message telling of a rebooking ("Sua remarcação foi concluída", "NOVAS DATAS") that flies an
  // older message's route: that route's older flight is the one rebooked, whatever its day.
  const rebookedRoute = (s: RawSegment) =>
    segs.some(
      (o) =>
        depth(o) < depth(s) && rebooked.has(depth(o)) && sameMetro(o.from, s.from) && sameMetro(o.to, s.to),
    );
  return segs.filter(
    (s) =>
      !within(s) &&
      !rebookedRoute(s) &&
      !segs.some(
        (o) =>
          depth(o) < depth(s) &&
          ((sameRouteDay(o, s) && !(sameFlight(o, s) && o.dep === s.dep)) ||
            (sameFlight(o, s) && (o.dep !== s.dep || !sameDay(o, s)))),
      ),
  );
}

/** Index of the first element of sorted `xs` above `x`. */
function upperBound(xs: number[], x: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (xs[mid] <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first element of sorted `xs` at or above `x`. */
function lowerBound(xs: number[], x: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (xs[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const METRO_AREAS = Object.values(METRO_CODES);

/** One city's airports, by the airport data or by the metro areas the reader knows (SAO: GRU, CGH, VCP). */
function sameMetro(a: string, b: string): boolean {
  return sameCity(a, b) || METRO_AREAS.some((codes) => codes.includes(a) && codes.includes(b));
}

/** No flight joins two airports of one city: such a pair is a misread (a city and its airport). */
function sameCity(a: string, b: string): boolean {
  if (a === b) return true;
  const x = lookupAirport(a);
  const y = lookupAirport(b);
  return !!x && !!y && x.city === y.city && x.country === y.country;
}

/**
 * The same flight on the same day printed twice (summary and detail) is one segment. Printed
 * twice with different departure times (an old and a new schedule), which one holds is unknown.
 */
function dedupe(segs: RawSegment[]): RawSegment[] {
  const key = (s: RawSegment) => `${s.airline}${s.flight}/${s.day}/${s.month}/${s.from}${s.to}`;
  const deps = new Map<string, Set<string | null>>();
  for (const s of segs) deps.set(key(s), (deps.get(key(s)) ?? new Set()).add(s.dep));
  // The same flight and route on two days, with no leg bringing the traveller back to its origin
  // between them: an old and a new date of a change, and which one holds is unknown.
  const route = (s: RawSegment) => `${s.airline}${s.flight}/${s.from}${s.to}`;
  const days = new Map<string, Set<string>>();
  for (const s of segs) days.set(route(s), (days.get(route(s)) ?? new Set()).add(`${s.day}/${s.month}`));
  const redated = (s: RawSegment) =>
    days.get(route(s))!.size > 1 && !segs.some((o) => o.to === s.from && o.from !== s.from);
  // The same flight on one day read on two routes that are not a through flight's legs (A→B then
  // B→C): one of them is misread ("Lisboa" from the sentence before read as the end), and which is unknown.
  const legs = (a: RawSegment, b: RawSegment) => a.to === b.from && a.from !== b.to;
  // Nor does one number fly a route and its reverse days apart: one reading took the wrong ends.
  // One reading per flight, route and day is enough to compare (a long table repeats them).
  const byFlight = new Map<string, Map<string, RawSegment>>();
  for (const s of segs) {
    const k = `${s.airline}${s.flight}`;
    const readings = byFlight.get(k) ?? new Map<string, RawSegment>();
    readings.set(`${s.from}${s.to}/${s.day}/${s.month}`, s);
    byFlight.set(k, readings);
  }
  const crossed = (s: RawSegment) =>
    [...byFlight.get(`${s.airline}${s.flight}`)!.values()].some(
      (o) =>
        (o.day === s.day &&
          o.month === s.month &&
          (o.from !== s.from || o.to !== s.to) &&
          !legs(o, s) &&
          !legs(s, o)) ||
        (o.from === s.to && o.to === s.from && Math.abs(dayDiff(o.day, o.month, s.day, s.month)) <= 1),
    );
  const seen = new Set<string>();
  return segs.filter((s) => {
    const k = key(s);
    if (seen.has(k) || deps.get(k)!.size > 1 || redated(s) || crossed(s)) return false;
    seen.add(k);
    return true;
  });
}
