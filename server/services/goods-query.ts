import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Good, GoodImage, GoodsListQuery } from '../../contract/goods';
import type { Queryable } from '../db/client';
import { goodCategories, goodFileAssets, goods, measures } from '../db/schema';

/** Escapes LIKE wildcards so a person's search text matches literally. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

const goodColumns = {
  good: goods,
  measureName: measures.name,
  categoryName: goodCategories.name,
};

type GoodRow = {
  good: typeof goods.$inferSelect;
  measureName: string | null;
  categoryName: string | null;
};

function toGood(row: GoodRow, images: GoodImage[]): Good {
  const g = row.good;
  return {
    id: g.id,
    organization_id: g.organizationId,
    name: g.name,
    code: g.code,
    barcodes: g.barcodes,
    measure_id: g.measureId,
    measure_name: row.measureName ?? '',
    category_id: g.categoryId,
    category_name: row.categoryName,
    vat_rate: g.vatRate,
    description: g.description,
    global_category_id: g.globalCategoryId,
    is_published: g.isPublished,
    base_price: g.basePrice,
    images,
    created_at: g.createdAt.toISOString(),
    updated_at: g.updatedAt.toISOString(),
  };
}

async function imagesOf(db: Queryable, goodIds: number[]) {
  const byGood = new Map<number, GoodImage[]>();
  if (goodIds.length === 0) return byGood;
  const rows = await db
    .select()
    .from(goodFileAssets)
    .where(inArray(goodFileAssets.goodId, goodIds))
    .orderBy(goodFileAssets.position, goodFileAssets.id);
  for (const row of rows) {
    const list = byGood.get(row.goodId) ?? [];
    list.push({ id: row.id, url: row.url, position: row.position });
    byGood.set(row.goodId, list);
  }
  return byGood;
}

function selectGoods(db: Queryable) {
  return db
    .select(goodColumns)
    .from(goods)
    .leftJoin(measures, eq(measures.id, goods.measureId))
    .leftJoin(
      goodCategories,
      and(eq(goodCategories.id, goods.categoryId), eq(goodCategories.organizationId, goods.organizationId)),
    );
}

/** A good of the organization, or null when there is none with that id there. */
export async function findGood(db: Queryable, organizationId: number, goodId: number): Promise<Good | null> {
  const [row] = await selectGoods(db).where(
    and(eq(goods.id, goodId), eq(goods.organizationId, organizationId)),
  );
  if (!row) return null;
  const images = await imagesOf(db, [row.good.id]);
  return toGood(row, images.get(row.good.id) ?? []);
}

/** Ids of the categories and, when asked, all their descendants (within the organizations). */
function categoryFilter(orgIds: number[], ids: number[], withChildren: boolean): SQL {
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const orgList = sql.join(
    orgIds.map((id) => sql`${id}`),
    sql`, `,
  );
  if (!withChildren) return sql`${goods.categoryId} IN (${idList})`;
  return sql`${goods.categoryId} IN (
    WITH RECURSIVE tree AS (
      SELECT id FROM good_categories WHERE id IN (${idList}) AND organization_id IN (${orgList})
      UNION
      SELECT c.id FROM good_categories c JOIN tree t ON c.parent_id = t.id
    )
    SELECT id FROM tree)`;
}

const SORT_COLUMNS = {
  id: goods.id,
  name: goods.name,
  measure_id: goods.measureId,
  category_id: goods.categoryId,
} as const;

export async function listGoods(db: Queryable, orgIds: number[], q: GoodsListQuery) {
  if (orgIds.length === 0) return { items: [], total: 0 };
  const where: SQL[] = [inArray(goods.organizationId, orgIds)];
  if (q.name) where.push(sql`${goods.nameSearch} LIKE '%' || search_fold(${escapeLike(q.name)}) || '%'`);
  if (q.barcode) {
    where.push(
      sql`EXISTS (SELECT 1 FROM unnest(${goods.barcodes}) AS b WHERE b LIKE ${`%${escapeLike(q.barcode)}%`})`,
    );
  }
  if (q.good_category_ids?.length) {
    where.push(categoryFilter(orgIds, q.good_category_ids, q.include_all_children));
  }
  if (q.global_categories_id?.length) where.push(inArray(goods.globalCategoryId, q.global_categories_id));
  const condition = and(...where);

  const direction = q.order_by === 'desc' ? desc : asc;
  const sortColumn = SORT_COLUMNS[q.order_field ?? 'id'];
  const rows = await selectGoods(db)
    .where(condition)
    .orderBy(sql`${direction(sortColumn)} NULLS LAST`, direction(goods.id))
    .limit(q.limit)
    .offset(q.offset);
  const [{ total }] = await db.select({ total: count() }).from(goods).where(condition);
  const images = await imagesOf(
    db,
    rows.map((r) => r.good.id),
  );
  return { items: rows.map((r) => toGood(r, images.get(r.good.id) ?? [])), total: Number(total) };
}
