import type { Partnership } from '@contract/partnerships';
import { http } from '@/providers/http';

export type Side = 'client' | 'supplier';

/** Accepts («active») or declines an invitation addressed to the caller's side. */
export const respondToInvitation = (
  side: Side,
  partnershipId: number,
  organizationId: number,
  status: 'active' | 'declined',
) =>
  http.put<Partnership>(
    `/v1/${side}/partnerships/${partnershipId}`,
    { status },
    { organization_id: organizationId },
  );
