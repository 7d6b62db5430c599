import { type Role, type RoleFormValues, roleForm } from '@contract/roles';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import type { HttpError } from '@refinedev/core';
import { useForm } from '@refinedev/react-hook-form';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { fieldProps } from '@/components/form-fields';
import { usePageTitle } from '@/components/layout/use-page-title';
import { PermissionMatrix } from './PermissionMatrix';
import { useRoleOrganization } from './use-role-organization';

/** Create and edit a role: its name and the permission matrix. */
export default function RoleForm() {
  const params = useParams<{ organizationId?: string; id?: string }>();
  const id = params.id ? Number(params.id) : undefined;
  const navigate = useNavigate();
  const organization = useRoleOrganization(params.organizationId);
  const title = id ? 'Роль' : 'Новая роль';
  usePageTitle(title);

  const form = useForm<Role, HttpError, RoleFormValues>({
    resolver: zodResolver(roleForm),
    defaultValues: { name: '', permissions: [] },
    refineCoreProps: {
      resource: 'roles',
      action: id ? 'edit' : 'create',
      id,
      mutationMeta: id ? { itemPath: '/v1/roles', query: { role_id: id } } : undefined,
      redirect: false,
      onMutationSuccess: () => navigate('/manage/roles'),
      successNotification: (data) => ({
        message: `Роль «${data?.data.name ?? ''}» сохранена`,
        type: 'success',
      }),
      errorNotification: false,
    },
  });
  const {
    refineCore: { onFinish, query, formLoading },
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const loadError = query?.error;
  const [saveError, setSaveError] = useState<string | null>(null);
  const submit = handleSubmit(async (values) => {
    setSaveError(null);
    const orgId = id ? undefined : organization.id;
    try {
      await onFinish(orgId ? { ...values, organization_id: orgId } : values);
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : 'Не удалось сохранить роль');
    }
  });

  if (loadError) {
    return (
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Alert severity={loadError.statusCode === 403 ? 'warning' : 'error'}>{loadError.message}</Alert>
        <Button component={RouterLink} to="/manage/roles" sx={{ alignSelf: 'start' }}>
          К списку ролей
        </Button>
      </Stack>
    );
  }
  const orgName = id ? query?.data?.data.organization_name : organization.name;
  // A system role is read, not changed: its permissions follow the platform's declaration.
  const system = Boolean(id && query?.data?.data.is_system);

  return (
    <Stack component="form" spacing={3} onSubmit={submit} noValidate>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {organization.picker}
        {orgName && <Typography color="text.secondary">{orgName}</Typography>}
      </Stack>
      {id && query?.isLoading ? (
        <Skeleton variant="rounded" height={320} />
      ) : (
        <>
          {system && (
            <Alert severity="info">
              Системная роль: её права задаёт платформа, изменить их нельзя — только посмотреть.
            </Alert>
          )}
          <TextField
            label="Название роли"
            required
            {...fieldProps(form, 'name')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly: system } }}
            sx={{ maxWidth: 480 }}
          />
          <Paper variant="outlined">
            <Controller
              control={control}
              name="permissions"
              render={({ field }) => (
                <PermissionMatrix value={field.value} onChange={field.onChange} disabled={system} />
              )}
            />
          </Paper>
          {errors.permissions?.message && <Alert severity="error">{errors.permissions.message}</Alert>}
          {saveError && <Alert severity="error">{saveError}</Alert>}
          <Stack direction="row" spacing={2}>
            {!system && (
              <Button type="submit" variant="contained" disabled={formLoading || (!id && !organization.id)}>
                Сохранить
              </Button>
            )}
            <Button component={RouterLink} to="/manage/roles">
              {system ? 'К списку ролей' : 'Отмена'}
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}
