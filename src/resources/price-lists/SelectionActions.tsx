import { Button } from '@mui/material';
import { Suspense, useState } from 'react';
import { useConfirm } from '@/components/confirm-dialog';
import { messageOf } from '@/providers/form-errors';
import { notify } from '@/providers/notification';
import { lazyComponent } from '@/router/lazy-component';
import { priceListsApi } from './price-lists-api';

const RepriceDialog = lazyComponent(() =>
  import('./RepriceDialog').then((m) => ({ default: m.RepriceDialog })),
);

/** What the supplier does with the goods ticked in the price list: remove them (after a question), reprice. */
export function SelectionActions({
  organizationId,
  priceListId,
  selected,
  onChanged,
}: {
  organizationId: number;
  priceListId: number;
  selected: number[];
  onChanged: () => void;
}) {
  const { confirm, dialog } = useConfirm();
  const [repricing, setRepricing] = useState(false);
  const remove = async () => {
    const agreed = await confirm({
      title: 'Убрать товары из прайс-листа?',
      text: `Товаров: ${selected.length}. Клиент больше не сможет их заказать; вернуть можно через «Добавить товар».`,
      action: 'Убрать',
      color: 'error',
    });
    if (!agreed) return;
    try {
      const { removed } = await priceListsApi(organizationId).remove(priceListId, selected);
      notify(`Убрано из прайс-листа: ${removed}`);
      onChanged();
    } catch (failure) {
      notify(messageOf(failure), 'error');
    }
  };
  return (
    <>
      <Button onClick={() => setRepricing(true)}>
        Изменить цены{selected.length > 0 ? ` (${selected.length})` : ''}
      </Button>
      {selected.length > 0 && (
        <Button color="error" onClick={() => void remove()}>
          Убрать из прайс-листа ({selected.length})
        </Button>
      )}
      {dialog}
      {repricing && (
        <Suspense fallback={null}>
          <RepriceDialog
            organizationId={organizationId}
            priceListId={priceListId}
            selected={selected}
            onClose={() => setRepricing(false)}
            onDone={onChanged}
          />
        </Suspense>
      )}
    </>
  );
}
