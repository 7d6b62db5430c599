import { Alert, Button } from '@mui/material';

/**
 * What a page shows when its code could not be loaded even after the one automatic reload
 * (spec 000 §8): a Russian message and «Обновить», never a blank page.
 */
export function PageLoadFailure({ reload = () => window.location.reload() }: { reload?: () => void }) {
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={reload}>
          Обновить
        </Button>
      }
    >
      Не удалось загрузить страницу. Проверьте подключение к интернету и обновите страницу.
    </Alert>
  );
}
