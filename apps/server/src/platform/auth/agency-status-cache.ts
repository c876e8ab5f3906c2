import { eq } from 'drizzle-orm';
import type { AgencyStatus } from '@rumo/core';
import type { Database } from '../../db/client.ts';
import { agencies } from '../../db/schema/index.ts';
import type { ReadCache } from '../cache/read-cache.ts';

/** What the status guard reads of an agency on every signed-in call. */
export interface AgencyFacts {
  status: AgencyStatus;
  trialEndsAt: Date | null;
  timezone: string | null;
}

// Past this many agencies the map starts over: a bound on memory, not an eviction policy worth more.
const MAX_AGENCIES = 20_000;

/**
 * The status guard's read of the agency (status, trial end, zone), kept until the agency's data
 * changes. It hears of changes through the read cache: notifications from every process (the
 * agencies trigger of migration 0012), a write of this process the moment it commits
 * (`inTransaction`) or answers (a non-GET request), and the loss of the listening connection, when
 * nothing is kept. A trial that runs out needs no change: the guard compares the kept end with now.
 */
export function createAgencyStatusCache(database: Database, changes: ReadCache) {
  const facts = new Map<number, AgencyFacts>();
  // Bumped on every change: a read that started before a change must not store what it read.
  let generation = 0;
  changes.onChange((agencyId) => {
    generation++;
    if (agencyId === null) facts.clear();
    else facts.delete(agencyId);
  });

  async function read(agencyId: number): Promise<AgencyFacts | undefined> {
    const [row] = await database.db
      .select({ status: agencies.status, trialEndsAt: agencies.trial_ends_at, timezone: agencies.timezone })
      .from(agencies)
      .where(eq(agencies.id, agencyId))
      .limit(1);
    return row ? { status: row.status as AgencyStatus, trialEndsAt: row.trialEndsAt, timezone: row.timezone } : undefined;
  }

  return {
    async get(agencyId: number): Promise<AgencyFacts | undefined> {
      const kept = facts.get(agencyId);
      if (kept) return kept;
      const started = generation;
      const row = await read(agencyId);
      if (row && changes.isListening() && started === generation) {
        if (facts.size >= MAX_AGENCIES) facts.clear();
        facts.set(agencyId, row);
      }
      return row;
    },
  };
}
export type AgencyStatusCache = ReturnType<typeof createAgencyStatusCache>;
