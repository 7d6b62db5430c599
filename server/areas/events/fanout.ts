import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_EMAIL_TYPES } from '../../../contract/events';
import { queryRows } from '../../lib/sql';
import { digestLetter, eventLetter } from './letters';
import { EVENT_RETENTION } from './store';

export interface Created {
  id: unknown;
  user_id: unknown;
  type: string;
  summary: string;
  link: string | null;
  email: string;
  name: string;
  mode: string;
  types: string[] | string;
  claimed: unknown;
}

const defaults = `{${DEFAULT_EMAIL_TYPES.join(',')}}`;

const BATCH = 500;

/**
 * Turns new events into notifications of the users they are for (the organizations marked `n` in
 * the audience, holding the permission, never the author), before any stream hears of the events:
 * a bell that asks when its event arrives finds the notification there. Each event is claimed once,
 * in the statement that writes its notifications; an instance that meets events being claimed by
 * another waits for that statement (FOR UPDATE, not SKIP LOCKED), so its own streams hear of them
 * only once their notifications are committed too. Answers the notifications written.
 */
export async function writeNotifications(app: FastifyInstance) {
  const written: Created[] = [];
  for (;;) {
    const created = await queryRows<Created>(
      app.db,
      sql`WITH claimed AS (
            UPDATE events SET fanned_out = true
             WHERE id IN (SELECT id FROM events WHERE NOT fanned_out ORDER BY id LIMIT ${BATCH} FOR UPDATE)
            RETURNING id, type, actor_user_id, audience, summary),
          inserted AS (
            INSERT INTO notifications (user_id, organization_id, event_id, type, summary, link)
            SELECT DISTINCT ON (ur.user_id, e.id) ur.user_id, a.o, e.id, e.type, e.summary, a.l
              FROM claimed e
              CROSS JOIN LATERAL jsonb_to_recordset(e.audience) AS a(o bigint, p text, n boolean, l text, u bigint)
              JOIN user_roles ur ON ur.organization_id = a.o
             WHERE a.n AND (a.u IS NULL OR ur.user_id = a.u) AND ur.user_id IS DISTINCT FROM e.actor_user_id
               AND (a.p IS NULL OR EXISTS (SELECT 1 FROM user_roles r2 JOIN role_permissions rp ON rp.role_id = r2.role_id
                                            WHERE r2.user_id = ur.user_id AND r2.organization_id = a.o AND rp.permission = a.p))
             ORDER BY ur.user_id, e.id
            ON CONFLICT (user_id, event_id) DO NOTHING
            RETURNING id, user_id, type, summary, link)
          SELECT c.claimed, w.*
            FROM (SELECT count(*) AS claimed FROM claimed) c
            LEFT JOIN (SELECT n.id, n.user_id, n.type, n.summary, n.link, u.email, u.name,
                              coalesce(s.email_mode, 'immediate') AS mode,
                              coalesce(s.email_types, ${defaults}::text[]) AS types
                         FROM inserted n JOIN users u ON u.id = n.user_id
                         LEFT JOIN notification_settings s ON s.user_id = n.user_id) w ON true`,
    );
    written.push(...created.filter((row) => row.id !== null));
    // A full batch may leave more behind (a backlog after downtime): those are claimed now too.
    if (Number(created[0]?.claimed ?? 0) < BATCH) return written;
  }
}

/** Sends the e-mails asked for immediately of the notifications just written. */
export async function mailNotifications(app: FastifyInstance, created: Created[]) {
  const mailed: number[] = [];
  for (const row of created) {
    const types = typeof row.types === 'string' ? row.types.replace(/[{}]/g, '').split(',') : row.types;
    if (row.mode !== 'immediate' || !types.includes(row.type)) continue;
    try {
      await app.mailer.send(eventLetter(app.config, { ...row, userId: Number(row.user_id) }));
      mailed.push(Number(row.id));
    } catch (error) {
      app.log.error({ err: error }, 'notification e-mail failed');
    }
  }
  if (mailed.length > 0) {
    await app.db.execute(
      sql`UPDATE notifications SET emailed = true WHERE id = ANY (${`{${mailed.join(',')}}`}::bigint[])`,
    );
  }
}

/**
 * The daily digest: one letter per user who asked for it, with what arrived since the last one
 * and was not e-mailed. The settings row is claimed first, so two instances never both send it.
 */
export async function sendDigests(app: FastifyInstance) {
  const due = await queryRows<{ user_id: unknown; email: string; name: string; types: string[] | string }>(
    app.db,
    sql`UPDATE notification_settings s SET digest_sent_at = now()
          FROM users u
         WHERE u.id = s.user_id AND s.email_mode = 'digest'
           AND (s.digest_sent_at IS NULL OR s.digest_sent_at < now() - interval '1 day')
        RETURNING s.user_id, u.email, u.name, s.email_types AS types`,
  );
  for (const user of due) {
    const types = typeof user.types === 'string' ? user.types.replace(/[{}]/g, '').split(',') : user.types;
    const items = await queryRows<{ id: unknown; summary: string; link: string | null }>(
      app.db,
      sql`UPDATE notifications SET emailed = true
           WHERE user_id = ${user.user_id} AND NOT emailed AND read_at IS NULL
             AND type = ANY (${`{${types.join(',')}}`}::text[]) AND created_at > now() - interval '2 days'
          RETURNING id, summary, link`,
    );
    if (items.length === 0) continue;
    await app.mailer.send(digestLetter(app.config, { userId: Number(user.user_id), ...user }, items));
  }
  return due.length;
}

/** Old events (past the resume window) and used or stale tickets go. */
export async function pruneEvents(app: FastifyInstance) {
  await app.db.execute(
    sql`DELETE FROM events WHERE fanned_out AND created_at < now() - ${EVENT_RETENTION}::interval`,
  );
  await app.db.execute(sql`DELETE FROM event_tickets WHERE expires_at < now() - interval '1 hour'`);
}
