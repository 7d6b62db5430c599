/**
 * Replenishment (issue 45): par levels per sales point and good, the consumption beside them, the
 * suggested orders grouped by supplier and the drafts made from them. Quantities travel as decimal
 * strings, as in orders. docs/replenishment.md.
 */
import { id, listQuery, listResponse } from './common';
import { QUANTITY_MAX, QUANTITY_MAX_TEXT } from './limits';
import { decimalOf, deliveryDateTimeInput, orderLineInput } from './orders';
import { z } from './zod';

/** A level: zero or more, three decimals at most. */
const level = (label: string) =>
  decimalOf(
    label,
    z
      .string()
      .regex(/^\d{1,11}(\.\d{1,3})?$/, `${label}: число не меньше нуля, не более трёх знаков после запятой`)
      .refine((value) => Number(value) <= QUANTITY_MAX, `${label}: не больше ${QUANTITY_MAX_TEXT}`),
  );
const optionalLevel = (label: string) => z.union([level(label), z.null()]).optional();

export const PAR_LEVEL_TITLES = {
  min_quantity: 'Минимум',
  order_up_to: 'Заказывать до',
  pack_size: 'Упаковка',
  days_of_cover: 'Дней запаса',
} as const;

/** One sales point's level of one good; `order_up_to` may be left to `days_of_cover` × daily usage. */
export const parLevelInput = z
  .strictObject({
    sales_point_id: id,
    good_id: id,
    min_quantity: level(PAR_LEVEL_TITLES.min_quantity),
    order_up_to: optionalLevel(PAR_LEVEL_TITLES.order_up_to),
    pack_size: optionalLevel(PAR_LEVEL_TITLES.pack_size).refine(
      (value) => value == null || Number(value) > 0,
      'Упаковка: больше нуля',
    ),
    days_of_cover: z
      .union([
        z.coerce
          .number({ error: 'Дней запаса: ожидается целое число' })
          .int('Дней запаса: ожидается целое число')
          .min(1, 'Дней запаса: от 1 до 365')
          .max(365, 'Дней запаса: от 1 до 365'),
        z.null(),
      ])
      .optional(),
  })
  .refine((row) => row.order_up_to != null || row.days_of_cover != null, {
    message: 'Укажите «Заказывать до» или «Дней запаса»',
    path: ['order_up_to'],
  })
  .refine((row) => row.order_up_to == null || Number(row.order_up_to) >= Number(row.min_quantity), {
    message: '«Заказывать до» не может быть меньше минимума',
    path: ['order_up_to'],
  });
export type ParLevelInput = z.infer<typeof parLevelInput>;

const pairKey = (row: { sales_point_id: number; good_id: number }) => `${row.sales_point_id}:${row.good_id}`;
const uniquePairs = (rows: { sales_point_id: number; good_id: number }[]) =>
  new Set(rows.map(pairKey)).size === rows.length;

export const MAX_PAR_LEVEL_ROWS = 5000;

/** PUT /v1/par_levels/bulk_update: the grid's edits and a paste from Excel, many rows at once. */
export const parLevelsBulkBody = z.strictObject({
  items: z
    .array(parLevelInput)
    .max(MAX_PAR_LEVEL_ROWS, `Не больше ${MAX_PAR_LEVEL_ROWS} строк за раз`)
    .refine(uniquePairs, 'Товар точки указан дважды')
    .default([]),
  /** Levels taken away (the good is no longer kept at the point). */
  remove: z
    .array(z.strictObject({ sales_point_id: id, good_id: id }))
    .max(MAX_PAR_LEVEL_ROWS, `Не больше ${MAX_PAR_LEVEL_ROWS} строк за раз`)
    .default([]),
});
export type ParLevelsBulkBody = z.infer<typeof parLevelsBulkBody>;

export const parLevelsBulkResponse = z.object({ saved: z.number().int(), removed: z.number().int() });

export const DEFAULT_WINDOW_DAYS = 28;
const windowDays = z.coerce
  .number({ error: 'Период: ожидается число дней' })
  .int('Период: целое число дней')
  .min(1, 'Период: от 1 до 365 дней')
  .max(365, 'Период: от 1 до 365 дней')
  .default(DEFAULT_WINDOW_DAYS);

export const PAR_LEVEL_SORT_FIELDS = ['good_name', 'category_name', 'supplier_name'] as const;

/** GET /v1/par_levels/: the goods a sales point may keep, with their levels, stock and usage. */
export const parLevelsQuery = listQuery(PAR_LEVEL_SORT_FIELDS).extend({
  organization_id: id,
  sales_point_id: id,
  /** The goods of one category (its name, as the grid shows it). */
  category: z.string().trim().max(255, 'Категория: не длиннее 255 символов').optional(),
  /** Only the goods with a level set. */
  only_set: z
    .enum(['true', 'false'], { error: 'only_set: true или false' })
    .transform((v) => v === 'true')
    .optional(),
  search: z.string().trim().max(255, 'Поиск: не длиннее 255 символов').optional(),
  window_days: windowDays,
});

export const parLevelRow = z
  .object({
    id: z.number().meta({ description: 'The good id (one row per good of the sales point)' }),
    sales_point_id: z.number(),
    good_id: z.number(),
    good_name: z.string(),
    measure: z.string(),
    is_fractional: z.boolean(),
    category_id: z.number().nullable(),
    category_name: z.string().nullable(),
    supplier_organization_id: z.number().nullable(),
    supplier_name: z.string().nullable(),
    stock_quantity: z.string(),
    daily_usage: z.string(),
    min_quantity: z.string().nullable(),
    order_up_to: z.string().nullable(),
    pack_size: z.string().nullable(),
    days_of_cover: z.number().nullable(),
  })
  .meta({ id: 'ParLevel' });
export type ParLevelRow = z.infer<typeof parLevelRow>;
export const parLevelsResponse = listResponse(parLevelRow);

/** GET /v1/replenishment/suggestions: one sales point, or all when left out. */
export const suggestionsQuery = z.object({
  organization_id: id,
  sales_point_id: id.optional(),
  window_days: windowDays,
});

export const suggestionLine = z.object({
  good_id: z.number(),
  good_name: z.string(),
  measure: z.string(),
  stock_quantity: z.string(),
  min_quantity: z.string(),
  order_up_to: z.string(),
  daily_usage: z.string(),
  quantity: z.string(),
  price: z.string().nullable(),
  amount: z.string().nullable(),
  /** Why the line cannot be ordered as it is (no price), or null. */
  problem: z.string().nullable(),
});
export type SuggestionLine = z.infer<typeof suggestionLine>;

export const suggestionGroup = z
  .object({
    sales_point_id: z.number(),
    sales_point_name: z.string(),
    supplier_organization_id: z.number().nullable(),
    supplier_name: z.string(),
    total_amount: z.string(),
    min_order_amount: z.string().nullable(),
    /** The earliest delivery the checkout rules accept (ISO instant), or null. */
    next_delivery: z.string().nullable(),
    /** What falls short, in Russian, as checkout would say it. */
    shortfalls: z.array(z.string()),
    lines: z.array(suggestionLine),
  })
  .meta({ id: 'SuggestionGroup' });
export type SuggestionGroup = z.infer<typeof suggestionGroup>;
export const suggestionsResponse = z.object({ groups: z.array(suggestionGroup) });

/** POST /v1/replenishment/drafts: the (adjusted) groups, one draft order each. */
const draftLines = z
  .array(z.strictObject(orderLineInput.shape))
  .min(1, 'В группе нет ни одного товара')
  .max(MAX_PAR_LEVEL_ROWS, `Не больше ${MAX_PAR_LEVEL_ROWS} позиций в заказе`)
  .refine(
    (lines) => new Set(lines.map((l) => l.good_id)).size === lines.length,
    'Каждый товар может встречаться в заказе один раз',
  );

export const replenishmentDraftsBody = z.strictObject({
  groups: z
    .array(
      z.strictObject({
        sales_point_id: id,
        supplier_organization_id: id,
        due_delivery_datetime: deliveryDateTimeInput.nullable().optional(),
        lines: draftLines,
      }),
    )
    .min(1, 'Выберите хотя бы одного поставщика')
    .max(200, 'Не больше 200 черновиков за раз'),
});
export type ReplenishmentDraftsBody = z.infer<typeof replenishmentDraftsBody>;
export const replenishmentDraftsResponse = z.object({
  orders: z.array(
    z.object({ id: z.number(), supplier_organization_id: z.number(), sales_point_id: z.number() }),
  ),
});

/** GET /v1/replenishment/below_minimum: the start page's «N товаров ниже минимума». */
export const belowMinimumQuery = z.object({ organization_id: id.optional() });
export const belowMinimumResponse = z.object({ count: z.number().int() });
