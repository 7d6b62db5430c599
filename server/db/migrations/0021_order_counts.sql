-- How many orders each client–supplier pair has in each status, kept by the orders table's own
-- triggers: an order list's total is a sum over a few of these rows instead of a count over
-- thousands of orders (a supplier of the large data has 18 000).
CREATE TABLE order_counts (
  client_organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  supplier_organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  status_id smallint NOT NULL,
  orders integer NOT NULL,
  PRIMARY KEY (client_organization_id, supplier_organization_id, status_id)
);
CREATE INDEX order_counts_supplier_idx ON order_counts (supplier_organization_id, client_organization_id, status_id);
SELECT app_enable_tenant_rls('order_counts', 'client_organization_id', 'supplier_organization_id');

-- The functions run as the table owner: the counts follow any order the caller may change.
-- Transition tables are visible only inside the trigger's own function, so one function per event.
CREATE FUNCTION app_order_counts_insert() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  INSERT INTO order_counts AS c (client_organization_id, supplier_organization_id, status_id, orders)
  SELECT client_organization_id, supplier_organization_id, status_id, count(*)
    FROM new_orders GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (client_organization_id, supplier_organization_id, status_id)
  DO UPDATE SET orders = c.orders + excluded.orders;
  RETURN NULL;
END $$;

CREATE FUNCTION app_order_counts_delete() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  UPDATE order_counts c SET orders = c.orders - d.orders
    FROM (SELECT client_organization_id, supplier_organization_id, status_id, count(*) AS orders
            FROM old_orders GROUP BY 1, 2, 3) d
   WHERE c.client_organization_id = d.client_organization_id
     AND c.supplier_organization_id = d.supplier_organization_id AND c.status_id = d.status_id;
  RETURN NULL;
END $$;

CREATE FUNCTION app_order_counts_update() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  INSERT INTO order_counts AS c (client_organization_id, supplier_organization_id, status_id, orders)
  SELECT client_organization_id, supplier_organization_id, status_id, sum(delta)
    FROM (
      SELECT client_organization_id, supplier_organization_id, status_id, 1 AS delta FROM new_orders
      UNION ALL
      SELECT client_organization_id, supplier_organization_id, status_id, -1 FROM old_orders
    ) changes
   GROUP BY 1, 2, 3
  HAVING sum(delta) <> 0
   ORDER BY 1, 2, 3
  ON CONFLICT (client_organization_id, supplier_organization_id, status_id)
  DO UPDATE SET orders = c.orders + excluded.orders;
  RETURN NULL;
END $$;

CREATE TRIGGER order_counts_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION app_order_counts_insert();
CREATE TRIGGER order_counts_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_orders
  FOR EACH STATEMENT EXECUTE FUNCTION app_order_counts_delete();
CREATE TRIGGER order_counts_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION app_order_counts_update();

INSERT INTO order_counts (client_organization_id, supplier_organization_id, status_id, orders)
SELECT client_organization_id, supplier_organization_id, status_id, count(*) FROM orders GROUP BY 1, 2, 3;
