import { type SQL, sql } from 'drizzle-orm';
import type { MarketplaceGood, marketplaceGoodsQuery } from '../../contract/marketplace';
import type { z } from '../../contract/zod';
import type { Queryable } from '../db/client';
import { notFound } from '../errors';
import { rowsOf } from './goods-sql';

type GoodsQuery = z.output<typeof marketplaceGoodsQuery>;
type Row = Omit<MarketplaceGood, 'created_at'> & { created_at: Date | string };

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const idsSql = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Published goods of suppliers that are not test organizations: what the marketplace shows. */
const VISIBLE = sql`g.is_published AND o.module_supplier AND NOT o.is_test_org`;

const SELECT = sql`
  SELECT g.id::int, g.organization_id::int, o.name AS organization_name, g.name, g.code,
    g.base_price::text AS price, g.measure_id::int, m.name AS measure_name,
    g.global_category_id::int, gc.name AS global_category_name, g.category_id::int, g.description,
    (SELECT a.url FROM good_file_assets a WHERE a.good_id = g.id ORDER BY a.position, a.id LIMIT 1) AS image_url,
    g.created_at
  FROM goods g
  JOIN organizations o ON o.id = g.organization_id
  JOIN measures m ON m.id = g.measure_id
  LEFT JOIN global_categories gc ON gc.id = g.global_category_id`;

function filters(query: GoodsQuery): SQL {
  const parts: SQL[] = [VISIBLE];
  if (query.query_search) {
    const pattern = likePattern(query.query_search.toLowerCase().replaceAll('ё', 'е'));
    parts.push(sql`(g.name_search LIKE ${pattern} OR search_fold(g.code) LIKE ${pattern})`);
  }
  if (query.organization_id) parts.push(sql`g.organization_id = ${query.organization_id}`);
  if (query.global_categories_ids?.length) {
    // A category stands for its whole subtree; the subtree is read once (an array) so the
    // category + price index drives the scan.
    parts.push(sql`g.global_category_id = ANY (ARRAY(
      WITH RECURSIVE subtree AS (
        SELECT id FROM global_categories WHERE id IN (${idsSql(query.global_categories_ids)})
        UNION SELECT c.id FROM global_categories c JOIN subtree s ON c.parent_id = s.id)
      SELECT id FROM subtree))`);
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

const toGood = ({ created_at, ...row }: Row): MarketplaceGood => ({
  ...row,
  created_at: new Date(created_at).toISOString(),
});

export async function listMarketplaceGoods(db: Queryable, query: GoodsQuery) {
  const where = filters(query);
  const direction = query.order_by === 'desc' ? sql`DESC` : sql`ASC`;
  const sort = SORT[query.order_field ?? 'name'];
  const rows = await rowsOf<Row>(
    db,
    sql`${SELECT} WHERE ${where} ORDER BY ${sort} ${direction} NULLS LAST, g.id ${direction}
        LIMIT ${query.limit} OFFSET ${query.offset}`,
  );
  const [{ total }] = await rowsOf<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM goods g JOIN organizations o ON o.id = g.organization_id WHERE ${where}`,
  );
  return { items: rows.map(toGood), total };
}

export async function findMarketplaceGood(db: Queryable, id: number) {
  const [found] = await rowsOf<Row & { vat_rate: number | null }>(
    db,
    sql`SELECT s.*, g.vat_rate::int AS vat_rate FROM (${SELECT} WHERE ${VISIBLE} AND g.id = ${id}) s
        JOIN goods g ON g.id = s.id`,
  );
  if (!found) throw notFound('Товар не найден в каталоге');
  const { vat_rate, ...row } = found;
  const images = await rowsOf<{ url: string }>(
    db,
    sql`SELECT url FROM good_file_assets WHERE good_id = ${id} ORDER BY position, id`,
  );
  return { ...toGood(row), images: images.map((image) => image.url), vat_rate };
}
