import { PARTNERSHIP_STATUSES, type Partnership, type PartnershipStatus } from '@contract/partnerships';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useDataGrid } from '@refinedev/mui';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ListColumn } from '@/components/data-grid/fit-columns';
import { ListGrid } from '@/components/data-grid/ListGrid';
import { quietListError } from '@/components/data-grid/list-state';
import { formatMoney } from '@/i18n/format';
import { liveRowClass, liveRowSx } from '@/providers/live/highlight';
import { PARTNERSHIP_LABELS, PartnershipStatusChip } from './PartnershipStatusChip';
import { RespondButtons } from './RespondButtons';
import type { Side } from './respond';
import { weekdaysSummary } from './terms-summary';

const statusOf = (value: string | null): PartnershipStatus | '' =>
  PARTNERSHIP_STATUSES.find((s) => s.status === value)?.status ?? '';

/** Partnerships of the organization (its suppliers or its clients) with search and status filter. */
export function PartnershipsGrid({
  side,
  resource,
  organizationId,
  cardPath,
}: {
  side: Side;
  resource: string;
  organizationId: number;
  /** Where a row leads, e.g. /supplier/clients. */
  cardPath: string;
}) {
  const navigate = useNavigate();
  const { search: address } = useLocation();
  // «?status=invited»: the start page's link to the invitations.
  const [status, setStatus] = useState<PartnershipStatus | ''>(() =>
    statusOf(new URLSearchParams(address).get('status')),
  );
  const [search, setSearch] = useState('');
  const { dataGridProps, setCurrentPage, tableQuery } = useDataGrid<Partnership>({
    resource,
    errorNotification: quietListError,
    sorters: { initial: [{ field: 'name', order: 'asc' }] },
    meta: { query: { organization_id: organizationId, status: status || undefined, query: search.trim() } },
    syncWithLocation: false,
  });
  const apply = (nextStatus: PartnershipStatus | '', nextSearch: string) => {
    setStatus(nextStatus);
    setSearch(nextSearch);
    setCurrentPage(1);
  };

  const columns = useMemo<ListColumn<Partnership>[]>(
    () => [
      {
        field: 'name',
        headerName: side === 'client' ? 'Поставщик' : 'Клиент',
        flex: 1,
        minWidth: 200,
        wrap: true,
        valueGetter: (_v, row) => row.partner.name,
      },
      // The partner's card (a row's click) shows the terms a narrow grid leaves out.
      {
        field: 'inn',
        headerName: 'ИНН',
        width: 130,
        optional: 2,
        valueGetter: (_v, row) => row.partner.inn ?? '—',
      },
      {
        field: 'status',
        headerName: 'Статус',
        width: 140,
        sortable: false,
        renderCell: ({ row }) => <PartnershipStatusChip status={row.status} />,
      },
      {
        field: 'min_order_amount',
        headerName: 'Минимальный заказ',
        width: 170,
        sortable: false,
        optional: 3,
        valueGetter: (_v, row) => formatMoney(row.min_order_amount),
      },
      {
        field: 'delivery_weekdays',
        headerName: 'Дни доставки',
        width: 190,
        sortable: false,
        optional: 1,
        valueGetter: (_v, row) => weekdaysSummary(row.delivery_weekdays),
      },
      {
        field: 'actions',
        headerName: 'Приглашение',
        width: 220,
        sortable: false,
        renderCell: ({ row }) => (
          <RespondButtons
            side={side}
            partnership={row}
            organizationId={organizationId}
            onDone={() => void tableQuery.refetch()}
          />
        ),
      },
    ],
    [side, organizationId, tableQuery],
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
        <TextField
          size="small"
          label="Поиск по названию или ИНН"
          value={search}
          onChange={(event) => apply(status, event.target.value)}
          sx={{ minWidth: 280 }}
        />
        <TextField
          select
          size="small"
          label="Статус"
          value={status}
          onChange={(event) => apply(event.target.value as PartnershipStatus | '', search)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">Все</MenuItem>
          {PARTNERSHIP_STATUSES.map((s) => (
            <MenuItem key={s.status} value={s.status}>
              {PARTNERSHIP_LABELS[s.status]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <ListGrid
        {...dataGridProps}
        columns={columns}
        disableColumnMenu
        pageSizeOptions={[10, 25, 50, 100]}
        // A supplier's card is addressed by its organization id (issue 19, item 17).
        onOpen={(row) => navigate(`${cardPath}/${side === 'client' ? row.partner.id : row.id}`)}
        getRowClassName={liveRowClass('partnerships')}
        sx={liveRowSx}
        emptyLabel={side === 'client' ? 'Поставщиков пока нет' : 'Клиентов пока нет'}
        loadError={tableQuery.error}
      />
    </Stack>
  );
}
