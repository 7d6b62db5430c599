import { isoDateTime } from './common';
import { z } from './zod';

/** Backups of the embedded database in the back office (/api_a/backups, docs/deploy.md). */

export const BACKUP_TRIGGERS = {
  schedule: 'По расписанию',
  admin: 'Из админки',
  command: 'Командой npm run backup',
} as const;
export type BackupTrigger = keyof typeof BACKUP_TRIGGERS;

// Not a named component: a nullable reference has no `type` beside it, which OpenAPI 3.0 refuses.
export const backupRun = z.object({
  id: z.number().int(),
  started_at: isoDateTime,
  finished_at: isoDateTime,
  trigger: z.enum(Object.keys(BACKUP_TRIGGERS) as [BackupTrigger, ...BackupTrigger[]]),
  ok: z.boolean(),
  file: z.string().nullable(),
  size_bytes: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type BackupRun = z.infer<typeof backupRun>;

export const backupStatus = z
  .object({
    /** false on PostgreSQL: pg_dump and point-in-time recovery do it there. */
    embedded: z.boolean(),
    running: z.boolean(),
    dir: z.string().nullable(),
    /** The schedule in hours; null when backups are taken only on demand. */
    every_hours: z.number().nullable(),
    keep: z.number().int(),
    last: backupRun.nullable(),
    /** The last ten runs, newest first. */
    runs: z.array(backupRun),
  })
  .meta({ id: 'BackupStatus' });
export type BackupStatus = z.infer<typeof backupStatus>;
