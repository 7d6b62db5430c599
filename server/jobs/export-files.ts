import { sql } from 'drizzle-orm';
import { queryRows } from '../lib/sql';
import type { JobContext } from './worker';

/** Far above any real list (an order is ~200 bytes of a sheet): a runaway export stops here. */
export const EXPORT_MAX_BYTES = 512 * 1024 * 1024;

/** Export files kept per organization and kind; older ones are removed as a new one is made. */
const KEEP_FILES = 5;

/** Removes the files of the organization's older exports of this kind, beyond the newest ones kept. */
export async function dropOldFiles(ctx: JobContext) {
  const orgId = Number(ctx.job.organization_id);
  const old = await ctx.database.tenant([orgId], 'write', (tx) =>
    queryRows<{ key: string }>(
      tx,
      sql`WITH old AS (
            SELECT id, result->>'file_key' AS key FROM jobs
             WHERE organization_id = ${orgId} AND kind = ${ctx.job.kind} AND state = 'done'
               AND result->>'file_key' IS NOT NULL
             ORDER BY id DESC OFFSET ${KEEP_FILES - 1} FOR UPDATE),
          dropped AS (UPDATE jobs j SET result = j.result - 'file_key' FROM old WHERE j.id = old.id)
          SELECT key FROM old`,
    ),
  );
  for (const { key } of old) await ctx.store.remove(key);
}
