-- Background jobs (issue 24): a queue of our own in PostgreSQL, claimed with
-- SELECT … FOR UPDATE SKIP LOCKED by a worker loop in every server instance (docs/jobs.md).
-- A running job holds a lease that its instance renews; a job whose lease ran out (the instance
-- died) is claimed again by any instance. Organization data: row-level security as elsewhere.
CREATE TABLE jobs (
  id               bigserial PRIMARY KEY,
  organization_id  bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id          bigint REFERENCES users (id) ON DELETE SET NULL,
  kind             text NOT NULL,
  state            text NOT NULL DEFAULT 'queued'
                   CHECK (state IN ('queued', 'running', 'done', 'failed', 'cancelled')),
  stage            text,
  rows_done        integer NOT NULL DEFAULT 0,
  rows_total       integer,
  -- What the job works on (ids, options) and the state it needs to resume (e.g. the file it made).
  payload          jsonb NOT NULL DEFAULT '{}',
  -- The uploaded bytes the job reads, dropped when the job ends.
  input            bytea,
  result           jsonb,
  error            text,
  error_status     smallint,
  cancel_requested boolean NOT NULL DEFAULT false,
  attempts         integer NOT NULL DEFAULT 0,
  locked_by        text,
  lease_until      timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  started_at       timestamptz,
  finished_at      timestamptz,
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_pending_idx ON jobs (id) WHERE state IN ('queued', 'running');
CREATE INDEX jobs_org_idx ON jobs (organization_id, id DESC);
SELECT app_enable_tenant_rls('jobs', 'organization_id');

-- A file being checked or applied by a job: not yet listed as checked, and not applied twice.
ALTER TABLE import_files DROP CONSTRAINT import_files_status_check;
ALTER TABLE import_files ADD CONSTRAINT import_files_status_check
  CHECK (status IN ('checking', 'analysed', 'applying', 'applied'));
-- The apply writes chunk by chunk; a chunk remembers that it was written and the values of the
-- goods it changed, so a cancelled or failed apply puts everything back.
ALTER TABLE import_chunks ADD COLUMN applied boolean NOT NULL DEFAULT false;
ALTER TABLE import_chunks ADD COLUMN goods_before jsonb;
