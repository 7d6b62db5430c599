import { useQuery } from '@tanstack/react-query';
import { reasonsApi } from './api';

export const reasonsKey = (organizationId: number | null) => ['write_off_reason', organizationId];

/** The organization's write-off reasons. */
export function useReasons(organizationId: number | null) {
  return useQuery({
    queryKey: reasonsKey(organizationId),
    queryFn: () => reasonsApi.list(organizationId ?? 0),
    enabled: organizationId !== null,
  });
}
