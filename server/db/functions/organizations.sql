-- One organization per INN. Branches share the INN and differ in KPP, and only a member of an
-- organization already holding the INN (app_org_ids(): the caller's organizations) may add one;
-- an organization without a KPP owns its INN alone. The index holds equal pairs apart under any
-- race; the trigger (serialized per INN) does the rest. Both report the index's name, which the
-- API turns into a Russian 409 (server/plugins/errors.ts).
CREATE OR REPLACE FUNCTION organizations_inn_check() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF NEW.inn IS NULL THEN RETURN NEW; END IF;
  PERFORM pg_advisory_xact_lock(hashtext('organization_inn:' || NEW.inn));
  IF EXISTS (SELECT 1 FROM organizations o WHERE o.inn = NEW.inn AND o.id <> NEW.id)
     AND (NEW.kpp IS NULL
          OR EXISTS (SELECT 1 FROM organizations o
                      WHERE o.inn = NEW.inn AND o.id <> NEW.id AND (o.kpp IS NULL OR o.kpp = NEW.kpp))
          OR NOT EXISTS (SELECT 1 FROM organizations o
                          WHERE o.inn = NEW.inn AND o.id <> NEW.id AND o.id = ANY (app_org_ids()))) THEN
    RAISE EXCEPTION 'organization with INN % already exists', NEW.inn
      USING ERRCODE = '23505', CONSTRAINT = 'organizations_inn_kpp_unique';
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER organizations_inn_check BEFORE INSERT OR UPDATE OF inn, kpp ON organizations
  FOR EACH ROW EXECUTE FUNCTION organizations_inn_check();
