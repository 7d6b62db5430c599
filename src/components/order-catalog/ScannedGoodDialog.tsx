import type { PriceListGood } from '@contract/price-lists';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { DialogFrame } from '@/components/form-dialog/DialogFrame';
import { DecimalField } from '@/components/form-fields/TextFields';
import { isValidQuantity } from '@/components/order-money';
import { formatMoney } from '@/i18n/format';
import { stepQuantity } from './GoodsCards';

export interface Scanned {
  /** Tells one scan from the next, even of the same code. */
  id: number;
  code: string;
  /** The price list's good with that barcode; null when the price list has none. */
  good: PriceListGood | null;
}

interface Props {
  scanned: Scanned | null;
  /** Whose price list was searched, for the «not found» message: «поставщика ООО «Зорька»». */
  whose: string;
  /** The quantity already in the cart, if the good is there. */
  inCart?: string;
  onAdd(good: PriceListGood, quantity: string): void;
  onClose(): void;
}

/** After a scan: the good found, with a quantity to add to the cart, or why nothing was found. */
export function ScannedGoodDialog({ scanned, whose, inCart, onAdd, onClose }: Props) {
  const good = scanned?.good ?? null;
  // A new suggestion per scan (the key), not while the cart changes under the open dialog.
  const [quantity, setQuantity] = useState(() => stepQuantity(inCart, 1));
  const valid = isValidQuantity(quantity);
  return (
    <DialogFrame
      open={scanned !== null}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      title={good ? 'Добавить в заказ?' : 'Товар не найден'}
      actions={
        <>
          <Button onClick={onClose} sx={{ minHeight: 44 }}>
            {good ? 'Отмена' : 'Закрыть'}
          </Button>
          {good && (
            <Button
              variant="contained"
              disabled={!valid}
              sx={{ minHeight: 44 }}
              onClick={() => onAdd(good, quantity.trim())}
            >
              Добавить в заказ
            </Button>
          )}
        </>
      }
    >
      {good ? (
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack>
            <Typography data-testid="scanned-good">{good.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatMoney(good.price)} за {good.measure_name} · штрихкод {scanned?.code}
            </Typography>
            {inCart && (
              <Typography variant="body2">
                Уже в корзине: {inCart} {good.measure_name}
              </Typography>
            )}
          </Stack>
          <DecimalField
            label={`Количество, ${good.measure_name}`}
            value={quantity}
            autoFocus
            onChange={setQuantity}
            error={!valid}
            helperText={valid ? ' ' : 'Введите количество больше нуля, не больше трёх знаков после запятой'}
          />
        </Stack>
      ) : (
        <Alert severity="warning" data-testid="scan-not-found">
          Товара со штрихкодом {scanned?.code} нет в прайс-листе {whose}. Проверьте код или найдите товар по
          названию.
        </Alert>
      )}
    </DialogFrame>
  );
}
