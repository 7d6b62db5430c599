import { type Query, useIsFetching } from '@tanstack/react-query';
import { useEffect } from 'react';
import { progressStore } from './progress-store';

/** A query the page does not wait on (the bell's count) sets `meta: { background: true }`. */
const shown = { predicate: (query: Query) => query.meta?.background !== true };

/**
 * Mounted inside the app shell's query client: reports the queries in flight to the progress
 * bar, which the entry mounts without any query client (the login page does not need one).
 * Background queries do not show it: a bar and two renders for a count in the header (issue 43).
 */
export function FetchingProgress() {
  const fetching = useIsFetching(shown);
  useEffect(() => progressStore.setFetching(fetching), [fetching]);
  useEffect(() => () => progressStore.setFetching(0), []);
  return null;
}
