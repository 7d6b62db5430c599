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

/** Status ids this side may move the order to now; none without the update permission. */
export function allowedTransitions(currentStatusId: number, side: OrderSide, mayUpdate: boolean): number[] {
  if (!mayUpdate) return [];
  return ORDER_TRANSITIONS[statusKey(currentStatusId)][side].map(statusId);
}

/** A target the request names: 422 when it is no status at all. */
export function parseTarget(targetId: number): OrderStatus {
  const def = ORDER_STATUSES.byId.get(targetId);
  if (!def) throw badRequest(`Нет статуса заказа с кодом ${targetId}`, { status_id: 'Неизвестный статус' });
  return def.status;
}

/** 409 unless the side may go from the current status to the target (DESIGN §6). */
export function assertTransition(currentStatusId: number, target: OrderStatus, side: OrderSide) {
  const from = statusKey(currentStatusId);
  if (!ORDER_TRANSITIONS[from][side].includes(target)) {
    throw conflict(
      `Заказ в статусе «${statusLabel(currentStatusId)}» нельзя перевести в «${ORDER_STATUSES.byKey[target].label}»`,
      'ILLEGAL_TRANSITION',
    );
  }
}
