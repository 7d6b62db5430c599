import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type {
  PriceList,
  PriceListCategory,
  PriceListGood,
  PriceListGoodsQuery,
  PriceListListQuery,
} from '../../../contract/price-lists';
import type { Queryable } from '../../db/client';
import {
  goods,
  measures,
  partnerships,
  priceListCategories,
  priceListGoods,
  priceLists,
} from '../../db/schema';
import { clientOrg, partiesSelection, supplierOrg } from './parties';
import { escapeLike, foldSearch, type Side } from './partnerships-query';

/**
 * The price lists a side may see: the supplier all of its own; the client only active lists
 * addressed to it by a supplier it is in an active partnership with.
 */
export function visiblePriceLists(side: Side, ownOrgIds: number[]): SQL {
  if (side === 'supplier') return inArray(priceLists.supplierOrganizationId, ownOrgIds);
  return and(
    inArray(priceLists.clientOrganizationId, ownOrgIds),
    eq(priceLists.isActive, true),
    sql`EXISTS (SELECT 1 FROM ${partnerships}
      WHERE ${partnerships.clientOrganizationId} = ${priceLists.clientOrganizationId}
        AND ${partnerships.supplierOrganizationId} = ${priceLists.supplierOrganizationId}
        AND ${partnerships.status} = 'active')`,
  ) as SQL;
}

function selectPriceLists(db: Queryable) {
  return db
    .select({
      pl: priceLists,
      ...partiesSelection,
    })
    .from(priceLists)
    .innerJoin(clientOrg, eq(clientOrg.id, priceLists.clientOrganizationId))
    .innerJoin(supplierOrg, eq(supplierOrg.id, priceLists.supplierOrganizationId));
}
type Row = Awaited<ReturnType<ReturnType<typeof selectPriceLists>['execute']>>[number];

const toPriceList = (row: Row): PriceList => ({
  id: row.pl.id,
  supplier_organization_id: row.pl.supplierOrganizationId,
  client_organization_id: row.pl.clientOrganizationId,
  supplier_organization: row.supplier,
  client_organization: row.client,
  name: row.pl.name,
  valid_from: row.pl.validFrom,
  valid_to: row.pl.validTo,
  is_active: row.pl.isActive,
  goods_count: row.pl.goodsCount,
  created_at: row.pl.createdAt.toISOString(),
  updated_at: row.pl.updatedAt.toISOString(),
});

export async function findPriceList(db: Queryable, side: Side, priceListId: number, ownOrgIds: number[]) {
  if (ownOrgIds.length === 0) return null;
  const [row] = await selectPriceLists(db).where(
    and(eq(priceLists.id, priceListId), visiblePriceLists(side, ownOrgIds)),
  );
  return row ? toPriceList(row) : null;
}

export async function listPriceLists(
  db: Queryable,
  side: Side,
  ownOrgIds: number[],
  query: PriceListListQuery,
) {
  const filters: SQL[] = [visiblePriceLists(side, ownOrgIds)];
  if (query.client_organization_id)
    filters.push(eq(priceLists.clientOrganizationId, query.client_organization_id));
  if (query.supplier_organization_id)
    filters.push(eq(priceLists.supplierOrganizationId, query.supplier_organization_id));
  const where = and(...filters);
  const direction = query.order_by === 'desc' ? desc : asc;
  const sortable = {
    id: priceLists.id,
    name: priceLists.name,
    valid_from: priceLists.validFrom,
    created_at: priceLists.createdAt,
  };
  const rows = await selectPriceLists(db)
    .where(where)
    .orderBy(direction(sortable[query.order_field ?? 'id']), direction(priceLists.id))
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = await db.select({ total: count() }).from(priceLists).where(where);
  return { items: rows.map(toPriceList), total };
}

async function priceListGoodsTotal(
  db: Queryable,
  priceListId: number,
  page: {
    filtered: boolean;
    goodsFiltered: boolean;
    where: SQL | undefined;
    filters: SQL[];
    rows: { keptTotal: number | null }[];
  },
): Promise<number> {
  if (!page.filtered) {
    if (page.rows.length > 0) return Number(page.rows[0].keptTotal);
    const [list] = await db
      .select({ total: priceLists.goodsCount })
      .from(priceLists)
      .where(eq(priceLists.id, priceListId));
    return list?.total ?? 0;
  }
  // Every row has its good (foreign key): without a filter on goods the count reads the list alone.
  const [{ total }] = page.goodsFiltered
    ? await db
        .select({ total: count() })
        .from(priceListGoods)
        .innerJoin(goods, eq(goods.id, priceListGoods.goodId))
        .where(page.where)
    : await db
        .select({ total: count() })
        .from(priceListGoods)
        .where(and(...page.filters));
  return total;
}

export async function listPriceListGoods(
  db: Queryable,
  priceListId: number,
  query: PriceListGoodsQuery,
): Promise<{ items: PriceListGood[]; total: number }> {
  const filters: SQL[] = [eq(priceListGoods.priceListId, priceListId)];
  if (query.good_name)
    filters.push(sql`${goods.nameSearch} LIKE ${`%${escapeLike(foldSearch(query.good_name))}%`}`);
  if (query.good_ids?.length) filters.push(inArray(priceListGoods.goodId, query.good_ids));
  if (query.barcode) filters.push(sql`${query.barcode} = ANY (${goods.barcodes})`);
  if (query.category_ids?.length)
    filters.push(inArray(priceListGoods.priceListCategoryId, query.category_ids));
  // The list's supplier as a filter on goods too: a page by name is then read from the goods index
  // (organization, name, id) and stops after `limit` rows instead of joining and sorting every row.
  const where = and(
    ...filters,
    sql`${goods.organizationId} = (SELECT pl.supplier_organization_id FROM price_lists pl WHERE pl.id = ${priceListId})`,
  );
  const goodsFiltered = Boolean(query.good_name || query.barcode);
  const filtered = filters.length > 1;
  const direction = query.order_by === 'desc' ? desc : asc;
  const sortable = { good_id: priceListGoods.goodId, name: goods.name, price: priceListGoods.price };
  const latest = sql`(SELECT ph FROM price_history ph
    WHERE ph.price_list_id = ${priceListGoods.priceListId} AND ph.good_id = ${priceListGoods.goodId}
    ORDER BY ph.changed_at DESC, ph.id DESC LIMIT 1)`;
  const rows = await db
    .select({
      plg: priceListGoods,
      good: {
        name: goods.name,
        code: goods.code,
        barcodes: goods.barcodes,
        measureId: goods.measureId,
        vatRate: goods.vatRate,
        basePrice: goods.basePrice,
      },
      measureName: measures.name,
      categoryName: priceListCategories.name,
      previousPrice: sql<string | null>`(${latest}).old_price::text`,
      changedAt: sql<string | null>`(${latest}).changed_at`,
      // Unfiltered, the total is the price list's kept count, read with the page.
      keptTotal: filtered
        ? sql<null>`NULL`
        : sql<number>`(SELECT goods_count FROM price_lists WHERE id = ${priceListId})`,
    })
    .from(priceListGoods)
    // By id alone: the planner then reads a page by name from the goods index and finds each row of
    // the list by its key, instead of reading the whole list first.
    .innerJoin(goods, eq(goods.id, priceListGoods.goodId))
    .leftJoin(measures, eq(measures.id, goods.measureId))
    .leftJoin(priceListCategories, eq(priceListCategories.id, priceListGoods.priceListCategoryId))
    .where(where)
    .orderBy(direction(sortable[query.order_field ?? 'name']), asc(priceListGoods.goodId))
    .limit(query.limit)
    .offset(query.offset);
  const total = await priceListGoodsTotal(db, priceListId, { filtered, goodsFiltered, where, filters, rows });
  return {
    items: rows.map((r) => ({
      good_id: r.plg.goodId,
      name: r.good.name,
      code: r.good.code,
      barcodes: r.good.barcodes,
      measure_id: r.good.measureId,
      measure_name: r.measureName ?? '',
      vat_rate: r.good.vatRate,
      base_price: r.good.basePrice,
      price: r.plg.price,
      price_list_category_id: r.plg.priceListCategoryId,
      price_list_category_name: r.categoryName,
      previous_price: r.previousPrice,
      price_changed_at: r.changedAt ? new Date(r.changedAt).toISOString() : null,
      updated_at: r.plg.updatedAt.toISOString(),
    })),
    total,
  };
}

export async function listPriceListCategories(
  db: Queryable,
  priceListId: number,
): Promise<PriceListCategory[]> {
  const rows = await db
    .select({
      c: priceListCategories,
      goodsCount: sql<number>`(SELECT count(*)::int FROM ${priceListGoods}
        WHERE ${priceListGoods.priceListId} = ${priceListCategories.priceListId}
          AND ${priceListGoods.priceListCategoryId} = ${priceListCategories.id})`,
    })
    .from(priceListCategories)
    .where(eq(priceListCategories.priceListId, priceListId))
    .orderBy(asc(priceListCategories.position), asc(priceListCategories.name), asc(priceListCategories.id));
  return rows.map(({ c, goodsCount }) => ({
    id: c.id,
    price_list_id: c.priceListId,
    name: c.name,
    position: c.position,
    goods_count: Number(goodsCount),
  }));
}
