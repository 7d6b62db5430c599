import { type SQL, sql } from 'drizzle-orm';
import type { MarketplaceGood, marketplaceGoodsQuery } from '../../../contract/marketplace';
import type { z } from '../../../contract/zod';
import type { Queryable } from '../../db/client';
import { notFound } from '../../errors';
import { queryRows } from '../../lib/sql';
import {
  catalogRevision,
  createTotalsCache,
  type TotalsCache,
  totalFromPage,
  treeRevision,
} from '../goods/catalog-totals';
import { type CategoryTreeCache, createCategoryTreeCache } from './tree-cache';

type GoodsQuery = z.output<typeof marketplaceGoodsQuery>;
type Row = MarketplaceGood;

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const idsSql = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Published goods of suppliers that are not test organizations: what the marketplace shows. */
const VISIBLE = sql`g.on_marketplace`;

// Names come from subqueries rather than joins: planning a page then costs less than running it.
const COLUMNS = sql`g.id::int, g.organization_id::int,
    (SELECT o.name FROM organizations o WHERE o.id = g.organization_id) AS organization_name,
    g.name, g.code, g.base_price::text AS price, g.measure_id::int,
    (SELECT m.name FROM measures m WHERE m.id = g.measure_id) AS measure_name,
    g.global_category_id::int,
    (SELECT gc.name FROM global_categories gc WHERE gc.id = g.global_category_id) AS global_category_name,
    g.category_id::int, g.description,
    (SELECT a.url FROM good_file_assets a WHERE a.good_id = g.id ORDER BY a.position, a.id LIMIT 1) AS image_url,
    to_char(g.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

const SELECT = sql`SELECT ${COLUMNS}`;

/**
 * The categories of the query with their subtrees: the ids the server expanded (the planner then
 * weighs each category's goods), or, without them, the subtree read by the query itself.
 */
function categoryCondition(ids: number[], subtree: number[] | undefined): SQL {
  if (subtree) return subtree.length ? sql`g.global_category_id IN (${idsSql(subtree)})` : sql`false`;
  return sql`g.global_category_id = ANY (ARRAY(
      WITH RECURSIVE subtree AS (
        SELECT id FROM global_categories WHERE id IN (${idsSql(ids)})
        UNION SELECT c.id FROM global_categories c JOIN subtree s ON c.parent_id = s.id)
      SELECT id FROM subtree))`;
}

function filters(query: GoodsQuery, subtree: number[] | undefined): SQL {
  const parts: SQL[] = [VISIBLE];
  if (query.query_search) {
    const pattern = likePattern(query.query_search.toLowerCase().replaceAll('ё', 'е'));
    parts.push(sql`(g.name_search LIKE ${pattern} OR search_fold(g.code) LIKE ${pattern})`);
  }
  if (query.organization_id) parts.push(sql`g.organization_id = ${query.organization_id}`);
  if (query.global_categories_ids?.length) {
    parts.push(categoryCondition(query.global_categories_ids, subtree));
  }
  if (query.category_ids?.length) parts.push(sql`g.category_id IN (${idsSql(query.category_ids)})`);
  if (query.price_ge !== undefined) parts.push(sql`g.base_price >= ${query.price_ge}`);
  if (query.price_le !== undefined) parts.push(sql`g.base_price <= ${query.price_le}`);
  return sql.join(parts, sql` AND `);
}

const SORT: Record<NonNullable<GoodsQuery['order_field']>, SQL> = {
  id: sql`g.id`,
  name: sql`g.name_search`,
  price: sql`g.base_price`,
  created_at: sql`g.created_at`,
};

// Field by field: rest and spread of 14 fields cost more than the rest of the mapping.
const toGood = (row: Row): MarketplaceGood => ({
  id: row.id,
  organization_id: row.organization_id,
  organization_name: row.organization_name,
  name: row.name,
  code: row.code,
  price: row.price,
  measure_id: row.measure_id,
  measure_name: row.measure_name,
  global_category_id: row.global_category_id,
  global_category_name: row.global_category_name,
  category_id: row.category_id,
  description: row.description,
  image_url: row.image_url,
  created_at: row.created_at,
});

/** What a marketplace list route keeps between requests. */
export interface MarketplaceCaches {
  totals: TotalsCache;
  tree: CategoryTreeCache;
}

export const createMarketplaceCaches = (): MarketplaceCaches => ({
  totals: createTotalsCache(),
  tree: createCategoryTreeCache(),
});

type Revisions = { revision: string | null; tree_revision: string | null };

/**
 * One page and its total. `treeAt` is the category tree revision the statements saw: the subtree's
 * ids are right only when it is the one they were expanded at.
 */
async function readPage(
  db: Queryable,
  query: GoodsQuery,
  totals: TotalsCache,
  subtree?: { ids: number[]; revision: string },
) {
  const where = filters(query, subtree?.ids);
  const direction = query.order_by === 'desc' ? sql`DESC` : sql`ASC`;
  const sort = SORT[query.order_field ?? 'name'];
  const order = sql`${sort} ${direction} NULLS LAST, g.id ${direction}`;
  // The page's ids first (from an index alone when the sort and filters allow), then their details.
  const rows = await queryRows<Row & Revisions>(
    db,
    sql`SELECT ${COLUMNS}, ${catalogRevision} AS revision, ${treeRevision} AS tree_revision
        FROM (SELECT g.id FROM goods g WHERE ${where} ORDER BY ${order}
              LIMIT ${query.limit} OFFSET ${query.offset}) page
        JOIN goods g ON g.id = page.id
        ORDER BY ${order}`,
  );
  const key = JSON.stringify([
    query.query_search ?? null,
    query.organization_id ?? null,
    query.global_categories_ids ?? [],
    query.category_ids ?? [],
    query.price_ge ?? null,
    query.price_le ?? null,
  ]);
  let treeAt = rows[0]?.tree_revision;
  let total = totalFromPage(rows.length, query.limit, query.offset) ?? totals.get(rows[0]?.revision, key);
  if (total === undefined) {
    const [counted] = await queryRows<{ total: number } & Revisions>(
      db,
      sql`SELECT count(*)::int AS total, ${catalogRevision} AS revision, ${treeRevision} AS tree_revision
          FROM goods g WHERE ${where}`,
    );
    total = counted.total;
    treeAt = counted.tree_revision;
    if (!subtree || treeAt === subtree.revision) totals.set(counted.revision, key, total);
  }
  const items = rows.map(toGood);
  return { items, total, treeAt };
}

export async function listMarketplaceGoods(db: Queryable, query: GoodsQuery, caches: MarketplaceCaches) {
  const ids = query.global_categories_ids ?? [];
  for (let attempt = 0; ; attempt += 1) {
    // The tree changing under two reads in a row: the query expands the subtree itself.
    const subtree = ids.length && attempt < 2 ? await caches.tree.subtree(db, ids, attempt > 0) : undefined;
    const page = await readPage(db, query, caches.totals, subtree);
    if (!subtree || page.treeAt === subtree.revision) return { items: page.items, total: page.total };
  }
}

export async function findMarketplaceGood(db: Queryable, id: number) {
  const [found] = await queryRows<Row & { vat_rate: number | null }>(
    db,
    sql`${SELECT}, g.vat_rate::int AS vat_rate FROM goods g WHERE ${VISIBLE} AND g.id = ${id}`,
  );
  if (!found) throw notFound('Товар не найден в каталоге');
  const { vat_rate, ...row } = found;
  const images = await queryRows<{ url: string }>(
    db,
    sql`SELECT url FROM good_file_assets WHERE good_id = ${id} ORDER BY position, id`,
  );
  return { ...toGood(row), images: images.map((image) => image.url), vat_rate };
}
