-- Foundation: users, organizations, roles, permissions, tokens, audit log, rate limits.

DO $$ BEGIN
  CREATE ROLE app_user NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;

CREATE TABLE users (
  id             bigserial PRIMARY KEY,
  email          text NOT NULL,
  name           text NOT NULL,
  phone          text,
  password_hash  text NOT NULL,
  email_verified_at timestamptz,
  token_version  integer NOT NULL DEFAULT 1,
  is_back_office boolean NOT NULL DEFAULT false,
  settings       jsonb NOT NULL DEFAULT '{"start_intro_client": true, "start_intro_supplier": true}',
  last_login_at  timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE organizations (
  id              bigserial PRIMARY KEY,
  name            text NOT NULL,
  inn             text,
  module_client    boolean NOT NULL DEFAULT false,
  module_supplier  boolean NOT NULL DEFAULT false,
  module_inventory boolean NOT NULL DEFAULT false,
  module_setting   boolean NOT NULL DEFAULT true,
  module_news      boolean NOT NULL DEFAULT true,
  is_test_org     boolean NOT NULL DEFAULT false,
  created_by      bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX organizations_inn_idx ON organizations (inn);

CREATE TABLE permissions (
  name        text PRIMARY KEY,
  label       text NOT NULL,
  group_name  text NOT NULL
);

CREATE TABLE roles (
  id              bigserial PRIMARY KEY,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name            text NOT NULL,
  is_system       boolean NOT NULL DEFAULT false,
  system_key      text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, id),
  UNIQUE (organization_id, name)
);

CREATE TABLE role_permissions (
  organization_id bigint NOT NULL,
  role_id         bigint NOT NULL,
  permission      text NOT NULL REFERENCES permissions (name) ON DELETE CASCADE,
  PRIMARY KEY (role_id, permission),
  FOREIGN KEY (organization_id, role_id) REFERENCES roles (organization_id, id) ON DELETE CASCADE
);

CREATE TABLE user_roles (
  user_id         bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  organization_id bigint NOT NULL,
  role_id         bigint NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, role_id),
  FOREIGN KEY (organization_id, role_id) REFERENCES roles (organization_id, id) ON DELETE CASCADE
);
CREATE INDEX user_roles_org_idx ON user_roles (organization_id, user_id);

-- Single-use, expiring tokens sent by e-mail; only their SHA-256 is stored.
CREATE TABLE user_tokens (
  id          bigserial PRIMARY KEY,
  user_id     bigint REFERENCES users (id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('verify_email', 'reset_password', 'invite')),
  token_hash  text NOT NULL UNIQUE,
  email       text,
  payload     jsonb NOT NULL DEFAULT '{}',
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE impersonations (
  id          bigserial PRIMARY KEY,
  admin_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason      text NOT NULL,
  started_at  timestamptz NOT NULL DEFAULT now(),
  ended_at    timestamptz
);

CREATE TABLE audit_log (
  id               bigserial PRIMARY KEY,
  at               timestamptz NOT NULL DEFAULT now(),
  user_id          bigint REFERENCES users (id) ON DELETE SET NULL,
  real_user_id     bigint REFERENCES users (id) ON DELETE SET NULL,
  impersonation_id bigint REFERENCES impersonations (id) ON DELETE SET NULL,
  organization_id  bigint,
  action           text NOT NULL,
  entity           text,
  entity_id        text,
  details          jsonb NOT NULL DEFAULT '{}',
  ip               text
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC);
CREATE INDEX audit_log_user_idx ON audit_log (user_id, at DESC);

CREATE TABLE rate_limits (
  key       text PRIMARY KEY,
  hits      integer NOT NULL,
  reset_at  timestamptz NOT NULL
);

CREATE TABLE idempotency_keys (
  key         text NOT NULL,
  user_id     bigint NOT NULL,
  method      text NOT NULL,
  url         text NOT NULL,
  status_code integer NOT NULL,
  body        jsonb,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

-- Row-level security backstop (DESIGN §5, layer 3). Requests run their transaction as app_user with
-- app.org_ids set to the caller's organizations; any other role (migrations, auth lookups, audited
-- back-office reads) is not restricted by these policies.
CREATE FUNCTION app_org_ids() RETURNS bigint[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_to_array(nullif(current_setting('app.org_ids', true), ''), ',')::bigint[], '{}')
$$;

CREATE FUNCTION app_enable_tenant_rls(tbl regclass, VARIADIC org_columns text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  cond text := '';
  col text;
BEGIN
  FOREACH col IN ARRAY org_columns LOOP
    cond := cond || format(' OR %I = ANY (app_org_ids())', col);
  END LOOP;
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format('CREATE POLICY tenant_isolation ON %s USING (current_user <> ''app_user''%s) WITH CHECK (current_user <> ''app_user''%s)', tbl, cond, cond);
END $$;

SELECT app_enable_tenant_rls('roles', 'organization_id');
SELECT app_enable_tenant_rls('role_permissions', 'organization_id');
SELECT app_enable_tenant_rls('user_roles', 'organization_id');
