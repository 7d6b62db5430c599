import { password } from '@contract/common';
import { z } from '@contract/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Link, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthCard } from '@/pages/login/AuthCard';
import { FormMessage } from '@/pages/login/FormMessage';
import { applyServerError, fieldProps } from '@/providers/form-errors';
import { publicAuth, useAuthAction } from '@/public/auth-actions';
import { PasswordField } from '@/public/PasswordField';

const newPasswordForm = z
  .object({ password, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: 'Пароли не совпадают', path: ['confirm'] });
type Values = z.input<typeof newPasswordForm>;

export default function RestorePasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const [done, setDone] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { password: '', confirm: '' },
  });
  const { handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const { mutateAsync: updatePassword, isPending } = useAuthAction(publicAuth.updatePassword);

  const submit = handleSubmit(async (values) => {
    const result = await updatePassword({ token: token ?? '', password: values.password });
    if (!result.success)
      return applyServerError(result.error, setError, ['password'], { new_password: 'password' });
    setDone(true);
  });

  let body: ReactNode;
  if (!token) {
    body = (
      <Alert severity="error" role="alert">
        В ссылке нет кода восстановления. Откройте ссылку из письма целиком или запросите новую.
      </Alert>
    );
  } else if (done) {
    body = (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          Пароль изменён. Войдите с новым паролем.
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained">
          Войти
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack
        component="form"
        spacing={2}
        noValidate
        onSubmit={submit}
        aria-label="Пароль по ссылке из письма"
      >
        <FormMessage errors={errors} />
        <PasswordField
          label="Новый пароль"
          autoComplete="new-password"
          autoFocus
          {...fieldProps(form, 'password', 'От 8 до 128 символов')}
        />
        <PasswordField
          label="Повторите пароль"
          autoComplete="new-password"
          {...fieldProps(form, 'confirm')}
        />
        <Button type="submit" variant="contained" size="large" disabled={isPending}>
          Сохранить пароль
        </Button>
      </Stack>
    );
  }

  return (
    <AuthCard title="Новый пароль">
      {body}
      {!done && (
        <Link
          component={RouterLink}
          to="/forgot-password"
          sx={{ display: 'block', mt: 2, textAlign: 'center' }}
        >
          Запросить новую ссылку
        </Link>
      )}
    </AuthCard>
  );
}
