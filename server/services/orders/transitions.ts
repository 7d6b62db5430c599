import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { OrderSide, OrderStatus } from '../../../contract/statuses';
import type { Queryable } from '../../db/client';
import { badRequest, conflict } from '../../errors';
import { audit } from '../audit';
import { assertVersion, type LockedOrder } from './access';
import { appendHistory } from './history';
import { prepareForSending } from './send';
import { rows } from './sql';
import { assertTransition, CANCEL_STATUSES, statusId } from './state-machine';

export interface StatusChange {
  target: OrderStatus;
  comment?: string | null;
  version?: number;
}

/**
 * Moves a locked order to the target status for one side. The row lock plus the status guard in
 * the UPDATE make two concurrent changes end as one success and one 409 that changed nothing.
 */
export async function changeStatus(
  db: Queryable,
  request: FastifyRequest,
  order: LockedOrder,
  side: OrderSide,
  change: StatusChange,
) {
  assertTransition(order.statusId, change.target, side);
  assertVersion(order, change.version);
  const comment = change.comment?.trim() || null;
  if (CANCEL_STATUSES.includes(change.target) && !comment) {
    throw badRequest('Укажите причину отмены заказа', { comment: 'Укажите причину отмены' });
  }
  if (change.target === 'sent') await prepareForSending(db, order);
  const target = statusId(change.target);
  const updated = await rows(
    db,
    sql`UPDATE orders SET status_id = ${target}, version = version + 1, updated_at = now()
         WHERE id = ${order.id} AND status_id = ${order.statusId} RETURNING id`,
  );
  if (updated.length === 0)
    throw conflict('Статус заказа уже изменён другим пользователем', 'CONCURRENT_UPDATE');
  await appendHistory(db, request, order, order.statusId, target, comment);
  await audit(db, request, {
    action: 'order_status',
    entity: 'order',
    entityId: order.id,
    organizationId: side === 'client' ? order.clientOrganizationId : order.supplierOrganizationId,
    details: { from: order.statusId, to: target, side },
  });
}
