import type { LiveEvent } from '@contract/events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Every EventSource the tabs opened, in order. */
const sources: FakeSource[] = [];

class FakeSource {
  onmessage: ((message: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    sources.push(this);
  }
  close() {
    this.closed = true;
  }
  emit(event: Partial<LiveEvent>) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}

/** One browser's Web Locks: exclusive, granted in request order, shared by every "tab" (module copy). */
function fakeLocks() {
  let held = false;
  const queue: { grant: () => void; signal?: AbortSignal }[] = [];
  const next = () => {
    if (held) return;
    const waiter = queue.shift();
    if (waiter) waiter.grant();
  };
  return {
    request(_name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>) {
      return new Promise<void>((resolve, reject) => {
        const waiter = {
          signal: options.signal,
          grant: () => {
            held = true;
            void callback().then(() => {
              held = false;
              resolve();
              next();
            });
          },
        };
        options.signal?.addEventListener('abort', () => {
          const index = queue.indexOf(waiter);
          if (index >= 0) {
            queue.splice(index, 1);
            reject(new DOMException('aborted', 'AbortError'));
          }
        });
        queue.push(waiter);
        next();
      });
    },
  };
}

vi.mock('@/providers/http', () => ({
  TOKEN_COOKIE: 'token',
  http: { post: vi.fn(async () => ({ ticket: `t${Math.random()}` })) },
}));
vi.mock('@/providers/session', () => ({ session: { getToken: () => 'token' } }));

/** A fresh copy of the live provider: one browser tab. */
const openTab = async () => {
  vi.resetModules();
  return import('@/providers/live');
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const event = (id: number): Partial<LiveEvent> => ({
  id,
  type: 'order.sent',
  resource: 'orders',
  object_id: id,
  created_at: new Date().toISOString(),
});

beforeEach(() => {
  sources.length = 0;
  vi.stubGlobal('EventSource', FakeSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the live stream of a browser', () => {
  it('is opened once by a tab however many screens subscribe at the same moment', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const tab = await openTab();
    const stops = [tab.onLiveEvent(() => {}), tab.onLiveEvent(() => {}), tab.onLiveEvent(() => {})];
    await settle();
    expect(sources).toHaveLength(1);
    for (const stop of stops) stop();
    expect(sources[0].closed).toBe(true);
  });

  it('is shared by the tabs: one stream, every tab hears its events, and another tab takes over from the last id', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: fakeLocks() });
    const first = await openTab();
    const second = await openTab();
    const heardByFirst: number[] = [];
    const heardBySecond: number[] = [];
    const stopFirst = first.onLiveEvent((e) => heardByFirst.push(e.id));
    await settle();
    const stopSecond = second.onLiveEvent((e) => heardBySecond.push(e.id));
    await settle();
    expect(sources).toHaveLength(1);

    sources[0].emit(event(41));
    await settle();
    expect(heardByFirst).toEqual([41]);
    expect(heardBySecond).toEqual([41]);

    stopFirst();
    await settle();
    expect(sources[0].closed).toBe(true);
    expect(sources).toHaveLength(2);
    expect(new URL(sources[1].url, 'http://x').searchParams.get('last_event_id')).toBe('41');
    stopSecond();
  });
});
