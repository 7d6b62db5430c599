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

const period = z.object({ from: day('Начало периода'), to: day('Конец периода'), status_ids: idList });
const inOrder = <Q extends { from: string; to: string }>(q: Q) => q.from <= q.to;
const periodError = { message: 'Начало периода позже конца', path: ['from'] };

/** GET /v1/supplier/orders/export/commerceml: orders created from … to … (Moscow dates), of some statuses. */
export const orderCommerceMlQuery = period.refine(inOrder, periodError);
export type OrderCommerceMlQuery = z.infer<typeof orderCommerceMlQuery>;
/** POST …/export/commerceml (a job): the same, of one supplier organization or of all the user's. */
export const orderCommerceMlJobQuery = period
  .extend({
    supplier_id: id
      .optional()
      .meta({ description: 'Организация-поставщик; без неё — все организации пользователя' }),
  })
  .refine(inOrder, periodError);
