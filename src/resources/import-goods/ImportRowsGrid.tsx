import { IMPORT_OUTCOMES, type ImportOutcome, type ImportRow, OUTCOME_LABELS } from '@contract/import-goods';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useDataGrid } from '@refinedev/mui';
import { useEffect, useMemo, useState } from 'react';
import type { ListColumn } from '@/components/data-grid/fit-columns';
import { ListGrid } from '@/components/data-grid/ListGrid';
import { OutcomeChip } from './OutcomeChip';
import { priceText } from './price-text';

/** The dry-run table: each row of the file with its outcome and, for errors, the reasons. */
export function ImportRowsGrid({ fileId, version }: { fileId: number; version: string }) {
  const [outcome, setOutcome] = useState<ImportOutcome | ''>('');
  const { dataGridProps, setFilters, tableQuery } = useDataGrid<ImportRow>({
    resource: 'import-goods',
    sorters: { initial: [{ field: 'row_number', order: 'asc' }] },
    filters: { mode: 'server', defaultBehavior: 'replace' },
    pagination: { pageSize: 25 },
    meta: { listPath: '/v1/import_goods/uploaded_files/rows', query: { file_id: fileId } },
  });
  const { refetch } = tableQuery;
  useEffect(() => {
    setFilters([{ field: 'outcome', operator: 'eq', value: outcome || undefined }], 'replace');
  }, [outcome, setFilters]);
  useEffect(() => {
    if (version) void refetch();
  }, [version, refetch]);

  const columns = useMemo<ListColumn<ImportRow>[]>(
    () => [
      { field: 'row_number', headerName: 'Строка', width: 90 },
      {
        field: 'outcome',
        headerName: 'Результат',
        width: 140,
        sortable: false,
        renderCell: ({ row }) => <OutcomeChip outcome={row.outcome} />,
      },
      {
        field: 'name',
        headerName: 'Наименование',
        flex: 1,
        minWidth: 200,
        sortable: false,
        summary: true,
        valueGetter: (_v, row) => row.values.name ?? '',
      },
      {
        field: 'code',
        headerName: 'Артикул',
        width: 110,
        sortable: false,
        optional: 2,
        valueGetter: (_v, row) => row.values.code ?? '',
      },
      {
        field: 'category',
        headerName: 'Категория',
        width: 170,
        sortable: false,
        optional: 1,
        valueGetter: (_v, row) => row.values.category ?? '',
      },
      {
        field: 'price',
        headerName: 'Цена',
        width: 110,
        align: 'right',
        headerAlign: 'right',
        sortable: false,
        optional: 3,
        valueGetter: (_v, row) => priceText(row.values.price),
      },
      {
        field: 'errors',
        headerName: 'Причина',
        flex: 1,
        minWidth: 260,
        sortable: false,
        valueGetter: (_v, row) => row.errors.join('; '),
      },
    ],
    [],
  );

  return (
    <Stack spacing={1}>
      <TextField
        select
        size="small"
        label="Показать"
        value={outcome}
        onChange={(e) => setOutcome(e.target.value as ImportOutcome | '')}
        sx={{ width: 220 }}
      >
        <MenuItem value="">Все строки</MenuItem>
        {IMPORT_OUTCOMES.map((o) => (
          <MenuItem key={o} value={o}>
            {OUTCOME_LABELS[o]}
          </MenuItem>
        ))}
      </TextField>
      <ListGrid
        {...dataGridProps}
        columns={columns}
        disableColumnMenu
        getRowHeight={() => 'auto'}
        pageSizeOptions={[25, 50, 100]}
        // Rows grow with their text: every reason of an error stays readable.
        sx={{ '& .MuiDataGrid-cell': { py: 1, whiteSpace: 'normal', wordBreak: 'break-word' } }}
        emptyLabel="Строк нет"
      />
    </Stack>
  );
}
