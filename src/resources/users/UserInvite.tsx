import { type InviteFormValues, type InviteUserResponse, inviteForm } from '@contract/invitations';
import type { Role } from '@contract/roles';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { type HttpError, useList } from '@refinedev/core';
import { useForm } from '@refinedev/react-hook-form';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router';
import { fieldProps } from '@/components/form-fields';
import { usePageTitle } from '@/components/layout/use-page-title';
import { OrganizationPicker, useActiveOrganization } from '@/components/organization-picker';

const RESULT_TEXT: Record<InviteUserResponse['status'], string> = {
  invited: 'Приглашение отправлено',
  added: 'Пользователь добавлен',
};

/** Invites a person by e-mail with a role: they join only after accepting (profile or the letter's link). */
export default function UserInvite() {
  usePageTitle('Приглашение пользователя');
  const params = useParams<{ organizationId?: string }>();
  const active = useActiveOrganization('user_c');
  const organizationId = params.organizationId
    ? Number(params.organizationId)
    : (active.organizationId ?? undefined);
  const [result, setResult] = useState<{ status: InviteUserResponse['status']; email: string } | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const roles = useList<Role>({
    resource: 'roles',
    pagination: { mode: 'off' },
    meta: { query: { organization_id: organizationId } },
    queryOptions: { enabled: Boolean(organizationId) },
  });
  const form = useForm<InviteUserResponse, HttpError, InviteFormValues>({
    resolver: zodResolver(inviteForm),
    defaultValues: { email: '', name: '' },
    refineCoreProps: {
      resource: 'users',
      action: 'create',
      meta: { createPath: '/v1/organizations/invite_user' },
      redirect: false,
      successNotification: false,
      errorNotification: false,
    },
  });
  const {
    refineCore: { onFinish, formLoading },
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  const submit = handleSubmit(async (values) => {
    setResult(null);
    setSaveError(null);
    try {
      const answer = await onFinish({ ...values, organization_id: organizationId });
      const status = (answer?.data as InviteUserResponse | undefined)?.status;
      if (status) setResult({ status, email: values.email });
      reset({ email: '', name: '', role_id: values.role_id });
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : 'Не удалось отправить приглашение');
    }
  });

  return (
    <Stack component="form" spacing={3} onSubmit={submit} noValidate sx={{ maxWidth: 560 }}>
      <Typography variant="h4" component="h1">
        Приглашение пользователя
      </Typography>
      {!params.organizationId && <OrganizationPicker permission="user_c" />}
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={2}>
          <TextField
            label="E-mail"
            type="email"
            required
            {...fieldProps(
              form,
              'email',
              'Зарегистрированный пользователь сразу получит роль, остальным придёт письмо',
            )}
          />
          <TextField label="Имя (для письма)" {...fieldProps(form, 'name')} />
          <Controller
            control={control}
            name="role_id"
            render={({ field }) => (
              <TextField
                select
                label="Роль"
                required
                value={field.value ?? ''}
                onChange={(event) => field.onChange(Number(event.target.value))}
                error={Boolean(errors.role_id)}
                helperText={errors.role_id?.message}
              >
                {(roles.result.data ?? []).map((role) => (
                  <MenuItem key={role.id} value={role.id}>
                    {role.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Stack>
      </Paper>
      {result && (
        <Alert severity="success" role="status">
          {RESULT_TEXT[result.status]}: {result.email}
        </Alert>
      )}
      {saveError && <Alert severity="error">{saveError}</Alert>}
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained" disabled={formLoading || !organizationId}>
          Пригласить
        </Button>
        <Button component={RouterLink} to="/manage/users">
          К списку пользователей
        </Button>
      </Stack>
    </Stack>
  );
}
