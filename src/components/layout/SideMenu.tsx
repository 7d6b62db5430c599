import ChevronLeft from '@mui/icons-material/ChevronLeft';
import MenuOpen from '@mui/icons-material/MenuOpen';
import { Box, IconButton, Tooltip, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import { MOBILE_MAX_PX, SIDE_MENU_COLLAPSE_MAX_PX } from '@/modules/constants';
import { useCatalogPanel } from './catalog-panel-context';
import { MenuSections } from './MenuSections';
import { useShell } from './shell-context';

const WIDE = 248;
const NARROW = 56;

/**
 * Side menu (spec 000 §2): authenticated users only; collapsed at ≤1279 px and while the orders
 * catalog panel is open, until the user toggles it. Hidden on mobile (the mobile menu replaces it).
 */
export function SideMenu() {
  const { session } = useShell();
  const narrowWindow = useMediaQuery(`(max-width:${SIDE_MENU_COLLAPSE_MAX_PX}px)`, { noSsr: true });
  const mobile = useMediaQuery(`(max-width:${MOBILE_MAX_PX}px)`, { noSsr: true });
  const { open: catalogOpen } = useCatalogPanel();
  const automatic = narrowWindow || catalogOpen;
  // A manual toggle holds until the automatic state (window width, catalog panel) changes.
  const [override, setOverride] = useState<{ automatic: boolean; collapsed: boolean } | null>(null);
  if (!session.authenticated || mobile) return null;
  const collapsed = override && override.automatic === automatic ? override.collapsed : automatic;
  return (
    <Box
      component="aside"
      aria-label="Боковое меню"
      data-collapsed={collapsed}
      className="no-print"
      sx={{
        width: collapsed ? NARROW : WIDE,
        flexShrink: 0,
        borderRight: 1,
        borderColor: 'divider',
        transition: 'width .2s',
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', p: 0.5 }}>
        <Tooltip title={collapsed ? 'Развернуть меню' : 'Свернуть меню'}>
          <IconButton
            size="small"
            onClick={() => setOverride({ automatic, collapsed: !collapsed })}
            aria-label={collapsed ? 'Развернуть меню' : 'Свернуть меню'}
            aria-expanded={!collapsed}
          >
            {collapsed ? <MenuOpen /> : <ChevronLeft />}
          </IconButton>
        </Tooltip>
      </Box>
      <MenuSections collapsed={collapsed} />
    </Box>
  );
}
