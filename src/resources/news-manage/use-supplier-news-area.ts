import { useMemo } from 'react';
import { supplierNewsArea } from '@/components/news-manage/news-area';
import { useActiveOrganization } from '@/components/organization-picker';

/** The supplier's news area for the organization chosen in the picker. */
export function useSupplierNewsArea() {
  const { organizationId } = useActiveOrganization('post_r');
  return useMemo(() => supplierNewsArea(organizationId), [organizationId]);
}
