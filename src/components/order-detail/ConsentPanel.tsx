import type { Order, OrderLine } from '@contract/orders';
import { ORDER_STATUSES } from '@contract/statuses';
import {
  Alert,
  AlertTitle,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useState } from 'react';
import { useConfirm } from '@/components/confirm-dialog';
import { formatMoney, formatQuantity } from '@/i18n/format';
import { notify } from '@/providers/notification';
import { orderInSentence } from '../order-list/order-name';
import { changeOrderStatus, type Side, useOrderRefresh } from './use-order';

const AWAITING = ORDER_STATUSES.byKey.awaiting_client.id;
const REJECT = ORDER_STATUSES.byKey.canceled_by_client.id;

export const awaitsClient = (order: Order) => order.status_id === AWAITING;

const terms = (quantity: string | null, price: string | null, removed: boolean) =>
  removed || quantity === null ? '—' : `${formatQuantity(quantity)} × ${formatMoney(price)}`;

const before = (line: OrderLine) =>
  line.agreed_quantity === null
    ? 'не было'
    : terms(line.agreed_quantity, line.agreed_price, line.agreed_removed);
const after = (line: OrderLine) => (line.removed ? 'удалена' : terms(line.quantity, line.price, false));

/**
 * The supplier changed quantities or prices (issue 19): the client sees each change, old → new,
 * and agrees (the order goes on) or rejects (the order is cancelled). The supplier sees the same
 * changes and that the order waits for the client.
 */
export function ConsentPanel({ side, order }: { side: Side; order: Order }) {
  const refresh = useOrderRefresh(side);
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState(false);
  const changed = (order.items ?? []).filter((l) => l.awaits_consent);
  const accept = order.allowed_transitions.find((t) => t !== REJECT);
  const mayReject = order.allowed_transitions.includes(REJECT);
  const answer = async (target: number, message: string) => {
    setBusy(true);
    try {
      refresh(await changeOrderStatus(side, order, target));
      notify(message);
    } catch (error) {
      notify((error as Error).message, 'error');
    } finally {
      setBusy(false);
    }
  };
  const reject = async () => {
    const agreed = await confirm({
      title: `Отклонить изменения и отменить ${orderInSentence(order)}?`,
      text: 'Заказ будет отменён, поставщик увидит, что вы не согласились с изменениями.',
      action: 'Отклонить',
      color: 'error',
    });
    if (agreed) await answer(REJECT, 'Изменения отклонены, заказ отменён');
  };
  return (
    <Alert severity="warning" data-testid="order-consent" className="no-print">
      <AlertTitle>
        {side === 'client'
          ? 'Поставщик изменил заказ — нужно ваше согласие'
          : 'Заказ ждёт согласия клиента с изменениями'}
      </AlertTitle>
      <Table size="small" aria-label="Изменения поставщика">
        <TableHead>
          <TableRow>
            <TableCell>Товар</TableCell>
            <TableCell align="right">Было</TableCell>
            <TableCell align="right">Стало</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changed.map((line) => (
            <TableRow key={line.id}>
              <TableCell>{line.good_name}</TableCell>
              <TableCell align="right">{before(line)}</TableCell>
              <TableCell align="right">{after(line)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {side === 'client' && (accept !== undefined || mayReject) && (
        <Stack direction="row" spacing={1} mt={2}>
          {accept !== undefined && (
            <Button
              variant="contained"
              color="success"
              disabled={busy}
              onClick={() => answer(accept, 'Вы согласились с изменениями, заказ продолжен')}
            >
              Согласиться
            </Button>
          )}
          {mayReject && (
            <Button variant="outlined" color="error" disabled={busy} onClick={reject}>
              Отклонить
            </Button>
          )}
        </Stack>
      )}
      {dialog}
    </Alert>
  );
}
