/** Pending navigation work (lazy pages loading); the progress bar shows while it is above zero. */
let pending = 0;
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
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  pending: () => pending,
};
