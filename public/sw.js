// The service worker of the installable app (issue 27). It keeps the app shell (index.html) and the
// static files (hashed /assets/*, icons, fonts) so that the app opens on a poor connection, and
// never touches the API's answers or files: /v1, /api_a, /files, /docs and /version.json always go
// to the network untouched (the new-version check of spec 000 §7 sees every deploy at once).
//
// Pages: network first, the kept shell only when the network fails. Hashed assets: cache first
// (their content never changes under a name). Other static files: the cache, refreshed behind.
const CACHE = 'zakupki-shell-v1';
const SHELL = '/';
const PASSTHROUGH = /^\/(v1|api_a|files|docs|healthz)(\/|$)|^\/version\.json$/;
const ASSET = /^\/assets\//;
const STATIC = /\.(js|css|png|svg|ico|webmanifest|woff2?)$/;
/** Old hashed assets go once the cache holds more entries than this. */
const MAX_ENTRIES = 400;

const cacheable = (response) => response.ok && response.type === 'basic' && !response.redirected;

async function put(request, response) {
  const cache = await caches.open(CACHE);
  await cache.put(request, response);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) {
    if (new URL(old.url).pathname !== SHELL) await cache.delete(old);
  }
}

/** The shell and the entry's own scripts and styles, read from the shell itself. */
async function precache() {
  const response = await fetch(SHELL, { cache: 'no-cache' });
  if (!cacheable(response)) return;
  const html = await response.clone().text();
  const cache = await caches.open(CACHE);
  await cache.put(SHELL, response);
  const urls = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  await cache.addAll([...new Set(urls), '/manifest.webmanifest', '/favicon.svg']);
}

async function networkFirstPage(request) {
  try {
    const response = await fetch(request);
    if (cacheable(response)) await put(SHELL, response.clone());
    return response;
  } catch (error) {
    const shell = await caches.match(SHELL);
    if (shell) return shell;
    throw error;
  }
}

async function cacheFirst(request) {
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (cacheable(response)) await put(request, response.clone());
  return response;
}

async function staleWhileRevalidate(request, event) {
  const kept = await caches.match(request);
  const fresh = fetch(request).then(async (response) => {
    if (cacheable(response)) await put(request, response.clone());
    return response;
  });
  if (kept) {
    event.waitUntil(fresh.catch(() => undefined));
    return kept;
  }
  return fresh;
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().catch(() => undefined));
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || PASSTHROUGH.test(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(networkFirstPage(request));
  else if (ASSET.test(url.pathname)) event.respondWith(cacheFirst(request));
  else if (STATIC.test(url.pathname)) event.respondWith(staleWhileRevalidate(request, event));
});
