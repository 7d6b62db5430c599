import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { Authenticated, type AuthProvider, Refine } from '@refinedev/core';
import { AuthPage, RefineSnackbarProvider, ThemedLayout, useNotificationProvider } from '@refinedev/mui';
import routerProvider, { CatchAllNavigate, NavigateToResource } from '@refinedev/react-router';
import dataProvider from '@refinedev/simple-rest';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router';

/**
 * The floor (issue 48): the smallest app on the product's own stack and versions — Refine with its
 * MUI parts, a login page and one DataGrid list of 10 000 rows from a JSON server — so the product's
 * front-end figures are read as ratios to what the stack itself costs on the same machine, same run.
 */
const ItemList = lazy(() => import('./ItemList'));

const authProvider: AuthProvider = {
  login: async () => {
    localStorage.setItem('floor-token', 'signed-in');
    return { success: true, redirectTo: '/items' };
  },
  logout: async () => {
    localStorage.removeItem('floor-token');
    return { success: true, redirectTo: '/login' };
  },
  check: async () =>
    localStorage.getItem('floor-token')
      ? { authenticated: true }
      : { authenticated: false, redirectTo: '/login' },
  onError: async () => ({}),
};

function App() {
  return (
    <BrowserRouter>
      <ThemeProvider theme={createTheme()}>
        <CssBaseline />
        <RefineSnackbarProvider>
          <Refine
            dataProvider={dataProvider('/api')}
            routerProvider={routerProvider}
            authProvider={authProvider}
            notificationProvider={useNotificationProvider}
            resources={[{ name: 'items', list: '/items' }]}
            options={{ disableTelemetry: true }}
          >
            <Routes>
              <Route
                element={
                  <Authenticated key="app" fallback={<CatchAllNavigate to="/login" />}>
                    <ThemedLayout>
                      <Suspense>
                        <Outlet />
                      </Suspense>
                    </ThemedLayout>
                  </Authenticated>
                }
              >
                <Route path="/items" element={<ItemList />} />
              </Route>
              <Route
                element={
                  <Authenticated key="auth" fallback={<Outlet />}>
                    <NavigateToResource resource="items" />
                  </Authenticated>
                }
              >
                <Route path="/login" element={<AuthPage type="login" />} />
              </Route>
            </Routes>
          </Refine>
        </RefineSnackbarProvider>
      </ThemeProvider>
    </BrowserRouter>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
