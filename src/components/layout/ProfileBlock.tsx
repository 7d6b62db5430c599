import AccountCircle from '@mui/icons-material/AccountCircle';
import { Button, Divider, ListSubheader, Menu, MenuItem, Stack } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { moduleById } from '@/modules';
import { showAdminEntry, showReturnToAdmin } from '@/router/gating';
import { useShell } from './shell-context';
import { VisitorButtons } from './visitor-buttons';

const ADMIN_LINKS = moduleById('admin').links ?? [];

/** Login/registration for visitors; the user's menu, the Admin entry and «Вернутся в админа» otherwise. */
export function ProfileBlock() {
  const { session, userName, returnToAdmin, openAdminPage } = useShell();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  if (!session.authenticated) return <VisitorButtons />;
  const close = () => setAnchor(null);
  const go = (path: string) => {
    close();
    navigate(path);
  };
  return (
    <Stack direction="row" spacing={1} alignItems="center" className="no-print">
      {showReturnToAdmin(session) && (
        <Button variant="outlined" size="small" color="warning" onClick={() => void returnToAdmin()}>
          Вернутся в админа
        </Button>
      )}
      <Button
        color="inherit"
        size="small"
        startIcon={<AccountCircle />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', maxWidth: 240 }}
      >
        <span className="profile-name">{userName ?? 'Профиль'}</span>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem onClick={() => go('/profile')}>Профиль</MenuItem>
        {showAdminEntry(session) && [
          <Divider key="divider" />,
          <ListSubheader key="header">Админка</ListSubheader>,
          ...ADMIN_LINKS.map((link) => (
            <MenuItem
              key={link.path}
              onClick={() => {
                close();
                void openAdminPage(link.path);
              }}
            >
              {link.label}
            </MenuItem>
          )),
          <Divider key="divider-2" />,
        ]}
        <MenuItem onClick={() => go('/logout')}>Выйти</MenuItem>
      </Menu>
    </Stack>
  );
}
