import { messageDepth, olderMessageMarks, readEmail } from './email.ts';
import { isHeldStatus } from './held.ts';
import { detectFormat, readCreationStamp } from './detect.ts';
import { enrichSegments, pickReferenceDate } from './enrich.ts';
import { messageBody, splitLines, type Line } from './lines.ts';
import { headerLocator, readLocator } from './locator.ts';
import { deaccent } from './months.ts';
import { readOtherSegment } from './other-segments.ts';
import { readLabelledPassengers, readPassengers } from './passengers.ts';
import { isTrainLeg } from './rail.ts';
import { markRivalVersions } from './versions.ts';
import { readGdsSegment, type GdsSegmentLine } from './segment-gds.ts';
import type {
  DecodeOptions,
  DecodeResult,
  OtherSegment,
  Passenger,
  RawSegment,
  UnreadLine,
} from './types.ts';
import { dayDiff, parseIsoDate, todayIso } from './year.ts';

const LOOKS_LIKE_SEGMENT =
  /^\s*\d{1,2}\.?\s+[A-Z0-9]{2}\s?\d{1,4}\s?[A-Z]?\s?\d{1,2}(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)\b/;
const OPERATED_BY = /^\s*(?:\d{1,2}\s+)?OPERATED BY\s*\/?\s*(.*)$/;
// An RH history entry: its sequence number ("000", "001/001"), the origin ("OS/") and the action
// (AS added, XS cancelled, ...), then the segment as it was; the action may close with a slash
// ("001 XS/LH1392 Y 04MAR 3 FRAPRG HK1").
const HISTORY_ENTRY =
  /^\s*\d{3}(?:\/\d{3})?\s+(?:[A-Z]{2}\/\s*)?[A-Z]{2}(?:\s+|\/\s*)[A-Z0-9]{2}\s?\d{1,4}\s?[A-Z]?\s+\d{1,2}(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)\b/;
// Sabre's "/DCLA*KQ8XVH": the airline's record locator printed at the end of a segment line.
const AIRLINE_RECORD = /\/DC[A-Z0-9]{2}\*([A-Z0-9]{6})(?![A-Z0-9])/;
const TERMINAL_LINE = /(DEPART|ARRIV)\w*\b.{0,30}?\bTERMINAL[\s-]*([A-Z0-9]{1,3})\b/;

export function emptyResult(): DecodeResult {
  return { locator: null, passengers: [], segments: [], other_segments: [], unread: [], format: 'unknown' };
}

/** Decodes a pasted GDS display or airline e-mail. Never throws. */
export function decodePnr(text: string, options?: DecodeOptions): DecodeResult {
  try {
    return decode(typeof text === 'string' ? text : String(text ?? ''), options ?? {});
  } catch {
    return emptyResult();
  }
}

function decode(text: string, options: DecodeOptions): DecodeResult {
  const lines = splitLines(text);
  const raws: RawSegment[] = [];
  const styles: GdsSegmentLine['style'][] = [];
  const passengers: Passenger[] = [];
  const others: OtherSegment[] = [];
  const unread: UnreadLine[] = [];
  let last: RawSegment | null = null;
  let lastWasOperatedBy = false;
  // Lines the GDS reader used; the rest of a mixed note goes to the itinerary reader.
  const rest: Line[] = [];
  // For each GDS segment, which display of the text it was printed in.
  const displays: number[] = [];
  let display = 0;
  let lastNumber = -1;
  // The locator printed in each display's header, and the last header seen before a display starts.
  const displayLocators: (string | null)[] = [];
  // The line each display starts on.
  const displayStarts: number[] = [];
  let header: string | null = null;
  const history = new Set<Line>();

  for (const [at, l] of lines.entries()) {
    const other = readOtherSegment(l.up);
    if (other) {
      others.push({ kind: other, text: l.raw.trim(), line: l.no });
      last = null;
      lastWasOperatedBy = false;
      continue;
    }
    // A history display's entry (Amadeus RH: "001/001 XS LA3656 Y 14AUG 5 GRUFOR HK2"): a change
    // once made to the record, an old leg taken out or a leg added, not the itinerary as it stands.
    if (HISTORY_ENTRY.test(l.up)) {
      history.add(l);
      // The header above it was the history display's.
      header = null;
      last = null;
      lastWasOperatedBy = false;
      continue;
    }
    const names = readPassengers(l.up);
    passengers.push(...names);
    const seg = readGdsSegment(l.up);
    if (seg) {
      last = toRaw(seg, l.no);
      if (rowNoteCancelled(deaccent(l.up).slice(seg.index))) last.noteCancelled = true;
      raws.push(last);
      styles.push(seg.style);
      // Segment numbers rise through a display: one below the last starts another display.
      // (In a "> " quoted reply the number follows the quote marks.)
      const n = Number(/^[\s>]*(\d{1,2})(?!\d)/.exec(l.up)?.[1] ?? NaN);
      // So does a header printed below the current display's segments ("RP/.../ 6ZKQX2" of a second
      // record whose numbering goes on from the first's).
      if (n < lastNumber || (header !== null && displayLocators.length > display)) display++;
      if (!Number.isNaN(n)) lastNumber = n;
      displays.push(display);
      if (displayLocators.length <= display) {
        // Without a header, the airline's record Sabre prints on each line ("/DCLA*KQ8XVH") names it.
        displayLocators[display] = header ?? AIRLINE_RECORD.exec(l.up)?.[1] ?? null;
        displayStarts[display] = at;
        header = null;
      }
      lastWasOperatedBy = false;
      continue;
    }
    if (names.length) continue;
    // A header pasted into a chat message ("[01/12/2025 09:20] Ana: RP/SAOB22117/...") is the display's too.
    header = headerLocator(messageBody(l.up)) ?? header;
    rest.push(l);
    if (last && readContinuation(l, last, lastWasOperatedBy)) {
      rest.pop();
      // Only a line that filled the display width can wrap onto the next one.
      lastWasOperatedBy = OPERATED_BY.test(l.up) && l.up.trim().length >= 55;
      continue;
    }
    lastWasOperatedBy = false;
    if (LOOKS_LIKE_SEGMENT.test(l.up)) {
      unread.push({
        line: l.no,
        text: l.raw.trim(),
        reason: 'looks like an air segment but could not be read',
      });
    }
  }

  // A display its note says is another traveller's booking (a namesake's, shown to tell them apart).
  for (let k = raws.length - 1; k >= 0; k--)
    if (anothersBooking(lines, displayStarts[displays[k]])) {
      raws.splice(k, 1);
      styles.splice(k, 1);
      displays.splice(k, 1);
    }
  // How many earlier messages down a reply chain each display lies ("-----Original Message-----").
  const marks = display > 0 ? olderMessageMarks(lines.map((l) => deaccent(l.up))) : [];
  // A display in "> " quoted lines is an earlier message's too ("Em ter., 10 de nov. ... escreveu:").
  const depths = displayStarts.map((at) => messageDepth(marks, lines, at));
  latestDisplay(raws, styles, displays, displayLocators, depths);

  let emailCount = 0;
  let emailReference: string | null = null;
  const gdsCount = raws.length;
  // An agent's note can mix GDS lines with flights in words: the lines no GDS reader took are read too.
  const stamp = readCreationStamp(lines);
  // The reader's own reference date matters only when neither the caller nor the display gives one.
  const needReference = !parseIsoDate(options.referenceDate) && !stamp;
  let fresh: RawSegment[] = [];
  let fromEmail: ReturnType<typeof readEmail> | null = null;
  if (!gdsCount || mayHoldFlights(rest)) {
    const read = readEmail(gdsCount ? rest : lines.filter((l) => !history.has(l)), needReference);
    fromEmail = read;
    const same = (r: RawSegment, s: RawSegment) =>
      r.airline === s.airline && r.flight === s.flight && r.day === s.day && r.month === s.month;
    // A note restating a display's flight with another clock ("antes 07:10 -> ahora 08:25"): which
    // schedule holds the text does not settle, so neither is kept.
    const clash = (r: RawSegment) =>
      read.segments.some((s) => same(r, s) && s.dep && r.dep && s.dep !== r.dep);
    // A display's flight named again in the note around it ("sold as LATAM (LA6401) but operated by
    // Delta") is that flight, whatever day or clock the words near it give: no second flight.
    fresh = read.segments.filter((s) => !raws.some((r) => r.airline === s.airline && r.flight === s.flight));
    for (let k = raws.length - 1; k >= 0; k--)
      if (clash(raws[k])) {
        raws.splice(k, 1);
        styles.splice(k, 1);
      }
  }
  withoutWaitlistedTwins(raws, styles, fresh);
  if (fromEmail) {
    emailCount = fresh.length;
    emailReference = fromEmail.reference;
    raws.push(...fresh);
    if (gdsCount && fresh.length) raws.sort((a, b) => a.line - b.line);
    if (!gdsCount && !passengers.length)
      for (const l of lines) passengers.push(...readLabelledPassengers(deaccent(l.up)));
  }

  // A train sold under an airline's code (Eurostar's 9F, Lufthansa Express Rail) is no flight: its
  // line is listed with the other non-air segments.
  for (let k = raws.length - 1; k >= 0; k--)
    if (isTrainLeg(raws[k])) {
      const line = raws[k].line;
      others.push({ kind: 'misc', text: lines.find((l) => l.no === line)?.raw.trim() ?? '', line });
      raws.splice(k, 1);
    }
  others.sort((a, b) => a.line - b.line);

  const reference = pickReferenceDate(options.referenceDate, stamp ?? emailReference, todayIso());
  const segments = enrichSegments(raws, reference, options.locale);
  // The caller's reference date is the day the text was pasted: a flight that left before it is a
  // leg already flown (a reminder e-mail reprinting the outbound, an old mail quoted below), listed
  // for the agent to see but holding no seat still to take.
  const pasted = parseIsoDate(options.referenceDate) ? options.referenceDate! : null;
  if (pasted)
    for (const s of segments)
      if (s.held && s.departure && s.departure.slice(0, 10) < pasted) {
        s.held = false;
        s.status_text = DEPARTED;
      }
  markRivalVersions(segments);
  return {
    locator: readLocator(lines, deaccent),
    passengers,
    segments,
    other_segments: others,
    unread,
    format: detectFormat(lines, styles, emailCount),
  };
}

const DEPARTED = {
  pt: 'voo anterior à data de referência, já realizado',
  es: 'vuelo anterior a la fecha de referencia, ya realizado',
  en: 'flight before the reference date, already flown',
};

/**
 * A display pasted twice (before and after a change, its segment numbers starting again) lists one
 * segment twice ("3  UA  60 ... TK1" then "2  UA  60 ... HK1"): one flight, whose later line is its
 * current state. A display whose header names the same record as a later display's header
 * ("RP/SAOL18822/... 02MAR26/1507Z 4TNV6M", then "... 24MAR26/1942Z 4TNV6M") is that record before
 * the change: none of its segments is current. In a reply chain the newer message is on top: a
 * display quoted in an earlier message (`depths`, below "-----Original Message-----") that shares a
 * flight with a display of a newer one is the same booking before the change (a quote, the old
 * return day), and a flight both print is current as the newer one prints it.
 */
function latestDisplay(
  raws: RawSegment[],
  styles: GdsSegmentLine['style'][],
  displays: number[],
  locators: (string | null)[],
  depths: number[],
): void {
  const key = (r: RawSegment) => `${r.airline}${r.flight}/${r.day}/${r.month}/${r.from}${r.to}`;
  // Display d is newer than e: a shallower message, or later in the same one.
  const newer = (d: number, e: number) => depths[d] < depths[e] || (depths[d] === depths[e] && d > e);
  const newest = new Map<string, number>();
  raws.forEach((r, k) => {
    const seen = newest.get(key(r));
    if (seen === undefined || newer(displays[k], seen)) newest.set(key(r), displays[k]);
  });
  const shownAgain = (d: number) =>
    !!locators[d] && locators.some((l, e) => l === locators[d] && newer(e, d));
  const flight = (r: RawSegment) => `${r.airline}${r.flight}`;
  const shallowest = new Map<string, number>();
  raws.forEach((r, k) =>
    shallowest.set(flight(r), Math.min(shallowest.get(flight(r)) ?? Infinity, depths[displays[k]])),
  );
  const quotedBefore = new Set<number>();
  raws.forEach((r, k) => {
    if (shallowest.get(flight(r))! < depths[displays[k]]) quotedBefore.add(displays[k]);
  });
  // The same flight and route on another day, a few days off, in a newer display that is not another
  // record's (no header naming another locator): the record re-pasted after a change moved that leg
  // ("7  AD8703 Y 24JAN ..." above, "7  AD8703 Y 27JAN ..." in the display after the change).
  const route = (r: RawSegment) => `${r.airline}${r.flight}/${r.from}${r.to}`;
  const sameRecord = (d: number, e: number) => !locators[d] || !locators[e] || locators[d] === locators[e];
  const redated = (r: RawSegment, k: number) =>
    raws.some(
      (o, j) =>
        displays[j] !== displays[k] &&
        newer(displays[j], displays[k]) &&
        sameRecord(displays[j], displays[k]) &&
        route(o) === route(r) &&
        (o.day !== r.day || o.month !== r.month) &&
        Math.abs(dayDiff(r.day, r.month, o.day, o.month)) < 7,
    );
  // Within one display, a flight listed twice (two classes, an HX line and an HK line) stays as listed.
  let kept = 0;
  raws.forEach((r, k) => {
    const d = displays[k];
    if (newest.get(key(r)) !== d || shownAgain(d) || quotedBefore.has(d) || redated(r, k)) return;
    raws[kept] = r;
    styles[kept++] = styles[k];
  });
  raws.length = styles.length = kept;
}

// "A reserva dele NÃO É DESTE CLIENTE", "(NÃO É O NOSSO CLIENTE)", "no es de este cliente", "not our
// client's booking".
const ANOTHERS =
  /(?<![A-Z])(?:NAO (?:E|PERTENCE)\s+(?:A[OS]?\s+|OS?\s+)?(?:DEST[EA]|EST[EA]|D[OA]|NOSS[OA])\s+(?:CLIENTE|PASSAGEIR[OA]|VIAJANTE)|NO (?:ES|PERTENECE)\s+(?:A\s+)?(?:DE\s+)?(?:EST[EA]|DEL|LA|NUESTR[OA])\s+(?:CLIENTE|PASAJER[OA]|VIAJER[OA])|(?:IS NOT|ISN'?T|NOT|DOES NOT BELONG TO|DOESN'?T BELONG TO)\s+(?:FOR\s+)?(?:THIS|OUR|THE)\s+(?:CLIENT|CUSTOMER|PASSENGER|TRAVELL?ER))(?![A-Z])/;

/**
 * The paragraph right above a display (up to a blank line, six lines at most) says the booking shown
 * is someone else's: a namesake's or another customer's, pasted to tell them apart, not a trip of
 * the traveller the note is about.
 */
function anothersBooking(lines: Line[], start: number): boolean {
  for (let at = start - 1; at >= Math.max(0, start - 6); at--) {
    const t = lines[at].up;
    if (!t.trim()) return false;
    if (ANOTHERS.test(deaccent(t))) return true;
  }
  return false;
}

// Waitlist statuses: the traveller asked for a seat and holds none yet.
const WAITLISTED = /^(?:HL|LL|TL|US|UU)\d*$/;

/**
 * "LA3150 G 08OCT GRUIGU HK30" and "LA3150 G 08OCT GRUIGU HL6" (a group's last seats, or a waitlist
 * for another cabin): one flight, held on one line; the waitlisted line is no second flight. So is a
 * waitlist on another flight of the same day and route ("LA 3574 ... SSABSB HK1 245P", "LA 3575 ...
 * SSABSB HL1 545P", or an HL leg beside the other airline's flight the agent bought): a hoped-for
 * swap, not a second trip; so is a waitlist on the same route a few days from the held leg, on its
 * flight or another one (the traveller hoping to leave a day earlier). `others` are flights read from
 * the text around the display.
 */
function withoutWaitlistedTwins(
  raws: RawSegment[],
  styles: GdsSegmentLine['style'][],
  others: RawSegment[],
): void {
  const key = (r: RawSegment) => `${r.day}/${r.month}/${r.from}${r.to}`;
  const waitlisted = (r: RawSegment) => WAITLISTED.test(r.status ?? '');
  // Days from one leg's date to another's, signed (no year: the shorter way round).
  const daysTo = (a: RawSegment, b: RawSegment) => {
    const d = (Date.UTC(2000, b.month - 1, b.day) - Date.UTC(2000, a.month - 1, a.day)) / 864e5;
    return d > 183 ? d - 366 : d < -183 ? d + 366 : d;
  };
  const daysApart = (a: RawSegment, b: RawSegment) => Math.abs(daysTo(a, b));
  // The same flight on the same route a few days from the held one ("AF 457 22APR GRUCDG HK1", "AF 457
  // 21APR GRUCDG HL1"): a waitlist for another day of that leg, not a second trip.
  const sameLegAnotherDay = (r: RawSegment, w: RawSegment) =>
    r.airline === w.airline &&
    r.flight === w.flight &&
    r.from === w.from &&
    r.to === w.to &&
    daysApart(r, w) <= 3;
  // The legs the traveller holds: not waitlisted, and a status that keeps the seat.
  const firm = [...raws, ...others].filter((r) => !waitlisted(r) && isHeldStatus(r.status));
  for (let k = raws.length - 1; k >= 0; k--) {
    const w = raws[k];
    if (!waitlisted(w)) continue;
    // Held legs by their day counted from the waitlisted one's, within three days either way.
    const near = new Map<number, number>();
    for (const x of firm) {
      const at = daysTo(w, x);
      if (Math.abs(at) <= 3) near.set(at, (near.get(at) ?? 0) + 1);
    }
    // Another flight on the same route a day or so from the held one, with no other held leg dated
    // between them ("IB6252 09OCT JFKMAD HK2" and "IB6254 08OCT JFKMAD HL2"): a waitlist to go home a
    // day earlier, not a second trip. A held leg between them (GRU-CGH Monday, CGH-GRU Tuesday, GRU-CGH
    // Wednesday on the waitlist) makes it a trip of its own. Counted by day, so a long display stays
    // linear per waitlisted leg.
    const sameRouteNearDay = (r: RawSegment) => {
      if (r.from !== w.from || r.to !== w.to || daysApart(r, w) > 3) return false;
      const span = daysTo(w, r);
      let between = 0;
      for (let d = Math.min(0, span); d <= Math.max(0, span); d++) between += near.get(d) ?? 0;
      return between === 1;
    };
    if (firm.some((r) => key(r) === key(w) || sameLegAnotherDay(r, w) || sameRouteNearDay(r))) {
      raws.splice(k, 1);
      styles.splice(k, 1);
    }
  }
}

/** A cheap test that leftover lines beside a GDS display can hold a flight: a designator and a clock time. */
function mayHoldFlights(rest: Line[]): boolean {
  let flight = false;
  let time = false;
  for (const l of rest) {
    if (!flight && /(?:^|[^A-Z0-9])(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\s?\d{1,4}(?!\d)|VOO|VUELO|FLIGHT/.test(l.up))
      flight = true;
    if (!time && /\d[:H]\d\d|(?<!\d)\d{4}(?!\d)/.test(l.up)) time = true;
    if (flight && time) return true;
  }
  return false;
}

// A note typed after a row's schedule, set off by marks, saying the leg is cancelled:
// "2  AZ 674 Y 25JAN 1 FCOGRU HK2  2225 0615+1   <<< CANCELADO hoje", "... HK1 0810 1005  -- cancelled".
const ROW_NOTE_CANCELLED =
  /\s[^\sA-Z0-9]+\s*((?:[A-Z]+\s+){0,2})(?:CANCELAD[OA]|CANCELLED|CANCELED|ANULAD[OA])(?![A-Z])/;

/** Whether a GDS row (from its segment on) carries a note saying the leg was cancelled. */
function rowNoteCancelled(row: string): boolean {
  const m = ROW_NOTE_CANCELLED.exec(row);
  return !!m && !/(?:^|\s)(?:NAO|NO|NOT|NUNCA|NEVER)\s/.test(` ${m[1]}`);
}

function toRaw(s: GdsSegmentLine, line: number): RawSegment {
  return {
    airline: s.airline,
    flight: s.flight,
    class: s.class,
    from: s.from,
    to: s.to,
    day: s.day,
    month: s.month,
    year: null,
    dep: s.dep,
    arr: s.arr,
    arr_day_offset: s.arr_day_offset,
    status: s.status,
    operated_by: null,
    equipment: s.equipment,
    terminal_dep: null,
    terminal_arr: null,
    line,
  };
}

/** Codeshare and terminal lines printed under a segment; true when the line was used. */
function readContinuation(l: Line, seg: RawSegment, afterOperatedBy: boolean): boolean {
  const op = OPERATED_BY.exec(l.up);
  if (op) {
    const name = op[1].split(/\s{2,}/)[0].trim();
    if (!seg.operated_by && name && !/^(?:UNDEFINED|EXPLOITE)/.test(name)) seg.operated_by = name;
    return true;
  }
  // Sabre wraps a long carrier name onto an indented line of its own.
  if (afterOperatedBy && /^\s{3,}[A-Z][A-Z .&'-]*$/.test(l.up) && seg.operated_by) {
    seg.operated_by = `${seg.operated_by} ${l.up.trim()}`;
    return true;
  }
  const t = TERMINAL_LINE.exec(l.up);
  if (t) {
    if (t[1] === 'DEPART') seg.terminal_dep ??= t[2];
    else seg.terminal_arr ??= t[2];
    return true;
  }
  return false;
}
