import type { Good } from '@contract/goods';
import type { SavedViewState } from '@contract/saved-views';
import Add from '@mui/icons-material/Add';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Search from '@mui/icons-material/Search';
import { Avatar, Box, Button, Chip, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import type { CrudFilter } from '@refinedev/core';
import { useDataGrid } from '@refinedev/mui';
import { Suspense, useEffect, useMemo, useState } from 'react';
import type { ListColumn } from '@/components/data-grid/fit-columns';
import { ListGrid } from '@/components/data-grid/ListGrid';
import { usePageTitle } from '@/components/layout/use-page-title';
import { OrganizationPicker, useActiveOrganization } from '@/components/organization-picker';
import { useCanIn } from '@/components/permissions/use-can-in';
import { ViewPicker } from '@/components/saved-views/ViewPicker';
import { formatMoney } from '@/i18n/format';
import { lazyComponent } from '@/router/lazy-component';
import { CategoryTree } from './CategoryTree';

// The good's form (fields, images, barcodes) arrives when a good is opened: the list's chunk stays small.
const GoodDrawer = lazyComponent(() => import('./GoodDrawer').then((m) => ({ default: m.GoodDrawer })));

/** Digits only → a barcode search; anything else searches names. */
export function searchFilters(text: string, categoryId: number | null): CrudFilter[] {
  const value = text.trim();
  const isBarcode = /^\d{4,14}$/.test(value);
  return [
    { field: 'name', operator: 'eq', value: isBarcode ? undefined : value || undefined },
    { field: 'barcode', operator: 'eq', value: isBarcode ? value : undefined },
    { field: 'good_category_ids', operator: 'eq', value: categoryId ?? undefined },
    { field: 'include_all_children', operator: 'eq', value: categoryId ? true : undefined },
  ];
}

/** «Каталог товаров»: category tree, goods grid with server-side sorting and paging, edit drawer. */
export default function GoodList() {
  usePageTitle('Каталог товаров');
  const { organizationId } = useActiveOrganization('good_r');
  const canCreate = useCanIn(organizationId, 'good_c');
  const canEdit = useCanIn(organizationId, 'good_u');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Good | 'new' | null>(null);
  const [hiddenColumns, setHiddenColumns] = useState<string[]>([]);
  const { dataGridProps, tableQuery, setFilters, sorters, setSorters } = useDataGrid<Good>({
    resource: 'goods',
    sorters: { initial: [{ field: 'name', order: 'asc' }] },
    filters: { mode: 'server', defaultBehavior: 'replace' },
    meta: { query: { organization_id: organizationId } },
    queryOptions: { enabled: Boolean(organizationId) },
  });

  useEffect(() => {
    const timer = setTimeout(() => setFilters(searchFilters(search, categoryId), 'replace'), 300);
    return () => clearTimeout(timer);
  }, [search, categoryId, setFilters]);
  useEffect(() => {
    if (organizationId) setCategoryId(null);
  }, [organizationId]);

  // A saved view (issue 42 item 18): the search, the category, the sort and the hidden columns.
  const viewState = (): SavedViewState => ({
    filters: { search: search.trim() || null, category_id: categoryId },
    sort: sorters[0] ? { field: sorters[0].field, order: sorters[0].order } : null,
    hidden_columns: hiddenColumns,
  });
  const applyView = ({ filters, sort, hidden_columns }: SavedViewState) => {
    setSearch(typeof filters.search === 'string' ? filters.search : '');
    setCategoryId(typeof filters.category_id === 'number' ? filters.category_id : null);
    setSorters([sort ?? { field: 'name', order: 'asc' }]);
    setHiddenColumns(hidden_columns);
  };

  const columns = useMemo<ListColumn<Good>[]>(
    () => [
      {
        field: 'images',
        headerName: 'Фото',
        width: 64,
        sortable: false,
        renderCell: ({ row }) => (
          <Avatar variant="rounded" src={row.images[0]?.url} alt="" sx={{ width: 40, height: 40, mt: 0.5 }}>
            <ImageOutlined />
          </Avatar>
        ),
      },
      // The good's drawer shows every field a narrow grid leaves out.
      { field: 'id', headerName: '№', width: 80, optional: 1 },
      { field: 'name', headerName: 'Наименование', flex: 1, minWidth: 200, wrap: true },
      { field: 'code', headerName: 'Артикул', width: 120, sortable: false, optional: 3 },
      {
        field: 'barcodes',
        headerName: 'Штрихкод',
        width: 150,
        sortable: false,
        optional: 2,
        valueGetter: (_v, row) => row.barcodes.join(', '),
      },
      {
        field: 'measure_id',
        headerName: 'Ед. изм.',
        width: 100,
        optional: 4,
        valueGetter: (_v, row) => row.measure_name,
      },
      {
        field: 'category_id',
        headerName: 'Категория',
        width: 170,
        optional: 5,
        wrap: true,
        valueGetter: (_v, row) => row.category_name ?? '—',
      },
      {
        field: 'base_price',
        headerName: 'Цена',
        width: 110,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_v, row) => formatMoney(row.base_price),
      },
      {
        field: 'is_published',
        headerName: 'Витрина',
        width: 130,
        sortable: false,
        renderCell: ({ row }) =>
          row.is_published ? (
            <Chip size="small" color="success" label="Опубликован" />
          ) : (
            <Chip size="small" label="Скрыт" />
          ),
      },
    ],
    [],
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" gap={2}>
        <Typography variant="h4" component="h1">
          Каталог товаров
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <ViewPicker listKey="goods" current={viewState} onApply={applyView} />
        {canCreate && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            Добавить товар
          </Button>
        )}
      </Stack>
      <OrganizationPicker permission="good_r" />
      {organizationId && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '280px 1fr' }, gap: 2 }}>
          <CategoryTree
            organizationId={organizationId}
            selected={categoryId}
            onSelect={setCategoryId}
            canEdit={canEdit}
          />
          <Stack spacing={2} sx={{ minWidth: 0 }}>
            <TextField
              size="small"
              label="Поиск по названию или штрихкоду"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <Search fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
            <ListGrid
              {...dataGridProps}
              columns={columns}
              disableColumnFilter
              hiddenColumns={hiddenColumns}
              onHiddenColumnsChange={setHiddenColumns}
              rowHeight={52}
              pageSizeOptions={[25, 50, 100]}
              onOpen={(row) => setEditing(row)}
              emptyLabel={search ? 'Ничего не найдено' : 'Товаров пока нет'}
              loadError={tableQuery.error}
            />
          </Stack>
        </Box>
      )}
      {editing && organizationId && (
        <Suspense fallback={null}>
          <GoodDrawer
            organizationId={organizationId}
            record={editing === 'new' ? undefined : editing}
            readOnly={editing !== 'new' && !canEdit}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
