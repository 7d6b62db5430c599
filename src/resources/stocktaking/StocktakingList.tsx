import { STOCKTAKING_STATUSES } from '@contract/statuses';
import type { StocktakingDoc } from '@contract/stocktaking';
import Add from '@mui/icons-material/Add';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useDataGrid } from '@refinedev/mui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePageTitle } from '@/components/layout/use-page-title';
import { OrganizationPicker, useActiveOrganization } from '@/components/organization-picker';
import { StatusChip } from '@/components/status-chip';
import { formatDate, formatMoney } from '@/i18n/format';
import { CreateStocktakingDialog } from './CreateStocktakingDialog';
import { SalesPointSelect } from './SalesPointSelect';

const hiddenMoney = (value: string | null) => (value === null ? 'скрыто' : formatMoney(value));

/** «Инвентаризация»: documents of the organization with filters by point, status and date. */
export default function StocktakingList() {
  usePageTitle('Инвентаризация');
  const navigate = useNavigate();
  const { organizationId } = useActiveOrganization('stocktaking_docs_client_r');
  const [creating, setCreating] = useState(false);
  const [salesPointId, setSalesPointId] = useState<number | ''>('');
  const [statusId, setStatusId] = useState<number | ''>('');
  const { dataGridProps } = useDataGrid<StocktakingDoc>({
    resource: 'stocktaking',
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
  const columns = useMemo<GridColDef<StocktakingDoc>[]>(
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
      {
        field: 'lines',
        headerName: 'Строк',
        width: 90,
        sortable: false,
        valueGetter: (_v, row) => row.totals.lines_count,
      },
      {
        field: 'surplus',
        headerName: 'Излишки',
        width: 140,
        sortable: false,
        valueGetter: (_v, row) => hiddenMoney(row.totals.surplus_amount),
      },
      {
        field: 'shortage',
        headerName: 'Недостача',
        width: 140,
        sortable: false,
        valueGetter: (_v, row) => hiddenMoney(row.totals.shortage_amount),
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
          Инвентаризация
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
          Новая инвентаризация
        </Button>
      </Stack>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
        <OrganizationPicker permission="stocktaking_docs_client_r" />
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
          {STOCKTAKING_STATUSES.list.map((s) => (
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
        onRowClick={({ row }) => navigate(`/documents/stocktaking/${row.id}`)}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
      {creating && (
        <CreateStocktakingDialog organizationId={organizationId} onClose={() => setCreating(false)} />
      )}
    </Stack>
  );
}
