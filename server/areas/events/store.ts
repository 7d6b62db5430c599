import { sql } from 'drizzle-orm';
import type { EventType } from '../../../contract/events';
import type { Queryable } from '../../db/client';
import { iso, num, queryRows } from '../../lib/sql';
import type { AudienceEntry } from './emit';

/** How long events stay for a reconnect with Last-Event-ID (at least ten minutes are promised). */
export const EVENT_RETENTION = '1 day';

export interface StoredEvent {
  id: number;
  type: EventType;
  resource: string;
  objectId: number | null;
  audience: AudienceEntry[];
  summary: string;
  data: Record<string, unknown>;
  createdAt: string;
}

interface Row {
  id: unknown;
  type: EventType;
  object_type: string;
  object_id: unknown;
  audience: AudienceEntry[] | string;
  summary: string;
  data: Record<string, unknown> | string;
  created_at: unknown;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? JSON.parse(value) : value);

const toEvent = (r: Row): StoredEvent => ({
  id: Number(r.id),
  type: r.type,
  resource: r.object_type,
  objectId: num(r.object_id),
  audience: json(r.audience),
  summary: r.summary,
  data: json(r.data),
  createdAt: iso(r.created_at) ?? '',
});

const COLUMNS = sql`id, type, object_type, object_id, audience, summary, data, created_at`;

/** Events after the cursor, plus the ids skipped earlier (a transaction that committed later). */
export async function eventsAfter(db: Queryable, cursor: number, gaps: number[], limit = 1000) {
  const gapList = `{${gaps.join(',')}}`;
  return (
    await queryRows<Row>(
      db,
      sql`SELECT ${COLUMNS} FROM events WHERE id > ${cursor} OR id = ANY (${gapList}::bigint[])
           ORDER BY id LIMIT ${limit}`,
    )
  ).map(toEvent);
}

/** Kept events after a client's Last-Event-ID, for its reconnect. */
export async function eventsSince(db: Queryable, lastId: number, limit = 5000) {
  return (
    await queryRows<Row>(
      db,
      sql`SELECT ${COLUMNS} FROM events
           WHERE id > ${lastId} AND created_at > now() - ${EVENT_RETENTION}::interval ORDER BY id LIMIT ${limit}`,
    )
  ).map(toEvent);
}

export async function lastEventId(db: Queryable) {
  const [row] = await queryRows<{ id: unknown }>(db, sql`SELECT coalesce(max(id), 0) AS id FROM events`);
  return Number(row.id);
}
