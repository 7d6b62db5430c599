import type { Order, OrderClone } from '@contract/orders';
import type { Partnership } from '@contract/partnerships';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { quantityInputValue } from '@/i18n/format';
import { http } from '@/providers/http';
import { cartLinesOf } from './draft-api';
import type { CartLine } from './use-cart';

/**
 * Fills the catalog from an existing order once: a draft being edited, or a repeated order
 * («Повторить заказ») at today's prices.
 */
export function useCatalogSource(
  orderId: number | null,
  cloneId: number | null,
  fill: (source: {
    supplierId: number;
    salesPointId: number;
    comment: string;
    due: string | null;
    lines: CartLine[];
    version?: number;
    number?: number | null;
  }) => void,
) {
  const filled = useRef(false);
  const draft = useQuery({
    queryKey: ['order', 'client', orderId],
    enabled: orderId !== null,
    queryFn: async () =>
      (
        await http.get<{ items: Order[] }>('/v1/client/orders/', {
          order_ids: orderId ?? 0,
          include_items: true,
        })
      ).items[0] ?? null,
  });
  const clone = useQuery({
    queryKey: ['order-clone', cloneId],
    enabled: cloneId !== null,
    queryFn: () => http.get<OrderClone>(`/v1/client/orders/${cloneId}/clone`),
  });
  useEffect(() => {
    if (filled.current) return;
    if (draft.data) {
      filled.current = true;
      const o = draft.data;
      fill({
        supplierId: o.supplier_organization_id,
        salesPointId: o.sales_point_id,
        comment: o.comment ?? '',
        due: o.due_delivery_datetime,
        version: o.version,
        number: o.number,
        lines: cartLinesOf(o),
      });
    } else if (clone.data) {
      filled.current = true;
      const c = clone.data;
      fill({
        supplierId: c.supplier_organization_id,
        salesPointId: c.sales_point_id,
        comment: c.comment ?? '',
        due: null,
        lines: c.lines.map((l) => ({
          good_id: l.good_id,
          name: l.good_name,
          measure_name: l.measure_name,
          price: l.price ?? l.old_price,
          old_price: l.old_price,
          unavailable: l.unavailable,
          quantity: quantityInputValue(l.quantity),
          comment: l.comment,
        })),
      });
    }
  }, [draft.data, clone.data, fill]);
  return { loading: draft.isLoading || clone.isLoading, error: draft.error ?? clone.error };
}

export const partnerOf = (side: 'client' | 'supplier', p: Partnership) =>
  side === 'client' ? p.supplier_organization_id : p.client_organization_id;
