import { Stack, Typography } from '@mui/material';

/** The 500 page of spec 000 §8 (a route names a guard that does not exist). */
export function ServerErrorPage({ message }: { message: string }) {
  return (
    <Stack spacing={2} sx={{ py: 8, textAlign: 'center' }} role="alert">
      <Typography variant="h2" component="h1">
        500
      </Typography>
      <Typography>{message}</Typography>
    </Stack>
  );
}
