-- Servers keep GET answers in memory (server/services/response-cache.ts); any committed change to
-- any table tells every server to forget them. NOTIFY sends one message per transaction and
-- channel, however many statements fired it.
CREATE FUNCTION app_notify_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changed', '');
  RETURN NULL;
END $$;

-- Puts the trigger on every table that lacks it; migrate() calls it after each run, so tables of
-- later migrations are covered without repeating this.
CREATE FUNCTION app_watch_data_changes() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t regclass;
BEGIN
  FOR t IN
    SELECT c.oid::regclass FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> 'schema_migrations'
       AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = 'data_changed')
  LOOP
    EXECUTE format('CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s '
      'FOR EACH STATEMENT EXECUTE FUNCTION app_notify_data_changed()', t);
  END LOOP;
END $$;

SELECT app_watch_data_changes();
