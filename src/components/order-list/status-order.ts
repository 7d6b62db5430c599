import { INVOICE_STATUSES } from '@contract/document-kinds';
import { ORDER_STATUSES, type OrderSide } from '@contract/statuses';

/** The order statuses as an order lives through them (the invoice's statuses are that path); the cancellations last. */
const LIFECYCLE: string[] = ['draft', ...INVOICE_STATUSES, 'canceled_by_client', 'canceled_by_supplier'];

const rank = (status: string) => {
  // Waiting for the client's consent happens before the order is executed.
  if (status === 'awaiting_client') return LIFECYCLE.indexOf('processing') + 0.5;
  const at = LIFECYCLE.indexOf(status);
  return at < 0 ? LIFECYCLE.indexOf('closed') + 0.5 : at;
};

/** The statuses a side may filter by, in lifecycle order; suppliers never see clients' drafts. */
export const filterStatuses = (side: OrderSide) =>
  ORDER_STATUSES.list
    .filter((s) => side === 'client' || s.status !== 'draft')
    .sort((a, b) => rank(a.status) - rank(b.status));
