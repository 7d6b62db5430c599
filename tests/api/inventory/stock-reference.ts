import { ORDER_STATUSES, STOCKTAKING_STATUSES, WRITE_OFF_STATUSES } from '@contract/statuses';
import { expect } from 'vitest';
import type { TestApp } from '../support/app';

/**
 * The stock rule (docs/stock-rule.md) and stocktaking totals computed from scratch in SQL, as the
 * services did per request before migration 0019, to hold the data that migration keeps against.
 */
export const RECEIVED = ['delivered', 'signing', 'completed', 'reconciled', 'closed'] as const;
export const ACCOUNTED = STOCKTAKING_STATUSES.byKey.accounted.id;
export const WRITE_OFF_ACCOUNTED = WRITE_OFF_STATUSES.byKey.accounted.id;
const RECEIVED_IDS = RECEIVED.map((s) => ORDER_STATUSES.byKey[s].id).join(', ');

/** The rule over every sales point, as the service computed it per request before 0019. */
const RULE = `
  WITH last_count AS (
    SELECT DISTINCT ON (d.sales_point_id, li.good_id)
           d.sales_point_id, li.good_id, li.fact_quantity AS qty, d.accounted_at AS at
      FROM stocktaking_doc_line_items li JOIN stocktaking_docs d ON d.id = li.doc_id
     WHERE d.status_id = ${ACCOUNTED} AND li.fact_quantity IS NOT NULL
     ORDER BY d.sales_point_id, li.good_id, d.accounted_at DESC, d.id DESC
  ), movements AS (
    SELECT w.sales_point_id, wl.good_id, -wl.quantity AS qty, w.accounted_at AS at
      FROM write_off_doc_line_items wl JOIN write_off_docs w ON w.id = wl.doc_id
     WHERE w.status_id = ${WRITE_OFF_ACCOUNTED}
    UNION ALL
    SELECT o.sales_point_id, ol.good_id, ol.quantity::numeric, o.updated_at
      FROM order_lines ol JOIN orders o ON o.id = ol.order_id
     WHERE o.status_id IN (${RECEIVED_IDS})
  ), goods_seen AS (
    SELECT sales_point_id, good_id FROM last_count UNION SELECT sales_point_id, good_id FROM movements
  )
  SELECT g.sales_point_id, g.good_id,
         coalesce(lc.qty, 0) + coalesce(sum(m.qty) FILTER (WHERE lc.at IS NULL OR m.at > lc.at), 0) AS quantity
    FROM goods_seen g
    LEFT JOIN last_count lc ON lc.sales_point_id = g.sales_point_id AND lc.good_id = g.good_id
    LEFT JOIN movements m ON m.sales_point_id = g.sales_point_id AND m.good_id = g.good_id
   GROUP BY g.sales_point_id, g.good_id, lc.qty, lc.at`;

/** Document totals from scratch: the book frozen from the start of counting (the rule before), the price frozen once accounted. */
const TOTALS = `
  WITH rule AS (${RULE}), v AS (
    SELECT d.id AS doc_id, li.id AS line_id, li.fact_quantity AS fact,
           li.fact_quantity - CASE WHEN d.status_id = ${ACCOUNTED} THEN coalesce(li.book_quantity, 0)
                                   ELSE coalesce(li.book_quantity, r.quantity, 0) END AS variance,
           CASE WHEN d.status_id = ${ACCOUNTED} THEN li.price ELSE g.base_price END AS price
      FROM stocktaking_docs d
      LEFT JOIN stocktaking_doc_line_items li ON li.doc_id = d.id
      LEFT JOIN goods g ON g.id = li.good_id
      LEFT JOIN rule r ON r.sales_point_id = d.sales_point_id AND r.good_id = li.good_id
  )
  SELECT doc_id, count(line_id)::int AS lines_count, count(fact)::int AS counted_count,
         count(*) FILTER (WHERE variance <> 0)::int AS variance_count,
         coalesce(sum(variance * price) FILTER (WHERE variance > 0), 0)::numeric(14, 2)::text AS surplus,
         coalesce(-sum(variance * price) FILTER (WHERE variance < 0), 0)::numeric(14, 2)::text AS shortage
    FROM v GROUP BY doc_id`;

/** The kept data equals the rule and the goods: no balance, total or line copy differs. */
export async function expectMaintained(t: TestApp) {
  const balances = await t.database.query(
    `SELECT r.sales_point_id AS rule_point, r.good_id AS rule_good, r.quantity::text AS rule,
            b.sales_point_id, b.good_id, b.quantity::text AS kept
       FROM (${RULE}) r FULL JOIN stock_balances b USING (sales_point_id, good_id)
      WHERE r.quantity::text IS DISTINCT FROM b.quantity::text`,
  );
  expect(balances).toEqual([]);
  const totals = await t.database.query(
    `SELECT x.*, d.lines_count AS kept_lines, d.counted_count AS kept_counted, d.variance_count AS kept_variances,
            d.surplus_sum::numeric(14, 2)::text AS kept_surplus, d.shortage_sum::numeric(14, 2)::text AS kept_shortage
       FROM (${TOTALS}) x JOIN stocktaking_docs d ON d.id = x.doc_id
      WHERE (x.lines_count, x.counted_count, x.variance_count, x.surplus, x.shortage) IS DISTINCT FROM
            (d.lines_count, d.counted_count, d.variance_count, d.surplus_sum::numeric(14, 2)::text,
             d.shortage_sum::numeric(14, 2)::text)`,
  );
  expect(totals).toEqual([]);
  const copies = await t.database.query(
    `SELECT li.id FROM stocktaking_doc_line_items li
       JOIN goods g ON g.id = li.good_id
       JOIN stocktaking_docs d ON d.id = li.doc_id
       LEFT JOIN stock_balances b ON b.sales_point_id = d.sales_point_id AND b.good_id = li.good_id
      WHERE (li.good_name, li.good_code, li.good_barcodes, li.good_measure_id, li.good_category_id, li.good_base_price)
            IS DISTINCT FROM (g.name, g.code, g.barcodes, g.measure_id, g.category_id, g.base_price)
         OR (d.status_id <> ${ACCOUNTED} AND li.stock_quantity::text IS DISTINCT FROM b.quantity::text)`,
  );
  expect(copies).toEqual([]);
}

/** A write-off document of the sales point with the given lines, under the organization's first reason. */
export async function insertWriteOff(
  t: TestApp,
  organizationId: number,
  salesPointId: number,
  number: number,
  lines: { goodId: number; quantity: string }[],
) {
  const [reason] = await t.database.query<{ id: string }>(
    'SELECT id FROM write_off_reasons WHERE organization_id = $1 ORDER BY id LIMIT 1',
    [organizationId],
  );
  const [writeOff] = await t.database.query<{ id: string }>(
    'INSERT INTO write_off_docs (organization_id, sales_point_id, number) VALUES ($1, $2, $3) RETURNING id',
    [organizationId, salesPointId, number],
  );
  await t.database.query(
    `INSERT INTO write_off_doc_line_items (organization_id, doc_id, good_id, quantity, reason_id)
     SELECT $1, $2, l.good_id, l.quantity, $3 FROM unnest($4::bigint[], $5::numeric[]) AS l(good_id, quantity)`,
    [organizationId, writeOff.id, reason.id, lines.map((l) => l.goodId), lines.map((l) => l.quantity)],
  );
  return Number(writeOff.id);
}
