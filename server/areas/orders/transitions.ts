import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { OrderSide, OrderStatus } from '../../../contract/statuses';
import type { Queryable } from '../../db/client';
import { badRequest, conflict } from '../../errors';
import { audit } from '../../lib/audit';
import { queryRows } from '../../lib/sql';
import { orderEvent } from '../events/domain';
import { assertVersion, type LockedOrder } from './access';
import { recordConsent } from './consent';
import { appendHistory } from './history';
import { prepareForSending } from './send';
import { assertTransition, CANCEL_STATUSES, statusId, statusKey } from './state-machine';

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
  assertTransition(order.statusId, change.target, side, order.consentReturnStatusId);
  assertVersion(order, change.version);
  const consent = side === 'client' && statusKey(order.statusId) === 'awaiting_client';
  const comment =
    change.comment?.trim() ||
    (consent
      ? change.target === 'canceled_by_client'
        ? 'Клиент не согласился с изменениями поставщика'
        : 'Клиент согласился с изменениями поставщика'
      : null);
  if (CANCEL_STATUSES.includes(change.target) && !comment) {
    throw badRequest('Укажите причину отмены заказа', { comment: 'Укажите причину отмены' });
  }
  if (change.target === 'sent' && !consent) await prepareForSending(db, order);
  if (consent && change.target !== 'canceled_by_client') await recordConsent(db, order.id);
  const target = statusId(change.target);
  const updated = await queryRows(
    db,
    sql`UPDATE orders SET status_id = ${target}, consent_return_status_id = NULL, version = version + 1,
                          updated_at = now()
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
  await orderEvent(
    db,
    request,
    change.target === 'sent' ? 'order.sent' : 'order.status_changed',
    order.id,
    side,
  );
}
