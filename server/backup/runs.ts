import { sql } from 'drizzle-orm';
import type { BackupRun, BackupTrigger } from '../../contract/backups';
import type { Queryable } from '../db/client';
import { iso, num, queryOne, queryRows } from '../lib/sql';

interface Row {
  id: unknown;
  started_at: unknown;
  finished_at: unknown;
  trigger: BackupTrigger;
  ok: boolean;
  file: string | null;
  size_bytes: unknown;
  error: string | null;
}

const toRun = (row: Row): BackupRun => ({
  id: Number(row.id),
  started_at: iso(row.started_at) ?? '',
  finished_at: iso(row.finished_at) ?? '',
  trigger: row.trigger,
  ok: row.ok,
  file: row.file,
  size_bytes: num(row.size_bytes),
  error: row.error,
});

export interface RunOutcome {
  startedAt: Date;
  trigger: BackupTrigger;
  startedBy: number | null;
  file: string | null;
  size: number | null;
  error: string | null;
}

export async function recordRun(db: Queryable, run: RunOutcome): Promise<BackupRun> {
  const row = await queryOne<Row>(
    db,
    sql`INSERT INTO backup_runs (started_at, trigger, ok, file, size_bytes, error, started_by)
        VALUES (${run.startedAt.toISOString()}, ${run.trigger}, ${run.error === null}, ${run.file},
                ${run.size}, ${run.error}, ${run.startedBy})
        RETURNING *`,
  );
  return toRun(row as Row);
}

export async function recentRuns(db: Queryable, limit = 10): Promise<BackupRun[]> {
  const rows = await queryRows<Row>(db, sql`SELECT * FROM backup_runs ORDER BY id DESC LIMIT ${limit}`);
  return rows.map(toRun);
}

/** When the last archive was taken, whatever started it (the schedule counts from it). */
export async function lastSuccessAt(db: Queryable): Promise<Date | null> {
  const row = await queryOne<{ at: unknown }>(
    db,
    sql`SELECT max(finished_at) AS at FROM backup_runs WHERE ok`,
  );
  return row?.at ? new Date(iso(row.at) as string) : null;
}

/** The back-office users' addresses (a failed scheduled backup is told to them). */
export async function adminAddresses(db: Queryable): Promise<string[]> {
  const rows = await queryRows<{ email: string }>(
    db,
    sql`SELECT email FROM users WHERE is_back_office ORDER BY id`,
  );
  return rows.map((row) => row.email);
}
