import MenuIcon from '@mui/icons-material/Menu';
import { Box, Drawer, IconButton } from '@mui/material';
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { MEDIA } from '@/modules/constants';
import { lazyComponent } from '@/router/lazy-component';
import { useShell } from './shell-context';
import { VisitorButtons } from './visitor-buttons';

// The signed-in menu lives in the app shell's chunk (the side menu uses it too); the public pages
// of the entry show only the login buttons here.
const MenuSections = lazyComponent(() => import('./MenuSections').then((m) => ({ default: m.MenuSections })));

/** The menu of the mobile layout (≤767 px): a button, closed on route change and on the backdrop. */
export function MobileMenu() {
  const { session } = useShell();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new path
  useEffect(() => setOpen(false), [pathname]);
  return (
    <Box sx={{ [MEDIA.notMobile]: { display: 'none' } }} className="no-print">
      <IconButton aria-label="Открыть меню" aria-expanded={open} onClick={() => setOpen(true)} edge="start">
        <MenuIcon />
      </IconButton>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { 'aria-label': 'Мобильное меню' } }}
      >
        <Box sx={{ width: 280, py: 1 }} role="navigation" aria-label="Мобильное меню">
          {session.authenticated ? (
            <Suspense fallback={null}>
              <MenuSections />
            </Suspense>
          ) : (
            <Box sx={{ p: 2 }}>
              <VisitorButtons />
            </Box>
          )}
        </Box>
      </Drawer>
    </Box>
  );
}
