import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoginLayout, Main, Page } from './login-layout';
import { SideMenu } from './SideMenu';

/**
 * Header, side menu, footer. The footer starts below the first screen: a page's content arrives
 * after the shell, and a footer on screen would jump down with it (a layout shift).
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <Header />
      <Box sx={{ display: 'flex', flexGrow: 1, minHeight: '100vh' }}>
        <SideMenu />
        <Main>{children}</Main>
      </Box>
      <Footer />
    </Page>
  );
}

export function EmptyLayout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/** Layout routes: the layout stays mounted while the pages under it change. */
export const DefaultLayoutRoute = () => (
  <DefaultLayout>
    <Outlet />
  </DefaultLayout>
);
export const EmptyLayoutRoute = () => <Outlet />;

export const LoginLayoutRoute = () => (
  <LoginLayout header={<Header />}>
    <Outlet />
  </LoginLayout>
);
export { LoginLayout };
