import type { Partnership } from '@contract/partnerships';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { usePageTitle } from '@/components/layout/use-page-title';
import { useActiveOrganization } from '@/components/organization-picker';
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

/**
 * The partnership with a partner organization (issue 19, item 17: cards are addressed by the
 * partner's organization id, as /suppliers/{id} is). `null` when there is none.
 */
export function usePartnershipWith(side: Side, partnerId: number, organizationId: number | null) {
  return useQuery({
    queryKey: ['partnership', side, 'partner', partnerId, organizationId],
    enabled: Boolean(organizationId) && Number.isInteger(partnerId) && partnerId > 0,
    queryFn: async () => {
      const answer = await http.get<{ items: Partnership[] }>(`/v1/${side}/partnerships/`, {
        organization_id: organizationId,
        partner_organization_ids: partnerId,
        limit: 1,
      });
      return answer.items[0] ?? null;
    },
  });
}

/**
 * The partnership a card page shows: the id in the address, read for the user's organization
 * with the partnership right, the partner's name as the page title (the fallback until it loads).
 */
export function usePartnershipPage(
  load: typeof usePartnership | typeof usePartnershipWith,
  side: Side,
  fallbackTitle: string,
) {
  const id = Number(useParams().id);
  const { organizationId } = useActiveOrganization('partnership_r');
  const partnership = load(side, id, organizationId);
  usePageTitle(partnership.data ? partnership.data.partner.name : fallbackTitle);
  return { id, organizationId, partnership };
}
