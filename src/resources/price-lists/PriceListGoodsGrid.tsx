import { moneyField } from '@contract/partnerships';
import type { PriceListGood } from '@contract/price-lists';
import { Alert, Stack, TextField, Typography } from '@mui/material';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useDataGrid } from '@refinedev/mui';
import { type ReactNode, useMemo, useState } from 'react';
import type { ListColumn } from '@/components/data-grid/fit-columns';
import { goodColumns } from '@/components/data-grid/good-columns';
import { ListGrid } from '@/components/data-grid/ListGrid';
import { UnsavedChip, useSaveQueue } from '@/components/save-queue';
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
  // Each price saves on its own (shared save queue): a refused one stays typed and marked at its cell,
  // a network failure is retried, and what is not saved outlives a reload.
  const saver = useSaveQueue<number, { price: string; price_list_category_id: number | null }>({
    storageKey: `price-list-cells:${priceListId}`,
    send: async (values) => {
      for (const [good_id, value] of values) {
        const saved = await priceListsApi(organizationId).setPrice(priceListId, { good_id, ...value });
        notify(`Цена «${saved.name}»: ${formatMoney(saved.price)}`);
      }
      return undefined;
    },
  });
  const unsaved = saver.unsaved;
  const refused = [...unsaved.values()].flatMap((kept) => (kept.refused === undefined ? [] : [kept.refused]));
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
        // A price not saved yet shows as it was typed.
        valueGetter: (v: string, row) => unsaved.get(row.good_id)?.value.price ?? v,
        valueFormatter: (v: string) => (priceSchema.safeParse(v).success ? formatMoney(v) : v),
        cellClassName: (params) =>
          unsaved.get(params.row.good_id)?.refused === undefined ? '' : 'price-refused',
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
    [unsaved],
  );

  const processRowUpdate = async (next: PriceListGood, previous: PriceListGood) => {
    if (next.price === previous.price) return previous;
    const parsed = priceSchema.safeParse(next.price);
    const value = { price: next.price, price_list_category_id: next.price_list_category_id };
    if (!parsed.success)
      saver.queue.reject(
        next.good_id,
        value,
        `«${next.name}»: ${parsed.error.issues[0]?.message ?? 'проверьте цену'}`,
        next.name,
      );
    else saver.queue.set(next.good_id, { ...value, price: parsed.data }, next.name);
    return parsed.success ? { ...next, price: parsed.data } : next;
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
        <UnsavedChip state={saver} />
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
      {refused.length > 0 && (
        <Alert severity="error" data-testid="refused-prices">
          Не сохранено: {refused.slice(0, 5).join('; ')}
          {refused.length > 5 ? ` и ещё ${refused.length - 5}` : ''}. Исправьте цену — остальные сохраняются.
        </Alert>
      )}
      <ListGrid
        {...dataGridProps}
        sx={{
          '& .price-refused': {
            color: 'error.main',
            outline: 1,
            outlineColor: 'error.main',
            outlineOffset: -2,
          },
        }}
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
