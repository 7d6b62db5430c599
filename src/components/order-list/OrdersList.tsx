import type { Order } from '@contract/orders';
import { ORDER_STATUSES } from '@contract/statuses';
import Add from '@mui/icons-material/Add';
import Download from '@mui/icons-material/Download';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useDataGrid } from '@refinedev/mui';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { gridLocaleText } from '@/components/data-grid/locale';
import { usePageTitle } from '@/components/layout/use-page-title';
import { OrderStatusChip } from '@/components/order-status';
import { OrganizationPicker, useActiveOrganization } from '@/components/organization-picker';
import { formatDateTime, formatMoney } from '@/i18n/format';
import { notify } from '@/providers/notification';
import { exportOrders } from './export-orders';
import { useActivePartners } from './use-partners';

export type OrderSideName = 'client' | 'supplier';

/** «Заказы» of either side: the spec's sortable columns, status and partner filters, export. */
export function OrdersList({ side }: { side: OrderSideName }) {
  usePageTitle('Заказы');
  const navigate = useNavigate();
  const { organizationId } = useActiveOrganization(side === 'client' ? 'order_client_r' : 'order_supplier_r');
  const partners = useActivePartners(side, organizationId ?? undefined);
  const [statusId, setStatusId] = useState<number | ''>('');
  const [partnerId, setPartnerId] = useState<number | ''>('');
  const partnerFilter = side === 'client' ? 'supplier_id' : 'client_organization_ids';
  const ownFilter = side === 'client' ? 'client_organization_ids' : 'supplier_id';
  const { dataGridProps, sorters, filters, setFilters } = useDataGrid<Order>({
    resource: `${side}-orders`,
    sorters: { initial: [{ field: 'created_at', order: 'desc' }] },
    filters: {
      permanent: organizationId ? [{ field: ownFilter, operator: 'eq', value: organizationId }] : [],
    },
    syncWithLocation: true,
  });
  const applyFilters = (status: number | '', partner: number | '') => {
    setStatusId(status);
    setPartnerId(partner);
    setFilters(
      [
        { field: 'status_ids', operator: 'in', value: status === '' ? [] : [status] },
        { field: partnerFilter, operator: 'eq', value: partner === '' ? undefined : partner },
      ],
      'replace',
    );
  };
  const columns = useMemo<GridColDef<Order>[]>(
    () => [
      {
        field: 'id',
        headerName: '№',
        width: 90,
        valueGetter: (_v, row) => row.number,
        renderCell: ({ row }) => `№ ${row.number}`,
      },
      {
        field: 'supplier_organization_id',
        headerName: 'Поставщик',
        flex: 1,
        minWidth: 180,
        valueGetter: (_v, row) => row.supplier_organization_name,
      },
      {
        field: 'sales_point_id',
        headerName: 'Точка продаж',
        flex: 1,
        minWidth: 160,
        valueGetter: (_v, row) => row.sales_point_name,
      },
      {
        field: 'client_organization_id',
        headerName: 'Клиент',
        flex: 1,
        minWidth: 160,
        valueGetter: (_v, row) => row.client_organization_name,
      },
      {
        field: 'total_amount',
        headerName: 'Сумма',
        width: 140,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (v: string) => formatMoney(v),
      },
      {
        field: 'created_at',
        headerName: 'Создан',
        width: 150,
        valueFormatter: (v: string) => formatDateTime(v),
      },
      {
        field: 'due_delivery_datetime',
        headerName: 'Доставка',
        width: 150,
        valueFormatter: (v: string | null) => formatDateTime(v),
      },
      {
        field: 'status_id',
        headerName: 'Статус',
        width: 200,
        renderCell: ({ row }) => <OrderStatusChip statusId={row.status_id} />,
      },
      {
        field: 'actions',
        headerName: 'Действия',
        width: 120,
        sortable: false,
        renderCell: ({ row }) => (
          <Button
            size="small"
            component={RouterLink}
            to={`/${side}/orders/${row.id}`}
            onClick={(e) => e.stopPropagation()}
          >
            Открыть
          </Button>
        ),
      },
    ],
    [side],
  );
  const exportQuery = () => {
    const query: Record<string, string | number | (string | number)[]> = {};
    for (const f of filters) {
      if ('field' in f && f.value !== undefined && !(Array.isArray(f.value) && f.value.length === 0))
        query[f.field] = f.value;
    }
    if (sorters[0]) Object.assign(query, { order_field: sorters[0].field, order_by: sorters[0].order });
    return query;
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={2} flexWrap="wrap">
        <Typography variant="h4" component="h1">
          Заказы
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            startIcon={<Download />}
            onClick={() => exportOrders(side, exportQuery()).catch((e: Error) => notify(e.message, 'error'))}
          >
            Экспорт в Excel
          </Button>
          <Button component={RouterLink} to={`/${side}/orders/new`} variant="contained" startIcon={<Add />}>
            Новый заказ
          </Button>
        </Stack>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <OrganizationPicker permission={side === 'client' ? 'order_client_r' : 'order_supplier_r'} />
        <TextField
          select
          size="small"
          label="Статус"
          value={statusId}
          sx={{ minWidth: 220 }}
          onChange={(e) => applyFilters(e.target.value === '' ? '' : Number(e.target.value), partnerId)}
        >
          <MenuItem value="">Все статусы</MenuItem>
          {ORDER_STATUSES.list.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={side === 'client' ? 'Поставщик' : 'Клиент'}
          value={partnerId}
          sx={{ minWidth: 260 }}
          onChange={(e) => applyFilters(statusId, e.target.value === '' ? '' : Number(e.target.value))}
        >
          <MenuItem value="">{side === 'client' ? 'Все поставщики' : 'Все клиенты'}</MenuItem>
          {(partners.data ?? []).map((p) => (
            <MenuItem key={p.partner.id} value={p.partner.id}>
              {p.partner.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <DataGrid
        {...dataGridProps}
        columns={columns}
        autoHeight
        disableColumnFilter
        onRowClick={({ row }) => navigate(`/${side}/orders/${row.id}`)}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        localeText={gridLocaleText({ noRowsLabel: 'Заказов пока нет' })}
      />
    </Stack>
  );
}
