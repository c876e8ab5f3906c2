export type Locale = 'pt' | 'es' | 'en';

export type PnrFormat = 'amadeus' | 'sabre' | 'galileo' | 'apollo' | 'worldspan' | 'email' | 'unknown';

export interface StatusText {
  pt: string;
  es: string;
  en: string;
}

export interface Segment {
  airline: string;
  airline_name: string | null;
  /** Flight number without leading zeros. */
  flight: string;
  class: string | null;
  from: string;
  to: string;
  from_name: string | null;
  to_name: string | null;
  from_city: string | null;
  to_city: string | null;
  /** Departure day + month as written, normalised like "10MAR". */
  date: string;
  /** Local departure `yyyy-mm-ddTHH:MM`, or null when the time or year is unknown. */
  departure: string | null;
  arrival: string | null;
  /** "HHMM", 24 h, local time. */
  dep: string | null;
  arr: string | null;
  /** Days between departure and arrival date; null when there is no arrival time (e.g. flown segments). */
  arr_day_offset: number | null;
  status: string | null;
  status_text: StatusText | null;
  /**
   * False when the status says the traveller has no seat on this flight (cancelled, refused,
   * unable, or the old leg of a schedule change: see held.ts), or when it departs before the
   * caller's `referenceDate` (already flown; `status` null, `status_text` says so). Listed so the
   * agent sees it; never imported as a flight of a trip.
   */
  held: boolean;
  /**
   * Set when the text gives another version of this leg that the reader could not rule out (the same
   * route the same day under another flight, the same flight on another clock or a day or two
   * apart: see versions.ts): listed and importable, but not claimed as the traveller's flight, so
   * not ticked for import by default. Says why, for the agent. Null otherwise.
   */
  doubt: StatusText | null;
  operated_by: string | null;
  equipment: string | null;
  duration_minutes: number | null;
  terminal_dep: string | null;
  terminal_arr: string | null;
}

export type OtherSegmentKind = 'arnk' | 'hotel' | 'car' | 'misc';

export interface OtherSegment {
  kind: OtherSegmentKind;
  text: string;
  /** 1-based line number in the input. */
  line: number;
}

export interface Passenger {
  name: string;
  raw: string;
}

export interface UnreadLine {
  line: number;
  text: string;
  reason: string;
}

export interface DecodeResult {
  locator: string | null;
  passengers: Passenger[];
  segments: Segment[];
  other_segments: OtherSegment[];
  unread: UnreadLine[];
  format: PnrFormat;
}

export interface DecodeOptions {
  /** yyyy-mm-dd; anchors the year of DDMMM dates. Defaults to the PNR's own creation stamp, else today. */
  referenceDate?: string;
  /** Language of the airport and city names (the data is English); 'en' by default. */
  locale?: Locale;
}

/** A segment as read from the text, before lookups and date arithmetic. */
export interface RawSegment {
  airline: string;
  flight: string;
  class: string | null;
  from: string;
  to: string;
  day: number;
  month: number;
  /** Explicit year when the text carries one (e-mails). */
  year: number | null;
  /** A weekday printed with a date that has no year (e-mails), 0 = Sunday: it settles the year. */
  weekday?: number | null;
  dep: string | null;
  arr: string | null;
  arr_day_offset: number | null;
  status: string | null;
  operated_by: string | null;
  equipment: string | null;
  terminal_dep: string | null;
  terminal_arr: string | null;
  line: number;
  /** A note typed on a GDS row says the leg was cancelled ("HK2  2225 0615+1  <<< CANCELADO"). */
  noteCancelled?: boolean;
}
