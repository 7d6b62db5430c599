import { Button, Stack } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { MEDIA } from '@/modules/constants';
import { showTopNav } from '@/router/gating';
import { useShell } from './shell-context';

export const isActivePath = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(`${path}/`);

/** Top navigation of the active module (spec 000 §2), gated by the access map (§6). */
export function TopNav() {
  const { session, nav } = useShell();
  const { pathname } = useLocation();
  if (!showTopNav(session) || nav.length === 0) return null;
  return (
    <Stack
      component="nav"
      aria-label="Навигация раздела"
      direction="row"
      spacing={0.5}
      sx={{
        [MEDIA.mobile]: { display: 'none' },
        flexWrap: 'wrap',
        px: 2,
        py: 0.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {nav.map((item) => {
        const active = isActivePath(pathname, item.path);
        return (
          <Button
            key={item.path}
            component={RouterLink}
            to={item.path}
            size="small"
            color={active ? 'primary' : 'inherit'}
            aria-current={active ? 'page' : undefined}
            sx={{ fontWeight: active ? 700 : 400 }}
          >
            {item.label}
          </Button>
        );
      })}
    </Stack>
  );
}
