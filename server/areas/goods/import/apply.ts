import { sql } from 'drizzle-orm';
import type { ColumnMapping } from '../../../../contract/import-goods';
import type { Queryable } from '../../../db/client';
import type { importFiles } from '../../../db/schema';
import { queryRows } from '../../../lib/sql';
import { loadCategoryPaths, pathKey } from './analyse';

/** The stored mapping covering every header, so ignored columns stay ignored. */
export const storedMapping = (file: typeof importFiles.$inferSelect): ColumnMapping =>
  Object.fromEntries(file.headers.map((h) => [h, (file.mapping[h] as ColumnMapping[string]) ?? '']));

/**
 * Finds or creates every category path of the file's new and changed queryRows («Молочные продукты /
 * Сыры»), one INSERT per level of depth. Answers path key → category id, as a JSON object.
 */
export async function ensureCategories(db: Queryable, organizationId: number, fileId: number) {
  const stored = await queryRows<{ path: string[] }>(
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
    const created = await queryRows<{ id: string | number; parent_id: string | number | null; name: string }>(
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
export const GOOD_COLUMNS =
  sql.raw(`name text, code text, barcodes text[], measure_id smallint, vat_rate smallint,
  nv boolean, base_price numeric, description text, ck text`);
