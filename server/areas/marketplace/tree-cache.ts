import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../lib/sql';
import { treeRevision } from '../goods/catalog-totals';

/**
 * The marketplace category tree (ids and parents only) kept in memory with the revision it was read
 * at, so a list filtered by categories names their whole subtrees as values. The list's own
 * statement reads the tree's current revision; a different one means the tree changed and the
 * caller asks again with `reload`.
 */
export interface CategoryTreeCache {
  subtree(db: Queryable, ids: number[], reload: boolean): Promise<{ ids: number[]; revision: string }>;
}

interface Tree {
  revision: string;
  exists: Set<number>;
  children: Map<number, number[]>;
}

async function loadTree(db: Queryable): Promise<Tree> {
  const [row] = await queryRows<{ revision: string | null; nodes: [number, number | null][] }>(
    db,
    sql`SELECT ${treeRevision} AS revision,
          coalesce((SELECT json_agg(json_build_array(id, parent_id)) FROM global_categories), '[]'::json) AS nodes`,
  );
  const children = new Map<number, number[]>();
  for (const [id, parentId] of row.nodes) {
    if (parentId === null) continue;
    const list = children.get(parentId) ?? [];
    list.push(id);
    children.set(parentId, list);
  }
  return { revision: row.revision ?? '', exists: new Set(row.nodes.map(([id]) => id)), children };
}

export function createCategoryTreeCache(): CategoryTreeCache {
  let tree: Promise<Tree> | undefined;
  return {
    async subtree(db, ids, reload) {
      if (!tree || reload) {
        const loading = loadTree(db);
        tree = loading;
        loading.catch(() => {
          if (tree === loading) tree = undefined;
        });
      }
      const current = await tree;
      const found = new Set<number>();
      const queue = ids.filter((id) => current.exists.has(id));
      while (queue.length) {
        const id = queue.pop() as number;
        if (found.has(id)) continue;
        found.add(id);
        queue.push(...(current.children.get(id) ?? []));
      }
      return { ids: [...found].sort((a, b) => a - b), revision: current.revision };
    },
  };
}
