import { Box, Link } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { Link as RouterLink } from 'react-router';

/**
 * The product mark; always a link to the home page. Its name is its text (no aria-label that could
 * differ from what is seen): «Закупки B2B», on narrow screens read but not shown, and where it leads.
 */
export function Logo() {
  return (
    <Link
      component={RouterLink}
      to="/"
      underline="none"
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
      <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden })}>
        Закупки B2B
      </Box>{' '}
      <Box component="span" sx={visuallyHidden}>
        — на главную
      </Box>
    </Link>
  );
}
