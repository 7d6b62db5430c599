import { eq } from 'drizzle-orm';
import {
  type ColumnMapping,
  IMPORT_GOODS_KEYS,
  type ImportCounts,
  type ImportFile,
  type ImportKey,
} from '../../../../contract/import-goods';
import type { Queryable } from '../../../db/client';
import { importFiles, users } from '../../../db/schema';
import { notFound } from '../../../errors';
import { createAnalyser, type ImportContext } from './analyse';
import { ChunkBuilder, emptyCounts, fileChunks, replaceChunk } from './chunks';
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

/** Analyses the stored rows again (a new mapping, or goods changed before applying) and saves the outcomes. */
export async function reanalyse(
  db: Queryable,
  ctx: ImportContext,
  file: typeof importFiles.$inferSelect,
  mapping: ColumnMapping,
) {
  const plan = planColumns(file.headers, mapping);
  const analyse = createAnalyser(ctx, plan);
  const counts = emptyCounts();
  const chunk = new ChunkBuilder();
  for await (const stored of fileChunks(db, file.id)) {
    for (const [rowNumber, cells] of stored.rows) chunk.add(analyse(rowNumber, cells));
    addCounts(counts, chunk.counts);
    await replaceChunk(db, file.id, stored.chunkNo, chunk.take());
  }
  await db
    .update(importFiles)
    .set({ mapping: plan.mapping, ...countColumns(counts), goodsStamp: ctx.stamp })
    .where(eq(importFiles.id, file.id));
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

/** An import file with the name of who uploaded it; null when there is none. */
export async function loadFile(db: Queryable, fileId: number) {
  const [row] = await db
    .select({ file: importFiles, userName: users.name })
    .from(importFiles)
    .leftJoin(users, eq(users.id, importFiles.userId))
    .where(eq(importFiles.id, fileId));
  return row ?? null;
}
