-- Stocktaking reads without per-request work over thousands of rows (issue 12): a page of lines is
-- one index range of the lines table, and saving facts touches the saved lines only.
-- 1. A line keeps copies of what it shows of its good (the name, which is the sort key, code,
--    barcodes, measure, category, base price) and, while its document is open, the stock balance
--    of the good at the document's sales point.
-- 2. A document keeps its line count and totals, which follow from each changed line's old and new
--    version.
-- 3. stock_balances keeps the book quantity of every (sales point, good) the stock rule sees
--    (docs/stock-rule.md); triggers recompute the pairs a change touches.
-- Unlike 0009 this migration needs the orders tables (0008): received order lines move stock.
--
-- Locking. A balance is computed under its sales point's advisory lock (app_stock_lock), so two
-- computations of one pair run one after the other. Whoever then rewrites lines of documents it
-- does not hold (a balance or a good changed) takes the sales point locks (sorted), then the row
-- locks of those documents (sorted by id), then updates the lines. The API holds a document's row
-- lock while it changes its lines, taking the sales point's lock before it when it adds lines (they
-- copy the balance) or accounts (server/services/stocktaking-*.ts).
-- Status ids (contract/statuses.ts): stocktaking accounted 4, write-off accounted 2, orders that
-- reached the buyer 5, 6, 9, 11, 12.

-- 1. Columns and tables -----------------------------------------------------------------------------

-- Room on each page lets saving facts update lines in place (HOT), without touching the indexes.
ALTER TABLE stocktaking_doc_line_items SET (fillfactor = 80);
ALTER TABLE stocktaking_doc_line_items
  ADD COLUMN good_name        text,
  ADD COLUMN good_code        text,
  ADD COLUMN good_barcodes    text[],
  ADD COLUMN good_measure_id  smallint,
  ADD COLUMN good_category_id bigint,
  ADD COLUMN good_base_price  numeric(14, 2),
  -- The stock balance of the good at the document's sales point while the document is not accounted
  -- (NULL: none, a book quantity of 0); an accounted document shows its frozen book_quantity.
  ADD COLUMN stock_quantity   numeric;
UPDATE stocktaking_doc_line_items li
   SET good_name = g.name, good_code = g.code, good_barcodes = g.barcodes, good_measure_id = g.measure_id,
       good_category_id = g.category_id, good_base_price = g.base_price
  FROM goods g WHERE g.id = li.good_id;
ALTER TABLE stocktaking_doc_line_items
  ALTER COLUMN good_name SET NOT NULL,
  ALTER COLUMN good_barcodes SET NOT NULL,
  ALTER COLUMN good_measure_id SET NOT NULL;
DROP INDEX stocktaking_lines_good_idx;
CREATE INDEX stocktaking_lines_good_idx ON stocktaking_doc_line_items (good_id);
CREATE INDEX stocktaking_lines_name_idx ON stocktaking_doc_line_items (doc_id, good_name, id);

-- The sums are kept exact (unrounded); the API rounds them to kopecks as the SQL sums did.
ALTER TABLE stocktaking_docs
  ADD COLUMN lines_count    integer NOT NULL DEFAULT 0,
  ADD COLUMN counted_count  integer NOT NULL DEFAULT 0,
  ADD COLUMN variance_count integer NOT NULL DEFAULT 0,
  ADD COLUMN surplus_sum    numeric NOT NULL DEFAULT 0,
  ADD COLUMN shortage_sum   numeric NOT NULL DEFAULT 0;

-- A row for every (sales point, good) the rule sees: a count in an accounted stocktaking or a
-- movement (a line of an accounted write-off or of a received order). No row: book quantity 0.
-- reset_at is the time of the count the quantity starts from (NULL: every movement counts).
CREATE TABLE stock_balances (
  sales_point_id  bigint NOT NULL,
  good_id         bigint NOT NULL,
  organization_id bigint NOT NULL,
  quantity        numeric NOT NULL,
  reset_at        timestamptz,
  PRIMARY KEY (sales_point_id, good_id),
  FOREIGN KEY (organization_id, sales_point_id) REFERENCES sales_points (organization_id, id) ON DELETE CASCADE
);
CREATE INDEX stock_balances_good_idx ON stock_balances (good_id);
SELECT app_enable_tenant_rls('stock_balances', 'organization_id');

-- One line's part in its document's totals: sign 1 adds it, -1 takes it away.
CREATE TYPE stocktaking_delta AS (doc_id bigint, sign integer, fact numeric, book numeric, price numeric);

-- 2. Functions --------------------------------------------------------------------------------------

-- A line's part as the API shows the line: book quantity and price frozen on an accounted
-- document, the kept balance and the good's price otherwise.
CREATE FUNCTION app_stocktaking_line_delta(
  doc_id bigint, sign integer, accounted boolean, fact numeric, book_quantity numeric, price numeric,
  stock_quantity numeric, base_price numeric
) RETURNS stocktaking_delta LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(doc_id, sign, fact,
             CASE WHEN accounted THEN coalesce(book_quantity, 0) ELSE coalesce(stock_quantity, 0) END,
             CASE WHEN accounted THEN price ELSE base_price END)::stocktaking_delta
$$;

-- Totals of whole documents from scratch (accounting, this migration).
CREATE FUNCTION app_stocktaking_totals_reset(docs bigint[]) RETURNS void LANGUAGE sql
SECURITY DEFINER SET search_path = public AS $$
  UPDATE stocktaking_docs d
     SET lines_count = t.lines, counted_count = t.counted, variance_count = t.variances,
         surplus_sum = t.surplus, shortage_sum = t.shortage
    FROM (
      SELECT x.id, count(li.id)::int AS lines, count(li.fact_quantity)::int AS counted,
             count(*) FILTER (WHERE (v.r).fact - (v.r).book <> 0)::int AS variances,
             coalesce(sum(((v.r).fact - (v.r).book) * (v.r).price) FILTER (WHERE (v.r).fact - (v.r).book > 0), 0)
               AS surplus,
             coalesce(-sum(((v.r).fact - (v.r).book) * (v.r).price) FILTER (WHERE (v.r).fact - (v.r).book < 0), 0)
               AS shortage
        FROM stocktaking_docs x
        LEFT JOIN stocktaking_doc_line_items li ON li.doc_id = x.id
        CROSS JOIN LATERAL (
          SELECT app_stocktaking_line_delta(x.id, 1, x.status_id = 4, li.fact_quantity, li.book_quantity, li.price,
                                            li.stock_quantity, li.good_base_price) AS r
        ) v
       WHERE x.id = ANY (docs)
       GROUP BY x.id
    ) t
   WHERE d.id = t.id;
$$;

-- Sales points hash into 1 024 lock keys, so that a change of many points stays within the lock table.
CREATE FUNCTION app_stock_lock(points bigint[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  k integer;
BEGIN
  FOR k IN SELECT DISTINCT abs(hashint8(p) % 1024) FROM unnest(points) p ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(724019, k);
  END LOOP;
END $$;

CREATE FUNCTION app_stock_lock_docs(docs bigint[]) RETURNS void LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public AS $$
BEGIN
  PERFORM 1 FROM stocktaking_docs WHERE id = ANY (docs) ORDER BY id FOR UPDATE;
END $$;

-- Open documents' lines follow their balances (their totals follow through the line trigger): all
-- lines of these documents, or (given pairs) the lines of those goods at those points.
CREATE FUNCTION app_stock_copy_to_lines(docs bigint[], points bigint[], goods bigint[]) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF goods IS NULL THEN
    UPDATE stocktaking_doc_line_items li SET stock_quantity = v.quantity
      FROM (SELECT l.id, b.quantity
              FROM stocktaking_doc_line_items l
              JOIN stocktaking_docs d ON d.id = l.doc_id
              LEFT JOIN stock_balances b ON b.sales_point_id = d.sales_point_id AND b.good_id = l.good_id
             WHERE d.id = ANY (docs) AND d.status_id <> 4) v
     WHERE li.id = v.id AND li.stock_quantity::text IS DISTINCT FROM v.quantity::text;
  ELSE
    UPDATE stocktaking_doc_line_items li SET stock_quantity = v.quantity
      FROM (SELECT l.id, b.quantity
              FROM unnest(points, goods) t (sales_point_id, good_id)
              JOIN stocktaking_docs d ON d.sales_point_id = t.sales_point_id AND d.status_id <> 4
              JOIN stocktaking_doc_line_items l ON l.doc_id = d.id AND l.good_id = t.good_id
              LEFT JOIN stock_balances b ON b.sales_point_id = t.sales_point_id AND b.good_id = t.good_id) v
     WHERE li.id = v.id AND li.stock_quantity::text IS DISTINCT FROM v.quantity::text;
  END IF;
END $$;

-- Every balance of these sales points from scratch, set-based (this migration, large changes).
CREATE FUNCTION app_stock_rebuild(points bigint[]) RETURNS void LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public AS $$
DECLARE
  orgs bigint[] := ARRAY(SELECT DISTINCT organization_id FROM sales_points WHERE id = ANY (points));
  docs bigint[] := ARRAY(SELECT id FROM stocktaking_docs WHERE sales_point_id = ANY (points) AND status_id <> 4);
BEGIN
  PERFORM app_stock_lock(points);
  PERFORM app_stock_lock_docs(docs);
  DELETE FROM stock_balances WHERE sales_point_id = ANY (points);
  INSERT INTO stock_balances (sales_point_id, good_id, organization_id, quantity, reset_at)
  WITH last_count AS (
    SELECT DISTINCT ON (d.sales_point_id, li.good_id)
           d.sales_point_id, li.good_id, li.fact_quantity AS qty, d.accounted_at AS at
      FROM stocktaking_doc_line_items li JOIN stocktaking_docs d ON d.id = li.doc_id
     WHERE d.organization_id = ANY (orgs) AND d.sales_point_id = ANY (points)
       AND d.status_id = 4 AND li.fact_quantity IS NOT NULL
     ORDER BY d.sales_point_id, li.good_id, d.accounted_at DESC, d.id DESC
  ), movements AS (
    SELECT w.sales_point_id, wl.good_id, -wl.quantity AS qty, w.accounted_at AS at
      FROM write_off_doc_line_items wl JOIN write_off_docs w ON w.id = wl.doc_id
     WHERE w.organization_id = ANY (orgs) AND w.sales_point_id = ANY (points) AND w.status_id = 2
    UNION ALL
    SELECT o.sales_point_id, ol.good_id, ol.quantity::numeric, o.updated_at
      FROM order_lines ol JOIN orders o ON o.id = ol.order_id
     WHERE o.client_organization_id = ANY (orgs) AND o.sales_point_id = ANY (points)
       AND o.status_id IN (5, 6, 9, 11, 12)
  ), goods_seen AS (
    SELECT sales_point_id, good_id FROM last_count UNION SELECT sales_point_id, good_id FROM movements
  )
  SELECT g.sales_point_id, g.good_id, sp.organization_id,
         coalesce(lc.qty, 0) + coalesce(sum(m.qty) FILTER (WHERE lc.at IS NULL OR m.at > lc.at), 0), lc.at
    FROM goods_seen g
    JOIN sales_points sp ON sp.id = g.sales_point_id
    LEFT JOIN last_count lc ON lc.sales_point_id = g.sales_point_id AND lc.good_id = g.good_id
    LEFT JOIN movements m ON m.sales_point_id = g.sales_point_id AND m.good_id = g.good_id
   GROUP BY g.sales_point_id, g.good_id, sp.organization_id, lc.qty, lc.at;
  PERFORM app_stock_copy_to_lines(docs, NULL, NULL);
END $$;

-- 3. What is there already (before the triggers, which would only repeat it) --------------------------

SELECT app_stock_rebuild(ARRAY(SELECT id FROM sales_points));
SELECT app_stocktaking_totals_reset(ARRAY(SELECT id FROM stocktaking_docs));

-- 4. Triggers ---------------------------------------------------------------------------------------
-- The triggers that keep all this, with app_stocktaking_totals_add and app_stock_refresh, are current
-- source in server/db/functions/ (stocktaking.sql, stock-movements.sql): migrate() creates them after
-- the migrations (docs/conventions.md, «Database logic»).
