import type { SalesPoint } from '@contract/sales-points';
import { WEEKDAYS } from '@contract/sales-points';
import { timeZoneLabel } from '@contract/time-zones';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import { Button, Chip, IconButton, Stack, Tooltip } from '@mui/material';
import { useDelete } from '@refinedev/core';
import { useDataGrid } from '@refinedev/mui';
import { Suspense, useMemo, useState } from 'react';
import type { ListColumn } from '@/components/data-grid/fit-columns';
import { ListGrid } from '@/components/data-grid/ListGrid';
import { quietListError } from '@/components/data-grid/list-state';
import { usePageTitle } from '@/components/layout/use-page-title';
import { OrganizationPicker, useActiveOrganization } from '@/components/organization-picker';
import { PageHeader } from '@/components/page-header/PageHeader';
import { messageOf } from '@/providers/form-errors';
import { notify } from '@/providers/notification';
import { lazyComponent } from '@/router/lazy-component';

// Opened on demand: the form (time zones, hours) is not part of the list's first download.
const SalesPointDialog = lazyComponent(() =>
  import('./SalesPointDialog').then((m) => ({ default: m.SalesPointDialog })),
);

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
  const { dataGridProps, tableQuery } = useDataGrid<SalesPoint>({
    resource: 'sales-points',
    errorNotification: quietListError,
    sorters: { initial: [{ field: 'name', order: 'asc' }] },
    meta: { query: { organization_id: organizationId } },
    queryOptions: { enabled: Boolean(organizationId) },
    syncWithLocation: true,
  });

  const columns = useMemo<ListColumn<SalesPoint>[]>(
    () => [
      { field: 'name', headerName: 'Название', flex: 1, minWidth: 180, wrap: true, summary: true },
      // «Изменить» opens every field a narrow grid leaves out.
      { field: 'city_name', headerName: 'Город', width: 140, sortable: false, optional: 2 },
      { field: 'address', headerName: 'Адрес', flex: 1, minWidth: 180, sortable: false, wrap: true },
      {
        field: 'working_hours',
        headerName: 'Часы работы',
        flex: 1,
        minWidth: 200,
        sortable: false,
        optional: 3,
        wrap: true,
        valueGetter: (_v, row) => hoursSummary(row.working_hours),
      },
      {
        field: 'time_zone',
        headerName: 'Часовой пояс',
        width: 190,
        sortable: false,
        optional: 1,
        valueGetter: (_v, row) => timeZoneLabel(row.time_zone),
      },
      {
        field: 'is_active',
        headerName: 'Статус',
        width: 120,
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
        width: 110,
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
      <PageHeader title="Мои точки продаж">
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => setEditing('new')}
          disabled={!organizationId}
        >
          Добавить точку
        </Button>
      </PageHeader>
      <OrganizationPicker permission="sales_point_client_r" />
      <ListGrid
        {...dataGridProps}
        columns={columns}
        disableColumnMenu
        pageSizeOptions={[10, 25, 50, 100]}
        emptyLabel="Точек продаж пока нет"
        loadError={tableQuery.error}
      />
      {editing && organizationId && (
        <Suspense fallback={null}>
          <SalesPointDialog
            organizationId={organizationId}
            record={editing === 'new' ? undefined : editing}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
