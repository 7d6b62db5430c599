import type { Good } from '@contract/goods';
import { Alert, Autocomplete, Button, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAction } from '@/components/form-dialog';
import { DialogFrame } from '@/components/form-dialog/DialogFrame';
import { DecimalField } from '@/components/form-fields/TextFields';
import { http } from '@/providers/http';
import { notify } from '@/providers/notification';
import { priceListsApi } from './price-lists-api';

/** «Добавить товар»: one good of the catalogue, found by name, at a price (its base price offered). */
export function AddOneGoodDialog({
  organizationId,
  priceListId,
  onClose,
  onAdded,
}: {
  organizationId: number;
  priceListId: number;
  onClose: () => void;
  onAdded: () => void;
}) {
  const [search, setSearch] = useState('');
  const [good, setGood] = useState<Good | null>(null);
  const [price, setPrice] = useState('');
  const { busy, error, run: act } = useAction();
  const found = useQuery({
    queryKey: ['goods-search', organizationId, search],
    queryFn: () =>
      http.get<{ items: Good[] }>('/v1/goods/', {
        organization_id: organizationId,
        name: search.trim(),
        limit: 20,
      }),
  });
  const add = async () => {
    if (!good) return;
    await act(async () => {
      const saved = await priceListsApi(organizationId).setPrice(priceListId, {
        good_id: good.id,
        price,
        price_list_category_id: null,
      });
      notify(`«${saved.name}» в прайс-листе`);
      onAdded();
      onClose();
    });
  };
  return (
    <DialogFrame
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      title="Добавить товар"
      actions={
        <>
          <Button onClick={onClose}>Отмена</Button>
          <Button variant="contained" disabled={busy || !good || !price} onClick={() => void add()}>
            Добавить
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Autocomplete
          options={found.data?.items ?? []}
          getOptionLabel={(g) => g.name}
          filterOptions={(options) => options}
          value={good}
          onChange={(_e, next) => {
            setGood(next);
            setPrice(next?.base_price ? String(next.base_price) : '');
          }}
          onInputChange={(_e, text) => setSearch(text)}
          noOptionsText="Ничего не найдено"
          renderInput={(params) => <TextField {...params} label="Товар" />}
        />
        <DecimalField label="Цена, ₽" value={price} onChange={setPrice} />
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </DialogFrame>
  );
}
