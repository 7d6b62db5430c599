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
import { type CartLine, pieceProblem } from './use-cart';

interface Props {
  goods: PriceListGood[];
  cart: Map<number, CartLine>;
  /** Measures counted in whole units (шт, уп…): a fractional quantity of their goods is refused. */
  wholeMeasures: Set<number>;
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
export function GoodsTable({ goods, cart, wholeMeasures, onQuantity }: Props) {
  const mobile = useMediaQuery(MEDIA.mobile);
  if (mobile)
    return <GoodsCards goods={goods} cart={cart} wholeMeasures={wholeMeasures} onQuantity={onQuantity} />;
  return (
    <Table size="small" stickyHeader aria-label="Товары прайс-листа">
      <TableHead>
        <TableRow>
          <TableCell>Товар</TableCell>
          <TableCell>Ед.</TableCell>
          <TableCell align="right">Цена</TableCell>
          <TableCell align="right" sx={{ width: 170 }}>
            Количество
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {goods.map((good, row) => {
          const line = cart.get(good.good_id);
          const problem = line ? pieceProblem(line) : null;
          return (
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
                  value={line?.quantity ?? ''}
                  placeholder="0"
                  error={problem !== null}
                  helperText={problem}
                  onChange={(e) =>
                    onQuantity(
                      {
                        good_id: good.good_id,
                        name: good.name,
                        measure_name: good.measure_name,
                        price: good.price,
                        whole: wholeMeasures.has(good.measure_id),
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
          );
        })}
      </TableBody>
    </Table>
  );
}
