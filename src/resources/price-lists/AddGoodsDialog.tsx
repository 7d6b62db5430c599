import type { GoodCategory } from '@contract/good-categories';
import { Alert, Button, Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAction } from '@/components/form-dialog';
import { DialogFrame } from '@/components/form-dialog/DialogFrame';
import { messageOf } from '@/providers/form-errors';
import { http } from '@/providers/http';
import { notify } from '@/providers/notification';
import { addGoodsByCategories } from './add-goods';

/** «Добавить товары»: the supplier's categories to add to the price list at base prices. */
export function AddGoodsDialog({
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
  const categories = useQuery({
    queryKey: ['good-categories', organizationId],
    queryFn: () =>
      http.get<{ items: GoodCategory[] }>('/v1/good_categories/', { organization_id: organizationId }),
  });
  const [chosen, setChosen] = useState<number[]>([]);
  const [overwrite, setOverwrite] = useState(false);
  const { busy, error, run: act } = useAction();
  const items = categories.data?.items ?? [];
  const depth = (category: GoodCategory): number => {
    const parent = items.find((c) => c.id === category.parent_id);
    return parent ? depth(parent) + 1 : 0;
  };

  const add = async () => {
    await act(async () => {
      const picked = items.filter((c) => chosen.includes(c.id));
      const result = await addGoodsByCategories(organizationId, priceListId, picked, overwrite);
      const skipped = result.withoutPrice > 0 ? `; без базовой цены пропущено: ${result.withoutPrice}` : '';
      notify(`Добавлено товаров: ${result.created}, обновлено: ${result.updated}${skipped}`);
      onAdded();
      onClose();
    });
  };

  return (
    <DialogFrame
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      title="Добавить товары по категориям"
      actions={
        <>
          <Button onClick={onClose}>Отмена</Button>
          <Button variant="contained" onClick={() => void add()} disabled={busy || chosen.length === 0}>
            {busy ? 'Добавляем…' : 'Добавить'}
          </Button>
        </>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Товары выбранных категорий попадут в прайс-лист по базовым ценам из каталога.
      </Typography>
      {categories.error && <Alert severity="error">{messageOf(categories.error)}</Alert>}
      {categories.data && items.length === 0 && <Alert severity="info">В каталоге нет категорий</Alert>}
      <FormGroup aria-label="Категории каталога">
        {items.map((category) => (
          <FormControlLabel
            key={category.id}
            sx={{ pl: depth(category) * 3 }}
            control={
              <Checkbox
                checked={chosen.includes(category.id)}
                onChange={(event) =>
                  setChosen(
                    event.target.checked
                      ? [...chosen, category.id]
                      : chosen.filter((id) => id !== category.id),
                  )
                }
              />
            }
            label={`${category.name} (${category.goods_count})`}
          />
        ))}
      </FormGroup>
      <FormControlLabel
        control={<Checkbox checked={overwrite} onChange={(event) => setOverwrite(event.target.checked)} />}
        label="Заменить цены товаров, которые уже есть в прайс-листе"
      />
      {error && <Alert severity="error">{error}</Alert>}
    </DialogFrame>
  );
}
