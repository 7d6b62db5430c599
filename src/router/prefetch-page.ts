import { matchRoutes } from 'react-router';
import type { PageLoader } from '@/kernel/resource';
import { GENERAL_ROUTES } from './general-routes';
import { lazyPage } from './lazy-page';
import { ROUTES } from './shell-table';

/**
 * Starts downloading the page of `pathname` (the route <AppRoutes> will pick) as soon as the shell's
 * code runs, instead of after the shell's first render (issue 27: slow phones). A page the guards
 * then refuse costs only its download; a failure is left to the lazy page to report. Resolves once
 * the page's code is here (or could not be loaded).
 */
export function prefetchPage(pathname: string): Promise<unknown> {
  const routes: { path: string; page: PageLoader }[] = [...GENERAL_ROUTES, ...ROUTES];
  const page = matchRoutes(routes, pathname)?.at(-1)?.route.page;
  return page
    ? lazyPage(page)
        .preload()
        .catch(() => undefined)
    : Promise.resolve();
}
