// @vitest-environment node
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';

/**
 * public/sw.js run in a fake worker scope: its fetch handler must leave every API answer, file and
 * /version.json to the network, keep the hashed assets, and answer pages from the network first.
 */
const ORIGIN = 'https://zakupki.example';
const source = readFileSync('public/sw.js', 'utf8');

type Listener = (event: unknown) => void;

function loadWorker(network: (url: string) => Promise<Response>) {
  const listeners = new Map<string, Listener>();
  const stored = new Map<string, Response>();
  const key = (r: Request | string) => new URL(typeof r === 'string' ? r : r.url, ORIGIN).href;
  const cache = {
    put: async (r: Request | string, response: Response) => void stored.set(key(r), response),
    keys: async () => [...stored.keys()].map((url) => new Request(url)),
    delete: async (r: Request) => stored.delete(key(r)),
    addAll: async (urls: string[]) => {
      for (const url of urls) stored.set(key(url), await network(key(url)));
    },
  };
  const caches = {
    open: async () => cache,
    keys: async () => ['zakupki-shell-v1'],
    delete: async () => true,
    match: async (r: Request | string) => stored.get(key(r))?.clone(),
  };
  const self = {
    location: { origin: ORIGIN },
    clients: { claim: async () => {} },
    skipWaiting: () => {},
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  const fetch = (input: Request | string) => network(key(input));
  new Function('self', 'caches', 'fetch', source)(self, caches, fetch);
  /** Dispatches a fetch; the answer the worker gave, or null when it let the browser go to the network. */
  const request = async (path: string, init: { mode?: string; method?: string } = {}) => {
    let answer = null as Promise<Response> | null;
    const req = { url: `${ORIGIN}${path}`, method: init.method ?? 'GET', mode: init.mode ?? 'cors' };
    listeners.get('fetch')?.({
      request: req,
      respondWith: (r: Promise<Response>) => {
        answer = r;
      },
      waitUntil: () => {},
    });
    return answer ? await answer : null;
  };
  return { request, stored };
}

const ok = (body: string) => {
  const response = new Response(body, { status: 200 });
  Object.defineProperty(response, 'type', { value: 'basic' });
  return response;
};

describe('the service worker', () => {
  let online: boolean;
  let calls: string[];
  let worker: ReturnType<typeof loadWorker>;
  beforeEach(() => {
    online = true;
    calls = [];
    worker = loadWorker(async (url) => {
      calls.push(url);
      if (!online) throw new TypeError('Failed to fetch');
      return ok(`body of ${new URL(url).pathname}`);
    });
  });

  it('never answers nor keeps the API, files or /version.json', async () => {
    for (const path of ['/v1/client/orders/?limit=25', '/api_a/users', '/files/1/act.pdf', '/version.json']) {
      expect(await worker.request(path), path).toBeNull();
      expect(await worker.request(path, { mode: 'navigate' }), path).toBeNull();
    }
    await worker.request('/assets/index-abc.js');
    await worker.request('/client/orders', { mode: 'navigate' });
    const kept = [...worker.stored.keys()].map((url) => new URL(url).pathname);
    expect(kept.some((p) => /^\/(v1|api_a|files)\/|version\.json/.test(p))).toBe(false);
    expect(kept).toEqual(expect.arrayContaining(['/assets/index-abc.js', '/']));
  });

  it('serves a hashed asset from the cache once kept, even offline', async () => {
    await worker.request('/assets/index-abc.js');
    online = false;
    const answer = await worker.request('/assets/index-abc.js');
    expect(await answer?.text()).toBe('body of /assets/index-abc.js');
  });

  it('asks the network first for a page and falls back to the kept shell offline', async () => {
    await worker.request('/client/orders', { mode: 'navigate' });
    expect(calls.at(-1)).toBe(`${ORIGIN}/client/orders`);
    calls = [];
    await worker.request('/client/orders/new', { mode: 'navigate' });
    expect(calls).toEqual([`${ORIGIN}/client/orders/new`]);
    online = false;
    const answer = await worker.request('/client/orders/new', { mode: 'navigate' });
    expect(await answer?.text()).toBe('body of /client/orders/new');
  });

  it('leaves other methods alone', async () => {
    expect(await worker.request('/assets/index-abc.js', { method: 'POST' })).toBeNull();
  });
});
