import { Route, Routes } from 'react-router';
import { CatalogPanelProvider } from '@/components/layout/catalog-panel-context';
import { DefaultLayoutRoute, EmptyLayoutRoute, LoginLayoutRoute } from '@/components/layout/layouts';
import { ShellProvider } from '@/components/layout/ShellProvider';
import { GuardedPage } from './GuardedPage';
import { GENERAL_ROUTES, type LayoutName } from './general-routes';
import { ROUTES } from './shell-table';

const notFound = () => import('@/pages/not-found');

const generalRoutesOf = (layout: LayoutName) =>
  GENERAL_ROUTES.filter((r) => r.layout === layout).map((r) => (
    <Route
      key={r.path}
      path={r.path}
      element={<GuardedPage name={r.name} guards={r.guards} page={r.page} />}
    />
  ));

/**
 * The route tree: general routes, every derived resource route, then the 404 page. The progress
 * bar, print styles and new-version dialog are mounted once by the entry (src/Root.tsx).
 */
export function AppRoutes() {
  return (
    <ShellProvider>
      <CatalogPanelProvider>
        <Routes>
          <Route element={<LoginLayoutRoute />}>{generalRoutesOf('login')}</Route>
          <Route element={<EmptyLayoutRoute />}>{generalRoutesOf('empty')}</Route>
          <Route element={<DefaultLayoutRoute />}>
            {generalRoutesOf('default')}
            {ROUTES.map((r) => (
              <Route
                key={r.path}
                path={r.path}
                element={<GuardedPage name={r.name} guards={r.guards} page={r.page} />}
              />
            ))}
            <Route path="*" element={<GuardedPage name="not-found" guards={[]} page={notFound} />} />
          </Route>
        </Routes>
      </CatalogPanelProvider>
    </ShellProvider>
  );
}
