/**
 * Pending work: lazy pages loading, plus the queries in flight that the app shell reports (the
 * entry has no query client of its own); the progress bar shows while the sum is above zero.
 */
let pending = 0;
let fetching = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const progressStore = {
  start() {
    pending += 1;
    emit();
  },
  done() {
    pending = Math.max(0, pending - 1);
    emit();
  },
  /** The number of queries in flight (set by the app shell; 0 when it is not mounted). */
  setFetching(count: number) {
    if (count === fetching) return;
    fetching = count;
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  pending: () => pending + fetching,
};
