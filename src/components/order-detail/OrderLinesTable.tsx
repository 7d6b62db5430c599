import type { Order, OrderLine } from '@contract/orders';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { formatMoney, formatQuantity } from '@/i18n/format';

interface Props {
  order: Order;
  /** Quantities the supplier is typing, by good id; shown as inputs when given. */
  edits?: Map<number, string>;
  onEdit?: (goodId: number, quantity: string) => void;
}

const Was = ({ children }: { children: string }) => (
  <Typography
    component="span"
    variant="body2"
    color="text.secondary"
    sx={{ textDecoration: 'line-through', mr: 1 }}
  >
    {children}
  </Typography>
);

function QuantityCell({ line, edits, onEdit }: { line: OrderLine } & Pick<Props, 'edits' | 'onEdit'>) {
  if (edits && onEdit && !line.removed) {
    return (
      <TextField
        size="small"
        value={edits.get(line.good_id) ?? line.quantity.replace(/\.?0+$/, '')}
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
                  {line.changed_by_supplier && (
                    <Typography variant="caption" color="warning.main" display="block">
                      {line.removed
                        ? 'Убрано поставщиком'
                        : line.ordered_quantity === null
                          ? 'Добавлено поставщиком'
                          : 'Изменено поставщиком'}
                    </Typography>
                  )}
                  {line.comment && (
                    <Typography variant="caption" color="text.secondary" display="block">
                      {line.comment}
                    </Typography>
                  )}
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
        </TableBody>
      </Table>
    </Box>
  );
}
