import { id, idList, idName, isoDateTime, listQuery, listResponse, optionalText, ownedRow } from './common';
import { MONEY_MAX, MONEY_MAX_TEXT, QUANTITY_MAX, QUANTITY_MAX_TEXT } from './limits';
import { STOCKTAKING_STATUSES } from './statuses';
import { z } from './zod';

/** Stocktaking lines travel up to 10 000 at a time (spec 001 §9). */
export const MAX_STOCKTAKING_LINES = 10_000;

/** A decimal typed by a person ("12,5" or 12.5) → "12.5"; quantities keep 3 decimals, money 2. */
export const decimalInput = (label: string, scale: 2 | 3, options: { positive?: boolean } = {}) =>
  z.preprocess(
    (value) =>
      typeof value === 'number'
        ? String(value)
        : typeof value === 'string'
          ? value.trim().replace(',', '.')
          : value,
    z
      .string({ error: `${label}: ожидается число` })
      .regex(
        scale === 3 ? /^\d{1,11}(\.\d{1,3})?$/ : /^\d{1,12}(\.\d{1,2})?$/,
        `${label}: неотрицательное число, не больше ${scale} знаков после запятой`,
      )
      .refine((v) => !options.positive || Number(v) > 0, `${label}: должно быть больше нуля`)
      .refine(
        (v) => Number(v) <= (scale === 2 ? MONEY_MAX : QUANTITY_MAX),
        `${label}: не больше ${scale === 2 ? MONEY_MAX_TEXT : QUANTITY_MAX_TEXT}`,
      ),
  );

/** A calendar date of a document: 2026-11-22. */
export const docDate = z
  .string({ error: 'Дата: ожидается строка ГГГГ-ММ-ДД' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Дата: формат ГГГГ-ММ-ДД')
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'Дата: такой даты нет',
  );

const DOC_DATE_FIRST = '2000-01-01';
const yearAhead = () => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
};
const russianDate = (iso: string) => iso.split('-').reverse().join('.');

/** A document date people really mean: from 01.01.2000 to a year ahead (0001-01-01 is a typo). */
export const saneDocDate = docDate.superRefine((value, ctx) => {
  const last = yearAhead();
  if (value < DOC_DATE_FIRST || value > last) {
    ctx.addIssue({
      code: 'custom',
      message: `Дата: от ${russianDate(DOC_DATE_FIRST)} до ${russianDate(last)}`,
    });
  }
});

export const dateRange = {
  date_from: docDate.optional(),
  date_to: docDate.optional(),
};

export const statusRef = z.object({
  id: z.number(),
  status: z.string(),
  label: z.string(),
  color: z.string(),
});

export const stocktakingListQuery = listQuery(
  ['id', 'number', 'date', 'status_id', 'sales_point_id', 'created_at'],
  {
    defaultLimit: 25,
  },
).extend({
  organization_id: id.optional(),
  sales_point_id: id.optional(),
  status_ids: idList,
  ...dateRange,
});

export const stocktakingTotals = z.object({
  lines_count: z.number().int(),
  counted_count: z.number().int(),
  variance_count: z.number().int().nullable(),
  /** Money, SQL sums of positive / negative line variances; null in a blind count for the counter. */
  surplus_amount: z.string().nullable(),
  shortage_amount: z.string().nullable(),
});

/** The first fields of an inventory document of a sales point (stocktaking, write-off). */
export const salesPointDocFields = {
  ...ownedRow(),
  sales_point_id: z.number(),
  sales_point_name: z.string(),
  /** The sales point's clock (IANA): the document's moments are read on it. */
  sales_point_time_zone: z.string().meta({ example: 'Europe/Moscow' }),
  number: z.number(),
  date: z.string(),
  comment: z.string().nullable(),
};

export const stocktakingDoc = z.object({
  ...salesPointDocFields,
  blind_count: z.boolean(),
  status_id: z.number(),
  status: statusRef,
  version: z.number(),
  accounted_at: isoDateTime.nullable(),
  /** When counting started: the lines' book quantities are frozen from then on. */
  book_frozen_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  totals: stocktakingTotals,
  /** Statuses the server accepts next (the UI offers only these). */
  next_status_ids: z.array(z.number()),
  /** Whether the expected quantities are hidden from this user. */
  book_hidden: z.boolean(),
});
export type StocktakingDoc = z.infer<typeof stocktakingDoc>;
export const stocktakingList = listResponse(stocktakingDoc);

export const stocktakingHeader = z.strictObject({
  date: docDate.optional(),
  comment: optionalText(2000, 'Комментарий'),
  blind_count: z.boolean().optional(),
});
export type StocktakingHeader = z.infer<typeof stocktakingHeader>;
export const salesPointQuery = z.object({ sales_point_id: id });
export const statusQuery = z.object({
  target_status_id: z.coerce
    .number({ error: 'target_status_id должен быть числом' })
    .int()
    .refine((v) => STOCKTAKING_STATUSES.byId.has(v), 'Нет такого статуса инвентаризации'),
});

export const stocktakingLine = z.object({
  id: z.number(),
  ...idName('good'),
  good_code: z.string().nullable(),
  barcodes: z.array(z.string()),
  measure: z.string(),
  category_id: z.number().nullable(),
  /** Expected (book) quantity; null when hidden by a blind count. */
  book_quantity: z.string().nullable(),
  /** The live stock balance now (it moves while counting); null once accounted or when hidden. */
  current_quantity: z.string().nullable(),
  fact_quantity: z.string().nullable(),
  variance_quantity: z.string().nullable(),
  /** Price of the variance: the good's base price, frozen when the document is accounted. */
  price: z.string().nullable(),
  variance_amount: z.string().nullable(),
});
export type StocktakingLine = z.infer<typeof stocktakingLine>;
export const stocktakingLinesQuery = listQuery(['id'], {
  maxLimit: MAX_STOCKTAKING_LINES,
  defaultLimit: MAX_STOCKTAKING_LINES,
});
export const stocktakingLines = listResponse(stocktakingLine).extend({ version: z.number() });

export const linesBulkCreate = z
  .strictObject({
    good_ids: z
      .array(id)
      .max(MAX_STOCKTAKING_LINES, `Не больше ${MAX_STOCKTAKING_LINES} товаров за раз`)
      .optional(),
    category_id: id.optional(),
    all_goods: z.boolean().optional(),
  })
  .refine(
    (v) =>
      [v.good_ids?.length ? 1 : 0, v.category_id ? 1 : 0, v.all_goods ? 1 : 0].reduce((a, b) => a + b) === 1,
    {
      message: 'Укажите что добавить: товары, категорию или все товары',
      path: ['good_ids'],
    },
  );
export type LinesBulkCreate = z.infer<typeof linesBulkCreate>;
export const linesBulkCreated = z.object({ added: z.number(), skipped: z.number(), version: z.number() });

export const factUpdate = z.strictObject({
  item_id: id,
  /** null clears the count. */
  fact_quantity: decimalInput('Фактическое количество', 3).nullable(),
  /**
   * The fact this device saw before it changed it (null: not counted yet). When present the line
   * is checked on its own: if another device has saved a different fact since, this one is not
   * saved but answered in `conflicts` with both values.
   */
  base_fact_quantity: decimalInput('Исходное фактическое количество', 3).nullable().optional().meta({
    description:
      'Факт, который устройство видело до изменения (null — не подсчитан). Если на сервере с тех пор сохранён другой факт, строка не сохраняется и возвращается в conflicts.',
  }),
});
export const factBulkUpdate = z
  .strictObject({
    /** The document's version; may be left out when every line carries its base_fact_quantity. */
    version: z.number({ error: 'Укажите версию документа' }).int().positive().optional().meta({
      description:
        'Версия документа (устаревшая — 409). Можно не указывать, если у каждой строки есть base_fact_quantity: тогда каждая строка проверяется сама.',
    }),
    items: z
      .array(factUpdate)
      .min(1, 'Нет строк для сохранения')
      .max(MAX_STOCKTAKING_LINES, `Не больше ${MAX_STOCKTAKING_LINES} строк за раз`),
  })
  .refine((v) => v.version !== undefined || v.items.every((i) => i.base_fact_quantity !== undefined), {
    message: 'Укажите версию документа или исходный факт каждой строки',
    path: ['version'],
  });
export type FactBulkUpdate = z.infer<typeof factBulkUpdate>;
/** A fact the server did not save, named by its good (the other facts of the request are saved). */
export const factRefused = z.object({
  item_id: z.number(),
  good_name: z.string(),
  detail: z.string(),
});
/** A fact not saved because another device saved a different one since this device loaded it. */
export const factConflict = z.object({
  item_id: z.number(),
  good_name: z.string(),
  /** What the device sent. */
  fact_quantity: z.string().nullable(),
  /** What the server holds now. */
  server_fact_quantity: z.string().nullable(),
});
export type FactConflict = z.infer<typeof factConflict>;
export const factBulkUpdated = z.object({
  updated: z.number(),
  version: z.number(),
  totals: stocktakingTotals,
  refused: z.array(factRefused),
  /** Lines whose base_fact_quantity no longer matches the server (empty without bases). */
  conflicts: z.array(factConflict),
});
export type FactBulkUpdated = z.infer<typeof factBulkUpdated>;

export const deleteLinesQuery = z.object({
  item_ids: z.preprocess(
    (value) => {
      if (value === undefined || value === '') return undefined;
      return (Array.isArray(value) ? value : [value])
        .flatMap((v) => String(v).split(','))
        .filter((p) => p.trim() !== '');
    },
    z.array(id, { error: 'Укажите item_ids' }).min(1, 'Укажите item_ids').max(MAX_STOCKTAKING_LINES),
  ),
});
export const linesDeleted = z.object({ deleted: z.number(), version: z.number() });
