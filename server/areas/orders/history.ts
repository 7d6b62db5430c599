import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/client';
import { currentUser } from '../../plugins/auth';
import type { OrderParties } from './lines';

/** Appends one status change, with the admin behind an impersonation as real_user_id. */
export async function appendHistory(
  db: Queryable,
  request: FastifyRequest,
  order: OrderParties,
  fromStatusId: number | null,
  toStatusId: number,
  comment: string | null,
) {
  const user = currentUser(request);
  await db.execute(sql`
    INSERT INTO order_status_history (order_id, client_organization_id, supplier_organization_id,
                                      from_status_id, to_status_id, user_id, real_user_id, comment)
    VALUES (${order.id}, ${order.clientOrganizationId}, ${order.supplierOrganizationId}, ${fromStatusId},
            ${toStatusId}, ${user.id}, ${user.impersonation?.adminId ?? null}, ${comment})`);
}
