import type { PriceList } from '@contract/price-lists';
import Add from '@mui/icons-material/Add';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { useDataGrid } from '@refinedev/mui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ListColumn } from '@/components/data-grid/fit-columns';
import { ListGrid } from '@/components/data-grid/ListGrid';
import { IdSelect } from '@/components/form-fields/IdSelect';
import { usePageTitle } from '@/components/layout/use-page-title';
import { useActivePartners } from '@/components/order-list/use-partners';
import { OrganizationPicker, useActiveOrganization } from '@/components/organization-picker';
import { formatDate } from '@/i18n/format';
import { editorPath } from './paths';

/** «Прайс-листы»: the supplier's price lists per client; a row opens the editor. */
export default function PriceListList() {
  usePageTitle('Прайс-листы');
  const navigate = useNavigate();
  const { organizationId } = useActiveOrganization('price_list_r');
  const clients = useActivePartners('supplier', organizationId ?? undefined);
  const [clientId, setClientId] = useState<number | ''>('');
  const { dataGridProps, tableQuery, setCurrentPage } = useDataGrid<PriceList>({
    resource: 'price-lists',
    sorters: { initial: [{ field: 'created_at', order: 'desc' }] },
    meta: {
      query: {
        organization_id: organizationId,
        client_organization_id: clientId === '' ? undefined : clientId,
      },
    },
    queryOptions: { enabled: Boolean(organizationId) },
    syncWithLocation: false,
  });
  const columns = useMemo<ListColumn<PriceList>[]>(
    () => [
      { field: 'name', headerName: 'Название', flex: 1, minWidth: 200, wrap: true },
      {
        field: 'client',
        headerName: 'Клиент',
        flex: 1,
        minWidth: 180,
        sortable: false,
        wrap: true,
        valueGetter: (_v, row) => row.client_organization.name,
      },
      {
        field: 'valid_from',
        headerName: 'Действует с',
        width: 130,
        valueFormatter: (v: string) => formatDate(v),
      },
      {
        field: 'valid_to',
        headerName: 'по',
        width: 120,
        sortable: false,
        valueFormatter: (v: string | null) => (v ? formatDate(v) : 'бессрочно'),
      },
      { field: 'goods_count', headerName: 'Товаров', width: 100, sortable: false, optional: 1 },
      {
        field: 'is_active',
        headerName: 'Статус',
        width: 130,
        sortable: false,
        renderCell: ({ row }) =>
          row.is_active ? (
            <Chip size="small" color="success" label="Активен" />
          ) : (
            <Chip size="small" label="Черновик" />
          ),
      },
    ],
    [],
  );

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Прайс-листы
      </Typography>
      <OrganizationPicker permission="price_list_r" />
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap alignItems="center">
        <IdSelect
          label="Клиент"
          all="Все клиенты"
          value={clientId}
          onChange={(next) => {
            setClientId(next);
            setCurrentPage(1);
          }}
          options={(clients.data ?? []).map((p) => ({ id: p.client_organization_id, label: p.partner.name }))}
          minWidth={260}
        />
        <Button
          variant="contained"
          startIcon={<Add />}
          disabled={clientId === ''}
          onClick={() => clientId !== '' && navigate(editorPath(clientId))}
        >
          Новый прайс-лист для клиента
        </Button>
      </Stack>
      <ListGrid
        {...dataGridProps}
        columns={columns}
        disableColumnMenu
        pageSizeOptions={[10, 25, 50, 100]}
        onOpen={(row) => navigate(editorPath(row.client_organization_id, row.id))}
        emptyLabel="Прайс-листов пока нет. Выберите клиента и создайте прайс-лист"
        loadError={tableQuery.error}
      />
    </Stack>
  );
}
