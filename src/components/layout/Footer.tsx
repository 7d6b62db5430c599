import { Box, Typography } from '@mui/material';
import { Logo } from './Logo';

export function Footer() {
  return (
    <Box
      component="footer"
      className="no-print"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 3,
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Logo />
      <Typography variant="body2" color="text.secondary">
        © 2026 Закупки B2B
      </Typography>
    </Box>
  );
}
