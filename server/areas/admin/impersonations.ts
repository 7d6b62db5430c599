import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Impersonation, ImpersonationAction, ImpersonationsQuery } from '../../../contract/admin';
import type { Queryable } from '../../db/client';
import { auditLog, impersonations, users } from '../../db/schema';

const admins = alias(users, 'admins');
const targets = alias(users, 'targets');

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The audit list of impersonations, newest first unless sorted otherwise. */
export async function listImpersonations(db: Queryable, q: ImpersonationsQuery) {
  const where = and(
    q.admin_id ? eq(impersonations.adminId, q.admin_id) : undefined,
    q.user_id ? eq(impersonations.userId, q.user_id) : undefined,
  );
  const direction = q.order_by === 'desc' ? desc : asc;
  const order = q.order_field
    ? [
        sql`${direction(q.order_field === 'ended_at' ? impersonations.endedAt : impersonations.startedAt)} NULLS LAST`,
        direction(impersonations.id),
      ]
    : [desc(impersonations.startedAt), desc(impersonations.id)];
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(impersonations)
    .where(where);
  const rows = await db
    .select({
      id: impersonations.id,
      reason: impersonations.reason,
      startedAt: impersonations.startedAt,
      endedAt: impersonations.endedAt,
      admin: { id: admins.id, name: admins.name, email: admins.email },
      user: { id: targets.id, name: targets.name, email: targets.email },
      actionsCount: sql<number>`(select count(*)::int from audit_log a where a.impersonation_id = ${impersonations.id} and a.action not like 'impersonation%')`,
    })
    .from(impersonations)
    .innerJoin(admins, eq(admins.id, impersonations.adminId))
    .innerJoin(targets, eq(targets.id, impersonations.userId))
    .where(where)
    .orderBy(...order)
    .limit(q.limit)
    .offset(q.offset);
  const items: Impersonation[] = rows.map((row) => ({
    id: row.id,
    admin: row.admin,
    user: row.user,
    reason: row.reason,
    started_at: row.startedAt.toISOString(),
    ended_at: iso(row.endedAt),
    actions_count: row.actionsCount,
  }));
  return { items, total };
}

export async function impersonationExists(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: impersonations.id })
    .from(impersonations)
    .where(eq(impersonations.id, id));
  return Boolean(row);
}

const actors = alias(users, 'actors');
const realActors = alias(users, 'real_actors');

/** What was done while acting as the user: the audit rows of the impersonation, in order. */
export async function listImpersonationActions(
  db: Queryable,
  impersonationId: number,
  page: { limit: number; offset: number; order_by: 'asc' | 'desc' },
) {
  const where = eq(auditLog.impersonationId, impersonationId);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where);
  const direction = page.order_by === 'desc' ? desc : asc;
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      organizationId: auditLog.organizationId,
      details: auditLog.details,
      userId: actors.id,
      userName: actors.name,
      userEmail: actors.email,
      realId: realActors.id,
      realName: realActors.name,
      realEmail: realActors.email,
    })
    .from(auditLog)
    .leftJoin(actors, eq(actors.id, auditLog.userId))
    .leftJoin(realActors, eq(realActors.id, auditLog.realUserId))
    .where(where)
    .orderBy(direction(auditLog.at), direction(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  const items: ImpersonationAction[] = rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    organization_id: row.organizationId,
    user:
      row.userId === null ? null : { id: row.userId, name: row.userName ?? '', email: row.userEmail ?? '' },
    real_user:
      row.realId === null ? null : { id: row.realId, name: row.realName ?? '', email: row.realEmail ?? '' },
    details: row.details,
  }));
  return { items, total };
}
