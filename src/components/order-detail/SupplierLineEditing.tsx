import type { Order } from '@contract/orders';
import { ORDER_STATUSES, SUPPLIER_EDITABLE_ORDER_STATUSES } from '@contract/statuses';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { isValidQuantity } from '@/components/order-money';
import { http } from '@/providers/http';
import { notify } from '@/providers/notification';
import { useOrderRefresh } from './use-order';

export const supplierMayEditLines = (order: Order) =>
  order.allowed_transitions.length > 0 &&
  SUPPLIER_EDITABLE_ORDER_STATUSES.some((status) => ORDER_STATUSES.byKey[status].id === order.status_id);

/** The supplier's quantity edits: kept in state, saved in one bulk_create_or_update. */
export function useSupplierLineEditing(order: Order | null | undefined) {
  const refresh = useOrderRefresh('supplier');
  const [edits, setEdits] = useState(new Map<number, string>());
  const [busy, setBusy] = useState(false);
  const onEdit = (goodId: number, quantity: string) =>
    setEdits((prev) => new Map(prev).set(goodId, quantity));
  const save = async () => {
    if (!order) return;
    const items = [...edits].map(([good_id, quantity]) =>
      quantity.trim() === '' || Number(quantity.replace(',', '.')) === 0
        ? { good_id, removed: true as boolean, quantity: undefined }
        : { good_id, quantity: quantity.replace(',', '.') },
    );
    if (items.some((i) => i.quantity !== undefined && !isValidQuantity(i.quantity))) {
      notify('Количество — положительное число, не больше трёх знаков после запятой', 'error');
      return;
    }
    setBusy(true);
    try {
      refresh(await http.post<Order>(`/v1/supplier/orders/${order.id}/bulk_create_or_update`, items));
      setEdits(new Map());
      notify('Изменения позиций сохранены — клиент их увидит');
    } catch (error) {
      notify((error as Error).message, 'error');
    } finally {
      setBusy(false);
    }
  };
  const actions =
    edits.size > 0 ? (
      <Stack direction="row" spacing={1} className="no-print">
        <Button variant="contained" onClick={save} disabled={busy}>
          Сохранить изменения позиций
        </Button>
        <Button onClick={() => setEdits(new Map())} disabled={busy}>
          Отменить правки
        </Button>
      </Stack>
    ) : null;
  return { edits, onEdit, actions };
}
