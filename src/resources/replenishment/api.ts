import type { ParLevelInput, ParLevelRow, SuggestionGroup } from '@contract/replenishment';
import { useSubscription } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/providers/http';

export const SUGGESTIONS_KEY = 'replenishment-suggestions';
export const LEVELS_KEY = 'par-levels';

/** The suggested orders of the organization (one point or all), refreshed by the stock's live events. */
export function useSuggestions(organizationId: number | null, salesPointId: number | '') {
  const client = useQueryClient();
  useSubscription({
    channel: 'resources/replenishment',
    types: ['*'],
    onLiveEvent: () => void client.invalidateQueries({ queryKey: [SUGGESTIONS_KEY] }),
  });
  return useQuery({
    queryKey: [SUGGESTIONS_KEY, organizationId, salesPointId],
    queryFn: () =>
      http.get<{ groups: SuggestionGroup[] }>('/v1/replenishment/suggestions', {
        organization_id: organizationId,
        ...(salesPointId === '' ? {} : { sales_point_id: salesPointId }),
      }),
    enabled: organizationId !== null,
    select: (answer) => answer.groups,
  });
}

/** Every good a sales point may keep, with its level, stock and usage (up to 1 000 rows). */
export function useParLevels(organizationId: number | null, salesPointId: number | '') {
  return useQuery({
    queryKey: [LEVELS_KEY, organizationId, salesPointId],
    queryFn: () =>
      http.get<{ items: ParLevelRow[]; total: number }>('/v1/par_levels/', {
        organization_id: organizationId,
        sales_point_id: salesPointId,
        limit: 1000,
      }),
    enabled: organizationId !== null && salesPointId !== '',
  });
}

export type LevelEdit = Omit<ParLevelInput, 'min_quantity' | 'order_up_to' | 'pack_size'> & {
  min_quantity: string;
  order_up_to: string | null;
  pack_size: string | null;
};

export const saveLevels = (
  organizationId: number,
  items: LevelEdit[],
  remove: { sales_point_id: number; good_id: number }[],
) =>
  http.put<{ saved: number; removed: number }>(
    `/v1/par_levels/bulk_update?organization_id=${organizationId}`,
    { items, remove },
  );

export const createDrafts = (
  organizationId: number,
  groups: {
    sales_point_id: number;
    supplier_organization_id: number;
    lines: { good_id: number; quantity: string }[];
  }[],
) =>
  http.post<{ orders: { id: number; supplier_organization_id: number }[] }>(
    `/v1/replenishment/drafts?organization_id=${organizationId}`,
    { groups },
  );
