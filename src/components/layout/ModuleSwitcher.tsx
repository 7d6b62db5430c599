import { Button, Stack } from '@mui/material';
import { useNavigate } from 'react-router';
import { MEDIA } from '@/modules/constants';
import { MODULE_ICONS } from './module-icons';
import { useShell } from './shell-context';

/** Module switcher (spec 000 §1): logged-in users only; greyed out when the module is off. */
export function ModuleSwitcher() {
  const { session, switcher, activeModule } = useShell();
  const navigate = useNavigate();
  if (!session.authenticated) return null;
  return (
    <Stack
      component="nav"
      aria-label="Модули"
      direction="row"
      spacing={0.5}
      sx={{ [MEDIA.tabletDown]: { display: 'none' } }}
    >
      {switcher.map(({ module, disabled }) => {
        const active = module.id === activeModule;
        return (
          <Button
            key={module.id}
            size="small"
            startIcon={MODULE_ICONS[module.id]}
            disabled={disabled}
            variant={active ? 'contained' : 'text'}
            aria-current={active ? 'page' : undefined}
            data-module={module.id}
            onClick={() => navigate(module.target)}
          >
            {module.label}
          </Button>
        );
      })}
    </Stack>
  );
}
