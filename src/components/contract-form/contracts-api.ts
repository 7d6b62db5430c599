import type { Contract } from '@contract/contracts';
import { http } from '@/providers/http';

export type Side = 'client' | 'supplier';

/** The field naming the other party when a side creates a contract. */
export const partnerField = (side: Side) =>
  side === 'client' ? ('supplier_organization_id' as const) : ('client_organization_id' as const);

export const contractsApi = (side: Side, organizationId: number) => ({
  create: (body: Record<string, unknown>) =>
    http.post<Contract>(`/v1/${side}/contracts/`, body, { organization_id: organizationId }),
  update: (id: number, body: Record<string, unknown>) =>
    http.put<Contract>(`/v1/${side}/contracts/${id}`, body, { organization_id: organizationId }),
  setStatus: (id: number, targetStatusId: number) =>
    http.put<Contract>(`/v1/${side}/contracts/${id}/status`, undefined, {
      organization_id: organizationId,
      target_status_id: targetStatusId,
    }),
});
