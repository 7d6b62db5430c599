import { WRITE_OFF_STATUSES } from '@contract/statuses';
import type { WriteOffDoc } from '@contract/write-off';
import Add from '@mui/icons-material/Add';
import Tune from '@mui/icons-material/Tune';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useDataGrid } from '@refinedev/mui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePageTitle } from '@/components/layout/use-page-title';
import { OrganizationPicker, useActiveOrganization } from '@/components/organization-picker';
import { StatusChip } from '@/components/status-chip';
import { formatDate, formatMoney } from '@/i18n/format';
import { SalesPointSelect } from '@/resources/stocktaking/SalesPointSelect';
import { ReasonsDialog } from './ReasonsDialog';

/** «Списания»: documents of the organization with filters by point and status. */
export default function WriteOffList() {
  usePageTitle('Списания');
  const navigate = useNavigate();
  const { organizationId } = useActiveOrganization('write_off_r');
  const [reasonsOpen, setReasonsOpen] = useState(false);
  const [salesPointId, setSalesPointId] = useState<number | ''>('');
  const [statusId, setStatusId] = useState<number | ''>('');
  const { dataGridProps } = useDataGrid<WriteOffDoc>({
    resource: 'write-off',
    sorters: { initial: [{ field: 'date', order: 'desc' }] },
    filters: {
      permanent: [
        { field: 'sales_point_id', operator: 'eq', value: salesPointId },
        { field: 'status_ids', operator: 'eq', value: statusId },
      ],
    },
    meta: { query: { organization_id: organizationId } },
    queryOptions: { enabled: organizationId !== null },
    syncWithLocation: false,
  });
  const columns = useMemo<GridColDef<WriteOffDoc>[]>(
    () => [
      { field: 'number', headerName: '№', width: 80 },
      { field: 'date', headerName: 'Дата', width: 120, valueFormatter: (value: string) => formatDate(value) },
      {
        field: 'sales_point_id',
        headerName: 'Торговая точка',
        flex: 1,
        minWidth: 200,
        valueGetter: (_v, row) => row.sales_point_name,
      },
      {
        field: 'status_id',
        headerName: 'Статус',
        width: 160,
        renderCell: ({ row }) => <StatusChip label={row.status.label} color={row.status.color as 'grey'} />,
      },
      { field: 'lines_count', headerName: 'Строк', width: 90, sortable: false },
      {
        field: 'total_amount',
        headerName: 'Сумма',
        width: 140,
        sortable: false,
        valueFormatter: (value: string) => formatMoney(value),
      },
    ],
    [],
  );
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        alignItems="center"
        justifyContent="space-between"
        spacing={2}
        flexWrap="wrap"
        useFlexGap
      >
        <Typography variant="h4" component="h1">
          Списания
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            startIcon={<Tune />}
            onClick={() => setReasonsOpen(true)}
            disabled={organizationId === null}
          >
            Причины списания
          </Button>
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => navigate('/documents/write-off/edit')}
          >
            Новое списание
          </Button>
        </Stack>
      </Stack>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
        <OrganizationPicker permission="write_off_r" />
        <SalesPointSelect
          organizationId={organizationId}
          value={salesPointId}
          onChange={setSalesPointId}
          allowEmpty="Все точки"
        />
        <TextField
          select
          size="small"
          label="Статус"
          value={statusId}
          sx={{ minWidth: 200 }}
          onChange={(e) => setStatusId(e.target.value === '' ? '' : Number(e.target.value))}
        >
          <MenuItem value="">Все статусы</MenuItem>
          {WRITE_OFF_STATUSES.list.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <DataGrid
        {...dataGridProps}
        columns={columns}
        autoHeight
        disableColumnMenu
        sortingMode="server"
        paginationMode="server"
        onRowClick={({ row }) => navigate(`/documents/write-off/${row.id}`)}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
      {reasonsOpen && organizationId !== null && (
        <ReasonsDialog organizationId={organizationId} onClose={() => setReasonsOpen(false)} />
      )}
    </Stack>
  );
}
