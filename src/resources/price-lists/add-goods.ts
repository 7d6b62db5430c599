import type { Good } from '@contract/goods';
import type { PriceListGoodInput } from '@contract/price-lists';
import { http } from '@/providers/http';
import { priceListsApi } from './price-lists-api';

const PAGE = 1000;

/** Every good of the supplier in the chosen categories (with their subcategories). */
async function goodsIn(organizationId: number, categoryIds: number[]): Promise<Good[]> {
  const goods: Good[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await http.get<{ items: Good[]; total: number }>('/v1/goods/', {
      organization_id: organizationId,
      good_category_ids: categoryIds,
      include_all_children: true,
      limit: PAGE,
      offset,
    });
    goods.push(...page.items);
    if (goods.length >= page.total || page.items.length === 0) return goods;
  }
}

export interface AddGoodsResult {
  created: number;
  updated: number;
  withoutPrice: number;
}

/**
 * Adds the goods of the chosen categories at their base prices, each under a price list category
 * named like its own (created when missing). Goods already in the list keep their prices unless
 * `overwrite` is set; goods without a base price are skipped and counted.
 */
export async function addGoodsByCategories(
  organizationId: number,
  priceListId: number,
  categories: { id: number; name: string }[],
  overwrite: boolean,
): Promise<AddGoodsResult> {
  const api = priceListsApi(organizationId);
  const goods = await goodsIn(
    organizationId,
    categories.map((c) => c.id),
  );
  const priced = goods.filter((g) => g.base_price !== null);
  const existing = new Set<number>();
  if (!overwrite) {
    for (let i = 0; i < priced.length; i += 200) {
      const chunk = priced.slice(i, i + 200).map((g) => g.id);
      const found = await api.goodsOf(priceListId, chunk);
      for (const item of found.items) existing.add(item.good_id);
    }
  }
  const listCategories = await api.categories(priceListId);
  const categoryIdByName = new Map(listCategories.map((c) => [c.name, c.id]));
  const items: PriceListGoodInput[] = [];
  for (const good of priced) {
    if (existing.has(good.id)) continue;
    const name = good.category_name;
    if (name && !categoryIdByName.has(name)) {
      categoryIdByName.set(name, (await api.createCategory(priceListId, name)).id);
    }
    items.push({
      good_id: good.id,
      price: String(good.base_price),
      price_list_category_id: name ? categoryIdByName.get(name) : null,
    });
  }
  const withoutPrice = goods.length - priced.length;
  if (items.length === 0) return { created: 0, updated: 0, withoutPrice };
  return { ...(await api.bulk(priceListId, items)), withoutPrice };
}
