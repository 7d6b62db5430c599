import { sql } from 'drizzle-orm';
import type { Job, JobKind, JobState } from '../../contract/jobs';
import type { Database, Queryable } from '../db/client';
import { queryRows } from '../lib/sql';

/** A jobs row as the worker and the API read it. */
export interface JobRow {
  id: string | number;
  organization_id: string | number;
  user_id: string | number | null;
  kind: JobKind;
  state: JobState;
  stage: string | null;
  rows_done: number;
  rows_total: number | null;
  payload: Record<string, unknown>;
  result: Record<string, unknown> | null;
  error: string | null;
  error_status: number | null;
  cancel_requested: boolean;
  attempts: number;
  created_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
}

/** Every column but the uploaded bytes (only jobs queued before 0036 have them; newer ones name files in the store). */
export const JOB_COLUMNS = `id, organization_id, user_id, kind, state, stage, rows_done, rows_total, payload,
  result, error, error_status, cancel_requested, attempts, created_at, started_at, finished_at`;

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function toJob(row: JobRow): Job {
  return {
    id: Number(row.id),
    organization_id: Number(row.organization_id),
    kind: row.kind,
    state: row.state,
    stage: row.stage,
    rows_done: row.rows_done,
    rows_total: row.rows_total,
    file_id: num(row.payload.fileId),
    file_name: (row.payload.fileName as string | undefined) ?? null,
    result: row.result,
    error: row.error,
    cancel_requested: row.cancel_requested,
    created_at: iso(row.created_at) as string,
    started_at: iso(row.started_at),
    finished_at: iso(row.finished_at),
  };
}

export interface NewJob {
  organizationId: number;
  userId: number | null;
  kind: JobKind;
  payload: Record<string, unknown>;
  /** Uploaded files in the store that the job reads (kept in payload.inputKeys, removed when it ends). */
  inputKeys?: string[];
}

/** Queues a job in the caller's transaction (a tenant one: row-level security checks the organization). */
export async function enqueue(db: Queryable, job: NewJob): Promise<JobRow> {
  const [row] = await queryRows<JobRow>(
    db,
    sql`INSERT INTO jobs (organization_id, user_id, kind, payload, input)
        VALUES (${job.organizationId}, ${job.userId}, ${job.kind},
                ${JSON.stringify(job.inputKeys ? { ...job.payload, inputKeys: job.inputKeys } : job.payload)}::jsonb, NULL)
        RETURNING ${sql.raw(JOB_COLUMNS)}`,
  );
  return row;
}

/**
 * The worker's side of the queue, on the owner's connection (no tenant: a worker serves every
 * organization). Each call is one statement, so it works through a transaction pooler.
 */
export function queueOf(database: Pick<Database, 'query'>, workerId: string, leaseMs: number) {
  const lease = `now() + ${Math.round(leaseMs)} * interval '1 millisecond'`;
  const one = async (text: string, params: unknown[]) =>
    (await database.query<JobRow>(text, params))[0] ?? null;
  return {
    /** Takes the oldest queued job, or a running one whose instance stopped renewing its lease. */
    claim: () =>
      one(
        `UPDATE jobs SET state = 'running', locked_by = $1, lease_until = ${lease}, attempts = attempts + 1,
           started_at = coalesce(started_at, now()), updated_at = now()
         WHERE id = (SELECT id FROM jobs
                     WHERE state = 'queued' OR (state = 'running' AND lease_until < now())
                     ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
         RETURNING ${JOB_COLUMNS}`,
        [workerId],
      ),
    /** Renews the lease and reports progress; null when the job is no longer this worker's. */
    progress: (
      id: number,
      p: { stage?: string; rowsDone?: number; rowsTotal?: number | null; payload?: object },
    ) =>
      one(
        `UPDATE jobs SET lease_until = ${lease}, updated_at = now(),
           stage = coalesce($3, stage), rows_done = coalesce($4, rows_done),
           rows_total = CASE WHEN $5::boolean THEN $6::integer ELSE rows_total END,
           payload = payload || coalesce($7::jsonb, '{}')
         WHERE id = $1 AND locked_by = $2 AND state = 'running'
         RETURNING id, cancel_requested`,
        [
          id,
          workerId,
          p.stage ?? null,
          p.rowsDone ?? null,
          p.rowsTotal !== undefined,
          p.rowsTotal ?? null,
          p.payload ? JSON.stringify(p.payload) : null,
        ],
      ),
    /** Ends the job; the uploaded bytes of a job of before 0036 are dropped. */
    finish: (
      id: number,
      end: { state: 'done' | 'failed' | 'cancelled'; result?: object; error?: string; errorStatus?: number },
    ) =>
      one(
        `UPDATE jobs SET state = $3, result = $4::jsonb, error = $5, error_status = $6, input = NULL,
           finished_at = now(), updated_at = now(), lease_until = NULL,
           rows_done = CASE WHEN $3 = 'done' THEN coalesce(rows_total, rows_done) ELSE rows_done END
         WHERE id = $1 AND locked_by = $2 AND state = 'running'
         RETURNING ${JOB_COLUMNS}`,
        [
          id,
          workerId,
          end.state,
          end.result ? JSON.stringify(end.result) : null,
          end.error ?? null,
          end.errorStatus ?? null,
        ],
      ),
    /** The uploaded bytes of a job queued before 0036, kept in its row. */
    input: async (id: number) =>
      (await database.query<{ input: Uint8Array | null }>('SELECT input FROM jobs WHERE id = $1', [id]))[0]
        ?.input ?? null,
  };
}
export type Queue = ReturnType<typeof queueOf>;

/** A job by id, as the caller's tenant transaction sees it (another organization's is not found). */
export async function jobById(db: Queryable, id: number): Promise<JobRow | null> {
  const [row] = await queryRows<JobRow>(db, sql`SELECT ${sql.raw(JOB_COLUMNS)} FROM jobs WHERE id = ${id}`);
  return row ?? null;
}

/**
 * Asks a job to stop: a queued one is cancelled at once, a running one at its next chunk (its
 * worker puts back what it changed first). A finished job is left as it is.
 */
export async function requestCancel(db: Queryable, id: number): Promise<JobRow | null> {
  const [row] = await queryRows<JobRow>(
    db,
    sql`UPDATE jobs SET cancel_requested = true, updated_at = now(),
          state = CASE WHEN state = 'queued' THEN 'cancelled' ELSE state END,
          finished_at = CASE WHEN state = 'queued' THEN now() ELSE finished_at END,
          input = CASE WHEN state = 'queued' THEN NULL ELSE input END
        WHERE id = ${id} AND state IN ('queued', 'running')
        RETURNING ${sql.raw(JOB_COLUMNS)}`,
  );
  return row ?? null;
}
