-- Trade: price lists' parties, price history and goods counts, partnerships' sales points.

-- The parties of a price list's rows are copied from the list, so row-level security can check
-- them without a join; a writer may omit client_organization_id.
CREATE OR REPLACE FUNCTION price_list_fill_parties() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.client_organization_id IS NULL OR NEW.supplier_organization_id IS NULL THEN
    SELECT pl.client_organization_id, pl.supplier_organization_id
      INTO NEW.client_organization_id, NEW.supplier_organization_id
      FROM price_lists pl WHERE pl.id = NEW.price_list_id;
  END IF;
  RETURN NEW;
END $$;
CREATE OR REPLACE TRIGGER price_list_categories_parties BEFORE INSERT ON price_list_categories
  FOR EACH ROW EXECUTE FUNCTION price_list_fill_parties();
CREATE OR REPLACE TRIGGER price_list_goods_parties BEFORE INSERT ON price_list_goods
  FOR EACH ROW EXECUTE FUNCTION price_list_fill_parties();

-- Every price a list ever had (price_history), appended whatever the writer.
CREATE OR REPLACE FUNCTION price_history_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO price_history (price_list_id, good_id, supplier_organization_id, client_organization_id, old_price, new_price)
  SELECT n.price_list_id, n.good_id, n.supplier_organization_id, n.client_organization_id, NULL, n.price
    FROM inserted n;
  RETURN NULL;
END $$;

-- Transition tables carry no statistics; a nested loop over 10 000 × 10 000 rows would take minutes.
CREATE OR REPLACE FUNCTION price_history_on_update() RETURNS trigger LANGUAGE plpgsql SET enable_nestloop = off AS $$
BEGIN
  INSERT INTO price_history (price_list_id, good_id, supplier_organization_id, client_organization_id, old_price, new_price)
  SELECT n.price_list_id, n.good_id, n.supplier_organization_id, n.client_organization_id, o.price, n.price
    FROM updated n JOIN previous o USING (price_list_id, good_id)
   WHERE n.price IS DISTINCT FROM o.price;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER price_list_goods_history_insert AFTER INSERT ON price_list_goods
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION price_history_on_insert();
CREATE OR REPLACE TRIGGER price_list_goods_history_update AFTER UPDATE ON price_list_goods
  REFERENCING OLD TABLE AS previous NEW TABLE AS updated FOR EACH STATEMENT EXECUTE FUNCTION price_history_on_update();

-- Either party of a partnership reads the client's sales points, which of them it serves and their
-- time zones; sales_points itself stays limited to its own organization.
CREATE OR REPLACE FUNCTION partnership_sales_points_of(p_partnership_id bigint)
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

-- A price list's number of goods, kept by price_list_goods' triggers: the list of price lists and a
-- price list's header show it, and the goods page uses it as its total, without counting thousands
-- of rows on every request.
CREATE OR REPLACE FUNCTION app_price_list_goods_added() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  UPDATE price_lists p SET goods_count = p.goods_count + d.goods
    FROM (SELECT price_list_id, count(*) AS goods FROM added GROUP BY 1) d
   WHERE p.id = d.price_list_id;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION app_price_list_goods_removed() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  UPDATE price_lists p SET goods_count = p.goods_count - d.goods
    FROM (SELECT price_list_id, count(*) AS goods FROM removed GROUP BY 1) d
   WHERE p.id = d.price_list_id;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER price_list_goods_count_insert AFTER INSERT ON price_list_goods REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION app_price_list_goods_added();
CREATE OR REPLACE TRIGGER price_list_goods_count_delete AFTER DELETE ON price_list_goods REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION app_price_list_goods_removed();
