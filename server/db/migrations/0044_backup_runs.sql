-- Backups of the embedded database (issue 47): one row per archive taken or attempted, written when
-- it ends (a row written before the snapshot would be restored as forever «running»). Read by the
-- back office only, never through a tenant's role.
CREATE TABLE backup_runs (
  id          bigserial PRIMARY KEY,
  started_at  timestamptz NOT NULL,
  finished_at timestamptz NOT NULL DEFAULT now(),
  trigger     text NOT NULL CHECK (trigger IN ('schedule', 'admin', 'command')),
  ok          boolean NOT NULL,
  file        text,
  size_bytes  bigint,
  error       text,
  started_by  bigint REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX backup_runs_finished_idx ON backup_runs (finished_at DESC);
