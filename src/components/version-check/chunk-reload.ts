import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_STORAGE_KEY } from '@/modules/constants';

interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

const browserDeps = (): ReloadDeps => ({
  storage: window.sessionStorage,
  now: () => Date.now(),
  reload: () => window.location.reload(),
});

/**
 * After a failed chunk load (a deploy replaced the files) reload the page, at most once per
 * 60 s (spec 000 §8/§9) so a really broken chunk cannot loop. Returns whether it reloaded.
 */
export function reloadAfterChunkError(deps: ReloadDeps = browserDeps()): boolean {
  const last = Number(deps.storage.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? 0);
  const now = deps.now();
  if (last && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  deps.storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  deps.reload();
  return true;
}

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export const isChunkLoadError = (error: unknown) => error instanceof Error && CHUNK_ERROR.test(error.message);

/** Vite reports failed preloads with this event; returns the unsubscribe function. */
export function listenForPreloadErrors(): () => void {
  const onError = (event: Event) => {
    if (reloadAfterChunkError()) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onError);
  return () => window.removeEventListener('vite:preloadError', onError);
}
