import type { PriceListCategory, PriceListGood } from '@contract/price-lists';
import { Alert, Chip, List, ListItemButton, ListItemText, Paper, Stack, TextField } from '@mui/material';
import { useDataGrid } from '@refinedev/mui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ListColumn } from '@/components/data-grid/fit-columns';
import { goodColumns } from '@/components/data-grid/good-columns';
import { ListGrid } from '@/components/data-grid/ListGrid';
import { formatDate, formatMoney } from '@/i18n/format';
import { http } from '@/providers/http';

const isBarcode = (text: string) => /^\d{8,14}$/.test(text);
/** A run of 8–14 digits is searched as a barcode, anything else as part of the name. */
const searchQuery = (text: string) => {
  const value = text.trim();
  return isBarcode(value) ? { barcode: value } : { good_name: value };
};

const columns: ListColumn<PriceListGood>[] = [
  ...goodColumns<PriceListGood>(80),
  {
    field: 'price',
    headerName: 'Цена',
    width: 260,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={1} alignItems="center" sx={{ height: '100%' }}>
        <span>{formatMoney(row.price)}</span>
        {row.previous_price !== null && row.previous_price !== row.price && (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label="цена изменилась"
            title={`Было ${formatMoney(row.previous_price)}, изменена ${formatDate(row.price_changed_at)}`}
          />
        )}
      </Stack>
    ),
  },
];

/** The supplier's catalog for this client: goods of its price list with a category sidebar. */
export function SupplierCatalog({
  organizationId,
  priceListId,
}: {
  organizationId: number;
  priceListId: number;
}) {
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const categories = useQuery({
    queryKey: ['client-price-list-categories', organizationId, priceListId],
    queryFn: () =>
      http.get<{ items: PriceListCategory[] }>(`/v1/client/price_lists/${priceListId}/good_categories`, {
        organization_id: organizationId,
      }),
  });
  const { dataGridProps, setCurrentPage } = useDataGrid<PriceListGood>({
    resource: 'client-suppliers',
    sorters: { initial: [{ field: 'name', order: 'asc' }] },
    meta: {
      listPath: `/v1/client/price_lists/${priceListId}/goods`,
      query: {
        organization_id: organizationId,
        ...searchQuery(search),
        category_ids: categoryId === null ? undefined : [categoryId],
      },
    },
    syncWithLocation: false,
  });
  const apply = (text: string, category: number | null) => {
    setSearch(text);
    setCategoryId(category);
    setCurrentPage(1);
  };
  const sidebar = useMemo(() => categories.data?.items ?? [], [categories.data]);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
      <Paper variant="outlined" sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0 }}>
        <List dense aria-label="Категории каталога">
          <ListItemButton selected={categoryId === null} onClick={() => apply(search, null)}>
            <ListItemText primary="Все товары" />
          </ListItemButton>
          {sidebar.map((category) => (
            <ListItemButton
              key={category.id}
              selected={categoryId === category.id}
              onClick={() => apply(search, category.id)}
            >
              <ListItemText primary={category.name} secondary={`${category.goods_count} тов.`} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
      <Stack spacing={2} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        <TextField
          size="small"
          label="Поиск по названию или штрихкоду"
          value={search}
          onChange={(event) => apply(event.target.value, categoryId)}
        />
        {categories.error && <Alert severity="error">Не удалось загрузить категории</Alert>}
        <ListGrid
          {...dataGridProps}
          columns={columns}
          getRowId={(row) => row.good_id}
          disableColumnMenu
          pageSizeOptions={[25, 50, 100]}
          aria-label="Каталог поставщика"
          emptyLabel="Товаров не найдено"
        />
      </Stack>
    </Stack>
  );
}
