import { moneyField } from '@contract/partnerships';
import type { PriceListGood } from '@contract/price-lists';
import { Stack, TextField, Typography } from '@mui/material';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useDataGrid } from '@refinedev/mui';
import { type ReactNode, useMemo, useState } from 'react';
import type { ListColumn } from '@/components/data-grid/fit-columns';
import { goodColumns } from '@/components/data-grid/good-columns';
import { ListGrid } from '@/components/data-grid/ListGrid';
import { formatDate, formatMoney } from '@/i18n/format';
import { messageOf } from '@/providers/form-errors';
import { HttpError } from '@/providers/http';
import { notify } from '@/providers/notification';
import { priceListsApi } from './price-lists-api';
import { SelectionActions } from './SelectionActions';

const priceSchema = moneyField('Цена');
const isBarcode = (text: string) => /^\d{8,14}$/.test(text);
/** A run of 8–14 digits is searched as a barcode, anything else as part of the name. */
const searchQuery = (text: string) => {
  const value = text.trim();
  return isBarcode(value) ? { barcode: value } : { good_name: value };
};

/** Goods of a price list: search by name or barcode, the price edited right in the grid. */
export function PriceListGoodsGrid({
  organizationId,
  priceListId,
  toolbar,
}: {
  organizationId: number;
  priceListId: number;
  toolbar?: ReactNode;
}) {
  const [search, setSearch] = useState('');
  const [selection, setSelection] = useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });
  const selected = selection.type === 'include' ? [...selection.ids].map(Number) : [];
  const { dataGridProps, setCurrentPage, tableQuery } = useDataGrid<PriceListGood>({
    resource: 'price-lists',
    sorters: { initial: [{ field: 'name', order: 'asc' }] },
    meta: {
      listPath: `/v1/supplier/price_lists/${priceListId}/goods`,
      query: { organization_id: organizationId, ...searchQuery(search) },
    },
    syncWithLocation: false,
  });
  const find = (text: string) => {
    setSearch(text);
    setCurrentPage(1);
  };
  const columns = useMemo<ListColumn<PriceListGood>[]>(
    () => [
      ...goodColumns<PriceListGood>(70),
      {
        field: 'price_list_category_name',
        headerName: 'Категория',
        width: 170,
        sortable: false,
        optional: 3,
        wrap: true,
        valueGetter: (v: string | null) => v ?? '—',
      },
      {
        field: 'base_price',
        headerName: 'Базовая цена',
        width: 130,
        align: 'right',
        headerAlign: 'right',
        sortable: false,
        valueFormatter: (v: string | null) => formatMoney(v),
      },
      {
        field: 'price',
        headerName: 'Цена',
        width: 130,
        editable: true,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (v: string) => formatMoney(v),
      },
      {
        field: 'price_changed_at',
        headerName: 'Прежняя цена',
        width: 190,
        sortable: false,
        optional: 2,
        wrap: true,
        valueGetter: (_v, row) =>
          row.previous_price
            ? `${formatMoney(row.previous_price)} до ${formatDate(row.price_changed_at)}`
            : '—',
      },
    ],
    [],
  );

  const processRowUpdate = async (next: PriceListGood, previous: PriceListGood) => {
    if (next.price === previous.price) return previous;
    const parsed = priceSchema.safeParse(next.price);
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Проверьте цену');
    const saved = await priceListsApi(organizationId).setPrice(priceListId, { ...next, price: parsed.data });
    notify(`Цена «${saved.name}»: ${formatMoney(saved.price)}`);
    return saved;
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <TextField
          size="small"
          label="Поиск по названию или штрихкоду"
          value={search}
          onChange={(event) => find(event.target.value)}
          sx={{ minWidth: 320 }}
        />
        {toolbar}
        <SelectionActions
          organizationId={organizationId}
          priceListId={priceListId}
          selected={selected}
          onChanged={() => {
            setSelection({ type: 'include', ids: new Set() });
            void tableQuery.refetch();
          }}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Чтобы изменить цену, дважды щёлкните по ней, введите новую и нажмите Enter.
      </Typography>
      <ListGrid
        {...dataGridProps}
        columns={columns}
        getRowId={(row) => row.good_id}
        disableColumnMenu
        checkboxSelection
        disableRowSelectionOnClick
        keepNonExistentRowsSelected
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        pageSizeOptions={[25, 50, 100]}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={(error) =>
          notify(
            error instanceof Error && !(error instanceof HttpError) ? error.message : messageOf(error),
            'error',
          )
        }
        emptyLabel="В прайс-листе пока нет товаров. Добавьте их по категориям"
      />
    </Stack>
  );
}
