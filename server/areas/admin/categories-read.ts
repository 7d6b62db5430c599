import { asc, isNotNull, sql } from 'drizzle-orm';
import type { GlobalCategory, GlobalCategoryNode } from '../../../contract/global-categories';
import type { Queryable } from '../../db/client';
import { globalCategories, goods } from '../../db/schema';
import { notFound } from '../../errors';

/**
 * The whole global category tree in memory (a few hundred rows at most), with goods_count =
 * every good of any supplier in the category and below it: what makes a category «used».
 */
export interface CategoryForest {
  byId: Map<number, GlobalCategory>;
  childrenOf(parentId: number | null): GlobalCategory[];
  get(id: number): GlobalCategory;
  node(category: GlobalCategory, depth: number): GlobalCategoryNode;
  pathTo(id: number): GlobalCategory[];
}

export async function loadCategoryForest(db: Queryable): Promise<CategoryForest> {
  const rows = await db
    .select()
    .from(globalCategories)
    .orderBy(asc(globalCategories.position), asc(globalCategories.id));
  const counts = await db
    .select({ id: goods.globalCategoryId, count: sql<number>`count(*)::int` })
    .from(goods)
    .where(isNotNull(goods.globalCategoryId))
    .groupBy(goods.globalCategoryId);
  const own = new Map(counts.map((c) => [Number(c.id), c.count]));
  const children = new Map<number | null, typeof rows>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const total = (id: number): number =>
    (own.get(id) ?? 0) + (children.get(id) ?? []).reduce((sum, child) => sum + total(child.id), 0);
  const byId = new Map<number, GlobalCategory>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        parent_id: row.parentId,
        name: row.name,
        slug: row.slug,
        position: row.position,
        is_main_nav_enabled: row.isMainNavEnabled,
        goods_count: total(row.id),
      },
    ]),
  );
  const childrenOf = (parentId: number | null) =>
    (children.get(parentId) ?? []).map((row) => byId.get(row.id) as GlobalCategory);
  const get = (id: number) => {
    const found = byId.get(id);
    if (!found) throw notFound('Категория не найдена');
    return found;
  };
  const node = (category: GlobalCategory, depth: number): GlobalCategoryNode => ({
    ...category,
    children: depth > 0 ? childrenOf(category.id).map((child) => node(child, depth - 1)) : [],
  });
  const pathTo = (id: number) => {
    const path: GlobalCategory[] = [];
    for (let current: GlobalCategory | undefined = get(id); current; ) {
      path.unshift(current);
      current = current.parent_id === null ? undefined : byId.get(current.parent_id);
    }
    return path;
  };
  return { byId, childrenOf, get, node, pathTo };
}
