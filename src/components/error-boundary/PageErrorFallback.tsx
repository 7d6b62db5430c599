import { Button, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** What a screen that failed to render shows instead of a blank app. */
export function PageErrorFallback({ retry }: { retry: () => void }) {
  return (
    <Stack role="alert" spacing={2} alignItems="flex-start" sx={{ py: 4 }}>
      <Typography variant="h5" component="h1">
        Не удалось показать страницу
      </Typography>
      <Typography>
        При отображении этой страницы произошла ошибка. Мы уже получили сообщение о ней. Попробуйте ещё раз
        или вернитесь на главную.
      </Typography>
      <Stack direction="row" spacing={3} alignItems="center">
        <Button variant="contained" onClick={retry}>
          Повторить
        </Button>
        <Link component={RouterLink} to="/">
          Вернуться на главную
        </Link>
      </Stack>
    </Stack>
  );
}
