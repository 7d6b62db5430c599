import { Suspense, startTransition, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { PageErrorBoundary } from '@/components/error-boundary';
import { useShell } from '@/components/layout/shell-context';
import type { PageLoader } from '@/kernel/resource';
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

/** Set once the shell has committed its first page slot: the app's first page waits for that. */
let shellShown = false;

/**
 * Whether the page may render now. The app's first page waits one commit, so that the shell and
 * the page are two commits (two shorter tasks on a slow phone, issue 27) and the shell is not held
 * back by the page's code (issue 24). A page whose code is still on its way shows the loading state
 * without a Suspense fallback and is revealed in a transition once its code is here: React 19 holds
 * any reveal after a shown fallback back by up to 300 ms.
 */
function usePageReveal(page: PageLoader): boolean {
  const component = lazyPage(page);
  const [revealed, setRevealed] = useState<PageLoader | null>(null);
  const ready = revealed === page || (shellShown && component.loaded());
  useEffect(() => {
    shellShown = true;
    if (ready) return;
    let alive = true;
    const reveal = () => {
      if (alive) startTransition(() => setRevealed(page));
    };
    // A failed load is revealed too: the lazy page then reports it to the error boundary.
    component.preload().then(reveal, reveal);
    return () => {
      alive = false;
    };
  }, [ready, page, component]);
  return ready;
}

/**
 * Runs the route's guards, then the page-permission check, then renders the lazy page inside its
 * own error boundary (a failing screen never blanks the app).
 */
export function GuardedPage({ name, guards, page }: Props) {
  const { session, userLoaded } = useShell();
  const ready = usePageReveal(page);
  // The page's chunks are fetched while the user loads, not after (issue 27: one round trip less).
  if (session.authenticated && !userLoaded) return <PageLoading />;
  const outcome = runGuards(guards, session);
  if (outcome.kind === 'unknown') return <ServerErrorPage message={`Unknown middleware ${outcome.name}`} />;
  if (outcome.kind === 'redirect') return <Navigate to={outcome.to} replace />;
  if (!canOpenPage(name, PAGE_PERMISSIONS, session.access)) return <Navigate to="/no-access" replace />;
  if (!ready) return <PageLoading />;
  const Page = lazyPage(page);
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}
