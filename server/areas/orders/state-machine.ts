import {
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderSide,
  type OrderStatus,
} from '../../../contract/statuses';
import { badRequest, conflict } from '../../errors';

export const statusKey = (statusId: number): OrderStatus => {
  const def = ORDER_STATUSES.byId.get(statusId);
  if (!def) throw new Error(`unknown order status ${statusId}`);
  return def.status;
};
export const statusId = (key: OrderStatus) => ORDER_STATUSES.byKey[key].id;
export const statusLabel = (id: number) => ORDER_STATUSES.byId.get(id)?.label ?? String(id);

export const CANCEL_STATUSES: OrderStatus[] = ['canceled_by_client', 'canceled_by_supplier'];

/**
 * The table's targets for this order: an order awaiting the client's consent goes back only to the
 * status the supplier changed it in (consent_return_status_id), or is cancelled.
 */
function targets(currentStatusId: number, side: OrderSide, returnStatusId: number | null): OrderStatus[] {
  const all = ORDER_TRANSITIONS[statusKey(currentStatusId)][side];
  if (statusKey(currentStatusId) !== 'awaiting_client') return all;
  return all.filter((t) => CANCEL_STATUSES.includes(t) || statusId(t) === returnStatusId);
}

/** Status ids this side may move the order to now; none without the update permission. */
export function allowedTransitions(
  currentStatusId: number,
  side: OrderSide,
  mayUpdate: boolean,
  returnStatusId: number | null = null,
): number[] {
  if (!mayUpdate) return [];
  return targets(currentStatusId, side, returnStatusId).map(statusId);
}

/** A target the request names: 422 when it is no status at all. */
export function parseTarget(targetId: number): OrderStatus {
  const def = ORDER_STATUSES.byId.get(targetId);
  if (!def) throw badRequest(`Нет статуса заказа с кодом ${targetId}`, { status_id: 'Неизвестный статус' });
  return def.status;
}

/** 409 unless the side may go from the current status to the target (DESIGN §6). */
export function assertTransition(
  currentStatusId: number,
  target: OrderStatus,
  side: OrderSide,
  returnStatusId: number | null = null,
) {
  if (!targets(currentStatusId, side, returnStatusId).includes(target)) {
    throw conflict(
      `Заказ в статусе «${statusLabel(currentStatusId)}» нельзя перевести в «${ORDER_STATUSES.byKey[target].label}»`,
      'ILLEGAL_TRANSITION',
    );
  }
}
