import type { Me } from '@contract/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useInvalidateAuthStore } from '@refinedev/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormMessage } from '@/pages/login/FormMessage';
import { rememberMe } from '@/providers/auth-provider';
import { applyServerError, fieldProps } from '@/providers/form-errors';
import { http } from '@/providers/http';
import { notify } from '@/providers/notification';
import { session } from '@/providers/session';
import {
  formValuesOf,
  type ProfileFormInput,
  type ProfileFormValues,
  profileForm,
  toUpdateBody,
  type UpdateMeBody,
} from './profile-form';

const FIELDS = ['name', 'phone', 'current_password', 'new_password'] as const;

export function ProfileForm({ me, onDone }: { me: Me; onDone: () => void }) {
  const invalidateAuth = useInvalidateAuthStore();
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(profileForm),
    defaultValues: formValuesOf(me),
  });
  const { handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const save = useMutation({
    mutationFn: (body: UpdateMeBody) => http.put<Me & { access_token?: string }>('/v1/users/', body),
  });

  const submit = handleSubmit(async (values) => {
    try {
      const { access_token, ...updated } = await save.mutateAsync(toUpdateBody(values));
      // A password change revokes the old token; the answer carries the new one.
      if (access_token) session.setToken(access_token);
      rememberMe(updated);
      await invalidateAuth();
      notify(values.new_password ? 'Профиль и пароль сохранены' : 'Профиль сохранён');
      onDone();
    } catch (error) {
      applyServerError(error, setError, FIELDS);
    }
  });

  const field = (name: (typeof FIELDS)[number]) => fieldProps(form, name);

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={submit}
      aria-label="Изменение профиля"
      sx={{ maxWidth: 480 }}
    >
      <FormMessage errors={errors} />
      <TextField label="Имя" autoComplete="name" {...field('name')} />
      <TextField label="Телефон" type="tel" autoComplete="tel" {...field('phone')} />
      <Typography variant="h2" sx={{ pt: 1 }}>
        Смена пароля
      </Typography>
      <TextField
        label="Текущий пароль"
        type="password"
        autoComplete="current-password"
        {...field('current_password')}
      />
      <TextField
        label="Новый пароль"
        type="password"
        autoComplete="new-password"
        {...field('new_password')}
        helperText={errors.new_password?.message ?? 'Оставьте пустым, если не меняете пароль'}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Сохранить
        </Button>
        <Button onClick={onDone} disabled={save.isPending}>
          Отмена
        </Button>
      </Stack>
    </Stack>
  );
}
