import { sql } from 'drizzle-orm';
import type { ImportCounts } from '../../contract/import-goods';
import { goodsStamp } from '../areas/goods/import/analyse';
import { ensureCategories, GOOD_COLUMNS } from '../areas/goods/import/apply';
import { claimFile, recheckFile, type TenantRun } from '../areas/goods/import/store';
import type { Tx } from '../db/client';
import { notFound } from '../errors';
import { queryRows } from '../lib/sql';
import type { JobContext } from './worker';

export interface ApplyPayload {
  orgId: number;
  fileId?: number;
  userId: number | null;
  ip?: string | null;
  /** Set with the file's «applying» status, in one transaction: this job owns the file until it ends. */
  claimed?: boolean;
  /** Category path key → id, and the ids this apply created (put back on undo). */
  categories?: Record<string, number>;
  createdCategories?: number[];
}

const STAGE_WRITE = 'Запись товаров';
const STAGE_RECHECK = 'Повторная проверка строк: товары изменились после проверки';

interface FileRow {
  id: string;
  status: string;
  rows_total: number;
  rows_new: number;
  rows_update: number;
  rows_unchanged: number;
  rows_error: number;
  goods_stamp: string | null;
}

const countsOf = (f: FileRow): ImportCounts => ({
  rows_total: f.rows_total,
  rows_new: f.rows_new,
  rows_update: f.rows_update,
  rows_unchanged: f.rows_unchanged,
  rows_error: f.rows_error,
});

async function lockFile(tx: Tx, fileId: number) {
  const [file] = await queryRows<FileRow>(
    tx,
    sql`SELECT id, status, rows_total, rows_new, rows_update, rows_unchanged, rows_error, goods_stamp
        FROM import_files WHERE id = ${fileId} FOR UPDATE`,
  );
  if (!file) throw notFound('Файл импорта не найден');
  return file;
}

const isStale = async (tx: Tx, payload: ApplyPayload) => {
  const file = await lockFile(tx, payload.fileId as number);
  return file.goods_stamp === null || file.goods_stamp !== (await goodsStamp(tx, payload.orgId));
};

/** Creates the missing categories and records them (with the file's state, so an undo always knows them). */
async function prepareCategories(tx: Tx, payload: ApplyPayload, jobId: number) {
  const fileId = payload.fileId as number;
  const before = new Set(
    (
      await queryRows<{ id: string }>(
        tx,
        sql`SELECT id FROM good_categories WHERE organization_id = ${payload.orgId}`,
      )
    ).map((r) => Number(r.id)),
  );
  const categories = await ensureCategories(tx, payload.orgId, fileId);
  const created = Object.values(categories).filter((id) => !before.has(id));
  await tx.execute(sql`UPDATE jobs SET payload = payload || ${JSON.stringify({ categories, createdCategories: created })}::jsonb
    WHERE id = ${jobId}`);
  payload.categories = categories;
  payload.createdCategories = created;
}

/**
 * Before the goods are written, in short transactions: the file is claimed, its rows are checked
 * again chunk by chunk if the goods changed since the dry run, and the missing categories made.
 */
async function prepare(ctx: JobContext, payload: ApplyPayload, tenant: TenantRun) {
  const jobId = Number(ctx.job.id);
  if (!payload.claimed) {
    await tenant((tx) => claimFile(tx, payload.fileId as number, jobId, 'applying'));
    payload.claimed = true;
  }
  if (await tenant((tx) => isStale(tx, payload))) {
    await ctx.step({ stage: STAGE_RECHECK });
    await recheckFile(tenant, payload.orgId, payload.fileId as number, null, (rowsDone, rowsTotal) =>
      ctx.step({ rowsDone, rowsTotal }),
    );
  }
  await tenant((tx) => prepareCategories(tx, payload, jobId));
}

/**
 * On PGlite a chunk is written a quarter at a time, each part a transaction of its own: the one
 * connection is held for a quarter as long, and a request waits for at most that (docs/jobs.md).
 */
export const PGLITE_APPLY_ROWS = 250;

/** Rows [from, to) of a chunk's new goods and of its changed goods; null is the whole chunk. */
type Part = { from: number; to: number } | null;

/**
 * One part of a chunk's goods, in its own transaction: the values it changes are kept to be put
 * back, and the chunk is marked applied with its last part. Writing a part again (a job resumed
 * after a crash between two parts) changes nothing: its goods exist, their old values are kept.
 */
async function applyChunk(tx: Tx, payload: ApplyPayload, chunkNo: number, part: Part, last: boolean) {
  const fileId = payload.fileId as number;
  const slice = (column: 'goods_new' | 'goods_update') =>
    part
      ? sql`jsonb_path_query_array(c.${sql.raw(column)}, ${`$[${part.from} to ${part.to - 1}]`}::jsonpath)`
      : sql`c.${sql.raw(column)}`;
  const ids = part ? sql`c.good_ids[${part.from + 1}:${part.to}]` : sql`c.good_ids`;
  const marked = await queryRows<{ rows_new: number; rows_update: number }>(
    tx,
    sql`UPDATE import_chunks c SET applied = ${last}, goods_before = coalesce(c.goods_before, '[]') || (
          SELECT coalesce(jsonb_agg(to_jsonb(t)), '[]') FROM goods t
          WHERE t.id IN (SELECT (e ->> 'id')::bigint FROM jsonb_array_elements(${slice('goods_update')}) e)
            AND NOT coalesce(c.goods_before, '[]') @> jsonb_build_array(jsonb_build_object('id', t.id)))
        WHERE file_id = ${fileId} AND chunk_no = ${chunkNo} AND NOT applied
        RETURNING rows_new, rows_update`,
  );
  if (marked.length === 0) return;
  const categories = JSON.stringify(payload.categories ?? {});
  const where = sql`c.file_id = ${fileId} AND c.chunk_no = ${chunkNo}`;
  if (marked[0].rows_new > (part?.from ?? 0))
    await tx.execute(sql`
      INSERT INTO goods (id, organization_id, name, code, barcodes, measure_id, category_id, vat_rate, base_price, description)
      SELECT g.id, ${payload.orgId}, g.name, g.code, coalesce(g.barcodes, '{}'), coalesce(g.measure_id, 1),
             (${categories}::jsonb ->> g.ck)::bigint, g.vat_rate, g.base_price, g.description
      FROM import_chunks c
      CROSS JOIN LATERAL ROWS FROM (jsonb_to_recordset(${slice('goods_new')}) AS (${GOOD_COLUMNS}), unnest(${ids}))
        AS g(name, code, barcodes, measure_id, vat_rate, nv, base_price, description, ck, id)
      WHERE ${where}
      ON CONFLICT (id) DO NOTHING`);
  if (marked[0].rows_update > (part?.from ?? 0))
    await tx.execute(sql`
      UPDATE goods t SET
        name = coalesce(g.name, t.name),
        code = coalesce(g.code, t.code),
        barcodes = coalesce(g.barcodes, t.barcodes),
        measure_id = coalesce(g.measure_id, t.measure_id),
        category_id = CASE WHEN g.ck IS NULL THEN t.category_id ELSE (${categories}::jsonb ->> g.ck)::bigint END,
        vat_rate = CASE WHEN g.nv THEN NULL ELSE coalesce(g.vat_rate, t.vat_rate) END,
        base_price = coalesce(g.base_price, t.base_price),
        description = coalesce(g.description, t.description),
        updated_at = now()
      FROM import_chunks c
      CROSS JOIN LATERAL jsonb_to_recordset(${slice('goods_update')}) AS g(id bigint, ${GOOD_COLUMNS})
      WHERE ${where} AND t.id = g.id AND t.organization_id = ${payload.orgId}`);
}

/** A chunk's parts: the whole chunk on PostgreSQL (other requests have connections of their own). */
function partsOf(
  kind: JobContext['database']['kind'],
  chunk: { rows_new: number; rows_update: number },
): Part[] {
  if (kind !== 'pglite') return [null];
  const rows = Math.max(chunk.rows_new, chunk.rows_update, 1);
  return Array.from({ length: Math.ceil(rows / PGLITE_APPLY_ROWS) }, (_, i) => ({
    from: i * PGLITE_APPLY_ROWS,
    to: (i + 1) * PGLITE_APPLY_ROWS,
  }));
}

/**
 * The apply as a job: a short transaction to prepare, one per chunk of 1 000 rows (per quarter of
 * a chunk on PGlite), and a last one that marks the file applied. A job claimed again after a
 * crash skips the chunks already written and goes on; a cancel or an error puts every written
 * chunk back (undoApply).
 */
export async function runApply(ctx: JobContext, payload: ApplyPayload): Promise<ImportCounts> {
  const fileId = payload.fileId as number;
  const tenant: TenantRun = (fn) => ctx.database.tenant([payload.orgId], 'write', fn);
  const status = await tenant(async (tx) => (await lockFile(tx, fileId)).status);
  if (status === 'applied' && (payload.claimed || payload.categories))
    return tenant(async (tx) => countsOf(await lockFile(tx, fileId)));
  if (!payload.categories) await prepare(ctx, payload, tenant);
  const chunks = await tenant((tx) =>
    queryRows<{
      chunk_no: number;
      rows_total: number;
      rows_new: number;
      rows_update: number;
      applied: boolean;
    }>(
      tx,
      sql`SELECT chunk_no, rows_total, rows_new, rows_update, applied FROM import_chunks
          WHERE file_id = ${fileId} ORDER BY chunk_no`,
    ),
  );
  const total = chunks.reduce((sum, c) => sum + c.rows_total, 0);
  let done = chunks.filter((c) => c.applied).reduce((sum, c) => sum + c.rows_total, 0);
  await ctx.step({ stage: STAGE_WRITE, rowsDone: done, rowsTotal: total });
  for (const chunk of chunks) {
    if (chunk.applied) continue;
    const parts = partsOf(ctx.database.kind, chunk);
    for (const [i, part] of parts.entries())
      await tenant((tx) => applyChunk(tx, payload, chunk.chunk_no, part, i === parts.length - 1));
    done += chunk.rows_total;
    await ctx.step({ rowsDone: done });
  }
  return tenant(async (tx) => {
    const file = await lockFile(tx, fileId);
    await tx.execute(
      sql`UPDATE import_files SET status = 'applied', applied_at = now() WHERE id = ${fileId}`,
    );
    await tx.execute(sql`UPDATE import_chunks SET goods_before = NULL WHERE file_id = ${fileId}`);
    return countsOf(file);
  });
}

/** Puts back what an unfinished apply wrote, newest chunk first; an applied file is left as it is. */
export async function undoApply(ctx: JobContext, payload: ApplyPayload) {
  const fileId = payload.fileId;
  // Only the job that marked the file «applying» puts it back.
  if (!fileId || !(payload.claimed || payload.categories)) return;
  const tenant: TenantRun = (fn) => ctx.database.tenant([payload.orgId], 'write', fn);
  const status = await tenant(async (tx) => (await lockFile(tx, fileId).catch(() => null))?.status);
  if (status !== 'applying') return;
  const applied = await tenant((tx) =>
    queryRows<{ chunk_no: number }>(
      tx,
      // A chunk written in part (goods_before set, not yet applied) is put back as well.
      sql`SELECT chunk_no FROM import_chunks WHERE file_id = ${fileId} AND (applied OR goods_before IS NOT NULL)
          ORDER BY chunk_no DESC`,
    ),
  );
  for (const { chunk_no } of applied) {
    await tenant(async (tx) => {
      const where = sql`c.file_id = ${fileId} AND c.chunk_no = ${chunk_no}`;
      await tx.execute(sql`DELETE FROM goods WHERE organization_id = ${payload.orgId}
        AND id IN (SELECT unnest(c.good_ids) FROM import_chunks c WHERE ${where})`);
      await tx.execute(sql`UPDATE goods t SET name = b.name, code = b.code, barcodes = b.barcodes,
          measure_id = b.measure_id, category_id = b.category_id, vat_rate = b.vat_rate, base_price = b.base_price,
          description = b.description, updated_at = b.updated_at
        FROM import_chunks c CROSS JOIN LATERAL jsonb_populate_recordset(null::goods, c.goods_before) b
        WHERE ${where} AND t.id = b.id AND t.organization_id = ${payload.orgId}`);
      await tx.execute(sql`UPDATE import_chunks c SET applied = false, goods_before = NULL WHERE ${where}`);
    });
  }
  await tenant(async (tx) => {
    const created = payload.createdCategories ?? [];
    if (created.length > 0)
      await tx.execute(sql`DELETE FROM good_categories WHERE organization_id = ${payload.orgId}
        AND id = ANY(${`{${created.join(',')}}`}::bigint[])`);
  });
  // A re-check cut short leaves the rows half checked against the new goods: it is finished.
  if (await tenant((tx) => isStale(tx, payload)))
    await recheckFile(tenant, payload.orgId, fileId, null, undefined, { status: 'analysed' });
  else
    await tenant((tx) => tx.execute(sql`UPDATE import_files SET status = 'analysed' WHERE id = ${fileId}`));
}
