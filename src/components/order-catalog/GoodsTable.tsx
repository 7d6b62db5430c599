import type { PriceListGood } from '@contract/price-lists';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { KeyboardEvent } from 'react';
import { formatMoney } from '@/i18n/format';
import { MEDIA } from '@/modules/constants';
import { GoodsCards } from './GoodsCards';
import type { CartLine } from './use-cart';

interface Props {
  goods: PriceListGood[];
  cart: Map<number, CartLine>;
  onQuantity: (good: Omit<CartLine, 'quantity'>, quantity: string) => void;
}

/** Enter (or ↓) moves to the next row's quantity, ↑ to the previous one: a cart fills from the keyboard. */
function moveFocus(event: KeyboardEvent<HTMLInputElement>, row: number) {
  const step = event.key === 'Enter' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
  if (step === 0) return;
  event.preventDefault();
  const next = document.querySelector<HTMLInputElement>(`input[data-catalog-row="${row + step}"]`);
  next?.focus();
  next?.select();
}

/** The price list's goods with a quantity input each. */
export function GoodsTable({ goods, cart, onQuantity }: Props) {
  const mobile = useMediaQuery(MEDIA.mobile);
  if (mobile) return <GoodsCards goods={goods} cart={cart} onQuantity={onQuantity} />;
  return (
    <Table size="small" stickyHeader aria-label="Товары прайс-листа">
      <TableHead>
        <TableRow>
          <TableCell>Товар</TableCell>
          <TableCell>Ед.</TableCell>
          <TableCell align="right">Цена</TableCell>
          <TableCell align="right" sx={{ width: 130 }}>
            Количество
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {goods.map((good, row) => (
          <TableRow key={good.good_id} hover selected={cart.has(good.good_id)}>
            <TableCell>
              {good.name}
              {good.code && (
                <Typography variant="caption" color="text.secondary" display="block">
                  Код {good.code}
                </Typography>
              )}
            </TableCell>
            <TableCell>{good.measure_name}</TableCell>
            <TableCell align="right">{formatMoney(good.price)}</TableCell>
            <TableCell align="right">
              <TextField
                size="small"
                value={cart.get(good.good_id)?.quantity ?? ''}
                placeholder="0"
                onChange={(e) =>
                  onQuantity(
                    {
                      good_id: good.good_id,
                      name: good.name,
                      measure_name: good.measure_name,
                      price: good.price,
                    },
                    e.target.value,
                  )
                }
                onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => moveFocus(e, row)}
                slotProps={{
                  htmlInput: {
                    inputMode: 'decimal',
                    'data-catalog-row': row,
                    'aria-label': `Количество: ${good.name}`,
                    style: { textAlign: 'right' },
                  },
                }}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
