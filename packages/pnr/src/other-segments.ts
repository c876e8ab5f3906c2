import type { OtherSegmentKind } from './types.ts';

const KINDS: Record<string, OtherSegmentKind> = {
  ARNK: 'arnk',
  HHL: 'hotel',
  HTL: 'hotel',
  HTH: 'hotel',
  HOTEL: 'hotel',
  CCR: 'car',
  CAR: 'car',
  CAH: 'car',
  OTH: 'misc',
  MIS: 'misc',
  MISC: 'misc',
  TUR: 'misc',
  TOUR: 'misc',
  SUR: 'misc',
  RAIL: 'misc',
  TRN: 'misc',
  INS: 'misc',
  ATX: 'misc',
  TTO: 'misc',
};

// "4 ARNK", " 7  OTH AA 20JAN F GK1", "2. HTL ZZ MK1  ORD 19AUG-OUT21AUG", "9 MIS 1A HK2 SFO 28DEC"
const OTHER =
  /^\s*(?:\d{1,3}\.?\s{1,4})?(ARNK|HHL|HTL|HTH|HOTEL|CCR|CAR|CAH|OTH|MISC?|TUR|TOUR|SUR|RAIL|TRN|INS|ATX|TTO)(?=\s|$)(.*)$/;

/** Kind of a non-air itinerary line (ARNK, hotel, car, other), or null. */
export function readOtherSegment(up: string): OtherSegmentKind | null {
  const m = OTHER.exec(up);
  if (!m) return null;
  const kind = KINDS[m[1]];
  if (kind === 'arnk') return m[2].trim() === '' ? 'arnk' : null;
  // Non-air segments carry a vendor/status element such as "ZZ BK1", "1A HK2", "AA 20JAN F GK1".
  if (!/\b[A-Z]{2}\d{1,3}\b/.test(m[2])) return null;
  return kind;
}
