-- Stocktaking documents keep their line count and totals, and their lines keep copies of their
-- good and (while open) its balance, so a page of lines is one index range (docs/stock-rule.md).
-- Transition tables are visible only inside the trigger's own function, so one function per event.
-- Statements joining them run through EXECUTE: PL/pgSQL would otherwise keep the plan made for the
-- first statement's row count (a nested loop for none) and use it for 10 000 rows. Cheap static
-- checks (one transition table, index lookups by an array) skip the common cases without planning.
-- A line or document that a cascade already removed leaves no sales point to refresh: every balance
-- of its goods in its organization is recomputed instead.

-- A line's part in its document's totals: the frozen book quantity once there is one.
CREATE OR REPLACE FUNCTION app_stocktaking_line_delta(
  doc_id bigint, sign integer, accounted boolean, fact numeric, book_quantity numeric, price numeric,
  stock_quantity numeric, base_price numeric
) RETURNS stocktaking_delta LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(doc_id, sign, fact,
             CASE WHEN accounted THEN coalesce(book_quantity, 0)
                  ELSE coalesce(book_quantity, stock_quantity, 0) END,
             CASE WHEN accounted THEN price ELSE base_price END)::stocktaking_delta
$$;

CREATE OR REPLACE FUNCTION app_stocktaking_totals_add(deltas stocktaking_delta[]) RETURNS void LANGUAGE sql
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

-- Totals of whole documents from scratch (accounting).
CREATE OR REPLACE FUNCTION app_stocktaking_totals_reset(docs bigint[]) RETURNS void LANGUAGE sql
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
          SELECT app_stocktaking_line_delta(x.id, 1, x.status_id = {{STOCKTAKING_STATUSES.accounted}}, li.fact_quantity, li.book_quantity, li.price,
                                            li.stock_quantity, li.good_base_price) AS r
        ) v
       WHERE x.id = ANY (docs)
       GROUP BY x.id
    ) t
   WHERE d.id = t.id;
$$;

-- A line inserted without the copies (the API passes them) takes its good's and its balance.
CREATE OR REPLACE FUNCTION app_stocktaking_line_copies() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
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
CREATE OR REPLACE TRIGGER stocktaking_line_copies BEFORE INSERT ON stocktaking_doc_line_items
  FOR EACH ROW WHEN (NEW.good_name IS NULL) EXECUTE FUNCTION app_stocktaking_line_copies();
CREATE OR REPLACE TRIGGER stocktaking_line_good BEFORE UPDATE OF good_id, doc_id ON stocktaking_doc_line_items
  FOR EACH ROW WHEN (NEW.good_id <> OLD.good_id OR NEW.doc_id <> OLD.doc_id)
  EXECUTE FUNCTION app_stocktaking_line_copies();

CREATE OR REPLACE FUNCTION app_stocktaking_lines_insert() RETURNS trigger LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public AS $$
DECLARE
  points bigint[];
  goods bigint[];
BEGIN
  EXECUTE $q$
    SELECT app_stocktaking_totals_add(ARRAY(
      SELECT app_stocktaking_line_delta(n.doc_id, 1, d.status_id = {{STOCKTAKING_STATUSES.accounted}}, n.fact_quantity, n.book_quantity, n.price,
                                        n.stock_quantity, n.good_base_price)
        FROM new_lines n JOIN stocktaking_docs d ON d.id = n.doc_id))$q$;
  -- Counted lines of an accounted stocktaking reset the stock.
  EXECUTE $q$
    SELECT array_agg(d.sales_point_id), array_agg(n.good_id)
      FROM new_lines n JOIN stocktaking_docs d ON d.id = n.doc_id
     WHERE d.status_id = {{STOCKTAKING_STATUSES.accounted}} AND n.fact_quantity IS NOT NULL$q$ INTO points, goods;
  PERFORM app_stock_refresh(points, goods);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION app_stocktaking_lines_update() RETURNS trigger LANGUAGE plpgsql
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
          (app_stocktaking_line_delta(o.doc_id, -1, od.status_id = {{STOCKTAKING_STATUSES.accounted}}, o.fact_quantity, o.book_quantity, o.price,
                                      o.stock_quantity, o.good_base_price)),
          (app_stocktaking_line_delta(n.doc_id, 1, nd.status_id = {{STOCKTAKING_STATUSES.accounted}}, n.fact_quantity, n.book_quantity, n.price,
                                      n.stock_quantity, n.good_base_price))
        ) x (delta)
       WHERE (o.doc_id, o.fact_quantity, o.book_quantity, o.price, o.stock_quantity, o.good_base_price)
             IS DISTINCT FROM (n.doc_id, n.fact_quantity, n.book_quantity, n.price, n.stock_quantity, n.good_base_price)
    ))$q$;
  -- Facts change in open documents: the stock moves only when an accounted one's counted lines do.
  docs := ARRAY(SELECT doc_id FROM old_lines UNION SELECT doc_id FROM new_lines);
  IF NOT EXISTS (SELECT 1 FROM stocktaking_docs WHERE id = ANY (docs) AND status_id = {{STOCKTAKING_STATUSES.accounted}}) THEN
    RETURN NULL;
  END IF;
  EXECUTE $q$
    SELECT array_agg(d.sales_point_id), array_agg(r.good_id)
      FROM old_lines o JOIN new_lines n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.doc_id, o.good_id), (n.doc_id, n.good_id)) r (doc_id, good_id)
      JOIN stocktaking_docs d ON d.id = r.doc_id
     WHERE d.status_id = {{STOCKTAKING_STATUSES.accounted}}
       AND (o.doc_id, o.good_id, o.fact_quantity) IS DISTINCT FROM (n.doc_id, n.good_id, n.fact_quantity)$q$
    INTO points, goods;
  PERFORM app_stock_refresh(points, goods);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION app_stocktaking_lines_delete() RETURNS trigger LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public AS $$
DECLARE
  points bigint[];
  goods bigint[];
BEGIN
  EXECUTE $q$
    SELECT app_stocktaking_totals_add(ARRAY(
      SELECT app_stocktaking_line_delta(o.doc_id, -1, d.status_id = {{STOCKTAKING_STATUSES.accounted}}, o.fact_quantity, o.book_quantity, o.price,
                                        o.stock_quantity, o.good_base_price)
        FROM old_lines o JOIN stocktaking_docs d ON d.id = o.doc_id))$q$;
  EXECUTE $q$
    SELECT array_agg(p.sales_point_id), array_agg(p.good_id) FROM (
      SELECT d.sales_point_id, o.good_id
        FROM old_lines o JOIN stocktaking_docs d ON d.id = o.doc_id
       WHERE d.status_id = {{STOCKTAKING_STATUSES.accounted}} AND o.fact_quantity IS NOT NULL
      UNION
      SELECT b.sales_point_id, b.good_id
        FROM old_lines o JOIN stock_balances b ON b.good_id = o.good_id AND b.organization_id = o.organization_id
       WHERE o.fact_quantity IS NOT NULL AND NOT EXISTS (SELECT 1 FROM stocktaking_docs d WHERE d.id = o.doc_id)
    ) p$q$ INTO points, goods;
  PERFORM app_stock_refresh(points, goods);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER stocktaking_lines_insert AFTER INSERT ON stocktaking_doc_line_items
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION app_stocktaking_lines_insert();
CREATE OR REPLACE TRIGGER stocktaking_lines_update AFTER UPDATE ON stocktaking_doc_line_items
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION app_stocktaking_lines_update();
CREATE OR REPLACE TRIGGER stocktaking_lines_delete AFTER DELETE ON stocktaking_doc_line_items
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION app_stocktaking_lines_delete();

-- Accounting freezes a document's totals and resets the stock of its counted goods.
CREATE OR REPLACE FUNCTION app_stocktaking_docs_update() RETURNS trigger LANGUAGE plpgsql
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
    SELECT array_agg(n.id ORDER BY n.id) FILTER (WHERE (o.status_id = {{STOCKTAKING_STATUSES.accounted}}) <> (n.status_id = {{STOCKTAKING_STATUSES.accounted}})
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
      CROSS JOIN LATERAL (VALUES (o.sales_point_id, o.status_id = {{STOCKTAKING_STATUSES.accounted}}), (n.sales_point_id, n.status_id = {{STOCKTAKING_STATUSES.accounted}}))
           x (sales_point_id, accounted)
      JOIN stocktaking_doc_line_items li ON li.doc_id = n.id AND li.fact_quantity IS NOT NULL
     WHERE x.accounted AND (o.status_id, o.sales_point_id, o.accounted_at) IS DISTINCT FROM
                           (n.status_id, n.sales_point_id, n.accounted_at)$q$ INTO points, goods;
  PERFORM app_stock_refresh(points, goods);
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER stocktaking_docs_update AFTER UPDATE ON stocktaking_docs
  REFERENCING OLD TABLE AS old_docs NEW TABLE AS new_docs
  FOR EACH STATEMENT EXECUTE FUNCTION app_stocktaking_docs_update();

-- Goods: the lines of every document holding a changed good take its new name, code, barcodes,
-- measure, category and price (and open documents' totals follow the price through the line trigger).
CREATE OR REPLACE FUNCTION app_stocktaking_goods_update() RETURNS trigger LANGUAGE plpgsql
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
CREATE OR REPLACE TRIGGER stocktaking_goods_update AFTER UPDATE ON goods
  REFERENCING OLD TABLE AS old_goods NEW TABLE AS new_goods
  FOR EACH STATEMENT EXECUTE FUNCTION app_stocktaking_goods_update();
