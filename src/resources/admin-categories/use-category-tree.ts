import type { GlobalCategoryNode } from '@contract/global-categories';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError, http } from '@/providers/http';
import { notify } from '@/providers/notification';

const BASE = '/api_a/global_categories';
const TREE_KEY = ['admin-global-categories-tree'];

export type DropPlace = 'before' | 'after';

/** The whole tree (depth 10) and the edits; every edit reloads it and reports errors in Russian. */
export function useCategoryTree() {
  const client = useQueryClient();
  const tree = useQuery({
    queryKey: TREE_KEY,
    queryFn: () => http.get<GlobalCategoryNode[]>(`${BASE}/tree`, { depth: 10 }),
  });
  const run = async (edit: () => Promise<unknown>, success?: string) => {
    try {
      await edit();
      if (success) notify(success);
      return true;
    } catch (error) {
      notify(error instanceof HttpError ? error.detail : 'Не удалось сохранить изменения', 'error');
      return false;
    } finally {
      await client.invalidateQueries({ queryKey: TREE_KEY });
    }
  };
  return {
    tree,
    create: (name: string, parentId: number | null) =>
      run(() => http.post(BASE, { name, parent_id: parentId }), 'Категория создана'),
    rename: (id: number, name: string) =>
      run(() => http.put(`${BASE}/${id}`, { name }), 'Категория переименована'),
    setMainNav: (id: number, enabled: boolean) =>
      run(() => http.put(`${BASE}/${id}`, { is_main_nav_enabled: enabled })),
    remove: (id: number) => run(() => http.delete(`${BASE}/${id}`), 'Категория удалена'),
    move: (id: number, anchorId: number, place: DropPlace) =>
      run(() =>
        place === 'before'
          ? http.put(`${BASE}/${id}/move_before`, undefined, { before_node_id: anchorId })
          : http.put(`${BASE}/${id}/move_after`, undefined, { after_node_id: anchorId }),
      ),
  };
}

export type CategoryTreeApi = ReturnType<typeof useCategoryTree>;
