import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Good, GoodImage, GoodsListQuery } from '../../../contract/goods';
import type { Queryable } from '../../db/client';
import { goodFileAssets, goods } from '../../db/schema';
import { queryRows } from '../../lib/sql';
import { organizationsRevision, type TotalsCache, totalFromPage } from './catalog-totals';

/** Escapes LIKE wildcards so a person's search text matches literally. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

// Names come from subqueries rather than joins: planning a page then costs less than running it.
// The outer columns are written out with their table: drizzle leaves them bare in a query without
// joins, where a bare column would name the subquery's own table.
const goodColumns = {
  good: goods,
  measureName: sql<string | null>`(SELECT m.name FROM measures m WHERE m.id = goods.measure_id)`,
  categoryName: sql<string | null>`(SELECT c.name FROM good_categories c
    WHERE c.id = goods.category_id AND c.organization_id = goods.organization_id)`,
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
  return db.select(goodColumns).from(goods);
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

/** A row of the list's page, read without the query builder: a page maps 25 rows at most. */
interface PageRow {
  id: number;
  organization_id: number;
  name: string;
  code: string | null;
  barcodes: string[];
  measure_id: number;
  measure_name: string | null;
  category_id: number | null;
  category_name: string | null;
  vat_rate: number | null;
  description: string | null;
  global_category_id: number | null;
  is_published: boolean;
  base_price: string | null;
  images: GoodImage[];
  created_at: string;
  updated_at: string;
  revision: string | null;
}

/** A timestamp as Date#toISOString writes it (milliseconds truncated, as Date parsing does). */
const isoTime = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

// Images in the order imagesOf reads them; ids cast so that both drivers answer numbers.
const PAGE_COLUMNS = sql`goods.id::float8 AS id, goods.organization_id::float8 AS organization_id,
  goods.name, goods.code, goods.barcodes, goods.measure_id,
  (SELECT m.name FROM measures m WHERE m.id = goods.measure_id) AS measure_name,
  goods.category_id::float8 AS category_id,
  (SELECT c.name FROM good_categories c
    WHERE c.id = goods.category_id AND c.organization_id = goods.organization_id) AS category_name,
  goods.vat_rate, goods.description, goods.global_category_id::float8 AS global_category_id,
  goods.is_published, goods.base_price::text AS base_price,
  (SELECT coalesce(json_agg(json_build_object('id', a.id, 'url', a.url, 'position', a.position)
    ORDER BY a.position, a.id), '[]'::json) FROM good_file_assets a WHERE a.good_id = goods.id) AS images,
  ${isoTime('goods.created_at')} AS created_at, ${isoTime('goods.updated_at')} AS updated_at`;

// Field by field: rest and spread of 18 fields cost more than the rest of the mapping.
const pageGood = (row: PageRow): Good => ({
  id: row.id,
  organization_id: row.organization_id,
  name: row.name,
  code: row.code,
  barcodes: row.barcodes,
  measure_id: row.measure_id,
  measure_name: row.measure_name ?? '',
  category_id: row.category_id,
  category_name: row.category_name,
  vat_rate: row.vat_rate,
  description: row.description,
  global_category_id: row.global_category_id,
  is_published: row.is_published,
  base_price: row.base_price,
  images: row.images,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export async function listGoods(db: Queryable, orgIds: number[], q: GoodsListQuery, totals: TotalsCache) {
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
  const revision = organizationsRevision(orgIds);

  const direction = q.order_by === 'desc' ? desc : asc;
  const sortColumn = SORT_COLUMNS[q.order_field ?? 'id'];
  // The revision the total may be remembered under comes with the page.
  const rows = await queryRows<PageRow>(
    db,
    sql`SELECT ${PAGE_COLUMNS}, ${revision} AS revision FROM goods WHERE ${condition}
        ORDER BY ${direction(sortColumn)} NULLS LAST, ${direction(goods.id)}
        LIMIT ${q.limit} OFFSET ${q.offset}`,
  );
  const filters = JSON.stringify([
    [...orgIds].sort((a, b) => a - b),
    q.name ?? null,
    q.barcode ?? null,
    q.good_category_ids ?? [],
    q.include_all_children,
    q.global_categories_id ?? [],
  ]);
  let total = totalFromPage(rows.length, q.limit, q.offset) ?? totals.get(rows[0]?.revision, filters);
  if (total === undefined) {
    const [counted] = await queryRows<{ total: number; revision: string | null }>(
      db,
      sql`SELECT count(*)::int AS total, ${revision} AS revision FROM goods WHERE ${condition}`,
    );
    total = counted.total;
    totals.set(counted.revision, filters, total);
  }
  return { items: rows.map(pageGood), total };
}
