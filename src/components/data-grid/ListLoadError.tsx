import { Alert, Button } from '@mui/material';
import { HttpError } from '@/providers/http';
import { LIST_LOAD_FAILED } from './list-state';

/**
 * A list that failed to load says so above its grid, with «Повторить» (spec 000 §8: a server
 * failure is only logged, never a snackbar; the screen shows its real state, not «пока нет»).
 * A refusal (403) is named by the grid's own empty text instead.
 */
export function ListLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (!error || (error instanceof HttpError && error.statusCode === 403)) return null;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Повторить
        </Button>
      }
    >
      {LIST_LOAD_FAILED}
    </Alert>
  );
}
