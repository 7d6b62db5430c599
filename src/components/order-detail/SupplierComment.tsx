import type { Order } from '@contract/orders';
import { ORDER_STATUSES } from '@contract/statuses';
import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { messageOf } from '@/providers/form-errors';
import { http } from '@/providers/http';
import { notify } from '@/providers/notification';
import { useOrderRefresh } from './use-order';

const CLOSED = ['draft', 'completed', 'reconciled', 'closed', 'canceled_by_client', 'canceled_by_supplier'];

/** The supplier may write its comment on an open order it may change (it then has transitions to offer). */
export const supplierMayComment = (order: Order) =>
  !CLOSED.includes(ORDER_STATUSES.byId.get(order.status_id)?.status ?? 'draft') &&
  order.allowed_transitions.length > 0;

/** The supplier writes «Комментарий поставщика» while the order is open; the client reads it. */
export function SupplierComment({ order }: { order: Order }) {
  const stored = order.supplier_comment ?? '';
  const [text, setText] = useState(stored);
  const [seen, setSeen] = useState(stored);
  const [busy, setBusy] = useState(false);
  const refresh = useOrderRefresh('supplier');
  // A new comment from the server replaces the field's text unless the supplier is typing another:
  // a save of the lines (a new version of the order) keeps what he typed.
  if (stored !== seen) {
    setSeen(stored);
    if (text.trim() === seen) setText(stored);
  }
  const changed = text.trim() !== stored;
  const save = async () => {
    setBusy(true);
    try {
      const saved = await http.put<Order>(`/v1/supplier/orders/${order.id}`, {
        supplier_comment: text.trim() || null,
        version: order.version,
      });
      refresh(saved);
      notify('Комментарий поставщика сохранён');
    } catch (error) {
      notify(messageOf(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start" className="no-print">
      <TextField
        label="Комментарий поставщика"
        value={text}
        onChange={(e) => setText(e.target.value)}
        multiline
        minRows={1}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Button variant="outlined" disabled={!changed || busy} onClick={() => void save()}>
        Сохранить
      </Button>
    </Stack>
  );
}
