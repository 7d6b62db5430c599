import { sql } from 'drizzle-orm';
import { DEFAULT_EMAIL_TYPES, type Notification, type NotificationSettings } from '../../../contract/events';
import type { Queryable } from '../../db/client';
import { iso, queryRows } from '../../lib/sql';

interface Row {
  id: unknown;
  type: Notification['type'];
  organization_id: unknown;
  summary: string;
  link: string | null;
  read_at: unknown;
  created_at: unknown;
}

const toNotification = (r: Row): Notification => ({
  id: Number(r.id),
  type: r.type,
  organization_id: Number(r.organization_id),
  summary: r.summary,
  link: r.link,
  read: r.read_at !== null,
  created_at: iso(r.created_at) ?? '',
});

/** The user's notifications, newest first, with the unread count for the bell. */
export async function listNotifications(
  db: Queryable,
  userId: number,
  page: { limit: number; offset: number; unreadOnly: boolean },
) {
  const unreadOnly = page.unreadOnly ? sql`AND read_at IS NULL` : sql``;
  const items = await queryRows<Row>(
    db,
    sql`SELECT id, type, organization_id, summary, link, read_at, created_at FROM notifications
         WHERE user_id = ${userId} ${unreadOnly} ORDER BY id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  const [counts] = await queryRows<{ total: unknown; unread: unknown }>(
    db,
    sql`SELECT count(*) FILTER (WHERE true ${unreadOnly}) AS total, count(*) FILTER (WHERE read_at IS NULL) AS unread
          FROM notifications WHERE user_id = ${userId}`,
  );
  return { items: items.map(toNotification), total: Number(counts.total), unread: Number(counts.unread) };
}

/** Marks one notification (null: all of them) read; answers how many were found. */
export async function markRead(db: Queryable, userId: number, id: number | null) {
  const only = id === null ? sql`` : sql`AND id = ${id}`;
  const updated = await queryRows<{ id: unknown }>(
    db,
    sql`UPDATE notifications SET read_at = coalesce(read_at, now()) WHERE user_id = ${userId} ${only} RETURNING id`,
  );
  return updated.length;
}

export async function readSettings(db: Queryable, userId: number): Promise<NotificationSettings> {
  const [row] = await queryRows<{
    email_mode: NotificationSettings['email_mode'];
    email_types: string[] | string;
  }>(db, sql`SELECT email_mode, email_types FROM notification_settings WHERE user_id = ${userId}`);
  if (!row) return { email_mode: 'immediate', email_types: [...DEFAULT_EMAIL_TYPES] };
  const types =
    typeof row.email_types === 'string'
      ? row.email_types.replace(/[{}]/g, '').split(',').filter(Boolean)
      : row.email_types;
  return { email_mode: row.email_mode, email_types: types as NotificationSettings['email_types'] };
}

export async function writeSettings(db: Queryable, userId: number, settings: Partial<NotificationSettings>) {
  const current = await readSettings(db, userId);
  const next = { ...current, ...settings };
  await db.execute(sql`
    INSERT INTO notification_settings (user_id, email_mode, email_types)
    VALUES (${userId}, ${next.email_mode}, ${`{${[...new Set(next.email_types)].join(',')}}`}::text[])
    ON CONFLICT (user_id) DO UPDATE SET email_mode = excluded.email_mode, email_types = excluded.email_types,
                                        updated_at = now()`);
  return next;
}
