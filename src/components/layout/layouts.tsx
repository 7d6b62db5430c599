import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Footer } from './Footer';
import { Header } from './Header';
import { SideMenu } from './SideMenu';

const Main = ({ children }: { children: ReactNode }) => (
  <Box component="main" id="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
    {children}
  </Box>
);

const Page = ({ children }: { children: ReactNode }) => (
  <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>{children}</Box>
);

/** Header, side menu, footer. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <Header />
      <Box sx={{ display: 'flex', flexGrow: 1 }}>
        <SideMenu />
        <Main>{children}</Main>
      </Box>
      <Footer />
    </Page>
  );
}

/** Header and footer, no side menu. */
export function LoginLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <Header />
      <Main>{children}</Main>
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
export const LoginLayoutRoute = () => (
  <LoginLayout>
    <Outlet />
  </LoginLayout>
);
export const EmptyLayoutRoute = () => <Outlet />;
