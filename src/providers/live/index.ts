import type { LiveEvent as ServerEvent } from '@contract/events';
import type { LiveProvider } from '@refinedev/core';
import { http } from '@/providers/http';
import { session } from '@/providers/session';
import { whenIdle } from '@/router/when-settled';

type Listener = (event: ServerEvent) => void;

/** The SPA's resources each kind of server object refreshes (Refine channels `resources/<name>`). */
const RESOURCES: Record<ServerEvent['resource'], string[]> = {
  orders: ['client-orders', 'supplier-orders', 'replenishment'],
  contracts: ['client-contracts', 'supplier-contracts'],
  partnerships: ['client-suppliers', 'supplier-clients'],
  price_lists: ['price-lists'],
  posts: ['news'],
  jobs: ['import-goods'],
  stock: ['replenishment'],
};

const listeners = new Set<Listener>();
const recent = new Map<string, number>();
let source: EventSource | null = null;
let connecting = false;
let lastId: number | undefined;
let retry: ReturnType<typeof setTimeout> | undefined;

/**
 * One stream per browser, not per tab: the tab holding the Web Lock opens it and passes every event
 * to the other tabs over a BroadcastChannel; when it closes, the lock (and the stream, from the last
 * id seen) passes to another tab. Without these APIs each tab keeps its own single stream.
 */
const SHARED = 'live-events';
const canShare = () =>
  typeof BroadcastChannel !== 'undefined' && typeof navigator !== 'undefined' && 'locks' in navigator;
let channel: BroadcastChannel | null = null;
let leading = false;
let releaseLead: (() => void) | null = null;
let stopWaiting: AbortController | null = null;

const streaming = () => listeners.size > 0 && (leading || !canShare());

function receive(event: ServerEvent) {
  lastId = event.id;
  if (event.object_id !== null) recent.set(`${event.resource}:${event.object_id}`, Date.now());
  for (const listener of listeners) listener(event);
}

/**
 * The EventSource on GET /v1/events. The token never goes into the address: each connection takes
 * a single-use ticket; after a break (or when the server ends the stream at the token's expiry) it
 * reconnects with a fresh ticket and the last id it saw, so nothing is lost.
 */
async function connect() {
  if (source || connecting || !streaming() || !session.getToken()) return;
  connecting = true;
  try {
    const { ticket } = await http.post<{ ticket: string }>('/v1/events/ticket', {});
    if (!streaming()) return;
    const query = new URLSearchParams({ ticket });
    if (lastId !== undefined) query.set('last_event_id', String(lastId));
    const opened = new EventSource(`/v1/events?${query}`);
    source = opened;
    opened.onmessage = (message) => {
      const event = JSON.parse(message.data) as ServerEvent;
      receive(event);
      channel?.postMessage(event);
    };
    opened.onerror = () => {
      opened.close();
      if (source === opened) source = null;
      schedule(3_000);
    };
  } catch {
    schedule(10_000);
  } finally {
    connecting = false;
  }
}

function schedule(ms: number) {
  clearTimeout(retry);
  retry = setTimeout(() => void connect(), ms);
}

function start() {
  if (!canShare()) return void connect();
  if (channel) return;
  channel = new BroadcastChannel(SHARED);
  channel.onmessage = (message: MessageEvent<ServerEvent>) => {
    if (!leading) receive(message.data);
  };
  const waiting = new AbortController();
  stopWaiting = waiting;
  navigator.locks
    .request(
      SHARED,
      { signal: waiting.signal },
      () =>
        new Promise<void>((release) => {
          leading = true;
          releaseLead = release;
          void connect();
        }),
    )
    .catch(() => {});
}

function stop() {
  clearTimeout(retry);
  source?.close();
  source = null;
  stopWaiting?.abort();
  stopWaiting = null;
  leading = false;
  releaseLead?.();
  releaseLead = null;
  channel?.close();
  channel = null;
}

/**
 * Calls the listener with every event this tab receives; returns the unsubscribe. The stream opens
 * in the browser's first idle moment: its ticket request must not queue before the page's own data
 * on HTTP/1.1's six connections (issue 43).
 */
export function onLiveEvent(listener: Listener) {
  listeners.add(listener);
  whenIdle(() => {
    if (listeners.size > 0) start();
  });
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stop();
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
