import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryOne, queryRows } from '../../lib/sql';

/**
 * Book quantities per good at a sales point (docs/stock-rule.md):
 *   last accounted stocktaking fact (or 0)
 *   + order lines of delivered-or-later orders of that sales point after it
 *   − lines of accounted write-offs of that sales point after it.
 * Migration 0019 keeps the result in stock_balances: its triggers recompute the (sales point, good)
 * pairs each change of documents, orders or their lines touches, so a read is an index lookup.
 */

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

let ordersPresent = false;

/**
 * Whether the orders area's tables (with the columns the rule reads) exist in this database. Since
 * migration 0019 they always do; a positive answer is remembered, tables do not disappear.
 */
export async function ordersTablesExist(db: Queryable): Promise<boolean> {
  if (ordersPresent) return true;
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
  ordersPresent = Boolean(row?.present) && row?.columns === ORDER_COLUMNS.length;
  return ordersPresent;
}

/**
 * Book quantities as queryRows (sales_point_id, good_id, quantity) of the organization, for one sales
 * point or all; a good without a row has a book quantity of 0. Use it as a subquery:
 * `LEFT JOIN (${bookQuantitiesQuery(…)}) book ON book.sales_point_id = … AND book.good_id = …`.
 * `_withOrders` is left from before migration 0019 made the orders part unconditional.
 */
export function bookQuantitiesQuery(
  organizationId: number,
  salesPointId: number | null,
  _withOrders?: boolean,
  /** A subquery of good ids: only these goods. */
  goodIds: SQL | null = null,
): SQL {
  const point = salesPointId === null ? sql`` : sql`AND sales_point_id = ${salesPointId}`;
  const only = goodIds === null ? sql`` : sql`AND good_id IN (${goodIds})`;
  return sql`SELECT sales_point_id, good_id, quantity FROM stock_balances
              WHERE organization_id = ${organizationId} ${point} ${only}`;
}

/** Book quantities of a sales point as a map good_id → decimal string. */
export async function bookQuantities(db: Queryable, organizationId: number, salesPointId: number) {
  const rows = await queryRows<{ good_id: number; quantity: string }>(
    db,
    sql`SELECT good_id::float8 AS good_id, quantity::text AS quantity
          FROM (${bookQuantitiesQuery(organizationId, salesPointId)}) book`,
  );
  return new Map(rows.map((r) => [r.good_id, r.quantity]));
}
