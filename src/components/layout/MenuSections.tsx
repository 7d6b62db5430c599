import { List, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Tooltip } from '@mui/material';
import { Fragment } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { moduleById } from '@/modules';
import type { ModuleId } from '@/modules/types';
import { isBackOfficeAtHome } from '@/router/session';
import { MODULE_ICONS } from './module-icons';
import { useShell } from './shell-context';
import { isActivePath } from './TopNav';

/**
 * The sections of the side and mobile menus: each enabled module with its gated links (the admin
 * group for a back-office user at home). Collapsed, only the module icons remain.
 */
export function MenuSections({ collapsed = false }: { collapsed?: boolean }) {
  const { session, switcher, navOf } = useShell();
  const { pathname } = useLocation();
  const firstSegment = pathname.split('/')[1] ?? '';
  const modules: ModuleId[] = isBackOfficeAtHome(session)
    ? ['admin']
    : switcher.filter((e) => !e.disabled).map((e) => e.module.id);
  return (
    <List dense disablePadding component="div">
      {modules.map((id) => {
        const module = moduleById(id);
        const links = navOf(id);
        const activeSection = module.segments.includes(firstSegment);
        if (collapsed) {
          return (
            <Tooltip key={id} title={module.label} placement="right">
              <ListItemButton
                component={RouterLink}
                to={module.target}
                selected={activeSection}
                aria-label={module.label}
              >
                <ListItemIcon sx={{ minWidth: 0 }}>{MODULE_ICONS[id]}</ListItemIcon>
              </ListItemButton>
            </Tooltip>
          );
        }
        return (
          <Fragment key={id}>
            <ListSubheader
              component="div"
              disableSticky
              sx={{ display: 'flex', alignItems: 'center', gap: 1, lineHeight: '36px' }}
            >
              {MODULE_ICONS[id]}
              {module.label}
            </ListSubheader>
            {links.map((link) => (
              <ListItemButton
                key={link.path}
                component={RouterLink}
                to={link.path}
                selected={isActivePath(pathname, link.path)}
                sx={{ pl: 4 }}
              >
                <ListItemText primary={link.label} />
              </ListItemButton>
            ))}
          </Fragment>
        );
      })}
    </List>
  );
}
