import type { LiveEvent as ServerEvent } from '@contract/events';
import type { LiveProvider } from '@refinedev/core';
import { http } from '@/providers/http';
import { session } from '@/providers/session';

type Listener = (event: ServerEvent) => void;

/** The SPA's resources each kind of server object refreshes (Refine channels `resources/<name>`). */
const RESOURCES: Record<ServerEvent['resource'], string[]> = {
  orders: ['client-orders', 'supplier-orders'],
  contracts: ['client-contracts', 'supplier-contracts'],
  partnerships: ['client-suppliers', 'supplier-clients'],
  price_lists: ['price-lists'],
  posts: ['news'],
  jobs: ['import-goods'],
};

const listeners = new Set<Listener>();
const recent = new Map<string, number>();
let source: EventSource | null = null;
let lastId: number | undefined;
let retry: ReturnType<typeof setTimeout> | undefined;

/**
 * One EventSource per tab on GET /v1/events. The token never goes into the address: each connection
 * takes a single-use ticket; after a break it reconnects with the last id it saw, so nothing is lost.
 */
async function connect() {
  if (source || listeners.size === 0 || !session.getToken()) return;
  try {
    const { ticket } = await http.post<{ ticket: string }>('/v1/events/ticket', {});
    const query = new URLSearchParams({ ticket });
    if (lastId !== undefined) query.set('last_event_id', String(lastId));
    const opened = new EventSource(`/v1/events?${query}`);
    source = opened;
    opened.onmessage = (message) => {
      const event = JSON.parse(message.data) as ServerEvent;
      lastId = event.id;
      if (event.object_id !== null) recent.set(`${event.resource}:${event.object_id}`, Date.now());
      for (const listener of listeners) listener(event);
    };
    opened.onerror = () => {
      opened.close();
      if (source === opened) source = null;
      schedule(3_000);
    };
  } catch {
    schedule(10_000);
  }
}

function schedule(ms: number) {
  clearTimeout(retry);
  retry = setTimeout(() => void connect(), ms);
}

/** Calls the listener with every event this tab receives; returns the unsubscribe. */
export function onLiveEvent(listener: Listener) {
  listeners.add(listener);
  void connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      source?.close();
      source = null;
    }
  };
}

/** Whether the object changed live in the last few seconds (a row highlights briefly). */
export const changedRecently = (resource: ServerEvent['resource'], id: number, ms = 4_000) =>
  Date.now() - (recent.get(`${resource}:${id}`) ?? 0) < ms;

/** Refine's live provider: list and detail hooks of the mapped resources refresh on their events. */
export const liveProvider: LiveProvider = {
  subscribe: ({ channel, callback, params }) =>
    onLiveEvent((event) => {
      const name = channel.replace(/^resources\//, '');
      if (!RESOURCES[event.resource]?.includes(name)) return;
      const one = params?.subscriptionType === 'useOne' ? params.id : undefined;
      if (one !== undefined && String(one) !== String(event.object_id)) return;
      callback({
        channel,
        type: 'updated',
        payload: { ids: event.object_id === null ? [] : [event.object_id], event },
        date: new Date(event.created_at),
      });
    }),
  unsubscribe: (unsubscribe: () => void) => unsubscribe(),
};
