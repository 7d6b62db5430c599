import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { SaveQueue, type SaveQueueOptions } from './save-queue';

/**
 * One SaveQueue for the component's life (a new one when `storageKey` changes): `send` may change
 * between renders (it reads the latest props). The page warns before unloading while anything is
 * unsaved, and a connection that comes back retries at once.
 */
export function useSaveQueue<K, V>(options: SaveQueueOptions<K, V>) {
  const latest = useRef(options);
  latest.current = options;
  const [queue, setQueue] = useState(() => create(latest));
  const [storageKey, setStorageKey] = useState(options.storageKey);
  if (storageKey !== options.storageKey) {
    setStorageKey(options.storageKey);
    setQueue(create(latest));
  }
  const snapshot = useSyncExternalStore(queue.subscribe, queue.snapshot);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (queue.snapshot().unsaved.size > 0) event.preventDefault();
    };
    const online = () => queue.retryNow();
    window.addEventListener('beforeunload', warn);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('beforeunload', warn);
      window.removeEventListener('online', online);
    };
  }, [queue]);
  useEffect(() => () => queue.dispose(), [queue]);
  return { queue, ...snapshot };
}

function create<K, V>(latest: { current: SaveQueueOptions<K, V> }) {
  return new SaveQueue<K, V>({ ...latest.current, send: (values) => latest.current.send(values) });
}
