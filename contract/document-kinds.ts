import type { OrderStatus } from './statuses';

// Without zod: the order list and the order's buttons need these, not the schemas, whose building
// would be part of the page's first evaluation (issue 27).

/** Printed documents of an order. */
export const ORDER_DOCUMENTS = [
  { kind: 'invoice', label: 'Счёт на оплату', fileTitle: 'Счёт на оплату' },
  { kind: 'upd', label: 'УПД', fileTitle: 'УПД' },
] as const;
export type OrderDocumentKind = (typeof ORDER_DOCUMENTS)[number]['kind'];

/** A УПД records a transfer of goods: it exists once the order has been delivered. */
export const UPD_STATUSES: OrderStatus[] = ['delivered', 'signing', 'completed', 'reconciled', 'closed'];

/** An invoice is issued for an order the supplier has (not a draft, not canceled). */
export const INVOICE_STATUSES: OrderStatus[] = [
  'sent',
  'working',
  'processing',
  'executing',
  'delivered',
  'signing',
  'completed',
  'reconciled',
  'closed',
];

export const DOCUMENT_STATUSES: Record<OrderDocumentKind, OrderStatus[]> = {
  invoice: INVOICE_STATUSES,
  upd: UPD_STATUSES,
};
