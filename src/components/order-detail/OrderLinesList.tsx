import { List, ListItem, Stack, Typography } from '@mui/material';
import { formatMoney } from '@/i18n/format';
import { LineNotes } from './LineNotes';
import { type Props, QuantityCell, Was } from './OrderLinesTable';

/** The order's lines below 768 px: one row each, quantity × price = sum under the name. */
export function OrderLinesList({ order, edits, onEdit }: Props) {
  return (
    <List disablePadding aria-label="Состав заказа">
      {(order.items ?? []).map((line) => {
        const priceChanged = line.ordered_price !== null && line.ordered_price !== line.price;
        return (
          <ListItem
            key={line.id}
            divider
            disableGutters
            data-testid="order-line"
            sx={{ display: 'block', opacity: line.removed ? 0.55 : undefined }}
          >
            <Typography sx={{ overflowWrap: 'anywhere' }}>{line.good_name}</Typography>
            <LineNotes line={line} />
            <Stack
              direction="row"
              alignItems="center"
              spacing={1}
              useFlexGap
              flexWrap="wrap"
              sx={{ mt: 0.5 }}
            >
              <Stack direction="row" alignItems="center">
                <QuantityCell line={line} edits={edits} onEdit={onEdit} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {line.measure_name} × {priceChanged && <Was>{formatMoney(line.ordered_price)}</Was>}
                {formatMoney(line.price)}
              </Typography>
              <Typography sx={{ ml: 'auto' }} fontWeight={500}>
                {line.removed ? formatMoney('0') : formatMoney(line.amount)}
              </Typography>
            </Stack>
          </ListItem>
        );
      })}
      <ListItem disableGutters sx={{ justifyContent: 'space-between' }}>
        <strong>Итого ({order.total_lines_counter} поз.)</strong>
        <strong data-testid="order-total">{formatMoney(order.total_amount)}</strong>
      </ListItem>
    </List>
  );
}
