import type { Order } from '@contract/orders';
import { Box, Link } from '@mui/material';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { ListColumn } from '@/components/data-grid/fit-columns';
import { ListGrid, type ListGridProps } from '@/components/data-grid/ListGrid';
import { OrderStatusChip } from '@/components/order-status';
import { formatDealTime } from '@/i18n/deal-time';
import { formatMoney } from '@/i18n/format';
import { liveRowClass, liveRowSx } from '@/providers/live/highlight';
import { DealTimeCell } from './DealTimeCell';
import type { OrderSideName } from './OrdersList';
import { orderNo } from './order-name';
import { SupplierChangedMark } from './SupplierChangedMark';

/**
 * «30.11.2026 14:05» whole with the cell's padding, in the widest of the system fonts (DejaVu Sans:
 * 125 px of text); 125 px cut it to «30.11.2026 …» (issue 42).
 */
const DATE_TIME_WIDTH = 150;
// With these, the seven columns (974 px) fit 1280 px with the side menu open (a 982 px grid).

/**
 * A long status («Ждёт согласия клиента», «Подписание документов») wraps to a second line of its
 * chip instead of ending in «…»; the row's height holds two lines.
 */
const statusCell = {
  display: 'flex',
  alignItems: 'center',
  height: '100%',
  minWidth: 0,
  '& .MuiChip-root': { height: 'auto', minHeight: 24, maxWidth: '100%' },
  '& .MuiChip-label': { whiteSpace: 'normal', lineHeight: 1.25, py: '3px' },
} as const;

interface Props {
  side: OrderSideName;
  /** Refine's `dataGridProps` with the total of the list's own query. */
  gridProps: Omit<ListGridProps<Order>, 'columns' | 'emptyLabel'>;
  /** What the grid says when there are no rows (empty list, nothing found, load failure). */
  listState: string;
}

/**
 * The orders list's grid on wider screens, a chunk of its own: phones show cards and never
 * download or evaluate the DataGrid (issue 27).
 */
export default function OrdersGrid({ side, gridProps, listState }: Props) {
  const navigate = useNavigate();
  const columns = useMemo<ListColumn<Order>[]>(
    () => [
      {
        field: 'id',
        headerName: '№',
        // «Черновик» (the buyer's drafts until sent) and «№ 1234567» whole.
        width: 104,
        valueGetter: (_v, row) => row.number,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={`/${side}/orders/${row.id}`} onClick={(e) => e.stopPropagation()}>
            {orderNo(row)}
          </Link>
        ),
      },
      // The partner only: the user's own organization would repeat itself on every row.
      side === 'client'
        ? {
            field: 'supplier_organization_id',
            headerName: 'Поставщик',
            flex: 1,
            minWidth: 150,
            wrap: true,
            valueGetter: (_v, row) => row.supplier_organization_name,
          }
        : {
            field: 'client_organization_id',
            headerName: 'Клиент',
            flex: 1,
            minWidth: 150,
            wrap: true,
            valueGetter: (_v, row) => row.client_organization_name,
          },
      {
        field: 'sales_point_id',
        headerName: 'Точка продаж',
        flex: 1,
        minWidth: 120,
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
        width: DATE_TIME_WIDTH,
        optional: 1,
        valueFormatter: (v: string, row) => formatDealTime(v, row.sales_point_time_zone),
        renderCell: ({ row }) => <DealTimeCell value={row.created_at} zone={row.sales_point_time_zone} />,
      },
      {
        field: 'due_delivery_datetime',
        headerName: 'Доставка',
        width: DATE_TIME_WIDTH,
        valueFormatter: (v: string | null, row) => formatDealTime(v, row.sales_point_time_zone),
        renderCell: ({ row }) => (
          <DealTimeCell value={row.due_delivery_datetime} zone={row.sales_point_time_zone} />
        ),
      },
      {
        field: 'status_id',
        headerName: 'Статус',
        width: 180,
        renderCell: ({ row }) => (
          <Box sx={statusCell}>
            <OrderStatusChip statusId={row.status_id} />
            {row.has_supplier_changes && <SupplierChangedMark side={side} />}
          </Box>
        ),
      },
    ],
    [side],
  );
  return (
    <ListGrid
      {...gridProps}
      columns={columns}
      disableColumnFilter
      onOpen={(row) => navigate(`/${side}/orders/${row.id}`)}
      getRowClassName={liveRowClass('orders')}
      sx={liveRowSx}
      emptyLabel={listState}
      localeText={{ noResultsOverlayLabel: listState }}
    />
  );
}
