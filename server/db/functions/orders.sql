-- Orders: their status history, sales point reads, counts per status and line snapshots (their
-- numbers and documents' numbers: numbers.sql).

-- History is append-only; its rows leave only with their (draft) order.
CREATE OR REPLACE FUNCTION order_status_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM orders WHERE id = OLD.order_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'order_status_history is append-only' USING ERRCODE = '23514';
END $$;
CREATE OR REPLACE TRIGGER order_status_history_no_change BEFORE UPDATE OR DELETE ON order_status_history
  FOR EACH ROW EXECUTE FUNCTION order_status_history_append_only();

-- A supplier creating an order for a client reads the client's sales point, which sales_points'
-- own policy hides from it: allowed for either party of the partnership; `served` tells whether the
-- partnership serves the point (a partnership that lists no points serves them all), and its zone.
CREATE OR REPLACE FUNCTION order_sales_point_of(p_client bigint, p_supplier bigint, p_sales_point bigint)
RETURNS TABLE (id bigint, name text, address text, is_active boolean, served boolean, time_zone text)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT sp.id, sp.name, sp.address, sp.is_active,
         NOT EXISTS (SELECT 1 FROM partnership_sales_points psp WHERE psp.partnership_id = p.id)
           OR EXISTS (SELECT 1 FROM partnership_sales_points psp
                       WHERE psp.partnership_id = p.id AND psp.sales_point_id = sp.id),
         sp.time_zone
    FROM partnerships p
    JOIN sales_points sp ON sp.organization_id = p.client_organization_id AND sp.id = p_sales_point
   WHERE p.client_organization_id = p_client
     AND p.supplier_organization_id = p_supplier
     AND (current_setting('role', true) IS DISTINCT FROM 'app_user'
          OR p_client = ANY (app_org_ids()) OR p_supplier = ANY (app_org_ids()))
$$;

-- The supplier's delivery zone of a client's sales point (contract/entities/delivery-zones.ts): the
-- first by name whose regions text names the point's city or region. The client reads it at
-- checkout, so it runs as the owner, for callers in either organization only.
CREATE OR REPLACE FUNCTION order_delivery_zone_of(p_client bigint, p_supplier bigint, p_sales_point bigint)
RETURNS TABLE (name text, min_order_amount text, delivery_weekdays int[])
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT z.name, z.min_order_amount::text, z.delivery_weekdays::int[]
    FROM sales_points sp
    JOIN addr_cities c ON c.id = sp.city_id
    JOIN addr_regions r ON r.id = c.region_id
    JOIN delivery_zones z ON z.organization_id = p_supplier
     AND (search_fold(z.regions) LIKE '%' || c.name_search || '%'
          OR search_fold(z.regions) LIKE '%' || r.name_search || '%')
   WHERE sp.id = p_sales_point AND sp.organization_id = p_client
     AND (current_setting('role', true) IS DISTINCT FROM 'app_user'
          OR p_client = ANY (app_org_ids()) OR p_supplier = ANY (app_org_ids()))
   ORDER BY z.name
   LIMIT 1
$$;

-- The functions run as the table owner: the counts follow any order the caller may change.
-- Transition tables are visible only inside the trigger's own function, so one function per event.
CREATE OR REPLACE FUNCTION app_order_counts_insert() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  INSERT INTO order_counts AS c (client_organization_id, supplier_organization_id, status_id, orders)
  SELECT client_organization_id, supplier_organization_id, status_id, count(*)
    FROM new_orders GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (client_organization_id, supplier_organization_id, status_id)
  DO UPDATE SET orders = c.orders + excluded.orders;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION app_order_counts_delete() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  UPDATE order_counts c SET orders = c.orders - d.orders
    FROM (SELECT client_organization_id, supplier_organization_id, status_id, count(*) AS orders
            FROM old_orders GROUP BY 1, 2, 3) d
   WHERE c.client_organization_id = d.client_organization_id
     AND c.supplier_organization_id = d.supplier_organization_id AND c.status_id = d.status_id;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION app_order_counts_update() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
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

CREATE OR REPLACE TRIGGER order_counts_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION app_order_counts_insert();
CREATE OR REPLACE TRIGGER order_counts_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_orders
  FOR EACH STATEMENT EXECUTE FUNCTION app_order_counts_delete();
CREATE OR REPLACE TRIGGER order_counts_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION app_order_counts_update();

-- An order line keeps what was ordered (the good's name, code, unit and VAT rate).
-- The snapshot is taken when a line is written: on insert (the client's cart, a line the supplier
-- adds) and on any change while the order is a draft — sending rewrites every line of the draft,
-- so a sent order holds the good as it was at sending. Later changes of a sent order's lines
-- (the supplier's quantities, removals) keep it.
CREATE OR REPLACE FUNCTION app_order_line_snapshot() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.good_id = OLD.good_id
     AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = NEW.order_id AND o.status_id = {{ORDER_STATUSES.draft}}) THEN
    NEW.good_name := OLD.good_name;
    NEW.good_code := OLD.good_code;
    NEW.measure_name := OLD.measure_name;
    NEW.vat_rate := OLD.vat_rate;
    RETURN NEW;
  END IF;
  SELECT g.name, g.code, m.name, g.vat_rate
    INTO NEW.good_name, NEW.good_code, NEW.measure_name, NEW.vat_rate
    FROM goods g JOIN measures m ON m.id = g.measure_id
   WHERE g.id = NEW.good_id;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER order_lines_snapshot BEFORE INSERT OR UPDATE ON order_lines
  FOR EACH ROW EXECUTE FUNCTION app_order_line_snapshot();
