-- Servers keep signed-in users in memory (server/services/user-cache.ts); any change to what a
-- signed-in user is made of tells every server to forget them, at the writer's commit.
CREATE FUNCTION app_notify_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('users_changed', '');
  RETURN NULL;
END $$;

CREATE TRIGGER users_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION app_notify_users_changed();
CREATE TRIGGER users_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_roles
  FOR EACH STATEMENT EXECUTE FUNCTION app_notify_users_changed();
CREATE TRIGGER users_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION app_notify_users_changed();
CREATE TRIGGER users_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON impersonations
  FOR EACH STATEMENT EXECUTE FUNCTION app_notify_users_changed();
