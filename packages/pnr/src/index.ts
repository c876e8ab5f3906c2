export { decodePnr } from './decode.ts';
export { inferYear } from './year.ts';
export { statusMeaning } from './status.ts';
export { lookupAirline, lookupAirport, type AirlineInfo, type AirportInfo } from './data.ts';
export { formatSegmentsAsText } from './format-text.ts';
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
