import { Paper, Stack } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';

/** A form on an outlined card of its own, its parts one under another. */
export function FormCard({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="form"
      aria-label={label}
      onSubmit={onSubmit}
      noValidate
    >
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}
