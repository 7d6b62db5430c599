-- Movements of stock (docs/stock-rule.md): accounted write-offs and orders that reached the buyer
-- (STOCK_ORDER_STATUSES of contract/statuses.ts) recompute the balances of the goods they touch. Transition tables and
-- EXECUTE as in stocktaking.sql.

-- Write-offs: accounting one, or a change of an accounted one's lines.
CREATE OR REPLACE FUNCTION app_stock_write_off_docs_update() RETURNS trigger LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public AS $$
DECLARE
  points bigint[];
  goods bigint[];
BEGIN
  EXECUTE $q$
    SELECT array_agg(x.sales_point_id), array_agg(wl.good_id)
      FROM old_docs o JOIN new_docs n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.sales_point_id, o.status_id = {{WRITE_OFF_STATUSES.accounted}}), (n.sales_point_id, n.status_id = {{WRITE_OFF_STATUSES.accounted}}))
           x (sales_point_id, accounted)
      JOIN write_off_doc_line_items wl ON wl.doc_id = n.id
     WHERE x.accounted AND (o.status_id, o.sales_point_id, o.accounted_at) IS DISTINCT FROM
                           (n.status_id, n.sales_point_id, n.accounted_at)$q$ INTO points, goods;
  PERFORM app_stock_refresh(points, goods);
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER stock_write_off_docs_update AFTER UPDATE ON write_off_docs
  REFERENCING OLD TABLE AS old_docs NEW TABLE AS new_docs
  FOR EACH STATEMENT EXECUTE FUNCTION app_stock_write_off_docs_update();

CREATE OR REPLACE FUNCTION app_stock_write_off_lines_insert() RETURNS trigger LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public AS $$
DECLARE
  points bigint[];
  goods bigint[];
BEGIN
  -- Lines are added to drafts: nothing to do unless a document is accounted (checked without
  -- planning for a statement of a few rows: the cached plan of a lookup by an array stays cheap).
  IF (SELECT count(*) FROM new_lines) <= 200
     AND NOT EXISTS (SELECT 1 FROM write_off_docs
                  WHERE id = ANY (ARRAY(SELECT DISTINCT doc_id FROM new_lines)) AND status_id = {{WRITE_OFF_STATUSES.accounted}}) THEN
    RETURN NULL;
  END IF;
  EXECUTE $q$
    SELECT array_agg(w.sales_point_id), array_agg(n.good_id)
      FROM new_lines n JOIN write_off_docs w ON w.id = n.doc_id
     WHERE w.status_id = {{WRITE_OFF_STATUSES.accounted}}$q$ INTO points, goods;
  PERFORM app_stock_refresh(points, goods);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION app_stock_write_off_lines_update() RETURNS trigger LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public AS $$
DECLARE
  points bigint[];
  goods bigint[];
BEGIN
  IF (SELECT count(*) FROM new_lines) <= 200
     AND NOT EXISTS (SELECT 1 FROM write_off_docs
                  WHERE id = ANY (ARRAY(SELECT doc_id FROM old_lines UNION SELECT doc_id FROM new_lines))
                    AND status_id = {{WRITE_OFF_STATUSES.accounted}}) THEN
    RETURN NULL;
  END IF;
  EXECUTE $q$
    SELECT array_agg(w.sales_point_id), array_agg(r.good_id)
      FROM old_lines o JOIN new_lines n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.doc_id, o.good_id), (n.doc_id, n.good_id)) r (doc_id, good_id)
      JOIN write_off_docs w ON w.id = r.doc_id
     WHERE w.status_id = {{WRITE_OFF_STATUSES.accounted}}
       AND (o.doc_id, o.good_id, o.quantity) IS DISTINCT FROM (n.doc_id, n.good_id, n.quantity)$q$
    INTO points, goods;
  PERFORM app_stock_refresh(points, goods);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION app_stock_write_off_lines_delete() RETURNS trigger LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public AS $$
DECLARE
  points bigint[];
  goods bigint[];
  docs bigint[];
BEGIN
  docs := ARRAY(SELECT DISTINCT doc_id FROM old_lines);
  IF cardinality(docs) <= 200
     AND NOT EXISTS (SELECT 1 FROM write_off_docs WHERE id = ANY (docs) AND status_id = {{WRITE_OFF_STATUSES.accounted}})
     AND (SELECT count(*) FROM write_off_docs WHERE id = ANY (docs)) = cardinality(docs) THEN
    RETURN NULL;
  END IF;
  EXECUTE $q$
    SELECT array_agg(p.sales_point_id), array_agg(p.good_id) FROM (
      SELECT w.sales_point_id, o.good_id
        FROM old_lines o JOIN write_off_docs w ON w.id = o.doc_id
       WHERE w.status_id = {{WRITE_OFF_STATUSES.accounted}}
      UNION
      SELECT b.sales_point_id, b.good_id
        FROM old_lines o JOIN stock_balances b ON b.good_id = o.good_id AND b.organization_id = o.organization_id
       WHERE NOT EXISTS (SELECT 1 FROM write_off_docs w WHERE w.id = o.doc_id)
    ) p$q$ INTO points, goods;
  PERFORM app_stock_refresh(points, goods);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER stock_write_off_lines_insert AFTER INSERT ON write_off_doc_line_items
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION app_stock_write_off_lines_insert();
CREATE OR REPLACE TRIGGER stock_write_off_lines_update AFTER UPDATE ON write_off_doc_line_items
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION app_stock_write_off_lines_update();
CREATE OR REPLACE TRIGGER stock_write_off_lines_delete AFTER DELETE ON write_off_doc_line_items
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION app_stock_write_off_lines_delete();

-- Orders: an order reaching the buyer (or leaving that set, or moving to another point), and an
-- order that stays received while its updated_at, the time its lines count at, crosses a count.
CREATE OR REPLACE FUNCTION app_stock_orders_update() RETURNS trigger LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public AS $$
DECLARE
  points bigint[];
  goods bigint[];
BEGIN
  -- Most status changes happen before delivery: nothing to do (a scan of one table, no join).
  IF NOT EXISTS (SELECT 1 FROM new_orders WHERE status_id IN ({{STOCK_ORDER_STATUSES}}))
     AND NOT EXISTS (SELECT 1 FROM old_orders WHERE status_id IN ({{STOCK_ORDER_STATUSES}})) THEN
    RETURN NULL;
  END IF;
  EXECUTE $q$
    WITH changed AS (
      SELECT n.id, o.sales_point_id AS old_point, n.sales_point_id AS new_point,
             o.status_id IN ({{STOCK_ORDER_STATUSES}}) AS old_in, n.status_id IN ({{STOCK_ORDER_STATUSES}}) AS new_in,
             o.updated_at AS old_at, n.updated_at AS new_at,
             (o.sales_point_id <> n.sales_point_id OR o.client_organization_id <> n.client_organization_id
              OR (o.status_id IN ({{STOCK_ORDER_STATUSES}})) <> (n.status_id IN ({{STOCK_ORDER_STATUSES}}))) AS moved
        FROM old_orders o JOIN new_orders n ON n.id = o.id
       WHERE (o.status_id IN ({{STOCK_ORDER_STATUSES}}) OR n.status_id IN ({{STOCK_ORDER_STATUSES}}))
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
CREATE OR REPLACE TRIGGER stock_orders_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION app_stock_orders_update();

CREATE OR REPLACE FUNCTION app_stock_order_lines_insert() RETURNS trigger LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public AS $$
DECLARE
  points bigint[];
  goods bigint[];
BEGIN
  -- Lines are added to drafts: nothing to do unless an order has reached the buyer (checked without
  -- planning for a statement of a few rows: the cached plan of a lookup by an array stays cheap).
  IF (SELECT count(*) FROM new_lines) <= 200
     AND NOT EXISTS (SELECT 1 FROM orders WHERE id = ANY (ARRAY(SELECT DISTINCT order_id FROM new_lines))
                                            AND status_id IN ({{STOCK_ORDER_STATUSES}})) THEN
    RETURN NULL;
  END IF;
  EXECUTE $q$
    SELECT array_agg(o.sales_point_id), array_agg(n.good_id)
      FROM new_lines n JOIN orders o ON o.id = n.order_id
     WHERE o.status_id IN ({{STOCK_ORDER_STATUSES}})$q$ INTO points, goods;
  PERFORM app_stock_refresh(points, goods);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION app_stock_order_lines_update() RETURNS trigger LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public AS $$
DECLARE
  points bigint[];
  goods bigint[];
BEGIN
  IF (SELECT count(*) FROM new_lines) <= 200
     AND NOT EXISTS (SELECT 1 FROM orders
                  WHERE id = ANY (ARRAY(SELECT order_id FROM old_lines UNION SELECT order_id FROM new_lines))
                    AND status_id IN ({{STOCK_ORDER_STATUSES}})) THEN
    RETURN NULL;
  END IF;
  EXECUTE $q$
    SELECT array_agg(x.sales_point_id), array_agg(r.good_id)
      FROM old_lines o JOIN new_lines n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.order_id, o.good_id), (n.order_id, n.good_id)) r (order_id, good_id)
      JOIN orders x ON x.id = r.order_id
     WHERE x.status_id IN ({{STOCK_ORDER_STATUSES}})
       AND (o.order_id, o.good_id, o.quantity) IS DISTINCT FROM (n.order_id, n.good_id, n.quantity)$q$
    INTO points, goods;
  PERFORM app_stock_refresh(points, goods);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION app_stock_order_lines_delete() RETURNS trigger LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public AS $$
DECLARE
  points bigint[];
  goods bigint[];
  orders_of bigint[];
BEGIN
  orders_of := ARRAY(SELECT DISTINCT order_id FROM old_lines);
  IF cardinality(orders_of) <= 200
     AND NOT EXISTS (SELECT 1 FROM orders WHERE id = ANY (orders_of) AND status_id IN ({{STOCK_ORDER_STATUSES}}))
     AND (SELECT count(*) FROM orders WHERE id = ANY (orders_of)) = cardinality(orders_of) THEN
    RETURN NULL;
  END IF;
  EXECUTE $q$
    SELECT array_agg(p.sales_point_id), array_agg(p.good_id) FROM (
      SELECT x.sales_point_id, o.good_id
        FROM old_lines o JOIN orders x ON x.id = o.order_id
       WHERE x.status_id IN ({{STOCK_ORDER_STATUSES}})
      UNION
      SELECT b.sales_point_id, b.good_id
        FROM old_lines o
        JOIN stock_balances b ON b.good_id = o.good_id AND b.organization_id = o.client_organization_id
       WHERE NOT EXISTS (SELECT 1 FROM orders x WHERE x.id = o.order_id)
    ) p$q$ INTO points, goods;
  PERFORM app_stock_refresh(points, goods);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER stock_order_lines_insert AFTER INSERT ON order_lines
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION app_stock_order_lines_insert();
CREATE OR REPLACE TRIGGER stock_order_lines_update AFTER UPDATE ON order_lines
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION app_stock_order_lines_update();
CREATE OR REPLACE TRIGGER stock_order_lines_delete AFTER DELETE ON order_lines
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION app_stock_order_lines_delete();
