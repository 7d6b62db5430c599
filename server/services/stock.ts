import { type SQL, sql } from 'drizzle-orm';
import { ORDER_STATUSES, STOCKTAKING_STATUSES, WRITE_OFF_STATUSES } from '../../contract/statuses';
import type { Queryable } from '../db/client';
import { queryOne, queryRows } from './stock-sql';

/**
 * Book quantities per good at a sales point (docs/stock-rule.md):
 *   last accounted stocktaking fact (or 0)
 *   + order lines of delivered-or-later orders of that sales point after it
 *   − lines of accounted write-offs of that sales point after it.
 * The orders area is optional: its part is included only when its tables and columns exist.
 */

/** Orders that reached the buyer: delivered and every later status. */
const RECEIVED_ORDER_STATUS_IDS = (
  ['delivered', 'signing', 'completed', 'reconciled', 'closed'] as const
).map((key) => ORDER_STATUSES.byKey[key].id);
const ORDER_COLUMNS = [
  ['orders', 'id'],
  ['orders', 'client_organization_id'],
  ['orders', 'sales_point_id'],
  ['orders', 'status_id'],
  ['orders', 'updated_at'],
  ['order_lines', 'order_id'],
  ['order_lines', 'good_id'],
  ['order_lines', 'quantity'],
] as const;

/** Whether the orders area's tables (with the columns the rule reads) exist in this database. */
export async function ordersTablesExist(db: Queryable): Promise<boolean> {
  const pairs = sql.join(
    ORDER_COLUMNS.map(([table, column]) => sql`(table_name = ${table} AND column_name = ${column})`),
    sql` OR `,
  );
  const row = await queryOne<{ present: boolean; columns: number }>(
    db,
    sql`SELECT to_regclass('public.order_lines') IS NOT NULL AS present,
          (SELECT count(*)::int FROM information_schema.columns
            WHERE table_schema = 'public' AND (${pairs})) AS columns`,
  );
  return Boolean(row?.present) && row?.columns === ORDER_COLUMNS.length;
}

/**
 * The rule as one query: rows (sales_point_id, good_id, quantity) of the organization, for one sales
 * point or all. Use it as a subquery:
 * `LEFT JOIN (${bookQuantitiesQuery(…)}) book ON book.sales_point_id = … AND book.good_id = …`.
 */
export function bookQuantitiesQuery(
  organizationId: number,
  salesPointId: number | null,
  withOrders: boolean,
  /** A subquery of good ids: only these goods are computed (the caller joins on them anyway). */
  goodIds: SQL | null = null,
): SQL {
  const point = (column: SQL) => (salesPointId === null ? sql`TRUE` : sql`${column} = ${salesPointId}`);
  const only = (column: SQL) => (goodIds === null ? sql`` : sql`AND ${column} IN (${goodIds})`);
  const accounted = STOCKTAKING_STATUSES.byKey.accounted.id;
  const writeOffAccounted = WRITE_OFF_STATUSES.byKey.accounted.id;
  const orderMovements = withOrders
    ? sql`UNION ALL
        SELECT o.sales_point_id, ol.good_id, ol.quantity::numeric AS qty, o.updated_at AS at
          FROM order_lines ol JOIN orders o ON o.id = ol.order_id
         WHERE o.client_organization_id = ${organizationId} AND ${point(sql`o.sales_point_id`)}
           AND o.status_id IN (${sql.join(
             RECEIVED_ORDER_STATUS_IDS.map((s) => sql`${s}`),
             sql`, `,
           )}) ${only(sql`ol.good_id`)}`
    : sql``;
  return sql`
    WITH last_count AS (
      SELECT DISTINCT ON (d.sales_point_id, li.good_id)
             d.sales_point_id, li.good_id, li.fact_quantity AS qty, d.accounted_at AS at
        FROM stocktaking_doc_line_items li JOIN stocktaking_docs d ON d.id = li.doc_id
       WHERE d.organization_id = ${organizationId} AND ${point(sql`d.sales_point_id`)}
         AND d.status_id = ${accounted} AND li.fact_quantity IS NOT NULL ${only(sql`li.good_id`)}
       ORDER BY d.sales_point_id, li.good_id, d.accounted_at DESC, d.id DESC
    ), movements AS (
      SELECT w.sales_point_id, wl.good_id, -wl.quantity AS qty, w.accounted_at AS at
        FROM write_off_doc_line_items wl JOIN write_off_docs w ON w.id = wl.doc_id
       WHERE w.organization_id = ${organizationId} AND ${point(sql`w.sales_point_id`)}
         AND w.status_id = ${writeOffAccounted} ${only(sql`wl.good_id`)}
      ${orderMovements}
    ), goods_seen AS (
      SELECT sales_point_id, good_id FROM last_count UNION SELECT sales_point_id, good_id FROM movements
    )
    SELECT g.sales_point_id, g.good_id,
           coalesce(lc.qty, 0) + coalesce(sum(m.qty) FILTER (WHERE lc.at IS NULL OR m.at > lc.at), 0) AS quantity
      FROM goods_seen g
      LEFT JOIN last_count lc ON lc.sales_point_id = g.sales_point_id AND lc.good_id = g.good_id
      LEFT JOIN movements m ON m.sales_point_id = g.sales_point_id AND m.good_id = g.good_id
     GROUP BY g.sales_point_id, g.good_id, lc.qty, lc.at`;
}

/** Book quantities of a sales point as a map good_id → decimal string. */
export async function bookQuantities(db: Queryable, organizationId: number, salesPointId: number) {
  const withOrders = await ordersTablesExist(db);
  const rows = await queryRows<{ good_id: number; quantity: string }>(
    db,
    sql`SELECT good_id::float8 AS good_id, quantity::text AS quantity
          FROM (${bookQuantitiesQuery(organizationId, salesPointId, withOrders)}) book`,
  );
  return new Map(rows.map((r) => [r.good_id, r.quantity]));
}
