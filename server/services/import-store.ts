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

const rowJson = (rows: AnalysedRow[]) =>
  JSON.stringify(
    rows.map((r) => ({
      row_number: r.rowNumber,
      cells: r.cells,
      values: r.values,
      outcome: r.outcome,
      errors: r.errors,
      good_id: r.goodId,
    })),
  );

async function insertRows(db: Queryable, file: { id: number; organizationId: number }, rows: AnalysedRow[]) {
  if (rows.length === 0) return;
  await db.execute(sql`
    INSERT INTO import_rows (organization_id, file_id, row_number, cells, "values", outcome, errors, good_id)
    SELECT ${file.organizationId}, ${file.id}, r.row_number, r.cells, r."values", r.outcome, r.errors, r.good_id
    FROM jsonb_to_recordset(${rowJson(rows)}::jsonb)
      AS r(row_number int, cells jsonb, "values" jsonb, outcome text, errors jsonb, good_id bigint)`);
}

async function updateRows(db: Queryable, fileId: number, rows: AnalysedRow[]) {
  if (rows.length === 0) return;
  await db.execute(sql`
    UPDATE import_rows t
    SET "values" = r."values", outcome = r.outcome, errors = r.errors, good_id = r.good_id
    FROM jsonb_to_recordset(${rowJson(rows)}::jsonb)
      AS r(row_number int, "values" jsonb, outcome text, errors jsonb, good_id bigint)
    WHERE t.file_id = ${fileId} AND t.row_number = r.row_number`);
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
  keep?: (row: AnalysedRow) => void,
) {
  let file: { id: number; organizationId: number } | null = null;
  let analyse: ReturnType<typeof createAnalyser> | null = null;
  const counts = emptyCounts();
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
    keep?.(row);
    batch.push(row);
    if (batch.length >= BATCH) {
      await insertRows(db, file, batch);
      batch = [];
    }
  }
  if (!file) throw badRequest('Файл пустой: в нём нет ни заголовков, ни строк');
  if (counts.rows_total === 0) throw badRequest('В файле только заголовки — добавьте строки с товарами');
  await insertRows(db, file, batch);
  await db.update(importFiles).set(countColumns(counts)).where(eq(importFiles.id, file.id));
  return file.id;
}

/** Analyses the stored rows again (a new mapping, or the moment of applying) and saves the outcomes. */
export async function reanalyse(
  db: Queryable,
  ctx: ImportContext,
  file: typeof importFiles.$inferSelect,
  mapping: ColumnMapping,
  keep?: (row: AnalysedRow) => void,
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
    for (const row of analysed) {
      countRow(counts, row);
      keep?.(row);
    }
    await updateRows(db, file.id, analysed);
    after = stored[stored.length - 1].rowNumber;
  }
  await db
    .update(importFiles)
    .set({ mapping: plan.mapping, ...countColumns(counts) })
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
