import type { Order } from '@contract/orders';
import { Box, Button, Card, CardContent, Pagination, Stack, Typography } from '@mui/material';
import { useDeferredValue } from 'react';
import { Link as RouterLink } from 'react-router';
import { TransitionButtons } from '@/components/order-detail/TransitionButtons';
import { OrderStatusChip } from '@/components/order-status';
import { formatDealTime } from '@/i18n/deal-time';
import { formatMoney } from '@/i18n/format';
import type { OrderSideName } from './OrdersList';
import { orderNo, orderTitle } from './order-name';

interface Props {
  side: OrderSideName;
  orders: readonly Order[];
  loading: boolean;
  /** Shown instead of the cards when there are none (empty list, nothing found, an error). */
  emptyText: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** One order as a card: number, partner, sum, delivery, status and the steps the server allows. */
function OrderCard({ side, order }: { side: OrderSideName; order: Order }) {
  const partner = side === 'client' ? order.supplier_organization_name : order.client_organization_name;
  return (
    <Card variant="outlined" component="article" aria-label={orderTitle(order)} data-testid="order-card">
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1}>
          <Typography variant="h6" component="h2" data-testid="order-card-number">
            {orderNo(order)}
          </Typography>
          <Box data-testid="order-card-status">
            <OrderStatusChip statusId={order.status_id} />
          </Box>
        </Stack>
        <Typography sx={{ overflowWrap: 'anywhere' }} data-testid="order-card-partner">
          {partner}
        </Typography>
        {order.sales_point_name && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {order.sales_point_name}
          </Typography>
        )}
        <Stack
          direction="row"
          justifyContent="space-between"
          alignItems="baseline"
          spacing={1}
          sx={{ mt: 1 }}
        >
          <Typography fontWeight={600} data-testid="order-card-sum">
            {formatMoney(order.total_amount)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Доставка {formatDealTime(order.due_delivery_datetime, order.sales_point_time_zone)}
          </Typography>
        </Stack>
      </CardContent>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={`/${side}/orders/${order.id}`} variant="outlined">
          Открыть
        </Button>
        <TransitionButtons side={side} order={order} />
      </Stack>
    </Card>
  );
}

/** The orders list below 768 px: cards instead of the grid's columns, then the pages. */
export default function OrderCards({ side, orders, loading, emptyText, page, pageCount, onPage }: Props) {
  // A page of cards is a long render on a slow phone: it happens in the background, in slices the
  // browser can interrupt, while the previous cards stay (issue 27: Total Blocking Time).
  const shown = useDeferredValue(orders);
  if (!loading && orders.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  return (
    <Stack
      component="section"
      spacing={1.5}
      aria-busy={loading || shown !== orders}
      aria-label="Заказы"
      // Until the first cards are in, the footer waits below the fold instead of jumping down.
      sx={{ minHeight: shown.length === 0 ? '100vh' : undefined }}
    >
      {shown.map((order) => (
        <OrderCard key={order.id} side={side} order={order} />
      ))}
      {pageCount > 1 && shown.length > 0 && (
        <Pagination
          sx={{ alignSelf: 'center' }}
          page={page}
          count={pageCount}
          siblingCount={0}
          onChange={(_e, p) => onPage(p)}
        />
      )}
    </Stack>
  );
}
