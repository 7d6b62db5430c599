import { useIsFetching } from '@tanstack/react-query';
import { useEffect } from 'react';
import { progressStore } from './progress-store';

/**
 * Mounted inside the app shell's query client: reports the queries in flight to the progress
 * bar, which the entry mounts without any query client (the login page does not need one).
 */
export function FetchingProgress() {
  const fetching = useIsFetching();
  useEffect(() => progressStore.setFetching(fetching), [fetching]);
  useEffect(() => () => progressStore.setFetching(0), []);
  return null;
}
