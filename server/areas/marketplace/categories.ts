import { sql } from 'drizzle-orm';
import type { GlobalCategory, GlobalCategoryNode } from '../../../contract/global-categories';
import type { Queryable } from '../../db/client';
import { notFound } from '../../errors';
import { queryRows } from '../../lib/sql';

/** The whole marketplace tree in memory (it is small), with published-goods counts per subtree. */
export interface CategoryTree {
  all: GlobalCategory[];
  byId: Map<number, GlobalCategory>;
  childrenOf(parentId: number | null): GlobalCategory[];
}

export async function loadCategoryTree(db: Queryable): Promise<CategoryTree> {
  const rows = await queryRows<Omit<GlobalCategory, 'goods_count'> & { own_count: number }>(
    db,
    sql`SELECT c.id::int, c.parent_id::int, c.name, c.slug, c.position, c.is_main_nav_enabled,
          (SELECT count(*)::int FROM goods g JOIN organizations o ON o.id = g.organization_id
            WHERE g.global_category_id = c.id AND g.is_published AND o.module_supplier
              AND NOT o.is_test_org) AS own_count
        FROM global_categories c ORDER BY c.position, c.id`,
  );
  const children = new Map<number | null, GlobalCategory[]>();
  const all = rows.map(({ own_count, ...row }) => ({ ...row, goods_count: own_count }));
  for (const category of all) {
    const list = children.get(category.parent_id) ?? [];
    list.push(category);
    children.set(category.parent_id, list);
  }
  const childrenOf = (parentId: number | null) => children.get(parentId) ?? [];
  const total = (category: GlobalCategory): number => {
    category.goods_count += childrenOf(category.id).reduce((sum, child) => sum + total(child), 0);
    return category.goods_count;
  };
  for (const root of childrenOf(null)) total(root);
  return { all, byId: new Map(all.map((c) => [c.id, c])), childrenOf };
}

export function categoryOrThrow(tree: CategoryTree, id: number) {
  const category = tree.byId.get(id);
  if (!category) throw notFound('Категория не найдена');
  return category;
}

export interface NodeFilter {
  hideEmpty?: boolean;
  mainNavOnly?: boolean;
}

const visible = (category: GlobalCategory, filter: NodeFilter) =>
  (!filter.hideEmpty || category.goods_count > 0) && (!filter.mainNavOnly || category.is_main_nav_enabled);

/** The node with its descendants `depth` levels down. */
export function toNode(
  tree: CategoryTree,
  category: GlobalCategory,
  depth: number,
  filter: NodeFilter = {},
): GlobalCategoryNode {
  const children =
    depth > 0
      ? tree
          .childrenOf(category.id)
          .filter((child) => visible(child, filter))
          .map((child) => toNode(tree, child, depth - 1, filter))
      : [];
  return { ...category, children };
}

export const rootNodes = (tree: CategoryTree, depth: number, filter: NodeFilter) =>
  tree
    .childrenOf(null)
    .filter((root) => visible(root, filter))
    .map((root) => toNode(tree, root, depth, filter));

/** Root first, the node last. */
export function pathTo(tree: CategoryTree, id: number): GlobalCategory[] {
  const path: GlobalCategory[] = [];
  let current: GlobalCategory | undefined = categoryOrThrow(tree, id);
  while (current && path.length < 100) {
    path.unshift(current);
    current = current.parent_id === null ? undefined : tree.byId.get(current.parent_id);
  }
  return path;
}
