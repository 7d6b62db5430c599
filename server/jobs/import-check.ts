import { sql } from 'drizzle-orm';
import { type ColumnMapping, IMPORT_MAX_ROWS, type ImportCounts } from '../../contract/import-goods';
import type { ExchangePart } from '../areas/goods/commerceml/upload';
import { createAnalyser, loadImportContext } from '../areas/goods/import/analyse';
import { ChunkBuilder, emptyCounts, insertChunk } from '../areas/goods/import/chunks';
import { cleanHeaders, planColumns } from '../areas/goods/import/columns';
import type { ImportFileType, ImportSource } from '../areas/goods/import-rows';
import { badRequest } from '../errors';
import { queryRows } from '../lib/sql';
import { rowsOffThread } from './parse-off-thread';
import type { JobContext } from './worker';

export interface CheckPayload {
  orgId: number;
  userId: number | null;
  fileName: string;
  fileType: ImportFileType;
  /** A 1С exchange: the uploaded files, read one after another as the job's bytes. */
  parts?: ExchangePart[];
  mapping: ColumnMapping;
  /** dry_run=false: the same job applies the file once checked. */
  apply?: boolean;
  ip?: string | null;
  /** The file this job made, once it exists (a resumed job starts it again). */
  fileId?: number;
}

const sourceOf = (p: CheckPayload): ImportSource =>
  p.fileType === 'commerceml' ? { type: 'commerceml', parts: p.parts ?? [] } : { type: p.fileType };
const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');
const STAGE_READ = 'Чтение и проверка строк';

/** A rough row count for the progress bar: lines of a CSV; unknown for an .xlsx or 1С's XML until read. */
function estimateRows(bytes: Buffer, type: ImportFileType): number | null {
  if (type !== 'csv') return null;
  let lines = 0;
  for (let at = bytes.indexOf(10); at >= 0; at = bytes.indexOf(10, at + 1)) lines++;
  if (bytes.length > 0 && bytes[bytes.length - 1] !== 10) lines++;
  return Math.max(lines - 1, 0);
}

/** Deletes the file an unfinished check made (its chunks go with it); the job then names no file. */
export async function dropCheckedFile(ctx: JobContext, payload: CheckPayload, statuses: string[]) {
  if (!payload.fileId) return;
  const fileId = payload.fileId;
  const dropped = await ctx.database.tenant([payload.orgId], 'write', (tx) =>
    queryRows(
      tx,
      sql`DELETE FROM import_files WHERE id = ${fileId}
          AND status IN (${sql.join(
            statuses.map((s) => sql`${s}`),
            sql`, `,
          )}) RETURNING id`,
    ),
  );
  if (dropped.length === 0) return;
  payload.fileId = undefined;
  await ctx.database.query(`UPDATE jobs SET payload = payload - 'fileId' WHERE id = $1`, [
    Number(ctx.job.id),
  ]);
}

/**
 * The dry run as a job: rows come from the parse thread, are checked here (against the goods read
 * once), and are stored 1 000 to a transaction, so other requests get the database in between.
 * The file is «checking» (not listed as checked, cannot be applied) until its last chunk is stored.
 */
export async function runCheck(ctx: JobContext, payload: CheckPayload): Promise<number> {
  if (payload.fileId) {
    const [file] = await ctx.database.tenant([payload.orgId], 'read', (tx) =>
      queryRows<{ status: string }>(tx, sql`SELECT status FROM import_files WHERE id = ${payload.fileId}`),
    );
    if (file && file.status !== 'checking') return payload.fileId; // checked before the crash
    await dropCheckedFile(ctx, payload, ['checking']);
  }
  const bytes = await ctx.input();
  if (!bytes) throw badRequest('Файл задачи не найден: загрузите его снова');
  await ctx.step({ stage: STAGE_READ, rowsDone: 0, rowsTotal: estimateRows(bytes, payload.fileType) });
  const tenant = <T>(fn: Parameters<typeof ctx.database.tenant<T>>[2]) =>
    ctx.database.tenant([payload.orgId], 'write', fn);
  const importCtx = await ctx.database.tenant([payload.orgId], 'read', (tx) =>
    loadImportContext(tx, payload.orgId),
  );
  let file: { id: number; organizationId: number } | null = null;
  let analyse: ReturnType<typeof createAnalyser> | null = null;
  const counts: ImportCounts = emptyCounts();
  const chunk = new ChunkBuilder();
  let chunkNo = 0;
  const write = async () => {
    if (!file) return;
    const target = file;
    for (const key of Object.keys(counts) as (keyof ImportCounts)[]) counts[key] += chunk.counts[key];
    const values = chunk.take();
    const no = chunkNo++;
    await tenant((tx) => insertChunk(tx, target, no, values));
    await ctx.step({ rowsDone: counts.rows_total });
  };
  for await (const { line, cells } of rowsOffThread(bytes, sourceOf(payload))) {
    if (isBlank(cells)) continue;
    if (!file || !analyse) {
      const headers = cleanHeaders(cells);
      const plan = planColumns(headers, payload.mapping);
      const [made] = await tenant((tx) =>
        queryRows<{ id: string }>(
          tx,
          sql`INSERT INTO import_files (organization_id, user_id, file_name, file_type, headers, mapping, status)
              VALUES (${payload.orgId}, ${payload.userId}, ${payload.fileName}, ${payload.fileType},
                      ${JSON.stringify(headers)}::jsonb, ${JSON.stringify(plan.mapping)}::jsonb, 'checking')
              RETURNING id`,
        ),
      );
      file = { id: Number(made.id), organizationId: payload.orgId };
      payload.fileId = file.id;
      await ctx.step({ payload: { fileId: file.id } });
      analyse = createAnalyser(importCtx, plan);
      continue;
    }
    if (counts.rows_total + chunk.counts.rows_total >= IMPORT_MAX_ROWS)
      throw badRequest(
        `В файле больше ${IMPORT_MAX_ROWS.toLocaleString('ru-RU')} строк — разделите его на части`,
      );
    chunk.add(analyse(line, cells));
    if (chunk.full) await write();
  }
  if (!file) throw badRequest('Файл пустой: в нём нет ни заголовков, ни строк');
  if (counts.rows_total + chunk.counts.rows_total === 0)
    throw badRequest('В файле только заголовки — добавьте строки с товарами');
  if (chunk.counts.rows_total > 0) await write();
  const done = file;
  await tenant((tx) =>
    tx.execute(sql`UPDATE import_files SET status = 'analysed', rows_total = ${counts.rows_total},
      rows_new = ${counts.rows_new}, rows_update = ${counts.rows_update}, rows_unchanged = ${counts.rows_unchanged},
      rows_error = ${counts.rows_error}, goods_stamp = ${importCtx.stamp} WHERE id = ${done.id}`),
  );
  await ctx.step({ rowsDone: counts.rows_total, rowsTotal: counts.rows_total });
  return done.id;
}
