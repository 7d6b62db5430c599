import { type SQL, sql } from 'drizzle-orm';
import { STOCKTAKING_STATUSES } from '../../contract/statuses';
import { bookQuantitiesQuery } from './stock';

/**
 * Lines of the organization's stocktaking documents matching `where` (on `d` and `li`) with their
 * book quantity, fact, variance and price, all computed in SQL:
 * - book: frozen on the line once the document is accounted, otherwise the live stock rule;
 * - price: frozen on accounting, otherwise the good's base price.
 */
export function stocktakingLinesCte(
  organizationId: number,
  withOrders: boolean,
  where: SQL,
  salesPointId: number | null = null,
  /** Restricts the stock rule to these goods (a subquery of good ids); the lines' goods by default. */
  goodIds: SQL | null = null,
): SQL {
  const accounted = STOCKTAKING_STATUSES.byKey.accounted.id;
  return sql`
    lines AS (
      SELECT li.id, li.doc_id, li.good_id, li.fact_quantity AS fact,
             g.name AS good_name, g.code AS good_code, g.barcodes, g.measure_id, g.category_id,
             CASE WHEN d.status_id = ${accounted} THEN coalesce(li.book_quantity, 0)
                  ELSE coalesce(book.quantity, 0) END AS book,
             CASE WHEN d.status_id = ${accounted} THEN li.price ELSE g.base_price END AS price
        FROM stocktaking_doc_line_items li
        JOIN stocktaking_docs d ON d.id = li.doc_id
        JOIN goods g ON g.id = li.good_id
        LEFT JOIN (${bookQuantitiesQuery(organizationId, salesPointId, withOrders, goodIds)}) book
               ON book.sales_point_id = d.sales_point_id AND book.good_id = li.good_id
       WHERE d.organization_id = ${organizationId} AND ${where}
    ), variances AS (
      SELECT lines.*, fact - book AS variance, (fact - book) * price AS variance_amount FROM lines
    )`;
}

/** Per-document totals over the `variances` CTE: surplus and shortage money, both positive. */
export const totalsSelect = sql`
  doc_id,
  count(*)::int AS lines_count,
  count(fact)::int AS counted_count,
  count(*) FILTER (WHERE variance <> 0)::int AS variance_count,
  coalesce(sum(variance_amount) FILTER (WHERE variance > 0), 0)::numeric(14, 2)::text AS surplus_amount,
  coalesce(-sum(variance_amount) FILTER (WHERE variance < 0), 0)::numeric(14, 2)::text AS shortage_amount`;

export interface TotalsRow {
  doc_id: number;
  lines_count: number;
  counted_count: number;
  variance_count: number;
  surplus_amount: string;
  shortage_amount: string;
}
