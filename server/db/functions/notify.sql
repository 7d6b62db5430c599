-- Servers keep signed-in users in memory (server/services/user-cache.ts); any change to what a
-- signed-in user is made of tells every server to forget them, at the writer's commit.
CREATE OR REPLACE FUNCTION app_notify_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('users_changed', '');
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER users_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION app_notify_users_changed();
CREATE OR REPLACE TRIGGER users_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_roles
  FOR EACH STATEMENT EXECUTE FUNCTION app_notify_users_changed();
CREATE OR REPLACE TRIGGER users_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION app_notify_users_changed();
CREATE OR REPLACE TRIGGER users_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON impersonations
  FOR EACH STATEMENT EXECUTE FUNCTION app_notify_users_changed();

-- Every instance hears of new events at the writer's commit (LISTEN events).
CREATE OR REPLACE FUNCTION app_notify_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('events', '');
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER events_notify AFTER INSERT ON events
  FOR EACH STATEMENT EXECUTE FUNCTION app_notify_events();
