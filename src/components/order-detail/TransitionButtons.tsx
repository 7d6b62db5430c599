import type { Order } from '@contract/orders';
import { ORDER_STATUSES } from '@contract/statuses';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { type ConfirmRequest, useConfirm } from '@/components/confirm-dialog';
import { formatMoney } from '@/i18n/format';
import { notify } from '@/providers/notification';
import { orderInSentence } from '../order-list/order-name';
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

/** Forward steps that cannot be taken back: each asks first, naming what it means. */
const IRREVERSIBLE: Record<string, (order: Order) => ConfirmRequest> = {
  delivered: (o) => ({
    title: `Отметить ${orderInSentence(o)} доставленным?`,
    text: `Товары заказа на ${formatMoney(o.total_amount)} поступят на остатки точки получателя. Вернуть заказ в доставку будет нельзя.`,
    action: 'Доставлен',
  }),
  completed: (o) => ({
    title: `Завершить ${orderInSentence(o)}?`,
    text: 'Завершённый заказ нельзя изменить или отменить.',
    action: 'Завершить',
  }),
  reconciled: (o) => ({
    title: `Отметить ${orderInSentence(o)} сверенным?`,
    text: 'Сверенный заказ нельзя изменить или отменить.',
    action: 'Сверен',
  }),
  closed: (o) => ({
    title: `Закрыть ${orderInSentence(o)}?`,
    text: 'Закрытый заказ нельзя изменить или открыть снова.',
    action: 'Закрыть',
  }),
};

/** Buttons for exactly the transitions the server reports as allowed; cancelling asks for a reason. */
export function TransitionButtons({ side, order }: { side: Side; order: Order }) {
  const refresh = useOrderRefresh(side);
  const [busy, setBusy] = useState(false);
  const [cancelTarget, setCancelTarget] = useState<number | null>(null);
  // Mounted from the first «Отменить заказ» on, kept for its closing transition: a list of order
  // cards would render a closed one per card (issue 27).
  const [cancelAsked, setCancelAsked] = useState(false);
  const [reason, setReason] = useState('');
  const { confirm, dialog } = useConfirm();
  const forward = async (target: number, key: string) => {
    const question = IRREVERSIBLE[key];
    if (question && !(await confirm(question(order)))) return;
    await move(target);
  };
  const askCancel = (target: number) => {
    setCancelAsked(true);
    setCancelTarget(target);
  };
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
            onClick={() => (cancel ? askCancel(target) : forward(target, key))}
          >
            {ACTION_LABEL[key] ?? ORDER_STATUSES.byId.get(target)?.label}
          </Button>
        );
      })}
      {cancelAsked && (
        <Dialog open={cancelTarget !== null} onClose={() => setCancelTarget(null)} fullWidth maxWidth="sm">
          <DialogTitle>Отменить {orderInSentence(order)}?</DialogTitle>
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
      )}
      {dialog}
    </Stack>
  );
}
