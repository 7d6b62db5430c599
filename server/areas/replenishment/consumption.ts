import { type SQL, sql } from 'drizzle-orm';
import { STOCKTAKING_STATUSES, WRITE_OFF_STATUSES } from '../../../contract/statuses';

/**
 * Average daily usage per sales point and good over the last `days` days, from the movements the
 * book stock is made of (docs/replenishment.md): what accounted write-offs took out, plus what
 * accounted stocktakings found missing against the book (book − fact; the book holds the deliveries
 * received, so a surplus lowers the usage). Never below zero. Rows: sales_point_id, good_id, daily.
 */
export function dailyUsageQuery(
  organizationIds: SQL,
  salesPointId: number | null,
  days: number,
  /** A subquery of good ids: only these goods. */
  goodIds: SQL | null = null,
): SQL {
  const only = goodIds === null ? sql`` : sql`AND l.good_id IN (${goodIds})`;
  const point = (alias: string) =>
    salesPointId === null ? sql`` : sql`AND ${sql.raw(alias)}.sales_point_id = ${salesPointId}`;
  const since = sql`now() - ${days} * interval '1 day'`;
  return sql`
    SELECT m.sales_point_id, m.good_id, round(greatest(sum(m.used), 0) / ${days}, 3) AS daily
      FROM (SELECT d.sales_point_id, l.good_id, l.quantity AS used
              FROM write_off_docs d JOIN write_off_doc_line_items l ON l.doc_id = d.id
             WHERE d.organization_id IN (${organizationIds}) ${point('d')}
               AND d.status_id = ${WRITE_OFF_STATUSES.byKey.accounted.id} AND d.accounted_at >= ${since} ${only}
            UNION ALL
            SELECT d.sales_point_id, l.good_id, coalesce(l.book_quantity, 0) - l.fact_quantity
              FROM stocktaking_docs d JOIN stocktaking_doc_line_items l ON l.doc_id = d.id
             WHERE d.organization_id IN (${organizationIds}) ${point('d')}
               AND d.status_id = ${STOCKTAKING_STATUSES.byKey.accounted.id} AND d.accounted_at >= ${since}
               AND l.fact_quantity IS NOT NULL ${only}) m
     GROUP BY m.sales_point_id, m.good_id`;
}
