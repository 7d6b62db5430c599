import type { Partnership } from '@contract/partnerships';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/providers/http';

/** The organization's active partners (suppliers for a client, clients for a supplier). */
export function useActivePartners(side: 'client' | 'supplier', organizationId: number | undefined) {
  return useQuery({
    queryKey: ['order-partners', side, organizationId],
    enabled: Boolean(organizationId),
    queryFn: async () => {
      const answer = await http.get<{ items: Partnership[] }>(`/v1/${side}/partnerships/`, {
        organization_id: organizationId,
        status: 'active',
        limit: 1000,
      });
      return answer.items;
    },
  });
}
