-- Goods catalogue: images of goods, and goods import (uploaded files with their analysed rows).

CREATE TABLE good_file_assets (
  id              bigserial PRIMARY KEY,
  organization_id bigint NOT NULL,
  good_id         bigint NOT NULL,
  storage_key     text NOT NULL,
  url             text NOT NULL,
  mime            text NOT NULL,
  size_bytes      integer NOT NULL,
  position        integer NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (organization_id, good_id) REFERENCES goods (organization_id, id) ON DELETE CASCADE
);
-- Images are public with their goods (marketplace), so no row-level security here.
CREATE INDEX good_file_assets_good_idx ON good_file_assets (good_id, position, id);

CREATE TABLE import_files (
  id              bigserial PRIMARY KEY,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id         bigint REFERENCES users (id) ON DELETE SET NULL,
  file_name       text NOT NULL,
  file_type       text NOT NULL CHECK (file_type IN ('xlsx', 'csv')),
  status          text NOT NULL DEFAULT 'analysed' CHECK (status IN ('analysed', 'applied')),
  headers         jsonb NOT NULL DEFAULT '[]',
  mapping         jsonb NOT NULL DEFAULT '{}',
  rows_total      integer NOT NULL DEFAULT 0,
  rows_new        integer NOT NULL DEFAULT 0,
  rows_update     integer NOT NULL DEFAULT 0,
  rows_unchanged  integer NOT NULL DEFAULT 0,
  rows_error      integer NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now(),
  applied_at      timestamptz,
  UNIQUE (organization_id, id)
);
CREATE INDEX import_files_org_idx ON import_files (organization_id, id DESC);

CREATE TABLE import_rows (
  id              bigserial PRIMARY KEY,
  organization_id bigint NOT NULL,
  file_id         bigint NOT NULL,
  row_number      integer NOT NULL,
  -- The cells as read, in header order; re-analysed when the mapping changes.
  cells           jsonb NOT NULL,
  -- The row's values by import key, as the user sees them in the dry run.
  "values"        jsonb NOT NULL DEFAULT '{}',
  outcome         text NOT NULL CHECK (outcome IN ('new', 'update', 'unchanged', 'error')),
  errors          jsonb NOT NULL DEFAULT '[]',
  good_id         bigint,
  FOREIGN KEY (organization_id, file_id) REFERENCES import_files (organization_id, id) ON DELETE CASCADE,
  UNIQUE (file_id, row_number)
);
CREATE INDEX import_rows_outcome_idx ON import_rows (file_id, outcome, row_number);

SELECT app_enable_tenant_rls('import_files', 'organization_id');
SELECT app_enable_tenant_rls('import_rows', 'organization_id');
