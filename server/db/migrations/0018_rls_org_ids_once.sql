-- The organizations of the request are read once per statement, not once per row: as a scalar
-- subquery, app_org_ids() becomes an InitPlan (0008 did this for the order tables). Counting the
-- 10 000 goods of a price list spent most of its time parsing the setting again for every row.
CREATE OR REPLACE FUNCTION app_enable_tenant_rls(tbl regclass, VARIADIC org_columns text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  cond text := '';
  col text;
BEGIN
  FOREACH col IN ARRAY org_columns LOOP
    cond := cond || format(' OR %I = ANY ((SELECT app_org_ids())::bigint[])', col);
  END LOOP;
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format('CREATE POLICY tenant_isolation ON %s USING (current_user <> ''app_user''%s) WITH CHECK (current_user <> ''app_user''%s)', tbl, cond, cond);
END $$;

DO $$
DECLARE
  p record;
  per_row constant text := '= ANY \(app_org_ids\(\)\)';
  once constant text := '= ANY ((SELECT app_org_ids())::bigint[])';
BEGIN
  FOR p IN
    SELECT schemaname, tablename, qual, with_check FROM pg_policies
     WHERE policyname = 'tenant_isolation' AND (qual ~ per_row OR with_check ~ per_row)
  LOOP
    EXECUTE format('ALTER POLICY tenant_isolation ON %I.%I USING (%s) WITH CHECK (%s)',
      p.schemaname, p.tablename,
      regexp_replace(p.qual, per_row, once, 'g'),
      regexp_replace(coalesce(p.with_check, p.qual), per_row, once, 'g'));
  END LOOP;
END $$;
