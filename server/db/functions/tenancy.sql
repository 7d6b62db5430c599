-- Row-level security backstop (DESIGN §5, layer 3). Requests run their transaction as app_user with
-- app.org_ids set to the caller's organizations; any other role (migrations, auth lookups, audited
-- back-office reads) is not restricted by these policies.
CREATE OR REPLACE FUNCTION app_org_ids() RETURNS bigint[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_to_array(nullif(current_setting('app.org_ids', true), ''), ',')::bigint[], '{}')
$$;
