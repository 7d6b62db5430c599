import type { WriteOffDoc, WriteOffLine } from '@contract/write-off';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Tune from '@mui/icons-material/Tune';
import { Alert, Button, IconButton, Stack } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { gridLocaleText } from '@/components/data-grid/locale';
import { formatMoney } from '@/i18n/format';
import { writeOffApi, writeOffKey } from './api';
import { errorText } from './error-text';
import { ReasonsDialog } from './ReasonsDialog';
import { WriteOffLineDialog } from './WriteOffLineDialog';

const money = (value: string | null) => (value === null ? '—' : formatMoney(value));

/** The lines of a write-off; in a draft being edited, add / edit / delete. */
export function WriteOffLines({ doc, editable }: { doc: WriteOffDoc; editable: boolean }) {
  const queryClient = useQueryClient();
  const linesKey = [...writeOffKey(doc.id), 'lines'];
  const lines = useQuery({ queryKey: linesKey, queryFn: () => writeOffApi.lines(doc.id) });
  const [editing, setEditing] = useState<WriteOffLine | 'new' | null>(null);
  const [reasonsOpen, setReasonsOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const docId = doc.id;
  const refresh = () => queryClient.invalidateQueries({ queryKey: writeOffKey(docId) });
  const remove = useCallback(
    async (line: WriteOffLine) => {
      setError(null);
      try {
        await writeOffApi.deleteLine(docId, line.id);
        await queryClient.invalidateQueries({ queryKey: writeOffKey(docId) });
      } catch (e) {
        setError(errorText(e, 'Не удалось удалить строку'));
      }
    },
    [docId, queryClient],
  );
  const columns = useMemo<GridColDef<WriteOffLine>[]>(
    () => [
      { field: 'good_name', headerName: 'Товар', flex: 1, minWidth: 200 },
      {
        field: 'quantity',
        headerName: 'Количество',
        width: 120,
        valueGetter: (_v, row) => `${row.quantity} ${row.measure}`,
      },
      { field: 'reason_name', headerName: 'Причина', width: 180 },
      { field: 'comment', headerName: 'Комментарий', flex: 1, minWidth: 150 },
      { field: 'price', headerName: 'Цена', width: 120, valueFormatter: money },
      { field: 'amount', headerName: 'Сумма', width: 130, valueFormatter: money },
      ...(editable
        ? [
            {
              field: 'actions',
              headerName: '',
              width: 100,
              sortable: false,
              renderCell: ({ row }) => (
                <>
                  <IconButton size="small" aria-label="Изменить строку" onClick={() => setEditing(row)}>
                    <Edit fontSize="small" />
                  </IconButton>
                  <IconButton size="small" aria-label="Удалить строку" onClick={() => remove(row)}>
                    <Delete fontSize="small" />
                  </IconButton>
                </>
              ),
            } satisfies GridColDef<WriteOffLine>,
          ]
        : []),
    ],
    [editable, remove],
  );
  return (
    <Stack spacing={1}>
      {editable && (
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" startIcon={<Add />} onClick={() => setEditing('new')}>
            Добавить строку
          </Button>
          <Button startIcon={<Tune />} onClick={() => setReasonsOpen(true)}>
            Причины списания
          </Button>
        </Stack>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {lines.isError && (
        <Alert severity="error">{errorText(lines.error, 'Не удалось загрузить строки')}</Alert>
      )}
      <DataGrid
        rows={lines.data?.items ?? []}
        loading={lines.isPending}
        columns={columns}
        autoHeight
        disableColumnMenu
        disableRowSelectionOnClick
        localeText={gridLocaleText({ noRowsLabel: 'Строк пока нет' })}
      />
      {editing !== null && (
        <WriteOffLineDialog
          docId={doc.id}
          organizationId={doc.organization_id}
          line={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
      {reasonsOpen && (
        <ReasonsDialog organizationId={doc.organization_id} onClose={() => setReasonsOpen(false)} />
      )}
    </Stack>
  );
}
