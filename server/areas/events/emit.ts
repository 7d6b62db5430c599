import { sql } from 'drizzle-orm';
import type { EVENT_RESOURCES, EventType } from '../../../contract/events';
import type { Permission } from '../../../contract/permissions';
import type { Queryable } from '../../db/client';

/**
 * Who may receive an event: the users of organization `o` holding permission `p` (any member when
 * null), checked again at delivery. `n`: they also get a notification (the other side of a change),
 * `l`: where it links to in the SPA, `u`: only this user (a job's owner).
 */
export interface AudienceEntry {
  o: number;
  p: Permission | null;
  n?: boolean;
  l?: string;
  u?: number;
}

/** Who caused an event (a request, or a job acting for the user who started it): never told of it. */
export type EventActor = { user: { id: number } | null } | null;

export interface EventInput {
  type: EventType;
  /** The organization acting; the row-level policy lets a request write only its own. */
  organizationId: number;
  resource: (typeof EVENT_RESOURCES)[number];
  objectId: number | null;
  audience: AudienceEntry[];
  summary: string;
  data?: Record<string, unknown>;
}

/**
 * Records an event in the caller's transaction: it is delivered (GET /v1/events, notifications,
 * e-mail) only once that transaction commits, and never when it rolls back.
 */
export async function emitEvent(db: Queryable, actor: EventActor, event: EventInput) {
  if (event.audience.length === 0) return;
  await db.execute(sql`
    INSERT INTO events (type, organization_id, actor_user_id, object_type, object_id, audience, summary, data)
    VALUES (${event.type}, ${event.organizationId}, ${actor?.user?.id ?? null}, ${event.resource},
            ${event.objectId}, ${JSON.stringify(event.audience)}::jsonb, ${event.summary},
            ${JSON.stringify(event.data ?? {})}::jsonb)`);
}

const money = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A sum in roubles with no-break spaces: «3 299,00 ₽». */
export const rub = (value: string | number) =>
  `${money.format(Number(value)).replace(/\s/g, '\u00a0')}\u00a0₽`;

/** An organization's name in «ёлочки», unless it already carries its own («ООО «Вкусный двор»»). */
export const quoted = (name: string) => (name.includes('«') ? name : `«${name}»`);
