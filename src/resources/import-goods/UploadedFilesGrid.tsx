import { FILE_STATUS_LABELS, type ImportFile } from '@contract/import-goods';
import { Stack, Typography } from '@mui/material';
import { useDataGrid } from '@refinedev/mui';
import { useEffect, useMemo } from 'react';
import type { ListColumn } from '@/components/data-grid/fit-columns';
import { ListGrid } from '@/components/data-grid/ListGrid';
import { formatCount, formatDateTime } from '@/i18n/format';

interface Props {
  organizationId: number;
  version: string;
  onOpen: (file: ImportFile) => void;
}

const count = formatCount;

/** «Загруженные файлы»: earlier uploads with their status and row counts; a click opens one. */
export function UploadedFilesGrid({ organizationId, version, onOpen }: Props) {
  const { dataGridProps, tableQuery } = useDataGrid<ImportFile>({
    resource: 'import-goods',
    sorters: { initial: [{ field: 'id', order: 'desc' }] },
    pagination: { pageSize: 10 },
    meta: { listPath: '/v1/import_goods/uploaded_files', query: { organization_id: organizationId } },
  });
  const { refetch } = tableQuery;
  useEffect(() => {
    if (version) void refetch();
  }, [version, refetch]);

  const columns = useMemo<ListColumn<ImportFile>[]>(
    () => [
      { field: 'id', headerName: '№', width: 80, optional: 1 },
      {
        field: 'file_name',
        headerName: 'Файл',
        flex: 1,
        minWidth: 200,
        sortable: false,
        wrap: true,
        summary: true,
      },
      {
        field: 'created_at',
        headerName: 'Загружен',
        width: 150,
        sortable: false,
        valueGetter: (v) => formatDateTime(v),
      },
      { field: 'user_name', headerName: 'Кто', width: 170, sortable: false, optional: 2, wrap: true },
      {
        field: 'status',
        headerName: 'Статус',
        width: 180,
        sortable: false,
        wrap: true,
        valueGetter: (_v, row) => FILE_STATUS_LABELS[row.status],
      },
      {
        field: 'rows_total',
        headerName: 'Строк',
        width: 90,
        sortable: false,
        optional: 3,
        valueGetter: (v) => count(v),
      },
      { field: 'rows_new', headerName: 'Новых', width: 90, sortable: false, valueGetter: (v) => count(v) },
      {
        field: 'rows_update',
        headerName: 'Изменений',
        width: 110,
        sortable: false,
        valueGetter: (v) => count(v),
      },
      { field: 'rows_error', headerName: 'Ошибок', width: 90, sortable: false, valueGetter: (v) => count(v) },
    ],
    [],
  );

  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        Загруженные файлы
      </Typography>
      <ListGrid
        {...dataGridProps}
        columns={columns}
        disableColumnMenu
        pageSizeOptions={[10, 25, 50]}
        onOpen={onOpen}
        emptyLabel="Файлов пока нет"
      />
    </Stack>
  );
}
