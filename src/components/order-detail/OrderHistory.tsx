import type { OrderHistoryEntry } from '@contract/orders';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { orderStatusLabel } from '@/components/order-status';
import { formatDealTime } from '@/i18n/deal-time';

/**
 * Who moved the order, when, from which status to which, and why; the admin behind an impersonation.
 * An entry that keeps the status is the supplier's change of lines, told in its comment. Times are
 * on the sales point's clock.
 */
export function OrderHistory({ history, timeZone }: { history: OrderHistoryEntry[]; timeZone: string }) {
  return (
    <List dense aria-label="История заказа">
      {history.map((h) => (
        <ListItem key={h.id} disableGutters data-testid="order-history-entry">
          <ListItemText
            primary={
              h.from_status_id === null
                ? `Создан: «${orderStatusLabel(h.to_status_id)}»`
                : h.from_status_id === h.to_status_id
                  ? 'Изменён состав заказа'
                  : `«${orderStatusLabel(h.from_status_id)}» → «${orderStatusLabel(h.to_status_id)}»`
            }
            secondary={
              <>
                {formatDealTime(h.at, timeZone)} · {h.user_name ?? 'пользователь удалён'}
                {h.real_user_id !== null &&
                  h.real_user_id !== h.user_id &&
                  ` (через администратора ${h.real_user_name ?? ''})`}
                {h.comment && (
                  <Typography component="span" display="block" variant="body2">
                    {h.comment}
                  </Typography>
                )}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
