import { type SQL, sql } from 'drizzle-orm';

/**
 * Totals of the goods and marketplace lists, remembered under the catalogue revisions they were
 * counted at (table catalog_revisions, migration 0020: every write to goods, good categories, a
 * supplier's visibility or the marketplace tree bumps a revision in its own transaction). A page
 * reads the revisions in its own statement, so a remembered total is used only while nothing it was
 * counted from has changed: the count runs once per search and data state, not for every page,
 * sort or repeat of the same search.
 */
export interface TotalsCache {
  get(revision: string | null | undefined, filters: string): number | undefined;
  set(revision: string | null | undefined, filters: string, total: number): void;
}

export function createTotalsCache(max = 2000): TotalsCache {
  const entries = new Map<string, number>();
  return {
    get(revision, filters) {
      if (!revision) return undefined;
      const key = `${revision}|${filters}`;
      const total = entries.get(key);
      if (total !== undefined) {
        // Most recently used last: a Map iterates in insertion order.
        entries.delete(key);
        entries.set(key, total);
      }
      return total;
    },
    set(revision, filters, total) {
      if (!revision) return;
      if (entries.size >= max) entries.delete(entries.keys().next().value as string);
      entries.set(`${revision}|${filters}`, total);
    },
  };
}

/** Organizations share 64 revision rows (organization_id % 64); -1 is the marketplace tree. */
const SHARDS = 64;

/** The revisions of these organizations' goods and categories, as one text. */
export function organizationsRevision(orgIds: readonly number[]): SQL {
  const shards = [...new Set(orgIds.map((id) => id % SHARDS))].sort((a, b) => a - b);
  const list = sql.join(
    shards.map((shard) => sql`${shard}`),
    sql`, `,
  );
  return sql`(SELECT string_agg(revision::text, '.' ORDER BY shard) FROM catalog_revisions WHERE shard IN (${list}))`;
}

/** Changes whenever anything the marketplace shows may have changed (the sum of every revision). */
export const catalogRevision = sql`(SELECT sum(revision)::text FROM catalog_revisions)`;

/** The revision of the marketplace category tree. */
export const treeRevision = sql`(SELECT revision::text FROM catalog_revisions WHERE shard = -1)`;

/**
 * The total a page itself proves: a page that is not empty and not full is the last one.
 * Otherwise undefined (the total has to be counted or remembered).
 */
export function totalFromPage(rows: number, limit: number, offset: number): number | undefined {
  return rows > 0 && rows < limit ? offset + rows : undefined;
}
