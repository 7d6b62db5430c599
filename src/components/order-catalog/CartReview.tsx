import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import { formatMoney, formatQuantity } from '@/i18n/format';
import type { CartLine } from './use-cart';

/** What is in the cart; lines of a repeated order whose price changed or that left the price list stand out. */
export function CartReview({
  lines,
  onRemove,
  onClear,
}: {
  lines: CartLine[];
  onRemove: (goodId: number) => void;
  onClear?: () => void;
}) {
  if (lines.length === 0) return null;
  const flagged = lines.filter((l) => l.unavailable || (l.old_price && l.old_price !== l.price));
  return (
    <Stack spacing={1} aria-label="Корзина">
      {flagged.length > 0 && (
        <Alert severity="warning">
          {flagged.map((l) => (
            <div key={l.good_id}>
              {l.unavailable
                ? `«${l.name}» больше нет в прайс-листе — позиция не войдёт в заказ`
                : `«${l.name}»: цена изменилась с ${formatMoney(l.old_price)} на ${formatMoney(l.price)}`}
            </div>
          ))}
        </Alert>
      )}
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography variant="subtitle2">В заказе</Typography>
        {onClear && (
          <Button size="small" onClick={onClear}>
            Очистить корзину
          </Button>
        )}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {lines.map((l) => (
          <Chip
            key={l.good_id}
            color={l.unavailable ? 'default' : 'primary'}
            variant={l.unavailable ? 'outlined' : 'filled'}
            label={`${l.name} × ${formatQuantity(l.quantity.replace(',', '.'))} ${l.measure_name}`}
            onDelete={() => onRemove(l.good_id)}
          />
        ))}
      </Stack>
    </Stack>
  );
}
