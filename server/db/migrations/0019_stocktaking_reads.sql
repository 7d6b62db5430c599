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

CREATE FUNCTION app_stocktaking_totals_add(deltas stocktaking_delta[]) RETURNS void LANGUAGE sql
SECURITY DEFINER SET search_path = public AS $$
  UPDATE stocktaking_docs d
     SET lines_count = d.lines_count + c.lines, counted_count = d.counted_count + c.counted,
         variance_count = d.variance_count + c.variances,
         surplus_sum = d.surplus_sum + c.surplus, shortage_sum = d.shortage_sum + c.shortage
    FROM (
      SELECT x.doc_id, sum(x.sign)::int AS lines,
             coalesce(sum(x.sign) FILTER (WHERE x.fact IS NOT NULL), 0)::int AS counted,
             coalesce(sum(x.sign) FILTER (WHERE x.fact - x.book <> 0), 0)::int AS variances,
             coalesce(sum(x.sign * (x.fact - x.book) * x.price) FILTER (WHERE x.fact - x.book > 0), 0) AS surplus,
             coalesce(sum(-x.sign * (x.fact - x.book) * x.price) FILTER (WHERE x.fact - x.book < 0), 0) AS shortage
        FROM unnest(deltas) x
       GROUP BY x.doc_id
    ) c
   WHERE d.id = c.doc_id
     AND (c.lines <> 0 OR c.counted <> 0 OR c.variances <> 0 OR c.surplus <> 0 OR c.shortage <> 0);
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

-- The balances of these pairs recomputed by the rule, one pair at a time through the indexes; the
-- open documents' lines follow. Many pairs at once go to app_stock_rebuild.
CREATE FUNCTION app_stock_refresh(points bigint[], goods bigint[]) RETURNS void LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public AS $$
DECLARE
  docs bigint[];
  c_points bigint[];
  c_goods bigint[];
BEGIN
  IF coalesce(cardinality(points), 0) = 0 THEN
    RETURN;
  END IF;
  IF cardinality(points) > 2000 THEN
    PERFORM app_stock_rebuild(ARRAY(SELECT DISTINCT p FROM unnest(points) p));
    RETURN;
  END IF;
  PERFORM app_stock_lock(points);
  docs := ARRAY(SELECT DISTINCT li.doc_id FROM unnest(points, goods) t (sales_point_id, good_id)
                  JOIN stocktaking_doc_line_items li ON li.good_id = t.good_id
                  JOIN stocktaking_docs x ON x.id = li.doc_id AND x.sales_point_id = t.sales_point_id
                 WHERE x.status_id <> 4);
  PERFORM app_stock_lock_docs(docs);

  WITH dirty AS (
    SELECT DISTINCT t.sales_point_id, t.good_id, sp.organization_id
      FROM unnest(points, goods) t (sales_point_id, good_id) JOIN sales_points sp ON sp.id = t.sales_point_id
  ), fresh AS (
    SELECT d.sales_point_id, d.good_id, d.organization_id, lc.at AS reset_at,
           CASE WHEN lc.qty IS NOT NULL OR mv.n > 0 THEN coalesce(lc.qty, 0) + coalesce(mv.qty, 0) END AS quantity
      FROM dirty d
      LEFT JOIN LATERAL (
        SELECT li.fact_quantity AS qty, x.accounted_at AS at
          FROM stocktaking_doc_line_items li JOIN stocktaking_docs x ON x.id = li.doc_id
         WHERE li.good_id = d.good_id AND x.sales_point_id = d.sales_point_id
           AND x.organization_id = d.organization_id AND x.status_id = 4 AND li.fact_quantity IS NOT NULL
         ORDER BY x.accounted_at DESC, x.id DESC
         LIMIT 1
      ) lc ON true
      CROSS JOIN LATERAL (
        SELECT count(*) AS n, sum(m.qty) FILTER (WHERE lc.at IS NULL OR m.at > lc.at) AS qty
          FROM (
            SELECT -wl.quantity AS qty, w.accounted_at AS at
              FROM write_off_doc_line_items wl JOIN write_off_docs w ON w.id = wl.doc_id
             WHERE wl.organization_id = d.organization_id AND wl.good_id = d.good_id
               AND w.sales_point_id = d.sales_point_id AND w.status_id = 2
            UNION ALL
            SELECT ol.quantity::numeric, o.updated_at
              FROM order_lines ol JOIN orders o ON o.id = ol.order_id
             WHERE ol.good_id = d.good_id AND ol.client_organization_id = d.organization_id
               AND o.sales_point_id = d.sales_point_id AND o.status_id IN (5, 6, 9, 11, 12)
          ) m
      ) mv
  ), old AS (
    SELECT b.sales_point_id, b.good_id, b.quantity
      FROM stock_balances b JOIN dirty d ON d.sales_point_id = b.sales_point_id AND d.good_id = b.good_id
  ), removed AS (
    DELETE FROM stock_balances b USING fresh f
     WHERE b.sales_point_id = f.sales_point_id AND b.good_id = f.good_id AND f.quantity IS NULL
  ), saved AS (
    INSERT INTO stock_balances AS b (sales_point_id, good_id, organization_id, quantity, reset_at)
    SELECT sales_point_id, good_id, organization_id, quantity, reset_at FROM fresh
     WHERE quantity IS NOT NULL
     ORDER BY sales_point_id, good_id
    ON CONFLICT (sales_point_id, good_id) DO UPDATE SET quantity = excluded.quantity, reset_at = excluded.reset_at
     WHERE (b.quantity::text, b.reset_at) IS DISTINCT FROM (excluded.quantity::text, excluded.reset_at)
  )
  SELECT array_agg(f.sales_point_id), array_agg(f.good_id) INTO c_points, c_goods
    FROM fresh f LEFT JOIN old o ON o.sales_point_id = f.sales_point_id AND o.good_id = f.good_id
   WHERE o.quantity::text IS DISTINCT FROM f.quantity::text;

  IF c_points IS NOT NULL AND cardinality(docs) > 0 THEN
    PERFORM app_stock_copy_to_lines(docs, c_points, c_goods);
  END IF;
END $$;

-- 3. What is there already (before the triggers, which would only repeat it) --------------------------

SELECT app_stock_rebuild(ARRAY(SELECT id FROM sales_points));
SELECT app_stocktaking_totals_reset(ARRAY(SELECT id FROM stocktaking_docs));

-- 4. Triggers ---------------------------------------------------------------------------------------
-- Transition tables are visible only inside the trigger's own function, so one function per event.
-- Statements joining them run through EXECUTE: PL/pgSQL would otherwise keep the plan made for the
-- first statement's row count (a nested loop for none) and use it for 10 000 rows. Cheap static
-- checks (one transition table, index lookups by an array) skip the common cases without planning.
-- A line or document that a cascade already removed leaves no sales point to refresh: every balance
-- of its goods in its organization is recomputed instead.

-- A line inserted without the copies (the API passes them) takes its good's and its balance.
CREATE FUNCTION app_stocktaking_line_copies() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  SELECT g.name, g.code, g.barcodes, g.measure_id, g.category_id, g.base_price, b.quantity
    INTO NEW.good_name, NEW.good_code, NEW.good_barcodes, NEW.good_measure_id, NEW.good_category_id,
         NEW.good_base_price, NEW.stock_quantity
    FROM goods g
    JOIN stocktaking_docs d ON d.id = NEW.doc_id
    LEFT JOIN stock_balances b ON b.sales_point_id = d.sales_point_id AND b.good_id = g.id
   WHERE g.id = NEW.good_id;
  RETURN NEW;
END $$;
CREATE TRIGGER stocktaking_line_copies BEFORE INSERT ON stocktaking_doc_line_items
  FOR EACH ROW WHEN (NEW.good_name IS NULL) EXECUTE FUNCTION app_stocktaking_line_copies();
CREATE TRIGGER stocktaking_line_good BEFORE UPDATE OF good_id, doc_id ON stocktaking_doc_line_items
  FOR EACH ROW WHEN (NEW.good_id <> OLD.good_id OR NEW.doc_id <> OLD.doc_id)
  EXECUTE FUNCTION app_stocktaking_line_copies();

CREATE FUNCTION app_stocktaking_lines_insert() RETURNS trigger LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public AS $$
DECLARE
  points bigint[];
  goods bigint[];
BEGIN
  EXECUTE $q$
    SELECT app_stocktaking_totals_add(ARRAY(
      SELECT app_stocktaking_line_delta(n.doc_id, 1, d.status_id = 4, n.fact_quantity, n.book_quantity, n.price,
                                        n.stock_quantity, n.good_base_price)
        FROM new_lines n JOIN stocktaking_docs d ON d.id = n.doc_id))$q$;
  -- Counted lines of an accounted stocktaking reset the stock.
  EXECUTE $q$
    SELECT array_agg(d.sales_point_id), array_agg(n.good_id)
      FROM new_lines n JOIN stocktaking_docs d ON d.id = n.doc_id
     WHERE d.status_id = 4 AND n.fact_quantity IS NOT NULL$q$ INTO points, goods;
  PERFORM app_stock_refresh(points, goods);
  RETURN NULL;
END $$;

CREATE FUNCTION app_stocktaking_lines_update() RETURNS trigger LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public AS $$
DECLARE
  points bigint[];
  goods bigint[];
  docs bigint[];
BEGIN
  EXECUTE $q$
    SELECT app_stocktaking_totals_add(ARRAY(
      SELECT x.delta
        FROM old_lines o JOIN new_lines n ON n.id = o.id
        JOIN stocktaking_docs od ON od.id = o.doc_id
        JOIN stocktaking_docs nd ON nd.id = n.doc_id
        CROSS JOIN LATERAL (VALUES
          (app_stocktaking_line_delta(o.doc_id, -1, od.status_id = 4, o.fact_quantity, o.book_quantity, o.price,
                                      o.stock_quantity, o.good_base_price)),
          (app_stocktaking_line_delta(n.doc_id, 1, nd.status_id = 4, n.fact_quantity, n.book_quantity, n.price,
                                      n.stock_quantity, n.good_base_price))
        ) x (delta)
       WHERE (o.doc_id, o.fact_quantity, o.book_quantity, o.price, o.stock_quantity, o.good_base_price)
             IS DISTINCT FROM (n.doc_id, n.fact_quantity, n.book_quantity, n.price, n.stock_quantity, n.good_base_price)
    ))$q$;
  -- Facts change in open documents: the stock moves only when an accounted one's counted lines do.
  docs := ARRAY(SELECT doc_id FROM old_lines UNION SELECT doc_id FROM new_lines);
  IF NOT EXISTS (SELECT 1 FROM stocktaking_docs WHERE id = ANY (docs) AND status_id = 4) THEN
    RETURN NULL;
  END IF;
  EXECUTE $q$
    SELECT array_agg(d.sales_point_id), array_agg(r.good_id)
      FROM old_lines o JOIN new_lines n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.doc_id, o.good_id), (n.doc_id, n.good_id)) r (doc_id, good_id)
      JOIN stocktaking_docs d ON d.id = r.doc_id
     WHERE d.status_id = 4
       AND (o.doc_id, o.good_id, o.fact_quantity) IS DISTINCT FROM (n.doc_id, n.good_id, n.fact_quantity)$q$
    INTO points, goods;
  PERFORM app_stock_refresh(points, goods);
  RETURN NULL;
END $$;

CREATE FUNCTION app_stocktaking_lines_delete() RETURNS trigger LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public AS $$
DECLARE
  points bigint[];
  goods bigint[];
BEGIN
  EXECUTE $q$
    SELECT app_stocktaking_totals_add(ARRAY(
      SELECT app_stocktaking_line_delta(o.doc_id, -1, d.status_id = 4, o.fact_quantity, o.book_quantity, o.price,
                                        o.stock_quantity, o.good_base_price)
        FROM old_lines o JOIN stocktaking_docs d ON d.id = o.doc_id))$q$;
  EXECUTE $q$
    SELECT array_agg(p.sales_point_id), array_agg(p.good_id) FROM (
      SELECT d.sales_point_id, o.good_id
        FROM old_lines o JOIN stocktaking_docs d ON d.id = o.doc_id
       WHERE d.status_id = 4 AND o.fact_quantity IS NOT NULL
      UNION
      SELECT b.sales_point_id, b.good_id
        FROM old_lines o JOIN stock_balances b ON b.good_id = o.good_id AND b.organization_id = o.organization_id
       WHERE o.fact_quantity IS NOT NULL AND NOT EXISTS (SELECT 1 FROM stocktaking_docs d WHERE d.id = o.doc_id)
    ) p$q$ INTO points, goods;
  PERFORM app_stock_refresh(points, goods);
  RETURN NULL;
END $$;

CREATE TRIGGER stocktaking_lines_insert AFTER INSERT ON stocktaking_doc_line_items
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION app_stocktaking_lines_insert();
CREATE TRIGGER stocktaking_lines_update AFTER UPDATE ON stocktaking_doc_line_items
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION app_stocktaking_lines_update();
CREATE TRIGGER stocktaking_lines_delete AFTER DELETE ON stocktaking_doc_line_items
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION app_stocktaking_lines_delete();

-- Accounting freezes a document's totals and resets the stock of its counted goods.
CREATE FUNCTION app_stocktaking_docs_update() RETURNS trigger LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public AS $$
DECLARE
  docs bigint[];
  points bigint[];
  goods bigint[];
  changes integer;
BEGIN
  -- Most updates (versions, headers, the totals themselves) change none of these; a one-row
  -- statement is checked without planning a query.
  IF (SELECT count(*) FROM new_docs) = 1
     AND NOT EXISTS (SELECT 1 FROM old_docs o, new_docs n
                      WHERE (o.status_id, o.sales_point_id, o.accounted_at) IS DISTINCT FROM
                            (n.status_id, n.sales_point_id, n.accounted_at)) THEN
    RETURN NULL;
  END IF;
  EXECUTE $q$
    SELECT array_agg(n.id ORDER BY n.id) FILTER (WHERE (o.status_id = 4) <> (n.status_id = 4)
                                                    OR o.sales_point_id <> n.sales_point_id)
      FROM old_docs o JOIN new_docs n ON n.id = o.id
     WHERE (o.status_id, o.sales_point_id, o.accounted_at) IS DISTINCT FROM
           (n.status_id, n.sales_point_id, n.accounted_at)
    HAVING count(*) > 0$q$ INTO docs;
  GET DIAGNOSTICS changes = ROW_COUNT;
  IF changes = 0 THEN
    RETURN NULL;
  END IF;
  IF docs IS NOT NULL THEN
    -- A document moved to another point shows that point's balances.
    PERFORM app_stock_copy_to_lines(docs, NULL, NULL);
    PERFORM app_stocktaking_totals_reset(docs);
  END IF;
  EXECUTE $q$
    SELECT array_agg(x.sales_point_id), array_agg(li.good_id)
      FROM old_docs o JOIN new_docs n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.sales_point_id, o.status_id = 4), (n.sales_point_id, n.status_id = 4))
           x (sales_point_id, accounted)
      JOIN stocktaking_doc_line_items li ON li.doc_id = n.id AND li.fact_quantity IS NOT NULL
     WHERE x.accounted AND (o.status_id, o.sales_point_id, o.accounted_at) IS DISTINCT FROM
                           (n.status_id, n.sales_point_id, n.accounted_at)$q$ INTO points, goods;
  PERFORM app_stock_refresh(points, goods);
  RETURN NULL;
END $$;
CREATE TRIGGER stocktaking_docs_update AFTER UPDATE ON stocktaking_docs
  REFERENCING OLD TABLE AS old_docs NEW TABLE AS new_docs
  FOR EACH STATEMENT EXECUTE FUNCTION app_stocktaking_docs_update();

-- Goods: the lines of every document holding a changed good take its new name, code, barcodes,
-- measure, category and price (and open documents' totals follow the price through the line trigger).
CREATE FUNCTION app_stocktaking_goods_update() RETURNS trigger LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public AS $$
DECLARE
  points bigint[];
  docs bigint[];
BEGIN
  IF (SELECT count(*) FROM new_goods) = 1
     AND NOT EXISTS (SELECT 1 FROM old_goods o, new_goods n
                      WHERE (n.name, n.code, n.barcodes, n.measure_id, n.category_id, n.base_price)
                            IS DISTINCT FROM (o.name, o.code, o.barcodes, o.measure_id, o.category_id, o.base_price))
  THEN
    RETURN NULL;
  END IF;
  -- The sales points where a line of these goods is or may be added (the API adds lines under the
  -- point's lock, so no line copies an old value unseen), then the documents holding them.
  EXECUTE $q$
    WITH changed AS (
      SELECT n.id, n.organization_id FROM new_goods n JOIN old_goods o ON o.id = n.id
       WHERE (n.name, n.code, n.barcodes, n.measure_id, n.category_id, n.base_price)
             IS DISTINCT FROM (o.name, o.code, o.barcodes, o.measure_id, o.category_id, o.base_price)
    )
    SELECT ARRAY(SELECT sp.id FROM sales_points sp WHERE sp.organization_id IN (SELECT organization_id FROM changed)
                 UNION SELECT b.sales_point_id FROM stock_balances b WHERE b.good_id IN (SELECT id FROM changed)
                 UNION SELECT x.sales_point_id FROM stocktaking_doc_line_items li JOIN stocktaking_docs x ON x.id = li.doc_id
                        WHERE li.good_id IN (SELECT id FROM changed)),
           ARRAY(SELECT DISTINCT li.doc_id FROM stocktaking_doc_line_items li WHERE li.good_id IN (SELECT id FROM changed))
      FROM (SELECT 1 FROM changed LIMIT 1) any_change$q$
    INTO points, docs;
  IF points IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM app_stock_lock(points);
  PERFORM app_stock_lock_docs(docs);
  EXECUTE $q$
    UPDATE stocktaking_doc_line_items li
       SET good_name = n.name, good_code = n.code, good_barcodes = n.barcodes, good_measure_id = n.measure_id,
           good_category_id = n.category_id, good_base_price = n.base_price
      FROM new_goods n
     WHERE li.good_id = n.id
       AND (li.good_name, li.good_code, li.good_barcodes, li.good_measure_id, li.good_category_id, li.good_base_price)
           IS DISTINCT FROM (n.name, n.code, n.barcodes, n.measure_id, n.category_id, n.base_price)$q$;
  RETURN NULL;
END $$;
CREATE TRIGGER stocktaking_goods_update AFTER UPDATE ON goods
  REFERENCING OLD TABLE AS old_goods NEW TABLE AS new_goods
  FOR EACH STATEMENT EXECUTE FUNCTION app_stocktaking_goods_update();

-- Write-offs: accounting one, or a change of an accounted one's lines.
CREATE FUNCTION app_stock_write_off_docs_update() RETURNS trigger LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public AS $$
DECLARE
  points bigint[];
  goods bigint[];
BEGIN
  EXECUTE $q$
    SELECT array_agg(x.sales_point_id), array_agg(wl.good_id)
      FROM old_docs o JOIN new_docs n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.sales_point_id, o.status_id = 2), (n.sales_point_id, n.status_id = 2))
           x (sales_point_id, accounted)
      JOIN write_off_doc_line_items wl ON wl.doc_id = n.id
     WHERE x.accounted AND (o.status_id, o.sales_point_id, o.accounted_at) IS DISTINCT FROM
                           (n.status_id, n.sales_point_id, n.accounted_at)$q$ INTO points, goods;
  PERFORM app_stock_refresh(points, goods);
  RETURN NULL;
END $$;
CREATE TRIGGER stock_write_off_docs_update AFTER UPDATE ON write_off_docs
  REFERENCING OLD TABLE AS old_docs NEW TABLE AS new_docs
  FOR EACH STATEMENT EXECUTE FUNCTION app_stock_write_off_docs_update();

CREATE FUNCTION app_stock_write_off_lines_insert() RETURNS trigger LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public AS $$
DECLARE
  points bigint[];
  goods bigint[];
BEGIN
  -- Lines are added to drafts: nothing to do unless a document is accounted (checked without
  -- planning for a statement of a few rows: the cached plan of a lookup by an array stays cheap).
  IF (SELECT count(*) FROM new_lines) <= 200
     AND NOT EXISTS (SELECT 1 FROM write_off_docs
                  WHERE id = ANY (ARRAY(SELECT DISTINCT doc_id FROM new_lines)) AND status_id = 2) THEN
    RETURN NULL;
  END IF;
  EXECUTE $q$
    SELECT array_agg(w.sales_point_id), array_agg(n.good_id)
      FROM new_lines n JOIN write_off_docs w ON w.id = n.doc_id
     WHERE w.status_id = 2$q$ INTO points, goods;
  PERFORM app_stock_refresh(points, goods);
  RETURN NULL;
END $$;

CREATE FUNCTION app_stock_write_off_lines_update() RETURNS trigger LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public AS $$
DECLARE
  points bigint[];
  goods bigint[];
BEGIN
  IF (SELECT count(*) FROM new_lines) <= 200
     AND NOT EXISTS (SELECT 1 FROM write_off_docs
                  WHERE id = ANY (ARRAY(SELECT doc_id FROM old_lines UNION SELECT doc_id FROM new_lines))
                    AND status_id = 2) THEN
    RETURN NULL;
  END IF;
  EXECUTE $q$
    SELECT array_agg(w.sales_point_id), array_agg(r.good_id)
      FROM old_lines o JOIN new_lines n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.doc_id, o.good_id), (n.doc_id, n.good_id)) r (doc_id, good_id)
      JOIN write_off_docs w ON w.id = r.doc_id
     WHERE w.status_id = 2
       AND (o.doc_id, o.good_id, o.quantity) IS DISTINCT FROM (n.doc_id, n.good_id, n.quantity)$q$
    INTO points, goods;
  PERFORM app_stock_refresh(points, goods);
  RETURN NULL;
END $$;

CREATE FUNCTION app_stock_write_off_lines_delete() RETURNS trigger LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public AS $$
DECLARE
  points bigint[];
  goods bigint[];
  docs bigint[];
BEGIN
  docs := ARRAY(SELECT DISTINCT doc_id FROM old_lines);
  IF cardinality(docs) <= 200
     AND NOT EXISTS (SELECT 1 FROM write_off_docs WHERE id = ANY (docs) AND status_id = 2)
     AND (SELECT count(*) FROM write_off_docs WHERE id = ANY (docs)) = cardinality(docs) THEN
    RETURN NULL;
  END IF;
  EXECUTE $q$
    SELECT array_agg(p.sales_point_id), array_agg(p.good_id) FROM (
      SELECT w.sales_point_id, o.good_id
        FROM old_lines o JOIN write_off_docs w ON w.id = o.doc_id
       WHERE w.status_id = 2
      UNION
      SELECT b.sales_point_id, b.good_id
        FROM old_lines o JOIN stock_balances b ON b.good_id = o.good_id AND b.organization_id = o.organization_id
       WHERE NOT EXISTS (SELECT 1 FROM write_off_docs w WHERE w.id = o.doc_id)
    ) p$q$ INTO points, goods;
  PERFORM app_stock_refresh(points, goods);
  RETURN NULL;
END $$;

CREATE TRIGGER stock_write_off_lines_insert AFTER INSERT ON write_off_doc_line_items
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION app_stock_write_off_lines_insert();
CREATE TRIGGER stock_write_off_lines_update AFTER UPDATE ON write_off_doc_line_items
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION app_stock_write_off_lines_update();
CREATE TRIGGER stock_write_off_lines_delete AFTER DELETE ON write_off_doc_line_items
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION app_stock_write_off_lines_delete();

-- Orders: an order reaching the buyer (or leaving that set, or moving to another point), and an
-- order that stays received while its updated_at, the time its lines count at, crosses a count.
CREATE FUNCTION app_stock_orders_update() RETURNS trigger LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public AS $$
DECLARE
  points bigint[];
  goods bigint[];
BEGIN
  -- Most status changes happen before delivery: nothing to do (a scan of one table, no join).
  IF NOT EXISTS (SELECT 1 FROM new_orders WHERE status_id IN (5, 6, 9, 11, 12))
     AND NOT EXISTS (SELECT 1 FROM old_orders WHERE status_id IN (5, 6, 9, 11, 12)) THEN
    RETURN NULL;
  END IF;
  EXECUTE $q$
    WITH changed AS (
      SELECT n.id, o.sales_point_id AS old_point, n.sales_point_id AS new_point,
             o.status_id IN (5, 6, 9, 11, 12) AS old_in, n.status_id IN (5, 6, 9, 11, 12) AS new_in,
             o.updated_at AS old_at, n.updated_at AS new_at,
             (o.sales_point_id <> n.sales_point_id OR o.client_organization_id <> n.client_organization_id
              OR (o.status_id IN (5, 6, 9, 11, 12)) <> (n.status_id IN (5, 6, 9, 11, 12))) AS moved
        FROM old_orders o JOIN new_orders n ON n.id = o.id
       WHERE (o.status_id IN (5, 6, 9, 11, 12) OR n.status_id IN (5, 6, 9, 11, 12))
         AND (o.sales_point_id, o.client_organization_id, o.status_id, o.updated_at)
             IS DISTINCT FROM (n.sales_point_id, n.client_organization_id, n.status_id, n.updated_at)
    ), pairs AS (
      SELECT c.old_point AS sales_point_id, ol.good_id
        FROM changed c JOIN order_lines ol ON ol.order_id = c.id WHERE c.moved AND c.old_in
      UNION
      SELECT c.new_point, ol.good_id
        FROM changed c JOIN order_lines ol ON ol.order_id = c.id WHERE c.moved AND c.new_in
      UNION
      SELECT b.sales_point_id, b.good_id
        FROM changed c JOIN order_lines ol ON ol.order_id = c.id
        JOIN stock_balances b ON b.sales_point_id = c.new_point AND b.good_id = ol.good_id
       WHERE NOT c.moved AND b.reset_at IS NOT NULL AND (c.old_at > b.reset_at) <> (c.new_at > b.reset_at)
    )
    SELECT array_agg(sales_point_id), array_agg(good_id) FROM pairs$q$ INTO points, goods;
  PERFORM app_stock_refresh(points, goods);
  RETURN NULL;
END $$;
CREATE TRIGGER stock_orders_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION app_stock_orders_update();

CREATE FUNCTION app_stock_order_lines_insert() RETURNS trigger LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public AS $$
DECLARE
  points bigint[];
  goods bigint[];
BEGIN
  -- Lines are added to drafts: nothing to do unless an order has reached the buyer (checked without
  -- planning for a statement of a few rows: the cached plan of a lookup by an array stays cheap).
  IF (SELECT count(*) FROM new_lines) <= 200
     AND NOT EXISTS (SELECT 1 FROM orders WHERE id = ANY (ARRAY(SELECT DISTINCT order_id FROM new_lines))
                                            AND status_id IN (5, 6, 9, 11, 12)) THEN
    RETURN NULL;
  END IF;
  EXECUTE $q$
    SELECT array_agg(o.sales_point_id), array_agg(n.good_id)
      FROM new_lines n JOIN orders o ON o.id = n.order_id
     WHERE o.status_id IN (5, 6, 9, 11, 12)$q$ INTO points, goods;
  PERFORM app_stock_refresh(points, goods);
  RETURN NULL;
END $$;

CREATE FUNCTION app_stock_order_lines_update() RETURNS trigger LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public AS $$
DECLARE
  points bigint[];
  goods bigint[];
BEGIN
  IF (SELECT count(*) FROM new_lines) <= 200
     AND NOT EXISTS (SELECT 1 FROM orders
                  WHERE id = ANY (ARRAY(SELECT order_id FROM old_lines UNION SELECT order_id FROM new_lines))
                    AND status_id IN (5, 6, 9, 11, 12)) THEN
    RETURN NULL;
  END IF;
  EXECUTE $q$
    SELECT array_agg(x.sales_point_id), array_agg(r.good_id)
      FROM old_lines o JOIN new_lines n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.order_id, o.good_id), (n.order_id, n.good_id)) r (order_id, good_id)
      JOIN orders x ON x.id = r.order_id
     WHERE x.status_id IN (5, 6, 9, 11, 12)
       AND (o.order_id, o.good_id, o.quantity) IS DISTINCT FROM (n.order_id, n.good_id, n.quantity)$q$
    INTO points, goods;
  PERFORM app_stock_refresh(points, goods);
  RETURN NULL;
END $$;

CREATE FUNCTION app_stock_order_lines_delete() RETURNS trigger LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public AS $$
DECLARE
  points bigint[];
  goods bigint[];
  orders_of bigint[];
BEGIN
  orders_of := ARRAY(SELECT DISTINCT order_id FROM old_lines);
  IF cardinality(orders_of) <= 200
     AND NOT EXISTS (SELECT 1 FROM orders WHERE id = ANY (orders_of) AND status_id IN (5, 6, 9, 11, 12))
     AND (SELECT count(*) FROM orders WHERE id = ANY (orders_of)) = cardinality(orders_of) THEN
    RETURN NULL;
  END IF;
  EXECUTE $q$
    SELECT array_agg(p.sales_point_id), array_agg(p.good_id) FROM (
      SELECT x.sales_point_id, o.good_id
        FROM old_lines o JOIN orders x ON x.id = o.order_id
       WHERE x.status_id IN (5, 6, 9, 11, 12)
      UNION
      SELECT b.sales_point_id, b.good_id
        FROM old_lines o
        JOIN stock_balances b ON b.good_id = o.good_id AND b.organization_id = o.client_organization_id
       WHERE NOT EXISTS (SELECT 1 FROM orders x WHERE x.id = o.order_id)
    ) p$q$ INTO points, goods;
  PERFORM app_stock_refresh(points, goods);
  RETURN NULL;
END $$;

CREATE TRIGGER stock_order_lines_insert AFTER INSERT ON order_lines
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION app_stock_order_lines_insert();
CREATE TRIGGER stock_order_lines_update AFTER UPDATE ON order_lines
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION app_stock_order_lines_update();
CREATE TRIGGER stock_order_lines_delete AFTER DELETE ON order_lines
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION app_stock_order_lines_delete();
