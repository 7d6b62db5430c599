import {
  id,
  idList,
  idName,
  idNameOrNull,
  isoDateTime,
  listQuery,
  listResponse,
  optionalOneLine,
  optionalText,
  ownedNamedRow,
} from './common';
import { deliveryZones } from './entities/delivery-zones';
import type { EntityRow } from './entity-kit';
import { entitySchemas } from './entity-schemas';
import { publicInfo } from './organizations';
import { z } from './zod';

const price = (label: string) =>
  z.coerce
    .number({ error: `${label}: ожидается число` })
    .min(0, `${label}: не может быть отрицательной`)
    .max(999_999_999_999, `${label}: слишком большое число`);

/** Sorting of marketplace goods: id, name, price (base price) or created_at. */
export const MARKETPLACE_GOODS_SORT_FIELDS = ['id', 'name', 'price', 'created_at'] as const;
export const marketplaceGoodsQuery = listQuery(MARKETPLACE_GOODS_SORT_FIELDS)
  .extend({
    query_search: optionalText(200, 'Поиск'),
    organization_id: id.optional(),
    global_categories_ids: idList,
    category_ids: idList,
    price_ge: price('Цена от').optional(),
    price_le: price('Цена до').optional(),
  })
  .refine((q) => q.price_ge === undefined || q.price_le === undefined || q.price_ge <= q.price_le, {
    message: '«Цена от» не может быть больше «Цены до»',
    path: ['price_ge'],
  });
export type MarketplaceGoodsQuery = z.input<typeof marketplaceGoodsQuery>;

export const marketplaceGood = z.object({
  ...ownedNamedRow(),
  code: z.string().nullable(),
  /** Base price as a decimal string ("1234.50"), null when the supplier has not set one. */
  price: z.string().nullable(),
  ...idName('measure'),
  ...idNameOrNull('global_category'),
  category_id: z.number().nullable(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  created_at: isoDateTime,
});
export type MarketplaceGood = z.infer<typeof marketplaceGood>;
export const marketplaceGoodDetail = marketplaceGood.extend({
  images: z.array(z.string()),
  /** VAT rate in percent; null — «Без НДС». */
  vat_rate: z.number().nullable(),
});
export type MarketplaceGoodDetail = z.infer<typeof marketplaceGoodDetail>;
export const marketplaceGoodsResponse = listResponse(marketplaceGood);

export const SUPPLIER_SORT_FIELDS = ['id', 'name', 'inn', 'email'] as const;
export const suppliersQuery = listQuery(SUPPLIER_SORT_FIELDS).extend({
  organization_name: optionalOneLine(200, 'Название'),
  inn: optionalOneLine(12, 'ИНН'),
  organization_ids: idList,
});

export const marketplaceSupplier = z.object({
  id: z.number(),
  name: z.string(),
  inn: z.string().nullable(),
  kpp: z.string().nullable(),
  ogrn: z.string().nullable(),
  logo_url: z.string().nullable(),
  public_info: publicInfo,
});
export type MarketplaceSupplier = z.infer<typeof marketplaceSupplier>;
/** The card a buyer opens: the supplier and its delivery zones (contract/entities/delivery-zones.ts). */
export const supplierCard = marketplaceSupplier.extend({
  delivery_zones: z.array(entitySchemas(deliveryZones).item),
});
export type SupplierCard = MarketplaceSupplier & { delivery_zones: EntityRow<typeof deliveryZones>[] };
export const suppliersResponse = listResponse(marketplaceSupplier);
