import { eq } from 'drizzle-orm';
import {
  type ColumnMapping,
  IMPORT_GOODS_KEYS,
  IMPORT_MAX_ROWS,
  type ImportCounts,
  type ImportFile,
  type ImportKey,
} from '../../contract/import-goods';
import type { Queryable } from '../db/client';
import { importFiles } from '../db/schema';
import { badRequest } from '../errors';
import { createAnalyser, type ImportContext } from './import-analyse';
import { ChunkBuilder, emptyCounts, fileChunks, insertChunk, replaceChunk } from './import-chunks';
import { cleanHeaders, planColumns } from './import-columns';
import type { SheetRow } from './import-read';

const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');

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

/**
 * Writes chunks while the next rows are being read: one write is in flight at a time, so on
 * PostgreSQL the server stores a chunk while this process parses the next one.
 */
function writeBehind() {
  let pending: Promise<void> = Promise.resolve();
  return {
    async push(write: () => Promise<void>) {
      await pending;
      pending = write();
      pending.catch(() => {}); // surfaced by the next push or by flush
    },
    flush: () => pending,
  };
}

export interface UploadInput {
  organizationId: number;
  userId: number;
  fileName: string;
  fileType: 'xlsx' | 'csv';
  mapping: ColumnMapping;
}

/** Reads the sheet as a stream, analyses each row and stores it; every bad row is kept with its reasons. */
export async function storeUpload(
  db: Queryable,
  ctx: ImportContext,
  input: UploadInput,
  rows: AsyncIterable<SheetRow>,
) {
  let file: { id: number; organizationId: number } | null = null;
  let analyse: ReturnType<typeof createAnalyser> | null = null;
  const counts = emptyCounts();
  const writer = writeBehind();
  const chunk = new ChunkBuilder();
  let chunkNo = 0;
  const write = async () => {
    if (!file) return;
    addCounts(counts, chunk.counts);
    const values = chunk.take();
    const target = file;
    const no = chunkNo++;
    await writer.push(() => insertChunk(db, target, no, values));
  };
  for await (const { line, cells } of rows) {
    if (isBlank(cells)) continue;
    if (!file || !analyse) {
      const headers = cleanHeaders(cells);
      const plan = planColumns(headers, input.mapping);
      [file] = await db
        .insert(importFiles)
        .values({
          organizationId: input.organizationId,
          userId: input.userId,
          fileName: input.fileName,
          fileType: input.fileType,
          headers,
          mapping: plan.mapping,
        })
        .returning({ id: importFiles.id, organizationId: importFiles.organizationId });
      analyse = createAnalyser(ctx, plan);
      continue;
    }
    if (counts.rows_total + chunk.counts.rows_total >= IMPORT_MAX_ROWS) {
      throw badRequest(
        `В файле больше ${IMPORT_MAX_ROWS.toLocaleString('ru-RU')} строк — разделите его на части`,
      );
    }
    chunk.add(analyse(line, cells));
    if (chunk.full) await write();
  }
  if (!file) throw badRequest('Файл пустой: в нём нет ни заголовков, ни строк');
  if (counts.rows_total + chunk.counts.rows_total === 0)
    throw badRequest('В файле только заголовки — добавьте строки с товарами');
  if (chunk.counts.rows_total > 0) await write();
  await writer.flush();
  await db
    .update(importFiles)
    .set({ ...countColumns(counts), goodsStamp: ctx.stamp })
    .where(eq(importFiles.id, file.id));
  return file.id;
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
