import type { GoodCategory } from '@contract/good-categories';
import type { Measure } from '@contract/goods';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { http } from '@/providers/http';

export const categoriesKey = (organizationId: number | null) => ['good_categories', organizationId] as const;

/** The organization's categories (a flat list with parent_id). */
export function useCategories(organizationId: number | null) {
  return useQuery({
    queryKey: categoriesKey(organizationId),
    enabled: organizationId !== null,
    queryFn: () =>
      http
        .get<{ items: GoodCategory[] }>('/v1/good_categories/', { organization_id: organizationId })
        .then((r) => r.items),
  });
}

export function useRefreshCategories(organizationId: number | null) {
  const client = useQueryClient();
  return useCallback(
    () => client.invalidateQueries({ queryKey: categoriesKey(organizationId) }),
    [client, organizationId],
  );
}

export function useMeasures() {
  return useQuery({
    queryKey: ['measures'],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => http.get<Measure[]>('/v1/goods/measure/all'),
  });
}

export interface CategoryNode {
  category: GoodCategory;
  depth: number;
}

/** Depth-first order of the tree, for the sidebar and the category select. */
export function flattenTree(categories: GoodCategory[]): CategoryNode[] {
  const children = new Map<number | null, GoodCategory[]>();
  for (const c of categories) children.set(c.parent_id, [...(children.get(c.parent_id) ?? []), c]);
  const result: CategoryNode[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const c of children.get(parent) ?? []) {
      result.push({ category: c, depth });
      walk(c.id, depth + 1);
    }
  };
  walk(null, 0);
  return result;
}
