import type { ExpenseDoc } from '@contract/expenses';
import Add from '@mui/icons-material/Add';
import Category from '@mui/icons-material/Category';
import { Alert, Button, Stack, Typography } from '@mui/material';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ListColumn } from '@/components/data-grid/fit-columns';
import { ListGrid } from '@/components/data-grid/ListGrid';
import { DictionaryDialog } from '@/components/dictionary-dialog';
import { usePageTitle } from '@/components/layout/use-page-title';
import { useActiveOrganization } from '@/components/organization-picker';
import { PageHeader } from '@/components/page-header/PageHeader';
import { formatDate, formatMoney } from '@/i18n/format';
import { errorText } from '@/resources/write-off/error-text';
import { expensesApi } from './api';
import { expenseCategories } from './categories';
import { ExpenseDialog } from './ExpenseDialog';
import { ExpenseFilters, NO_FILTERS } from './ExpenseFilters';

const UNSORTABLE = { sortable: false } as const;

/** «Расходы»: supplier payments and other costs with filters and the totals of the filtered set. */
export default function ExpensesList() {
  usePageTitle('Расходы');
  const queryClient = useQueryClient();
  const { organizationId } = useActiveOrganization('expense_docs_r');
  const [filters, setFilters] = useState(NO_FILTERS);
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [sort, setSort] = useState<GridSortModel>([{ field: 'date', sort: 'desc' }]);
  const [editing, setEditing] = useState<ExpenseDoc | 'new' | null>(null);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const query = {
    organization_id: organizationId,
    ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')),
    limit: paging.pageSize,
    offset: paging.page * paging.pageSize,
    order_field: sort[0]?.field,
    order_by: sort[0]?.sort ?? undefined,
  };
  const list = useQuery({
    queryKey: ['expense_docs', query],
    queryFn: () => expensesApi.list(query),
    enabled: organizationId !== null,
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<ListColumn<ExpenseDoc>[]>(
    () => [
      { field: 'number', headerName: '№', width: 80 },
      { field: 'date', headerName: 'Дата', width: 120, valueFormatter: (value: string) => formatDate(value) },
      { field: 'type', headerName: 'Тип', width: 170, wrap: true, valueGetter: (_v, row) => row.type_label },
      {
        field: 'subject',
        headerName: 'Поставщик / категория',
        flex: 1,
        minWidth: 200,
        wrap: true,
        summary: true,
        ...UNSORTABLE,
        valueGetter: (_v, row) => row.supplier_name ?? row.category_name ?? '—',
      },
      // A narrow grid names these under the subject; the expense's dialog shows them too.
      {
        field: 'sales_point_name',
        headerName: 'Торговая точка',
        width: 170,
        optional: 2,
        wrap: true,
        ...UNSORTABLE,
      },
      {
        field: 'comment',
        headerName: 'Комментарий',
        flex: 1,
        minWidth: 150,
        optional: 1,
        wrap: true,
        ...UNSORTABLE,
      },
      {
        field: 'amount',
        headerName: 'Сумма',
        width: 130,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: string) => formatMoney(value),
      },
    ],
    [],
  );
  const totals = list.data?.totals;
  return (
    <Stack spacing={2}>
      <PageHeader title="Расходы">
        <Stack direction="row" spacing={1}>
          <Button
            startIcon={<Category />}
            disabled={organizationId === null}
            onClick={() => setCategoriesOpen(true)}
          >
            Категории расходов
          </Button>
          <Button
            variant="contained"
            startIcon={<Add />}
            disabled={organizationId === null}
            onClick={() => setEditing('new')}
          >
            Новый расход
          </Button>
        </Stack>
      </PageHeader>
      <ExpenseFilters
        organizationId={organizationId}
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPaging({ ...paging, page: 0 });
        }}
      />
      {list.isError && (
        <Alert severity="error">{errorText(list.error, 'Не удалось загрузить расходы')}</Alert>
      )}
      {totals && (
        <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap data-testid="expense-totals">
          <Typography fontWeight={600}>Итого: {formatMoney(totals.amount)}</Typography>
          {totals.by_type.map((t) => (
            <Typography key={t.type}>
              {t.label}: {formatMoney(t.amount)}
            </Typography>
          ))}
        </Stack>
      )}
      <ListGrid
        rows={list.data?.items ?? []}
        rowCount={list.data?.total ?? 0}
        loading={list.isFetching}
        columns={columns}
        disableColumnMenu
        sortingMode="server"
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        pageSizeOptions={[25, 50, 100]}
        sortModel={sort}
        onSortModelChange={setSort}
        onOpen={(row) => setEditing(row)}
        emptyLabel="Расходов нет"
        loadError={list.error}
      />
      {editing !== null && organizationId !== null && (
        <ExpenseDialog
          organizationId={organizationId}
          expense={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            queryClient.invalidateQueries({ queryKey: ['expense_docs'] });
          }}
        />
      )}
      {categoriesOpen && organizationId !== null && (
        <DictionaryDialog
          dictionary={expenseCategories}
          organizationId={organizationId}
          onClose={() => setCategoriesOpen(false)}
        />
      )}
    </Stack>
  );
}
