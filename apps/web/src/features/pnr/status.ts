import { NOT_HELD_STATUSES } from '@rumo/pnr/held';
import type { Segment } from './types.ts';

const CONFIRMED = new Set(['HK', 'KK', 'KL', 'TK', 'RR', 'HS', 'SS', 'GK']);
const PENDING = new Set(['HL', 'LL', 'TL', 'NN', 'HN', 'PN', 'RQ', 'DK', 'BK', 'MK', 'SC', 'TN']);

export type StatusTone = 'green' | 'yellow' | 'red' | 'gray';

/** Badge colour of a segment status: held, pending, not held, anything else. */
export function statusTone(status: string | null): StatusTone {
  if (!status) return 'gray';
  if (CONFIRMED.has(status)) return 'green';
  if (PENDING.has(status)) return 'yellow';
  if (NOT_HELD_STATUSES.has(status)) return 'red';
  return 'gray';
}

export type ImportBlock =
  { reason: 'notHeld'; status: string } | { reason: 'departed' } | { reason: 'noDeparture' } | null;

/** Why a segment cannot become a flight of the trip (same rule as the server's `isImportable`), or null. */
export function importBlock(segment: Segment): ImportBlock {
  // Not held with no status: it left before the reference date (an already flown leg).
  if (!segment.held)
    return segment.status ? { reason: 'notHeld', status: segment.status } : { reason: 'departed' };
  if (!segment.departure) return { reason: 'noDeparture' };
  return null;
}
