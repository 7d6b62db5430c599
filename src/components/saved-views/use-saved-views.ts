import type { SavedView, SavedViewList, SavedViewState } from '@contract/saved-views';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { http } from '@/providers/http';

const viewsKey = (listKey: SavedViewList) => ['saved_views', listKey] as const;

/** A person's saved views of one list, and the calls that change them (each re-reads the list). */
export function useSavedViews(listKey: SavedViewList) {
  const client = useQueryClient();
  const views = useQuery({
    queryKey: viewsKey(listKey),
    queryFn: () =>
      http.get<{ items: SavedView[] }>('/v1/saved_views', { list_key: listKey }).then((r) => r.items),
    staleTime: 60_000,
  });
  const after = useCallback(
    async <T>(call: Promise<T>) => {
      const result = await call;
      await client.invalidateQueries({ queryKey: viewsKey(listKey) });
      return result;
    },
    [client, listKey],
  );
  return {
    views,
    create: (name: string, state: SavedViewState, isDefault: boolean) =>
      after(
        http.post<SavedView>('/v1/saved_views', { list_key: listKey, name, state, is_default: isDefault }),
      ),
    update: (id: number, body: { name?: string; state?: SavedViewState; is_default?: boolean }) =>
      after(http.put<SavedView>(`/v1/saved_views/${id}`, body)),
    remove: (id: number) => after(http.delete(`/v1/saved_views/${id}`)),
  };
}
