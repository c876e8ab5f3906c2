export { decodePnr } from './decode.ts';
export { inferYear } from './year.ts';
export { statusMeaning } from './status.ts';
export { isHeldStatus, NOT_HELD_STATUSES } from './held.ts';
export { lookupAirline, lookupAirport, type AirlineInfo, type AirportInfo } from './data.ts';
export type {
  DecodeOptions,
  DecodeResult,
  Locale,
  OtherSegment,
  OtherSegmentKind,
  Passenger,
  PnrFormat,
  Segment,
  StatusText,
  UnreadLine,
} from './types.ts';
export { localToUtc } from './tz.ts';
