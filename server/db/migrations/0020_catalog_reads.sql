-- Issue 12: the goods list with a name search and the marketplace list on the large data.

-- A good is on the marketplace when it is published by a supplier that is not a test organization.
-- Kept on the good itself, so the marketplace's indexes hold exactly the goods it shows and a page
-- or a count reads one index instead of joining every candidate with its organization.
ALTER TABLE goods ADD COLUMN on_marketplace boolean NOT NULL DEFAULT false;
UPDATE goods g SET on_marketplace = true FROM organizations o
 WHERE o.id = g.organization_id AND g.is_published AND o.module_supplier AND NOT o.is_test_org;

-- What catalogue totals are counted from changes only with these revisions, bumped in the writer's
-- own transaction: shard organization_id % 64 for an organization's goods (on_marketplace included)
-- and good categories, shard -1 for the marketplace category tree. A server remembers a list's total
-- under the revisions read by the statement that counted it (server/services/catalog-totals.ts), so
-- the next page, sort or repeat of a search does not count thousands of goods again. 64 shards
-- instead of a row per organization keep the marketplace's fingerprint (the sum of all rows) cheap,
-- and a writer waits only for writers of the same shard.
CREATE TABLE catalog_revisions (
  shard    smallint PRIMARY KEY CHECK (shard BETWEEN -1 AND 63),
  revision bigint NOT NULL DEFAULT 0
);
INSERT INTO catalog_revisions (shard) SELECT generate_series(-1, 63);

-- The triggers that keep on_marketplace and bump the revisions are current source in
-- server/db/functions/catalog.sql (docs/conventions.md, «Database logic»).

-- Marketplace pages in name order (the default sort): the page's ids come from this index alone,
-- reading it in order and stopping after the page, when the filters keep enough of the goods; the
-- planner sees the subtree's categories as values (the server expands the subtree) and reads the
-- category + price index below instead when they keep few.
CREATE INDEX goods_marketplace_name_idx ON goods (name_search, id)
  INCLUDE (global_category_id, base_price, organization_id) WHERE on_marketplace;

-- A marketplace count over a category subtree and a price range reads this index alone.
DROP INDEX IF EXISTS goods_marketplace_idx;
CREATE INDEX goods_marketplace_idx ON goods (global_category_id, base_price) INCLUDE (organization_id)
  WHERE on_marketplace;

-- Name search within an organization: one trigram index that also holds the organization, so the
-- search reads only that organization's matching goods instead of intersecting the matches of every
-- organization with the organization's goods. Needs pg_trgm and btree_gin (PostgreSQL contrib; in
-- PGlite only when the extensions are loaded); without them the index of 0014, or a scan, remains.
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN others THEN
    RAISE NOTICE 'pg_trgm is not available: name search stays a scan';
  END;
  BEGIN
    CREATE EXTENSION IF NOT EXISTS btree_gin;
  EXCEPTION WHEN others THEN
    RAISE NOTICE 'btree_gin is not available: the trigram index does not hold the organization';
  END;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm')
     AND EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'btree_gin') THEN
    EXECUTE 'CREATE INDEX goods_org_name_trgm_idx ON goods USING gin (organization_id, name_search gin_trgm_ops)';
    EXECUTE 'DROP INDEX IF EXISTS goods_name_search_trgm_idx';
  ELSIF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS goods_name_search_trgm_idx ON goods USING gin (name_search gin_trgm_ops)';
  END IF;
END $$;
