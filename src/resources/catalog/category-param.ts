import type { GlobalCategoryNode } from '@contract/global-categories';

const flatten = (nodes: GlobalCategoryNode[]): GlobalCategoryNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children)]);

/** The category a `/catalog/{category}` address names: by its numeric id or by its slug. */
export function findCategoryByParam(
  tree: GlobalCategoryNode[],
  param: string | undefined,
): GlobalCategoryNode | null {
  if (!param) return null;
  const all = flatten(tree);
  const key = decodeURIComponent(param).trim().toLowerCase();
  if (/^\d+$/.test(key)) return all.find((category) => category.id === Number(key)) ?? null;
  return all.find((category) => category.slug.toLowerCase() === key) ?? null;
}
