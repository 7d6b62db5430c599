import { and, asc, eq, gt, sql } from 'drizzle-orm';
import {
  type ColumnMapping,
  IMPORT_GOODS_KEYS,
  IMPORT_MAX_ROWS,
  type ImportCounts,
  type ImportFile,
  type ImportKey,
} from '../../contract/import-goods';
import type { Queryable } from '../db/client';
import { importFiles, importRows } from '../db/schema';
import { badRequest } from '../errors';
import { type AnalysedRow, createAnalyser, type ImportContext } from './import-analyse';
import { cleanHeaders, planColumns } from './import-columns';
import type { SheetRow } from './import-read';

const BATCH = 2_000;
const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');

export const emptyCounts = (): ImportCounts => ({
  rows_total: 0,
  rows_new: 0,
  rows_update: 0,
  rows_unchanged: 0,
  rows_error: 0,
});

export function countRow(counts: ImportCounts, row: AnalysedRow) {
  counts.rows_total++;
  if (row.outcome === 'new') counts.rows_new++;
  else if (row.outcome === 'update') counts.rows_update++;
  else if (row.outcome === 'unchanged') counts.rows_unchanged++;
  else counts.rows_error++;
}

const countColumns = (c: ImportCounts) => ({
  rowsTotal: c.rows_total,
  rowsNew: c.rows_new,
  rowsUpdate: c.rows_update,
  rowsUnchanged: c.rows_unchanged,
  rowsError: c.rows_error,
});

/**
 * A batch of rows as one compact JSON array of arrays:
 * [row number, cells, outcome, errors or null, matched good id or null, good values or null].
 */
const rowJson = (rows: AnalysedRow[]) =>
  JSON.stringify(
    rows.map((r) => [
      r.rowNumber,
      r.cells,
      r.outcome,
      r.errors.length > 0 ? r.errors : null,
      r.goodId,
      r.good,
    ]),
  );

/**
 * Fields of a row of rowJson. A new row gets the id its good will have right away (nextval), so
 * applying inserts the goods straight from the stored rows; the listing hides it until then.
 */
const ROW_FIELDS = sql.raw(`(e->>0)::int AS row_number, e->1 AS cells, e->>2 AS outcome,
  coalesce(nullif(e->3, 'null'), '[]') AS errors,
  CASE WHEN e->>2 = 'new' THEN nextval('goods_id_seq') ELSE (e->>4)::bigint END AS good_id,
  nullif(e->5, 'null') AS good`);

async function insertRows(db: Queryable, file: { id: number; organizationId: number }, rows: AnalysedRow[]) {
  if (rows.length === 0) return;
  await db.execute(sql`
    INSERT INTO import_rows (organization_id, file_id, row_number, cells, outcome, errors, good_id, good)
    SELECT ${file.organizationId}, ${file.id}, r.row_number, r.cells, r.outcome, r.errors, r.good_id, r.good
    FROM (SELECT ${ROW_FIELDS} FROM jsonb_array_elements(${rowJson(rows)}::jsonb) e) r`);
}

async function updateRows(db: Queryable, fileId: number, rows: AnalysedRow[]) {
  if (rows.length === 0) return;
  await db.execute(sql`
    UPDATE import_rows t
    SET outcome = r.outcome, errors = r.errors, good_id = r.good_id, good = r.good
    FROM (SELECT ${ROW_FIELDS} FROM jsonb_array_elements(${rowJson(rows)}::jsonb) e) r
    WHERE t.file_id = ${fileId} AND t.row_number = r.row_number`);
}

/**
 * Writes batches while the next rows are being read: one write is in flight at a time, so on
 * PostgreSQL the server stores a batch while this process parses the next one.
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
  let batch: AnalysedRow[] = [];
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
    if (counts.rows_total >= IMPORT_MAX_ROWS) {
      throw badRequest(
        `В файле больше ${IMPORT_MAX_ROWS.toLocaleString('ru-RU')} строк — разделите его на части`,
      );
    }
    const row = analyse(line, cells);
    countRow(counts, row);
    batch.push(row);
    if (batch.length >= BATCH) {
      const full = batch;
      const target = file;
      await writer.push(() => insertRows(db, target, full));
      batch = [];
    }
  }
  await writer.flush();
  if (!file) throw badRequest('Файл пустой: в нём нет ни заголовков, ни строк');
  if (counts.rows_total === 0) throw badRequest('В файле только заголовки — добавьте строки с товарами');
  await insertRows(db, file, batch);
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
  let after = 0;
  for (;;) {
    const stored = await db
      .select({ rowNumber: importRows.rowNumber, cells: importRows.cells })
      .from(importRows)
      .where(and(eq(importRows.fileId, file.id), gt(importRows.rowNumber, after)))
      .orderBy(asc(importRows.rowNumber))
      .limit(BATCH);
    if (stored.length === 0) break;
    const analysed = stored.map((r) => analyse(r.rowNumber, r.cells));
    for (const row of analysed) countRow(counts, row);
    await updateRows(db, file.id, analysed);
    after = stored[stored.length - 1].rowNumber;
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
