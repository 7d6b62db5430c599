import type { AdminOrganization } from '@contract/admin';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/providers/http';

/** Every organization of the platform for the filter (the admin list allows limit 9999). */
export function useAdminOrganizations() {
  return useQuery({
    queryKey: ['admin-organizations-all'],
    queryFn: async () =>
      (
        await http.get<{ items: AdminOrganization[] }>('/api_a/organizations/', {
          limit: 9999,
          order_field: 'name',
        })
      ).items,
  });
}
