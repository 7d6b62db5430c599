import { eq, sql } from 'drizzle-orm';
import type { ColumnMapping, ImportCounts } from '../../contract/import-goods';
import type { Queryable } from '../db/client';
import { goodCategories, importFiles } from '../db/schema';
import { rowsOf } from './goods-sql';
import { type AnalysedRow, type ImportContext, pathKey } from './import-analyse';
import { reanalyse } from './import-store';

const BATCH = 2_000;

/** The stored mapping covering every header, so ignored columns stay ignored. */
export const storedMapping = (file: typeof importFiles.$inferSelect): ColumnMapping =>
  Object.fromEntries(file.headers.map((h) => [h, (file.mapping[h] as ColumnMapping[string]) ?? '']));

/** Finds or creates every category path («Молочные продукты / Сыры»); answers path key → id. */
async function ensureCategories(db: Queryable, ctx: ImportContext, paths: string[][]) {
  const idByKey = new Map<string, number>();
  for (const [id, key] of ctx.categoryPath) idByKey.set(key, id);
  for (const path of paths) {
    let parentId: number | null = null;
    for (let depth = 1; depth <= path.length; depth++) {
      const key = pathKey(path.slice(0, depth));
      let id: number | undefined = idByKey.get(key);
      if (id === undefined) {
        const inserted: { id: number }[] = await db
          .insert(goodCategories)
          .values({ organizationId: ctx.organizationId, parentId, name: path[depth - 1] })
          .returning({ id: goodCategories.id });
        const created = inserted[0].id;
        idByKey.set(key, created);
        ctx.categoryPath.set(created, key);
        id = created;
      }
      parentId = id;
    }
  }
  return idByKey;
}

function goodJson(rows: AnalysedRow[], categoryIds: Map<string, number>, ids?: number[]) {
  return JSON.stringify(
    rows.map((r, i) => {
      const c = r.candidate;
      return {
        id: ids ? ids[i] : r.goodId,
        name: c.name ?? null,
        code: c.code ?? null,
        barcodes: c.barcodes ?? null,
        measure_id: c.measureId ?? null,
        set_category: c.categoryPath !== undefined,
        category_id: c.categoryPath?.length ? (categoryIds.get(pathKey(c.categoryPath)) ?? null) : null,
        set_vat: c.vatRate !== undefined,
        vat_rate: c.vatRate ?? null,
        base_price: c.price ?? null,
        description: c.description ?? null,
      };
    }),
  );
}

const RECORD =
  sql.raw(`r(id bigint, name text, code text, barcodes text[], measure_id smallint, set_category boolean,
  category_id bigint, set_vat boolean, vat_rate smallint, base_price numeric, description text)`);

async function insertGoods(
  db: Queryable,
  organizationId: number,
  rows: AnalysedRow[],
  categoryIds: Map<string, number>,
) {
  const ids = await rowsOf<{ id: number }>(
    db,
    sql`SELECT nextval('goods_id_seq')::float8 AS id FROM generate_series(1, ${rows.length})`,
  );
  await db.execute(sql`
    INSERT INTO goods (id, organization_id, name, code, barcodes, measure_id, category_id, vat_rate, base_price, description)
    SELECT r.id, ${organizationId}, r.name, r.code, coalesce(r.barcodes, '{}'), coalesce(r.measure_id, 1),
           r.category_id, r.vat_rate, r.base_price, r.description
    FROM jsonb_to_recordset(${goodJson(
      rows,
      categoryIds,
      ids.map((r) => Number(r.id)),
    )}::jsonb) AS ${RECORD}`);
  rows.forEach((row, i) => {
    row.goodId = Number(ids[i].id);
  });
}

async function updateGoods(
  db: Queryable,
  organizationId: number,
  rows: AnalysedRow[],
  categoryIds: Map<string, number>,
) {
  await db.execute(sql`
    UPDATE goods g SET
      name = coalesce(r.name, g.name),
      code = coalesce(r.code, g.code),
      barcodes = coalesce(r.barcodes, g.barcodes),
      measure_id = coalesce(r.measure_id, g.measure_id),
      category_id = CASE WHEN r.set_category THEN r.category_id ELSE g.category_id END,
      vat_rate = CASE WHEN r.set_vat THEN r.vat_rate ELSE g.vat_rate END,
      base_price = coalesce(r.base_price, g.base_price),
      description = coalesce(r.description, g.description),
      updated_at = now()
    FROM jsonb_to_recordset(${goodJson(rows, categoryIds)}::jsonb) AS ${RECORD}
    WHERE g.id = r.id AND g.organization_id = ${organizationId}`);
}

/**
 * Applies a file in the caller's transaction: the rows are analysed once more against the goods as
 * they are now, then every new/update row is written; error and unchanged rows touch nothing.
 */
export async function applyImport(
  db: Queryable,
  ctx: ImportContext,
  file: typeof importFiles.$inferSelect,
): Promise<ImportCounts> {
  const changes: AnalysedRow[] = [];
  const counts = await reanalyse(db, ctx, file, storedMapping(file), (row) => {
    if (row.outcome === 'new' || row.outcome === 'update') changes.push(row);
  });
  const paths = changes.flatMap((r) => (r.candidate.categoryPath?.length ? [r.candidate.categoryPath] : []));
  const unique = [...new Map(paths.map((p) => [pathKey(p), p])).values()];
  const categoryIds = await ensureCategories(db, ctx, unique);
  const created = changes.filter((r) => r.outcome === 'new');
  const updated = changes.filter((r) => r.outcome === 'update');
  for (let i = 0; i < created.length; i += BATCH) {
    await insertGoods(db, ctx.organizationId, created.slice(i, i + BATCH), categoryIds);
  }
  for (let i = 0; i < updated.length; i += BATCH) {
    await updateGoods(db, ctx.organizationId, updated.slice(i, i + BATCH), categoryIds);
  }
  for (let i = 0; i < created.length; i += BATCH) {
    const batch = created.slice(i, i + BATCH).map((r) => ({ row_number: r.rowNumber, good_id: r.goodId }));
    await db.execute(sql`
      UPDATE import_rows t SET good_id = r.good_id
      FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS r(row_number int, good_id bigint)
      WHERE t.file_id = ${file.id} AND t.row_number = r.row_number`);
  }
  await db
    .update(importFiles)
    .set({ status: 'applied', appliedAt: new Date() })
    .where(eq(importFiles.id, file.id));
  return counts;
}
