import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser believes it has a network (navigator.onLine), following its changes. */
export function useOnline() {
  return useSyncExternalStore(subscribe, () => navigator.onLine);
}
