import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ErrorBoundary } from '@/components/error-boundary';
import { usePageTitle } from '@/components/layout/use-page-title';

function NotFound() {
  usePageTitle('Страница не найдена');
  return (
    <Stack spacing={2} alignItems="center" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h4" component="h1">
        Страница не найдена, ошибка 404
      </Typography>
      <Link component={RouterLink} to="/">
        Вернутся на главную
      </Link>
    </Stack>
  );
}

/** The fallback of the 404 page itself is deliberately plain (spec 000 §8). */
const RenderFailure = (
  <div style={{ padding: 32, textAlign: 'center' }}>
    <h1>Something went wrong.</h1>
    <a href="/">Go to the home page</a>
  </div>
);

export default function NotFoundPage() {
  return (
    <ErrorBoundary fallback={RenderFailure}>
      <NotFound />
    </ErrorBoundary>
  );
}
