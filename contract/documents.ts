import { id, idList } from './common';
import {
  DOCUMENT_STATUSES,
  INVOICE_STATUSES,
  ORDER_DOCUMENTS,
  type OrderDocumentKind,
  UPD_STATUSES,
} from './document-kinds';
import { z } from './zod';

export { DOCUMENT_STATUSES, INVOICE_STATUSES, ORDER_DOCUMENTS, type OrderDocumentKind, UPD_STATUSES };

export const orderDocumentParams = z.object({
  id,
  kind: z.enum(['invoice', 'upd'], { error: 'Документ: invoice (счёт на оплату) или upd (УПД)' }),
});

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
