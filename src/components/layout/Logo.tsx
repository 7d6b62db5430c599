import { Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** The product mark; always a link to the home page. */
export function Logo() {
  return (
    <Link
      component={RouterLink}
      to="/"
      underline="none"
      aria-label="Закупки B2B — на главную"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'inherit', fontWeight: 700 }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        З
      </Box>
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        Закупки B2B
      </Box>
    </Link>
  );
}
