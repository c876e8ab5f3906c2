/**
 * The decoder's answer, as POST /public/pnra and POST /travels/pnra send it. Type-only: importing
 * values from @rumo/pnr would bundle its airport tables (~150 kB gzip) into the page.
 */
export type {
  DecodeResult,
  OtherSegment,
  OtherSegmentKind,
  Passenger,
  PnrFormat,
  Segment,
  StatusText,
  UnreadLine,
} from '@rumo/pnr';

import type { DecodeResult } from '@rumo/pnr';

/** POST /travels/pnra with `import: true`: the decoded text and the ids of the flight trails created. */
export interface PnrImportResult {
  result: DecodeResult;
  created: number[];
}
