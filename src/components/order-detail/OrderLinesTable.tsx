import type { Order, OrderLine } from '@contract/orders';
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { formatMoney, formatQuantity, quantityInputValue } from '@/i18n/format';
import { MEDIA } from '@/modules/constants';
import { LineNotes } from './LineNotes';
import { OrderLinesList } from './OrderLinesList';

export interface Props {
  order: Order;
  /** Quantities the supplier is typing, by good id; shown as inputs when given. */
  edits?: Map<number, string>;
  onEdit?: (goodId: number, quantity: string) => void;
}

export const Was = ({ children }: { children: string }) => (
  <Typography
    component="span"
    variant="body2"
    color="text.secondary"
    sx={{ textDecoration: 'line-through', mr: 1 }}
  >
    {children}
  </Typography>
);

export function QuantityCell({ line, edits, onEdit }: { line: OrderLine } & Pick<Props, 'edits' | 'onEdit'>) {
  if (edits && onEdit && !line.removed) {
    return (
      <TextField
        size="small"
        value={edits.get(line.good_id) ?? quantityInputValue(line.quantity)}
        onChange={(e) => onEdit(line.good_id, e.target.value)}
        slotProps={{
          htmlInput: {
            inputMode: 'decimal',
            'aria-label': `Количество: ${line.good_name}`,
            style: { textAlign: 'right', width: 80 },
          },
        }}
      />
    );
  }
  const changed = line.ordered_quantity !== null && line.ordered_quantity !== line.quantity;
  return (
    <>
      {changed && <Was>{formatQuantity(line.ordered_quantity)}</Was>}
      {line.removed ? '0' : formatQuantity(line.quantity)}
    </>
  );
}

/** Lines with what was ordered beside what the supplier changed (both sides see the same). */
export function OrderLinesTable({ order, edits, onEdit }: Props) {
  const items = order.items ?? [];
  const mobile = useMediaQuery(MEDIA.mobile);
  if (mobile) return <OrderLinesList order={order} edits={edits} onEdit={onEdit} />;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Состав заказа">
        <TableHead>
          <TableRow>
            <TableCell>Товар</TableCell>
            <TableCell>Ед.</TableCell>
            <TableCell align="right">Количество</TableCell>
            <TableCell align="right">Цена</TableCell>
            <TableCell align="right">Сумма</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((line) => {
            const priceChanged = line.ordered_price !== null && line.ordered_price !== line.price;
            return (
              <TableRow
                key={line.id}
                sx={line.removed ? { opacity: 0.55 } : undefined}
                data-testid="order-line"
              >
                <TableCell>
                  {line.good_name}
                  <LineNotes line={line} />
                </TableCell>
                <TableCell>{line.measure_name}</TableCell>
                <TableCell align="right">
                  <QuantityCell line={line} edits={edits} onEdit={onEdit} />
                </TableCell>
                <TableCell align="right">
                  {priceChanged && <Was>{formatMoney(line.ordered_price)}</Was>}
                  {formatMoney(line.price)}
                </TableCell>
                <TableCell align="right">
                  {line.removed ? formatMoney('0') : formatMoney(line.amount)}
                </TableCell>
              </TableRow>
            );
          })}
          <TableRow>
            <TableCell colSpan={4} align="right">
              <strong>Итого ({order.total_lines_counter} поз.)</strong>
            </TableCell>
            <TableCell align="right" data-testid="order-total">
              <strong>{formatMoney(order.total_amount)}</strong>
            </TableCell>
          </TableRow>
          {order.ordered_amount != null && order.ordered_amount !== order.total_amount && (
            <TableRow>
              <TableCell colSpan={4} align="right">
                Заказано клиентом на
              </TableCell>
              <TableCell align="right" data-testid="order-ordered-total">
                {formatMoney(order.ordered_amount)}
              </TableCell>
            </TableRow>
          )}
          {order.vat_amount !== undefined && (
            <TableRow>
              <TableCell colSpan={4} align="right">
                В том числе НДС
              </TableCell>
              <TableCell align="right" data-testid="order-vat">
                {formatMoney(order.vat_amount)}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
}
