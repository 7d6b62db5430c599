import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** Login and registration, for visitors without a session (header and mobile menu). */
export function VisitorButtons() {
  return (
    <Stack direction="row" spacing={1} className="no-print">
      <Button component={RouterLink} to="/login" variant="contained" size="small">
        Войти
      </Button>
      <Button component={RouterLink} to="/login?message=registration" size="small">
        Регистрация
      </Button>
    </Stack>
  );
}
