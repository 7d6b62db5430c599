import { type SQL, sql } from 'drizzle-orm';
import { dailyUsageQuery } from './consumption';

/**
 * The goods of the organizations' sales points at or below their minimum, with the quantity that
 * brings them to their order-up-to level (docs/replenishment.md): the level set, or else the daily
 * usage × days of cover, never below the minimum. The quantity is rounded up to the pack size, then
 * to whole units for a piece good, else to grams (three decimals); trailing zeros are trimmed.
 * Rows: organization_id, sales_point_id, good_id, stock, min_quantity, target, daily, quantity.
 */
export function needsQuery(organizationIds: SQL, salesPointId: number | null, days: number): SQL {
  const point = salesPointId === null ? sql`` : sql`AND p.sales_point_id = ${salesPointId}`;
  return sql`
    WITH low AS MATERIALIZED (
      SELECT p.organization_id, p.sales_point_id, p.good_id, p.min_quantity, p.order_up_to, p.pack_size,
             p.days_of_cover, coalesce(b.quantity, 0) AS stock
        FROM par_levels p
        LEFT JOIN stock_balances b ON b.sales_point_id = p.sales_point_id AND b.good_id = p.good_id
       WHERE p.organization_id IN (${organizationIds}) ${point} AND coalesce(b.quantity, 0) <= p.min_quantity)
    SELECT p.organization_id, p.sales_point_id, p.good_id, p.stock, p.min_quantity, t.target, t.daily,
           trim_scale(CASE WHEN m.is_fractional THEN ceil(packed.q * 1000) / 1000 ELSE ceil(packed.q) END) AS quantity
      FROM low p
      JOIN goods g ON g.id = p.good_id
      JOIN measures m ON m.id = g.measure_id
      LEFT JOIN (${dailyUsageQuery(organizationIds, salesPointId, days, sql`SELECT good_id FROM low`)}) u
             ON u.sales_point_id = p.sales_point_id AND u.good_id = p.good_id
      CROSS JOIN LATERAL (
        SELECT coalesce(u.daily, 0) AS daily,
               greatest(p.min_quantity, coalesce(p.order_up_to, round(coalesce(u.daily, 0) * p.days_of_cover, 3))) AS target) t
      CROSS JOIN LATERAL (
        SELECT CASE WHEN p.pack_size IS NULL THEN t.target - p.stock
                    ELSE ceil((t.target - p.stock) / p.pack_size) * p.pack_size END AS q) packed
     WHERE t.target > p.stock`;
}

/** A set of organization ids as SQL. */
export const idSet = (ids: number[]) =>
  sql`SELECT value::bigint FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)`;
