import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { ErrorBoundary, PageErrorBoundary } from '@/components/error-boundary';
import { PageLoadFailure } from '@/components/error-boundary/PageLoadFailure';
import { PrintStyles } from '@/components/layout/print-styles';
import { ProgressBar } from '@/components/progress-bar';
import { VersionCheck } from '@/components/version-check';
import { loadMe } from '@/providers/auth-provider/identity';
import { session } from '@/providers/session';
import { baseTheme } from '@/providers/theme/base';
import { PublicApp } from '@/public/PublicApp';
import { isPublicPath } from '@/public/public-paths';
import { lazyPage } from '@/router/lazy-page';
import { PageLoading } from '@/router/PageLoading';

/** The Refine app shell: every route but the public pages of a visitor (issue 12: login ≤ 200 kB). */
const loadShell = () => import('./App');
/** Longest wait for the shell's code before the first render shows what is here. */
const CODE_WAIT_MS = 1000;

/**
 * Resolves when the entry may render: at once for a visitor's public page; for a signed-in visit
 * (or any page but the public ones) once the shell's code is here (named in index.html), or after
 * CODE_WAIT_MS. A first render that reached it still loading would show a fallback, and React then
 * holds the next reveal back by up to 300 ms (issue 24). The page's code, also named in index.html,
 * keeps arriving while the shell renders; the shell reveals the page when it is here
 * (router/GuardedPage.tsx). A failure surfaces through the lazy components.
 */
export function entryReady(): Promise<unknown> {
  if (!session.getToken() && isPublicPath(window.location.pathname)) return Promise.resolve();
  const code = lazyPage(loadShell).preload();
  return Promise.race([code, new Promise((resolve) => setTimeout(resolve, CODE_WAIT_MS))]).catch(
    () => undefined,
  );
}
// The signed-in user (access map, modules) too: the shell's first render waits for it (issue 27).
// loadMe caches the answer per token; a failure is the shell's to handle when it asks again.
if (session.getToken()) loadMe().catch(() => undefined);

/** Public page of a visitor → rendered here; anything else (or any page with a session) → the shell. */
function EntrySwitch() {
  const { pathname } = useLocation();
  if (!session.getToken() && isPublicPath(pathname)) return <PublicApp />;
  const Shell = lazyPage(loadShell);
  return (
    <ErrorBoundary fallback={<PageLoadFailure />}>
      <Suspense fallback={<PageLoading />}>
        <Shell />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * The entry's tree: router, theme, the progress bar and the new-version dialog of every page. The
 * query client and Refine belong to the shell (App.tsx).
 */
export function Root() {
  return (
    <BrowserRouter>
      <ThemeProvider theme={baseTheme}>
        <CssBaseline />
        <PrintStyles />
        <ProgressBar />
        <VersionCheck />
        <PageErrorBoundary>
          <EntrySwitch />
        </PageErrorBoundary>
      </ThemeProvider>
    </BrowserRouter>
  );
}
