import type { Segment } from './types.ts';

/**
 * Statuses that mean the seat is not held. Mirrors `NOT_HELD` of the server's pnr service, which
 * refuses to import these segments: the dialog disables them before the agent tries.
 */
export const NOT_HELD_STATUSES: ReadonlySet<string> = new Set(['HX', 'UN', 'UC', 'NO', 'XX', 'XK', 'XL', 'US', 'UU']);

const CONFIRMED = new Set(['HK', 'KK', 'KL', 'TK', 'RR', 'HS', 'SS', 'GK']);
const PENDING = new Set(['HL', 'LL', 'TL', 'NN', 'HN', 'PN', 'RQ', 'DK', 'BK', 'MK', 'WK', 'WL', 'SC', 'TN']);

export type StatusTone = 'green' | 'yellow' | 'red' | 'gray';

/** Badge colour of a segment status: held, pending, not held, anything else. */
export function statusTone(status: string | null): StatusTone {
  if (!status) return 'gray';
  if (CONFIRMED.has(status)) return 'green';
  if (PENDING.has(status)) return 'yellow';
  if (NOT_HELD_STATUSES.has(status)) return 'red';
  return 'gray';
}

export type ImportBlock = { reason: 'notHeld'; status: string } | { reason: 'noDeparture' } | null;

/** Why a segment cannot become a flight of the trip (same rule as the server's `isImportable`), or null. */
export function importBlock(segment: Segment): ImportBlock {
  if (segment.status && NOT_HELD_STATUSES.has(segment.status)) return { reason: 'notHeld', status: segment.status };
  if (!segment.departure) return { reason: 'noDeparture' };
  return null;
}
