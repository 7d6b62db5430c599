import type { PriceListGood } from '@contract/price-lists';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import { IconButton, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import { toThousandths } from '@/components/order-money';
import { formatMoney } from '@/i18n/format';
import { type CartLine, pieceProblem } from './use-cart';

interface Props {
  goods: PriceListGood[];
  cart: Map<number, CartLine>;
  /** Measures counted in whole units (шт, уп…): a fractional quantity of their goods is refused. */
  wholeMeasures: Set<number>;
  onQuantity: (good: Omit<CartLine, 'quantity'>, quantity: string) => void;
}

/** The typed quantity plus `step` whole units, as a person would type it ("2,5"); '' at zero or below. */
export function stepQuantity(quantity: string | undefined, step: 1 | -1): string {
  const thousandths = toThousandths(quantity ?? '') ?? 0n;
  const next = thousandths + BigInt(step) * 1000n;
  if (next <= 0n) return '';
  const whole = next / 1000n;
  const fraction = String(next % 1000n)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole},${fraction}` : String(whole);
}

const touch = { width: 44, height: 44 };

/** The price list's goods below 768 px: one row each, the quantity between − and + (44 px targets). */
export function GoodsCards({ goods, cart, wholeMeasures, onQuantity }: Props) {
  return (
    <List disablePadding aria-label="Товары прайс-листа">
      {goods.map((good) => {
        const line = cart.get(good.good_id);
        const problem = line ? pieceProblem(line) : null;
        const set = (quantity: string) =>
          onQuantity(
            {
              good_id: good.good_id,
              name: good.name,
              measure_name: good.measure_name,
              price: good.price,
              whole: wholeMeasures.has(good.measure_id),
            },
            quantity,
          );
        return (
          <ListItem
            key={good.good_id}
            divider
            disableGutters
            sx={{ gap: 1, alignItems: 'center', bgcolor: line ? 'action.selected' : undefined, px: 1 }}
          >
            <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{good.name}</Typography>
              {problem && (
                <Typography variant="body2" color="error" id={`problem-${good.good_id}`}>
                  {problem}
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                {formatMoney(good.price)} за {good.measure_name}
                {good.code ? ` · код ${good.code}` : ''}
              </Typography>
            </Stack>
            <Stack direction="row" alignItems="center" sx={{ flexShrink: 0 }}>
              <IconButton
                sx={touch}
                aria-label={`Меньше: ${good.name}`}
                disabled={!line}
                onClick={() => set(stepQuantity(line?.quantity, -1))}
              >
                <Remove />
              </IconButton>
              <TextField
                value={line?.quantity ?? ''}
                placeholder="0"
                fullWidth={false}
                sx={{ width: 64 }}
                error={problem !== null}
                onChange={(e) => set(e.target.value)}
                slotProps={{
                  htmlInput: {
                    inputMode: 'decimal',
                    'aria-label': `Количество: ${good.name}`,
                    'aria-describedby': problem ? `problem-${good.good_id}` : undefined,
                    style: { textAlign: 'center', height: 27 },
                  },
                }}
              />
              <IconButton
                sx={touch}
                aria-label={`Больше: ${good.name}`}
                onClick={() => set(stepQuantity(line?.quantity, 1))}
              >
                <Add />
              </IconButton>
            </Stack>
          </ListItem>
        );
      })}
    </List>
  );
}
