import { sql } from 'drizzle-orm';
import type { ColumnMapping } from '../../contract/import-goods';
import { claimFile, recheckFile, type TenantRun } from '../areas/goods/import/store';
import type { Tx } from '../db/client';
import { queryRows } from '../lib/sql';
import type { JobContext, JobHandler } from './worker';

export interface RemapPayload {
  orgId: number;
  fileId: number;
  userId: number | null;
  fileName: string;
  mapping: ColumnMapping;
  /** Set with the file's «checking» status, in one transaction: this job owns the file until it ends. */
  claimed?: boolean;
}

const STAGE_RECHECK = 'Повторная проверка строк';

const statusOf = async (tx: Tx, fileId: number) => {
  const [file] = await queryRows<{ status: string }>(
    tx,
    sql`SELECT status FROM import_files WHERE id = ${fileId} FOR UPDATE`,
  );
  return file?.status ?? null;
};

/** The job's payload and its organization's transactions. */
const opened = (ctx: JobContext) => {
  const payload = ctx.job.payload as unknown as RemapPayload;
  const tenant: TenantRun = (fn) => ctx.database.tenant([payload.orgId], 'write', fn);
  return { payload, tenant };
};

/**
 * A new column mapping for a checked file, as a job: the rows are checked again chunk by chunk.
 * Cancelled or failed half-way, the file is checked again with the mapping it had.
 */
export const importRemapHandler: JobHandler = {
  async run(ctx) {
    const { payload, tenant } = opened(ctx);
    if (!payload.claimed) {
      await tenant((tx) => claimFile(tx, payload.fileId, Number(ctx.job.id), 'checking'));
      payload.claimed = true;
    }
    // «analysed» again: the job finished before a crash and is claimed a second time.
    if ((await tenant((tx) => statusOf(tx, payload.fileId))) !== 'checking')
      return { file_id: payload.fileId };
    await ctx.step({ stage: STAGE_RECHECK });
    await recheckFile(
      tenant,
      payload.orgId,
      payload.fileId,
      payload.mapping,
      (rowsDone, rowsTotal) => ctx.step({ rowsDone, rowsTotal }),
      { status: 'analysed' },
    );
    return { file_id: payload.fileId };
  },
  async undo(ctx) {
    const { payload, tenant } = opened(ctx);
    if (!payload.claimed) return;
    if ((await tenant((tx) => statusOf(tx, payload.fileId))) !== 'checking') return;
    await recheckFile(tenant, payload.orgId, payload.fileId, null, undefined, { status: 'analysed' });
  },
};
