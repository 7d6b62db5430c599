import { Box, CircularProgress } from '@mui/material';
import { useLogout } from '@refinedev/core';
import { useEffect, useRef } from 'react';
import { LOGIN_PAGE } from '@/providers/auth-provider';

/** /logout: ends the session and opens the login page. */
export default function LogoutPage() {
  const { mutate: logout } = useLogout<{ redirectPath: string }>();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout({ redirectPath: LOGIN_PAGE });
  }, [logout]);
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label="Выходим" />
    </Box>
  );
}
