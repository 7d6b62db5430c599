/**
 * Orders (spec 001 §7 "Client orders", "Supplier orders"). Money and quantities travel as decimal
 * strings; totals are the server's, computed in SQL. Statuses and transitions: contract/statuses.ts.
 */
import {
  boolQuery,
  id,
  idList,
  idName,
  isoDateTime,
  listQuery,
  optionalText,
  statusStepFields,
  timestamps,
} from './common';
import { MONEY_MAX, MONEY_MAX_TEXT, QUANTITY_MAX, QUANTITY_MAX_TEXT } from './limits';
import { z } from './zod';

export const ORDER_SORT_FIELDS = [
  'id',
  'supplier_organization_id',
  'sales_point_id',
  'total_lines_counter',
  'total_amount',
  'created_at',
  'due_delivery_datetime',
  'status_id',
  'client_organization_id',
] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

const createdDate = (label: string) =>
  z.iso
    .date({ error: `${label}: дата в формате ГГГГ-ММ-ДД` })
    .refine((d) => d >= '2000-01-01' && d <= '2100-12-31', {
      message: `${label}: дата вне допустимого диапазона`,
    });

const orderFilters = {
  /** The order's number as people say it («заказ № 125»), exact. */
  number: z.coerce
    .number({ error: 'Номер заказа: ожидается число' })
    .int('Номер заказа: ожидается целое число')
    .positive('Номер заказа: ожидается число больше нуля')
    .max(2_147_483_647, 'Номер заказа: слишком большое число')
    .optional(),
  /** Created on or after / on or before these days (Moscow time), inclusive. */
  created_from: createdDate('Создан с').optional(),
  created_to: createdDate('Создан по').optional(),
  /** Due for delivery on this day (the side's own organization's clock): the start page's «Доставки сегодня». */
  delivery_on: createdDate('Доставка').optional(),
  contract_id: id.optional(),
  supplier_id: id.optional(),
  status_ids: idList,
  client_organization_ids: idList,
  order_ids: idList,
};

export const orderListQuery = listQuery(ORDER_SORT_FIELDS).extend({
  ...orderFilters,
  /** Lines and status history of each order (what the detail screens read). */
  include_items: boolQuery.optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

/** The export takes the list's filters and sort, without paging: every matching order. */
export const orderExportQuery = listQuery(ORDER_SORT_FIELDS)
  .omit({ limit: true, offset: true })
  .extend(orderFilters);
export type OrderExportQuery = z.infer<typeof orderExportQuery>;

/** A decimal sent as a string or a number: trimmed, a comma read as the point, then checked as text. */
export const decimalOf = (label: string, checked: z.ZodString) =>
  z
    .union([z.string(), z.number()], { error: `${label}: ожидается число` })
    .transform((value) => String(value).trim().replace(',', '.'))
    .pipe(checked);

/** Quantity: up to 11 integer and 3 fractional digits, above zero. Numbers are accepted too. */
export const quantity = decimalOf(
  'Количество',
  z
    .string()
    .regex(/^\d{1,11}(\.\d{1,3})?$/, 'Количество: число с не более чем тремя знаками после запятой')
    .refine((value) => Number(value) > 0, 'Количество должно быть больше нуля')
    .refine((value) => Number(value) <= QUANTITY_MAX, `Количество: не больше ${QUANTITY_MAX_TEXT}`),
);

export const price = decimalOf(
  'Цена',
  z
    .string()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, 'Цена: неотрицательное число с копейками через точку')
    .refine((value) => Number(value) <= MONEY_MAX, `Цена: не больше ${MONEY_MAX_TEXT}`),
);

export const deliveryDateTimeInput = z.iso.datetime({
  offset: true,
  error: 'Дата доставки: ожидается дата и время в формате ISO 8601',
});

const MAX_LINES = 5000;

export const orderLineInput = z.strictObject({
  good_id: id,
  quantity,
  comment: optionalText(500, 'Комментарий к позиции'),
});
export type OrderLineInput = z.infer<typeof orderLineInput>;

const uniqueGoods = <T extends { good_id: number }>(lines: T[]) =>
  new Set(lines.map((l) => l.good_id)).size === lines.length;

export const orderLinesInput = z
  .array(orderLineInput)
  .max(MAX_LINES, `Не больше ${MAX_LINES} позиций в заказе`)
  .refine(uniqueGoods, 'Каждый товар может встречаться в заказе один раз');

const orderHead = {
  sales_point_id: id,
  contract_id: id.nullish(),
  due_delivery_datetime: deliveryDateTimeInput.nullish(),
  comment: optionalText(2000, 'Комментарий'),
};

/** POST /v1/client/orders/expanded: an order with its lines; prices come from the price list. */
export const orderExpandedBody = z.strictObject({
  supplier_organization_id: id,
  ...orderHead,
  lines: orderLinesInput.min(1, 'Добавьте в заказ хотя бы один товар'),
  /** Send at once (checkout rules apply); otherwise it stays a draft. */
  send: z.boolean().default(false),
});
export type OrderExpandedBody = z.infer<typeof orderExpandedBody>;

/** POST /v1/supplier/orders/: an order a supplier takes for its client (it starts as «Отправлен»). */
export const supplierOrderCreateBody = z.strictObject({
  supplier_organization_id: id,
  client_organization_id: id,
  ...orderHead,
  lines: orderLinesInput.min(1, 'Добавьте в заказ хотя бы один товар'),
});
export type SupplierOrderCreateBody = z.infer<typeof supplierOrderCreateBody>;

const expectedVersion = z.number().int().positive().optional();

/** PUT /v1/client/orders/{id}: a draft's head and, when given, its full list of lines. */
export const clientOrderUpdateBody = z.strictObject({
  sales_point_id: id.optional(),
  contract_id: id.nullish(),
  due_delivery_datetime: deliveryDateTimeInput.nullish(),
  comment: optionalText(2000, 'Комментарий'),
  lines: orderLinesInput.optional(),
  version: expectedVersion,
});
export type ClientOrderUpdateBody = z.infer<typeof clientOrderUpdateBody>;

export const supplierOrderUpdateBody = z.strictObject({
  supplier_comment: optionalText(2000, 'Комментарий поставщика'),
  due_delivery_datetime: deliveryDateTimeInput.nullish(),
  version: expectedVersion,
});
export type SupplierOrderUpdateBody = z.infer<typeof supplierOrderUpdateBody>;

/** POST /v1/client/orders/{id}/items: lines added to a draft (an existing good gets the new quantity). */
export const clientOrderItemsBody = orderLinesInput.min(1, 'Передайте хотя бы одну позицию');

/** Supplier line changes: quantity/price of a line, a new line, or its removal. */
export const supplierOrderItem = z.strictObject({
  good_id: id,
  quantity: quantity.optional(),
  price: price.optional(),
  comment: optionalText(500, 'Комментарий к позиции'),
  removed: z.boolean().optional(),
});
export type SupplierOrderItem = z.infer<typeof supplierOrderItem>;
export const supplierOrderItemsBody = z
  .array(supplierOrderItem)
  .min(1, 'Передайте хотя бы одну позицию')
  .max(MAX_LINES, `Не больше ${MAX_LINES} позиций за раз`)
  .refine(uniqueGoods, 'Каждый товар может встречаться в списке один раз');

export const orderOrganizationQuery = z.object({ organization_id: id });
export const clientStatusQuery = z.object({ status_id: id, organization_id: id });
export const supplierStatusQuery = z.object({ target_status_id: id });
export const statusChangeBody = z
  .strictObject({ comment: optionalText(1000, 'Причина'), version: expectedVersion })
  .nullish();

const money = z.string().meta({ description: 'NUMERIC(14,2) строкой' });
const decimal3 = z.string().meta({ description: 'NUMERIC(14,3) строкой' });

export const orderLine = z.object({
  id: z.number(),
  good_id: z.number(),
  good_name: z.string(),
  good_code: z.string().nullable(),
  measure_name: z.string(),
  /** VAT rate as of sending, %; null when the good had none. */
  vat_rate: z.number().nullable(),
  quantity: decimal3,
  price: money,
  amount: money,
  comment: z.string().nullable(),
  ordered_quantity: decimal3.nullable(),
  ordered_price: money.nullable(),
  changed_by_supplier: z.boolean(),
  removed: z.boolean(),
  /** What the client last agreed to (as ordered until the client agrees to a change); null: a line the supplier added. */
  agreed_quantity: decimal3.nullable(),
  agreed_price: money.nullable(),
  agreed_removed: z.boolean(),
  /** The line differs from what the client agreed to: the client sees old → new and agrees or rejects. */
  awaits_consent: z.boolean(),
});
export type OrderLine = z.infer<typeof orderLine>;

export const orderHistoryEntry = z.object({
  ...statusStepFields,
  real_user_name: z.string().nullable(),
  comment: z.string().nullable(),
  at: isoDateTime,
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntry>;

export const order = z
  .object({
    id: z.number(),
    /** In the supplier's own sequence, given when the order is sent; null while a draft. */
    number: z.number().nullable(),
    ...idName('client_organization'),
    ...idName('supplier_organization'),
    ...idName('sales_point'),
    sales_point_address: z.string().nullable(),
    /** The sales point's clock (IANA): the order's times are read on it. */
    sales_point_time_zone: z.string().meta({ example: 'Europe/Moscow' }),
    contract_id: z.number().nullable(),
    contract_number: z.string().nullable(),
    status_id: z.number(),
    comment: z.string().nullable(),
    supplier_comment: z.string().nullable(),
    due_delivery_datetime: isoDateTime.nullable(),
    total_lines_counter: z.number(),
    total_amount: money,
    version: z.number(),
    created_by: z.number().nullable(),
    created_by_name: z.string().nullable(),
    ...timestamps,
    /** The supplier changed, added or removed lines: both sides see ordered vs current values. */
    has_supplier_changes: z.boolean(),
    /** While «Ждёт согласия клиента»: the status the order goes back to when the client agrees. */
    consent_return_status_id: z.number().nullable(),
    /** Status ids the current user may move this order to now (DESIGN §6). */
    allowed_transitions: z.array(z.number()),
    items: z.array(orderLine).optional(),
    /** With the lines: the total as the client ordered it (null before sending). */
    ordered_amount: money.nullable().optional(),
    /** With the lines: VAT included in total_amount (per line, rounded to kopecks, as in the documents). */
    vat_amount: money.optional(),
    history: z.array(orderHistoryEntry).optional(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof order>;

export const orderListResponse = z.object({ items: z.array(order), total: z.number().int() });

/** GET /v1/client/orders/{id}/clone: the order again at today's prices, for review before sending. */
export const orderCloneLine = z.object({
  good_id: z.number(),
  good_name: z.string(),
  measure_name: z.string(),
  quantity: decimal3,
  comment: z.string().nullable(),
  old_price: money,
  /** Today's price; null when the good left the price list. */
  price: money.nullable(),
  price_changed: z.boolean(),
  unavailable: z.boolean(),
});
export type OrderCloneLine = z.infer<typeof orderCloneLine>;

export const orderClone = z.object({
  source_order_id: z.number(),
  source_order_number: z.number().nullable(),
  ...idName('supplier_organization'),
  sales_point_id: z.number(),
  contract_id: z.number().nullable(),
  comment: z.string().nullable(),
  lines: z.array(orderCloneLine),
});
export type OrderClone = z.infer<typeof orderClone>;
