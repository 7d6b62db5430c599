import { Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '@/components/layout/use-page-title';

/** A short explanation page with a way back home. */
export function MessagePage({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Stack spacing={2} alignItems="flex-start" sx={{ maxWidth: 640, py: 4 }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography>{text}</Typography>
      {children}
      <Button component={RouterLink} to="/" variant="contained">
        На главную
      </Button>
    </Stack>
  );
}
