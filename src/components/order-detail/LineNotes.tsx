import type { OrderLine } from '@contract/orders';
import { Typography } from '@mui/material';

/** Under a line's name: what the supplier did to it, and the buyer's comment. */
export function LineNotes({ line }: { line: OrderLine }) {
  return (
    <>
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
    </>
  );
}
