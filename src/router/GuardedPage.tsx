import { Suspense } from 'react';
import { Navigate } from 'react-router';
import { PageErrorBoundary } from '@/components/error-boundary';
import { useShell } from '@/components/layout/shell-context';
import type { PageLoader } from '@/resources/types';
import { canOpenPage } from './gating';
import { runGuards } from './guards';
import { lazyPage } from './lazy-page';
import { PageLoading } from './PageLoading';
import { ServerErrorPage } from './ServerErrorPage';
import { PAGE_PERMISSIONS } from './shell-table';

interface Props {
  /** The route's base name for the page-permission check. */
  name: string;
  guards: readonly string[];
  page: PageLoader;
}

/**
 * Runs the route's guards, then the page-permission check, then renders the lazy page inside its
 * own error boundary (a failing screen never blanks the app).
 */
export function GuardedPage({ name, guards, page }: Props) {
  const { session, userLoaded } = useShell();
  if (session.authenticated && !userLoaded) {
    // Fetch the page's chunks while the user loads, not after (issue 27: one round trip less).
    lazyPage(page)
      .preload()
      .catch(() => undefined);
    return <PageLoading />;
  }
  const outcome = runGuards(guards, session);
  if (outcome.kind === 'unknown') return <ServerErrorPage message={`Unknown middleware ${outcome.name}`} />;
  if (outcome.kind === 'redirect') return <Navigate to={outcome.to} replace />;
  if (!canOpenPage(name, PAGE_PERMISSIONS, session.access)) return <Navigate to="/no-access" replace />;
  const Page = lazyPage(page);
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}
