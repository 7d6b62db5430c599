import type { Partnership } from '@contract/partnerships';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/providers/http';
import type { Side } from './respond';

/** One partnership seen from a side, acting for the given organization. */
export function usePartnership(side: Side, id: number, organizationId: number | null) {
  return useQuery({
    queryKey: ['partnership', side, id, organizationId],
    enabled: Boolean(organizationId) && Number.isInteger(id),
    queryFn: () =>
      http.get<Partnership>(`/v1/${side}/partnerships/${id}`, { organization_id: organizationId }),
  });
}
