import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ParLevelRow, ParLevelsBulkBody } from '../../../contract/replenishment';
import type { Queryable } from '../../db/client';
import { badRequest } from '../../errors';
import { audit } from '../../lib/audit';
import { queryOne, queryRows } from '../../lib/sql';
import { currentUser } from '../../plugins/auth';
import { escapeLike } from '../goods/goods-query';
import { dailyUsageQuery } from './consumption';
import { idSet } from './needs';
import { currentPriceLists, priceListIds } from './price-lists';

export interface ParLevelsQuery {
  organization_id: number;
  sales_point_id: number;
  category?: string;
  only_set?: boolean;
  search?: string;
  window_days: number;
  limit: number;
  offset: number;
  order_field?: 'good_name' | 'category_name' | 'supplier_name';
  order_by: 'asc' | 'desc';
}

/** The sales point of the organization, or a Russian 422. */
async function ownSalesPoint(db: Queryable, organizationId: number, salesPointId: number) {
  const row = await queryOne(
    db,
    sql`SELECT 1 FROM sales_points WHERE id = ${salesPointId} AND organization_id = ${organizationId}`,
  );
  if (!row)
    throw badRequest('Точка продаж не найдена', { sales_point_id: 'Выберите точку продаж организации' });
}

/**
 * The goods a sales point may keep — those of the client's current price lists, its own catalogue
 * and any good already given a level — with the level, the book stock and the daily usage.
 */
export async function listParLevels(db: Queryable, q: ParLevelsQuery) {
  await ownSalesPoint(db, q.organization_id, q.sales_point_id);
  const org = q.organization_id;
  const point = q.sales_point_id;
  const lists = await currentPriceLists(db, org);
  const filters: SQL[] = [sql`TRUE`];
  if (q.only_set) filters.push(sql`p.good_id IS NOT NULL`);
  if (q.category) filters.push(sql`coalesce(lc.name, gc.name) = ${q.category}`);
  if (q.search) filters.push(sql`g.name_search LIKE '%' || search_fold(${escapeLike(q.search)}) || '%'`);
  const from = sql`
    (SELECT good_id, min(price_list_category_id) AS list_category_id
       FROM (SELECT good_id, price_list_category_id FROM price_list_goods WHERE price_list_id IN (${priceListIds(lists)})
             UNION ALL SELECT id, NULL FROM goods WHERE organization_id = ${org}
             UNION ALL SELECT good_id, NULL FROM par_levels WHERE sales_point_id = ${point}) k
      GROUP BY good_id) u
    JOIN goods g ON g.id = u.good_id
    JOIN measures m ON m.id = g.measure_id
    JOIN organizations s ON s.id = g.organization_id
    LEFT JOIN price_list_categories lc ON lc.id = u.list_category_id
    LEFT JOIN good_categories gc ON gc.id = g.category_id AND g.organization_id = ${org}
    LEFT JOIN par_levels p ON p.sales_point_id = ${point} AND p.good_id = g.id
    LEFT JOIN stock_balances b ON b.sales_point_id = ${point} AND b.good_id = g.id
    LEFT JOIN (${dailyUsageQuery(idSet([org]), point, q.window_days)}) d ON d.good_id = g.id`;
  const where = sql.join(filters, sql` AND `);
  const field = sql.identifier(q.order_field ?? 'good_name');
  const direction = sql.raw(q.order_by === 'desc' ? 'DESC' : 'ASC');
  const items = await queryRows<ParLevelRow & { total: number }>(
    db,
    sql`SELECT * FROM (
          SELECT g.id::float8 AS id, ${point}::float8 AS sales_point_id, g.id::float8 AS good_id,
                 g.name AS good_name, m.name AS measure, m.is_fractional,
                 coalesce(lc.id, gc.id)::float8 AS category_id, coalesce(lc.name, gc.name) AS category_name,
                 CASE WHEN g.organization_id <> ${org} THEN g.organization_id::float8 END AS supplier_organization_id,
                 CASE WHEN g.organization_id <> ${org} THEN s.name END AS supplier_name,
                 trim_scale(coalesce(b.quantity, 0))::text AS stock_quantity,
                 trim_scale(coalesce(d.daily, 0))::text AS daily_usage,
                 trim_scale(p.min_quantity)::text AS min_quantity, trim_scale(p.order_up_to)::text AS order_up_to,
                 trim_scale(p.pack_size)::text AS pack_size, p.days_of_cover::int AS days_of_cover,
                 count(*) OVER ()::int AS total
            FROM ${from} WHERE ${where}) rows
         ORDER BY ${field} ${direction} NULLS LAST, good_name, id
         LIMIT ${q.limit} OFFSET ${q.offset}`,
  );
  const total = items[0]?.total ?? (q.offset > 0 ? await countRows(db, from, where) : 0);
  return { items: items.map(({ total: _total, ...row }) => row), total };
}

async function countRows(db: Queryable, from: SQL, where: SQL) {
  const row = await queryOne<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`,
  );
  return row?.total ?? 0;
}

/**
 * Saves many levels at once (a grid's edits, a paste from Excel) and removes the ones named. Every
 * sales point must be the organization's; a good must exist. One statement each way.
 */
export async function saveParLevels(
  db: Queryable,
  request: FastifyRequest,
  organizationId: number,
  body: ParLevelsBulkBody,
) {
  const points = [...new Set([...body.items, ...body.remove].map((r) => r.sales_point_id))];
  const own = await queryRows<{ id: number }>(
    db,
    sql`SELECT id::float8 AS id FROM sales_points
         WHERE organization_id = ${organizationId} AND id IN (${idSet(points)})`,
  );
  const foreign = points.filter((p) => !own.some((o) => Number(o.id) === p));
  if (foreign.length > 0) {
    throw badRequest('Точка продаж не найдена', { sales_point_id: 'Выберите точку продаж организации' });
  }
  const goods = [...new Set(body.items.map((r) => r.good_id))];
  const known = await queryRows<{ id: number }>(
    db,
    sql`SELECT id::float8 AS id FROM goods WHERE id IN (${idSet(goods)})`,
  );
  const missing = body.items.findIndex((r) => !known.some((k) => Number(k.id) === r.good_id));
  if (missing >= 0)
    throw badRequest('Товар не найден', { [`items.${missing}.good_id`]: 'Нет такого товара' });
  const user = currentUser(request).id;
  const saved = await queryRows(
    db,
    sql`INSERT INTO par_levels (organization_id, sales_point_id, good_id, min_quantity, order_up_to, pack_size,
                                days_of_cover, updated_by)
        SELECT ${organizationId}, r.sales_point_id, r.good_id, r.min_quantity, r.order_up_to, r.pack_size,
               r.days_of_cover, ${user}
          FROM jsonb_to_recordset(${JSON.stringify(body.items)}::jsonb)
               AS r(sales_point_id bigint, good_id bigint, min_quantity numeric, order_up_to numeric,
                    pack_size numeric, days_of_cover smallint)
        ON CONFLICT (sales_point_id, good_id) DO UPDATE
           SET min_quantity = excluded.min_quantity, order_up_to = excluded.order_up_to,
               pack_size = excluded.pack_size, days_of_cover = excluded.days_of_cover,
               updated_by = excluded.updated_by, updated_at = now()
        RETURNING good_id`,
  );
  const removed = await queryRows(
    db,
    sql`DELETE FROM par_levels p USING jsonb_to_recordset(${JSON.stringify(body.remove)}::jsonb)
               AS r(sales_point_id bigint, good_id bigint)
         WHERE p.organization_id = ${organizationId} AND p.sales_point_id = r.sales_point_id AND p.good_id = r.good_id
        RETURNING p.good_id`,
  );
  await audit(db, request, {
    action: 'par_levels_update',
    entity: 'par_level',
    organizationId,
    details: { saved: saved.length, removed: removed.length, sales_points: points },
  });
  return { saved: saved.length, removed: removed.length };
}
