import type { Order } from '@contract/orders';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '@/providers/http';
import { onLiveEvent } from '@/providers/live';

export type Side = 'client' | 'supplier';

/** One order with lines and history, read through the list call as the spec has it (?order_ids=). */
export function useOrder(side: Side, id: number) {
  const client = useQueryClient();
  // The other side's change shows at once (GET /v1/events).
  useEffect(
    () =>
      onLiveEvent((e) => {
        if (e.resource === 'orders' && e.object_id === id)
          void client.invalidateQueries({ queryKey: ['order', side, id] });
      }),
    [client, side, id],
  );
  return useQuery({
    queryKey: ['order', side, id],
    enabled: Number.isFinite(id) && id > 0,
    queryFn: async () => {
      const answer = await http.get<{ items: Order[] }>(`/v1/${side}/orders/`, {
        order_ids: id,
        include_items: true,
      });
      return answer.items[0] ?? null;
    },
  });
}

/** After a change the server's answer is the new truth for this order and for the lists. */
export function useOrderRefresh(side: Side) {
  const client = useQueryClient();
  return (order: Order) => {
    client.setQueryData(['order', side, order.id], order);
    client
      .invalidateQueries({ predicate: (query) => query.queryKey.includes(`${side}-orders`) })
      .catch(() => {});
  };
}

export function changeOrderStatus(side: Side, order: Order, target: number, comment?: string) {
  const body = { comment: comment || undefined, version: order.version };
  return side === 'client'
    ? http.put<Order>(`/v1/client/orders/${order.id}/status`, body, {
        status_id: target,
        organization_id: order.client_organization_id,
      })
    : http.put<Order>(`/v1/supplier/orders/${order.id}/change_status`, body, { target_status_id: target });
}
