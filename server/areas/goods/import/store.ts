import { eq, sql } from 'drizzle-orm';
import {
  type ColumnMapping,
  IMPORT_GOODS_KEYS,
  type ImportCounts,
  type ImportFile,
  type ImportKey,
} from '../../../../contract/import-goods';
import type { Queryable, Tx } from '../../../db/client';
import { importFiles, users } from '../../../db/schema';
import { conflict, notFound } from '../../../errors';
import { queryRows } from '../../../lib/sql';
import { createAnalyser, loadImportContext } from './analyse';
import { storedMapping } from './apply';
import { ChunkBuilder, emptyCounts, replaceChunk, type StoredRow } from './chunks';
import { planColumns } from './columns';

const countColumns = (c: ImportCounts) => ({
  rowsTotal: c.rows_total,
  rowsNew: c.rows_new,
  rowsUpdate: c.rows_update,
  rowsUnchanged: c.rows_unchanged,
  rowsError: c.rows_error,
});

function addCounts(total: ImportCounts, part: ImportCounts) {
  total.rows_total += part.rows_total;
  total.rows_new += part.rows_new;
  total.rows_update += part.rows_update;
  total.rows_unchanged += part.rows_unchanged;
  total.rows_error += part.rows_error;
}

export type TenantRun = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;

/**
 * Analyses a file's stored rows again (a new column mapping, or goods changed before applying), one
 * chunk to a transaction so other requests get the database in between, then writes the mapping
 * and the counts (with `alsoSet`, in the same transaction). The same mapping gives the same file,
 * so an interrupted re-check is finished by running it again (`onChunk` reports progress and may
 * throw to stop).
 */
export async function recheckFile(
  tenant: TenantRun,
  orgId: number,
  fileId: number,
  mapping: ColumnMapping | null,
  onChunk: (rowsDone: number, rowsTotal: number) => Promise<void> = async () => {},
  alsoSet: Partial<typeof importFiles.$inferInsert> = {},
): Promise<ImportCounts> {
  const { file, ctx, chunkNos } = await tenant(async (tx) => {
    const [row] = await tx.select().from(importFiles).where(eq(importFiles.id, fileId));
    if (!row) throw fileNotFound();
    const chunks = await queryRows<{ chunk_no: number }>(
      tx,
      sql`SELECT chunk_no FROM import_chunks WHERE file_id = ${fileId} ORDER BY chunk_no`,
    );
    return { file: row, ctx: await loadImportContext(tx, orgId), chunkNos: chunks.map((c) => c.chunk_no) };
  });
  const plan = planColumns(file.headers, mapping ?? storedMapping(file));
  const analyse = createAnalyser(ctx, plan);
  const counts = emptyCounts();
  const chunk = new ChunkBuilder();
  await onChunk(0, file.rowsTotal);
  for (const chunkNo of chunkNos) {
    await tenant(async (tx) => {
      const [stored] = await queryRows<{ rows: string }>(
        tx,
        sql`SELECT "rows" FROM import_chunks WHERE file_id = ${fileId} AND chunk_no = ${chunkNo}`,
      );
      for (const [rowNumber, cells] of JSON.parse(stored.rows) as StoredRow[])
        chunk.add(analyse(rowNumber, cells));
      addCounts(counts, chunk.counts);
      await replaceChunk(tx, fileId, chunkNo, chunk.take());
    });
    await onChunk(counts.rows_total, file.rowsTotal);
  }
  await tenant((tx) =>
    tx
      .update(importFiles)
      .set({ mapping: plan.mapping, ...countColumns(counts), goodsStamp: ctx.stamp, ...alsoSet })
      .where(eq(importFiles.id, fileId)),
  );
  return counts;
}

export function toImportFile(row: typeof importFiles.$inferSelect, userName: string | null): ImportFile {
  const mapped = new Set(Object.values(row.mapping));
  return {
    id: row.id,
    organization_id: row.organizationId,
    file_name: row.fileName,
    file_type: row.fileType,
    status: row.status,
    headers: row.headers,
    mapping: row.mapping as Record<string, ImportKey>,
    unmapped_headers: row.headers.filter((h) => !row.mapping[h]),
    missing_keys: IMPORT_GOODS_KEYS.filter((k) => k.required && !mapped.has(k.key)).map((k) => k.key),
    created_at: row.createdAt.toISOString(),
    applied_at: row.appliedAt ? row.appliedAt.toISOString() : null,
    user_name: userName,
    rows_total: row.rowsTotal,
    rows_new: row.rowsNew,
    rows_update: row.rowsUpdate,
    rows_unchanged: row.rowsUnchanged,
    rows_error: row.rowsError,
  };
}

export const fileNotFound = () => notFound('Файл импорта не найден');

/** Why a file cannot get a new mapping or be applied now (null: it can, it is «analysed»). */
export function changeRefusal(status: string | null | undefined) {
  if (!status) return fileNotFound();
  if (status === 'applied')
    return conflict(
      'Этот файл уже применён. Чтобы загрузить изменения, загрузите файл снова.',
      'IMPORT_APPLIED',
    );
  if (status !== 'analysed') return conflict('Файл ещё проверяется или уже применяется', 'IMPORT_BUSY');
  return null;
}

/**
 * Marks the file busy for a job (no apply or second re-check meanwhile) and records in the job's
 * payload, in the same transaction, that this job did: run again after a crash, it knows the file
 * is its own. Refused as `changeRefusal` says when the file is not «analysed».
 */
export async function claimFile(tx: Tx, fileId: number, jobId: number, status: 'checking' | 'applying') {
  const [file] = await queryRows<{ status: string }>(
    tx,
    sql`SELECT status FROM import_files WHERE id = ${fileId} FOR UPDATE`,
  );
  const refusal = changeRefusal(file?.status);
  if (refusal) throw refusal;
  await tx.execute(sql`UPDATE import_files SET status = ${status} WHERE id = ${fileId}`);
  await tx.execute(sql`UPDATE jobs SET payload = payload || '{"claimed": true}'::jsonb WHERE id = ${jobId}`);
}

/** An import file with the name of who uploaded it; null when there is none. */
export async function loadFile(db: Queryable, fileId: number) {
  const [row] = await db
    .select({ file: importFiles, userName: users.name })
    .from(importFiles)
    .leftJoin(users, eq(users.id, importFiles.userId))
    .where(eq(importFiles.id, fileId));
  return row ?? null;
}
