import type { GlobalCategoryNode } from '@contract/global-categories';
import type { MarketplaceGood } from '@contract/marketplace';
import { useQuery } from '@tanstack/react-query';
import { http, type Query } from '@/providers/http';

export const useCategoryTree = () =>
  useQuery({
    queryKey: ['marketplace', 'tree'],
    queryFn: () =>
      http.get<GlobalCategoryNode[]>('/v1/marketplace/global_categories/tree', {
        depth: 2,
        hide_empty: true,
      }),
  });

export const useMarketplaceGoods = (query: Query, enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['marketplace', 'goods', query],
    queryFn: () => http.get<{ items: MarketplaceGood[]; total: number }>('/v1/marketplace/goods', query),
  });
