import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthCard } from '@/pages/login/AuthCard';
import { messageOf } from '@/providers/form-errors';
import { http } from '@/providers/http';
import { session } from '@/providers/session';

export default function VerifyEmailPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const verification = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => http.get('/v1/users/verify_email', { token }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const next = session.getToken() ? { to: '/', label: 'На главную' } : { to: '/login', label: 'Войти' };

  let result: ReactNode;
  if (!token) {
    result = (
      <Alert severity="error" role="alert">
        В ссылке нет кода подтверждения. Откройте ссылку из письма целиком.
      </Alert>
    );
  } else if (verification.isPending) {
    result = <CircularProgress aria-label="Проверяем ссылку" sx={{ alignSelf: 'center' }} />;
  } else if (verification.isError) {
    result = (
      <Alert severity="error" role="alert">
        {messageOf(verification.error)}
      </Alert>
    );
  } else {
    result = (
      <Alert severity="success" role="status">
        E-mail подтверждён. Спасибо!
      </Alert>
    );
  }

  return (
    <AuthCard title="Подтверждение e-mail">
      <Stack spacing={2}>
        {result}
        <Button component={RouterLink} to={next.to} variant="outlined">
          {next.label}
        </Button>
      </Stack>
    </AuthCard>
  );
}
