-- Issue 12: indexes for the list reads measured by bench/api on the large data (bench/seed-large).

-- Order list totals: count(*) of a side's orders filtered by status reads only the index (the row
-- security policy needs the other party's column, hence INCLUDE).
CREATE INDEX orders_supplier_status_count_idx ON orders (supplier_organization_id, status_id)
  INCLUDE (client_organization_id);
CREATE INDEX orders_client_status_count_idx ON orders (client_organization_id, status_id)
  INCLUDE (supplier_organization_id);

-- Goods of an organization by name with id as the tie-break (goods list, price list goods by name):
-- a page is read in index order and stops after `limit` rows instead of sorting all the goods.
DROP INDEX IF EXISTS goods_org_name_idx;
CREATE INDEX goods_org_name_idx ON goods (organization_id, name, id);

-- Marketplace: published goods of a category subtree within a price range.
CREATE INDEX goods_marketplace_idx ON goods (global_category_id, base_price) WHERE is_published;

-- Name search ("%part%") over many goods: a trigram index where pg_trgm exists (PostgreSQL); PGlite
-- builds without it and keeps the plain scan of the organization's goods.
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN others THEN
    RAISE NOTICE 'pg_trgm is not available: name search stays a scan';
  END;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX goods_name_search_trgm_idx ON goods USING gin (name_search gin_trgm_ops)';
  END IF;
END $$;

-- Price list goods sorted by price.
CREATE INDEX price_list_goods_price_idx ON price_list_goods (price_list_id, price, good_id);

-- The stock rule for a page of stocktaking lines reads the received order lines of those goods only.
CREATE INDEX order_lines_good_idx ON order_lines (good_id, order_id);
