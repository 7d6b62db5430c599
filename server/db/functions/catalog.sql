-- Catalogue: the marketplace flag of goods and the revisions catalogue totals are kept under.

-- A good is on the marketplace when it is published by a supplier that is not a test organization.
-- Kept on the good itself, so the marketplace's indexes hold exactly the goods it shows and a page
-- or a count reads one index instead of joining every candidate with its organization.
CREATE OR REPLACE FUNCTION app_goods_on_marketplace() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  NEW.on_marketplace := NEW.is_published AND EXISTS (
    SELECT 1 FROM organizations o WHERE o.id = NEW.organization_id AND o.module_supplier AND NOT o.is_test_org);
  RETURN NEW;
END $$;

-- Unpublished new goods (an import's) skip the function: the column's default is right for them.
CREATE OR REPLACE TRIGGER goods_on_marketplace_insert BEFORE INSERT ON goods
  FOR EACH ROW WHEN (NEW.is_published OR NEW.on_marketplace) EXECUTE FUNCTION app_goods_on_marketplace();
CREATE OR REPLACE TRIGGER goods_on_marketplace_update BEFORE UPDATE OF is_published, organization_id, on_marketplace ON goods
  FOR EACH ROW EXECUTE FUNCTION app_goods_on_marketplace();

CREATE OR REPLACE FUNCTION app_supplier_visibility() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  UPDATE goods SET on_marketplace = (NEW.module_supplier AND NOT NEW.is_test_org)
   WHERE organization_id = NEW.id AND is_published
     AND on_marketplace IS DISTINCT FROM (NEW.module_supplier AND NOT NEW.is_test_org);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER supplier_visibility AFTER UPDATE OF module_supplier, is_test_org ON organizations
  FOR EACH ROW
  WHEN (OLD.module_supplier IS DISTINCT FROM NEW.module_supplier OR OLD.is_test_org IS DISTINCT FROM NEW.is_test_org)
  EXECUTE FUNCTION app_supplier_visibility();

-- Catalogue totals are remembered under the revisions of catalog_revisions, bumped in the writer's
-- own transaction: shard organization_id % 64 for an organization's goods (on_marketplace included)
-- and good categories, shard -1 for the marketplace category tree (server/services/catalog-totals.ts).
CREATE OR REPLACE FUNCTION app_catalog_bump(shards smallint[]) RETURNS void LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  IF cardinality(shards) = 0 THEN
    RETURN;
  END IF;
  -- Locked in shard order: two writers of several shards cannot deadlock here.
  PERFORM 1 FROM catalog_revisions WHERE shard = ANY (shards) ORDER BY shard FOR UPDATE;
  UPDATE catalog_revisions SET revision = revision + 1 WHERE shard = ANY (shards);
END $$;

-- Transition tables are visible only inside the trigger's own function, so one function per event;
-- goods and good_categories share them (both name their tables new_rows / old_rows).
CREATE OR REPLACE FUNCTION app_catalog_rows_inserted() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  PERFORM app_catalog_bump(ARRAY(SELECT DISTINCT (organization_id % 64)::smallint FROM new_rows));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION app_catalog_rows_deleted() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  PERFORM app_catalog_bump(ARRAY(SELECT DISTINCT (organization_id % 64)::smallint FROM old_rows));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION app_catalog_rows_updated() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  PERFORM app_catalog_bump(ARRAY(
    SELECT (organization_id % 64)::smallint FROM new_rows
    UNION SELECT (organization_id % 64)::smallint FROM old_rows));
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER catalog_goods_insert AFTER INSERT ON goods REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_catalog_rows_inserted();
CREATE OR REPLACE TRIGGER catalog_goods_delete AFTER DELETE ON goods REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_catalog_rows_deleted();
CREATE OR REPLACE TRIGGER catalog_goods_update AFTER UPDATE ON goods
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_catalog_rows_updated();

CREATE OR REPLACE TRIGGER catalog_good_categories_insert AFTER INSERT ON good_categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_catalog_rows_inserted();
CREATE OR REPLACE TRIGGER catalog_good_categories_delete AFTER DELETE ON good_categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app_catalog_rows_deleted();
CREATE OR REPLACE TRIGGER catalog_good_categories_update AFTER UPDATE ON good_categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_catalog_rows_updated();

CREATE OR REPLACE FUNCTION app_catalog_tree_changed() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  PERFORM app_catalog_bump(ARRAY[-1]::smallint[]);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER catalog_tree_changed AFTER INSERT OR UPDATE OR DELETE ON global_categories
  FOR EACH STATEMENT EXECUTE FUNCTION app_catalog_tree_changed();
