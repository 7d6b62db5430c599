import type { Order } from '@contract/orders';
import { ORDER_STATUSES } from '@contract/statuses';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { notify } from '@/providers/notification';
import { changeOrderStatus, type Side, useOrderRefresh } from './use-order';

const ACTION_LABEL: Record<string, string> = {
  sent: 'Отправить поставщику',
  working: 'Принять в работу',
  processing: 'Начать комплектацию',
  executing: 'Передать в доставку',
  delivered: 'Доставлен',
  signing: 'На подписание документов',
  completed: 'Завершить',
  reconciled: 'Сверен',
  closed: 'Закрыть',
  canceled_by_client: 'Отменить заказ',
  canceled_by_supplier: 'Отменить заказ',
};

/** Buttons for exactly the transitions the server reports as allowed; cancelling asks for a reason. */
export function TransitionButtons({ side, order }: { side: Side; order: Order }) {
  const refresh = useOrderRefresh(side);
  const [busy, setBusy] = useState(false);
  const [cancelTarget, setCancelTarget] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const move = async (target: number, comment?: string) => {
    setBusy(true);
    try {
      const updated = await changeOrderStatus(side, order, target, comment);
      refresh(updated);
      setCancelTarget(null);
      notify(`Статус заказа: «${ORDER_STATUSES.byId.get(target)?.label}»`);
    } catch (error) {
      notify((error as Error).message, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" className="no-print">
      {order.allowed_transitions.map((target) => {
        const key = ORDER_STATUSES.byId.get(target)?.status ?? '';
        const cancel = key.startsWith('canceled');
        return (
          <Button
            key={target}
            variant={cancel ? 'outlined' : 'contained'}
            color={cancel ? 'error' : 'primary'}
            disabled={busy}
            onClick={() => (cancel ? setCancelTarget(target) : move(target))}
          >
            {ACTION_LABEL[key] ?? ORDER_STATUSES.byId.get(target)?.label}
          </Button>
        );
      })}
      <Dialog open={cancelTarget !== null} onClose={() => setCancelTarget(null)} fullWidth maxWidth="sm">
        <DialogTitle>Отменить заказ № {order.number}?</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label="Причина отмены"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            helperText="Причину увидит другая сторона"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCancelTarget(null)}>Не отменять</Button>
          <Button
            color="error"
            variant="contained"
            disabled={busy || reason.trim() === '' || cancelTarget === null}
            onClick={() => cancelTarget !== null && move(cancelTarget, reason.trim())}
          >
            Отменить заказ
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
