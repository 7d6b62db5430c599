-- The response cache is gone (issue 23, docs/decisions.md): no server listens for data_changed any
-- more, so no write should pay for telling it. users_changed (0017) stays for the user cache.
DO $$
DECLARE
  t regclass;
BEGIN
  FOR t IN SELECT tgrelid::regclass FROM pg_trigger WHERE tgname = 'data_changed' LOOP
    EXECUTE format('DROP TRIGGER data_changed ON %s', t);
  END LOOP;
END $$;
DROP FUNCTION app_watch_data_changes();
DROP FUNCTION app_notify_data_changed();
