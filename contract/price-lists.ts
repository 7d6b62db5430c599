import {
  backgroundQuery,
  id,
  idList,
  idName,
  idNameOrNull,
  listQuery,
  listResponse,
  oneLine,
  optionalOneLine,
} from './common';
import { isoDate } from './contracts';
import { moneyField, organizationRef } from './partnerships';
import { z } from './zod';

export const BULK_PRICE_LIST_GOODS_MAX = 10_000;

export const priceList = z
  .object({
    id: z.number(),
    supplier_organization_id: z.number(),
    client_organization_id: z.number(),
    supplier_organization: organizationRef,
    client_organization: organizationRef,
    name: z.string(),
    valid_from: z.string(),
    valid_to: z.string().nullable(),
    is_active: z.boolean(),
    goods_count: z.number(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'PriceList' });
export type PriceList = z.infer<typeof priceList>;
export const priceListList = listResponse(priceList);

const priceListFields = z.object({
  name: oneLine(255, 'Название прайс-листа'),
  valid_from: isoDate('Действует с').optional(),
  valid_to: isoDate('Действует по').nullish(),
  is_active: z.boolean({ error: 'Активен: да или нет' }).optional(),
});
const datesInOrder = (p: { valid_from?: string; valid_to?: string | null }) =>
  !p.valid_from || !p.valid_to || p.valid_from <= p.valid_to;
const datesMessage = { error: 'Дата окончания не может быть раньше даты начала', path: ['valid_to'] };

export const priceListCreateItem = priceListFields
  .extend({ client_organization_id: id })
  .strict()
  .refine(datesInOrder, datesMessage);
/** POST body: a one-element array (spec 001 §7). */
export const priceListCreateBody = z
  .array(priceListCreateItem)
  .length(1, 'Передайте ровно один прайс-лист в массиве');
export const priceListUpdate = priceListFields.partial().strict().refine(datesInOrder, datesMessage);
export type PriceListUpdate = z.infer<typeof priceListUpdate>;
/** POST /{id}/activate: the draft comes into force from valid_from (today when omitted). */
export const priceListActivateBody = z.object({ valid_from: isoDate('Действует с').optional() }).strict();
export type PriceListActivate = z.infer<typeof priceListActivateBody>;

export const priceListListQuery = listQuery(['id', 'name', 'valid_from', 'created_at']).extend({
  organization_id: id,
  client_organization_id: id.optional(),
  supplier_organization_id: id.optional(),
});
export type PriceListListQuery = z.infer<typeof priceListListQuery>;

export const priceListGood = z
  .object({
    good_id: z.number(),
    name: z.string(),
    code: z.string().nullable(),
    barcodes: z.array(z.string()),
    ...idName('measure'),
    vat_rate: z.number().nullable(),
    base_price: z.string().nullable(),
    price: z.string(),
    ...idNameOrNull('price_list_category'),
    /** The price before the latest change, when it changed. */
    previous_price: z.string().nullable(),
    price_changed_at: z.string().nullable(),
    updated_at: z.string(),
  })
  .meta({ id: 'PriceListGood' });
export type PriceListGood = z.infer<typeof priceListGood>;
export const priceListGoodList = listResponse(priceListGood);

export const priceListGoodsQuery = listQuery(['good_id', 'name', 'price']).extend({
  organization_id: id,
  /** Part of the name; ё = е, any case. */
  good_name: optionalOneLine(255, 'Название товара'),
  good_ids: idList,
  barcode: optionalOneLine(64, 'Штрихкод'),
  category_ids: idList,
});
export type PriceListGoodsQuery = z.infer<typeof priceListGoodsQuery>;

export const priceListGoodInput = z
  .object({
    good_id: id,
    price: moneyField('Цена'),
    price_list_category_id: id.nullish(),
  })
  .strict();
export type PriceListGoodInput = z.infer<typeof priceListGoodInput>;
export const priceListGoodUpdate = priceListGoodInput.omit({ good_id: true });
export const bulkPriceListGoodsBody = z
  .array(priceListGoodInput)
  .min(1, 'Передайте хотя бы один товар')
  .max(BULK_PRICE_LIST_GOODS_MAX, `Не больше ${BULK_PRICE_LIST_GOODS_MAX} товаров за раз`);
export const bulkPriceListGoodsResponse = z.object({ created: z.number(), updated: z.number() });

export const priceListCategory = z.object({
  id: z.number(),
  price_list_id: z.number(),
  name: z.string(),
  position: z.number(),
  goods_count: z.number(),
});
export type PriceListCategory = z.infer<typeof priceListCategory>;
export const priceListCategoryList = z.object({ items: z.array(priceListCategory) });
const categoryFields = z.object({
  name: oneLine(255, 'Название категории'),
  position: z.number({ error: 'Порядок: ожидается число' }).int().min(0).max(1_000_000).optional(),
});
export const priceListCategoryCreateBody = z
  .array(categoryFields.strict())
  .length(1, 'Передайте ровно одну категорию в массиве');
export const priceListCategoryUpdate = categoryFields.partial().strict();

export const priceListParams = z.object({ id });
export const priceListGoodParams = z.object({ id, goodId: id });
export const priceListCategoryParams = z.object({ id, categoryId: id });
export const organizationIdQuery = z.object({ organization_id: id });
export const bulkPriceListGoodsQuery = organizationIdQuery.extend({ background: backgroundQuery });

/** DELETE /v1/supplier/price_lists/{id}/goods: the chosen goods leave the price list. */
export const priceListGoodsRemoveQuery = z.object({
  organization_id: id,
  /** Required (the route answers 422 «Выберите товары…» without it). */
  good_ids: idList,
});
export const priceListGoodsRemoveResponse = z.object({ removed: z.number() });

const percentField = z
  .union([z.string(), z.number()], { error: 'Процент: ожидается число' })
  .transform((v) => String(v).replace(/\s/g, '').replace(',', '.'))
  .refine((v) => /^-?\d{1,4}(\.\d{1,2})?$/.test(v), {
    error: 'Процент: число, не больше двух знаков после запятой',
  })
  .refine((v) => Number(v) > -100 && Number(v) <= 1000, { error: 'Процент: от −99,99 до 1000' })
  .refine((v) => Number(v) !== 0, { error: 'Процент: укажите изменение, отличное от нуля' });

/**
 * POST /v1/supplier/price_lists/{id}/reprice: prices of a selection or of a price-list category
 * changed by a percentage or set to one value; `apply: false` only shows what would change.
 */
export const priceListRepriceBody = z
  .object({
    good_ids: z.array(id).max(BULK_PRICE_LIST_GOODS_MAX).optional(),
    price_list_category_id: id.optional(),
    percent: percentField.optional(),
    price: moneyField('Цена').optional(),
    apply: z.boolean().default(false),
  })
  .strict()
  .refine((b) => (b.good_ids?.length ? 1 : 0) + (b.price_list_category_id ? 1 : 0) === 1, {
    error: 'Выберите товары или одну категорию прайс-листа',
    path: ['good_ids'],
  })
  .refine((b) => (b.percent === undefined ? 0 : 1) + (b.price === undefined ? 0 : 1) === 1, {
    error: 'Укажите процент изменения или новую цену',
    path: ['percent'],
  });
export type PriceListRepriceBody = z.infer<typeof priceListRepriceBody>;
export const priceListRepriceResponse = z.object({
  /** The first 100 goods that change, for the preview. */
  items: z.array(
    z.object({ good_id: z.number(), name: z.string(), price: z.string(), new_price: z.string() }),
  ),
  /** How many goods change. */
  total: z.number(),
  applied: z.boolean(),
});
export type PriceListRepriceResponse = z.infer<typeof priceListRepriceResponse>;
