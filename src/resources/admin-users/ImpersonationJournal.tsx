import type { Impersonation } from '@contract/admin';
import { Button, Chip } from '@mui/material';
import { useDataGrid } from '@refinedev/mui';
import { useMemo, useState } from 'react';
import type { ListColumn } from '@/components/data-grid/fit-columns';
import { ListGrid } from '@/components/data-grid/ListGrid';
import { formatDateTime } from '@/i18n/format';
import { ImpersonationActionsDialog } from './ImpersonationActionsDialog';

/** «Журнал входов от имени пользователей»: who acted as whom, why, when, and how many changes. */
export function ImpersonationJournal() {
  const [opened, setOpened] = useState<Impersonation | null>(null);
  const { dataGridProps } = useDataGrid<Impersonation>({
    resource: 'impersonations',
    dataProviderName: 'admin',
    sorters: { initial: [{ field: 'started_at', order: 'desc' }] },
    syncWithLocation: false,
  });
  const columns = useMemo<ListColumn<Impersonation>[]>(
    () => [
      {
        field: 'started_at',
        headerName: 'Начало',
        width: 160,
        valueFormatter: (value: string) => formatDateTime(value),
      },
      {
        field: 'ended_at',
        headerName: 'Окончание',
        width: 160,
        optional: 1,
        renderCell: ({ row }) =>
          row.ended_at ? formatDateTime(row.ended_at) : <Chip size="small" color="warning" label="Идёт" />,
      },
      {
        field: 'admin',
        headerName: 'Администратор',
        flex: 1,
        minWidth: 180,
        sortable: false,
        valueGetter: (_, row) => row.admin.name,
      },
      {
        field: 'user',
        headerName: 'Пользователь',
        flex: 1,
        minWidth: 200,
        sortable: false,
        wrap: true,
        valueGetter: (_, row) => `${row.user.name} (${row.user.email})`,
      },
      { field: 'reason', headerName: 'Причина', flex: 1.5, minWidth: 200, sortable: false, wrap: true },
      {
        field: 'actions_count',
        headerName: 'Действия',
        width: 140,
        sortable: false,
        renderCell: ({ row }) => (
          <Button size="small" onClick={() => setOpened(row)}>
            Действия: {row.actions_count}
          </Button>
        ),
      },
    ],
    [],
  );
  return (
    <>
      <ListGrid
        {...dataGridProps}
        columns={columns}
        disableColumnFilter
        disableRowSelectionOnClick
        emptyLabel="Входов от имени пользователей ещё не было"
      />
      {opened && <ImpersonationActionsDialog impersonation={opened} onClose={() => setOpened(null)} />}
    </>
  );
}
