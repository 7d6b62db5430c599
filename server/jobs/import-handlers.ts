import type { Tx } from '../db/client';
import { auditLog } from '../db/schema';
import { type ApplyPayload, runApply, undoApply } from './import-apply-job';
import { type CheckPayload, dropCheckedFile, runCheck } from './import-check';
import { importRemapHandler } from './import-remap-job';
import type { JobContext, JobHandler } from './worker';

const auditOf = (
  tx: Tx,
  p: { orgId: number; userId: number | null; ip?: string | null },
  action: string,
  fileId: number,
  details: object,
) =>
  tx.insert(auditLog).values({
    userId: p.userId,
    realUserId: p.userId,
    organizationId: p.orgId,
    action,
    entity: 'import_file',
    entityId: String(fileId),
    details: details as Record<string, unknown>,
    ip: p.ip ?? null,
  });

const payloadOf = <T>(ctx: JobContext) => ctx.job.payload as unknown as T;

async function applyAndAudit(ctx: JobContext, payload: ApplyPayload) {
  const counts = await runApply(ctx, payload);
  await ctx.database.tenant([payload.orgId], 'write', (tx) =>
    auditOf(tx, payload, 'import_goods_apply', payload.fileId as number, { ...counts }),
  );
  return { file_id: payload.fileId, ...counts };
}

/** The goods import's jobs: the dry run (and, with dry_run=false, the apply after it), a new mapping, the apply. */
export const importHandlers: Record<
  'import_goods_check' | 'import_goods_apply' | 'import_goods_remap',
  JobHandler
> = {
  import_goods_check: {
    async run(ctx) {
      const payload = payloadOf<CheckPayload>(ctx);
      const fileId = await runCheck(ctx, payload);
      if (payload.apply) return applyAndAudit(ctx, { ...payload, fileId });
      await ctx.database.tenant([payload.orgId], 'write', (tx) =>
        auditOf(tx, payload, 'import_goods_upload', fileId, { file_name: payload.fileName }),
      );
      return { file_id: fileId };
    },
    async undo(ctx) {
      const payload = payloadOf<CheckPayload & ApplyPayload>(ctx);
      if (payload.apply) await undoApply(ctx, payload);
      // A check that did not end leaves no file; with dry_run=false neither does a failed apply.
      await dropCheckedFile(ctx, payload, payload.apply ? ['checking', 'analysed'] : ['checking']);
    },
  },
  import_goods_apply: {
    run: (ctx) => applyAndAudit(ctx, payloadOf<ApplyPayload>(ctx)),
    undo: (ctx) => undoApply(ctx, payloadOf<ApplyPayload>(ctx)),
  },
  import_goods_remap: importRemapHandler,
};
