import { Suspense, useMemo } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { ErrorBoundary } from '@/components/error-boundary';
import { PageLoadFailure } from '@/components/error-boundary/PageLoadFailure';
import { VisitorLayoutRoute } from '@/components/layout/login-layout';
import { ShellContext, type ShellState } from '@/components/layout/shell-context';
import LoginPage from '@/pages/login';
import { lazyPage } from '@/router/lazy-page';
import { PageLoading } from '@/router/PageLoading';
import { readShellSession } from '@/router/read-session-cookies';

const nothing = async () => undefined;

// The login page is part of the entry (the page most visitors open first: no second round trip);
// the password pages are lazy, the same chunks the shell's routes load.
const ForgotPasswordPage = lazyPage(() => import('@/pages/forgot-password'));
const RestorePasswordPage = lazyPage(() => import('@/pages/restore-password'));
const PrivacyPage = lazyPage(() => import('@/pages/privacy'));
const UnsubscribePage = lazyPage(() => import('@/pages/unsubscribe'));
const lazyElement = (Page: ReturnType<typeof lazyPage>) => (
  <ErrorBoundary fallback={<PageLoadFailure />}>
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  </ErrorBoundary>
);

/**
 * The public pages for a visitor without a session, in the same layout the shell gives them, with
 * the shell state of a visitor (no user, no navigation). Everything else is the lazy app shell.
 */
export function PublicApp() {
  const navigate = useNavigate();
  const state = useMemo<ShellState>(
    () => ({
      session: readShellSession(undefined),
      userName: null,
      userLoaded: true,
      settings: null,
      reloadUser: nothing,
      activeModule: undefined,
      nav: [],
      navOf: () => [],
      switcher: [],
      returnToAdmin: nothing,
      openAdminPage: async (path) => navigate(path),
    }),
    [navigate],
  );
  return (
    <ShellContext.Provider value={state}>
      <Routes>
        <Route element={<VisitorLayoutRoute />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/forgot-password" element={lazyElement(ForgotPasswordPage)} />
          <Route path="/restore-password" element={lazyElement(RestorePasswordPage)} />
          <Route path="/privacy" element={lazyElement(PrivacyPage)} />
          <Route path="/unsubscribe" element={lazyElement(UnsubscribePage)} />
        </Route>
      </Routes>
    </ShellContext.Provider>
  );
}
