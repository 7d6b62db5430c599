import type { Contract } from '@contract/contracts';
import { CONTRACT_STATUSES } from '@contract/statuses';
import Add from '@mui/icons-material/Add';
import { Button, Stack, TextField } from '@mui/material';
import { useDataGrid } from '@refinedev/mui';
import { Suspense, useMemo, useState } from 'react';
import type { ListColumn } from '@/components/data-grid/fit-columns';
import { ListGrid } from '@/components/data-grid/ListGrid';
import { quietListError } from '@/components/data-grid/list-state';
import { IdSelect } from '@/components/form-fields/IdSelect';
import { useActivePartners } from '@/components/order-list/use-partners';
import { StatusChip } from '@/components/status-chip';
import { formatDate } from '@/i18n/format';
import { liveRowClass, liveRowSx } from '@/providers/live/highlight';
import { lazyComponent } from '@/router/lazy-component';
import type { Side } from './contracts-api';

/** The dialog (a form with its validation) loads when a contract is opened, not with the table. */
const ContractDialog = lazyComponent(() =>
  import('./ContractDialog').then((m) => ({ default: m.ContractDialog })),
);

/**
 * Contracts of the organization with status and number filters; a row opens the contract, «Новый
 * договор» creates one. With partnerOrganizationId only the contracts with that partner are shown.
 */
export function ContractsTable({
  side,
  organizationId,
  partnerOrganizationId,
}: {
  side: Side;
  organizationId: number;
  partnerOrganizationId?: number;
}) {
  const [statusId, setStatusId] = useState<number | ''>('');
  const [number, setNumber] = useState('');
  const [open, setOpen] = useState<Contract | 'new' | null>(null);
  const partners = useActivePartners(side, organizationId);
  const partnerQuery =
    partnerOrganizationId === undefined
      ? {}
      : {
          [side === 'client' ? 'supplier_organization_id' : 'client_organization_id']: partnerOrganizationId,
        };
  const { dataGridProps, setCurrentPage, tableQuery } = useDataGrid<Contract>({
    resource: `${side}-contracts`,
    errorNotification: quietListError,
    dataProviderName: side,
    sorters: { initial: [{ field: 'created_at', order: 'desc' }] },
    meta: {
      apiPath: 'contracts',
      query: {
        organization_id: organizationId,
        ...partnerQuery,
        status_ids: statusId === '' ? undefined : [statusId],
        number: number.trim(),
      },
    },
    syncWithLocation: false,
  });
  const apply = (nextStatus: number | '', nextNumber: string) => {
    setStatusId(nextStatus);
    setNumber(nextNumber);
    setCurrentPage(1);
  };
  const columns = useMemo<ListColumn<Contract>[]>(
    () => [
      { field: 'number', headerName: 'Номер', width: 140, renderCell: ({ row }) => `№ ${row.number}` },
      {
        field: 'partner',
        headerName: side === 'client' ? 'Поставщик' : 'Клиент',
        flex: 1,
        minWidth: 200,
        sortable: false,
        wrap: true,
        valueGetter: (_v, row) => row.partner.name,
      },
      {
        field: 'date_from',
        headerName: 'Начало',
        width: 130,
        valueFormatter: (v: string | null) => formatDate(v),
      },
      {
        field: 'date_to',
        headerName: 'Окончание',
        width: 130,
        valueFormatter: (v: string | null) => formatDate(v),
      },
      {
        field: 'status_id',
        headerName: 'Статус',
        width: 170,
        renderCell: ({ row }) => {
          const status = CONTRACT_STATUSES.byId.get(row.status_id);
          return status ? <StatusChip label={status.label} color={status.color} /> : null;
        },
      },
      {
        field: 'created_at',
        headerName: 'Создан',
        width: 120,
        optional: 1,
        valueFormatter: (v: string) => formatDate(v),
      },
    ],
    [side],
  );
  const partnerRefs = (partners.data ?? []).map((p) => p.partner);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap alignItems="center">
        <TextField
          size="small"
          label="Номер договора"
          value={number}
          onChange={(event) => apply(statusId, event.target.value)}
        />
        <IdSelect
          label="Статус договора"
          all="Все"
          value={statusId}
          onChange={(next) => apply(next, number)}
          options={CONTRACT_STATUSES.list}
          minWidth={200}
        />
        <Button variant="contained" startIcon={<Add />} onClick={() => setOpen('new')}>
          Новый договор
        </Button>
      </Stack>
      <ListGrid
        {...dataGridProps}
        columns={columns}
        disableColumnMenu
        pageSizeOptions={[10, 25, 50, 100]}
        onOpen={(row) => setOpen(row)}
        getRowClassName={liveRowClass('contracts')}
        sx={liveRowSx}
        emptyLabel="Договоров пока нет"
        loadError={tableQuery.error}
      />
      {open && (
        <Suspense fallback={null}>
          <ContractDialog
            side={side}
            organizationId={organizationId}
            record={open === 'new' ? undefined : open}
            partners={partnerRefs}
            fixedPartnerId={partnerOrganizationId}
            onClose={() => setOpen(null)}
            onSaved={() => void tableQuery.refetch()}
          />
        </Suspense>
      )}
    </Stack>
  );
}
