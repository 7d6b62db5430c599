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
 * Сыры»), one INSERT per level of depth. Answers path key → category id, as a JSON object.
 */
async function ensureCategories(db: Queryable, organizationId: number, fileId: number) {
  const stored = await rowsOf<{ path: string[] }>(
    db,
    sql`SELECT DISTINCT jsonb_array_elements(categories) AS path FROM import_chunks
        WHERE file_id = ${fileId} AND categories <> '[]'`,
  );
  const paths = stored.map((r) => r.path);
  const idByKey: Record<string, number> = {};
  for (const [id, key] of await loadCategoryPaths(db, organizationId)) idByKey[key] = id;
  const depth = paths.reduce((max, p) => Math.max(max, p.length), 0);
  for (let level = 1; level <= depth; level++) {
    const missing = new Map<string, { parent_id: number | null; name: string }>();
    for (const path of paths) {
      if (path.length < level) continue;
      const key = pathKey(path.slice(0, level));
      if (Object.hasOwn(idByKey, key) || missing.has(key)) continue;
      const parent = level > 1 ? idByKey[pathKey(path.slice(0, level - 1))] : undefined;
      missing.set(key, { parent_id: parent ?? null, name: path[level - 1] });
    }
    if (missing.size === 0) continue;
    const keyOf = new Map([...missing].map(([key, c]) => [`${c.parent_id}/${c.name}`, key]));
    const created = await rowsOf<{ id: string | number; parent_id: string | number | null; name: string }>(
      db,
      sql`INSERT INTO good_categories (organization_id, parent_id, name)
          SELECT ${organizationId}, c.parent_id, c.name
          FROM jsonb_to_recordset(${JSON.stringify([...missing.values()])}::jsonb) AS c(parent_id bigint, name text)
          RETURNING id, parent_id, name`,
    );
    for (const c of created) {
      const key = keyOf.get(`${c.parent_id === null ? null : Number(c.parent_id)}/${c.name}`);
      if (key !== undefined) idByKey[key] = Number(c.id);
    }
  }
  return idByKey;
}

/** The values of a stored good (an element of goods_new or goods_update) as columns. */
const GOOD_COLUMNS = sql.raw(`name text, code text, barcodes text[], measure_id smallint, vat_rate smallint,
  nv boolean, base_price numeric, description text, ck text`);

/**
 * Applies a file in the caller's transaction. When the organization's goods, categories and measures
 * are as the dry run saw them (same fingerprint), the stored outcomes hold and the goods are written
 * straight from the stored chunks: one INSERT for the new rows, one UPDATE for the changed ones;
 * error and unchanged rows touch nothing. Otherwise the rows are analysed again first.
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
    if (counts.rows_new > 0)
      await db.execute(sql`
        INSERT INTO goods (id, organization_id, name, code, barcodes, measure_id, category_id, vat_rate, base_price, description)
        SELECT g.id, ${organizationId}, g.name, g.code, coalesce(g.barcodes, '{}'), coalesce(g.measure_id, 1),
               (${categories}::jsonb ->> g.ck)::bigint, g.vat_rate, g.base_price, g.description
        FROM import_chunks c
        CROSS JOIN LATERAL ROWS FROM (jsonb_to_recordset(c.goods_new) AS (${GOOD_COLUMNS}), unnest(c.good_ids))
          AS g(name, code, barcodes, measure_id, vat_rate, nv, base_price, description, ck, id)
        WHERE c.file_id = ${file.id} AND c.rows_new > 0`);
    if (counts.rows_update > 0)
      await db.execute(sql`
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
        CROSS JOIN LATERAL jsonb_to_recordset(c.goods_update) AS g(id bigint, ${GOOD_COLUMNS})
        WHERE c.file_id = ${file.id} AND c.rows_update > 0 AND t.id = g.id
          AND t.organization_id = ${organizationId}`);
  }
  await db
    .update(importFiles)
    .set({ status: 'applied', appliedAt: new Date() })
    .where(eq(importFiles.id, file.id));
  return counts;
}
