-- A price list's number of goods, kept by price_list_goods' triggers: the list of price lists and a
-- price list's header show it, and the goods page uses it as its total, without counting thousands
-- of rows on every request.
ALTER TABLE price_lists ADD COLUMN goods_count integer NOT NULL DEFAULT 0;

CREATE FUNCTION app_price_list_goods_added() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  UPDATE price_lists p SET goods_count = p.goods_count + d.goods
    FROM (SELECT price_list_id, count(*) AS goods FROM added GROUP BY 1) d
   WHERE p.id = d.price_list_id;
  RETURN NULL;
END $$;

CREATE FUNCTION app_price_list_goods_removed() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  UPDATE price_lists p SET goods_count = p.goods_count - d.goods
    FROM (SELECT price_list_id, count(*) AS goods FROM removed GROUP BY 1) d
   WHERE p.id = d.price_list_id;
  RETURN NULL;
END $$;

CREATE TRIGGER price_list_goods_count_insert AFTER INSERT ON price_list_goods REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION app_price_list_goods_added();
CREATE TRIGGER price_list_goods_count_delete AFTER DELETE ON price_list_goods REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION app_price_list_goods_removed();

UPDATE price_lists p SET goods_count = c.goods
  FROM (SELECT price_list_id, count(*)::int AS goods FROM price_list_goods GROUP BY 1) c
 WHERE p.id = c.price_list_id;
