import { Alert } from '@mui/material';
import type { FieldErrors } from 'react-hook-form';

/** The form-level error (the server's `detail`), announced to screen readers. */
export function FormMessage({ errors }: { errors: FieldErrors }) {
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}
