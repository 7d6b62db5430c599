import { Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { VisitorButtons } from './visitor-buttons';

/** The header's box: an optional banner above the row, the row, an optional navigation below. */
export function HeaderFrame({
  above,
  below,
  children,
}: {
  above?: ReactNode;
  below?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      component="header"
      className="no-print"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      {above}
      <Stack direction="row" alignItems="center" spacing={2} sx={{ px: 2, minHeight: 56 }}>
        {children}
      </Stack>
      {below}
    </Box>
  );
}

/**
 * The header a visitor sees (what Header renders without a session), for the public pages the
 * entry renders before the app shell — without the signed-in user's menus.
 */
export function VisitorHeader() {
  return (
    <HeaderFrame>
      <MobileMenu />
      <Logo />
      <Box sx={{ flexGrow: 1 }} />
      <VisitorButtons />
    </HeaderFrame>
  );
}
