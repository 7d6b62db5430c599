import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Footer } from './Footer';
import { VisitorHeader } from './header-frame';

// Apart from layouts.tsx: the entry renders the public pages in this layout with the visitor's
// header, without importing the side menu and the signed-in header.

export const Main = ({ children }: { children: ReactNode }) => (
  <Box component="main" id="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
    {children}
  </Box>
);

export const Page = ({ children }: { children: ReactNode }) => (
  <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>{children}</Box>
);

/** Header and footer, no side menu. */
export function LoginLayout({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <Page>
      {header}
      <Main>{children}</Main>
      <Footer />
    </Page>
  );
}

/** The login layout for the entry's public pages: a visitor has no session, hence no user menus. */
export const VisitorLayoutRoute = () => (
  <LoginLayout header={<VisitorHeader />}>
    <Outlet />
  </LoginLayout>
);
