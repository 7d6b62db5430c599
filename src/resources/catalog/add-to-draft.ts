import type { Measure } from '@contract/goods';
import type { Order } from '@contract/orders';
import { findDraft } from '@/components/order-catalog/draft-api';
import { HttpError, http } from '@/providers/http';

/**
 * The Russian message for a wrong quantity, or null when it is fine: above zero, whole for
 * piece measures (шт, уп…), up to three decimals for fractional ones (кг, л…).
 */
export function quantityProblem(raw: string, measure: Pick<Measure, 'name' | 'is_fractional'> | undefined) {
  const value = raw.trim().replace(',', '.');
  if (value === '') return 'Укажите количество';
  if (!/^\d+([.]\d+)?$/.test(value)) return 'Количество: введите положительное число';
  if (Number(value) <= 0) return 'Количество должно быть больше нуля';
  if (measure && !measure.is_fractional && !/^\d+$/.test(value)) {
    return `Количество в «${measure.name}» — только целое число`;
  }
  if (!/^\d{1,11}(\.\d{1,3})?$/.test(value)) return 'Количество: не больше трёх знаков после запятой';
  return null;
}

/** Sum of two decimal quantities with three places, as the API expects ("12.5"). */
const addQuantities = (a: string, b: string) => String(Math.round((Number(a) + Number(b)) * 1000) / 1000);

/**
 * Puts a good into the client's draft order for the supplier: the newest draft gets the line (its
 * quantity grows when the good is already there); without a draft, a new one is created for the
 * first sales point the supplier serves.
 */
export async function addToDraft({
  organizationId,
  supplierId,
  servedPointIds,
  goodId,
  quantity,
  mayUpdate,
}: {
  organizationId: number;
  supplierId: number;
  /** Sales points of the partnership; empty = every point (or unknown: the server checks). */
  servedPointIds: number[];
  goodId: number;
  quantity: string;
  /** The user may change orders of the organization (order_client_u). */
  mayUpdate: boolean;
}): Promise<Order> {
  const amount = quantity.trim().replace(',', '.');
  if (mayUpdate) {
    const draft = await findDraft(organizationId, supplierId);
    if (draft) {
      const existing = draft.items?.find((line) => line.good_id === goodId && !line.removed);
      return http.post<Order>(
        `/v1/client/orders/${draft.id}/items`,
        [{ good_id: goodId, quantity: existing ? addQuantities(existing.quantity, amount) : amount }],
        { organization_id: organizationId },
      );
    }
  }
  const answer = await http.get<{ items: { id: number; is_active: boolean }[] }>('/v1/client/sales_points/', {
    organization_id: organizationId,
    is_active: 'true',
    limit: 1000,
  });
  const points = answer.items.filter(
    (point) => point.is_active && (servedPointIds.length === 0 || servedPointIds.includes(point.id)),
  );
  if (points.length === 0) {
    throw new HttpError(
      422,
      'Нет точки продаж, которую обслуживает этот поставщик. Добавьте её в разделе «Точки продаж» или в условиях сотрудничества.',
      'NO_SALES_POINT',
    );
  }
  return http.post<Order>(
    '/v1/client/orders/expanded',
    {
      supplier_organization_id: supplierId,
      sales_point_id: points[0].id,
      lines: [{ good_id: goodId, quantity: amount }],
      send: false,
    },
    { organization_id: organizationId },
  );
}
