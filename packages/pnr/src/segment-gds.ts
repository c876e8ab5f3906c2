import { GDS_MONTHS, monthFromWord } from './months.ts';
import { gdsTime } from './time.ts';
import { dayDiff } from './year.ts';
import { unpadded } from './flight-number.ts';

/** What a GDS itinerary line says, before lookups. */
export interface GdsSegmentLine {
  airline: string;
  flight: string;
  class: string | null;
  day: number;
  month: number;
  from: string;
  to: string;
  status: string | null;
  dep: string | null;
  arr: string | null;
  arr_day_offset: number | null;
  equipment: string | null;
  /** How the line is laid out, for format detection. */
  style: {
    numberDot: boolean;
    classApart: boolean;
    dayOfWeek: 'digit' | 'letter' | 'two' | null;
    arrivalDate: boolean;
  };
  /** Index in the line where the segment starts. */
  index: number;
}

/*
 * One pattern covers the air-segment layouts of Amadeus, Sabre, Apollo, Galileo and Worldspan:
 *   [n[.]] AA[ ]NNNN[ ]C[ ][dow ]DDMMM[YY] [dow[*]] [*]FROMTO[*] [married n/n] STn|FLWN
 * A consolidator's notice may print the weekday before the date ("BA 246 Y  TU 12MAY  GRULHR  HK2"):
 * read so, "TU 12MAY" is no flight TU 1 on 2 May.
 * Every quantifier is bounded, so a failed match costs little.
 */
const SEGMENT = new RegExp(
  String.raw`(?:^|[\s.])(\d{1,2}\.?\s{0,3})?([A-Z0-9]{2})\s{0,3}(\d{1,4})(?:(\s{0,2})([A-Z]))?\s{0,3}(?:(?:MO|TU|WE|TH|FR|SA|SU)\s{1,3})?(\d{1,2})(` +
    GDS_MONTHS +
    String.raw`)(?:\d{2})?\s{1,4}(?:([1-7]|MO|TU|WE|TH|FR|SA|SU|[MTWQFJS])\s{0,3}\*?\s{0,2})?\*?([A-Z]{3})\s?([A-Z]{3})\*?\s{0,12}(?:\d{1,2}\/\d{1,2}\s{1,6})?(?:([A-Z]{2})\d{1,3}(?![A-Z0-9])|(FLWN)(?![A-Z]))`,
  'g',
);

const TIME_12 = /^(\d{3,4})([APNM])/;
const TIME_24 = /^(\d{4})(?![0-9])/;
const ARRIVAL_DATE = new RegExp(String.raw`^(\d{1,2})(${GDS_MONTHS})(?![A-Z])`);
// An aircraft type, or a train's ("TRN", "TGV", "ICE": an air-rail leg).
const EQUIPMENT = /^(?:(?=[A-Z]{0,2}\d)[A-Z0-9]{3}|TRN|TGV|ICE)$/;

/** Reads the first air segment found in an upper-case line, or null. */
export function readGdsSegment(up: string): GdsSegmentLine | null {
  SEGMENT.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = SEGMENT.exec(up)) !== null) {
    // "6:06 PM\t23JUN\tMAD\tYYZ\tAA123": a clock's PM, a day and a route, not flight PM 2 on 3 June.
    const at = up.indexOf(m[2], m.index);
    const clockMark = (m[2] === 'PM' || m[2] === 'AM') && /\d[:.]\d{2}\s*$/.test(up.slice(0, at));
    const seg = clockMark ? null : fromMatch(up, m);
    if (seg) return seg;
    // Retry one character further so an overlapping candidate is not skipped.
    SEGMENT.lastIndex = m.index + 1;
  }
  return null;
}

function fromMatch(up: string, m: RegExpExecArray): GdsSegmentLine | null {
  const [whole, num, airline, flight, classGap, cls, dayS, mon, dow, from, to, status, flown] = m;
  if (!/[A-Z]/.test(airline)) return null;
  const day = Number(dayS);
  const month = monthFromWord(mon) ?? 0;
  if (day < 1 || day > 31 || !month) return null;
  const seg: GdsSegmentLine = {
    airline,
    flight: unpadded(flight),
    class: cls ?? null,
    day,
    month,
    from,
    to,
    status: flown ? 'FLWN' : status,
    dep: null,
    arr: null,
    arr_day_offset: null,
    equipment: null,
    style: {
      numberDot: !!num && num.includes('.'),
      classApart: !!cls && !!classGap,
      dayOfWeek: !dow ? null : /\d/.test(dow) ? 'digit' : dow.length === 2 ? 'two' : 'letter',
      arrivalDate: false,
    },
    index: m.index,
  };
  if (!flown) readTimes(up.slice(m.index + whole.length), seg);
  return seg;
}

interface TimeTok {
  hhmm: string;
  /** Day-change mark printed between the two times (Galileo) or right after the arrival time. */
  mark: number | null;
}

/** Reads "dep arr [+n] [arrival date] [equipment]" from what follows the status. */
function readTimes(rest: string, seg: GdsSegmentLine): void {
  const times: TimeTok[] = [];
  let pendingMark: number | null = null;
  let arrDate: { day: number; month: number } | null = null;
  let i = 0;
  let guard = 0;
  // After two times, a later time-like number is not part of the schedule once other text intervened.
  let skippedAfterTwo = false;
  while (i < rest.length && guard++ < 40) {
    while (rest[i] === ' ') i++;
    if (i >= rest.length) break;
    const s = rest.slice(i, i + 16);
    // Galileo prints "#" (+1), "*" (+2) or "-" (-1) between departure and arrival.
    const markBetween = /^([#*-])(?=\s|\d)/.exec(s);
    if (markBetween && times.length === 1) {
      pendingMark = markBetween[1] === '#' ? 1 : markBetween[1] === '*' ? 2 : -1;
      i += 1;
      continue;
    }
    const t = skippedAfterTwo ? null : (TIME_12.exec(s) ?? TIME_24.exec(s));
    const hhmm = t ? gdsTime(t[1], t[2]) : null;
    if (t && hhmm) {
      i += t[0].length;
      const after = rest.slice(i, i + 3);
      let mark: number | null = null;
      const attached = /^(?:([+-])(\d)|([|#+])|([1-3])(?![0-9A-Z]))/.exec(after);
      if (attached) {
        if (attached[1]) mark = Number(attached[2]) * (attached[1] === '-' ? -1 : 1);
        else if (attached[3]) mark = 1;
        else mark = Number(attached[4]);
        i += attached[0].length;
      }
      if (pendingMark !== null && times.length === 1 && mark === null) mark = pendingMark;
      times.push({ hhmm, mark });
      continue;
    }
    const tokEnd = rest.indexOf(' ', i);
    const tok = rest.slice(i, tokEnd === -1 ? rest.length : tokEnd);
    i += tok.length;
    if (times.length >= 2) {
      // Apollo sometimes leaves a space before the next-day bar: "1120P  615A |*".
      const last = times[times.length - 1];
      if (!skippedAfterTwo && last.mark === null && /^[|+#]/.test(tok)) last.mark = 1;
      skippedAfterTwo = true;
      const d = ARRIVAL_DATE.exec(tok);
      if (d && !arrDate) {
        arrDate = { day: Number(d[1]), month: monthFromWord(d[2]) ?? 0 };
        continue;
      }
      if (EQUIPMENT.test(tok) && !seg.equipment) {
        seg.equipment = tok;
        continue;
      }
      // Single letters/digits (terminal, e-ticket flag) and day names may sit before the equipment.
      if (tok.length <= 2 || /^[A-Z]{2}\/[A-Z]{2}$/.test(tok) || /^\d{1,2}:\d{2}$/.test(tok)) continue;
      break;
    }
    // Before the times: terminal, check-in or meal codes of one or two characters.
    if (tok.length <= 2) continue;
    break;
  }
  if (times.length < 2) return;
  // Amadeus extended displays print a check-in time first; departure and arrival are the last two.
  const dep = times[times.length - 2];
  const arr = times[times.length - 1];
  seg.dep = dep.hhmm;
  seg.arr = arr.hhmm;
  if (arr.mark !== null) seg.arr_day_offset = arr.mark;
  else if (arrDate && arrDate.month) {
    seg.arr_day_offset = dayDiff(seg.day, seg.month, arrDate.day, arrDate.month);
    seg.style.arrivalDate = true;
  } else seg.arr_day_offset = 0;
  if (Math.abs(seg.arr_day_offset) > 3) seg.arr_day_offset = 0;
}
