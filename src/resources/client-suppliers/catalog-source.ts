import type { PriceList } from '@contract/price-lists';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/providers/http';

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Moscow' });

/** The supplier's price list addressed to the client that is in force today (the newest one). */
export function useCurrentPriceList(organizationId: number, supplierOrganizationId: number) {
  return useQuery({
    queryKey: ['client-price-list', organizationId, supplierOrganizationId],
    queryFn: async () => {
      const answer = await http.get<{ items: PriceList[] }>('/v1/client/price_lists/', {
        organization_id: organizationId,
        supplier_organization_id: supplierOrganizationId,
        limit: 100,
      });
      const day = today();
      const current = answer.items
        .filter((p) => p.is_active && p.valid_from <= day && (!p.valid_to || p.valid_to >= day))
        .sort(
          (a, b) => (b.valid_from < a.valid_from ? -1 : b.valid_from > a.valid_from ? 1 : 0) || b.id - a.id,
        );
      return current[0] ?? null;
    },
  });
}
