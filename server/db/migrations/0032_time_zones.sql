-- Local time per organization and per sales point (issue 19): cut-off, delivery days and windows
-- are read on the clock of the supplier and of the sales point delivered to. IANA names; the API
-- accepts only the Russian zones of contract/time-zones.ts.
ALTER TABLE organizations ADD COLUMN time_zone text NOT NULL DEFAULT 'Europe/Moscow'
  CHECK (time_zone ~ '^[A-Za-z]+/[A-Za-z_-]+$');
ALTER TABLE sales_points ADD COLUMN time_zone text NOT NULL DEFAULT 'Europe/Moscow'
  CHECK (time_zone ~ '^[A-Za-z]+/[A-Za-z_-]+$');

-- The sales point of an order now also tells its time zone (the supplier cannot read the client's
-- sales_points directly; see 0008).
DROP FUNCTION order_sales_point_of(bigint, bigint, bigint);
CREATE FUNCTION order_sales_point_of(p_client bigint, p_supplier bigint, p_sales_point bigint)
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

-- The supplier's catalog reads the client's points through this function: it now tells their zone.
DROP FUNCTION partnership_sales_points_of(bigint);
CREATE FUNCTION partnership_sales_points_of(p_partnership_id bigint)
RETURNS TABLE (id bigint, name text, address text, is_active boolean, served boolean, time_zone text)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT sp.id, sp.name, sp.address, sp.is_active,
         EXISTS (SELECT 1 FROM partnership_sales_points psp
                  WHERE psp.partnership_id = p.id AND psp.sales_point_id = sp.id),
         sp.time_zone
    FROM partnerships p
    JOIN sales_points sp ON sp.organization_id = p.client_organization_id
   WHERE p.id = p_partnership_id
     AND (p.client_organization_id = ANY (app_org_ids()) OR p.supplier_organization_id = ANY (app_org_ids()))
   ORDER BY sp.name, sp.id
$$;
