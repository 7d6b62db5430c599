import { loginBody } from '@contract/users';
import type { z } from '@contract/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Link, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { applyServerError, fieldProps } from '@/providers/form-errors';
import { invalidateAuthStore, publicAuth, useAuthAction } from '@/public/auth-actions';
import { PasswordField } from '@/public/PasswordField';
import { PlainTextField } from '@/public/PlainTextField';
import { FormMessage } from './FormMessage';
import { afterLoginPath } from './safe-redirect';

type Values = z.input<typeof loginBody>;

export function LoginForm() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const form = useForm<Values, unknown, z.output<typeof loginBody>>({
    resolver: zodResolver(loginBody),
    defaultValues: { username: '', password: '' },
  });
  const { handleSubmit, setError, formState } = form;
  const { errors } = formState;
  // The form shows the outcome itself (no snackbar) and decides where to go.
  const { mutateAsync: login, isPending } = useAuthAction(publicAuth.login);

  const submit = handleSubmit(async ({ username, password }) => {
    const result = await login({ email: username, password });
    if (!result.success) return applyServerError(result.error, setError, ['username', 'password']);
    await invalidateAuthStore();
    navigate(afterLoginPath(search), { replace: true });
  });

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label="Вход">
      <FormMessage errors={errors} />
      <PlainTextField
        label="E-mail"
        type="email"
        autoComplete="username"
        autoFocus
        {...fieldProps(form, 'username')}
      />
      <PasswordField label="Пароль" autoComplete="current-password" {...fieldProps(form, 'password')} />
      <Button type="submit" variant="contained" size="large" disabled={isPending}>
        {isPending ? 'Входим…' : 'Войти'}
      </Button>
      <Link component={RouterLink} to="/forgot-password" sx={{ alignSelf: 'center' }}>
        Забыли пароль?
      </Link>
    </Stack>
  );
}
