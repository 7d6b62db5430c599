import type { Order } from '@contract/orders';
import Add from '@mui/icons-material/Add';
import Download from '@mui/icons-material/Download';
import { Box, Button, Link, MenuItem, Stack, TextField, Typography, useMediaQuery } from '@mui/material';
import { useDataGrid } from '@refinedev/mui';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { ListColumn } from '@/components/data-grid/fit-columns';
import { ListGrid } from '@/components/data-grid/ListGrid';
import { ListLoadError } from '@/components/data-grid/ListLoadError';
import { listStateLabel, quietListError } from '@/components/data-grid/list-state';
import { gridLocaleText } from '@/components/data-grid/locale';
import { usePageTitle } from '@/components/layout/use-page-title';
import { OrderStatusChip } from '@/components/order-status';
import { OrganizationPicker, useActiveOrganization } from '@/components/organization-picker';
import { formatDateTime, formatMoney } from '@/i18n/format';
import { MEDIA } from '@/modules/constants';
import { liveRowClass, liveRowSx } from '@/providers/live/highlight';
import { notify } from '@/providers/notification';
import { AWAITING_CLIENT, AwaitingConsentChip } from './AwaitingConsentChip';
import { ExportForOneC } from './ExportForOneC';
import { exportOrders } from './export-orders';
import { SupplierChangedMark } from './SupplierChangedMark';
import { filterStatuses } from './status-order';
import { useActivePartners } from './use-partners';

export type OrderSideName = 'client' | 'supplier';

// The pickers (dayjs and their adapter) arrive after the list itself: the list's chunk stays small.
const CreatedRange = lazy(() => import('./CreatedRange'));
// Phones get cards instead of the grid's columns; desktops never download them.
const OrderCards = lazy(() => import('./OrderCards'));

const day = (value: Dayjs | null) => (value?.isValid() ? value.format('YYYY-MM-DD') : undefined);

/** «Заказы» of either side: the spec's sortable columns, status and partner filters, export. */
export function OrdersList({ side }: { side: OrderSideName }) {
  usePageTitle('Заказы');
  const navigate = useNavigate();
  const mobile = useMediaQuery(MEDIA.mobile);
  const { organizationId } = useActiveOrganization(side === 'client' ? 'order_client_r' : 'order_supplier_r');
  const partners = useActivePartners(side, organizationId ?? undefined);
  const [statusId, setStatusId] = useState<number | ''>('');
  const [partnerId, setPartnerId] = useState<number | ''>('');
  const [number, setNumber] = useState('');
  const [createdFrom, setCreatedFrom] = useState<Dayjs | null>(null);
  const [createdTo, setCreatedTo] = useState<Dayjs | null>(null);
  const partnerFilter = side === 'client' ? 'supplier_id' : 'client_organization_ids';
  const ownFilter = side === 'client' ? 'client_organization_ids' : 'supplier_id';
  const { dataGridProps, tableQuery, sorters, filters, setFilters, currentPage, setCurrentPage, pageCount } =
    useDataGrid<Order>({
      resource: `${side}-orders`,
      errorNotification: quietListError,
      sorters: { initial: [{ field: 'created_at', order: 'desc' }] },
      filters: {
        permanent: organizationId ? [{ field: ownFilter, operator: 'eq', value: organizationId }] : [],
      },
      syncWithLocation: true,
    });
  const typedNumber = /^\d{1,9}$/.test(number.trim()) ? Number(number.trim()) : undefined;
  const filtered =
    statusId !== '' || partnerId !== '' || typedNumber !== undefined || Boolean(createdFrom || createdTo);
  const emptyText = filtered ? 'Нет заказов по выбранным условиям' : 'Заказов пока нет';
  const listState = listStateLabel(tableQuery.error, emptyText);
  // The list's own filters (from the address) stay until the user changes one here.
  const touched = useRef(false);
  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      touched.current = true;
      set(value);
    };
  // Typing a number filters once the user pauses, not on every keystroke.
  useEffect(() => {
    if (!touched.current) return;
    const timer = setTimeout(
      () =>
        setFilters(
          [
            { field: 'status_ids', operator: 'in', value: statusId === '' ? [] : [statusId] },
            { field: partnerFilter, operator: 'eq', value: partnerId === '' ? undefined : partnerId },
            { field: 'number', operator: 'eq', value: typedNumber },
            { field: 'created_from', operator: 'eq', value: day(createdFrom) },
            { field: 'created_to', operator: 'eq', value: day(createdTo) },
          ],
          'replace',
        ),
      300,
    );
    return () => clearTimeout(timer);
  }, [statusId, partnerId, typedNumber, createdFrom, createdTo, partnerFilter, setFilters]);
  const columns = useMemo<ListColumn<Order>[]>(
    () => [
      {
        field: 'id',
        headerName: '№',
        width: 80,
        valueGetter: (_v, row) => row.number,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={`/${side}/orders/${row.id}`} onClick={(e) => e.stopPropagation()}>
            № {row.number}
          </Link>
        ),
      },
      // The partner only: the user's own organization would repeat itself on every row.
      side === 'client'
        ? {
            field: 'supplier_organization_id',
            headerName: 'Поставщик',
            flex: 1,
            minWidth: 160,
            wrap: true,
            valueGetter: (_v, row) => row.supplier_organization_name,
          }
        : {
            field: 'client_organization_id',
            headerName: 'Клиент',
            flex: 1,
            minWidth: 160,
            wrap: true,
            valueGetter: (_v, row) => row.client_organization_name,
          },
      {
        field: 'sales_point_id',
        headerName: 'Точка продаж',
        flex: 1,
        minWidth: 130,
        optional: 2,
        wrap: true,
        valueGetter: (_v, row) => row.sales_point_name,
      },
      {
        field: 'total_amount',
        headerName: 'Сумма',
        width: 120,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (v: string) => formatMoney(v),
      },
      {
        field: 'created_at',
        headerName: 'Создан',
        width: 125,
        optional: 1,
        valueFormatter: (v: string) => formatDateTime(v),
      },
      {
        field: 'due_delivery_datetime',
        headerName: 'Доставка',
        width: 125,
        valueFormatter: (v: string | null) => formatDateTime(v),
      },
      {
        field: 'status_id',
        headerName: 'Статус',
        width: 180,
        renderCell: ({ row }) => (
          <>
            <OrderStatusChip statusId={row.status_id} />
            {row.has_supplier_changes && <SupplierChangedMark side={side} />}
          </>
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
        {side === 'client' && (
          <AwaitingConsentChip
            organizationId={organizationId}
            onPick={() => change(setStatusId)(AWAITING_CLIENT)}
          />
        )}
        <Box flexGrow={1} />
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          <Button
            startIcon={<Download />}
            onClick={() => exportOrders(side, exportQuery()).catch((e: Error) => notify(e.message, 'error'))}
          >
            Экспорт в Excel
          </Button>
          {side === 'supplier' && <ExportForOneC statusIds={statusId === '' ? [] : [statusId]} />}
          <Button component={RouterLink} to={`/${side}/orders/new`} variant="contained" startIcon={<Add />}>
            Новый заказ
          </Button>
        </Stack>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} flexWrap="wrap" useFlexGap>
        <OrganizationPicker permission={side === 'client' ? 'order_client_r' : 'order_supplier_r'} />
        <TextField
          size="small"
          label="Номер заказа"
          value={number}
          sx={{ width: 150 }}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          error={number.trim() !== '' && typedNumber === undefined}
          helperText={number.trim() !== '' && typedNumber === undefined ? 'Только цифры' : undefined}
          onChange={(e) => change(setNumber)(e.target.value.replace(/^№\s*/, ''))}
        />
        <TextField
          select
          size="small"
          label="Статус"
          value={statusId}
          sx={{ minWidth: 220 }}
          onChange={(e) => change(setStatusId)(e.target.value === '' ? '' : Number(e.target.value))}
        >
          <MenuItem value="">Все статусы</MenuItem>
          {filterStatuses(side).map((s) => (
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
          sx={{ minWidth: 240 }}
          onChange={(e) => change(setPartnerId)(e.target.value === '' ? '' : Number(e.target.value))}
        >
          <MenuItem value="">{side === 'client' ? 'Все поставщики' : 'Все клиенты'}</MenuItem>
          {(partners.data ?? []).map((p) => (
            <MenuItem key={p.partner.id} value={p.partner.id}>
              {p.partner.name}
            </MenuItem>
          ))}
        </TextField>
        <Suspense fallback={<Box sx={{ width: 356, maxWidth: '100%', height: 40 }} />}>
          <CreatedRange
            from={createdFrom}
            to={createdTo}
            onFrom={change(setCreatedFrom)}
            onTo={change(setCreatedTo)}
          />
        </Suspense>
      </Stack>
      <ListLoadError error={tableQuery.error} onRetry={() => tableQuery.refetch()} />
      {mobile ? (
        <Suspense fallback={null}>
          <OrderCards
            side={side}
            orders={dataGridProps.rows}
            loading={dataGridProps.loading}
            emptyText={listState}
            page={currentPage}
            pageCount={pageCount}
            onPage={setCurrentPage}
          />
        </Suspense>
      ) : (
        <ListGrid
          {...dataGridProps}
          // Refine keeps the previous total when a filter finds nothing (a total of 0 is falsy to it).
          rowCount={tableQuery.data?.total ?? dataGridProps.rowCount}
          columns={columns}
          autoHeight
          disableColumnFilter
          onRowClick={({ row }) => navigate(`/${side}/orders/${row.id}`)}
          getRowClassName={liveRowClass('orders')}
          sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' }, ...liveRowSx }}
          localeText={gridLocaleText({ noRowsLabel: listState, noResultsOverlayLabel: listState })}
        />
      )}
    </Stack>
  );
}
