import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { isChunkLoadError, reloadAfterChunkError } from '@/components/version-check/chunk-reload';
import type { PageLoader } from '@/resources/types';

const cache = new Map<PageLoader, LazyExoticComponent<ComponentType>>();

/**
 * One lazy component per page loader. A chunk that fails to load (the files changed after a
 * deploy) reloads the page, at most once per 60 s; otherwise the error reaches the boundary.
 */
export function lazyPage(loader: PageLoader): LazyExoticComponent<ComponentType> {
  let component = cache.get(loader);
  if (!component) {
    component = lazy(() =>
      loader().catch((error: unknown) => {
        if (isChunkLoadError(error)) reloadAfterChunkError();
        throw error;
      }),
    );
    cache.set(loader, component);
  }
  return component;
}
