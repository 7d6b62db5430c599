/** The service worker's address: public/sw.js, copied to the root of the build. */
export const SERVICE_WORKER_URL = '/sw.js';

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
