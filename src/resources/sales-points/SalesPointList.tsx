import type { SalesPoint } from '@contract/sales-points';
import { WEEKDAYS } from '@contract/sales-points';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import { Button, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useDelete } from '@refinedev/core';
import { useDataGrid } from '@refinedev/mui';
import { useMemo, useState } from 'react';
import { gridLocaleText } from '@/components/data-grid/locale';
import { usePageTitle } from '@/components/layout/use-page-title';
import { OrganizationPicker, useActiveOrganization } from '@/components/organization-picker';
import { messageOf } from '@/providers/form-errors';
import { notify } from '@/providers/notification';
import { SalesPointDialog } from './SalesPointDialog';

/** «Пн–Пт 09:00–21:00, Сб–Вс выходной»: consecutive days with the same hours are grouped. */
export function hoursSummary(hours: SalesPoint['working_hours']): string {
  const groups: { first: string; last: string; text: string }[] = [];
  for (const day of WEEKDAYS) {
    const h = hours[day.key];
    const text = h ? `${h.from}–${h.to}` : 'выходной';
    const current = groups.at(-1);
    if (current?.text === text) current.last = day.short;
    else groups.push({ first: day.short, last: day.short, text });
  }
  return groups.map((g) => `${g.first === g.last ? g.first : `${g.first}–${g.last}`} ${g.text}`).join(', ');
}

/** «Мои точки продаж»: the active organization's points, created and edited in a dialog. */
export default function SalesPointList() {
  usePageTitle('Мои точки продаж');
  const { organizationId } = useActiveOrganization('sales_point_client_r');
  const [editing, setEditing] = useState<SalesPoint | 'new' | null>(null);
  const { mutateAsync: remove } = useDelete();
  const { dataGridProps } = useDataGrid<SalesPoint>({
    resource: 'sales-points',
    sorters: { initial: [{ field: 'name', order: 'asc' }] },
    meta: { query: { organization_id: organizationId } },
    queryOptions: { enabled: Boolean(organizationId) },
    syncWithLocation: true,
  });

  const columns = useMemo<GridColDef<SalesPoint>[]>(
    () => [
      { field: 'name', headerName: 'Название', flex: 1, minWidth: 220 },
      { field: 'city_name', headerName: 'Город', width: 160, sortable: false },
      { field: 'address', headerName: 'Адрес', flex: 1, minWidth: 200, sortable: false },
      {
        field: 'working_hours',
        headerName: 'Часы работы',
        flex: 1,
        minWidth: 240,
        sortable: false,
        valueGetter: (_v, row) => hoursSummary(row.working_hours),
      },
      {
        field: 'is_active',
        headerName: 'Статус',
        width: 130,
        sortable: false,
        renderCell: ({ row }) =>
          row.is_active ? (
            <Chip size="small" color="success" label="Работает" />
          ) : (
            <Chip size="small" label="Закрыта" />
          ),
      },
      {
        field: 'actions',
        headerName: 'Действия',
        width: 120,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row">
            <Tooltip title="Изменить">
              <IconButton aria-label={`Изменить «${row.name}»`} onClick={() => setEditing(row)}>
                <Edit fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Удалить">
              <IconButton
                aria-label={`Удалить «${row.name}»`}
                onClick={async () => {
                  if (!window.confirm(`Удалить точку продаж «${row.name}»?`)) return;
                  try {
                    await remove({
                      resource: 'sales-points',
                      id: row.id,
                      errorNotification: false,
                      successNotification: false,
                    });
                    notify('Точка продаж удалена');
                  } catch (error) {
                    notify(messageOf(error), 'error');
                  }
                }}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        ),
      },
    ],
    [remove],
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" gap={2}>
        <Typography variant="h4" component="h1">
          Мои точки продаж
        </Typography>
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => setEditing('new')}
          disabled={!organizationId}
        >
          Добавить точку
        </Button>
      </Stack>
      <OrganizationPicker permission="sales_point_client_r" />
      <DataGrid
        {...dataGridProps}
        columns={columns}
        autoHeight
        disableColumnMenu
        pageSizeOptions={[10, 25, 50, 100]}
        localeText={gridLocaleText({ noRowsLabel: 'Точек продаж пока нет' })}
      />
      {editing && organizationId && (
        <SalesPointDialog
          organizationId={organizationId}
          record={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
