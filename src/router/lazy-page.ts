import { isChunkLoadError, reloadAfterChunkError } from '@/components/version-check/chunk-reload';
import type { PageLoader } from '@/kernel/resource';
import { type LazyComponent, lazyComponent } from './lazy-component';

const cache = new Map<PageLoader, LazyComponent<object>>();

/**
 * One lazy component per page loader; `lazyPage(loader).preload()` starts its download early and
 * lets its first render skip the Suspense fallback. A chunk that fails to load (the files changed
 * after a deploy) reloads the page, at most once per 60 s; otherwise the error reaches the boundary.
 */
export function lazyPage(loader: PageLoader): LazyComponent<object> {
  let component = cache.get(loader);
  if (!component) {
    component = lazyComponent(() =>
      loader().catch((error: unknown) => {
        if (isChunkLoadError(error)) reloadAfterChunkError();
        throw error;
      }),
    );
    cache.set(loader, component);
  }
  return component;
}
