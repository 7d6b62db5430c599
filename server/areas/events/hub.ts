import type { FastifyInstance } from 'fastify';
import type { LiveEvent } from '../../../contract/events';
import type { TokenClaims } from '../../lib/jwt';
import { loadUser } from '../../plugins/auth';
import type { Memberships } from '../auth/memberships';
import { receivingOrganizations } from './access';
import { eventsAfter, eventsSince, lastEventId, type StoredEvent } from './store';

/** One open GET /v1/events answer. */
export interface Stream {
  userId: number;
  claims: TokenClaims;
  memberships: Memberships;
  write(chunk: string): void;
  /** Bytes written but not yet taken by the client: a stream that stops reading is closed. */
  backlog(): number;
  close(): void;
}

interface Entry {
  stream: Stream;
  stale: boolean;
  /** Live events that arrived while the stream replayed what it missed. */
  queued: StoredEvent[] | null;
}

const MAX_BACKLOG = 1024 * 1024;
export const DEFAULT_MAX_STREAMS = 500;
export const DEFAULT_MAX_STREAMS_PER_USER = 5;
/** A skipped id is waited for this long (a transaction that took it and commits late). */
const GAP_WAIT_MS = 60_000;

export const sseFrame = (event: StoredEvent, organizationIds: number[]) => {
  const data: LiveEvent = {
    id: event.id,
    type: event.type,
    resource: event.resource as LiveEvent['resource'],
    object_id: event.objectId,
    organization_ids: organizationIds,
    summary: event.summary,
    data: event.data,
    created_at: event.createdAt,
  };
  return `id: ${event.id}\ndata: ${JSON.stringify(data)}\n\n`;
};

/**
 * Delivers committed events to this instance's open streams. Every instance hears NOTIFY events
 * (LISTEN on a direct connection beside a transaction pooler; PGlite in process), reads the new
 * rows once and sends each to the streams whose user may read its object now: memberships and
 * permissions are reloaded after any change to users or roles (NOTIFY users_changed).
 */
export function createEventHub(
  app: FastifyInstance,
  options: {
    heartbeatMs?: number;
    pollMs?: number;
    /** Awaited with every batch of new events before any stream hears of them (notifications). */
    beforeDelivery?: (events: StoredEvent[]) => Promise<void>;
    /** Open streams on this instance at most: each holds a socket (a file descriptor). */
    maxStreams?: number;
    /** Open streams of one user at most: a newer one replaces the user's oldest. */
    maxStreamsPerUser?: number;
  } = {},
) {
  const entries = new Set<Entry>();
  const gaps = new Map<number, number>();
  let cursor = 0;
  let running: Promise<void> | null = null;
  let again = false;
  const timers: NodeJS.Timeout[] = [];
  const maxStreams = options.maxStreams ?? DEFAULT_MAX_STREAMS;
  const perUser = options.maxStreamsPerUser ?? DEFAULT_MAX_STREAMS_PER_USER;
  /** The user's open streams, oldest first (a Set iterates in insertion order). */
  const streamsOf = (userId: number) => [...entries].filter((entry) => entry.stream.userId === userId);

  // One frame per event and set of organizations, shared by every stream it goes to.
  const frames = new WeakMap<StoredEvent, Map<string, string>>();
  const frameFor = (event: StoredEvent, orgs: number[]) => {
    let byOrgs = frames.get(event);
    if (!byOrgs) {
      byOrgs = new Map();
      frames.set(event, byOrgs);
    }
    const key = orgs.join(',');
    let frame = byOrgs.get(key);
    if (!frame) {
      frame = sseFrame(event, orgs);
      byOrgs.set(key, frame);
    }
    return frame;
  };
  const send = (entry: Entry, event: StoredEvent) => {
    const orgs = receivingOrganizations(entry.stream.userId, entry.stream.memberships, event.audience);
    if (orgs.length === 0) return;
    entry.stream.write(frameFor(event, orgs));
    if (entry.stream.backlog() > MAX_BACKLOG) drop(entry);
  };

  const drop = (entry: Entry) => {
    entries.delete(entry);
    entry.stream.close();
  };

  /** Memberships as they are now; a revoked token or ended impersonation closes the stream. */
  async function refresh() {
    const loaded = new Map<string, Promise<Memberships | null>>();
    for (const entry of [...entries]) {
      if (!entry.stale) continue;
      const { claims } = entry.stream;
      const key = `${claims.userId}:${claims.version}:${claims.impersonationId ?? ''}`;
      let pending = loaded.get(key);
      if (!pending) {
        pending = loadUser(app, claims).then((user) => user?.memberships ?? null);
        loaded.set(key, pending);
      }
      const memberships = await pending;
      entry.stale = false;
      if (memberships) entry.stream.memberships = memberships;
      else drop(entry);
    }
  }

  async function pumpOnce() {
    const now = Date.now();
    for (const [id, since] of gaps) if (now - since > GAP_WAIT_MS) gaps.delete(id);
    const events = await eventsAfter(app.db, cursor, [...gaps.keys()]);
    if (events.length === 0) return;
    for (const event of events) {
      gaps.delete(event.id);
      if (event.id > cursor) {
        for (let missing = cursor + 1; missing < event.id && gaps.size < 10_000; missing++)
          gaps.set(missing, now);
        cursor = event.id;
      }
    }
    await refresh();
    await options.beforeDelivery?.(events);
    for (const entry of entries) {
      for (const event of events) {
        if (entry.queued) entry.queued.push(event);
        else send(entry, event);
      }
    }
    if (events.length === 1000) again = true;
  }

  /** One pump at a time; a notification during a pump runs another right after it. */
  function pump(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await pumpOnce();
        } while (again);
      } catch (error) {
        app.log.error({ err: error }, 'event delivery failed');
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    get size() {
      return entries.size;
    },
    async start() {
      // A database without the events table yet (an app built without migrations) serves no events.
      cursor = await lastEventId(app.db).catch(() => Number.MAX_SAFE_INTEGER);
      await app.database.listen('events', () => void pump());
      await app.database.listen('users_changed', () => {
        for (const entry of entries) entry.stale = true;
      });
      timers.push(
        setInterval(() => {
          for (const entry of entries) entry.stream.write(': ping\n\n');
        }, options.heartbeatMs ?? 15_000),
        // A safety net for a notification lost while the LISTEN connection was reopened.
        setInterval(() => void pump(), options.pollMs ?? 5_000),
      );
      for (const timer of timers) timer.unref();
    },
    /**
     * Whether the user may open one more stream now: below the instance's cap, or replacing one of
     * the user's own (at the user's cap the oldest gives way, so the total does not grow).
     */
    admits(userId: number) {
      return entries.size < maxStreams || streamsOf(userId).length >= perUser;
    },
    /**
     * Adds a stream, closing the user's oldest ones beyond the per-user cap; with a Last-Event-ID it
     * first gets every kept event it may read after that id.
     */
    async add(stream: Stream, lastId?: number) {
      const own = streamsOf(stream.userId);
      for (const old of own.slice(0, Math.max(0, own.length - perUser + 1))) drop(old);
      const entry: Entry = { stream, stale: false, queued: lastId === undefined ? null : [] };
      entries.add(entry);
      if (lastId === undefined) return () => void entries.delete(entry);
      try {
        const missed = await eventsSince(app.db, lastId);
        const sent = new Set<number>();
        for (const event of missed) {
          send(entry, event);
          sent.add(event.id);
        }
        const queued = entry.queued ?? [];
        entry.queued = null;
        for (const event of queued) if (!sent.has(event.id) && event.id > lastId) send(entry, event);
      } catch (error) {
        drop(entry);
        throw error;
      }
      return () => void entries.delete(entry);
    },
    pump,
    stop() {
      for (const timer of timers) clearInterval(timer);
      for (const entry of [...entries]) drop(entry);
    },
  };
}

export type EventHub = ReturnType<typeof createEventHub>;
