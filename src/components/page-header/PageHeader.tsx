import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A page's heading with its actions at the right; on a narrow screen the actions wrap under it. */
export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" gap={2}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
