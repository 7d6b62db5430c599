import {
  id,
  idList,
  idName,
  isoDateTime,
  listQuery,
  listResponse,
  oneLine,
  optionalText,
  ownedRow,
} from './common';
import { WRITE_OFF_STATUSES } from './statuses';
import { dateRange, decimalInput, docDate, salesPointDocFields, statusRef } from './stocktaking';
import { z } from './zod';

export const MAX_WRITE_OFF_LINES = 1000;

export const writeOffListQuery = listQuery([
  'id',
  'number',
  'date',
  'status_id',
  'sales_point_id',
  'created_at',
]).extend({
  organization_id: id.optional(),
  sales_point_id: id.optional(),
  status_ids: idList,
  ...dateRange,
});

export const writeOffDoc = z.object({
  ...salesPointDocFields,
  status_id: z.number(),
  status: statusRef,
  accounted_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  lines_count: z.number(),
  /** Sum of quantity × price over the lines, in SQL. */
  total_amount: z.string(),
  next_status_ids: z.array(z.number()),
});
export type WriteOffDoc = z.infer<typeof writeOffDoc>;
export const writeOffList = listResponse(writeOffDoc);

export const writeOffHeader = z.strictObject({
  date: docDate.optional(),
  comment: optionalText(2000, 'Комментарий'),
});
export type WriteOffHeader = z.infer<typeof writeOffHeader>;

export const writeOffStatusQuery = z.object({
  write_off_doc_id: id,
  status_id: z.coerce
    .number({ error: 'status_id должен быть числом' })
    .int()
    .refine((v) => WRITE_OFF_STATUSES.byId.has(v), 'Нет такого статуса списания'),
});

export const writeOffLineInput = z.strictObject({
  good_id: id,
  quantity: decimalInput('Количество', 3, { positive: true }),
  reason_id: id,
  comment: optionalText(500, 'Комментарий'),
});
export type WriteOffLineInput = z.infer<typeof writeOffLineInput>;
export const writeOffLinesCreate = z
  .array(writeOffLineInput)
  .min(1, 'Добавьте хотя бы одну строку')
  .max(MAX_WRITE_OFF_LINES, `Не больше ${MAX_WRITE_OFF_LINES} строк за раз`);

export const writeOffLine = z.object({
  id: z.number(),
  ...idName('good'),
  measure: z.string(),
  quantity: z.string(),
  ...idName('reason'),
  comment: z.string().nullable(),
  price: z.string().nullable(),
  amount: z.string().nullable(),
});
export type WriteOffLine = z.infer<typeof writeOffLine>;
export const writeOffLines = listResponse(writeOffLine);
export const writeOffLineParams = z.object({ id, itemId: id });

export const writeOffReason = z.object({ ...ownedRow(), name: z.string() });
export type WriteOffReason = z.infer<typeof writeOffReason>;
export const writeOffReasonBody = z.strictObject({ name: oneLine(120, 'Причина списания') });
export const orgIdParam = z.object({ orgId: id });
export const reasonIdParam = z.object({ reasonId: id });
