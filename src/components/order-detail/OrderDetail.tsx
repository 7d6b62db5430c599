import ContentCopy from '@mui/icons-material/ContentCopy';
import Edit from '@mui/icons-material/Edit';
import Print from '@mui/icons-material/Print';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  GlobalStyles,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { usePageTitle } from '@/components/layout/use-page-title';
import { OrderStatusChip } from '@/components/order-status';
import { formatDealTime } from '@/i18n/deal-time';
import { orderTitle } from '../order-list/order-name';
import { awaitsClient, ConsentPanel } from './ConsentPanel';
import { DocumentButtons } from './DocumentButtons';
import { OrderHistory } from './OrderHistory';
import { OrderLinesTable } from './OrderLinesTable';
import { SupplierComment, supplierMayComment } from './SupplierComment';
import { supplierMayEditLines, useSupplierLineEditing } from './SupplierLineEditing';
import { TransitionButtons } from './TransitionButtons';
import { type Side, useOrder } from './use-order';

/** One A4 page when printed: compact type, no shell (the shell's print styles hide it). */
const printPage = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'A4', margin: '12mm' },
        body: { fontSize: '10pt' },
        '.order-print-hide': { display: 'none !important' },
      },
    }}
  />
);

const Field = ({ label, value }: { label: string; value: string | null | undefined }) => (
  <Box>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography>{value || '—'}</Typography>
  </Box>
);

/** The order as one side sees it: head, allowed transitions, lines (ordered vs changed), history. */
export function OrderDetail({ side }: { side: Side }) {
  const { id } = useParams();
  const { data: order, isLoading, error } = useOrder(side, Number(id));
  const editing = useSupplierLineEditing(order);
  usePageTitle(order ? orderTitle(order) : 'Заказ');
  if (isLoading) return <CircularProgress aria-label="Загрузка заказа" />;
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  if (!order) return <Alert severity="warning">Заказ не найден</Alert>;
  const editable = side === 'supplier' && supplierMayEditLines(order);
  const partner = side === 'client' ? order.supplier_organization_name : order.client_organization_name;

  return (
    <Stack spacing={2}>
      {printPage}
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap">
        <Typography variant="h4" component="h1">
          {orderTitle(order)}
        </Typography>
        <OrderStatusChip statusId={order.status_id} size="medium" />
        <Box flexGrow={1} />
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" className="no-print">
          {side === 'client' && order.status_id === 1 && (
            <Button startIcon={<Edit />} component={RouterLink} to={`/client/orders/${order.id}/edit`}>
              Изменить
            </Button>
          )}
          {side === 'client' && order.status_id !== 1 && (
            <Button
              startIcon={<ContentCopy />}
              component={RouterLink}
              to={`/client/orders/new?clone=${order.id}`}
            >
              Повторить заказ
            </Button>
          )}
          <DocumentButtons side={side} order={order} />
          <Button startIcon={<Print />} onClick={() => window.print()}>
            Печать
          </Button>
        </Stack>
      </Stack>
      {awaitsClient(order) && <ConsentPanel side={side} order={order} />}
      {!(side === 'client' && awaitsClient(order)) && <TransitionButtons side={side} order={order} />}
      {order.has_supplier_changes && (
        <Alert severity="warning">
          {side === 'client' ? 'Поставщик изменил состав заказа:' : 'Вы изменили состав заказа:'} зачёркнуто —
          что было заказано.
        </Alert>
      )}
      <Card variant="outlined">
        <CardContent>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
            }}
          >
            <Box>
              <Field label={side === 'client' ? 'Поставщик' : 'Клиент'} value={partner} />
            </Box>
            <Box>
              <Field
                label="Точка продаж"
                value={[order.sales_point_name, order.sales_point_address].filter(Boolean).join(', ')}
              />
            </Box>
            <Box>
              <Field
                label="Доставка"
                value={formatDealTime(order.due_delivery_datetime, order.sales_point_time_zone)}
              />
            </Box>
            <Box>
              <Field
                label="Создан"
                value={`${formatDealTime(order.created_at, order.sales_point_time_zone)}${order.created_by_name ? `, ${order.created_by_name}` : ''}`}
              />
            </Box>
            <Box sx={{ gridColumn: { md: 'span 2' } }}>
              <Field label="Комментарий клиента" value={order.comment} />
            </Box>
            <Box sx={{ gridColumn: { md: 'span 2' } }}>
              {side === 'supplier' && supplierMayComment(order) ? (
                <SupplierComment key={order.id} order={order} />
              ) : (
                <Field label="Комментарий поставщика" value={order.supplier_comment} />
              )}
            </Box>
          </Box>
        </CardContent>
      </Card>
      <OrderLinesTable
        order={order}
        edits={editable ? editing.edits : undefined}
        onEdit={editable ? editing.onEdit : undefined}
      />
      {editable && editing.actions}
      <Box className="order-print-hide">
        <Typography variant="h6" component="h2">
          История
        </Typography>
        <OrderHistory history={order.history ?? []} timeZone={order.sales_point_time_zone} />
      </Box>
    </Stack>
  );
}
