import { eq, sql } from 'drizzle-orm';
import type { ColumnMapping, ImportCounts } from '../../contract/import-goods';
import type { Queryable } from '../db/client';
import { importFiles } from '../db/schema';
import { rowsOf } from './goods-sql';
import { goodsStamp, loadCategoryPaths, loadImportContext, pathKey } from './import-analyse';
import { reanalyse } from './import-store';

/** The stored mapping covering every header, so ignored columns stay ignored. */
export const storedMapping = (file: typeof importFiles.$inferSelect): ColumnMapping =>
  Object.fromEntries(file.headers.map((h) => [h, (file.mapping[h] as ColumnMapping[string]) ?? '']));

/**
 * Finds or creates every category path of the file's new and changed rows («Молочные продукты /
 * Сыры»), one INSERT per level of depth. Answers the stored path (a jsonb array) → category id.
 */
async function ensureCategories(db: Queryable, organizationId: number, fileId: number) {
  const stored = await rowsOf<{ cat: string[] }>(
    db,
    sql`SELECT DISTINCT good->'cat' AS cat FROM import_rows
        WHERE file_id = ${fileId} AND outcome IN ('new', 'update') AND jsonb_array_length(good->'cat') > 0`,
  );
  const paths = stored.map((r) => r.cat);
  const idByKey = new Map<string, number>();
  for (const [id, key] of await loadCategoryPaths(db, organizationId)) idByKey.set(key, id);
  const depth = Math.max(0, ...paths.map((p) => p.length));
  for (let level = 1; level <= depth; level++) {
    const missing = new Map<string, { parent_id: number | null; name: string }>();
    for (const path of paths) {
      if (path.length < level) continue;
      const key = pathKey(path.slice(0, level));
      if (idByKey.has(key) || missing.has(key)) continue;
      const parent = level > 1 ? idByKey.get(pathKey(path.slice(0, level - 1))) : undefined;
      missing.set(key, { parent_id: parent ?? null, name: path[level - 1] });
    }
    if (missing.size === 0) continue;
    const ids = await rowsOf<{ id: string | number }>(
      db,
      sql`SELECT nextval('good_categories_id_seq') AS id FROM generate_series(1, ${missing.size})`,
    );
    const created = [...missing.entries()].map(([key, c], i) => ({ key, id: Number(ids[i].id), ...c }));
    await db.execute(sql`
      INSERT INTO good_categories (id, organization_id, parent_id, name)
      SELECT c.id, ${organizationId}, c.parent_id, c.name
      FROM jsonb_to_recordset(${JSON.stringify(created)}::jsonb) AS c(id bigint, parent_id bigint, name text)`);
    for (const c of created) idByKey.set(c.key, c.id);
  }
  return paths.map((path) => ({ path, id: idByKey.get(pathKey(path)) ?? null }));
}

/** A stored row's good (jsonb) as columns, with its category id looked up by path. */
const GOOD_FROM_ROW = sql.raw(`import_rows r
  CROSS JOIN LATERAL jsonb_to_record(r.good) AS g(name text, code text, barcodes text[], measure_id smallint,
    vat_rate smallint, base_price numeric, description text)
  LEFT JOIN categories c ON c.path = r.good->'cat'`);

/**
 * Applies a file in the caller's transaction. When the organization's goods, categories and measures
 * are as the dry run saw them (same fingerprint), the stored outcomes hold and the goods are written
 * straight from the stored rows: one INSERT for the new rows, one UPDATE for the changed ones; error
 * and unchanged rows touch nothing. Otherwise the rows are analysed again first.
 */
export async function applyImport(
  db: Queryable,
  organizationId: number,
  file: typeof importFiles.$inferSelect,
): Promise<ImportCounts> {
  let counts: ImportCounts = {
    rows_total: file.rowsTotal,
    rows_new: file.rowsNew,
    rows_update: file.rowsUpdate,
    rows_unchanged: file.rowsUnchanged,
    rows_error: file.rowsError,
  };
  if (file.goodsStamp === null || file.goodsStamp !== (await goodsStamp(db, organizationId))) {
    counts = await reanalyse(db, await loadImportContext(db, organizationId), file, storedMapping(file));
  }
  if (counts.rows_new + counts.rows_update > 0) {
    const categories = JSON.stringify(await ensureCategories(db, organizationId, file.id));
    const withCategories = sql`WITH categories AS (
      SELECT path, id FROM jsonb_to_recordset(${categories}::jsonb) AS x(path jsonb, id bigint))`;
    await db.execute(sql`${withCategories}
      INSERT INTO goods (id, organization_id, name, code, barcodes, measure_id, category_id, vat_rate, base_price, description)
      SELECT r.good_id, ${organizationId}, g.name, g.code, coalesce(g.barcodes, '{}'), coalesce(g.measure_id, 1),
             c.id, g.vat_rate, g.base_price, g.description
      FROM ${GOOD_FROM_ROW}
      WHERE r.file_id = ${file.id} AND r.outcome = 'new'
      ORDER BY r.row_number`);
    await db.execute(sql`${withCategories}
      UPDATE goods t SET
        name = coalesce(g.name, t.name),
        code = coalesce(g.code, t.code),
        barcodes = coalesce(g.barcodes, t.barcodes),
        measure_id = coalesce(g.measure_id, t.measure_id),
        category_id = CASE WHEN r.good ? 'cat' THEN c.id ELSE t.category_id END,
        vat_rate = CASE WHEN r.good ? 'vat_rate' THEN g.vat_rate ELSE t.vat_rate END,
        base_price = coalesce(g.base_price, t.base_price),
        description = coalesce(g.description, t.description),
        updated_at = now()
      FROM ${GOOD_FROM_ROW}
      WHERE r.file_id = ${file.id} AND r.outcome = 'update' AND t.id = r.good_id
        AND t.organization_id = ${organizationId}`);
  }
  await db
    .update(importFiles)
    .set({ status: 'applied', appliedAt: new Date() })
    .where(eq(importFiles.id, file.id));
  return counts;
}
