import { businessInstant, businessParts } from '@contract/order-delivery';
import type { Order } from '@contract/orders';
import { ORDER_STATUSES } from '@contract/statuses';
import { quantityInputValue } from '@/i18n/format';
import { http } from '@/providers/http';
import type { Checkout } from './CheckoutBar';
import type { CartLine } from './use-cart';

/**
 * The buyer's draft for a supplier — the one cart per supplier that «Добавить» on a product page and
 * the «Новый заказ» screen both fill: the newest draft, with its lines.
 */
export async function findDraft(organizationId: number, supplierId: number): Promise<Order | null> {
  const drafts = await http.get<{ items: Order[] }>('/v1/client/orders/', {
    client_organization_ids: organizationId,
    supplier_id: supplierId,
    status_ids: ORDER_STATUSES.byKey.draft.id,
    include_items: true,
    order_field: 'created_at',
    order_by: 'desc',
    limit: 1,
  });
  return drafts.items[0] ?? null;
}

/** The cart lines of an order (removed lines left out). */
export const cartLinesOf = (order: Order): CartLine[] =>
  (order.items ?? [])
    .filter((l) => !l.removed)
    .map((l) => ({
      good_id: l.good_id,
      name: l.good_name,
      measure_name: l.measure_name,
      price: l.price,
      quantity: quantityInputValue(l.quantity),
      comment: l.comment,
    }));

/** The checkout fields of an order: sales point, delivery day and time, comment. */
export function checkoutOf(
  order: Pick<Order, 'sales_point_id' | 'due_delivery_datetime' | 'comment'>,
): Checkout {
  const when = order.due_delivery_datetime ? businessParts(new Date(order.due_delivery_datetime)) : null;
  const time = when
    ? `${String(Math.floor(when.minutes / 60)).padStart(2, '0')}:${String(when.minutes % 60).padStart(2, '0')}`
    : '';
  return { salesPointId: order.sales_point_id, date: when?.date ?? '', time, comment: order.comment ?? '' };
}

export interface DraftRef {
  id: number;
  number?: number | null;
  version: number;
}

interface Save {
  organizationId: number;
  supplierId: number;
  draft: DraftRef | null;
  lines: CartLine[];
  checkout: Checkout;
  /** The clock of the chosen sales point (CheckoutBar's pointTimeZone). */
  timeZone: string;
  /** The sales point a new draft gets when none is chosen yet (the first the supplier serves). */
  fallbackPointId: number | null;
  /** An emptied cart removes its draft (the draft is the cart); a draft opened for editing stays. */
  keepEmpty: boolean;
}

/** Writes the cart into the supplier's draft: creates, updates or removes it. Prices are the server's. */
export async function saveDraft(save: Save): Promise<DraftRef | null> {
  const { checkout, draft } = save;
  const lines = save.lines.map((l) => ({
    good_id: l.good_id,
    quantity: l.quantity.replace(',', '.'),
    comment: l.comment ?? null,
  }));
  const head = {
    due_delivery_datetime:
      checkout.date && checkout.time
        ? businessInstant(checkout.date, checkout.time, save.timeZone).toISOString()
        : null,
    comment: checkout.comment.trim() || null,
  };
  if (!draft) {
    const point = checkout.salesPointId === '' ? save.fallbackPointId : checkout.salesPointId;
    if (lines.length === 0 || point === null) return null;
    const made = await http.post<Order>(
      '/v1/client/orders/expanded',
      { ...head, sales_point_id: point, supplier_organization_id: save.supplierId, lines, send: false },
      { organization_id: save.organizationId },
    );
    return { id: made.id, number: made.number, version: made.version };
  }
  if (lines.length === 0 && !save.keepEmpty) {
    await http.delete(`/v1/client/orders/${draft.id}`);
    return null;
  }
  const saved = await http.put<Order>(`/v1/client/orders/${draft.id}`, {
    ...head,
    ...(checkout.salesPointId === '' ? {} : { sales_point_id: checkout.salesPointId }),
    lines,
    version: draft.version,
  });
  return { id: saved.id, number: saved.number, version: saved.version };
}
