-- Book quantities kept in stock_balances (docs/stock-rule.md): the rule computed for the
-- (sales point, good) pairs a change touches, or for whole sales points.
--
-- Locking. A balance is computed under its sales point's advisory lock (app_stock_lock), so two
-- computations of one pair run one after the other. Whoever then rewrites lines of documents it
-- does not hold (a balance or a good changed) takes the sales point locks (sorted), then the row
-- locks of those documents (sorted by id), then updates the lines. The API holds a document's row
-- lock while it changes its lines, taking the sales point's lock before it when it adds lines (they
-- copy the balance) or accounts.

-- Sales points hash into 1 024 lock keys, so that a change of many points stays within the lock table.
CREATE OR REPLACE FUNCTION app_stock_lock(points bigint[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  k integer;
BEGIN
  FOR k IN SELECT DISTINCT abs(hashint8(p) % 1024) FROM unnest(points) p ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(724019, k);
  END LOOP;
END $$;

CREATE OR REPLACE FUNCTION app_stock_lock_docs(docs bigint[]) RETURNS void LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public AS $$
BEGIN
  PERFORM 1 FROM stocktaking_docs WHERE id = ANY (docs) ORDER BY id FOR UPDATE;
END $$;

-- Open documents' lines follow their balances (their totals follow through the line trigger): all
-- lines of these documents, or (given pairs) the lines of those goods at those points.
CREATE OR REPLACE FUNCTION app_stock_copy_to_lines(docs bigint[], points bigint[], goods bigint[]) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF goods IS NULL THEN
    UPDATE stocktaking_doc_line_items li SET stock_quantity = v.quantity
      FROM (SELECT l.id, b.quantity
              FROM stocktaking_doc_line_items l
              JOIN stocktaking_docs d ON d.id = l.doc_id
              LEFT JOIN stock_balances b ON b.sales_point_id = d.sales_point_id AND b.good_id = l.good_id
             WHERE d.id = ANY (docs) AND d.status_id <> {{STOCKTAKING_STATUSES.accounted}}) v
     WHERE li.id = v.id AND li.stock_quantity::text IS DISTINCT FROM v.quantity::text;
  ELSE
    UPDATE stocktaking_doc_line_items li SET stock_quantity = v.quantity
      FROM (SELECT l.id, b.quantity
              FROM unnest(points, goods) t (sales_point_id, good_id)
              JOIN stocktaking_docs d ON d.sales_point_id = t.sales_point_id AND d.status_id <> {{STOCKTAKING_STATUSES.accounted}}
              JOIN stocktaking_doc_line_items l ON l.doc_id = d.id AND l.good_id = t.good_id
              LEFT JOIN stock_balances b ON b.sales_point_id = t.sales_point_id AND b.good_id = t.good_id) v
     WHERE li.id = v.id AND li.stock_quantity::text IS DISTINCT FROM v.quantity::text;
  END IF;
END $$;

-- Every balance of these sales points from scratch, set-based (this migration, large changes).
CREATE OR REPLACE FUNCTION app_stock_rebuild(points bigint[]) RETURNS void LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public AS $$
DECLARE
  orgs bigint[] := ARRAY(SELECT DISTINCT organization_id FROM sales_points WHERE id = ANY (points));
  docs bigint[] := ARRAY(SELECT id FROM stocktaking_docs WHERE sales_point_id = ANY (points) AND status_id <> {{STOCKTAKING_STATUSES.accounted}});
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
       AND d.status_id = {{STOCKTAKING_STATUSES.accounted}} AND li.fact_quantity IS NOT NULL
     ORDER BY d.sales_point_id, li.good_id, d.accounted_at DESC, d.id DESC
  ), movements AS (
    SELECT w.sales_point_id, wl.good_id, -wl.quantity AS qty, w.accounted_at AS at
      FROM write_off_doc_line_items wl JOIN write_off_docs w ON w.id = wl.doc_id
     WHERE w.organization_id = ANY (orgs) AND w.sales_point_id = ANY (points) AND w.status_id = {{WRITE_OFF_STATUSES.accounted}}
    UNION ALL
    SELECT o.sales_point_id, ol.good_id, ol.quantity::numeric, o.updated_at
      FROM order_lines ol JOIN orders o ON o.id = ol.order_id
     WHERE o.client_organization_id = ANY (orgs) AND o.sales_point_id = ANY (points)
       AND o.status_id IN ({{STOCK_ORDER_STATUSES}})
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
CREATE OR REPLACE FUNCTION app_stock_refresh(points bigint[], goods bigint[]) RETURNS void LANGUAGE plpgsql
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
                 WHERE x.status_id <> {{STOCKTAKING_STATUSES.accounted}});
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
           AND x.organization_id = d.organization_id AND x.status_id = {{STOCKTAKING_STATUSES.accounted}} AND li.fact_quantity IS NOT NULL
         ORDER BY x.accounted_at DESC, x.id DESC
         LIMIT 1
      ) lc ON true
      CROSS JOIN LATERAL (
        SELECT count(*) AS n, sum(m.qty) FILTER (WHERE lc.at IS NULL OR m.at > lc.at) AS qty
          FROM (
            SELECT -wl.quantity AS qty, w.accounted_at AS at
              FROM write_off_doc_line_items wl JOIN write_off_docs w ON w.id = wl.doc_id
             WHERE wl.organization_id = d.organization_id AND wl.good_id = d.good_id
               AND w.sales_point_id = d.sales_point_id AND w.status_id = {{WRITE_OFF_STATUSES.accounted}}
            UNION ALL
            SELECT ol.quantity::numeric, o.updated_at
              FROM order_lines ol JOIN orders o ON o.id = ol.order_id
             WHERE ol.good_id = d.good_id AND ol.client_organization_id = d.organization_id
               AND o.sales_point_id = d.sales_point_id AND o.status_id IN ({{STOCK_ORDER_STATUSES}})
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
