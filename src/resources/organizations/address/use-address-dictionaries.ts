import type { City, Region } from '@contract/dictionaries';
import { useList } from '@refinedev/core';

/** All federal subjects (one request, limit 1000 as in spec 001 §9). */
export function useRegions() {
  const { result, query } = useList<Region>({
    resource: 'addr_regions',
    pagination: { mode: 'off' },
    sorters: [{ field: 'region_name', order: 'asc' }],
    meta: { apiPath: 'dictionaries/addr_regions', query: { limit: 1000 } },
    queryOptions: { staleTime: Number.POSITIVE_INFINITY },
  });
  return { regions: result.data ?? [], loading: query.isLoading };
}

/** The cities of one region (none until a region is chosen). */
export function useCities(regionId: number | null) {
  const { result, query } = useList<City>({
    resource: 'addr_cities',
    pagination: { mode: 'off' },
    sorters: [{ field: 'locality_name', order: 'asc' }],
    meta: { apiPath: 'dictionaries/addr_cities', query: { limit: 1000, region_ids: regionId ?? undefined } },
    queryOptions: { enabled: regionId !== null, staleTime: Number.POSITIVE_INFINITY },
  });
  return { cities: regionId === null ? [] : (result.data ?? []), loading: query.isLoading };
}
