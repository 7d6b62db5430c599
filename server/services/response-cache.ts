/**
 * Serialized answers of GET routes, kept per token and URL while no data has changed. Any committed
 * write empties it: the NOTIFY data_changed of every table (migration 0023) from any process, and
 * this process's own writes before their answer leaves. An answer computed while a write committed
 * is not stored. Entries also end after ttlMs and at the end of the business day, since prices and
 * delivery rules follow the date.
 */
export interface ResponseCache {
  get(key: string, now?: number): string | undefined;
  /** Where a computation starts: set() stores its answer only if nothing changed since. */
  generation(): number;
  set(key: string, body: string, generation: number, now?: number): void;
  clear(): void;
  readonly size: number;
  readonly bytes: number;
}

export interface ResponseCacheOptions {
  maxEntries: number;
  /** Total of the kept bodies' lengths; the least recently used go first. */
  maxBytes: number;
  /** A body longer than this is never kept. */
  maxEntryBytes: number;
  ttlMs: number;
  /** When an entry made at `now` must end at the latest (the business day's midnight). */
  endOfDay?: (now: number) => number;
}

interface Entry {
  body: string;
  until: number;
}

const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The next midnight in Moscow time, where the business date changes (contract/order-delivery). */
export const moscowMidnightAfter = (now: number) =>
  Math.floor((now + MOSCOW_OFFSET_MS) / DAY_MS + 1) * DAY_MS - MOSCOW_OFFSET_MS;

export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const entries = new Map<string, Entry>();
  const endOfDay = options.endOfDay ?? moscowMidnightAfter;
  let generation = 0;
  let bytes = 0;

  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.body.length;
  };

  return {
    get(key, now = Date.now()) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until <= now) {
        remove(key, entry);
        return undefined;
      }
      // Most recently used last: a Map iterates in insertion order.
      entries.delete(key);
      entries.set(key, entry);
      return entry.body;
    },
    generation: () => generation,
    set(key, body, at, now = Date.now()) {
      if (at !== generation || body.length > options.maxEntryBytes) return;
      const previous = entries.get(key);
      if (previous) remove(key, previous);
      while (
        entries.size > 0 &&
        (entries.size >= options.maxEntries || bytes + body.length > options.maxBytes)
      ) {
        const [oldestKey, oldest] = entries.entries().next().value as [string, Entry];
        remove(oldestKey, oldest);
      }
      entries.set(key, { body, until: Math.min(now + options.ttlMs, endOfDay(now)) });
      bytes += body.length;
    },
    clear() {
      generation += 1;
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
