import type { Database } from '../../db/client.ts';

/** Channel of the agency-data triggers (migration 0012): any change to an agency's rows notifies its id. */
export const AGENCY_DATA_CHANNEL = 'rumo_agency_data';

/** A route's tag for one row ('travel::id', 7 -> 'travel:7'): the cached answer's and the writer's. */
export const tagFor = (template: string, id: unknown): string => template.replace(':id', String(id ?? ''));

export interface ReadCacheOptions {
  /** How long an answer may be served; bounds what no trigger sees (the clock, signed file URLs). */
  ttlMs: number;
  /** Bytes of answers kept per process; the least recently used go first. */
  maxBytes: number;
}

interface Entry {
  agencyId: number;
  /** What part of the agency's data the answer shows, when a route says so (`touched` drops by it). */
  tag: string | null;
  body: string;
  contentType: string;
  expires: number;
}

/**
 * The answers of an agency's busiest reads (trip lists, calendars, client lists, the task modal),
 * kept until the database says the agency's data changed. Triggers on every table with agency_id
 * notify each process (LISTEN/NOTIFY) after the commit, whichever process or job made the change, and
 * the agency's answers are dropped; a change made by this process drops them before its own answer is
 * sent (`changed`), so a user always reads their own writes. A read that started before a change is
 * never stored (a generation per agency). While the listening connection is down nothing is cached.
 */
export function createReadCache(database: Database, options: ReadCacheOptions) {
  const entries = new Map<string, Entry>();
  // each agency's keys, so a change drops them without scanning every agency's answers
  const keysOf = new Map<number, Set<string>>();
  const generations = new Map<number, number>();
  // what else keeps an agency's facts (the status guard): told of each change, null meaning every agency
  const listeners: ((agencyId: number | null) => void)[] = [];
  // Bumped when every agency's answers are dropped at once.
  let epoch = 0;
  let bytes = 0;
  let listening = false;
  let stop: (() => Promise<void>) | null = null;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
    const keys = keysOf.get(entry.agencyId);
    keys?.delete(key);
    if (keys?.size === 0) keysOf.delete(entry.agencyId);
  };
  // a read that started before now must not be stored
  const bump = (agencyId: number) => generations.set(agencyId, (generations.get(agencyId) ?? 0) + 1);
  const changed = (agencyId: number) => {
    bump(agencyId);
    for (const key of [...(keysOf.get(agencyId) ?? [])]) drop(key);
    for (const listener of listeners) listener(agencyId);
  };
  const forgetAll = () => {
    epoch++;
    entries.clear();
    keysOf.clear();
    bytes = 0;
    for (const listener of listeners) listener(null);
  };
  const lost = () => {
    listening = false;
    forgetAll();
  };
  const generationOf = (agencyId: number) => `${epoch}.${generations.get(agencyId) ?? 0}`;

  return {
    async start() {
      try {
        stop = await database.listen(AGENCY_DATA_CHANNEL, (payload) => changed(Number(payload)), lost);
        listening = true;
      } catch {
        listening = false;
      }
    },
    /** The generation a read starts from: pass it to `put` so a read overtaken by a change is not kept. */
    generation: generationOf,
    get(key: string): Entry | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= Date.now()) {
        drop(key);
        return undefined;
      }
      // most recently used last, so eviction takes from the front
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    put(key: string, agencyId: number, generation: string, body: string, contentType: string, tag: string | null = null) {
      if (!listening || generation !== generationOf(agencyId) || body.length > options.maxBytes / 4) return;
      drop(key);
      entries.set(key, { agencyId, tag, body, contentType, expires: Date.now() + options.ttlMs });
      const keys = keysOf.get(agencyId) ?? new Set<string>();
      keys.add(key);
      keysOf.set(agencyId, keys);
      bytes += body.length;
      for (const oldest of entries.keys()) {
        if (bytes <= options.maxBytes) break;
        drop(oldest);
      }
    },
    /** This process changed the agency's data: forget its answers now, before the notification comes back. */
    changed,
    /**
     * This process changed a detail that only answers tagged `tags` show (a trip's last access): forget
     * those of the agency now, and keep the rest. Other processes are not told (see migration 0018).
     */
    touched(agencyId: number, tags: string[]) {
      bump(agencyId);
      for (const key of [...(keysOf.get(agencyId) ?? [])]) {
        const tag = entries.get(key)?.tag;
        if (tag && tags.includes(tag)) drop(key);
      }
    },
    /** This process changed rows of agencies it does not name (a system transaction): forget every answer. */
    changedAll: forgetAll,
    /** Whether notifications arrive: while they do not, nothing may be kept (here or by a listener). */
    isListening: () => listening,
    /** Tells `listener` of every change this cache hears of or is told of. */
    onChange(listener: (agencyId: number | null) => void) {
      listeners.push(listener);
    },
    async close() {
      listening = false;
      entries.clear();
      keysOf.clear();
      bytes = 0;
      await stop?.().catch(() => {});
    },
  };
}
export type ReadCache = ReturnType<typeof createReadCache>;
