import type { Me } from '@contract/users';
import { useGetIdentity } from '@refinedev/core';
import { useCallback } from 'react';
import { forgetMe } from './identity';

/**
 * The current user as a query (`data` is the `Me` of contract/users.ts, undefined while loading
 * or logged out). `refetch` really asks the server again. Kept apart from identity.ts so that the
 * auth provider of the public pages (src/public) does not bring Refine into the entry.
 */
export function useMe() {
  const query = useGetIdentity<Me>({ queryOptions: { staleTime: Number.POSITIVE_INFINITY, retry: false } });
  const { refetch: refetchQuery } = query;
  const refetch = useCallback(() => {
    forgetMe();
    return refetchQuery();
  }, [refetchQuery]);
  return { ...query, refetch };
}
