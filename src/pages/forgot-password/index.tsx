import { forgotPasswordQuery } from '@contract/users';
import type { z } from '@contract/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '@/pages/login/AuthCard';
import { FormMessage } from '@/pages/login/FormMessage';
import { applyServerError, fieldProps } from '@/providers/form-errors';
import { publicAuth, useAuthAction } from '@/public/auth-actions';
import { PlainTextField } from '@/public/PlainTextField';

type Values = z.input<typeof forgotPasswordQuery>;

export default function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const form = useForm<Values, unknown, z.output<typeof forgotPasswordQuery>>({
    resolver: zodResolver(forgotPasswordQuery),
    defaultValues: { email: '' },
  });
  const { handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const { mutateAsync: requestLink, isPending } = useAuthAction(publicAuth.forgotPassword);

  const submit = handleSubmit(async (values) => {
    const result = await requestLink(values);
    if (!result.success) return applyServerError(result.error, setError, ['email']);
    setSent(true);
  });

  return (
    <AuthCard title="Восстановление пароля">
      {sent ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            Если такой e-mail зарегистрирован, мы отправили письмо со ссылкой
          </Alert>
          <Typography variant="body2">Ссылка действует 1 час. Проверьте и папку «Спам».</Typography>
        </Stack>
      ) : (
        <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label="Восстановление пароля">
          <Typography variant="body2">
            Укажите e-mail, с которым вы входите, — мы пришлём ссылку для нового пароля.
          </Typography>
          <FormMessage errors={errors} />
          <PlainTextField
            label="E-mail"
            type="email"
            autoComplete="email"
            autoFocus
            {...fieldProps(form, 'email')}
          />
          <Button type="submit" variant="contained" size="large" disabled={isPending}>
            Отправить ссылку
          </Button>
        </Stack>
      )}
      <Link component={RouterLink} to="/login" sx={{ display: 'block', mt: 2, textAlign: 'center' }}>
        Вернуться ко входу
      </Link>
    </AuthCard>
  );
}
