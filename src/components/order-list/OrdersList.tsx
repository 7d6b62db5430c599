import type { Order } from '@contract/orders';
import type { SavedViewState } from '@contract/saved-views';
import Add from '@mui/icons-material/Add';
import Download from '@mui/icons-material/Download';
import { Box, Button, Stack, TextField, Typography, useMediaQuery } from '@mui/material';
import { useDataGrid } from '@refinedev/mui';
import type { Dayjs } from 'dayjs';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { ListLoadError } from '@/components/data-grid/ListLoadError';
import { listStateLabel, quietListError, retryUnanswered } from '@/components/data-grid/list-state';
import { IdSelect } from '@/components/form-fields/IdSelect';
import { usePageTitle } from '@/components/layout/use-page-title';
import { OrganizationPicker, useActiveOrganization } from '@/components/organization-picker';
import { ViewPicker } from '@/components/saved-views/ViewPicker';
import { MEDIA } from '@/modules/constants';
import { notify } from '@/providers/notification';
import { addressFilterValue, addressId } from '@/router/address-filters';
import { lazyComponent } from '@/router/lazy-component';
import { AWAITING_CLIENT, AwaitingConsentChip } from './AwaitingConsentChip';
import { ExportForOneC } from './ExportForOneC';
import { exportOrders } from './export-orders';
import { MoreFilters } from './MoreFilters';
import { filterStatuses } from './status-order';
import { useActivePartners } from './use-partners';

export type OrderSideName = 'client' | 'supplier';

// The pickers (dayjs and their adapter) arrive after the list itself: the list's chunk stays small.
const CreatedRange = lazyComponent(() => import('./CreatedRange'));
// Phones get cards instead of the grid's columns; desktops never download them, phones never
// download the DataGrid. The one the screen needs is fetched with the list, not after its render.
const OrderCards = lazyComponent(() => import('./OrderCards'));
const OrdersGrid = lazyComponent(() => import('./OrdersGrid'));
const phone =
  typeof window !== 'undefined' && Boolean(window.matchMedia?.(MEDIA.mobile.replace(/^@media /, '')).matches);
(phone ? OrderCards : OrdersGrid).preload().catch(() => undefined);
/** A phone shows two or three cards a screen: ten a page are a third of the grid's first render. */
const PAGE_SIZE = phone ? 10 : 25;

const day = (value: Dayjs | null) => (value?.isValid() ? value.format('YYYY-MM-DD') : undefined);

/** «Заказы» of either side: the spec's sortable columns, status and partner filters, export. */
export function OrdersList({ side }: { side: OrderSideName }) {
  usePageTitle('Заказы');
  const mobile = useMediaQuery(MEDIA.mobile);
  const { search } = useLocation();
  const { organizationId } = useActiveOrganization(side === 'client' ? 'order_client_r' : 'order_supplier_r');
  const partners = useActivePartners(side, organizationId ?? undefined);
  const [statusId, setStatusId] = useState<number | ''>(() =>
    addressId(addressFilterValue(search, 'status_ids')),
  );
  const [partnerId, setPartnerId] = useState<number | ''>('');
  const [number, setNumber] = useState('');
  const [createdFrom, setCreatedFrom] = useState<Dayjs | null>(null);
  const [createdTo, setCreatedTo] = useState<Dayjs | null>(null);
  const [exporting, setExporting] = useState(false);
  const [hiddenColumns, setHiddenColumns] = useState<string[]>([]);
  const partnerFilter = side === 'client' ? 'supplier_id' : 'client_organization_ids';
  const ownFilter = side === 'client' ? 'client_organization_ids' : 'supplier_id';
  const {
    dataGridProps,
    tableQuery,
    sorters,
    setSorters,
    filters,
    setFilters,
    currentPage,
    setCurrentPage,
    pageCount,
  } = useDataGrid<Order>({
    resource: `${side}-orders`,
    errorNotification: quietListError,
    queryOptions: { retry: retryUnanswered },
    sorters: { initial: [{ field: 'created_at', order: 'desc' }] },
    pagination: { pageSize: PAGE_SIZE },
    filters: {
      permanent: organizationId ? [{ field: ownFilter, operator: 'eq', value: organizationId }] : [],
    },
    syncWithLocation: true,
  });
  const typedNumber = /^\d{1,9}$/.test(number.trim()) ? Number(number.trim()) : undefined;
  const activeFilters = [
    statusId !== '',
    partnerId !== '',
    typedNumber !== undefined,
    Boolean(createdFrom || createdTo),
  ].filter(Boolean).length;
  /** The set filters behind «Фильтры» on a wide screen: the partner (search, status, days are in the row). */
  const moreActive = partnerId !== '' ? 1 : 0;
  const filtered = activeFilters > 0;
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
  // Stable, so that the memoized pickers skip the list's re-renders as its queries answer.
  const onCreatedFrom = useCallback((value: Dayjs | null) => {
    touched.current = true;
    setCreatedFrom(value);
  }, []);
  const onCreatedTo = useCallback((value: Dayjs | null) => {
    touched.current = true;
    setCreatedTo(value);
  }, []);
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
  // A saved view (issue 42 item 18): the filters of the row above, the sort and the hidden columns.
  const viewState = (): SavedViewState => ({
    filters: {
      status_id: statusId === '' ? null : statusId,
      partner_id: partnerId === '' ? null : partnerId,
      number: number.trim() || null,
      created_from: day(createdFrom) ?? null,
      created_to: day(createdTo) ?? null,
    },
    sort: sorters[0] ? { field: sorters[0].field, order: sorters[0].order } : null,
    hidden_columns: hiddenColumns,
  });
  const applyView = async ({ filters: f, sort, hidden_columns }: SavedViewState) => {
    const { default: dayjs } = await import('dayjs');
    const date = (value: unknown) => (typeof value === 'string' ? dayjs(value) : null);
    touched.current = true;
    setStatusId(typeof f.status_id === 'number' ? f.status_id : '');
    setPartnerId(typeof f.partner_id === 'number' ? f.partner_id : '');
    setNumber(typeof f.number === 'string' ? f.number : '');
    setCreatedFrom(date(f.created_from));
    setCreatedTo(date(f.created_to));
    setSorters([sort ?? { field: 'created_at', order: 'desc' }]);
    setHiddenColumns(hidden_columns);
  };
  const exportQuery = () => {
    const query: Record<string, string | number | (string | number)[]> = {};
    for (const f of filters) {
      if ('field' in f && f.value !== undefined && !(Array.isArray(f.value) && f.value.length === 0))
        query[f.field] = f.value;
    }
    if (sorters[0]) Object.assign(query, { order_field: sorters[0].field, order_by: sorters[0].order });
    return query;
  };

  const exportList = () => {
    setExporting(true);
    exportOrders(side, exportQuery())
      .catch((e: Error) => notify(e.message, 'error'))
      .finally(() => setExporting(false));
  };

  const organizationPicker = (
    <OrganizationPicker permission={side === 'client' ? 'order_client_r' : 'order_supplier_r'} />
  );

  const numberField = (
    <TextField
      size="small"
      label="Номер заказа"
      value={number}
      sx={mobile ? { flex: 1, minWidth: 0 } : { width: 150 }}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      error={number.trim() !== '' && typedNumber === undefined}
      helperText={number.trim() !== '' && typedNumber === undefined ? 'Только цифры' : undefined}
      onChange={(e) => change(setNumber)(e.target.value.replace(/^№\s*/, ''))}
    />
  );
  const statusField = (
    <IdSelect
      label="Статус"
      all="Все статусы"
      value={statusId}
      onChange={change(setStatusId)}
      options={filterStatuses(side)}
      minWidth={210}
    />
  );
  const partnerField = (
    <IdSelect
      label={side === 'client' ? 'Поставщик' : 'Клиент'}
      all={side === 'client' ? 'Все поставщики' : 'Все клиенты'}
      value={partnerId}
      onChange={change(setPartnerId)}
      options={(partners.data ?? []).map((p) => ({ id: p.partner.id, label: p.partner.name }))}
      minWidth={240}
    />
  );
  const createdRange = (width: number | string) => (
    <Suspense fallback={<Box sx={{ width: 332, maxWidth: '100%', height: 40 }} />}>
      <CreatedRange
        from={createdFrom}
        to={createdTo}
        onFrom={onCreatedFrom}
        onTo={onCreatedTo}
        width={width}
      />
    </Suspense>
  );

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
          <ViewPicker
            listKey={`${side}_orders`}
            current={viewState}
            onApply={applyView}
            openedFiltered={search.includes('filters[')}
          />
          <Button startIcon={<Download />} onClick={exportList} disabled={exporting}>
            {exporting ? 'Готовим файл…' : 'Экспорт в Excel'}
          </Button>
          {side === 'supplier' && (
            <ExportForOneC statusIds={statusId === '' ? [] : [statusId]} organizationId={organizationId} />
          )}
          <Button component={RouterLink} to={`/${side}/orders/new`} variant="contained" startIcon={<Add />}>
            Новый заказ
          </Button>
        </Stack>
      </Stack>
      <Stack
        id="order-filters"
        data-testid="order-filters"
        direction="row"
        spacing={1.5}
        useFlexGap
        flexWrap="wrap"
        alignItems={mobile ? 'center' : 'flex-start'}
      >
        {numberField}
        {!mobile && <Box sx={{ width: 260 }}>{statusField}</Box>}
        {!mobile && createdRange(160)}
        {/* Phones keep the first screen for the cards: the number in the row, the rest behind «Фильтры». */}
        <MoreFilters
          inline={mobile}
          active={mobile ? activeFilters - (typedNumber === undefined ? 0 : 1) : moreActive}
        >
          {organizationPicker}
          {mobile && statusField}
          {partnerField}
          {mobile && createdRange('100%')}
        </MoreFilters>
      </Stack>
      <ListLoadError error={tableQuery.error} onRetry={() => tableQuery.refetch()} />
      {mobile ? (
        <Suspense fallback={<Box sx={{ minHeight: '100vh' }} />}>
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
        <Suspense fallback={null}>
          <OrdersGrid
            side={side}
            // Refine keeps the previous total when a filter finds nothing (a total of 0 is falsy to it).
            gridProps={{
              ...dataGridProps,
              rowCount: tableQuery.data?.total ?? dataGridProps.rowCount,
              hiddenColumns,
              onHiddenColumnsChange: setHiddenColumns,
              // The filters are this page's fields, none a column's: the grid's filter model would drop
              // the ones a link opened the list with (the start page's) as soon as it mounts.
              filterModel: undefined,
              onFilterModelChange: undefined,
            }}
            listState={listState}
          />
        </Suspense>
      )}
    </Stack>
  );
}
