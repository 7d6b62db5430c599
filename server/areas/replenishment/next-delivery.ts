import { businessInstant, nextDelivery } from '../../../contract/order-delivery';
import type { Partnership } from '../orders/checkout-rules';

/** The earliest delivery checkout accepts from this partner to a point on `zone`'s clock (ISO), or null. */
export function nextDeliveryAt(partnership: Partnership, zone: string, now = new Date()): string | null {
  const next = nextDelivery(partnership, now, { supplier: partnership.supplier_time_zone, delivery: zone });
  return next ? businessInstant(next.date, next.time, zone).toISOString() : null;
}
