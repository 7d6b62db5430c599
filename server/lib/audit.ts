import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  action: string;
  entity?: string;
  entityId?: string | number;
  organizationId?: number | null;
  details?: Record<string, unknown>;
  /** For calls made before request.user is set (login). */
  userId?: number;
}

/** Appends to the audit log; during an impersonation the admin is recorded as the real actor. */
export async function audit(db: Queryable, request: FastifyRequest, entry: AuditEntry) {
  const user = request.user;
  await db.insert(auditLog).values({
    userId: entry.userId ?? user?.id ?? null,
    realUserId: user?.impersonation?.adminId ?? entry.userId ?? user?.id ?? null,
    impersonationId: user?.impersonation?.id ?? null,
    organizationId: entry.organizationId ?? null,
    action: entry.action,
    entity: entry.entity ?? null,
    entityId: entry.entityId === undefined ? null : String(entry.entityId),
    details: entry.details ?? {},
    ip: request.ip,
  });
}

/** Audits an action on an organization itself: the entity is the organization it is recorded in. */
export const auditOrganization = (
  db: Queryable,
  request: FastifyRequest,
  action: string,
  id: number,
  details?: Record<string, unknown>,
) => audit(db, request, { action, entity: 'organization', entityId: id, organizationId: id, details });
