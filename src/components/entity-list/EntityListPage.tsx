import { type EntityDeclaration, listOf, permissionOf } from '@contract/entity-kit';
import type { EntitySchemas } from '@contract/entity-schemas';
import type { Permission } from '@contract/permissions';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import { Button, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import { useDelete } from '@refinedev/core';
import { useDataGrid } from '@refinedev/mui';
import { useMemo, useState } from 'react';
import { useConfirm } from '@/components/confirm-dialog';
import type { ListColumn } from '@/components/data-grid/fit-columns';
import { ListGrid } from '@/components/data-grid/ListGrid';
import { quietListError } from '@/components/data-grid/list-state';
import { usePageTitle } from '@/components/layout/use-page-title';
import { OrganizationPicker, useActiveOrganization } from '@/components/organization-picker';
import { PageHeader } from '@/components/page-header/PageHeader';
import { useCanIn } from '@/components/permissions/use-can-in';
import { messageOf } from '@/providers/form-errors';
import { notify } from '@/providers/notification';
import { EntityDialog } from './EntityDialog';
import { shown } from './field-kinds';

type Row = Record<string, unknown> & { id: number };

/**
 * The page of a declared entity (contract/entity-kit.ts): the organization picker, filters, a column
 * per declared list column (sortable where declared), and for those holding the rights in the active
 * organization «Добавить», «Изменить» and «Удалить».
 */
export function EntityListPage({
  resource,
  entity,
  schemas,
}: {
  resource: string;
  entity: EntityDeclaration;
  schemas: EntitySchemas;
}) {
  const can = (action: 'r' | 'c' | 'u' | 'd') => permissionOf(entity, action) as Permission;
  usePageTitle(entity.label);
  const { organizationId } = useActiveOrganization(can('r'));
  const [canCreate, canUpdate, canDelete] = [
    useCanIn(organizationId, can('c')),
    useCanIn(organizationId, can('u')),
    useCanIn(organizationId, can('d')),
  ];
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const { mutateAsync: remove } = useDelete();
  const { confirm, dialog } = useConfirm();
  const list = listOf(entity);
  const ownerQuery = { organization_id: organizationId ?? 0 };
  const { dataGridProps, tableQuery } = useDataGrid<Row>({
    resource,
    errorNotification: quietListError,
    sorters: { initial: list.sort[0] ? [{ field: list.sort[0], order: 'asc' }] : [] },
    meta: { query: { ...ownerQuery, ...filters } },
    queryOptions: { enabled: Boolean(organizationId) },
    syncWithLocation: true,
  });

  const columns = useMemo<ListColumn<Row>[]>(() => {
    const first = list.columns[0];
    const shownColumns: ListColumn<Row>[] = list.columns.map((name) => {
      const field = entity.fields[name];
      return {
        field: name,
        headerName: field.label,
        flex: 1,
        minWidth: name === first ? 180 : 140,
        sortable: list.sort.includes(name),
        wrap: field.kind === 'longText' || name === first,
        summary: name === first,
        optional: name === first ? undefined : list.columns.length - list.columns.indexOf(name),
        valueGetter: (_value, row) => shown(field, row[name], row, name),
      };
    });
    if (!canUpdate && !canDelete) return shownColumns;
    const titleOf = (row: Row) => `«${String(row[first] ?? row.id)}»`;
    const removeRow = async (row: Row) => {
      const agreed = await confirm({
        title: `Удалить: ${entity.one.toLowerCase()} ${titleOf(row)}?`,
        text: 'Запись удаляется насовсем.',
        action: 'Удалить',
        color: 'error',
      });
      if (!agreed) return;
      try {
        await remove({ resource, id: row.id, errorNotification: false, successNotification: false });
        notify('Удалено');
      } catch (error) {
        notify(messageOf(error), 'error');
      }
    };
    const actions: ListColumn<Row> = {
      field: 'actions',
      headerName: 'Действия',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row">
          {canUpdate && (
            <Tooltip title="Изменить">
              <IconButton aria-label={`Изменить ${titleOf(row)}`} onClick={() => setEditing(row)}>
                <Edit fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {canDelete && (
            <Tooltip title="Удалить">
              <IconButton aria-label={`Удалить ${titleOf(row)}`} onClick={() => removeRow(row)}>
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      ),
    };
    return [...shownColumns, actions];
  }, [entity, list.columns, list.sort, canUpdate, canDelete, confirm, remove, resource]);

  return (
    <Stack spacing={2}>
      <PageHeader title={entity.label}>
        {canCreate && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            Добавить
          </Button>
        )}
      </PageHeader>
      <OrganizationPicker permission={can('r')} />
      {list.filters.length > 0 && (
        <Stack direction="row" gap={2} flexWrap="wrap">
          {list.filters.map((name) => (
            <TextField
              key={name}
              size="small"
              label={entity.fields[name].label}
              value={filters[name] ?? ''}
              onChange={(e) => setFilters({ ...filters, [name]: e.target.value })}
            />
          ))}
        </Stack>
      )}
      <ListGrid
        {...dataGridProps}
        columns={columns}
        disableColumnMenu
        pageSizeOptions={[10, 25, 50, 100]}
        emptyLabel="Записей пока нет"
        loadError={tableQuery.error}
      />
      {editing && organizationId !== null && (
        <EntityDialog
          resource={resource}
          entity={entity}
          schemas={schemas}
          ownerQuery={ownerQuery}
          row={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {dialog}
    </Stack>
  );
}
