import type { Permission } from '@contract/permissions';
import { type SimpleEntity, titleOf } from '@contract/simple-entity';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useCreate } from '@refinedev/core';
import { useDataGrid } from '@refinedev/mui';
import { type ComponentType, useMemo } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import type { ListColumn } from '@/components/data-grid/fit-columns';
import { ListGrid } from '@/components/data-grid/ListGrid';
import { quietListError } from '@/components/data-grid/list-state';
import { usePageTitle } from '@/components/layout/use-page-title';
import { OrganizationPicker, useActiveOrganization } from '@/components/organization-picker';
import { holdsIn } from '@/components/organization-picker/organizations-with';
import { PageHeader } from '@/components/page-header/PageHeader';
import { useMe } from '@/providers/auth-provider';
import { applyServerError, fieldProps } from '@/providers/form-errors';
import { notify } from '@/providers/notification';
import type { AppResource } from '@/resources/types';

interface Props {
  resource: AppResource;
  entity: SimpleEntity;
  createPermission?: Permission;
}

const pages = new WeakMap<AppResource, ComponentType>();

/** The page of a `simpleResource`, bound to its declaration and contract (one component each). */
export function simpleListPage(resource: AppResource, entity: SimpleEntity, createPermission?: Permission) {
  let page = pages.get(resource);
  if (!page) {
    page = () => <SimpleListPage resource={resource} entity={entity} createPermission={createPermission} />;
    pages.set(resource, page);
  }
  return page;
}

function AddForm({ resource, entity, organizationId }: Props & { organizationId: number }) {
  const names = Object.keys(entity.fields);
  const form = useForm<FieldValues>({ resolver: zodResolver(entity.body) });
  const { mutateAsync: create } = useCreate();
  const submit = form.handleSubmit(async (values) => {
    try {
      await create({
        resource: resource.name,
        values,
        meta: { query: { organization_id: organizationId } },
        successNotification: false,
        errorNotification: false,
      });
      notify('Добавлено');
      form.reset(Object.fromEntries(names.map((name) => [name, ''])));
    } catch (error) {
      applyServerError(error, form.setError, names);
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Stack component="form" direction="row" flexWrap="wrap" gap={2} alignItems="flex-start" onSubmit={submit}>
      {Object.entries(entity.fields).map(([name, schema]) => (
        <TextField
          key={name}
          size="small"
          label={titleOf(schema, name)}
          fullWidth={false}
          sx={{ minWidth: 280 }}
          {...fieldProps(form, name)}
        />
      ))}
      <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
        Добавить
      </Button>
      {serverError && (
        <Typography role="alert" color="error" sx={{ alignSelf: 'center' }}>
          {serverError}
        </Typography>
      )}
    </Stack>
  );
}

function SimpleListPage({ resource, entity, createPermission }: Props) {
  const { name, meta } = resource;
  const permission = [meta.permission ?? []].flat()[0];
  usePageTitle(meta.label);
  const { organizationId } = useActiveOrganization(permission);
  const { data: me } = useMe();
  const organization = me?.organizations.find((org) => org.id === organizationId);
  const canCreate =
    createPermission !== undefined &&
    me !== undefined &&
    organization !== undefined &&
    holdsIn(organization, createPermission, me);
  const fields = useMemo(() => Object.entries(entity.fields), [entity]);
  const { dataGridProps, tableQuery } = useDataGrid({
    resource: name,
    errorNotification: quietListError,
    sorters: { initial: [{ field: fields[0]?.[0] ?? 'id', order: 'asc' }] },
    meta: { query: { organization_id: organizationId } },
    queryOptions: { enabled: Boolean(organizationId) },
    syncWithLocation: true,
  });
  const columns = useMemo<ListColumn<FieldValues>[]>(
    () =>
      fields.map(([field, schema]) => ({
        field,
        headerName: titleOf(schema, field),
        flex: 1,
        minWidth: 180,
      })),
    [fields],
  );

  return (
    <Stack spacing={2}>
      <PageHeader title={meta.label} />
      <OrganizationPicker permission={permission} />
      {canCreate && organizationId !== null && (
        <AddForm resource={resource} entity={entity} organizationId={organizationId} />
      )}
      <ListGrid
        {...dataGridProps}
        columns={columns}
        disableColumnMenu
        pageSizeOptions={[10, 25, 50, 100]}
        emptyLabel="Записей пока нет"
        loadError={tableQuery.error}
      />
    </Stack>
  );
}
