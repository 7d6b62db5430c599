import { ThemeProvider } from '@mui/material/styles';
import { Refine, useInvalidateAuthStore } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { useEffect } from 'react';
import { FetchingProgress } from '@/components/progress-bar/FetchingProgress';
import { i18nProvider } from '@/i18n/provider';
import { accessControlProvider } from '@/providers/access-control';
import { authProvider, watchSessionExpiry } from '@/providers/auth-provider';
import { dataProviders } from '@/providers/data-provider';
import { liveProvider } from '@/providers/live';
import { notificationProvider } from '@/providers/notification';
import { queryClient } from '@/providers/query-client';
import { toRefineResources } from '@/providers/refine-resources';
import { theme } from '@/providers/theme';
import { registerAuthStoreInvalidation } from '@/public/auth-actions';
import { resources } from '@/resources';
import { AppRoutes } from '@/router/AppRoutes';
import { deferredComponent } from '@/router/lazy-component';
import { prefetchPage } from '@/router/prefetch-page';

const refineResources = toRefineResources(resources);
// The page of the address the app opened with, fetched as the shell's code runs.
prefetchPage(window.location.pathname);
// The snackbars (Alert, Snackbar and their transitions) are not on the way to the first paint; the
// store behind `notify` is, and keeps what arrives before they do (issue 27).
const Notifications = deferredComponent(() =>
  import('@/providers/notification/Notifications').then((m) => ({ default: m.Notifications })),
);

/** Lets the public login form (rendered outside Refine) refresh the shell's auth answers. */
function AuthStoreBridge() {
  const invalidate = useInvalidateAuthStore();
  useEffect(() => registerAuthStoreInvalidation(invalidate), [invalidate]);
  return null;
}

/**
 * The app shell, lazy-loaded by the entry (src/Root.tsx: router, base theme, progress bar) for
 * every route but the public pages of a visitor. Its theme adds the DataGrid's and pickers' texts.
 */
export function App() {
  useEffect(() => watchSessionExpiry(), []);
  return (
    <ThemeProvider theme={theme}>
      <Refine
        routerProvider={routerProvider}
        dataProvider={dataProviders}
        authProvider={authProvider}
        accessControlProvider={accessControlProvider}
        i18nProvider={i18nProvider}
        notificationProvider={notificationProvider}
        liveProvider={liveProvider}
        resources={refineResources}
        options={{
          reactQuery: { clientConfig: queryClient },
          disableTelemetry: true,
          warnWhenUnsavedChanges: true,
          syncWithLocation: false,
          liveMode: 'auto',
        }}
      >
        <AuthStoreBridge />
        <FetchingProgress />
        <AppRoutes />
        <Notifications />
      </Refine>
    </ThemeProvider>
  );
}

export default App;
