import { id, idList } from './common';
import type { OrderStatus } from './statuses';
import { z } from './zod';

/** Printed documents of an order. */
export const ORDER_DOCUMENTS = [
  { kind: 'invoice', label: 'Счёт на оплату', fileTitle: 'Счёт на оплату' },
  { kind: 'upd', label: 'УПД', fileTitle: 'УПД' },
] as const;
export type OrderDocumentKind = (typeof ORDER_DOCUMENTS)[number]['kind'];

export const orderDocumentParams = z.object({
  id,
  kind: z.enum(['invoice', 'upd'], { error: 'Документ: invoice (счёт на оплату) или upd (УПД)' }),
});

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

const day = (label: string) =>
  z
    .string({ error: `${label}: ожидается дата` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}: дата в виде ГГГГ-ММ-ДД`)
    .refine((v) => !Number.isNaN(Date.parse(v)), `${label}: такой даты нет`);

/** GET /v1/supplier/orders/export/commerceml: orders created from … to … (Moscow dates), of some statuses. */
export const orderCommerceMlQuery = z
  .object({ from: day('Начало периода'), to: day('Конец периода'), status_ids: idList })
  .refine((q) => q.from <= q.to, { message: 'Начало периода позже конца', path: ['from'] });
export type OrderCommerceMlQuery = z.infer<typeof orderCommerceMlQuery>;
