import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { i18nProvider } from '@/i18n/provider';
import { accessControlProvider } from '@/providers/access-control';
import { authProvider, watchSessionExpiry } from '@/providers/auth-provider';
import { dataProviders } from '@/providers/data-provider';
import { Notifications, notificationProvider } from '@/providers/notification';
import { queryClient } from '@/providers/query-client';
import { toRefineResources } from '@/providers/refine-resources';
import { theme } from '@/providers/theme';
import { resources } from '@/resources';
import { AppRoutes } from '@/router/AppRoutes';

const refineResources = toRefineResources(resources);

export function App() {
  useEffect(() => watchSessionExpiry(), []);
  return (
    <BrowserRouter>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Refine
          routerProvider={routerProvider}
          dataProvider={dataProviders}
          authProvider={authProvider}
          accessControlProvider={accessControlProvider}
          i18nProvider={i18nProvider}
          notificationProvider={notificationProvider}
          resources={refineResources}
          options={{
            reactQuery: { clientConfig: queryClient },
            disableTelemetry: true,
            warnWhenUnsavedChanges: true,
            syncWithLocation: false,
          }}
        >
          <AppRoutes />
          <Notifications />
        </Refine>
      </ThemeProvider>
    </BrowserRouter>
  );
}
