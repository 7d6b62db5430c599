import { businessInstant } from '@contract/order-delivery';
import type { Order } from '@contract/orders';
import type { Partnership } from '@contract/partnerships';
import { http } from '@/providers/http';
import type { Checkout } from './CheckoutBar';
import type { CartLine } from './use-cart';

interface Submission {
  side: 'client' | 'supplier';
  organizationId: number;
  partnership: Partnership;
  checkout: Checkout;
  /** The sales point's clock, on which the delivery date and time were chosen. */
  timeZone: string;
  lines: CartLine[];
  send: boolean;
  /** A draft being edited, with the version it was read at. */
  draft?: { id: number; version: number };
}

/** Creates (or updates the draft of) the order; prices are the server's, never sent from here. */
export async function submitOrder({
  side,
  organizationId,
  partnership,
  checkout,
  timeZone,
  lines,
  send,
  draft,
}: Submission) {
  const head = {
    sales_point_id: Number(checkout.salesPointId),
    due_delivery_datetime:
      checkout.date && checkout.time
        ? businessInstant(checkout.date, checkout.time, timeZone).toISOString()
        : null,
    comment: checkout.comment.trim() || null,
  };
  const body = lines.map((l) => ({
    good_id: l.good_id,
    quantity: l.quantity.replace(',', '.'),
    comment: l.comment ?? null,
  }));
  if (side === 'supplier') {
    return http.post<Order>('/v1/supplier/orders/', {
      ...head,
      supplier_organization_id: organizationId,
      client_organization_id: partnership.client_organization_id,
      lines: body,
    });
  }
  if (!draft) {
    return http.post<Order>(
      '/v1/client/orders/expanded',
      { ...head, supplier_organization_id: partnership.supplier_organization_id, lines: body, send },
      { organization_id: organizationId },
    );
  }
  const saved = await http.put<Order>(`/v1/client/orders/${draft.id}`, {
    ...head,
    lines: body,
    version: draft.version,
  });
  if (!send) return saved;
  return http.put<Order>(
    `/v1/client/orders/${draft.id}/status`,
    { version: saved.version },
    { status_id: 2, organization_id: organizationId },
  );
}
