/** The service worker's address: public/sw.js, copied to the root of the build. */
export const SERVICE_WORKER_URL = '/sw.js';
/** The worker's cache (CACHE in public/sw.js): the page adds to it what a screen kept offline needs. */
export const SHELL_CACHE = 'zakupki-shell-v1';

/**
 * Puts the scripts and styles this page has loaded so far (the lazy chunks of the screen on it)
 * into the worker's cache, so that a reload without a network opens the same screen. The worker
 * keeps only what it fetched itself, and a screen's chunks may have loaded before it took control.
 */
export async function keepLoadedAssets() {
  if (!('caches' in window)) return;
  const paths = new Set(
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
      .map((url) => url.pathname),
  );
  const cache = await caches.open(SHELL_CACHE);
  await Promise.all(
    [...paths, '/'].map(async (path) => {
      if (!(await cache.match(path))) await cache.add(path).catch(() => undefined);
    }),
  );
}

/**
 * Registers the service worker (the installable app of issue 27) in production builds only: in
 * development Vite's modules must never come from a cache. After the page has loaded, so that the
 * worker's first downloads do not compete with the page's own.
 */
export function registerServiceWorker(production = import.meta.env.PROD) {
  if (!production || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => {
      // Without the worker the app works as before, only without the offline shell.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
