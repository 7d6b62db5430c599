import type { LiveEvent } from '@contract/events';

/** A GET /v1/events reader for tests: every event it received, in order, and a way to wait for one. */
export interface TestStream {
  status: number;
  events: LiveEvent[];
  comments: string[];
  waitFor(predicate: (e: LiveEvent) => boolean, ms?: number): Promise<LiveEvent>;
  /** Whether the server has ended the stream (or it was refused). */
  readonly ended: boolean;
  /** Resolves when the server ends the stream. */
  whenEnded: Promise<void>;
  close(): void;
}

export async function openStream(
  base: string,
  auth: { token?: string; ticket?: string },
  lastEventId?: number,
): Promise<TestStream> {
  const controller = new AbortController();
  const url = new URL('/v1/events', base);
  if (auth.ticket) url.searchParams.set('ticket', auth.ticket);
  const headers: Record<string, string> = {};
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  const res = await fetch(url, { headers, signal: controller.signal });
  const events: LiveEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  let markEnded = () => {};
  const whenEnded = new Promise<void>((resolve) => {
    markEnded = () => {
      ended = true;
      resolve();
    };
  });
  if (res.ok && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            for (const line of frame.split('\n')) {
              if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)));
              else if (line.startsWith(':')) comments.push(line);
            }
            for (const wake of waiters) wake();
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // aborted
      }
      markEnded();
    })();
  } else {
    await res.text();
    markEnded();
  }
  return {
    status: res.status,
    events,
    comments,
    waitFor(predicate, ms = 3_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(predicate);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${ms} ms; got ${events.map((e) => e.type).join(', ')}`));
        }, ms);
        if (!check()) waiters.add(check);
      });
    },
    get ended() {
      return ended;
    },
    whenEnded,
    close: () => controller.abort(),
  };
}
