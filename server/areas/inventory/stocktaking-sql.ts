import { sql } from 'drizzle-orm';
import { STOCKTAKING_STATUSES } from '../../../contract/statuses';

const ACCOUNTED = STOCKTAKING_STATUSES.byKey.accounted.id;

/**
 * The columns of a stocktaking line as the API shows them, over `li` (the line) and `m` (its
 * measure). The line keeps copies of its good's fields and, while the document is open, the good's
 * stock balance at the document's sales point (migration 0019, docs/stock-rule.md). From the start
 * of counting the book quantity is the one frozen on the line (migration 0033), and
 * `current_quantity` is the live balance beside it; once accounted, the price is frozen too.
 */
export function lineColumns(doc: { status_id: number }) {
  const accounted = doc.status_id === ACCOUNTED;
  const book = accounted
    ? sql`coalesce(li.book_quantity, 0)`
    : sql`coalesce(li.book_quantity, li.stock_quantity, 0)`;
  const current = accounted ? sql`NULL` : sql`coalesce(li.stock_quantity, 0)`;
  const price = accounted ? sql`li.price` : sql`li.good_base_price`;
  return sql`
    li.id::float8 AS id, li.good_id::float8 AS good_id, li.good_name, li.good_code,
    li.good_barcodes AS barcodes, m.name AS measure, li.good_category_id::float8 AS category_id,
    (${book})::text AS book_quantity, (${current})::text AS current_quantity, li.fact_quantity::text AS fact_quantity,
    (li.fact_quantity - ${book})::text AS variance_quantity, (${price})::text AS price,
    round((li.fact_quantity - ${book}) * ${price}, 2)::text AS variance_amount`;
}

/** Document totals, kept on the document by migration 0019's triggers, rounded as the API shows them. */
export const totalsColumns = sql`
  d.lines_count, d.counted_count, d.variance_count,
  round(d.surplus_sum, 2)::text AS surplus_amount, round(d.shortage_sum, 2)::text AS shortage_amount`;

export interface TotalsRow {
  lines_count: number;
  counted_count: number;
  variance_count: number;
  surplus_amount: string;
  shortage_amount: string;
}
