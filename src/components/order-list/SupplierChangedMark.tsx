import EditNote from '@mui/icons-material/EditNote';
import { Tooltip } from '@mui/material';

/** Beside the status in order lists: the supplier changed the order's lines. */
export function SupplierChangedMark({ side }: { side: 'client' | 'supplier' }) {
  const title = side === 'client' ? 'Поставщик изменил состав заказа' : 'Состав заказа изменён вами';
  return (
    <Tooltip title={title}>
      <EditNote
        color="warning"
        fontSize="small"
        titleAccess={title}
        data-testid="supplier-changed-mark"
        sx={{ ml: 0.5, verticalAlign: 'middle' }}
      />
    </Tooltip>
  );
}
